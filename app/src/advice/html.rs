//! The advice as HTML: what the panel shows for a relationship (the
//! verdict, its reasons and the documents side by side) and for the whole
//! schema (the collections). It is static for a given answer, so it is
//! written as one string instead of thousands of reactive nodes: cheap to
//! redraw on every answer, and small in the browser bundle. Copy buttons
//! work by delegation: the panel copies the `<pre>` next to the button.

use std::fmt::Write;

use super::json::{documents_by_collection, highlight};
use super::{
    Advice, ApiError, Collection, Fault, Feedback, Index, PATTERNS, Rule, Variant, bytes_label,
    describe_path, pattern_label, rule, size_fraction,
};
use crate::wire::model::Model;

/// Text made safe to put between tags or in a quoted attribute.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A block of code with its copy button; `inner` is already HTML.
fn code_block(out: &mut String, label: &str, inner: &str) {
    let _ = write!(
        out,
        "<div class=\"code\"><pre><code>{inner}</code></pre>\
         <button type=\"button\" class=\"copy\" aria-label=\"Copy {}\">Copy</button></div>",
        escape(label)
    );
}

/// Plain code (a `mongosh` read) with a copy button.
fn text_block(out: &mut String, label: &str, text: &str) {
    code_block(out, label, &escape(text));
}

/// A JSON document, laid out and highlighted, with a copy button.
fn json_block(out: &mut String, label: &str, json: &str) {
    let mut inner = String::new();
    for (kind, text) in highlight(json) {
        match kind.class() {
            "" => inner.push_str(&escape(&text)),
            class => {
                let _ = write!(inner, "<span class=\"{class}\">{}</span>", escape(&text));
            }
        }
    }
    code_block(out, label, &inner);
}

fn list(out: &mut String, class: &str, items: impl IntoIterator<Item = String>) {
    let _ = write!(out, "<ul class=\"{class}\">");
    for item in items {
        let _ = write!(out, "<li>{item}</li>");
    }
    out.push_str("</ul>");
}

fn indexes(out: &mut String, indexes: &[Index]) {
    for index in indexes {
        text_block(out, "index", &index.command());
        if !index.reason.is_empty() {
            let _ = write!(out, "<p class=\"hint\">{}</p>", escape(&index.reason));
        }
    }
}

/// A bar for a document size, on a log scale that ends at the 16 MiB limit.
fn size_bar(out: &mut String, bytes: u64) {
    let _ = write!(
        out,
        "<span class=\"size-bar\" title=\"Log scale; the end is the 16 MiB document limit\">\
         <span class=\"size-fill\" style=\"width: {:.1}%\"></span></span>",
        size_fraction(bytes) * 100.0
    );
}

/// The advice for one relationship: the badge, why, the warnings, the
/// rules with their sources, alternatives, copied fields, indexes, and the
/// documents side by side. `name` gives an entity's name by its id.
#[must_use]
pub fn relationship(advice: &Advice, rules: &[Rule], name: &dyn Fn(&str) -> String) -> String {
    let mut out = String::new();
    let pattern = escape(&advice.pattern);
    let _ = write!(
        out,
        "<p class=\"verdict\"><span class=\"badge pattern-badge\" data-testid=\"advice-pattern\" \
         data-pattern=\"{pattern}\">{}</span> <code>{pattern}</code></p>\
         <p class=\"rationale\" data-testid=\"advice-rationale\">{}</p>",
        escape(pattern_label(&advice.pattern)),
        escape(&advice.rationale)
    );
    if !advice.warnings.is_empty() {
        out.push_str("<h4>Warnings</h4>");
        list(
            &mut out,
            "warnings",
            advice.warnings.iter().map(|w| escape(w)),
        );
    }
    out.push_str("<h4>Rules it rests on</h4>");
    list(
        &mut out,
        "rules",
        advice.rules.iter().map(|id| {
            rule(rules, id).map_or_else(
                || escape(id),
                |rule| {
                    format!(
                        "{} <cite>{}</cite>",
                        escape(&rule.statement),
                        escape(&rule.source)
                    )
                },
            )
        }),
    );
    if !advice.alternatives.is_empty() {
        out.push_str("<h4>Alternatives</h4>");
        list(
            &mut out,
            "alternatives",
            advice.alternatives.iter().map(|a| {
                format!(
                    "<strong>{}</strong>: {}",
                    escape(pattern_label(&a.pattern)),
                    escape(&a.tradeoff)
                )
            }),
        );
    }
    if !advice.denormalize.is_empty() {
        out.push_str("<h4>Fields to copy (denormalize)</h4>");
        list(
            &mut out,
            "denormalized",
            advice.denormalize.iter().map(|d| {
                let latest = d
                    .latest
                    .map(|k| format!(" (the latest {k})"))
                    .unwrap_or_default();
                format!(
                    "<strong>{}{latest} into {}</strong>: {}",
                    escape(&d.field),
                    escape(&name(&d.into)),
                    escape(&d.why)
                )
            }),
        );
    }
    if !advice.indexes.is_empty() {
        out.push_str("<h4>Indexes</h4>");
        indexes(&mut out, &advice.indexes);
    }
    if let Some(variants) = &advice.variants {
        out.push_str("<h4>Side by side</h4><div class=\"variants\">");
        for (key, heading, variant) in variants.columns() {
            column(&mut out, key, heading, variant);
        }
        out.push_str("</div>");
    }
    out
}

/// One way to store the relationship: its sizes, read, and documents.
fn column(out: &mut String, key: &str, heading: &str, variant: &Variant) {
    let sizes = &variant.bson_bytes;
    let _ = write!(
        out,
        "<section class=\"variant{}\" aria-label=\"{heading}\" data-testid=\"variant-{key}\"><h5>{heading}{}</h5>\
         <p class=\"variant-pattern\">{}</p><dl class=\"sizes\"><dt>Typical</dt><dd>",
        if variant.recommended {
            " recommended"
        } else {
            ""
        },
        if variant.recommended {
            " <span class=\"badge\">Recommended</span>"
        } else {
            ""
        },
        escape(pattern_label(&variant.pattern)),
    );
    size_bar(out, sizes.typical);
    let _ = write!(out, "{}</dd><dt>Max</dt><dd>", bytes_label(sizes.typical));
    match sizes.max {
        Some(max) => {
            size_bar(out, max);
            out.push_str(&bytes_label(max));
        }
        None => out.push_str("no limit: grows without bound"),
    }
    out.push_str("</dd></dl>");
    if let Some(n) = sizes.breaks_at {
        let _ = write!(
            out,
            "<p class=\"warning\">Passes 16 MiB at {n} children.</p>"
        );
    }
    for warning in &variant.warnings {
        let _ = write!(out, "<p class=\"warning\">{}</p>", escape(warning));
    }
    let _ = match variant.reads.round_trips {
        1 => write!(out, "<p class=\"trips\">1 round trip</p>"),
        n => write!(out, "<p class=\"trips\">{n} round trips</p>"),
    };
    text_block(out, "read", &variant.reads.mongosh);
    if let Some(aggregate) = &variant.reads.aggregate {
        out.push_str("<p class=\"hint\">Or in one round trip, with $lookup:</p>");
        text_block(out, "aggregation", aggregate);
    }
    for (collection, documents) in documents_by_collection(&variant.documents) {
        let _ = write!(out, "<h6>{}</h6>", escape(&collection));
        json_block(out, &format!("{collection} documents"), &documents);
    }
    out.push_str("</section>");
}

/// Nothing selected: the collections of the recommended schema, each with
/// a sample document, its indexes and its `$jsonSchema` validator.
#[must_use]
pub fn collections(collections: &[Collection], name: &dyn Fn(&str) -> String) -> String {
    let mut out = String::from(
        "<p class=\"hint\">Select a relationship for its advice. The schema as a whole:</p>",
    );
    // A big model's schema would be pages long: then each collection opens on demand.
    let open = if collections.len() <= OPEN_COLLECTIONS {
        " open"
    } else {
        ""
    };
    for collection in collections {
        let holds: Vec<String> = collection.entities.iter().map(|e| name(e)).collect();
        let label = escape(&collection.name);
        let _ = write!(
            out,
            "<details class=\"collection\" aria-label=\"Collection {label}\" data-testid=\"collection\"{open}>\
             <summary><code>{label}</code> <span class=\"hint\">holds {}</span></summary>",
            escape(&holds.join(", "))
        );
        if let Some(sample) = &collection.sample {
            json_block(
                &mut out,
                &format!("{} sample document", collection.name),
                sample.get(),
            );
        }
        indexes(&mut out, &collection.indexes);
        if let Some(validator) = &collection.validator {
            out.push_str("<details><summary>Validation ($jsonSchema)</summary>");
            json_block(
                &mut out,
                &format!("{} validator", collection.name),
                &format!(
                    "{{\"create\":{},\"validator\":{}}}",
                    serde_json::to_string(&collection.name).unwrap_or_default(),
                    validator.get()
                ),
            );
            out.push_str("</details>");
        }
        out.push_str("</details>");
    }
    out
}

/// Why the model got no answer: the message, where it points, and a
/// button that selects the part at fault.
#[must_use]
pub fn error(error: &ApiError, model: &Model) -> String {
    let mut out = format!("<p>{}</p>", escape(&error.message));
    if let Some(path) = &error.path {
        let (fault, words) = describe_path(model, path);
        let button = match fault {
            Fault::Entity(id) => format!(
                " <button type=\"button\" class=\"link\" data-select-entity=\"{}\">Show it</button>",
                escape(&id)
            ),
            Fault::Relationship(id) => format!(
                " <button type=\"button\" class=\"link\" data-select-relationship=\"{}\">Show it</button>",
                escape(&id)
            ),
            Fault::Model => String::new(),
        };
        let _ = write!(out, "<p class=\"at\">At {}.{button}</p>", escape(&words));
    }
    out
}

/// Teaching mode's question: embed or reference, or a named pattern. The
/// panel reads the answer from `data-guess` (buttons) and the select.
#[must_use]
pub fn quiz() -> String {
    let mut out = String::from(
        "<div class=\"quiz\" role=\"group\" aria-label=\"Your answer\" data-testid=\"quiz\">\
         <p class=\"question\">Nest or link? What would you do here?</p><div class=\"quiz-choices\">\
         <button type=\"button\" class=\"primary\" data-guess=\"family:embed\">Embed</button>\
         <button type=\"button\" class=\"primary\" data-guess=\"family:reference\">Reference</button></div>\
         <label class=\"row\">Or name the pattern <select data-guess-select=\"\">\
         <option value=\"\">Choose a pattern…</option>",
    );
    for (id, label) in PATTERNS {
        let _ = write!(out, "<option value=\"{id}\">{label}</option>");
    }
    out.push_str("</select></label></div>");
    out
}

/// How a guess went, with the button that asks again.
#[must_use]
pub fn feedback(feedback: &Feedback) -> String {
    format!(
        "<div class=\"feedback {}\" role=\"status\" data-testid=\"teaching-feedback\"><p>{}</p>\
         <button type=\"button\" data-ask-again=\"\">Ask again</button></div>",
        if feedback.right { "right" } else { "wrong" },
        escape(&feedback.text)
    )
}

/// Up to this many collections are shown opened.
const OPEN_COLLECTIONS: usize = 8;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advice::{Advice, read_analysis};

    const ANSWER: &str = r#"{"relationships":[{"relationship":"r1","pattern":"embed-array",
        "denormalize":[{"field":"name","into":"p","why":"shown <b>with</b> it","latest":3}],
        "rules":["bounded-array","unknown-rule"],"rationale":"Few & small.",
        "alternatives":[{"pattern":"parent-reference","tradeoff":"two queries"}],
        "warnings":["Grows to 2 MB."],
        "indexes":[{"collection":"emails","keys":{"student_id":1},"unique":true,"reason":"find by student"}],
        "variants":{
          "embedded":{"pattern":"embed-array","recommended":true,"documents":{"students":[{"_id":{"$oid":"a1"},"emails":[{"x":"<script>"}]}]},
            "bson_bytes":{"typical":412,"max":1030,"shown":412},"reads":{"round_trips":1,"mongosh":"db.students.findOne({ _id: id })"},"writes":{"summary":"","documents":1,"documents_max":1}},
          "referenced":{"pattern":"parent-reference","documents":{"emails":[],"students":[]},
            "bson_bytes":{"typical":90,"max":null,"shown":90,"breaks_at":700000},"reads":{"round_trips":2,"mongosh":"a","aggregate":"b"},"writes":{"summary":"","documents":1,"documents_max":null}}}}],
      "collections":[{"name":"students","entities":["s","e"],"indexes":[],"sample":{"_id":1},"validator":{"$jsonSchema":{}}}],
      "rules":[{"id":"bounded-array","statement":"Arrays must stay bounded.","source":"seed 003"}]}"#;

    fn names(id: &str) -> String {
        match id {
            "p" => "Product".to_owned(),
            "s" => "Student".to_owned(),
            "e" => "E-mail".to_owned(),
            other => other.to_owned(),
        }
    }

    #[test]
    fn escape_covers_tags_quotes_and_ampersands() {
        assert_eq!(
            escape(r#"<a href="x">&'</a>"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;"
        );
    }

    #[test]
    fn a_relationship_shows_every_part_of_the_advice_escaped() {
        let analysis = read_analysis(200, ANSWER).expect("an analysis");
        let advice: Advice =
            serde_json::from_str(analysis.relationships[0].get()).expect("an advice");
        let rules: Vec<Rule> = serde_json::from_str(analysis.rules.get()).expect("rules");
        let html = relationship(&advice, &rules, &names);
        for part in [
            "data-pattern=\"embed-array\"",
            "Embed an array",
            "Few &amp; small.",
            "Grows to 2 MB.",
            "Arrays must stay bounded. <cite>seed 003</cite>",
            "unknown-rule",
            "<strong>Parent reference</strong>: two queries",
            "name (the latest 3) into Product",
            "shown &lt;b&gt;with&lt;/b&gt; it",
            "db.emails.createIndex({&quot;student_id&quot;:1}, { unique: true })",
            "data-testid=\"variant-embedded\"",
            "data-testid=\"variant-referenced\"",
            "<span class=\"badge\">Recommended</span>",
            "412 B",
            "no limit: grows without bound",
            "Passes 16 MiB at 700000 children.",
            "2 round trips",
            "<span class=\"j-type\">&quot;$oid&quot;</span>",
            "&lt;script&gt;",
            "aria-label=\"Copy read\"",
        ] {
            assert!(html.contains(part), "missing {part:?} in {html}");
        }
        assert!(!html.contains("<script>"));
        assert!(!html.contains("<b>"));
    }

    #[test]
    fn the_quiz_offers_both_families_and_every_pattern() {
        let html = quiz();
        assert!(html.contains("data-guess=\"family:embed\""));
        assert!(html.contains("data-guess=\"family:reference\""));
        assert_eq!(html.matches("<option value=\"").count(), PATTERNS.len() + 1);
        let shown = feedback(&Feedback {
            right: false,
            text: "Not <quite>.".to_owned(),
        });
        assert!(shown.contains("feedback wrong") && shown.contains("Not &lt;quite&gt;."));
    }

    #[test]
    fn the_schema_lists_collections_with_samples_indexes_and_validators() {
        let analysis = read_analysis(200, ANSWER).expect("an analysis");
        let html = collections(&analysis.collections, &names);
        assert!(html.contains("aria-label=\"Collection students\""));
        assert!(html.contains("holds Student, E-mail"));
        assert!(html.contains("data-testid=\"collection\" open>"));
        assert!(html.contains("Validation ($jsonSchema)"));
        assert!(html.contains("<span class=\"j-key\">&quot;create&quot;</span>"));
        assert!(html.contains("aria-label=\"Copy students sample document\""));
    }
}

//! The advice as HTML: what the panel shows for a relationship (the
//! verdict, its reasons and the documents side by side) and for the whole
//! schema (the collections). It is static for a given answer, so it is
//! written as one string instead of thousands of reactive nodes: cheap to
//! redraw on every answer, and small in the browser bundle. It is built
//! with `maud`, which escapes every value it is given: no text from a model
//! or an answer can become markup. Buttons carry a [`PanelAction`], read
//! back by the panel's one click handler.

use maud::{Markup, html};
use nestlink_core::decimal::Rounded;

use super::actions::PanelAction;
use super::json::{documents_by_collection, highlight};
use super::{
    Advice, Alternative, Collection, EntityAdvice, ErrorDetail, Fault, Feedback, Finding, Guess,
    Index, Rule, Variant, bytes_label, describe_path, rule, size_fraction,
};
use crate::words::{count, fill, pattern_name, text};
use nestlink_core::wire::analysis::Pattern;
use nestlink_core::wire::model::Model;

/// Text made safe to put between tags or in a double-quoted attribute.
#[must_use]
pub fn escape(text: &str) -> String {
    html! { (text) }.into_string()
}

/// The panel's heading for a relationship.
#[must_use]
pub fn heading(title: &str) -> String {
    html! { h3 { (title) } }.into_string()
}

/// A block of code with its copy button.
fn code_block(label: &str, inner: Markup) -> Markup {
    html! {
        div class="code" {
            pre { code { (inner) } }
            button type="button" class="copy" aria-label=(fill("copy-named", &[("what", label)])) data-action=(PanelAction::Copy.encode()) { (text("copy")) }
        }
    }
}

/// Plain code (a `mongosh` read) with a copy button.
fn text_block(label: &str, text: &str) -> Markup {
    code_block(label, html! { (text) })
}

/// A JSON document, laid out and highlighted, with a copy button.
fn json_block(label: &str, json: &str) -> Markup {
    let inner = html! {
        @for (kind, text) in highlight(json) {
            @match kind.class() {
                "" => (text),
                class => span class=(class) { (text) },
            }
        }
    };
    code_block(label, inner)
}

fn indexes(indexes: &[Index]) -> Markup {
    html! {
        @for index in indexes {
            (text_block(&text("copy-index"), &index.command()))
            @if !index.reason.is_empty() {
                p class="hint" { (index.reason) }
            }
        }
    }
}

/// A bar for a document size, on a log scale that ends at the 16 MiB limit.
fn size_bar(bytes: u64) -> Markup {
    html! {
        span class="size-bar" title=(text("size-scale")) {
            span class="size-fill" style=(format!("width: {}%", Rounded(size_fraction(bytes) * 100.0, 1))) {}
        }
    }
}

/// The advice for one relationship: the badge, why, the warnings, the
/// rules with their sources, alternatives, copied fields, indexes, and the
/// documents side by side. `name` gives an entity's name by its id.
#[must_use]
pub fn relationship(
    advice: &Advice,
    rules: &[Rule],
    assumed: &[String],
    name: &dyn Fn(&str) -> String,
) -> String {
    let pattern = advice.pattern.as_str();
    html! {
        p class="verdict" {
            span class="badge pattern-badge" data-testid="advice-pattern" data-pattern=(pattern) { (pattern_name(pattern)) }
            " "
            code { (pattern) }
        }
        p class="rationale" data-testid="advice-rationale" { (advice.rationale) }
        @if !assumed.is_empty() {
            p class="assumed" data-testid="advice-assumed" {
                (fill("assumed", &[("counts", &assumed.join("; "))]))
            }
        }
        @if !advice.warnings.is_empty() {
            h4 { (text("warnings")) }
            ul class="warnings" { @for warning in &advice.warnings { li { (warning) } } }
        }
        (super::costs::compared(&super::costs::read(advice.costs.as_ref())))
        (rules_and_alternatives(&advice.rules, rules, &advice.alternatives))
        @if !advice.denormalize.is_empty() {
            h4 { (text("to-copy")) }
            ul class="denormalized" {
                @for copy in &advice.denormalize {
                    @let into = name(&copy.into);
                    @let said = match copy.latest {
                        Some(k) => fill("to-copy-latest", &[("field", &copy.field), ("n", &k.to_string()), ("entity", &into)]),
                        None => fill("to-copy-field", &[("field", &copy.field), ("entity", &into)]),
                    };
                    li { strong { (said) } ": " (copy.why) }
                }
            }
        }
        @if !advice.indexes.is_empty() {
            h4 { (text("indexes")) }
            (indexes(&advice.indexes))
        }
        @if let Some(variants) = &advice.variants {
            h4 { (text("side-by-side")) }
            div class="variants" {
                @for (key, heading, variant) in variants.columns() {
                    @let heading = match key {
                        "embedded" => text("variant-embedded"),
                        "referenced" => text("variant-referenced"),
                        _ => heading.to_owned(),
                    };
                    (column(key, &heading, variant))
                }
            }
        }
    }
    .into_string()
}

/// The rules a verdict rests on, with their sources, and the alternatives.
fn rules_and_alternatives(ids: &[String], rules: &[Rule], alternatives: &[Alternative]) -> Markup {
    html! {
        h4 { (text("rules")) }
        ul class="rules" {
            @for id in ids {
                li {
                    @match rule(rules, id) {
                        Some(rule) => {
                            (rule.statement) " "
                            @match &rule.url {
                                Some(url) => cite { a href=(url) target="_blank" rel="noopener" { (rule.source) } },
                                None => cite { (rule.source) },
                            }
                        },
                        None => (id),
                    }
                }
            }
        }
        @if !alternatives.is_empty() {
            h4 { (text("alternatives")) }
            ul class="alternatives" {
                @for alternative in alternatives {
                    li { strong { (pattern_name(alternative.pattern.as_str())) } ": " (alternative.tradeoff) }
                }
            }
        }
    }
}

/// Nothing selected: the patterns for entities' documents as a whole
/// (versions, history), each with its reasons and documents side by side.
#[must_use]
pub fn entity_patterns(
    entities: &[EntityAdvice],
    rules: &[Rule],
    name: &dyn Fn(&str) -> String,
) -> String {
    html! {
        @for advice in entities {
            @let pattern = advice.pattern.as_str();
            section class="entity-pattern" aria-label=(fill("entity-pattern", &[("pattern", &pattern_name(advice.pattern.as_str())), ("entity", &name(&advice.entity))])) data-testid="entity-pattern" {
                h4 {
                    (name(&advice.entity)) " "
                    span class="badge pattern-badge" data-pattern=(pattern) { (pattern_name(pattern)) }
                    " " (text("entity-pattern-in")) " " code { (advice.collection) }
                }
                p class="rationale" { (advice.rationale) }
                (rules_and_alternatives(&advice.rules, rules, &advice.alternatives))
                @if !advice.indexes.is_empty() {
                    h4 { (text("indexes")) }
                    (indexes(&advice.indexes))
                }
                @if !advice.variants.is_empty() {
                    details {
                        summary { (text("side-by-side")) }
                        div class="variants" {
                            @for variant in &advice.variants {
                                (column(variant.pattern.as_str(), &pattern_name(variant.pattern.as_str()), variant))
                            }
                        }
                    }
                }
            }
        }
    }
    .into_string()
}

/// One way to store the relationship: its sizes, read, and documents.
fn column(key: &str, heading: &str, variant: &Variant) -> Markup {
    let sizes = &variant.bson_bytes;
    let class = if variant.recommended {
        "variant recommended"
    } else {
        "variant"
    };
    html! {
        section class=(class) aria-label=(heading) data-testid=(format!("variant-{key}")) {
            h5 {
                (heading)
                @if variant.recommended { " " span class="badge" { (text("recommended")) } }
            }
            p class="variant-pattern" { (pattern_name(variant.pattern.as_str())) }
            dl class="sizes" {
                dt { (text("typical")) }
                dd { (size_bar(sizes.typical)) (bytes_label(sizes.typical)) }
                dt { (text("largest")) }
                dd {
                    @match sizes.max {
                        Some(max) => { (size_bar(max)) (bytes_label(max)) },
                        None => (text("no-limit")),
                    }
                }
            }
            @if let Some(n) = sizes.breaks_at {
                p class="warning" { (fill("passes-limit", &[("n", &crate::words::grouped(n))])) }
            }
            @for warning in &variant.warnings {
                p class="warning" { (warning) }
            }
            p class="trips" {
                (count("round-trips", usize::try_from(variant.reads.round_trips).unwrap_or(usize::MAX), &[]))
            }
            (text_block(&text("copy-read"), &variant.reads.mongosh))
            @if let Some(aggregate) = &variant.reads.aggregate {
                p class="hint" { (text("lookup")) }
                (text_block(&text("copy-aggregation"), aggregate))
            }
            @if !variant.writes.summary.is_empty() {
                p class="writes" { (variant.writes.summary) }
            }
            @if let Some(write) = &variant.writes.mongosh {
                (text_block(&text("copy-write"), write))
            }
            @for (collection, documents) in documents_by_collection(&variant.documents) {
                h6 { (collection) }
                (json_block(&fill("copy-documents", &[("collection", &collection)]), &documents))
            }
        }
    }
}

/// Nothing selected: the collections of the recommended schema, each with
/// a sample document, its indexes and its `$jsonSchema` validator.
#[must_use]
pub fn collections(collections: &[Collection], name: &dyn Fn(&str) -> String) -> String {
    // A big model's schema would be pages long: then each collection opens on demand.
    let open = collections.len() <= OPEN_COLLECTIONS;
    html! {
        p class="hint" { (text("select-relationship")) }
        @for collection in collections {
            @let holds: Vec<String> = collection.entities.iter().map(|e| name(e)).collect();
            details class="collection" aria-label=(fill("collection", &[("name", &collection.name)])) data-testid="collection" open[open] {
                summary { code { (collection.name) } " " span class="hint" { (fill("collection-holds", &[("entities", &holds.join(", "))])) } }
                @if let Some(sample) = &collection.sample {
                    (json_block(&fill("copy-sample", &[("collection", &collection.name)]), sample.get()))
                }
                (indexes(&collection.indexes))
                @if let Some(validator) = &collection.validator {
                    details {
                        summary { (text("validation")) }
                        (json_block(
                            &fill("copy-validator", &[("collection", &collection.name)]),
                            &format!(
                                "{{\"create\":{},\"validator\":{}}}",
                                serde_json::to_string(&collection.name).unwrap_or_default(),
                                validator.get()
                            ),
                        ))
                    }
                }
            }
        }
    }
    .into_string()
}

/// The panel action that selects the part of the model at fault, if any.
fn show_action(fault: Fault) -> Option<PanelAction> {
    match fault {
        Fault::Entity(id) => Some(PanelAction::SelectEntity(id)),
        Fault::Relationship(id) => Some(PanelAction::SelectRelationship(id)),
        Fault::Model => None,
    }
}

/// Nothing selected: the whole model's findings (the anti-patterns it
/// shows), each with the parts involved and a button that selects each.
#[must_use]
pub fn findings(findings: &[Finding], model: &Model) -> String {
    if findings.is_empty() {
        return String::new();
    }
    html! {
        section class="findings" aria-label=(text("findings")) data-testid="findings" {
            h3 { (text("findings")) }
            ul {
                @for finding in findings {
                    li class=(finding.severity.as_str()) data-testid="finding" data-code=(finding.code.as_str()) {
                        span class="badge" { (text(&format!("antipattern-{}", finding.code.as_str()))) }
                        " " (finding.message)
                        @for path in &finding.paths {
                            @let (fault, words) = describe_path(model, path);
                            " "
                            @match show_action(fault) {
                                Some(show) => button type="button" class="link" data-action=(show.encode()) { (words) },
                                None => span { (words) },
                            }
                        }
                        @if let (Some(source), Some(url)) = (&finding.source, &finding.url) {
                            " " cite { a href=(url) target="_blank" rel="noopener" { (source) } }
                        }
                    }
                }
            }
        }
    }
    .into_string()
}

/// Why the model got no answer: the message, where it points, and a
/// button that selects the part at fault.
#[must_use]
pub fn error(error: &ErrorDetail, model: &Model) -> String {
    html! {
        p { (error.message) }
        @if let Some(path) = &error.path {
            @let (fault, words) = describe_path(model, path);
            p class="at" {
                (fill("at", &[("place", &words)]))
                @if let Some(show) = show_action(fault) {
                    " "
                    button type="button" class="link" data-action=(show.encode()) { (text("show-it")) }
                }
            }
        }
    }
    .into_string()
}

/// Teaching mode's question: embed or reference, or a named pattern.
#[must_use]
pub fn quiz() -> String {
    let embed = PanelAction::Guess(Guess::Family(super::Family::Embed));
    let reference = PanelAction::Guess(Guess::Family(super::Family::Reference));
    html! {
        div class="quiz" role="group" aria-label=(text("your-answer")) data-testid="quiz" {
            p class="question" { (text("quiz-question")) }
            div class="quiz-choices" {
                button type="button" class="primary" data-action=(embed.encode()) { (text("embed")) }
                button type="button" class="primary" data-action=(reference.encode()) { (text("reference")) }
            }
            label class="row" {
                (text("quiz-or-name")) " "
                select data-action=(PanelAction::GuessNamed.encode()) {
                    option value="" { (text("quiz-choose")) }
                    @for pattern in Pattern::ALL {
                        option value=(pattern.as_str()) { (pattern_name(pattern.as_str())) }
                    }
                }
            }
        }
    }
    .into_string()
}

/// Teaching mode's question on an entity's documents as a whole: which of
/// the patterns for whole documents fits.
#[must_use]
pub fn entity_quiz(entity: &str) -> String {
    html! {
        div class="quiz" role="group" aria-label=(text("your-answer")) data-testid="quiz" {
            p class="question" { (fill("quiz-entity", &[("entity", entity)])) }
            label class="row" {
                (text("quiz-name")) " "
                select data-action=(PanelAction::GuessNamed.encode()) {
                    option value="" { (text("quiz-choose")) }
                    @for pattern in Pattern::ALL.into_iter().filter(|p| p.for_entity()) {
                        option value=(pattern.as_str()) { (pattern_name(pattern.as_str())) }
                    }
                }
            }
        }
    }
    .into_string()
}

/// How a guess went, with the button that asks again.
#[must_use]
pub fn feedback(feedback: &Feedback) -> String {
    let class = if feedback.right {
        "feedback right"
    } else if feedback.partly {
        "feedback partly"
    } else {
        "feedback wrong"
    };
    html! {
        div class=(class) role="status" data-testid="teaching-feedback" {
            p { (feedback.text) }
            button type="button" data-action=(PanelAction::AskAgain.encode()) { (text("ask-again")) }
        }
    }
    .into_string()
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
            escape(r#"<a href="x">&</a>"#),
            "&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;"
        );
    }

    #[test]
    fn a_relationship_shows_every_part_of_the_advice_escaped() {
        let analysis = read_analysis(200, ANSWER).expect("an analysis");
        let advice: Advice =
            serde_json::from_str(analysis.relationships[0].get()).expect("an advice");
        let assumed = [
            "3 <Emails> per Student".to_owned(),
            "no upper limit".to_owned(),
        ];
        let html = relationship(&advice, &analysis.rules, &assumed, &names);
        for part in [
            "Assumed, as nobody entered them: 3 &lt;Emails&gt; per Student; no upper limit.",
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
            "Passes 16 MiB at 700,000 children.",
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
        assert!(html.contains("data-action=\"guess family:embed\""));
        assert!(html.contains("data-action=\"guess family:reference\""));
        assert_eq!(
            html.matches("<option value=\"").count(),
            Pattern::ALL.len() + 1
        );
        let shown = feedback(&Feedback {
            partly: false,
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

    #[test]
    fn findings_are_listed_escaped_with_a_button_to_each_part() {
        let model: Model = serde_json::from_str(
            r#"{"version":1,"entities":[{"id":"s","name":"Student"},{"id":"c","name":"<Course>"}],
            "relationships":[{"id":"r","from":"s","to":"c","cardinality":"many-to-many","max":null}]}"#,
        )
        .expect("a model");
        let found: Vec<Finding> = serde_json::from_str(
            r#"[{"code":"unbounded-array","severity":"warning","message":"Grows <for ever>.",
                "paths":["relationships[0]","entities[1]","nowhere"]}]"#,
        )
        .expect("findings");
        let html = findings(&found, &model);
        assert!(html.contains(r#"data-code="unbounded-array""#), "{html}");
        assert!(html.contains("Unbounded array") && html.contains("Grows &lt;for ever&gt;."));
        assert_eq!(
            html.matches("<button").count(),
            2,
            "the two parts that exist: {html}"
        );
        assert!(html.contains("entity &lt;Course&gt;"), "{html}");
        assert!(
            !html.contains("<cite>"),
            "no source given, none shown: {html}"
        );
        assert!(findings(&[], &model).is_empty());
        // The page a finding cites, as a link.
        let cited: Vec<Finding> = serde_json::from_str(
            r#"[{"code":"hot-counter","severity":"info","message":"Busy.","paths":[],
                "source":"“Use the Approximation Pattern” (MongoDB manual)",
                "url":"https://www.mongodb.com/docs/manual/x/?a=1&b=2"}]"#,
        )
        .expect("findings");
        let html = findings(&cited, &model);
        assert!(
            html.contains(r#"<cite><a href="https://www.mongodb.com/docs/manual/x/?a=1&amp;b=2" target="_blank" rel="noopener">“Use the Approximation Pattern” (MongoDB manual)</a></cite>"#),
            "{html}"
        );
    }
}

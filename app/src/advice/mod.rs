//! The advisor's answer as the browser shows it: the analysis read from
//! `POST /api/v1/analyze` (on the server, for the panel: [`shown_in`]),
//! and the plain functions the advice panel, the canvas and teaching mode
//! build on (pattern names, the documents laid out
//! and highlighted, size bars, where an error points, how a guess compares).

pub mod actions;
mod costs;
pub mod html;
mod isolate;
pub mod json;
mod panel;
mod teaching;
mod verdicts;

pub use panel::{AdvicePanel, LiveAdvice};
pub use teaching::{Family, Feedback, Guess, feedback};
pub use verdicts::Verdicts;

use nestlink_core::decimal::Rounded;
use serde::Deserialize;
use serde_json::value::RawValue;

use nestlink_core::wire::analysis::{self, Pattern};
use nestlink_core::wire::error::ErrorDetail;
use nestlink_core::wire::model::{Model, assumptions};

/// A sample document as the browser keeps it: its JSON text as the server
/// wrote it, so key order and Extended JSON survive until it is shown.
pub type Raw = Box<RawValue>;

/// `POST /api/v1/analyze`'s answer, each relationship's advice left as
/// the server wrote it until it is shown.
pub type Analysis = analysis::Analysis<Raw, Raw>;
/// One relationship's advice, read in full when it is shown, but for its
/// cost table: that is read by the panel's split module that draws it.
pub type Advice = analysis::Advice<Raw, Raw>;
pub type Collection = analysis::Collection<Raw>;
pub type Variants = analysis::Variants<Raw>;
pub type Variant = analysis::Variant<Raw>;
pub type EntityAdvice = analysis::EntityAdvice<Raw>;
pub use analysis::{Alternative, Finding, Index, Rule};

/// A rule cited by an advice, from the catalog the answer carries.
#[must_use]
pub fn rule<'r>(rules: &'r [Rule], id: &str) -> Option<&'r Rule> {
    rules.iter().find(|r| r.id == id)
}

/// Reads an answer of `POST /api/v1/analyze` by its status.
///
/// # Errors
/// The server's error, or one saying the answer could not be read.
pub fn read_analysis(status: u16, body: &str) -> Result<Analysis, ErrorDetail> {
    if status == 200 {
        return serde_json::from_str(body).map_err(|_| unreadable());
    }
    Err(answer_error(status, body))
}

/// Why an answer that is not a 200 (status 0: the server could not be
/// reached) brought no advice.
fn answer_error(status: u16, body: &str) -> ErrorDetail {
    if status == 0 {
        return ErrorDetail::local("unreachable", body.to_owned());
    }
    ErrorDetail::read(body).unwrap_or_else(|| {
        ErrorDetail::local(
            "server_error",
            crate::words::fill("advisor-http", &[("status", &status.to_string())]),
        )
    })
}

fn unreadable() -> ErrorDetail {
    ErrorDetail::local("unreadable_answer", crate::words::text("answer-unreadable"))
}

/// Reads the advice panel's answer (`nestlink_core::pages::ADVICE_PANEL`): the analysis the
/// server has read and laid out already, or why there is none.
#[must_use]
pub fn read_shown(status: u16, body: &str, model: &Model) -> Shown {
    let error = if status == 200 {
        match serde_json::from_str(body) {
            Ok(shown) => return shown,
            Err(_) => unreadable(),
        }
    } else {
        answer_error(status, body)
    };
    Shown {
        error: Some(html::error(&error, model)),
        ..Shown::default()
    }
}

/// The advice panel's answer (`nestlink_core::pages::ADVICE_PANEL`): `answer` (an analysis as
/// `POST /api/v1/analyze` writes it) read and laid out for `model` in
/// `words`' language, as JSON.
#[cfg(feature = "ssr")]
#[must_use]
pub fn shown_in(
    words: std::sync::Arc<nestlink_core::words::Words>,
    answer: &str,
    model: &Model,
) -> String {
    use leptos::prelude::{Owner, provide_context};
    let owner = Owner::new();
    let shown = owner.with(|| {
        provide_context(words);
        show(200, answer, model)
    });
    serde_json::to_string(&shown).unwrap_or_default()
}

/// The model as the advisor sees it: positions on the canvas play no part,
/// so moving boxes around never asks for a new analysis.
#[must_use]
pub fn analysis_request(model: &Model) -> String {
    let mut model = model.clone();
    for entity in &mut model.entities {
        entity.x = 0.0;
        entity.y = 0.0;
    }
    nestlink_core::wire::model::file::compact_json(&model)
}

/// An answer read and laid out for the panel and the canvas: plain data
/// and HTML, which the server makes ([`shown_in`]) and the page reads
/// ([`read_shown`]), so the types a whole analysis takes stay off the page.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "ssr", derive(serde::Serialize))]
pub struct Shown {
    /// Why there is no analysis (HTML), naming the part of the model at fault.
    pub error: Option<String>,
    /// The collections of the recommended schema (HTML).
    pub collections: String,
    pub relationships: Vec<ShownRelationship>,
    /// Collections that hold more than one entity: name, entity ids.
    pub groups: Vec<(String, Vec<String>)>,
    /// The rules catalog of the answer.
    pub rules: Vec<Rule>,
    /// The ids of the entities and of the relationships a finding points
    /// at (`entities[0]`, `relationships[2].max`), for the canvas to mark.
    pub flagged: (Vec<String>, Vec<String>),
    /// Each entity with a pattern of its own: its key
    /// ([`entity_key`]) and its advice as the server wrote it, for teaching
    /// mode's question, laid out only when asked.
    pub entities: Vec<(String, String)>,
}

/// The key an entity's question and guess are kept under, apart from
/// relationships' ids.
#[must_use]
pub fn entity_key(entity: &str) -> String {
    format!("entity:{entity}")
}

/// One relationship's advice, ready to show.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "ssr", derive(serde::Serialize))]
pub struct ShownRelationship {
    pub id: String,
    pub pattern: String,
    /// Pattern and trade-off of each alternative, for teaching mode.
    pub alternatives: Vec<(String, String)>,
    /// The advice as the server wrote it: laid out (by [`advice_html`]) only
    /// when it is selected, so a big model's answer costs little to take in.
    pub raw: String,
}

impl Shown {
    /// The advice for one relationship, by id.
    #[must_use]
    pub fn relationship(&self, id: &str) -> Option<&ShownRelationship> {
        self.relationships.iter().find(|r| r.id == id)
    }

    /// The advice as the server wrote it for a relationship's id, or an
    /// entity's key.
    #[must_use]
    pub fn raw_of(&self, key: &str) -> Option<&str> {
        self.relationship(key).map(|r| r.raw.as_str()).or_else(|| {
            self.entities
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, raw)| raw.as_str())
        })
    }
}

/// An entity's name by its id, isolated for a sentence (see `nestlink_core::bidi`).
fn entity_name(model: &Model, id: &str) -> String {
    nestlink_core::bidi::isolated(model.entity(id).map_or(id, |e| e.name.as_str())).into_owned()
}

/// Reads an answer of `POST /api/v1/analyze` (status 0: the server could
/// not be reached) for `model`, the model it was asked about.
#[must_use]
pub fn show(status: u16, body: &str, model: &Model) -> Shown {
    /// What every relationship's advice needs before it is selected.
    #[derive(Deserialize)]
    struct Outline {
        relationship: String,
        pattern: Pattern,
        #[serde(default)]
        alternatives: Vec<Alternative>,
    }
    let name = |id: &str| entity_name(model, id);
    match read_analysis(status, body) {
        Ok(mut analysis) => {
            let names = isolate::names_of(model);
            isolate::findings(&mut analysis.findings, &names);
            for advice in &mut analysis.entities {
                isolate::entity_advice(advice, &names);
            }
            Shown {
                error: None,
                collections: html::findings(&analysis.findings, model)
                    + &html::entity_patterns(&analysis.entities, &analysis.rules, &name)
                    + &html::collections(&analysis.collections, &name),
                relationships: analysis
                    .relationships
                    .iter()
                    .filter_map(|raw| {
                        let outline: Outline = serde_json::from_str(raw.get()).ok()?;
                        Some(ShownRelationship {
                            id: outline.relationship,
                            pattern: outline.pattern.as_str().to_owned(),
                            alternatives: outline
                                .alternatives
                                .into_iter()
                                .map(|a| (a.pattern.as_str().to_owned(), a.tradeoff))
                                .collect(),
                            raw: raw.get().to_owned(),
                        })
                    })
                    .collect(),
                groups: analysis
                    .collections
                    .iter()
                    .filter(|c| c.entities.len() > 1)
                    .map(|c| (c.name.clone(), c.entities.clone()))
                    .collect(),
                flagged: flagged(&analysis.findings, model),
                entities: entity_advice(body),
                rules: analysis.rules,
            }
        }
        Err(error) => Shown {
            error: Some(html::error(&error, model)),
            ..Shown::default()
        },
    }
}

/// Which entities and relationships of `model` the findings point at, by
/// id (ids stay put when something before them is deleted).
fn flagged(findings: &[analysis::Finding], model: &Model) -> (Vec<String>, Vec<String>) {
    let mut flagged: (Vec<String>, Vec<String>) = (Vec::new(), Vec::new());
    for path in findings.iter().flat_map(|f| &f.paths) {
        if let Some(entity) = path_index(path, "entities").and_then(|(i, _)| model.entities.get(i))
        {
            flagged.0.push(entity.id.clone());
        } else if let Some(rel) =
            path_index(path, "relationships").and_then(|(i, _)| model.relationships.get(i))
        {
            flagged.1.push(rel.id.clone());
        }
    }
    flagged
}

/// The position in `list` a JSON path starts with, and the rest of the
/// path: `relationships[2].to` → `(2, "to")`.
fn path_index<'p>(path: &'p str, list: &str) -> Option<(usize, &'p str)> {
    let rest = path.strip_prefix(list)?.strip_prefix('[')?;
    let (number, rest) = rest.split_once(']')?;
    Some((number.parse().ok()?, rest.trim_start_matches('.')))
}

/// The HTML of one relationship's advice, from its raw JSON and the rules
/// catalog of the same answer.
#[must_use]
pub fn advice_html(raw: &str, rules: &[Rule], model: &Model) -> String {
    let name = |id: &str| entity_name(model, id);
    match serde_json::from_str::<Advice>(raw) {
        Ok(mut advice) => {
            isolate::advice(&mut advice, &isolate::names_of(model));
            // The counts the advice rests on that nobody entered.
            let assumed: Vec<String> = model
                .relationships
                .iter()
                .find(|r| r.id == advice.relationship)
                .map(|r| {
                    let (from, to) = (name(&r.from), name(&r.to));
                    assumptions(r)
                        .into_iter()
                        .map(|(missing, n)| crate::words::assumed(missing, n, &from, &to))
                        .collect()
                })
                .unwrap_or_default();
            html::relationship(&advice, rules, &assumed, &name)
        }
        Err(_) => {
            "<p class=\"hint\">This advice could not be read; reload the page.</p>".to_owned()
        }
    }
}

/// Each entity advice of an answer, as written, under its entity's key.
fn entity_advice(body: &str) -> Vec<(String, String)> {
    #[derive(Deserialize)]
    struct Entities {
        #[serde(default)]
        entities: Vec<Raw>,
    }
    #[derive(Deserialize)]
    struct Owner {
        entity: String,
    }
    serde_json::from_str::<Entities>(body)
        .map(|answer| answer.entities)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|raw| {
            let owner: Owner = serde_json::from_str(raw.get()).ok()?;
            Some((entity_key(&owner.entity), raw.get().to_owned()))
        })
        .collect()
}

/// Teaching mode's question on an entity with a pattern of its own, from
/// its advice as written: before a guess, which pattern fits its documents
/// as a whole; after one, the feedback and the advice.
#[must_use]
pub fn entity_question(raw: &str, rules: &[Rule], model: &Model, guess: Option<&Guess>) -> String {
    let Ok(mut advice) = serde_json::from_str::<EntityAdvice>(raw) else {
        return "<p class=\"hint\">This advice could not be read; reload the page.</p>".to_owned();
    };
    isolate::entity_advice(&mut advice, &isolate::names_of(model));
    let name = |id: &str| entity_name(model, id);
    let entity = name(&advice.entity);
    let mut out = html::heading(&format!("{entity}'s documents"));
    let Some(guess) = guess else {
        out.push_str(&html::entity_quiz(&entity));
        return out;
    };
    let alternatives: Vec<(String, String)> = advice
        .alternatives
        .iter()
        .map(|a| (a.pattern.as_str().to_owned(), a.tradeoff.clone()))
        .collect();
    out.push_str(&html::feedback(&feedback(
        guess,
        advice.pattern.as_str(),
        &alternatives,
    )));
    out.push_str(&html::entity_patterns(
        std::slice::from_ref(&advice),
        rules,
        &name,
    ));
    out
}

/// Does this pattern keep the child inside the parent's documents?
#[must_use]
pub fn embeds(pattern: &str) -> bool {
    Pattern::from_id(pattern).is_some_and(Pattern::embeds)
}

/// The 16 MiB limit on one BSON document.
pub const MAX_DOCUMENT_BYTES: u64 = 16 * 1024 * 1024;

/// Where a size falls on a bar that ends at 16 MiB, from 0 to 1. The scale
/// is logarithmic from 64 bytes, or a 400-byte document would not show at
/// all next to the limit.
#[must_use]
pub fn size_fraction(bytes: u64) -> f64 {
    const FLOOR: f64 = 64.0;
    #[allow(clippy::cast_precision_loss)]
    let (bytes, limit) = (bytes as f64, MAX_DOCUMENT_BYTES as f64);
    if bytes <= FLOOR {
        return 0.0;
    }
    ((bytes / FLOOR).ln() / (limit / FLOOR).ln()).min(1.0)
}

/// A size for people: bytes, KiB or MiB (the 16 MiB limit counts so),
/// with the page language's decimal sign.
#[must_use]
pub fn bytes_label(bytes: u64) -> String {
    #[allow(clippy::cast_precision_loss)]
    let value = bytes as f64;
    let written = if bytes < 1024 {
        return format!("{bytes} B");
    } else if bytes < 1024 * 1024 {
        format!("{} KiB", Rounded(value / 1024.0, 1))
    } else {
        format!("{} MiB", Rounded(value / (1024.0 * 1024.0), 1))
    };
    // The language's decimal sign: "1,2 KiB" in Russian or Italian.
    written.replacen('.', &crate::words::text("decimal-sign"), 1)
}

/// What a part of a model that an error points at is, by its JSON path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    Entity(String),
    Relationship(String),
    Model,
}

/// The item an error path points at, and the path said in words, in the
/// reader's language: `relationships[2].to` → "relationship Student →
/// E-mail, `to`".
#[must_use]
pub fn describe_path(model: &Model, path: &str) -> (Fault, String) {
    let name = |id: &str| entity_name(model, id);
    let tail = |rest: &str| {
        if rest.is_empty() {
            String::new()
        } else {
            format!(", `{rest}`")
        }
    };
    if let Some((i, rest)) = path_index(path, "entities")
        && let Some(entity) = model.entities.get(i)
    {
        // A field by its name: `entities[0].fields[2]` → "field views".
        let field = path_index(rest, "fields")
            .filter(|(_, more)| more.is_empty())
            .and_then(|(f, _)| entity.fields.get(f));
        let words = match field {
            Some(field) => crate::words::fill(
                "place-field",
                &[("entity", &entity.name), ("field", &field.name)],
            ),
            None => crate::words::fill("place-entity", &[("entity", &entity.name)]) + &tail(rest),
        };
        return (Fault::Entity(entity.id.clone()), words);
    }
    if let Some((i, rest)) = path_index(path, "relationships")
        && let Some(rel) = model.relationships.get(i)
    {
        return (
            Fault::Relationship(rel.id.clone()),
            crate::words::fill(
                "place-relationship",
                &[("from", &name(&rel.from)), ("to", &name(&rel.to))],
            ) + &tail(rest),
        );
    }
    (
        Fault::Model,
        format!("{}, `{path}`", crate::words::text("place-model")),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_fall_on_a_log_scale_that_ends_at_16_mib() {
        assert!(size_fraction(10).abs() < f64::EPSILON);
        assert!((size_fraction(MAX_DOCUMENT_BYTES) - 1.0).abs() < 1e-9);
        assert!((size_fraction(u64::MAX) - 1.0).abs() < 1e-9);
        let small = size_fraction(400);
        let large = size_fraction(400_000);
        assert!(small > 0.05 && small < large && large < 1.0);
        assert_eq!(bytes_label(412), "412 B");
        assert_eq!(bytes_label(2048), "2.0 KiB");
        assert_eq!(bytes_label(MAX_DOCUMENT_BYTES), "16.0 MiB");
    }

    fn two_entity_model() -> Model {
        serde_json::from_str(
            r#"{"version":1,"name":"m","entities":[
                {"id":"s","name":"Student","x":10,"y":20,"fields":[]},
                {"id":"e","name":"E-mail","fields":[]}],
              "relationships":[{"id":"r1","from":"s","to":"e","cardinality":"one-to-many"}]}"#,
        )
        .expect("a model")
    }

    #[test]
    fn an_answer_is_shown_per_relationship_and_an_error_names_its_place() {
        let model = two_entity_model();
        let shown = show(
            200,
            r#"{"relationships":[{"relationship":"r1","pattern":"embed-array","rationale":"Few.",
                "alternatives":[{"pattern":"parent-reference","tradeoff":"two reads"}]}],
              "collections":[{"name":"students","entities":["s","e"]}],"rules":[]}"#,
            &model,
        );
        assert_eq!(shown.error, None);
        let r1 = shown.relationship("r1").expect("advice for r1");
        assert_eq!(r1.pattern, "embed-array");
        assert_eq!(
            r1.alternatives,
            vec![("parent-reference".to_owned(), "two reads".to_owned())]
        );
        let html = advice_html(&r1.raw, &shown.rules, &model);
        assert!(html.contains("Few."), "{html}");
        assert!(html.contains("data-pattern=\"embed-array\""), "{html}");
        assert!(advice_html("{", &shown.rules, &model).contains("could not be read"));
        assert!(shown.collections.contains("holds Student, E-mail"));
        assert_eq!(
            shown.groups,
            vec![("students".to_owned(), vec!["s".to_owned(), "e".to_owned()])]
        );

        let failed = show(
            422,
            r#"{"error":{"code":"typical_above_max","message":"typical (9) is larger than max (5).","path":"relationships[0].typical"}}"#,
            &model,
        );
        let error = failed.error.expect("an error");
        assert!(
            error.contains("typical (9) is larger than max (5)."),
            "{error}"
        );
        assert!(
            error.contains("relationship Student → E-mail, `typical`"),
            "{error}"
        );
        assert!(
            error.contains("data-action=\"select-relationship r1\""),
            "{error}"
        );
        assert!(failed.relationships.is_empty());
    }

    #[test]
    fn an_entity_with_a_pattern_of_its_own_is_a_question_in_teaching_mode() {
        let model = two_entity_model();
        let shown = show(
            200,
            r#"{"relationships":[],"collections":[],"rules":[],
              "entities":[{"entity":"s","pattern":"schema-versioning","collection":"students",
                "rules":[],"rationale":"Two shapes live side by side.",
                "alternatives":[{"pattern":"document-versioning","tradeoff":"a second collection"}],
                "indexes":[]}]}"#,
            &model,
        );
        assert!(shown.raw_of(&entity_key("e")).is_none());
        assert_eq!(entity_key("s"), "entity:s");
        let raw = shown.raw_of("entity:s").expect("Student's advice");
        let question = |guess: Option<&str>| {
            let guess = guess.map(|code| Guess::Pattern(code.to_owned()));
            entity_question(raw, &shown.rules, &model, guess.as_ref())
        };
        // Before a guess: the question, with only the patterns for whole
        // documents to choose from, and not the answer.
        let before = question(None);
        assert!(before.contains("Student's documents"), "{before}");
        assert!(
            before.contains("value=\"archive\"") && !before.contains("value=\"subset\""),
            "{before}"
        );
        assert!(!before.contains("Two shapes"), "{before}");
        // After one: the feedback in the pattern's own terms, then the advice.
        let exact = question(Some("schema-versioning"));
        assert!(exact.contains("Exactly: Schema versioning."), "{exact}");
        assert!(exact.contains("Two shapes live side by side."), "{exact}");
        let wrong = question(Some("document-versioning"));
        assert!(
            wrong.contains("Nestlink recommends Schema versioning, not Document versioning.")
                && wrong.contains("With Document versioning: a second collection"),
            "{wrong}"
        );
        assert!(entity_question("{", &[], &model, None).contains("could not be read"));
    }

    #[test]
    fn error_paths_name_the_item_at_fault() {
        let model = two_entity_model();
        assert_eq!(
            describe_path(&model, "relationships[0].max"),
            (
                Fault::Relationship("r1".to_owned()),
                "relationship Student → E-mail, `max`".to_owned()
            )
        );
        assert_eq!(
            describe_path(&model, "entities[1].fields[0].type"),
            (
                Fault::Entity("e".to_owned()),
                "entity E-mail, `fields[0].type`".to_owned()
            )
        );
        // A field as a whole is named; one that is not there by its path.
        let mut with_field = model.clone();
        with_field.entities[1]
            .fields
            .push(nestlink_core::wire::model::Field::new(
                "address",
                nestlink_core::wire::model::FieldType::String,
            ));
        assert_eq!(
            describe_path(&with_field, "entities[1].fields[0]").1,
            "entity E-mail, field address"
        );
        assert_eq!(
            describe_path(&model, "entities[1].fields[0]").1,
            "entity E-mail, `fields[0]`"
        );
        assert_eq!(describe_path(&model, "relationships[9]").0, Fault::Model);
        assert_eq!(describe_path(&model, "name").0, Fault::Model);
    }

    #[test]
    fn answers_are_read_by_status() {
        let error = read_analysis(
            422,
            r#"{"error":{"code":"unknown_entity","message":"No entity has the id x.","path":"relationships[0].to"}}"#,
        )
        .expect_err("an error");
        assert_eq!(error.path.as_deref(), Some("relationships[0].to"));
        assert_eq!(
            read_analysis(502, "<html>").expect_err("an error").code,
            "server_error"
        );
        assert_eq!(
            read_analysis(0, "offline").expect_err("an error").message,
            "offline"
        );
        assert_eq!(
            read_analysis(200, "{").expect_err("an error").code,
            "unreadable_answer"
        );
        let analysis = read_analysis(
            200,
            r#"{"relationships":[],"collections":[{"name":"a","entities":["a"],"indexes":[],"sample":{"_id":1}}],"rules":[]}"#,
        )
        .expect("an analysis");
        assert_eq!(analysis.collections[0].name, "a");
    }

    #[test]
    fn moving_boxes_does_not_change_the_request() {
        let mut model = two_entity_model();
        let before = analysis_request(&model);
        model.entities[0].x = 300.0;
        assert_eq!(analysis_request(&model), before);
        model.entities[0].name = "B".to_owned();
        assert_ne!(analysis_request(&model), before);
    }
}

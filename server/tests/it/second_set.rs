//! The second reference set: designs MongoDB published outside the manual's
//! design-pattern pages (its tutorials and use cases, the Developer Center,
//! the "Building with Patterns" and "Schema Design Anti-Patterns" series,
//! MongoDB University's lessons), each modeled in `tests/second_set/` with
//! only the facts its source states. `manifest-*.json` names each case's
//! source and the design it recommends.
//!
//! The cases the advisor misses are listed below (none since session 19;
//! 17 of 46 before its changes), so the test fails both when a right answer
//! turns wrong and when a miss turns right: a case added that the advisor
//! misses goes on the list with its cause, and the list is what a change is
//! measured by.

use std::collections::BTreeSet;

use nestlink::advisor::Pattern;
use nestlink::answer::analyze;
use nestlink_core::wire::{model::Model, validate::validate};
use serde::Deserialize;

/// One case of a manifest.
#[derive(Deserialize)]
struct Case {
    case: String,
    title: String,
    url: String,
    /// Relationship (or entity) id and the pattern the source recommends.
    expects: Vec<(String, String)>,
    evidence: String,
}

/// The cases the advisor answers otherwise today: case, relationship, and
/// why in a few words.
const MISSES: &[(&str, &str, &str)] = &[];

fn root() -> String {
    format!("{}/tests/second_set", env!("CARGO_MANIFEST_DIR"))
}

fn cases() -> Vec<Case> {
    ["manifest-a.json", "manifest-b.json"]
        .iter()
        .flat_map(|name| {
            let text = std::fs::read_to_string(format!("{}/{name}", root()))
                .unwrap_or_else(|error| panic!("{name}: {error}"));
            serde_json::from_str::<Vec<Case>>(&text)
                .unwrap_or_else(|error| panic!("{name}: {error}"))
        })
        .collect()
}

fn model(case: &Case) -> Model {
    let path = format!("{}/{}.json", root(), case.case);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    let model: Model =
        serde_json::from_str(&text).unwrap_or_else(|error| panic!("{path}: {error}"));
    assert_eq!(validate(&model), vec![], "{}", case.case);
    model
}

#[test]
fn the_advisor_misses_only_the_listed_cases() {
    let mut missed = BTreeSet::new();
    let mut total = 0;
    for case in cases() {
        let analysis = analyze(&model(&case));
        for (id, expected) in &case.expects {
            total += 1;
            let answered = analysis
                .relationships
                .iter()
                .find(|advice| &advice.relationship == id)
                .map(|advice| advice.pattern)
                .or_else(|| {
                    analysis
                        .entities
                        .iter()
                        .find(|advice| &advice.entity == id)
                        .map(|advice| advice.pattern)
                });
            // A pattern the advisor does not know yet reads as `None`.
            if answered.is_none() || answered != Pattern::from_id(expected) {
                missed.insert((case.case.clone(), id.clone()));
            }
        }
    }
    let listed: BTreeSet<(String, String)> = MISSES
        .iter()
        .map(|(case, id, _)| ((*case).to_owned(), (*id).to_owned()))
        .collect();
    let right = total - missed.len();
    eprintln!("second reference set: {right} of {total} answers as published");
    assert_eq!(
        missed, listed,
        "the misses changed ({right} of {total} right): update MISSES"
    );
}

#[test]
fn the_set_has_twenty_five_cases_from_sources_the_first_set_does_not_use() {
    let first = std::fs::read_to_string(format!(
        "{}/tests/it/published.rs",
        env!("CARGO_MANIFEST_DIR")
    ))
    .expect("the first set");
    let cases = cases();
    assert!(cases.len() >= 25, "{} cases", cases.len());
    let mut names = BTreeSet::new();
    for case in &cases {
        assert!(names.insert(&case.case), "{} twice", case.case);
        assert!(
            !first.contains(&format!("\"{}\"", case.url)),
            "{} is used",
            case.url
        );
        assert!(case.url.starts_with("https://"), "{}", case.url);
        assert!(
            !case.title.is_empty() && !case.evidence.is_empty(),
            "{}",
            case.case
        );
        assert!(!case.expects.is_empty(), "{}", case.case);
    }
}

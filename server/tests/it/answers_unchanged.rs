//! Every golden model's answer is kept as a reviewed snapshot
//! (`snapshots/it__answers_unchanged__*.snap`, with `insta`): the gallery's
//! examples and every case, whole-model findings, samples and entity
//! advice included. A changed answer fails the test with a line diff of
//! the two, so a refactoring of the advisor (moving a pattern's knowledge
//! into a module of its own) is checked byte for byte; and the snapshots
//! together name every pattern, so none goes unguarded.
//!
//! When an answer is meant to change, write the new snapshots with
//! `INSTA_UPDATE=always cargo test -p nestlink answers_unchanged` (or
//! `cargo insta review`), read their diffs, and say why in the commit.

use std::collections::BTreeSet;

use nestlink_core::wire::analysis::Pattern;

use crate::common::{analyze_answer, model_names};

/// The answer's JSON, pretty, in its own key order (a diff then shows
/// lines; re-parsing into a map would sort the keys).
fn pretty(answer: &str) -> String {
    let mut written = Vec::new();
    let mut reader = serde_json::Deserializer::from_str(answer);
    let mut writer = serde_json::Serializer::pretty(&mut written);
    serde_transcode::transcode(&mut reader, &mut writer).expect("the answer is JSON");
    String::from_utf8(written).expect("JSON is UTF-8")
}

#[tokio::test]
async fn the_golden_models_keep_their_answers() {
    for name in model_names() {
        let answer = analyze_answer(&name).await;
        insta::assert_snapshot!(name.as_str(), pretty(&answer));
    }
}

/// The snapshots guard every pattern: each is the answer for some
/// relationship or entity of a golden model.
#[tokio::test]
async fn the_kept_answers_name_every_pattern() {
    let mut named = BTreeSet::new();
    for name in model_names() {
        let answer: serde_json::Value =
            serde_json::from_str(&analyze_answer(&name).await).expect("JSON");
        for key in ["relationships", "entities"] {
            for advice in answer[key].as_array().into_iter().flatten() {
                named.extend(advice["pattern"].as_str().and_then(Pattern::from_id));
            }
        }
    }
    let missing: Vec<&str> = Pattern::ALL
        .into_iter()
        .filter(|pattern| !named.contains(pattern))
        .map(Pattern::as_str)
        .collect();
    assert!(missing.is_empty(), "no golden answer names {missing:?}");
}

#[test]
fn a_snapshot_is_the_answer_in_its_own_order() {
    let answer = r#"{"z":1,"a":[{"y":1.5,"b":"x"}]}"#;
    let shown = pretty(answer);
    assert!(shown.find("\"z\"") < shown.find("\"a\""), "{shown}");
    let compact: serde_json::Value = serde_json::from_str(&shown).expect("JSON");
    assert_eq!(
        compact,
        serde_json::from_str::<serde_json::Value>(answer).expect("JSON")
    );
}

/// Every finding of the golden models is well formed.
#[tokio::test]
async fn golden_findings_are_well_formed() {
    for name in model_names() {
        let answer: serde_json::Value =
            serde_json::from_str(&analyze_answer(&name).await).expect("JSON");
        for finding in answer["findings"].as_array().expect("a list") {
            assert!(
                finding["message"]
                    .as_str()
                    .is_some_and(|m| m.ends_with('.'))
            );
            assert!(
                finding["paths"].as_array().is_some_and(|p| !p.is_empty()),
                "{finding}"
            );
            assert!(["warning", "info"].contains(&finding["severity"].as_str().unwrap_or("")));
        }
    }
}

//! The answers the golden models had before the workload facts arrived are
//! kept as reviewed snapshots (`snapshots/it__answers_unchanged__*.snap`,
//! with `insta`): a model that states none of the new facts means what it
//! meant, and so gets the very same analysis, whole-model findings
//! included. A changed answer fails the test with a line diff of the two.
//!
//! When an answer is meant to change, write the new snapshots with
//! `INSTA_UPDATE=always cargo test -p nestlink answers_unchanged` (or
//! `cargo insta review`), read their diffs, and say why in the commit.

use crate::common::analyze_answer;

/// The golden models whose answers are kept.
const KEPT: [&str; 17] = [
    "book-checkout",
    "category-tree",
    "category_tree_children",
    "client_address",
    "host-logs",
    "host_logmsg_latest",
    "movie-details",
    "person-tasks",
    "person_addresses",
    "product-parts",
    "product-reviews",
    "publisher-books",
    "student_courses",
    "student_emails",
    "student_id_card",
    "student_posts",
    "university",
];

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
    for name in KEPT {
        let answer = analyze_answer(name).await;
        insta::assert_snapshot!(name, pretty(&answer));
    }
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
    for name in KEPT {
        let answer: serde_json::Value =
            serde_json::from_str(&analyze_answer(name).await).expect("JSON");
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

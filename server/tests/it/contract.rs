//! The browser reads what the server writes: for every gallery example and
//! every golden case, the real answer of `POST /api/v1/analyze` is read by
//! the app's own types and functions, and nothing is lost on the way.

use crate::common::{analyze_answer, model, model_names};
use app::advice::{self, Raw};
use nestlink_core::wire::analysis::{Analysis, Pattern};
use serde_json::Value;

/// What maud writes for a text: the page shows it escaped.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[tokio::test]
async fn every_answer_is_read_by_the_apps_types_without_loss() {
    let names = model_names();
    assert!(names.len() >= 17, "{names:?}");
    for name in names {
        let body = analyze_answer(&name).await;
        // Every field is read: what the app's types read writes back as the
        // very same JSON (an unknown key or pattern would fail the read).
        let read: Analysis<Raw> = serde_json::from_str(&body)
            .unwrap_or_else(|error| panic!("{name}: the app cannot read the answer: {error}"));
        let written = serde_json::to_string(&read).expect("it writes back");
        let original: Value = serde_json::from_str(&body).expect("JSON");
        let again: Value = serde_json::from_str(&written).expect("JSON");
        assert_eq!(original, again, "{name}: something was lost in reading");
        assert_eq!(body, written, "{name}: the same bytes, in the same order");
        for advice in &read.relationships {
            assert_eq!(
                Pattern::from_id(advice.pattern.as_str()),
                Some(advice.pattern)
            );
        }
    }
}

#[tokio::test]
async fn every_answer_is_shown_by_the_advice_panel() {
    for name in model_names() {
        let model = model(&name);
        let body = analyze_answer(&name).await;
        let read: Analysis<Raw> = serde_json::from_str(&body).expect("read");
        let shown = advice::show(200, &body, &model);
        assert_eq!(shown.error, None, "{name}");
        assert_eq!(
            shown.relationships.len(),
            model.relationships.len(),
            "{name}: every relationship has its advice"
        );
        for collection in &read.collections {
            assert!(
                shown.collections.contains(&escaped(&collection.name)),
                "{name}: collection {} is listed",
                collection.name
            );
        }
        for (advice, relationship) in read.relationships.iter().zip(&model.relationships) {
            let row = shown
                .relationship(&relationship.id)
                .unwrap_or_else(|| panic!("{name}: {} is shown", relationship.id));
            assert_eq!(row.pattern, advice.pattern.as_str(), "{name}");
            let html = advice::advice_html(&row.raw, &shown.rules, &model);
            let mut parts = vec![advice.pattern.label().to_owned(), advice.rationale.clone()];
            parts.extend(advice.warnings.iter().cloned());
            parts.extend(advice.alternatives.iter().map(|a| a.tradeoff.clone()));
            parts.extend(advice.indexes.iter().map(|i| i.command()));
            for id in &advice.rules {
                let rule = advice::rule(&shown.rules, id)
                    .unwrap_or_else(|| panic!("{name}: rule {id} is in the catalog"));
                parts.push(rule.statement.to_string());
            }
            if let Some(variants) = &advice.variants {
                for (_, heading, variant) in variants.columns() {
                    parts.push(heading.to_owned());
                    parts.push(variant.reads.mongosh.clone());
                    parts.push(variant.writes.summary.clone());
                    parts.extend(variant.writes.mongosh.clone());
                    parts.extend(variant.documents.keys().cloned());
                    parts.extend(variant.warnings.iter().cloned());
                }
            }
            for part in parts {
                assert!(
                    html.contains(&escaped(&part)),
                    "{name} {}: the panel shows {part:?}",
                    relationship.id
                );
            }
        }
    }
}

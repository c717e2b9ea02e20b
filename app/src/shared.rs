//! A shared model as its page shows it: the model, and what the advisor
//! recommends for each relationship (computed on the server, so the page is
//! readable before any script runs).

use base64::{Engine as _, engine::general_purpose::URL_SAFE_NO_PAD};
use nestlink_core::wire::error::ErrorDetail;
use nestlink_core::wire::model::Model;
use nestlink_core::wire::share::ShareAnswer;

/// The id of the element that carries the shared model into the browser,
/// so the page is taken over from the very data the server rendered.
pub const DATA_ELEMENT_ID: &str = "shared-model";

/// The longest link that carries its model (in the URL fragment, which the
/// browser never sends to a server). Longer links get cut by chat apps and
/// mail clients; past this, the stored link is the way.
pub const MAX_FRAGMENT_CHARS: usize = 8_000;

/// What a model decompressed from a link may grow to: the API's body limit.
const MAX_FRAGMENT_MODEL_BYTES: usize = 1024 * 1024;

/// The JSON a link carries: the model, compact.
#[must_use]
pub fn fragment_json(model: &Model) -> String {
    nestlink_core::wire::model::file::compact_json(model)
}

/// The fragment (after `#`) of a link that carries a model: `m=` and the
/// model's JSON, deflated (by the browser: raw deflate), in URL-safe base64.
///
/// # Errors
/// A message offering the stored link when the result would be longer than
/// [`MAX_FRAGMENT_CHARS`].
pub fn to_fragment(packed: &[u8]) -> Result<String, String> {
    let fragment = format!("m={}", URL_SAFE_NO_PAD.encode(packed));
    if fragment.len() > MAX_FRAGMENT_CHARS {
        return Err(crate::words::fill(
            "link-too-large",
            &[
                ("length", &fragment.len().to_string()),
                ("limit", &MAX_FRAGMENT_CHARS.to_string()),
            ],
        ));
    }
    Ok(fragment)
}

/// What a damaged link that carries a model says, wherever it is found so.
#[must_use]
pub fn unreadable() -> String {
    crate::words::text("link-unreadable")
}

/// Does this fragment carry a model? Cheap, so the page asks before it
/// loads the code that reads one.
#[must_use]
pub fn carries_model(fragment: &str) -> bool {
    fragment.trim_start_matches('#').starts_with("m=")
}

/// The deflated model a link's fragment carries: `None` when it carries
/// none, an error when it is damaged.
#[must_use]
pub fn packed_from_fragment(fragment: &str) -> Option<Result<Vec<u8>, String>> {
    let data = fragment.trim_start_matches('#').strip_prefix("m=")?;
    // Longer than any link this app makes: refused before inflating.
    if data.len() > MAX_FRAGMENT_CHARS {
        return Some(Err(unreadable()));
    }
    Some(URL_SAFE_NO_PAD.decode(data).map_err(|_| unreadable()))
}

/// The model from a fragment's inflated bytes, checked like an opened file.
///
/// # Errors
/// A message when the bytes are not a valid model, or too large.
pub fn model_from_fragment_json(json: &[u8]) -> Result<Model, String> {
    if json.len() > MAX_FRAGMENT_MODEL_BYTES {
        return Err(unreadable());
    }
    let text = std::str::from_utf8(json).map_err(|_| unreadable())?;
    nestlink_core::wire::model::file::parse_model_file(text)
}

/// A one-line description of the model, for link previews.
#[must_use]
pub fn summary(model: &Model) -> String {
    use crate::words::{count, fill};
    fill(
        "shared-description",
        &[
            (
                "entities",
                &count("entities-count", model.entities.len(), &[]),
            ),
            (
                "relationships",
                &count("relationships-count", model.relationships.len(), &[]),
            ),
        ],
    )
}

/// The sentence to show for an API error answer (`{"error": {"message"}}`),
/// or a general one when the answer is not in that shape.
#[must_use]
pub fn error_message(body: &str) -> String {
    ErrorDetail::read(body).map_or_else(|| crate::words::text("not-stored"), |error| error.message)
}

/// The link in a `201 {"id", "url"}` answer.
#[must_use]
pub fn created_url(body: &str) -> Option<String> {
    serde_json::from_str::<ShareAnswer>(body)
        .ok()
        .map(|answer| answer.url)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_read_for_what_people_need() {
        assert_eq!(
            error_message(r#"{"error":{"code":"rate_limited","message":"Too many."}}"#),
            "Too many."
        );
        assert!(error_message("<html>").contains("try again"));
        assert_eq!(
            created_url(r#"{"id":"x","url":"/m/x"}"#).as_deref(),
            Some("/m/x")
        );
        assert_eq!(created_url("{}"), None);
    }

    fn university() -> Model {
        let mut model = nestlink_core::diagram::document::empty_model();
        for name in ["Student", "Course", "Email", "Address"] {
            nestlink_core::diagram::apply(
                &mut model,
                nestlink_core::diagram::Edit::AddEntity { x: 0.0, y: 0.0 },
            )
            .expect("adds");
            let id = model.entities.last().map(|e| e.id.clone()).expect("added");
            nestlink_core::diagram::apply(
                &mut model,
                nestlink_core::diagram::Edit::RenameEntity {
                    id,
                    name: name.to_owned(),
                },
            )
            .expect("renames");
        }
        model
    }

    #[test]
    fn a_model_travels_inside_its_link() {
        // The browser deflates; any bytes travel the same way.
        let model = university();
        let json = fragment_json(&model);
        let fragment = to_fragment(json.as_bytes()).expect("small enough");
        assert!(fragment.starts_with("m="));
        assert!(
            fragment[2..]
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        );
        let packed = packed_from_fragment(&format!("#{fragment}"))
            .expect("carries a model")
            .expect("readable");
        assert_eq!(model_from_fragment_json(&packed), Ok(model));
        assert_eq!(packed_from_fragment("#section-2"), None);
        assert!(carries_model(&format!("#{fragment}")) && carries_model(&fragment));
        assert!(!carries_model("#section-2") && !carries_model("#example=university"));
    }

    #[test]
    fn every_workload_fact_travels_in_a_link_and_a_file() {
        // The server's tests share the same model with the API.
        let text = include_str!("../../server/tests/fixtures/every_fact.json");
        let model = nestlink_core::wire::model::file::parse_model_file(text).expect("a model");
        assert!(nestlink_core::wire::validate::validate(&model).is_empty());
        let fragment = to_fragment(fragment_json(&model).as_bytes()).expect("small enough");
        let packed = packed_from_fragment(&fragment)
            .expect("carries a model")
            .expect("readable");
        assert_eq!(model_from_fragment_json(&packed), Ok(model.clone()));
        let file = nestlink_core::wire::model::file::model_file(&model);
        assert_eq!(
            nestlink_core::wire::model::file::parse_model_file(&file),
            Ok(model.clone())
        );
        // The file says every fact, as it was written.
        for key in [
            "growth",
            "read_as",
            "page_size",
            "keeps_raw",
            "outlier_max",
            "snapshot",
            "link_fields",
            "query_fields",
            "relinks",
            "reads_per_write",
            "subtype",
            "shape_versions",
            "keep_history",
            "count",
            "archive_after",
            "queried",
            "approximate",
            "unique",
            "path-prefix",
        ] {
            assert!(file.contains(&format!("\"{key}")), "{key}");
        }
    }

    #[test]
    fn a_damaged_or_huge_link_is_refused_with_a_message() {
        assert!(matches!(packed_from_fragment("m=!!!"), Some(Err(m)) if m.contains("cut short")));
        let long = format!("m={}", "A".repeat(MAX_FRAGMENT_CHARS + 1));
        assert!(matches!(packed_from_fragment(&long), Some(Err(_))));
        assert!(model_from_fragment_json(b"{\"version\": 1, \"name\": ").is_err());
        assert!(model_from_fragment_json(&vec![b' '; MAX_FRAGMENT_MODEL_BYTES + 1]).is_err());
        let refused = to_fragment(&[7; MAX_FRAGMENT_CHARS]).expect_err("too long");
        assert!(refused.contains("Use Share"));
    }

    #[test]
    fn the_summary_counts_what_is_there() {
        let model = nestlink_core::diagram::document::empty_model();
        assert!(summary(&model).contains("0 entities, 0 relationships"));
    }
}

//! Models and lists read from JSON in the browser: a model saved in this
//! browser, a file or an example opened, a link's model, a shared model's
//! or a live session's page data, and the gallery's list. serde_json's
//! parser and the model's reading code (about 20 KB brotli) are code of
//! split modules, which share a chunk of their own (listed first in
//! `scripts/release.sh`'s `WASM_SPLIT_TOGETHER`): a cold editor page, with
//! nothing saved, takes its first click without them, and a shared model's
//! page fetches them beside the main module (`pages::head`).

use std::cell::RefCell;

use leptos::prelude::lazy;

use crate::words::{fill, text};
use nestlink_core::diagram::document::Document;
use nestlink_core::wire::examples::ExampleSummary;
use nestlink_core::wire::model::Model;
use nestlink_core::wire::share::SharedModel;

/// A document saved in this browser; `None` when it cannot be read (it is
/// kept as it is).
#[lazy]
pub fn read_saved(json: String) -> Option<Document> {
    Document::from_saved_json(&json).ok()
}

/// A model file a person chose, checked as a file Nestlink saved.
#[lazy]
pub fn read_model_file(file: String) -> Result<Model, String> {
    nestlink_core::wire::model::file::parse_model_file(&file)
}

/// The model a link's fragment carries, its bytes inflated.
#[lazy]
pub fn read_fragment_model(json: Vec<u8>) -> Result<Model, String> {
    crate::shared::model_from_fragment_json(&json)
}

/// An example's answer (`GET /api/v1/examples/{slug}`).
#[lazy]
pub fn read_example(status: u16, body: String) -> Result<Model, String> {
    read_model(status, &body)
}

/// The gallery's answer (`GET /api/v1/examples`).
#[lazy]
pub fn read_examples(status: u16, body: String) -> Result<Vec<ExampleSummary>, String> {
    read_list(status, &body)
}

/// A shared model's (or a live session's) page data.
#[lazy]
fn read_shared(data: String) -> Option<SharedModel> {
    SharedModel::from_script_json(&data)
}

thread_local! {
    /// The page data read before the page was taken over, and its text.
    static PAGE_DATA: RefCell<Option<(String, SharedModel)>> = const { RefCell::new(None) };
}

/// Reads the page's data element (`data_id`), if it has one, before the
/// page is taken over: hydrating a shared model's page draws that model.
pub async fn read_page_data(data_id: &str) {
    // No element, or `null`: a page with no model to draw.
    let Some(data) = crate::browser::element_text(data_id).filter(|data| data != "null") else {
        return;
    };
    if let Some(shared) = read_shared(data.clone()).await {
        PAGE_DATA.with_borrow_mut(|kept| *kept = Some((data, shared)));
    }
}

/// The model in the page's data, read by [`read_page_data`], when `data`
/// is still the text it was read from.
#[must_use]
pub fn page_data(data: &str) -> Option<SharedModel> {
    PAGE_DATA.with_borrow(|kept| {
        kept.as_ref()
            .filter(|(text, _)| text == data)
            .map(|(_, shared)| shared.clone())
    })
}

/// Reads `GET /api/v1/examples`.
///
/// # Errors
/// A sentence to show when the list could not be had.
pub fn read_list(status: u16, body: &str) -> Result<Vec<ExampleSummary>, String> {
    if status != 200 {
        return Err(fill("examples-http", &[("status", &status.to_string())]));
    }
    serde_json::from_str(body).map_err(|_| text("examples-unreadable"))
}

/// Reads `GET /api/v1/examples/{slug}`: the model as stored (the editor
/// lays it out if it would open as a pile).
///
/// # Errors
/// A sentence to show when the example could not be opened.
pub fn read_model(status: u16, body: &str) -> Result<Model, String> {
    match status {
        200 => nestlink_core::wire::model::file::model_from_json(body)
            .map_err(|_| text("example-unreadable")),
        404 => Err(text("example-missing")),
        _ => Err(fill("example-http", &[("status", &status.to_string())])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_read_by_status() {
        assert_eq!(
            read_list(200, r#"[{"slug":"u","title":"U","summary":"S"}]"#).map(|l| l.len()),
            Ok(1)
        );
        assert!(read_list(500, "").is_err());
        assert!(
            read_model(404, "")
                .expect_err("not found")
                .contains("no such example")
        );
        assert!(read_model(200, "{").is_err());
    }

    #[test]
    fn the_page_data_is_given_only_for_the_text_it_was_read_from() {
        let shared = SharedModel {
            id: "AAAAAAAAAAAAAAAAAAAAAA".to_owned(),
            model: nestlink_core::diagram::document::empty_model(),
            verdicts: Vec::new(),
            live: None,
        };
        let data = shared.to_script_json();
        assert_eq!(page_data(&data), None, "nothing read yet");
        PAGE_DATA.with_borrow_mut(|kept| *kept = Some((data.clone(), shared.clone())));
        assert_eq!(page_data(&data), Some(shared));
        assert_eq!(page_data("null"), None);
    }
}

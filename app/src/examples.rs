//! The worked examples the server keeps (`GET /api/v1/examples`), as the
//! gallery and the editor's menu list and open them.

use crate::words::{fill, text};
use leptos::prelude::*;

use crate::browser;

use nestlink_core::wire::examples::ExampleSummary;
use nestlink_core::wire::model::Model;

/// The editor address that opens an example.
#[must_use]
pub fn editor_link(slug: &str) -> String {
    format!("/editor#example={slug}")
}

/// The example an editor address names (`#example=slug`), if any.
#[must_use]
pub fn slug_from_fragment(fragment: &str) -> Option<String> {
    let slug = fragment.strip_prefix("#example=")?;
    let plain = !slug.is_empty()
        && slug.len() <= 64
        && slug
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    plain.then(|| slug.to_owned())
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
/// lays it out with [`laid_out`] if it would open as a pile).
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

/// Fetches the gallery once the page runs in the browser.
pub fn load_examples(into: RwSignal<Option<Result<Vec<ExampleSummary>, String>>>) {
    Effect::new(move |_| {
        leptos::task::spawn_local(async move {
            let list = browser::get("/api/v1/examples")
                .await
                .and_then(|(status, body)| read_list(status, &body));
            into.set(Some(list));
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_example_address_names_its_slug() {
        let link = editor_link("product-parts");
        let fragment = link.strip_prefix("/editor").expect("an editor link");
        assert_eq!(
            slug_from_fragment(fragment).as_deref(),
            Some("product-parts")
        );
        assert_eq!(slug_from_fragment("#m=abc"), None);
        assert_eq!(slug_from_fragment("#example="), None);
        assert_eq!(slug_from_fragment("#example=../etc"), None);
        assert_eq!(slug_from_fragment(""), None);
    }

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
}

//! The worked examples the server keeps (`GET /api/v1/examples`), as the
//! gallery and the editor's menu list and open them.

use leptos::prelude::*;

use crate::browser;
use crate::reading::read_examples;
use nestlink_core::wire::examples::ExampleSummary;

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

/// Fetches the gallery once the page runs in the browser and `wanted`
/// says it is (an attendee of a live session, who cannot open an example,
/// never fetches it).
pub fn load_examples(
    into: RwSignal<Option<Result<Vec<ExampleSummary>, String>>>,
    wanted: impl Fn() -> bool + 'static,
) {
    Effect::new(move |asked: Option<bool>| {
        if asked == Some(true) || !wanted() {
            return asked.unwrap_or(false);
        }
        leptos::task::spawn_local(async move {
            let list = match browser::get("/api/v1/examples").await {
                Ok((status, body)) => read_examples(status, body).await,
                Err(message) => Err(message),
            };
            into.set(Some(list));
        });
        true
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
}

//! What a page puts in the document's head: its title, its description and,
//! for a shared model, the tags of a link's preview. The server writes them
//! in the shell, around the page rather than inside it: every page is a page
//! load, so the browser never changes them, and neither the page's markup
//! nor the WASM carries anything of them.

use leptos::prelude::*;
use nestlink_core::pages::{DataReaders, Page};
use nestlink_core::wire::share::SharedModel;

use crate::words::text;

/// The head's tags for the page being rendered.
pub fn tags() -> impl IntoView {
    let page = super::current();
    let shared = (page == Page::Shared)
        .then(use_context::<SharedModel>)
        .flatten();
    let Some(shared) = shared else {
        let own = match page {
            Page::Home => None,
            Page::Editor => Some("editor-title"),
            Page::Examples => Some("examples-title"),
            Page::Shared | Page::NotFound => Some("not-found-title"),
        };
        return view! {
            <title inner_html=escaped(&title(own.map(text).as_deref())) />
            <meta name="description" content=text("site-description") />
        }
        .into_any();
    };
    let description = crate::shared::summary(&shared.model);
    let name = shared.model.name;
    view! {
        <title inner_html=escaped(&title(Some(&name))) />
        <meta name="description" content=description.clone() />
        {open_graph("og:title", name)}
        {open_graph("og:description", description)}
        {open_graph("og:type", "website".to_owned())}
        {open_graph("og:site_name", "Nestlink".to_owned())}
    }
    .into_any()
}

/// On a shared model's page, preloads of the split modules that read its
/// data before the page is taken over (`crate::reading`): fetched beside
/// the main module, not a round trip after it.
pub fn data_readers() -> impl IntoView {
    let files = use_context::<DataReaders>().unwrap_or_default().0;
    files
        .into_iter()
        .map(|file| view! { <link rel="preload" href=file r#as="fetch" crossorigin="anonymous" /> })
        .collect_view()
}

/// A link preview's tag (`<meta property=… content=…>`): `property` has no
/// typed attribute in the view macro.
fn open_graph(property: &'static str, content: String) -> impl IntoView {
    use leptos::tachys::html::attribute::custom::custom_attribute;
    view! { <meta content=content /> }.add_any_attr(custom_attribute("property", property))
}

/// A title as the `<title>` element's content: escaped (a shared model's
/// name is anyone's text) and set whole, since a text child would be
/// followed by Leptos's `<!>` marker, which a title shows as it is.
fn escaped(title: &str) -> String {
    crate::advice::html::escape(title)
}

/// The document title for a page's own title (a shared model's name, say).
#[must_use]
pub fn title(page: Option<&str>) -> String {
    match page {
        Some(page) if !page.is_empty() => format!("{page} · Nestlink"),
        _ => "Nestlink".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::title;

    #[test]
    fn a_page_title_ends_with_the_site_and_the_home_page_is_the_site_alone() {
        assert_eq!(title(Some("Editor")), "Editor · Nestlink");
        assert_eq!(title(Some("")), "Nestlink");
        assert_eq!(title(None), "Nestlink");
    }
}

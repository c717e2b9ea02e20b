//! One module per page, plus the frame they share, and the page for the
//! path being rendered (`nestlink_core::pages` says which path is which).
//! Every page is a full page load, so the browser needs no router: leaving
//! one out keeps its matching, history and link handling out of the main
//! WASM module (about 60 KB gzip).

pub mod editor;
pub mod examples;
pub mod frame;
#[cfg(feature = "ssr")]
pub mod head;
pub mod home;
pub mod not_found;
pub mod shared;

use leptos::prelude::*;

pub use nestlink_core::pages::Page;

/// The page being rendered: on the server the request's (the server
/// provides its [`RequestPath`](nestlink_core::pages::RequestPath)), in
/// the browser the address's.
#[must_use]
pub fn current() -> Page {
    #[cfg(feature = "ssr")]
    let path = use_context::<nestlink_core::pages::RequestPath>().map(|request| request.0);
    #[cfg(not(feature = "ssr"))]
    let path = Some(crate::browser::current_path());
    path.map_or(Page::NotFound, |path| Page::at(&path))
}

/// A page's view.
pub fn view_of(page: Page) -> AnyView {
    match page {
        Page::Home => view! { <home::HomePage /> }.into_any(),
        Page::Editor => view! { <editor::EditorPage /> }.into_any(),
        Page::Examples => view! { <examples::ExamplesPage /> }.into_any(),
        Page::Shared => view! { <shared::SharedPage /> }.into_any(),
        Page::NotFound => view! { <not_found::NotFound /> }.into_any(),
    }
}

/// `aria-current` for a link to `page` on the page `on`.
#[must_use]
pub fn current_for(on: Page, page: Page) -> Option<&'static str> {
    (on == page).then_some("page")
}

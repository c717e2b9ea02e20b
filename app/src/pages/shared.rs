//! The page of a shared model, `/m/{id}`. The server renders the diagram
//! and the advisor's recommendations, so the page reads well before any
//! script runs; the browser then takes it over as the editor. The first edit
//! makes it the person's own copy (a fork): the shared link never changes.

use leptos::prelude::*;

use super::editor::EditorPage;
use super::not_found::NotFound;
use crate::shared::DATA_ELEMENT_ID;
use nestlink_core::wire::share::SharedModel;

/// What the page was given to show.
enum PageData {
    /// The model, and the data element's text: written on the server, and
    /// in the browser kept as read (so the browser carries no writer of it).
    Found(SharedModel, String),
    /// The server looked and no model has this id.
    Missing,
    /// In the browser, without the server's data: reached by going back
    /// after moving to another page inside the app.
    #[cfg_attr(feature = "ssr", allow(dead_code))]
    NotLoaded,
}

/// What the data element holds when no model has the id. The browser must
/// tell this apart from "not loaded", or it would reload the page forever.
const MISSING: &str = "null";

#[component]
pub fn SharedPage() -> impl IntoView {
    match loaded() {
        PageData::Found(shared, json) => view! {
            <script type="application/json" id=DATA_ELEMENT_ID inner_html=json></script>
            <EditorPage shared />
        }
        .into_any(),
        PageData::Missing => view! {
            <script type="application/json" id=DATA_ELEMENT_ID inner_html=MISSING></script>
            <NotFound />
        }
        .into_any(),
        PageData::NotLoaded => {
            Effect::new(|_| crate::browser::reload());
            view! { <p class="hint">{crate::words::text("shared-loading")}</p> }.into_any()
        }
    }
}

/// On the server, what the request handler loaded; in the browser, the same
/// data read back from the page.
fn loaded() -> PageData {
    #[cfg(feature = "ssr")]
    return use_context::<SharedModel>().map_or(PageData::Missing, |shared| {
        let json = shared.to_script_json();
        PageData::Found(shared, json)
    });
    #[cfg(not(feature = "ssr"))]
    match crate::browser::element_text(DATA_ELEMENT_ID) {
        None => PageData::NotLoaded,
        Some(text) if text == MISSING => PageData::Missing,
        Some(text) => crate::reading::page_data(&text)
            .map_or(PageData::Missing, |shared| PageData::Found(shared, text)),
    }
}

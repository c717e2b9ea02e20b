//! The page of a shared model, `/m/{id}`. The server renders the diagram
//! and the advisor's recommendations, so the page reads well before any
//! script runs; the browser then takes it over as the editor. The first edit
//! makes it the person's own copy (a fork): the shared link never changes.

use leptos::prelude::*;

use super::editor::EditorPage;
use super::not_found::NotFound;
use crate::shared::{DATA_ELEMENT_ID, SharedModel, to_script_json};

#[component]
pub fn SharedPage() -> impl IntoView {
    match shared_model() {
        Some(shared) => {
            let json = to_script_json(&shared);
            view! {
                <script type="application/json" id=DATA_ELEMENT_ID inner_html=json></script>
                <EditorPage shared />
            }
            .into_any()
        }
        None if cfg!(feature = "ssr") => view! { <NotFound /> }.into_any(),
        // In the browser without the server's data (reached by going back
        // after moving to another page in the app): load the page afresh.
        None => {
            Effect::new(|_| super::browser::reload());
            view! { <p class="hint">"Loading the shared model…"</p> }.into_any()
        }
    }
}

/// On the server, what the request handler loaded; in the browser, the same
/// data read back from the page.
fn shared_model() -> Option<SharedModel> {
    #[cfg(feature = "ssr")]
    return use_context::<SharedModel>();
    #[cfg(not(feature = "ssr"))]
    super::browser::element_text(DATA_ELEMENT_ID)
        .and_then(|text| crate::shared::from_script_json(&text))
}

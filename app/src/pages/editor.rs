//! The editor route. The diagram editor itself is built in its own issue;
//! until then the page says so rather than pretending.

use leptos::prelude::*;
use leptos_meta::Title;

use super::frame::Frame;

#[component]
pub fn EditorPage() -> impl IntoView {
    view! {
        <Title text="Editor" />
        <Frame>
            <section class="editor-empty">
                <h1>"Editor"</h1>
                <p>"The diagram editor is not built yet. This page is where it will live."</p>
            </section>
        </Frame>
    }
}

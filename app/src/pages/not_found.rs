//! Shown for any page path the app does not know. The server answers it with
//! status 404 (leptos_axum keeps the fallback's status).

use leptos::prelude::*;

use super::frame::Frame;
use crate::words::text;

#[component]
pub fn NotFound() -> impl IntoView {
    view! {
        <Frame>
            <section class="not-found">
                <h1>{text("not-found-title")}</h1>
                <p>{text("not-found-text")}</p>
                <a href="/">{text("not-found-back")}</a>
            </section>
        </Frame>
    }
}

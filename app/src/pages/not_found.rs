//! Shown for any page path the app does not know. The server answers it with
//! status 404 (leptos_axum keeps the fallback's status).

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use super::frame::Frame;

#[component]
pub fn NotFound() -> impl IntoView {
    view! {
        <Title text="Page not found" />
        <Frame>
            <section class="not-found">
                <h1>"Page not found"</h1>
                <p>"There is no page at this address."</p>
                <A href="/">"Back to the start page"</A>
            </section>
        </Frame>
    }
}

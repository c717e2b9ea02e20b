//! The landing page: what Nestlink answers and the way into the editor.

use leptos::prelude::*;

use super::frame::Frame;
use crate::words::text;

#[component]
pub fn HomePage() -> impl IntoView {
    view! {
        <Frame>
            <section class="hero">
                <h1>{text("home-title")}</h1>
                <p class="lede">{text("home-lede")}</p>
                <a href="/editor" class="button primary">
                    {text("home-open-editor")}
                </a>
                " "
                <a href="/examples" class="button">
                    {text("home-see-examples")}
                </a>
            </section>
            <section class="steps" aria-label=text("home-steps")>
                <article>
                    <h2>{text("home-draw-title")}</h2>
                    <p>{text("home-draw")}</p>
                </article>
                <article>
                    <h2>{text("home-describe-title")}</h2>
                    <p>{text("home-describe")}</p>
                </article>
                <article>
                    <h2>{text("home-compare-title")}</h2>
                    <p>{text("home-compare")}</p>
                </article>
            </section>
        </Frame>
    }
}

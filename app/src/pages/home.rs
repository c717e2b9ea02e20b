//! The landing page: what Nestlink answers and the way into the editor.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::components::A;

use super::frame::Frame;

#[component]
pub fn HomePage() -> impl IntoView {
    view! {
        <Title text="" />
        <Frame>
            <section class="hero">
                <h1>"Nest or link?"</h1>
                <p class="lede">
                    "Nestlink is a playground for MongoDB document schemas. Draw your entities "
                    "and relationships, say how the data is used, and it tells you for each "
                    "relationship whether to embed the data or reference it, and why."
                </p>
                <A href="/editor" attr:class="button primary">
                    "Open the editor"
                </A>
                " "
                <A href="/examples" attr:class="button">
                    "See the examples"
                </A>
            </section>
            <section class="steps" aria-label="How it works">
                <article>
                    <h2>"1. Draw"</h2>
                    <p>"Entities with their fields, and the relationships between them."</p>
                </article>
                <article>
                    <h2>"2. Describe the use"</h2>
                    <p>
                        "How many children per parent, whether they are read with the parent "
                        "or on their own, how often each field changes."
                    </p>
                </article>
                <article>
                    <h2>"3. Compare"</h2>
                    <p>
                        "The recommended pattern in plain words, with the embedded and the "
                        "referenced documents side by side: their BSON sizes and the queries "
                        "each one needs."
                    </p>
                </article>
            </section>
        </Frame>
    }
}

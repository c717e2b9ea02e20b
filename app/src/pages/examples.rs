//! The examples gallery, `/examples`: the worked examples of the seed
//! articles, each with the story of its application, opened in the editor.

use leptos::prelude::*;
use leptos_meta::Title;

use super::frame::Frame;
use crate::examples::{editor_link, load_examples};

#[component]
pub fn ExamplesPage() -> impl IntoView {
    let list = RwSignal::new(None);
    load_examples(list);
    view! {
        <Title text="Examples" />
        <Frame>
            <section class="examples">
                <h1>"Examples"</h1>
                <p class="lead">
                    "The worked examples of the articles Nestlink learned from. Open one, select a relationship, \
                     and see whether to nest or to link it, and why; or switch on teaching mode and guess first."
                </p>
                {move || match list.get() {
                    None => view! { <p class="hint">"Loading the examples…"</p> }.into_any(),
                    Some(Err(message)) => view! { <p class="notice" role="alert">{message}</p> }.into_any(),
                    Some(Ok(examples)) => view! {
                        <ul class="gallery">
                            {examples
                                .into_iter()
                                .map(|example| {
                                    let href = editor_link(&example.slug);
                                    let label = format!("Open {} in the editor", example.title);
                                    view! {
                                        <li>
                                            <article data-testid="example" data-slug=example.slug>
                                                <h2>{example.title}</h2>
                                                <p>{example.summary}</p>
                                                <a class="button primary" href=href rel="external" aria-label=label>
                                                    "Open in the editor"
                                                </a>
                                            </article>
                                        </li>
                                    }
                                })
                                .collect_view()}
                        </ul>
                    }
                    .into_any(),
                }}
            </section>
        </Frame>
    }
}

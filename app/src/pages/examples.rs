//! The examples gallery, `/examples`: the worked examples of the seed
//! articles, each with the story of its application, opened in the editor.

use leptos::prelude::*;

use super::frame::Frame;
use crate::examples::{editor_link, load_examples};
use crate::words::{fill, text};

#[component]
pub fn ExamplesPage() -> impl IntoView {
    let list = RwSignal::new(None);
    load_examples(list, || true);
    view! {
        <Frame>
            <section class="examples">
                <h1>{text("examples-title")}</h1>
                <p class="lead">{text("examples-lead")}</p>
                {move || match list.get() {
                    None => view! { <p class="hint">{text("examples-loading")}</p> }.into_any(),
                    Some(Err(message)) => view! { <p class="notice" role="alert">{message}</p> }.into_any(),
                    Some(Ok(examples)) => view! {
                        <ul class="gallery">
                            {examples
                                .into_iter()
                                .map(|example| {
                                    let href = editor_link(&example.slug);
                                    let label = fill("examples-open-named", &[("title", &example.title)]);
                                    view! {
                                        <li>
                                            <article data-testid="example" data-slug=example.slug>
                                                <h2>{example.title}</h2>
                                                <p>{example.summary}</p>
                                                <a class="button primary" href=href rel="external" aria-label=label>
                                                    {text("examples-open")}
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

//! The inspector beside the canvas: every property of the selected entity or
//! relationship, in plain words, with the validator's problems next to them.

use leptos::prelude::*;

mod entity;
mod facts;
mod link_fields;
mod parts;
mod questions;
mod relationship;

use entity::EntityInspector;
use parts::NothingSelected;
use relationship::RelationshipInspector;

use crate::editor::edit::Edit;
use crate::editor::selection::Selection;
use crate::editor::state::EditorContext;

/// The forms for what is selected come in a WASM module of their own
/// (`cargo leptos --split`), fetched once the page runs (see
/// [`preload_forms`]): nothing is selected when a page loads, so the
/// editor's own bundle need not carry them.
#[lazy]
fn selected_form(selection: Selection) -> AnyView {
    match selection {
        // Not asked for: with nothing selected the inspector shows its hint.
        Selection::None => ().into_any(),
        Selection::Entities(ids) if ids.len() == 1 => {
            let id = ids.into_iter().next().unwrap_or_default();
            view! { <EntityInspector id /> }.into_any()
        }
        Selection::Entities(ids) => view! { <ManySelected ids /> }.into_any(),
        Selection::Relationship(id) => view! { <RelationshipInspector id /> }.into_any(),
    }
}

/// Fetches the inspector's forms, so the first selection finds them there;
/// the signal turns true once they are in. On the server it has the page
/// ask for their module in its head (a `<link rel="preload">`), so the
/// browser fetches it alongside the main module, not after it has started.
pub fn preload_forms() -> ReadSignal<bool> {
    #[cfg(feature = "ssr")]
    {
        use std::{
            future::Future,
            pin::pin,
            task::{Context, Waker},
        };
        // The server's version of a `#[lazy]` function registers its module
        // for the page's preloads when it runs; with nothing selected it
        // does nothing else, and it finishes in one poll.
        let _ = pin!(selected_form(Selection::None)).poll(&mut Context::from_waker(Waker::noop()));
    }
    lazy_preload!(selected_form)
}

#[component]
pub fn Inspector() -> impl IntoView {
    let context = expect_context::<EditorContext>();
    view! {
        <aside class="inspector" aria-label="Inspector">
            {move || match context.selection.get() {
                Selection::None => view! { <NothingSelected /> }.into_any(),
                selection => Suspend::new(selected_form(selection)).into_any(),
            }}
        </aside>
    }
}

#[component]
fn ManySelected(ids: Vec<String>) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let count = ids.len();
    view! {
        <h2>{format!("{count} entities selected")}</h2>
        <p class="hint">"Drag one of them to move them all; arrow keys nudge them."</p>
        <button
            type="button"
            class="danger"
            on:click=move |_| {
                context.edit(Edit::DeleteEntities { ids: ids.clone() });
                context.selection.set(Selection::None);
            }
        >
            {format!("Delete {count} entities")}
        </button>
    }
}

//! The inspector beside the canvas: every property of the selected entity or
//! relationship, in plain words, with the validator's problems next to them.

use leptos::prelude::*;

use crate::words::{fill, text};

mod entity;
mod facts;
mod link_fields;
mod parts;
mod questions;
mod relationship;

use entity::EntityInspector;
use parts::NothingSelected;
use relationship::RelationshipInspector;

use crate::editor::state::EditorContext;
use nestlink_core::diagram::edit::Edit;
use nestlink_core::diagram::selection::Selection;

/// The forms for what is selected come in WASM modules of their own
/// (`cargo leptos --split`): nothing is selected when a page loads, so the
/// editor's own bundle need not carry them. The entities' forms are fetched
/// once the page runs (see [`preload_forms`]), since a new entity is
/// selected the moment it is made; the relationships' forms, the larger
/// ones, once the pointer or the keyboard reaches a relationship (a
/// person reading a shared model may never select one).
#[lazy]
fn entity_form(ids: Vec<String>) -> AnyView {
    match <[String; 1]>::try_from(ids) {
        Ok([id]) => view! { <EntityInspector id /> }.into_any(),
        // Not asked for: with nothing selected the inspector shows its hint.
        Err(ids) if ids.is_empty() => ().into_any(),
        Err(ids) => view! { <ManySelected ids /> }.into_any(),
    }
}

#[lazy]
fn relationship_form(id: String) -> AnyView {
    view! { <RelationshipInspector id /> }.into_any()
}

/// Fetches the entities' forms once the page runs, so the first selection
/// finds them there; the signal turns true once they are in. Not from the
/// page's head: on a slow network their module and its chunks (about 50 KB)
/// would share the line with the main module and make the first click
/// wait for both; a new entity made before they are in is named on the
/// canvas instead.
pub fn preload_forms() -> ReadSignal<bool> {
    lazy_preload!(entity_form)
}

#[component]
pub fn Inspector() -> impl IntoView {
    let context = expect_context::<EditorContext>();
    // The relationships' forms are fetched once a relationship is near.
    Effect::new(move |done: Option<bool>| {
        if done == Some(true) {
            return true;
        }
        let near = context.panels.relationship_near.get();
        if near {
            let _ = lazy_preload!(relationship_form);
        }
        near
    });
    let panel = NodeRef::<leptos::html::Aside>::new();
    crate::browser::scroll_to_top_when(panel, move || context.document.selection.track());
    view! {
        <aside class="inspector" aria-label=text("inspector") node_ref=panel>
            // While the editor takes no edit (a locked or archived session),
            // its forms take no typing either: a name typed there would
            // only stay in its box, refused.
            <fieldset class="inspector-forms" disabled=move || context.access.read_only.get().is_some()>
                {move || match context.document.selection.get() {
                    Selection::None => view! { <NothingSelected /> }.into_any(),
                    Selection::Entities(ids) => Suspend::new(entity_form(ids)).into_any(),
                    Selection::Relationship(id) => Suspend::new(relationship_form(id)).into_any(),
                }}
            </fieldset>
        </aside>
    }
}

#[component]
fn ManySelected(ids: Vec<String>) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let count = ids.len();
    view! {
        <h2>{fill("many-selected", &[("n", &count.to_string())])}</h2>
        <p class="hint">{text("many-selected-hint")}</p>
        <button
            type="button"
            class="danger"
            on:click=move |_| {
                context.edit(Edit::DeleteEntities { ids: ids.clone() });
                context.document.selection.set(Selection::None);
            }
        >
            {fill("delete-many", &[("n", &count.to_string())])}
        </button>
    }
}

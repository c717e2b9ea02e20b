//! Renaming an entity in place: a text box laid over its header.

use leptos::{ev, prelude::*};

use crate::browser;
use crate::editor::state::EditorContext;
use crate::words::fill;
use nestlink_core::decimal::Decimal;
use nestlink_core::diagram::edit::Edit;
use nestlink_core::diagram::geometry::{BOX_WIDTH, HEADER_HEIGHT};

/// The entity's name as a text box laid over its header: Enter or leaving
/// the box renames it, Escape leaves the name as it was.
#[component]
pub fn RenameInPlace(id: String) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let view = context.viewport.view;
    let input = NodeRef::<leptos::html::Input>::new();
    Effect::new(move |_| {
        if let Some(input) = input.get() {
            browser::focus_and_select_when_drawn(input);
        }
    });
    let found = context
        .document
        .doc
        .with_untracked(|d| d.model.entity(&id).map(|e| (e.x, e.y, e.name.clone())));
    let Some((x, y, name)) = found else {
        return ().into_any();
    };
    let style = move || {
        let v = view.get();
        format!(
            "left:{}px;top:{}px;width:{}px;height:{}px;font-size:{}px",
            Decimal(v.x + x * v.zoom),
            Decimal(v.y + y * v.zoom),
            Decimal(BOX_WIDTH * v.zoom),
            Decimal(HEADER_HEIGHT * v.zoom),
            Decimal((14.0 * v.zoom).max(11.0))
        )
    };
    let commit = {
        let id = id.clone();
        move |name: String| {
            // Only the box that is still open renames: Escape closed it first.
            if context.interaction.renaming.get_untracked().as_deref() != Some(id.as_str()) {
                return;
            }
            context.interaction.renaming.set(None);
            if !name.trim().is_empty() {
                context.edit(Edit::RenameEntity {
                    id: id.clone(),
                    name: name.trim().to_owned(),
                });
            }
        }
    };
    let on_enter = commit.clone();
    view! {
        <input
            node_ref=input
            type="text"
            class="rename-entity"
            aria-label=fill("rename-entity", &[("name", &name)])
            data-testid="rename-entity"
            prop:value=name
            style=style
            on:pointerdown=|event: ev::PointerEvent| event.stop_propagation()
            on:dblclick=|event: ev::MouseEvent| event.stop_propagation()
            on:keydown=move |event: ev::KeyboardEvent| match event.key().as_str() {
                // Enter that ends an IME composition is not the end of the name.
                "Enter" if !event.is_composing() => {
                    event.prevent_default();
                    on_enter(event_target_value(&event));
                }
                "Escape" => {
                    event.prevent_default();
                    event.stop_propagation();
                    context.interaction.renaming.set(None);
                }
                _ => {}
            }
            on:blur=move |event| commit(event_target_value(&event))
        />
    }
    .into_any()
}

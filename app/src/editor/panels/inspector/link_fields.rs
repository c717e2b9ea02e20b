//! "What belongs to the link itself?": the fields of one pair (the quantity
//! of an item in a cart, the views of a film at one theater), each a name
//! and a type, added and removed here.

use leptos::prelude::*;

use nestlink_core::wire::model::{Field, FieldType, Relationship};

use super::parts::FieldTypeSelect;
use super::questions::{Current, Edits};
use crate::words::{fill, text};

/// The link's fields, one row each, and the button that adds one.
pub fn belongs_to_the_link(
    from: &str,
    to: &str,
    current: Current,
    set: impl Edits,
) -> impl IntoView {
    // Rows are rebuilt only when one is added or removed, so a name being
    // typed keeps its focus.
    let count = Memo::new(move |_| current.with(|r| r.as_ref().map_or(0, |r| r.link_fields.len())));
    let hint = fill("q-link-hint", &[("parent", from), ("child", to)]);
    view! {
        <fieldset class="questions" data-testid="link-fields">
            <legend>{text("q-link")}</legend>
            <p class="hint">{hint}</p>
            <ol class="fields">
                {move || (0..count.get()).map(|i| link_field_row(i, current, set)).collect_view()}
            </ol>
            <button
                type="button"
                on:click=move |_| {
                    set(&|r: &mut Relationship| {
                        let name = free_name(&r.link_fields);
                        r.link_fields.push(Field::new(name, FieldType::Int));
                    });
                }
            >
                {text("q-link-add")}
            </button>
        </fieldset>
    }
}

/// "quantity", then "quantity_2"...: a name no link field has yet.
fn free_name(fields: &[Field]) -> String {
    let taken = |name: &str| fields.iter().any(|f| f.name == name);
    let mut name = "quantity".to_owned();
    let mut n = 1;
    while taken(&name) {
        n += 1;
        name = format!("quantity_{n}");
    }
    name
}

fn link_field_row(i: usize, current: Current, set: impl Edits) -> impl IntoView {
    let field = Signal::derive(move || {
        current.with(|r| r.as_ref().and_then(|r| r.link_fields.get(i).cloned()))
    });
    let name = move || field.with(|f| f.as_ref().map(|f| f.name.clone()).unwrap_or_default());
    let field_type = move || field.with(|f| f.as_ref().map(|f| f.field_type));
    view! {
        <li class="field-row">
            <input
                type="text"
                aria-label=fill("q-link-name-aria", &[("n", &(i + 1).to_string())])
                prop:value=name
                on:change=move |ev| {
                    let text = event_target_value(&ev);
                    set(&move |r: &mut Relationship| {
                        if let Some(f) = r.link_fields.get_mut(i) {
                            f.name.clone_from(&text);
                        }
                    });
                }
            />
            <FieldTypeSelect
                aria_label=Signal::derive(move || fill("q-link-type-aria", &[("field", &name())]))
                value=Signal::derive(field_type)
                on_change=move |t| {
                    set(&move |r: &mut Relationship| {
                        if let Some(f) = r.link_fields.get_mut(i) {
                            f.field_type = t;
                        }
                    });
                }
            />
            <button
                type="button"
                aria-label=move || fill("q-link-delete-aria", &[("field", &name())])
                on:click=move |_| {
                    set(&move |r: &mut Relationship| {
                        if i < r.link_fields.len() {
                            r.link_fields.remove(i);
                        }
                    });
                }
            >
                "✕"
            </button>
        </li>
    }
}

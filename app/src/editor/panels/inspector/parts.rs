//! The pieces the inspector's forms share: problem lists and labelled inputs.
//! Their `on_change` is a `Callback`, not a generic closure: each piece is
//! then compiled once, not once per use, which keeps the forms' module small.

use leptos::prelude::*;

use crate::words::text;

use crate::editor::state::EditorContext;
use nestlink_core::wire::model::{Cardinality, FieldType};

/// The validator's problems whose path starts with `prefix`.
pub fn problems_under(context: EditorContext, prefix: String) -> impl IntoView {
    problems_listed(context, prefix, true)
}

/// The validator's problems at `path` itself, not those of its parts (a
/// field's problems are shown on its own row).
pub fn problems_at(context: EditorContext, path: String) -> impl IntoView {
    problems_listed(context, path, false)
}

pub fn problems_listed(context: EditorContext, prefix: String, with_parts: bool) -> impl IntoView {
    move || {
        let messages: Vec<String> = context.document.problems.with(|problems| {
            problems
                .iter()
                .filter(|p| {
                    p.path == prefix
                        || (with_parts
                            && (p.path.starts_with(&format!("{prefix}."))
                                || p.path.starts_with(&format!("{prefix}["))))
                })
                .map(|p| p.message.clone())
                .collect()
        });
        (!messages.is_empty()).then(|| {
            view! {
                <ul class="problems" role="alert" data-testid="problems">
                    {messages.into_iter().map(|m| view! { <li>{m}</li> }).collect_view()}
                </ul>
            }
        })
    }
}

#[component]
pub fn CardinalitySelect(
    value: Signal<Cardinality>,
    #[prop(into)] on_change: Callback<Cardinality>,
) -> impl IntoView {
    view! {
        <select
            aria-label=text("cardinality")
            on:change=move |ev| {
                if let Some(c) = Cardinality::parse(&event_target_value(&ev)) {
                    on_change.try_run(c);
                }
            }
        >
            {Cardinality::ALL
                .into_iter()
                .map(|c| view! { <option value=c.as_str() prop:selected=move || value.get() == c>{text(&format!("card-{}", c.as_str()))}</option> })
                .collect_view()}
        </select>
    }
}

/// The type of a field (an entity's or a link's).
#[component]
pub fn FieldTypeSelect(
    #[prop(into)] aria_label: Signal<String>,
    #[prop(into)] value: Signal<Option<FieldType>>,
    #[prop(into)] on_change: Callback<FieldType>,
) -> impl IntoView {
    view! {
        <select
            aria-label=aria_label
            on:change=move |ev| {
                if let Some(t) = FieldType::parse(&event_target_value(&ev)) {
                    on_change.try_run(t);
                }
            }
        >
            {FieldType::ALL
                .into_iter()
                .map(|t| view! { <option value=t.as_str() prop:selected=move || value.get() == Some(t)>{t.as_str()}</option> })
                .collect_view()}
        </select>
    }
}

/// A labelled count; empty means "not said" (the default applies).
#[component]
pub fn CountField(
    #[prop(into)] label: String,
    #[prop(into)] aria_label: String,
    #[prop(into)] value: Signal<Option<u64>>,
    #[prop(optional, into)] placeholder: MaybeProp<String>,
    #[prop(into)] on_change: Callback<Option<u64>>,
) -> impl IntoView {
    view! {
        <label class="row">
            {label}
            <input
                type="number"
                min="0"
                aria-label=aria_label
                placeholder=move || placeholder.get()
                prop:value=move || value.get().map(|v| v.to_string()).unwrap_or_default()
                on:change=move |ev| {
                    // The form may be going as its box loses focus: nothing to do then.
                    on_change.try_run(event_target_value(&ev).trim().parse::<u64>().ok());
                }
            />
        </label>
    }
}

/// A labelled checkbox.
#[component]
pub fn Check(
    #[prop(into)] label: String,
    #[prop(into)] checked: Signal<bool>,
    #[prop(into)] on_change: Callback<bool>,
) -> impl IntoView {
    view! {
        <label class="check">
            <input type="checkbox" prop:checked=checked on:change=move |ev| {
                on_change.try_run(event_target_checked(&ev));
            } />
            {label}
        </label>
    }
}

#[component]
pub fn NothingSelected() -> impl IntoView {
    view! {
        <h2>{text("nothing-selected")}</h2>
        <p class="hint">{text("nothing-selected-hint")}</p>
    }
}

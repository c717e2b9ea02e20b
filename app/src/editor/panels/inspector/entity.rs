//! The inspector for one entity: its name, fields and their problems.

use leptos::prelude::*;

use crate::words::{fill, text};

use crate::browser;
use crate::editor::state::{EditorContext, FocusNext};
use nestlink_core::diagram::edit::Edit;
use nestlink_core::diagram::selection::Selection;
use nestlink_core::wire::model::{Field, Updates};

use super::facts::entity_facts;
use super::parts::*;

#[component]
pub fn EntityInspector(id: String) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let lookup_id = id.clone();
    let found = Memo::new(move |_| {
        let at = context
            .document
            .index
            .with(|index| index.get(&lookup_id).copied())?;
        context
            .document
            .doc
            .with(|d| d.model.entities.get(at).cloned())
            .map(|e| (at, e))
    });
    let others = Memo::new(move |_| {
        context.document.doc.with(|d| {
            d.model
                .entities
                .iter()
                .map(|e| (e.id.clone(), e.name.clone()))
                .collect::<Vec<_>>()
        })
    });
    let target = RwSignal::new(String::new());
    let cardinality = RwSignal::new(nestlink_core::diagram::edit::NEW_RELATIONSHIP);
    // The form is rebuilt only when its shape changes (fields added or
    // removed); values follow the model in place, so the focused control
    // stays focused while a person types, tabs and undoes.
    let shape = Memo::new(move |_| {
        found.with(|f| f.as_ref().map(|(i, e)| (*i, e.id.clone(), e.fields.len())))
    });

    move || {
        let Some((index, id, field_count)) = shape.get() else {
            return view! { <NothingSelected /> }.into_any();
        };
        let rename_id = id.clone();
        let add_id = id.clone();
        let delete_id = id.clone();
        let connect_id = id.clone();
        let name =
            move || found.with(|f| f.as_ref().map(|(_, e)| e.name.clone()).unwrap_or_default());
        view! {
            <h2>{text("entity")}</h2>
            <label class="row">
                {text("entity-name-label")}
                <input
                    data-focus=FocusNext::EntityName(id.clone()).mark()
                    type="text"
                    aria-label=text("entity-name")
                    prop:value=name
                    on:change=move |ev| {
                        let renamed = context.edit(Edit::RenameEntity { id: rename_id.clone(), name: event_target_value(&ev) });
                        if !renamed {
                            // Refused (the session locked as it was typed):
                            // the box shows the name the model kept.
                            event_target::<web_sys::HtmlInputElement>(&ev).set_value(&name());
                        }
                    }
                />
            </label>
            {problems_under(context, format!("entities[{index}].name"))}
            {problems_under(context, format!("entities[{index}].id"))}
            <h3>{text("fields")}</h3>
            <ol class="fields">
                {(0..field_count)
                    .map(|i| {
                        let field = Signal::derive(move || {
                            found.with(|f| f.as_ref().and_then(|(_, e)| e.fields.get(i).cloned()))
                        });
                        let problems = format!("entities[{index}].fields[{i}]");
                        view! { <FieldRow entity=id.clone() index=i last=i + 1 == field_count field problems /> }
                    })
                    .collect_view()}
            </ol>
            {problems_at(context, format!("entities[{index}].fields"))}
            <button
                type="button"
                on:click=move |_| {
                    context.add_field_to(add_id.clone());
                }
            >
                {text("add-field")}
            </button>
            {Suspend::new(entity_facts(id.clone(), index, field_count))}
            <h3>{text("relate")}</h3>
            <div class="connect">
                <label class="row">
                    {text("relate-to")}
                    <select
                        data-focus=FocusNext::RelationshipTarget(id.clone()).mark()
                        aria-label=text("relate-target")
                        on:change=move |ev| target.set(event_target_value(&ev))
                        prop:value=move || target.get()
                    >
                        <option value="">{text("relate-choose")}</option>
                        {move || {
                            others
                                .get()
                                .into_iter()
                                .map(|(id, name)| view! { <option value=id.clone()>{name}</option> })
                                .collect_view()
                        }}
                    </select>
                </label>
                <label class="row">
                    {text("kind")}
                    <CardinalitySelect value=cardinality.into() on_change=move |c| cardinality.set(c) />
                </label>
                <button
                    type="button"
                    disabled=move || target.with(String::is_empty)
                    on:click=move |_| {
                        let to = target.get_untracked();
                        if to.is_empty() {
                            return;
                        }
                        context.edit(Edit::Connect { from: connect_id.clone(), to, cardinality: cardinality.get_untracked() });
                        let new_id = context.document.doc.with_untracked(|d| d.model.relationships.last().map(|r| r.id.clone()));
                        if let Some(new_id) = new_id {
                            context.document.selection.set(Selection::Relationship(new_id));
                        }
                    }
                >
                    {text("add-relationship")}
                </button>
            </div>
            <button
                type="button"
                class="danger"
                on:click=move |_| {
                    context.edit(Edit::DeleteEntities { ids: vec![delete_id.clone()] });
                    context.document.selection.set(Selection::None);
                }
            >
                {text("delete-entity")}
            </button>
        }
        .into_any()
    }
}

#[component]
pub fn FieldRow(
    entity: String,
    index: usize,
    /// The last field cannot move down.
    last: bool,
    field: Signal<Option<Field>>,
    /// The path of this field's problems, shown on its row.
    problems: String,
) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    // Edits the field as it is now in the model. It is found in the editor's
    // document, which outlives this row (a change fires as the row goes when
    // a click elsewhere takes the form away), by the name it had when the
    // person started typing (others may have added fields before it since).
    let update = {
        let entity = entity.clone();
        move |was: Option<String>, change: &dyn Fn(&mut Field)| {
            let found = context.document.doc.with_untracked(|d| {
                let fields = &d.model.entity(&entity)?.fields;
                let at = was
                    .and_then(|name| fields.iter().position(|f| f.name == name))
                    .unwrap_or(index);
                fields.get(at).cloned().map(|f| (at, f))
            });
            let Some((at, mut next)) = found else {
                return;
            };
            change(&mut next);
            context.edit(Edit::UpdateField {
                entity: entity.clone(),
                index: at,
                field: next,
            });
        }
    };
    let (u1, u2, u3, u4) = (update.clone(), update.clone(), update.clone(), update);
    let (e1, e2, e3) = (entity.clone(), entity.clone(), entity);
    let name = move || field.with(|f| f.as_ref().map(|f| f.name.clone()).unwrap_or_default());
    let mark = FocusNext::FieldName(e3.clone(), index).mark();
    let fresh_entity = e3.clone();
    let fresh = move || {
        context.interaction.fresh_field.with_value(|f| {
            f.as_ref()
                .is_some_and(|(e, i)| *e == fresh_entity && *i == index)
        })
    };
    let fresh_on_input = fresh.clone();
    let key_entity = e3.clone();
    let on_key = move |event: leptos::ev::KeyboardEvent| {
        let entity = key_entity.clone();
        match event.key().as_str() {
            "Enter" if !event.is_composing() => {
                event.prevent_default();
                let typed = event_target_value(&event);
                if typed.trim().is_empty() {
                    // Enter on an empty name ends the list: the field goes.
                    context.edit(Edit::DeleteField { entity, index });
                    return;
                }
                u4(browser::noted_start(&event), &move |f: &mut Field| {
                    f.name.clone_from(&typed);
                });
                // Committed: the next change starts from the new name.
                browser::note_start(&event);
                context.add_field_to(entity);
            }
            "Escape" if fresh() => {
                context.interaction.fresh_field.set_value(None);
                context.edit(Edit::DeleteField { entity, index });
            }
            _ => {}
        }
    };
    let field_type = move || field.with(|f| f.as_ref().map(|f| f.field_type));
    let updates = move || field.with(|f| f.as_ref().and_then(|f| f.updates));
    view! {
        <li class="field-row">
            <input
                data-focus=mark
                type="text"
                aria-label=fill("field-name", &[("n", &(index + 1).to_string())])
                prop:value=name
                on:keydown=on_key
                on:focus=move |ev| browser::note_start(&ev)
                on:input=move |_| {
                    if fresh_on_input() {
                        context.interaction.fresh_field.set_value(None);
                    }
                }
                on:change=move |ev| {
                    let name = event_target_value(&ev);
                    u1(browser::noted_start(&ev), &move |f: &mut Field| f.name = name.clone());
                    browser::note_start(&ev);
                }
            />
            <FieldTypeSelect
                aria_label=Signal::derive(move || fill("field-type", &[("field", &name())]))
                value=Signal::derive(field_type)
                on_change=move |t| u2(None, &move |f: &mut Field| f.field_type = t)
            />
            <select
                aria-label=move || fill("field-changes", &[("field", &name())])
                on:change=move |ev| {
                    let updates = Updates::parse(&event_target_value(&ev));
                    u3(None, &move |f: &mut Field| f.updates = updates);
                }
            >
                <option value="" prop:selected=move || updates().is_none()>"changes: not said"</option>
                {Updates::ALL
                    .into_iter()
                    .map(|u| view! { <option value=u.as_str() prop:selected=move || updates() == Some(u)>{format!("changes {}", u.as_str())}</option> })
                    .collect_view()}
            </select>
            <button
                type="button"
                aria-label=move || fill("field-up", &[("field", &name())])
                disabled=index == 0
                on:click=move |_| {
                    context.edit(Edit::MoveField { entity: e1.clone(), from: index, to: index.saturating_sub(1) });
                }
            >
                "↑"
            </button>
            <button
                type="button"
                aria-label=move || fill("field-down", &[("field", &name())])
                disabled=last
                on:click=move |_| {
                    context.edit(Edit::MoveField { entity: e3.clone(), from: index, to: index + 1 });
                }
            >
                "↓"
            </button>
            <button
                type="button"
                aria-label=move || fill("field-delete", &[("field", &name())])
                on:click=move |_| {
                    context.edit(Edit::DeleteField { entity: e2.clone(), index });
                }
            >
                "✕"
            </button>
            {problems_under(context, problems)}
        </li>
    }
}

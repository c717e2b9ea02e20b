//! The inspector for one entity: its name, fields and their problems.

use leptos::prelude::*;

use crate::editor::edit::{DocumentFacts, Edit};
use crate::editor::selection::Selection;
use crate::editor::state::EditorContext;
use crate::wire::model::{Age, Entity, Field, FieldReads, Period, Query, Updates};

use super::parts::*;

#[component]
pub fn EntityInspector(id: String) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let lookup_id = id.clone();
    let found = Memo::new(move |_| {
        let at = context.index.with(|index| index.get(&lookup_id).copied())?;
        context
            .doc
            .with(|d| d.model.entities.get(at).cloned())
            .map(|e| (at, e))
    });
    let others = Memo::new(move |_| {
        context.doc.with(|d| {
            d.model
                .entities
                .iter()
                .map(|e| (e.id.clone(), e.name.clone()))
                .collect::<Vec<_>>()
        })
    });
    let target = RwSignal::new(String::new());
    let cardinality = RwSignal::new(crate::editor::edit::NEW_RELATIONSHIP);
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
            <h2>"Entity"</h2>
            <label class="row">
                "Name"
                <input
                    type="text"
                    aria-label="Entity name"
                    prop:value=name
                    on:change=move |ev| {
                        context.edit(Edit::RenameEntity { id: rename_id.clone(), name: event_target_value(&ev) });
                    }
                />
            </label>
            {problems_under(context, format!("entities[{index}].name"))}
            {problems_under(context, format!("entities[{index}].id"))}
            <h3>"Fields"</h3>
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
            <button type="button" on:click=move |_| context.edit(Edit::AddField { entity: add_id.clone() })>
                "Add field"
            </button>
            {how_documents_are_kept(context, id.clone(), index, found)}
            <h3>"Relate to another entity"</h3>
            <div class="connect">
                <label class="row">
                    "To"
                    <select
                        aria-label="Relationship target"
                        on:change=move |ev| target.set(event_target_value(&ev))
                        prop:value=move || target.get()
                    >
                        <option value="">"Choose an entity"</option>
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
                    "Kind"
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
                        let new_id = context.doc.with_untracked(|d| d.model.relationships.last().map(|r| r.id.clone()));
                        if let Some(new_id) = new_id {
                            context.selection.set(Selection::Relationship(new_id));
                        }
                    }
                >
                    "Add relationship"
                </button>
            </div>
            <button
                type="button"
                class="danger"
                on:click=move |_| {
                    context.edit(Edit::DeleteEntities { ids: vec![delete_id.clone()] });
                    context.selection.set(Selection::None);
                }
            >
                "Delete entity"
            </button>
        }
        .into_any()
    }
}

/// The entity's facts about its documents as a whole, each a question.
fn how_documents_are_kept(
    context: EditorContext,
    id: String,
    index: usize,
    found: Memo<Option<(usize, Entity)>>,
) -> impl IntoView {
    let facts = Signal::derive(move || {
        found.with(|f| {
            f.as_ref()
                .map(|(_, e)| DocumentFacts::of(e))
                .unwrap_or_default()
        })
    });
    // Sets one fact, keeping the others as they are now.
    let set = Callback::new(move |change: DocumentFacts| {
        context.edit(Edit::SetDocumentFacts {
            id: id.clone(),
            facts: change,
        });
    });
    let now = move || facts.get_untracked();
    view! {
        <fieldset class="questions" data-testid="how-documents-are-kept">
            <legend>"How are its documents kept?"</legend>
            <CountField
                label="Document shapes side by side, the older ones not migrated (empty: 1)"
                aria_label="Document shapes"
                value=Signal::derive(move || facts.get().shape_versions)
                on_change=move |n| set.run(DocumentFacts { shape_versions: n, ..now() })
            />
            {problems_at(context, format!("entities[{index}].shape_versions"))}
            <Check
                label="Earlier versions must stay readable (a history is kept)"
                checked=Signal::derive(move || facts.get().keep_history)
                on_change=move |on| set.run(DocumentFacts { keep_history: on, ..now() })
            />
            <CountField
                label="Documents in all (empty: not known)"
                aria_label="Document count"
                value=Signal::derive(move || facts.get().count)
                on_change=move |n| set.run(DocumentFacts { count: n, ..now() })
            />
            {problems_at(context, format!("entities[{index}].count"))}
            <CountField
                label="Rarely read once older than (empty: always read)"
                aria_label="Archive age"
                value=Signal::derive(move || facts.get().archive_after.map(|age| age.count))
                on_change=move |n| {
                    let n: Option<u64> = n;
                    let per = now().archive_after.map_or(Period::Year, |age| age.per);
                    set.run(DocumentFacts { archive_after: n.map(|count| Age { count, per }), ..now() });
                }
            />
            <select
                aria-label="Archive age unit"
                disabled=move || facts.get().archive_after.is_none()
                on:change=move |ev| {
                    if let Some(per) = Period::parse(&event_target_value(&ev)) {
                        let count = now().archive_after.map_or(1, |age| age.count);
                        set.run(DocumentFacts { archive_after: Some(Age { count, per }), ..now() });
                    }
                }
            >
                {[Period::Day, Period::Month, Period::Year]
                    .into_iter()
                    .map(|per| {
                        let chosen = move || facts.get().archive_after.map_or(Period::Year, |age| age.per) == per;
                        view! { <option value=per.as_str() prop:selected=chosen>{format!("{}s", per.as_str())}</option> }
                    })
                    .collect_view()}
            </select>
            {problems_under(context, format!("entities[{index}].archive_after"))}
        </fieldset>
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
    // Edits the field as it is now in the model.
    let update = {
        let entity = entity.clone();
        move |change: &dyn Fn(&mut Field)| {
            let Some(mut next) = field.get_untracked() else {
                return;
            };
            change(&mut next);
            context.edit(Edit::UpdateField {
                entity: entity.clone(),
                index,
                field: next,
            });
        }
    };
    let (u1, u2, u3, u4) = (update.clone(), update.clone(), update.clone(), update);
    let (e1, e2, e3) = (entity.clone(), entity.clone(), entity);
    let name = move || field.with(|f| f.as_ref().map(|f| f.name.clone()).unwrap_or_default());
    let field_type = move || field.with(|f| f.as_ref().map(|f| f.field_type));
    let updates = move || field.with(|f| f.as_ref().and_then(|f| f.updates));
    view! {
        <li class="field-row">
            <input
                type="text"
                aria-label=format!("Field {} name", index + 1)
                prop:value=name
                on:change=move |ev| {
                    let name = event_target_value(&ev);
                    u1(&move |f: &mut Field| f.name = name.clone());
                }
            />
            <FieldTypeSelect
                aria_label=Signal::derive(move || format!("Type of {}", name()))
                value=Signal::derive(field_type)
                on_change=move |t| u2(&move |f: &mut Field| f.field_type = t)
            />
            <select
                aria-label=move || format!("How often {} changes", name())
                on:change=move |ev| {
                    let updates = Updates::parse(&event_target_value(&ev));
                    u3(&move |f: &mut Field| f.updates = updates);
                }
            >
                <option value="" prop:selected=move || updates().is_none()>"changes: unsaid"</option>
                {Updates::ALL
                    .into_iter()
                    .map(|u| view! { <option value=u.as_str() prop:selected=move || updates() == Some(u)>{format!("changes {}", u.as_str())}</option> })
                    .collect_view()}
            </select>
            <button
                type="button"
                aria-label=move || format!("Move {} up", name())
                disabled=index == 0
                on:click=move |_| context.edit(Edit::MoveField { entity: e1.clone(), from: index, to: index.saturating_sub(1) })
            >
                "↑"
            </button>
            <button
                type="button"
                aria-label=move || format!("Move {} down", name())
                disabled=last
                on:click=move |_| context.edit(Edit::MoveField { entity: e3.clone(), from: index, to: index + 1 })
            >
                "↓"
            </button>
            <button
                type="button"
                aria-label=move || format!("Delete field {}", name())
                on:click=move |_| context.edit(Edit::DeleteField { entity: e2.clone(), index })
            >
                "✕"
            </button>
            {more_about(field, u4)}
            {problems_under(context, problems)}
        </li>
    }
}

/// What queries do with a field, in words.
const fn query_words(query: Query) -> &'static str {
    match query {
        Query::Equality => "looked up by its value",
        Query::Range => "searched by a range (dates between two days)",
        Query::Sort => "used to sort",
        Query::Text => "searched for words",
    }
}

/// The field's workload facts, folded away: how often it is shown, how
/// queries find documents by it, whether an approximate value will do.
fn more_about(
    field: Signal<Option<Field>>,
    update: impl Fn(&dyn Fn(&mut Field)) + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let name = move || field.with(|f| f.as_ref().map(|f| f.name.clone()).unwrap_or_default());
    let rare = move || field.with(|f| f.as_ref().and_then(|f| f.reads) == Some(FieldReads::Rare));
    let (u1, u2) = (update.clone(), update.clone());
    let queries = Query::ALL
        .into_iter()
        .map(|query| {
            let update = update.clone();
            view! {
                <Check
                    label=query_words(query)
                    checked=Signal::derive(move || field.with(|f| f.as_ref().is_some_and(|f| f.queried.contains(&query))))
                    on_change=move |on| {
                        let on: bool = on;
                        update(&move |f: &mut Field| {
                            f.queried.retain(|q| *q != query);
                            if on {
                                f.queried.push(query);
                                f.queried.sort();
                            }
                        });
                    }
                />
            }
        })
        .collect_view();
    view! {
        <details class="field-facts">
            <summary>{move || format!("How {} is used", name())}</summary>
            <Check
                label="Rarely shown when its entity is read (default: often)"
                checked=Signal::derive(rare)
                on_change=move |on| {
                    let on: bool = on;
                    u1(&move |f: &mut Field| f.reads = on.then_some(FieldReads::Rare));
                }
            />
            <fieldset class="choice">
                <legend>"Queries find documents by it:"</legend>
                {queries}
            </fieldset>
            <Check
                label="An approximate value is good enough (a count written every 100th change)"
                checked=Signal::derive(move || field.with(|f| f.as_ref().is_some_and(|f| f.approximate)))
                on_change=move |on| {
                    let on: bool = on;
                    u2(&move |f: &mut Field| f.approximate = on);
                }
            />
        </details>
    }
}

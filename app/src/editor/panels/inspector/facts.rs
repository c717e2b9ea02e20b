//! The inspector's fact questions, in a WASM module of their own: how an
//! entity's documents are kept and how each field is used; how a
//! relationship grows and is read, what belongs to the link, whether one
//! side is a kind of the other. They are fetched when something is first
//! selected, not while the editor opens, so the first visit on a slow
//! network carries only the forms' core.

use leptos::prelude::*;

use crate::editor::state::EditorContext;
use crate::words::{fill, text};
use nestlink_core::diagram::edit::{DocumentFacts, Edit};
use nestlink_core::wire::model::{Age, Entity, Field, FieldReads, Period, Query, Relationship};

use super::link_fields::belongs_to_the_link;
use super::parts::{Check, CountField, problems_at, problems_under};
use super::questions::{how_it_grows, how_it_is_read, is_a_kind_of};

/// An entity's fact questions: its documents, then each of its fields.
#[lazy]
pub fn entity_facts(id: String, index: usize, field_count: usize) -> AnyView {
    view! { <EntityFacts id index field_count /> }.into_any()
}

/// A relationship's fact questions; `self_loop` leaves out "is a".
#[lazy]
pub fn relationship_facts(
    id: String,
    ends: (String, String),
    from_fields: Vec<String>,
    self_loop: bool,
) -> AnyView {
    view! { <RelationshipFacts id ends from_fields self_loop /> }.into_any()
}

#[component]
fn EntityFacts(id: String, index: usize, field_count: usize) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let lookup = id.clone();
    let found = Memo::new(move |_| {
        let at = context
            .document
            .index
            .with(|index| index.get(&lookup).copied())?;
        context
            .document
            .doc
            .with(|d| d.model.entities.get(at).cloned())
            .map(|e| (at, e))
    });
    let fields = (0..field_count)
        .map(|i| {
            let field = Signal::derive(move || {
                found.with(|f| f.as_ref().and_then(|(_, e)| e.fields.get(i).cloned()))
            });
            let entity = id.clone();
            let update = move |change: &dyn Fn(&mut Field)| {
                // Nothing to change once the form is gone.
                let Some(Some(mut next)) = field.try_get_untracked() else {
                    return;
                };
                change(&mut next);
                context.edit(Edit::UpdateField {
                    entity: entity.clone(),
                    index: i,
                    field: next,
                });
            };
            view! { <li>{more_about(field, update)}</li> }
        })
        .collect_view();
    view! {
        {how_documents_are_kept(context, id.clone(), index, found)}
        {(field_count > 0).then(|| view! {
            <fieldset class="questions" data-testid="how-fields-are-used">
                <legend>{text("q-fields-used")}</legend>
                <ul class="field-facts-list">{fields}</ul>
            </fieldset>
        })}
    }
}

#[component]
fn RelationshipFacts(
    id: String,
    ends: (String, String),
    from_fields: Vec<String>,
    self_loop: bool,
) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let found = Memo::new(move |_| {
        context
            .document
            .doc
            .with(|d| d.model.relationships.iter().find(|r| r.id == id).cloned())
    });
    let current = Signal::derive(move || found.get());
    // Every question edits the relationship as it is now in the model.
    let set = move |change: &dyn Fn(&mut Relationship)| {
        // Nothing to change once the form is gone.
        let Some(Some(mut next)) = found.try_get_untracked() else {
            return;
        };
        change(&mut next);
        context.edit(Edit::UpdateRelationship {
            relationship: Box::new(next),
        });
    };
    let (from, to) = ends;
    view! {
        {how_it_grows(&from, &to, current, set)}
        {how_it_is_read(&from, &to, current, set)}
        {belongs_to_the_link(&from, &to, current, set)}
        {(!self_loop).then(|| is_a_kind_of(&from, &to, from_fields, current, set))}
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
    // Sets one fact, keeping the others as they are now (nothing once the
    // form is gone: a change can fire as it goes).
    let id = StoredValue::new(id);
    let set = move |change: &dyn Fn(&mut DocumentFacts)| {
        let (Some(id), Some(mut now)) = (id.try_get_value(), facts.try_get_untracked()) else {
            return;
        };
        change(&mut now);
        context.edit(Edit::SetDocumentFacts { id, facts: now });
    };
    view! {
        <fieldset class="questions" data-testid="how-documents-are-kept">
            <legend>{text("q-documents")}</legend>
            <CountField
                label=text("q-shapes")
                aria_label=text("q-shapes-aria")
                value=Signal::derive(move || facts.get().shape_versions)
                on_change=move |n| set(&move |f: &mut DocumentFacts| f.shape_versions = n)
            />
            {problems_at(context, format!("entities[{index}].shape_versions"))}
            <Check
                label=text("q-history")
                checked=Signal::derive(move || facts.get().keep_history)
                on_change=move |on| set(&move |f: &mut DocumentFacts| f.keep_history = on)
            />
            <CountField
                label=text("q-doc-count")
                aria_label=text("q-doc-count-aria")
                value=Signal::derive(move || facts.get().count)
                on_change=move |n| set(&move |f: &mut DocumentFacts| f.count = n)
            />
            {problems_at(context, format!("entities[{index}].count"))}
            <CountField
                label=text("q-archive")
                aria_label=text("q-archive-aria")
                value=Signal::derive(move || facts.get().archive_after.map(|age| age.count))
                on_change=move |n| {
                    let n: Option<u64> = n;
                    set(&move |f: &mut DocumentFacts| {
                        let per = f.archive_after.map_or(Period::Year, |age| age.per);
                        f.archive_after = n.map(|count| Age { count, per });
                    });
                }
            />
            <select
                aria-label=text("q-archive-unit-aria")
                disabled=move || facts.get().archive_after.is_none()
                on:change=move |ev| {
                    if let Some(per) = Period::parse(&event_target_value(&ev)) {
                        set(&move |f: &mut DocumentFacts| {
                            let count = f.archive_after.map_or(1, |age| age.count);
                            f.archive_after = Some(Age { count, per });
                        });
                    }
                }
            >
                {[(Period::Day, "q-days"), (Period::Month, "q-months"), (Period::Year, "q-years")]
                    .into_iter()
                    .map(|(per, unit)| {
                        let chosen = move || facts.get().archive_after.map_or(Period::Year, |age| age.per) == per;
                        view! { <option value=per.as_str() prop:selected=chosen>{text(unit)}</option> }
                    })
                    .collect_view()}
            </select>
            {problems_under(context, format!("entities[{index}].archive_after"))}
        </fieldset>
    }
}

/// What queries do with a field, in words.
fn query_words(query: Query) -> String {
    text(&format!("q-query-{}", query.as_str()))
}

/// The field's workload facts, folded away: how often it is shown, how
/// queries find documents by it, whether an approximate value will do,
/// whether its values are unique.
fn more_about(
    field: Signal<Option<Field>>,
    update: impl Fn(&dyn Fn(&mut Field)) + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let name = move || field.with(|f| f.as_ref().map(|f| f.name.clone()).unwrap_or_default());
    let rare = move || field.with(|f| f.as_ref().and_then(|f| f.reads) == Some(FieldReads::Rare));
    let (u1, u2, u3) = (update.clone(), update.clone(), update.clone());
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
            <summary>{move || fill("q-field-used", &[("field", &nestlink_core::bidi::isolated(&name()))])}</summary>
            <Check
                label=text("q-field-rare")
                checked=Signal::derive(rare)
                on_change=move |on| {
                    let on: bool = on;
                    u1(&move |f: &mut Field| f.reads = on.then_some(FieldReads::Rare));
                }
            />
            <fieldset class="choice">
                <legend>{text("q-queries-find")}</legend>
                {queries}
            </fieldset>
            <Check
                label=text("q-approximate")
                checked=Signal::derive(move || field.with(|f| f.as_ref().is_some_and(|f| f.approximate)))
                on_change=move |on| {
                    let on: bool = on;
                    u2(&move |f: &mut Field| f.approximate = on);
                }
            />
            <Check
                label=text("q-unique")
                checked=Signal::derive(move || field.with(|f| f.as_ref().is_some_and(|f| f.unique)))
                on_change=move |on| {
                    let on: bool = on;
                    u3(&move |f: &mut Field| f.unique = on);
                }
            />
        </details>
    }
}

//! The inspector for one relationship: its ends, counts and workload.

use leptos::prelude::*;

use crate::editor::state::EditorContext;
use nestlink_core::diagram::edit::Edit;
use nestlink_core::diagram::selection::Selection;
use nestlink_core::wire::english::plural_name;
use nestlink_core::wire::model::{Cardinality, Relationship, TreeQuery, assumptions, keep};

use super::facts::relationship_facts;
use super::parts::*;
use super::questions::copies_keep_their_value;

/// What the relationship inspector shows.
#[derive(Clone, PartialEq)]
struct Selected {
    index: usize,
    from: String,
    to: String,
    from_fields: Vec<String>,
    to_fields: Vec<String>,
    rel: Relationship,
}

/// A set of checkboxes choosing some of an entity's fields.
#[component]
pub fn FieldChoice(
    legend: String,
    options: Vec<String>,
    chosen: Signal<Vec<String>>,
    #[prop(into)] on_change: Callback<Vec<String>>,
) -> impl IntoView {
    if options.is_empty() {
        return None;
    }
    let boxes = options
        .into_iter()
        .map(|option| {
            let name = option.clone();
            let checked_name = option.clone();
            view! {
                <Check
                    label=option
                    checked=Signal::derive(move || chosen.with(|c| c.contains(&checked_name)))
                    on_change=move |on| {
                        let Some(mut next): Option<Vec<String>> =
                            chosen.try_with_untracked(|c| c.iter().filter(|f| **f != name).cloned().collect())
                        else {
                            return;
                        };
                        if on {
                            next.push(name.clone());
                        }
                        on_change.try_run(next);
                    }
                />
            }
        })
        .collect_view();
    Some(view! {
        <fieldset class="choice">
            <legend>{legend}</legend>
            {boxes}
        </fieldset>
    })
}

#[component]
pub fn RelationshipInspector(id: String) -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let lookup_id = id.clone();
    let found = Memo::new(move |_| {
        context.document.doc.with(|d| {
            let index = d
                .model
                .relationships
                .iter()
                .position(|r| r.id == lookup_id)?;
            let rel = d.model.relationships[index].clone();
            // Names for sentences: isolated (see `nestlink_core::bidi`).
            let name = |id: &str| {
                nestlink_core::bidi::isolated(d.model.entity(id).map_or(id, |e| e.name.as_str()))
                    .into_owned()
            };
            let fields = |id: &str| {
                d.model
                    .entity(id)
                    .map(|e| e.fields.iter().map(|f| f.name.clone()).collect::<Vec<_>>())
                    .unwrap_or_default()
            };
            Some(Selected {
                index,
                from: name(&rel.from),
                to: name(&rel.to),
                from_fields: fields(&rel.from),
                to_fields: fields(&rel.to),
                rel,
            })
        })
    });

    // Rebuilt only when what the form lists changes (names, fields, kind of
    // relationship); values follow the model in place, so focus stays put.
    let shape = Memo::new(move |_| {
        found.with(|f| {
            f.as_ref().map(|s| {
                (
                    s.index,
                    s.from.clone(),
                    s.to.clone(),
                    s.from_fields.clone(),
                    s.to_fields.clone(),
                    s.rel.cardinality == Cardinality::ManyToMany,
                    s.rel.from == s.rel.to,
                )
            })
        })
    });
    // Every control edits the relationship as it is now in the model.
    let set = move |change: &dyn Fn(&mut Relationship)| {
        // A change can fire as the form goes (its box loses focus when a
        // click elsewhere takes it away): then nothing is left to change.
        let Some(Some(mut next)) = found.try_with_untracked(|f| f.as_ref().map(|s| s.rel.clone()))
        else {
            return;
        };
        change(&mut next);
        context.edit(Edit::UpdateRelationship {
            relationship: Box::new(next),
        });
    };
    let read = move |part: fn(&Relationship) -> bool| {
        Signal::derive(move || found.with(|f| f.as_ref().is_some_and(|s| part(&s.rel))))
    };
    let count = move |part: fn(&Relationship) -> Option<u64>| {
        Signal::derive(move || found.with(|f| f.as_ref().and_then(|s| part(&s.rel))))
    };
    let fields = move |part: fn(&Relationship) -> &Vec<String>| {
        Signal::derive(move || {
            found.with(|f| f.as_ref().map(|s| part(&s.rel).clone()).unwrap_or_default())
        })
    };
    let cardinality = Signal::derive(move || {
        found.with(|f| {
            f.as_ref()
                .map_or(Cardinality::OneToFew, |s| s.rel.cardinality)
        })
    });
    let unbounded = read(|r| matches!(r.max, Some(None)));
    let current = Signal::derive(move || found.with(|f| f.as_ref().map(|s| s.rel.clone())));

    move || {
        let Some((index, from, to, from_fields, to_fields, many_to_many, self_loop)) = shape.get()
        else {
            return view! { <NothingSelected /> }.into_any();
        };
        let delete_id =
            found.with_untracked(|f| f.as_ref().map(|s| s.rel.id.clone()).unwrap_or_default());
        let rel_id = delete_id.clone();
        let typical_hint = move || format!("{} (default)", cardinality.get().default_counts().0);
        let max_hint = move || {
            cardinality.get().default_counts().1.map_or_else(
                || "no limit (default)".to_owned(),
                |max| format!("{max} (default)"),
            )
        };
        let max_text = move || {
            found.with(|f| match f.as_ref().map(|s| s.rel.max) {
                Some(Some(Some(max))) => max.to_string(),
                _ => String::new(),
            })
        };
        let label = move || {
            found.with(|f| {
                f.as_ref()
                    .and_then(|s| s.rel.label.clone())
                    .unwrap_or_default()
            })
        };
        // Char by char, like file names: `str::to_lowercase` is a few KB of
        // WASM that nothing else needs.
        let placeholder: String = to.chars().flat_map(char::to_lowercase).collect();
        view! {
            <h2>"Relationship"</h2>
            <p class="hint">{format!("From {from} to {to}")}</p>
            <label class="row">
                "Field name"
                <input
                    type="text"
                    aria-label="Relationship label"
                    placeholder=placeholder
                    prop:value=label
                    on:change=move |ev| {
                        let text = event_target_value(&ev);
                        set(&move |r| r.label = (!text.is_empty()).then(|| text.clone()));
                    }
                />
            </label>
            <label class="row">
                "Kind"
                <CardinalitySelect value=cardinality on_change=move |c| set(&move |r| r.cardinality = c) />
            </label>
            <fieldset class="questions" data-testid="how-many">
                <legend>"How many?"</legend>
                <CountField
                    label=format!("How many {} per {from}, typically?", plural_name(&to))
                    aria_label="Typical count"
                    value=count(|r| r.typical)
                    placeholder=Signal::derive(typical_hint)
                    on_change=move |typical| set(&move |r| r.typical = typical)
                />
                <label class="row">
                    "At most?"
                    <input
                        type="number"
                        min="0"
                        aria-label="Maximum count"
                        placeholder=max_hint
                        prop:value=max_text
                        disabled=move || unbounded.get()
                        title=move || unbounded.get().then_some("No upper limit is ticked: untick it to give a maximum")
                        on:change=move |ev| {
                            let max = event_target_value(&ev).trim().parse::<u64>().ok();
                            set(&move |r| r.max = max.map(Some));
                        }
                    />
                </label>
                <Check
                    label="No upper limit (grows for ever)"
                    checked=unbounded
                    on_change=move |unbounded| set(&move |r| r.max = if unbounded { Some(None) } else { None })
                />
                {many_to_many.then(|| {
                    view! {
                        <CountField
                            label=format!("How many {} per {to}, typically?", plural_name(&from))
                            aria_label="Inverse typical count"
                            value=count(|r| r.inverse_typical)
                            on_change=move |n| set(&move |r| r.inverse_typical = n)
                        />
                    }
                })}
                {
                    let (from, to) = (from.clone(), to.clone());
                    move || {
                        let assumed = found.with(|f| {
                            f.as_ref()
                                .map(|s| (assumptions(&s.rel, &from, &to), s.rel.cardinality.as_str()))
                        });
                        assumed.map(|(assumed, kind)| {
                            assumed
                                .into_iter()
                                .map(|(missing, words)| view! {
                                    <p class="assumed" data-testid="assumed">
                                        {format!("Assumed: {words}, typical for {kind}. ")}
                                        <button
                                            type="button"
                                            aria-label=format!("Keep {words}")
                                            title="Make it your own value, so it no longer changes with the kind"
                                            on:click=move |_| set(&move |r| keep(r, missing))
                                        >
                                            "Keep"
                                        </button>
                                    </p>
                                })
                                .collect_view()
                        })
                    }
                }
            </fieldset>
            {Suspend::new(relationship_facts(
                rel_id.clone(),
                (from.clone(), to.clone()),
                from_fields.clone(),
                self_loop,
            ))}
            <fieldset class="questions" data-testid="what-is-copied">
                <legend>"What is copied, and must copies keep their old value?"</legend>
                <FieldChoice
                    legend=format!("Which fields of {to} are shown next to the {from}?")
                    options=to_fields.clone()
                    chosen=fields(|r| &r.display_fields)
                    on_change=move |fields| {
                        let fields: Vec<String> = fields;
                        set(&move |r| r.display_fields = fields.clone());
                    }
                />
                <FieldChoice
                    legend=format!("Which fields of {from} are shown with each {to}?")
                    options=from_fields.clone()
                    chosen=fields(|r| &r.parent_display_fields)
                    on_change=move |fields| {
                        let fields: Vec<String> = fields;
                        set(&move |r| r.parent_display_fields = fields.clone());
                    }
                />
                {copies_keep_their_value(current, set)}
            </fieldset>
            <fieldset class="questions" data-testid="what-queries-look-for">
                <legend>"What do queries filter or sort on?"</legend>
                <FieldChoice
                    legend=format!("Fields of {to} the app filters or sorts on")
                    options=to_fields
                    chosen=fields(|r| &r.query_fields)
                    on_change=move |fields| {
                        let fields: Vec<String> = fields;
                        set(&move |r| r.query_fields = fields.clone());
                    }
                />
                {self_loop.then(|| {
                    view! {
                        <fieldset class="choice">
                            <legend>"What is the tree asked for?"</legend>
                            {TreeQuery::ALL
                                .into_iter()
                                .map(|query| {
                                    let asked = Signal::derive(move || {
                                        found.with(|f| f.as_ref().is_some_and(|s| s.rel.tree_queries.contains(&query)))
                                    });
                                    view! {
                                        <Check
                                            label=query.describe()
                                            checked=asked
                                            on_change=move |on| {
                                                set(&move |r| {
                                                    r.tree_queries.retain(|q| *q != query);
                                                    if on {
                                                        r.tree_queries.push(query);
                                                        r.tree_queries.sort();
                                                    }
                                                });
                                            }
                                        />
                                    }
                                })
                                .collect_view()}
                        </fieldset>
                    }
                })}
            </fieldset>
            {problems_under(context, format!("relationships[{index}]"))}
            <button
                type="button"
                class="danger"
                on:click=move |_| {
                    context.edit(Edit::DeleteRelationships { ids: vec![delete_id.clone()] });
                    context.document.selection.set(Selection::None);
                }
            >
                "Delete relationship"
            </button>
        }
        .into_any()
    }
}

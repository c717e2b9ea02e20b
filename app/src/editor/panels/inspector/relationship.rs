//! The inspector for one relationship: its ends, counts and workload.

use leptos::prelude::*;

use crate::words::{fill, plural_of, text};

use crate::editor::state::EditorContext;
use nestlink_core::diagram::edit::Edit;
use nestlink_core::diagram::selection::Selection;
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
        let typical_hint = move || {
            let typical = cardinality.get().default_counts().0.to_string();
            fill("default-value", &[("value", &typical)])
        };
        let max_hint = move || {
            cardinality.get().default_counts().1.map_or_else(
                || text("no-limit-default"),
                |max| fill("default-value", &[("value", &max.to_string())]),
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
            <h2>{text("rel")}</h2>
            <p class="hint">{fill("rel-from-to", &[("from", &from), ("to", &to)])}</p>
            <label class="row">
                {text("rel-field-name")}
                <input
                    type="text"
                    aria-label=text("rel-label")
                    placeholder=placeholder
                    prop:value=label
                    on:change=move |ev| {
                        let text = event_target_value(&ev);
                        set(&move |r| r.label = (!text.is_empty()).then(|| text.clone()));
                    }
                />
            </label>
            <label class="row">
                {text("kind")}
                <CardinalitySelect value=cardinality on_change=move |c| set(&move |r| r.cardinality = c) />
            </label>
            <fieldset class="questions" data-testid="how-many">
                <legend>{text("how-many")}</legend>
                <CountField
                    label=fill("how-many-typical", &[("children", &plural_of(&to)), ("parent", &from)])
                    aria_label=text("typical-count")
                    value=count(|r| r.typical)
                    placeholder=Signal::derive(typical_hint)
                    on_change=move |typical| set(&move |r| r.typical = typical)
                />
                <label class="row">
                    {text("at-most")}
                    <input
                        type="number"
                        min="0"
                        aria-label=text("max-count")
                        placeholder=max_hint
                        prop:value=max_text
                        disabled=move || unbounded.get()
                        title=move || unbounded.get().then(|| text("max-unbounded-hint"))
                        on:change=move |ev| {
                            let max = event_target_value(&ev).trim().parse::<u64>().ok();
                            set(&move |r| r.max = max.map(Some));
                        }
                    />
                </label>
                <Check
                    label=text("no-upper-limit")
                    checked=unbounded
                    on_change=move |unbounded| set(&move |r| r.max = if unbounded { Some(None) } else { None })
                />
                {many_to_many.then(|| {
                    view! {
                        <CountField
                            label=fill("how-many-typical", &[("children", &plural_of(&from)), ("parent", &to)])
                            aria_label=text("inverse-typical-count")
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
                                .map(|s| (assumptions(&s.rel), s.rel.cardinality.as_str()))
                        });
                        assumed.map(|(assumed, kind)| {
                            assumed
                                .into_iter()
                                .map(|(missing, n)| {
                                    let words = crate::words::assumed(missing, n, &from, &to);
                                    let kind = text(&format!("card-{kind}"));
                                    view! {
                                    <p class="assumed" data-testid="assumed">
                                        {fill("assumed-line", &[("what", &words), ("kind", &kind)])}
                                        <button
                                            type="button"
                                            aria-label=fill("keep-named", &[("what", &words)])
                                            title=text("keep-hint")
                                            on:click=move |_| set(&move |r| keep(r, missing))
                                        >
                                            {text("keep")}
                                        </button>
                                    </p>
                                    }
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
                <legend>{text("copied-legend")}</legend>
                <FieldChoice
                    legend=fill("shown-next-to", &[("child", &to), ("parent", &from)])
                    options=to_fields.clone()
                    chosen=fields(|r| &r.display_fields)
                    on_change=move |fields| {
                        let fields: Vec<String> = fields;
                        set(&move |r| r.display_fields = fields.clone());
                    }
                />
                <FieldChoice
                    legend=fill("shown-with-each", &[("child", &to), ("parent", &from)])
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
                <legend>{text("queries-legend")}</legend>
                <FieldChoice
                    legend=fill("filter-sort", &[("child", &to)])
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
                            <legend>{text("tree-legend")}</legend>
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
                {text("delete-relationship")}
            </button>
        }
        .into_any()
    }
}

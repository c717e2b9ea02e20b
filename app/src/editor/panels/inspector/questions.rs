//! The workload questions of the relationship inspector, in plain words and
//! grouped by what they ask: how the children grow, how they are read, what
//! is copied, what queries look for, and whether one side is a kind of the
//! other. A value left unsaid shows its default as a default.

use crate::words::{a_name, fill, plural_of, text};
use leptos::prelude::*;
use nestlink_core::decimal::Decimal;

use nestlink_core::wire::model::{
    Cardinality, Growth, Period, ReadAs, Relationship, Relinks, Subtype,
};

use super::parts::{Check, CountField};

/// Reads the relationship as it is now; edits it with a change.
pub trait Edits: Fn(&dyn Fn(&mut Relationship)) + Copy + Send + Sync + 'static {}
impl<T: Fn(&dyn Fn(&mut Relationship)) + Copy + Send + Sync + 'static> Edits for T {}

/// The relationship in the model, as the questions read it.
pub type Current = Signal<Option<Relationship>>;

/// One fact of the relationship as a signal, `default` when none is selected.
fn part<T: Clone + Send + Sync + 'static>(
    current: Current,
    read: impl Fn(&Relationship) -> T + Send + Sync + 'static,
    default: T,
) -> Signal<T> {
    Signal::derive(move || current.with(|r| r.as_ref().map_or(default.clone(), &read)))
}

/// A choice among words, with "unsaid" offered as the default it stands for.
#[component]
fn WordSelect(
    aria_label: String,
    /// Each option's value (empty: unsaid) and its words.
    options: Vec<(&'static str, String)>,
    #[prop(into)] value: Signal<&'static str>,
    #[prop(into)] on_change: Callback<String>,
) -> impl IntoView {
    view! {
        <select aria-label=aria_label on:change=move |ev| {
            on_change.try_run(event_target_value(&ev));
        }>
            {options
                .into_iter()
                .map(|(word, text)| {
                    view! { <option value=word prop:selected=move || value.get() == word>{text}</option> }
                })
                .collect_view()}
        </select>
    }
}

/// "How does it grow?": a stream of children, children that move, skew.
pub fn how_it_grows(from: &str, to: &str, current: Current, set: impl Edits) -> impl IntoView {
    let growth = part(current, |r| r.growth, None);
    let count = Signal::derive(move || growth.get().map(|g| g.count));
    let per = Signal::derive(move || growth.get().map_or("", |g| g.per.as_str()));
    let relinks = part(current, |r| r.relinks.map_or("", Relinks::as_str), "");
    let keeps_raw = part(current, |r| r.keeps_raw, true);
    let outliers = part(current, |r| r.outlier_max, None);
    let periods: Vec<(&'static str, String)> = std::iter::once(("", text("q-choose-period")))
        .chain(
            Period::ALL
                .into_iter()
                .map(|p| (p.as_str(), text(&format!("q-per-{}", p.as_str())))),
        )
        .collect();
    let (child, parent) = (to.to_owned(), from.to_owned());
    let (children, parents) = (plural_of(to), plural_of(from));
    let a_child = a_name(to);
    view! {
        <fieldset class="questions" data-testid="how-it-grows">
            <legend>{text("q-grows")}</legend>
            <CountField
                label=fill("q-stream", &[("children", &children), ("parent", &parent)])
                aria_label=text("q-stream-aria")
                value=count
                on_change=move |n| {
                    let n: Option<u64> = n;
                    set(&move |r: &mut Relationship| {
                        r.growth = n.map(|count| Growth {
                            count,
                            per: r.growth.map_or(Period::Day, |g| g.per),
                        });
                    });
                }
            />
            <WordSelect
                aria_label=text("q-period-aria")
                options=periods
                value=per
                on_change=move |word: String| {
                    if let Some(period) = Period::parse(&word) {
                        set(&move |r: &mut Relationship| {
                            r.growth = Some(Growth { count: r.growth.map_or(1, |g| g.count), per: period });
                        });
                    }
                }
            />
            <Check
                label=fill("q-kept", &[("child", &child)])
                checked=keeps_raw
                on_change=move |on| set(&move |r: &mut Relationship| r.keeps_raw = on)
            />
            <label class="row">
                {fill("q-relinks", &[("a_child", &a_child), ("parent", &parent)])}
                <WordSelect
                    aria_label=text("q-relinks-aria")
                    options=vec![
                        ("", fill("default-value", &[("value", &text("q-rarely"))])),
                        ("never", text("q-never")),
                        ("often", text("q-often")),
                    ]
                    value=relinks
                    on_change=move |word: String| {
                        let relinks = Relinks::parse(&word).filter(|r| *r != Relinks::Rare);
                        set(&move |r: &mut Relationship| r.relinks = relinks);
                    }
                />
            </label>
            <CountField
                label=fill("q-outliers", &[("parents", &parents), ("children", &children)])
                aria_label=text("q-outliers-aria")
                value=Signal::derive(move || outliers.get().flatten())
                on_change=move |n| {
                    let n: Option<u64> = n;
                    set(&move |r: &mut Relationship| r.outlier_max = n.map(Some));
                }
            />
            <Check
                label=text("q-outliers-unbounded")
                checked=Signal::derive(move || matches!(outliers.get(), Some(None)))
                on_change=move |on| {
                    set(&move |r: &mut Relationship| r.outlier_max = if on { Some(None) } else { None });
                }
            />
        </fieldset>
    }
}

/// The words for how the children are read, the unsaid one marked as the
/// default it stands for.
fn read_as_options(latest_by_default: bool) -> Vec<(&'static str, String)> {
    let words = |read_as: ReadAs| text(&format!("q-read-{}", read_as.as_str()));
    let default = if latest_by_default {
        ReadAs::Latest
    } else {
        ReadAs::All
    };
    std::iter::once(("", fill("default-value", &[("value", &words(default))])))
        .chain(ReadAs::ALL.into_iter().map(|r| (r.as_str(), words(r))))
        .collect()
}

/// "How is it read?": with the parent or alone, which part, how often.
pub fn how_it_is_read(from: &str, to: &str, current: Current, set: impl Edits) -> impl IntoView {
    let flag = move |read: fn(&Relationship) -> bool, default: bool| part(current, read, default);
    let read_as = part(current, |r| r.read_as.map_or("", ReadAs::as_str), "");
    let latest_by_default = part(current, |r| r.shown_with_parent.is_some(), false);
    let page_size = part(current, |r| r.page_size, None);
    let latest = part(current, |r| r.shown_with_parent, None);
    let ratio = part(current, |r| r.reads_per_write, None);
    let (child, parent) = (to.to_owned(), from.to_owned());
    let children = plural_of(to);
    let (a_child, a_parent) = (a_name(to), a_name(from));
    view! {
        <fieldset class="questions" data-testid="how-it-is-read">
            <legend>{text("q-read")}</legend>
            <Check
                label=fill("q-read-together", &[("child", &child), ("parent", &parent)])
                checked=flag(|r| r.read_together, true)
                on_change=move |on| set(&move |r: &mut Relationship| r.read_together = on)
            />
            <Check
                label=fill("q-read-alone", &[("child", &child)])
                checked=flag(|r| r.independent_access, false)
                on_change=move |on| set(&move |r: &mut Relationship| r.independent_access = on)
            />
            <Check
                label=fill("q-from-child", &[("a_child", &a_child), ("parent", &parent)])
                checked=flag(|r| r.queried_from_child, false)
                on_change=move |on| set(&move |r: &mut Relationship| r.queried_from_child = on)
            />
            <label class="row">
                {fill("q-read-as", &[("a_parent", &a_parent), ("children", &children)])}
                {move || {
                    view! {
                        <WordSelect
                            aria_label=text("q-read-as-aria")
                            options=read_as_options(latest_by_default.get())
                            value=read_as
                            on_change=move |word: String| {
                                let read_as = ReadAs::parse(&word);
                                set(&move |r: &mut Relationship| {
                                    r.read_as = read_as;
                                    // A page needs its size: start from a usual one.
                                    if read_as == Some(ReadAs::Page) {
                                        r.page_size = r.page_size.or(Some(20));
                                    } else {
                                        r.page_size = None;
                                    }
                                });
                            }
                        />
                    }
                }}
            </label>
            {move || {
                (read_as.get() == ReadAs::Page.as_str()).then(|| {
                    view! {
                        <CountField
                            label=text("q-page-size")
                            aria_label=text("q-page-size-aria")
                            value=page_size
                            on_change=move |n| set(&move |r: &mut Relationship| r.page_size = n)
                        />
                    }
                })
            }}
            <CountField
                label=fill("q-latest", &[("children", &children), ("parent", &parent)])
                aria_label=text("q-latest-aria")
                value=latest
                on_change=move |k| set(&move |r: &mut Relationship| r.shown_with_parent = k)
            />
            <label class="row">
                {fill("q-ratio", &[("a_parent", &a_parent), ("children", &children), ("child", &child)])}
                <input
                    type="number"
                    min="0"
                    step="any"
                    aria-label=text("q-ratio-aria")
                    prop:value=move || ratio.get().map(|v| Decimal(v).to_string()).unwrap_or_default()
                    on:change=move |ev| {
                        let ratio = event_target_value(&ev).trim().parse::<f64>().ok();
                        set(&move |r: &mut Relationship| r.reads_per_write = ratio);
                    }
                />
            </label>
        </fieldset>
    }
}

/// "Must copies keep their old value?": the snapshot question that goes
/// with the fields copied across.
pub fn copies_keep_their_value(current: Current, set: impl Edits) -> impl IntoView {
    view! {
        <Check
            label=text("q-snapshot")
            checked=part(current, |r| r.snapshot, false)
            on_change=move |on| set(&move |r: &mut Relationship| r.snapshot = on)
        />
    }
}

/// "Is it a kind of...?": an "is a" link, for one-to-one between two entities.
pub fn is_a_kind_of(
    from: &str,
    to: &str,
    from_fields: Vec<String>,
    current: Current,
    set: impl Edits,
) -> impl IntoView {
    let subtype = part(current, |r| r.subtype.clone(), None);
    let one_to_one = part(current, |r| r.cardinality == Cardinality::OneToOne, false);
    let first_field = from_fields.first().cloned().unwrap_or_default();
    let marker: String = to.chars().flat_map(char::to_lowercase).collect();
    let fields = from_fields;
    let kind_field = fill("q-kind-field", &[("parent", from)]);
    let (a_child, a_parent) = (a_name(to), a_name(from));
    view! {
        <fieldset class="questions" data-testid="is-a-kind-of">
            <legend>{fill("q-kind", &[("a_child", &a_child), ("parent", from)])}</legend>
            <Check
                label=fill("q-kind-yes", &[("a_child", &a_child), ("a_parent", &a_parent)])
                checked=Signal::derive(move || subtype.get().is_some())
                on_change=move |on| {
                    let on: bool = on;
                    let by = first_field.clone();
                    let value = marker.clone();
                    set(&move |r: &mut Relationship| {
                        r.subtype = on.then(|| Subtype { by: by.clone(), value: value.clone() });
                        if on {
                            r.cardinality = Cardinality::OneToOne;
                        }
                    });
                }
            />
            {move || {
                let fields = fields.clone();
                let kind_field = kind_field.clone();
                subtype.get().filter(|_| one_to_one.get()).map(|chosen| {
                    view! {
                        <label class="row">
                            {kind_field}
                            <select
                                aria-label=text("q-kind-field-aria")
                                on:change=move |ev| {
                                    let by = event_target_value(&ev);
                                    set(&move |r: &mut Relationship| {
                                        if let Some(subtype) = &mut r.subtype {
                                            subtype.by = by.clone();
                                        }
                                    });
                                }
                            >
                                {fields
                                    .into_iter()
                                    .map(|name| {
                                        let selected = name == chosen.by;
                                        view! { <option value=name.clone() selected=selected>{name.clone()}</option> }
                                    })
                                    .collect_view()}
                            </select>
                        </label>
                        <label class="row">
                            {text("q-kind-value")}
                            <input
                                type="text"
                                aria-label=text("q-kind-value-aria")
                                prop:value=chosen.value.clone()
                                on:change=move |ev| {
                                    let value = event_target_value(&ev);
                                    set(&move |r: &mut Relationship| {
                                        if let Some(subtype) = &mut r.subtype {
                                            subtype.value = value.clone();
                                        }
                                    });
                                }
                            />
                        </label>
                    }
                })
            }}
        </fieldset>
    }
}

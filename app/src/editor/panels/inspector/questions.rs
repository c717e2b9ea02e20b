//! The workload questions of the relationship inspector, in plain words and
//! grouped by what they ask: how the children grow, how they are read, what
//! is copied, what queries look for, and whether one side is a kind of the
//! other. A value left unsaid shows its default as a default.

use leptos::prelude::*;
use nestlink_core::wire::english::{a, plural_name};

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
    aria_label: &'static str,
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
    let periods: Vec<(&'static str, String)> = std::iter::once(("", "choose a period".to_owned()))
        .chain(
            Period::ALL
                .into_iter()
                .map(|p| (p.as_str(), format!("per {}", p.as_str()))),
        )
        .collect();
    view! {
        <fieldset class="questions" data-testid="how-it-grows">
            <legend>"How does it grow?"</legend>
            <CountField
                label=format!("New {} per {from} arriving as a stream (empty: not a stream)", plural_name(to))
                aria_label="Growth count"
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
                aria_label="Growth period"
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
                label=format!("Each {to} is kept (unchecked: only totals computed from them are)")
                checked=keeps_raw
                on_change=move |on| set(&move |r: &mut Relationship| r.keeps_raw = on)
            />
            <label class="row">
                {format!("How often does {} move to another {from}, or links come and go?", a(to))}
                <WordSelect
                    aria_label="Relinks"
                    options=vec![
                        ("", "rarely (default)".to_owned()),
                        ("never", "never".to_owned()),
                        ("often", "often".to_owned()),
                    ]
                    value=relinks
                    on_change=move |word: String| {
                        let relinks = Relinks::parse(&word).filter(|r| *r != Relinks::Rare);
                        set(&move |r: &mut Relationship| r.relinks = relinks);
                    }
                />
            </label>
            <CountField
                label=format!("A few {} have far more {}: up to how many? (empty: no such outliers)", plural_name(from), plural_name(to))
                aria_label="Outlier maximum"
                value=Signal::derive(move || outliers.get().flatten())
                on_change=move |n| {
                    let n: Option<u64> = n;
                    set(&move |r: &mut Relationship| r.outlier_max = n.map(Some));
                }
            />
            <Check
                label="Those outliers have no limit"
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
    let words = |read_as: ReadAs| match read_as {
        ReadAs::All => "all of them",
        ReadAs::Latest => "only the latest few",
        ReadAs::Page => "a page at a time",
        ReadAs::Range => "a range at a time (an hour of readings)",
        ReadAs::Totals => "only totals (sums, counts, averages)",
    };
    let default = if latest_by_default {
        ReadAs::Latest
    } else {
        ReadAs::All
    };
    std::iter::once(("", format!("{} (default)", words(default))))
        .chain(
            ReadAs::ALL
                .into_iter()
                .map(|r| (r.as_str(), words(r).to_owned())),
        )
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
    view! {
        <fieldset class="questions" data-testid="how-it-is-read">
            <legend>"How is it read?"</legend>
            <Check
                label=format!("{to} is usually shown together with {from}")
                checked=flag(|r| r.read_together, true)
                on_change=move |on| set(&move |r: &mut Relationship| r.read_together = on)
            />
            <Check
                label=format!("{to} is read or updated on its own")
                checked=flag(|r| r.independent_access, false)
                on_change=move |on| set(&move |r: &mut Relationship| r.independent_access = on)
            />
            <Check
                label=format!("The app often goes from {} to its {from}", a(to))
                checked=flag(|r| r.queried_from_child, false)
                on_change=move |on| set(&move |r: &mut Relationship| r.queried_from_child = on)
            />
            <label class="row">
                {format!("With {}, its {} are read as", a(from), plural_name(to))}
                {move || {
                    view! {
                        <WordSelect
                            aria_label="Read as"
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
                            label="How many on a page?"
                            aria_label="Page size"
                            value=page_size
                            on_change=move |n| set(&move |r: &mut Relationship| r.page_size = n)
                        />
                    }
                })
            }}
            <CountField
                label=format!("Only the latest K {} shown with the {from}? (empty: all)", plural_name(to))
                aria_label="Latest shown with the parent"
                value=latest
                on_change=move |k| set(&move |r: &mut Relationship| r.shown_with_parent = k)
            />
            <label class="row">
                {format!("Reads of {} with its {} for each {to} written (empty: not known)", a(from), plural_name(to))}
                <input
                    type="number"
                    min="0"
                    step="any"
                    aria-label="Reads per write"
                    prop:value=move || ratio.get().map(|v| v.to_string()).unwrap_or_default()
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
            label="Copies keep the value they had when the link was made (an order keeps the address it shipped to)"
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
    let kind_field = format!("The field of {from} that tells the kinds apart");
    view! {
        <fieldset class="questions" data-testid="is-a-kind-of">
            <legend>{format!("Is {} a kind of {from}?", a(to))}</legend>
            <Check
                label=format!("Yes: {} is {} of one kind (\"is a\")", a(to), a(from))
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
                                aria-label="Kind field"
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
                            "Its value for this kind"
                            <input
                                type="text"
                                aria-label="Kind value"
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

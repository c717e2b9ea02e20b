//! One-to-many relationships whose workload calls for a pattern of its own,
//! when the children cannot simply be embedded: the bucket pattern (a
//! stream of children read a page or a time range at a time) and the
//! computed pattern (only totals over the children are read, or the raw
//! children are not kept at all).

use nestlink_core::wire::model::{Cardinality, ReadAs};

use crate::advisor::facts::{DOCUMENT_WARN, EMBED_LIMIT, ID_ARRAY_LIMIT};
use crate::bson_size::DOCUMENT_LIMIT;
use crate::wire::{Index, IndexKeys};

use super::{Decision, Storage, because};
use crate::advisor::names::{a, cap_a};
use crate::advisor::{
    facts::{Facts, bytes_text, count_text, quoted_list, ratio_text},
    rules::RuleId,
    workload::{BucketPlan, HAS_EXTRAS, a_period, bucket_plan, overflow_collection, skew, totals},
};
use crate::wire::Pattern;

/// The workload's pattern, if the facts call for one. `blockers` are the
/// reasons `to` cannot be embedded in `from`, with their rules.
pub(super) fn by_workload(f: &Facts<'_>, blockers: &[(RuleId, String)]) -> Option<Decision> {
    let rel = f.rel;
    if rel.cardinality == Cardinality::OneToOne {
        return None;
    }
    let independent = blockers
        .iter()
        .any(|(rule, _)| *rule == RuleId::IndependentAccess);
    let read_as = rel.read_as();
    // Raw children that are not kept leave only what is computed from them.
    let totals_only = read_as == ReadAs::Totals || !rel.keeps_raw;
    let worth_computing = !rel.keeps_raw || rel.reads_per_write.is_none_or(|ratio| ratio >= 1.0);
    if totals_only && worth_computing && (!blockers.is_empty() || !rel.keeps_raw) {
        return Some(computed(f, blockers));
    }
    let streamed = match read_as {
        ReadAs::Page => true,
        ReadAs::Range => rel.growth.is_some(),
        _ => false,
    };
    if streamed && rel.keeps_raw && !blockers.is_empty() && !independent {
        return Some(bucket(f, blockers));
    }
    None
}

/// Totals read over children kept another way (few enough to embed, or
/// written more often than read): say how they are found.
pub(super) fn note_totals(f: &Facts<'_>, d: &mut Decision) {
    if f.rel.read_as() != ReadAs::Totals || d.pattern == Pattern::Computed {
        return;
    }
    let (from, tos) = (&f.from.name, &f.to_plural);
    let why = match f.rel.reads_per_write {
        Some(ratio) if ratio < 1.0 => format!(
            "the {tos} are written more often than the totals are read, so keeping stored totals up to date would cost more than it saves"
        ),
        _ => format!("few enough {tos} come with each {from} to add up on the spot"),
    };
    d.say(format!(
        "Only totals over the {tos} are read, and {why}: compute them when they are read ($sum over the array, or $group in an aggregation)."
    ))
    .alternative(
        Pattern::Computed,
        format!("totals stored in the {from} and raised with $inc on every write: a read finds them ready, but every write pays for them"),
    );
}

/// An "is a" link (`subtype`): the kind's fields live in the parent's
/// documents, beside the fields every kind shares.
pub(super) fn kind_of(f: &Facts<'_>) -> Option<Decision> {
    let rel = f.rel;
    let subtype = rel.subtype.as_ref()?;
    if rel.cardinality != Cardinality::OneToOne || rel.is_self() {
        return None;
    }
    let (from, to, froms) = (&f.from.name, &f.to.name, &f.from_plural);
    let own: Vec<&str> =
        f.to.fields
            .iter()
            .map(|field| field.name.as_str())
            .collect();
    let mut d = Decision::new(Pattern::Polymorphic);
    d.rule(&[RuleId::Polymorphic, RuleId::StoreTogether]);
    d.say(format!(
        "{cap_a_to} is {a_from} whose \"{}\" is \"{}\" (an \"is a\" link): keep it in the {from}'s collection \"{}\", with its own fields{} beside the ones every {from} has, in the same documents.",
        subtype.by,
        subtype.value,
        f.from_collection,
        if own.is_empty() {
            String::new()
        } else {
            format!(" ({})", quoted_list(&own))
        }, a_from = a(from), cap_a_to = cap_a(to),
    ))
    .say(format!(
        "One query reads {froms} of every kind, \"{}\" tells the kinds apart, and an index on it finds one kind; a validator requires the shared fields and lets each kind add its own.",
        subtype.by
    ))
    .index(
        f.from,
        &subtype.by,
        false,
        format!("finds the {froms} of one kind"),
    )
    .alternative(
        Pattern::Embed,
        format!(
            "the {to}'s fields in a sub-document \"{}\" of the {from}: the same one collection, one level deeper in queries and indexes",
            f.label
        ),
    )
    .alternative(
        Pattern::ParentReference,
        format!(
            "a collection per kind, each with its {from}'s id: reading {froms} of every kind takes a query per kind"
        ),
    );
    d.storage = Storage::Merged;
    Some(d)
}

/// The outlier pattern: most parents' children fit where they go (embedded,
/// or as an array of ids for many-to-many), a few parents' do not. `forced`
/// is a whole-model reason not to embed.
pub(super) fn outlier(f: &Facts<'_>, forced: Option<&str>) -> Option<Decision> {
    let rel = f.rel;
    if rel.cardinality == Cardinality::OneToOne || rel.is_self() {
        return None;
    }
    let (usual, outliers) = skew(f)?;
    let ids = rel.cardinality == Cardinality::ManyToMany;
    let (limit, usual_fits) = if ids {
        (ID_ARRAY_LIMIT, usual <= ID_ARRAY_LIMIT)
    } else {
        (
            EMBED_LIMIT,
            forced.is_none()
                && usual <= EMBED_LIMIT
                && rel.read_together
                && !rel.independent_access
                && f.embedded_parent_bytes(usual) <= DOCUMENT_WARN,
        )
    };
    let outliers_overflow = outliers.is_none_or(|most| {
        most > limit || (!ids && f.embedded_parent_bytes(most) > DOCUMENT_LIMIT)
    });
    if !usual_fits || !outliers_overflow {
        return None;
    }
    let (from, tos, froms) = (&f.from.name, &f.to_plural, &f.from_plural);
    let extra = overflow_collection(f);
    let few = outliers.map_or_else(
        || "no bound at all".to_owned(),
        |most| format!("up to {}", count_text(most)),
    );
    let what = if ids {
        format!("the ids of its {tos}")
    } else {
        format!("its {tos}")
    };
    let mut d = Decision::new(Pattern::Outlier);
    d.rule(&[RuleId::Outlier]);
    d.rule(&[if ids {
        RuleId::ChildReferences
    } else {
        RuleId::BoundedArray
    }]);
    d.say(format!(
        "Most {froms} have at most {} {tos}, but a few have {few}: design for the common case and treat the few as exceptions. Each {from} keeps {what} in the array \"{}\", up to {}.",
        count_text(usual),
        f.label,
        count_text(usual)
    ))
    .say(format!(
        "{cap_a_from} that passes {} is flagged with \"{HAS_EXTRAS}\": true, and the rest go to overflow documents in \"{extra}\", up to {} each, with the {from}'s id in \"{}\".",
        count_text(usual),
        count_text(usual),
        f.parent_field, cap_a_from = cap_a(from),
    ))
    .say(format!(
        "Reading {a_from} stays one query; only a flagged one also reads its overflow, so the few do not make every {from} large or every read slow.", a_from = a(from),
    ))
    .warn(format!(
        "The application must know the outliers: code that lists or changes the {tos} of a flagged {from} looks in \"{extra}\" too."
    ))
    .alternative(
        if ids {
            Pattern::ChildReferences
        } else {
            Pattern::EmbedArray
        },
        format!(
            "every {from} sized for the outliers: one place to look, but the array of the few would grow past what a document should hold"
        ),
    )
    .alternative(
        Pattern::ParentReference,
        format!(
            "every {} in its own document with its {from}'s id: no outliers to handle, but every {from} costs a second query",
            f.to.name
        ),
    );
    d.extra_collection = Some((
        extra.clone(),
        Index {
            collection: extra,
            keys: IndexKeys::one(f.parent_field.clone()),
            unique: false,
            reason: format!("finds an outlier {from}'s overflow documents"),
        },
    ));
    d.field_in_from = Some(f.label.clone());
    d.storage = if ids {
        Storage::IdsInFrom
    } else {
        Storage::Embedded
    };
    Some(d)
}

/// "B is not embedded because ...": the blockers in one sentence.
fn not_embedded(f: &Facts<'_>, blockers: &[(RuleId, String)]) -> Option<String> {
    if blockers.is_empty() {
        return None;
    }
    Some(format!(
        "The {} are not embedded in {} one by one because {}.",
        f.to_plural,
        f.from.name,
        because(blockers)
    ))
}

fn bucket(f: &Facts<'_>, blockers: &[(RuleId, String)]) -> Decision {
    let rel = f.rel;
    let (from, to, tos) = (&f.from.name, &f.to.name, &f.to_plural);
    let plan = bucket_plan(f);
    let BucketPlan { size, span, .. } = &plan;
    let mut d = Decision::new(Pattern::Bucket);
    d.rule(&[RuleId::Bucket]);
    d.rule(&blockers.iter().map(|(rule, _)| *rule).collect::<Vec<_>>());
    if let Some(sentence) = not_embedded(f, blockers) {
        d.say(sentence);
    }
    let grouping = match (rel.read_as(), span, rel.growth) {
        (ReadAs::Page, _, _) => format!(
            "the application reads them a page of {} at a time, so one bucket is one page",
            count_text(*size)
        ),
        (_, Some(span), Some(growth)) => {
            d.rule(&[RuleId::BucketByTime]);
            format!(
                "they arrive as a stream ({} per {} per {from}) and are read by time range, so one bucket holds {}: about {}",
                count_text(growth.count),
                growth.per.as_str(),
                a_period(*span),
                count_text(*size)
            )
        }
        (_, _, Some(growth)) => format!(
            "they arrive too fast for any span of time to fit one document ({} per {} per {from}), so a bucket closes when it holds {}",
            count_text(growth.count),
            growth.per.as_str(),
            count_text(*size)
        ),
        _ => format!("a bucket holds {}", count_text(*size)),
    };
    d.say(format!(
        "Group the {tos} of each {from} into bucket documents in \"{}\": {grouping}. Each bucket holds the {from}'s id in \"{}\", its start, a count and the array \"{}\".",
        f.to_collection, f.parent_field, f.label
    ))
    .say(format!(
        "A new {to} is one upsert that pushes it and counts it ($push and $inc, upsert: true): no read first, and the next bucket is created by the first {to} that does not fit."
    ))
    .say(format!(
        "Reading a {} is one indexed query that returns one or a few buckets instead of a document per {to}, and the index has an entry per bucket, not per {to}.",
        if rel.read_as() == ReadAs::Page { "page" } else { "time range" }
    ))
    .index_compound(
        f.to,
        &[(f.parent_field.as_str(), 1), ("start", 1)],
        format!("finds {a_from}'s buckets in order, by their start", a_from = a(from)),
    )
    .alternative(
        Pattern::ParentReference,
        format!(
            "one document per {to} with its {from}'s id: the simplest inserts and queries, but a document and an index entry per {to}, and a range or page reads each of them"
        ),
    );
    if !d.alternatives.iter().any(|alt| alt.pattern.embeds()) {
        d.alternative(
            Pattern::EmbedArray,
            "every child in the parent's array: one read, but ruled out here: the explanation says why"
                .to_owned(),
        );
    }
    let bucket_bytes = f
        .embedded_parent_bytes(*size)
        .saturating_sub(f.parent_bytes);
    d.say(format!(
        "A full bucket of {} {tos} is {}.",
        count_text(*size),
        bytes_text(bucket_bytes)
    ));
    if span.is_some() {
        d.warn(format!(
            "For measurements over time, a time series collection (MongoDB 5.0 and later) buckets the {tos} by itself; use it instead of hand-made buckets, never both."
        ));
    }
    d.storage = Storage::IdInTo;
    d
}

fn computed(f: &Facts<'_>, blockers: &[(RuleId, String)]) -> Decision {
    let rel = f.rel;
    let (from, to, tos) = (&f.from.name, &f.to.name, &f.to_plural);
    let totals = totals(f);
    let fields: Vec<&str> = totals.iter().map(|t| t.field.as_str()).collect();
    let mut d = Decision::new(Pattern::Computed);
    d.rule(&[RuleId::Computed]);
    let why = match (rel.read_as() == ReadAs::Totals, rel.reads_per_write) {
        (true, Some(ratio)) => format!(
            "only totals over the {tos} are read with {a_from}, {} times for every {to} written",
            ratio_text(ratio),
            a_from = a(from),
        ),
        (true, None) => {
            format!(
                "only totals over the {tos} are read with {a_from}",
                a_from = a(from),
            )
        }
        (false, _) => format!("the individual {tos} are not kept, only what is computed from them"),
    };
    d.say(format!(
        "Keep the totals in the {from} document, {}: {why}. Each new {to} updates them with $inc in one write, so a read finds them ready instead of adding up every {to} again.",
        quoted_list(&fields)
    ));
    if rel.keeps_raw {
        d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference]);
        d.rule(&blockers.iter().map(|(rule, _)| *rule).collect::<Vec<_>>());
        if let Some(sentence) = not_embedded(f, blockers) {
            d.say(sentence);
        }
        d.say(format!(
            "The {tos} themselves live in \"{}\" with their {from}'s id in \"{}\", read only when they are listed.",
            f.to_collection, f.parent_field
        ))
        .index(
            f.to,
            &f.parent_field,
            false,
            format!("lists the {tos} of {a_from}, and recomputes its totals when needed", a_from = a(from)),
        )
        .alternative(
            Pattern::ParentReference,
            format!(
                "no stored totals: an aggregation ($group by \"{}\") adds them up on every read; always exact and nothing to keep in step, but every read of {a_from} scans its {tos}",
                f.parent_field, a_from = a(from),
            ),
        )
        .warn(format!(
            "The totals are derived from the {tos}: {a_to} that is edited or deleted must adjust them too ($inc by the difference), or a periodic job recomputes them.", a_to = a(to),
        ));
        d.storage = Storage::IdInTo;
    } else {
        d.say(format!(
            "Nothing else is stored for {a_to}: the totals are all that is kept.", a_to = a(to),
        ))
        .alternative(
            Pattern::Bucket,
            format!(
                "keep the raw {tos} too, grouped in buckets, if they may ever be needed again (a new total, an audit)"
            ),
        );
        d.storage = Storage::Discarded;
    }
    d.field_in_from = fields.first().map(|field| (*field).to_owned());
    d
}

//! One-to-one and one-to-many: whether `to` can be embedded in `from`
//! (what stands in the way, and whether atomicity outweighs it), and the
//! embedded shapes, including the split of data rarely read with its parent.
//! The reference patterns when it cannot be embedded are in `references`.

use nestlink_core::wire::model::{Cardinality, Relinks};

use super::{
    Decision, Storage, counts_text, denormalize,
    references::referenced,
    workload::{by_workload, note_totals},
};
use crate::advisor::names::a;
use crate::advisor::{
    facts::{DOCUMENT_WARN, EMBED_LIMIT, Facts, ID_ARRAY_LIMIT, bytes_text, count_text},
    rules::RuleId,
};
use crate::bson_size::DOCUMENT_LIMIT;
use crate::wire::{Pattern, SizeEstimate};

pub(super) fn one_to_n(f: &Facts<'_>, forced: Option<&str>) -> Decision {
    let rel = f.rel;
    let one = rel.cardinality == Cardinality::OneToOne;
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let estimate = SizeEstimate {
        typical: f.embedded_parent_bytes(f.typical),
        max: f.max.map(|max| f.embedded_parent_bytes(max)),
    };
    let largest = estimate.max.unwrap_or(estimate.typical);
    let unbounded = f.max.is_none();
    let too_many = !one && f.max.is_none_or(|max| max > EMBED_LIMIT);
    let too_big = estimate.typical > DOCUMENT_LIMIT || largest > DOCUMENT_LIMIT;
    let over_id_limit = f.max.is_none_or(|max| max > ID_ARRAY_LIMIT);
    let latest = rel
        .shown_with_parent
        .filter(|&k| k > 0 && f.max.is_none_or(|max| k < max));

    // Compelling reasons not to embed, each with the rule that states it.
    let mut blockers: Vec<(RuleId, String)> = Vec::new();
    if let Some(reason) = forced {
        blockers.push((RuleId::IndependentAccess, reason.to_owned()));
    }
    if rel.independent_access {
        blockers.push((
            RuleId::IndependentAccess,
            format!(
                "{to} is read or updated on its own, which is a compelling reason not to embed it"
            ),
        ));
    }
    if unbounded {
        blockers.push((
            RuleId::UnboundedGrowth,
            format!("the number of {tos} per {from} has no upper limit, and an embedded array must not grow without bound"),
        ));
    } else if too_many {
        blockers.push((
            RuleId::TooManyToEmbed,
            format!(
                "up to {} {tos} per {from} is more than the couple of hundred that can sensibly be embedded",
                count_text(f.max.unwrap_or(0))
            ),
        ));
    }
    if !one && rel.relinks() == Relinks::Often {
        blockers.push((
            RuleId::MovesOften,
            format!(
                "{tos} often move to another {from}, and each move would take an embedded {to} out of one {from} document and put it into another"
            ),
        ));
    }
    if too_big {
        blockers.push((
            RuleId::DocumentSizeLimit,
            format!(
                "embedded, {a_from} document would grow to {}, over the 16 MiB BSON document limit",
                bytes_text(largest),
                a_from = a(from),
            ),
        ));
    }
    // Atomicity can outweigh independent access (the data is then read through
    // its parent), but never the size limits or a whole-model reason.
    let atomic_embed = rel.atomic
        && forced.is_none()
        && blockers
            .iter()
            .all(|(rule, _)| *rule == RuleId::IndependentAccess);

    let mut d = if let Some(d) = by_workload(f, &blockers).filter(|_| !atomic_embed) {
        d
    } else if blockers.is_empty() || atomic_embed {
        embedded(f, estimate)
    } else {
        referenced(f, &blockers, latest, over_id_limit)
    };
    if !one || d.pattern.embeds() {
        d.estimate = Some(estimate);
    }
    note_totals(f, &mut d);

    if rel.atomic {
        d.rule(&[RuleId::AtomicSingleDocument]);
        if d.pattern.embeds() {
            d.say(format!(
                "{from} and {to} must change together, and a write to one document is atomic: one updateOne (for example $inc and $push together) changes both."
            ));
            if rel.independent_access {
                d.warn(format!(
                    "{to} is also used on its own, but it stays embedded so that it changes atomically with {from}; read it through {from} with a projection and an index on \"{}\" fields, or keep it apart and use a multi-document transaction.",
                    f.label
                ));
            }
        } else {
            let why = blockers
                .iter()
                .map(|(_, reason)| reason.as_str())
                .collect::<Vec<_>>()
                .join("; ");
            d.warn(format!(
                "{from} and {to} should change atomically, but they cannot share one document: {why}. Keep the values that must agree (a counter or a status) in the {from} document and update them in the same updateOne as the child, or use a multi-document transaction."
            ));
        }
    }
    if d.pattern.embeds() && largest > DOCUMENT_WARN && !too_big {
        d.rule(&[RuleId::DocumentSizeLimit]).warn(format!(
            "At the maximum count {a_from} document is {}: legal, but every read and rewrite of it moves that much data.",
            bytes_text(largest), a_from = a(from),
        ));
    }
    d
}

/// `to` goes inside `from`: embed, embed-array, or the split of subset/parent
/// reference when it is rarely read.
fn embedded(f: &Facts<'_>, estimate: SizeEstimate) -> Decision {
    let rel = f.rel;
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let one = rel.cardinality == Cardinality::OneToOne;
    let size = match estimate.max {
        Some(max) if max != estimate.typical => format!(
            "An embedded {from} document is estimated at {} typically and {} at the maximum, far below the 16 MiB limit.",
            bytes_text(estimate.typical),
            bytes_text(max)
        ),
        _ => format!(
            "An embedded {from} document is estimated at {}, far below the 16 MiB limit.",
            bytes_text(estimate.typical)
        ),
    };

    if !rel.read_together && !rel.atomic {
        return rarely_read(f, estimate);
    }
    let alone = if rel.independent_access {
        ""
    } else {
        " and not used on its own"
    };

    let mut d;
    if one {
        d = Decision::new(Pattern::Embed);
        d.rule(&[
            RuleId::EmbedOneToOne,
            RuleId::FavorEmbedding,
            RuleId::StoreTogether,
        ])
        .say(format!(
            "Embed {to} in {from} as the sub-document \"{}\": it is one-to-one and read together with {from}{alone}, so one read returns both.",
            f.label
        ))
        .say(size)
        .alternative(
            Pattern::ParentReference,
            format!(
                "{to} in its own collection with the {from}'s id: a second query for every read of {a_from}, gained only if {to} is used on its own.", a_from = a(from),
            ),
        );
    } else {
        d = Decision::new(Pattern::EmbedArray);
        d.rule(&[RuleId::BoundedArray, RuleId::FavorEmbedding, RuleId::StoreTogether])
            .say(format!(
                "Embed the {tos} in {from} as the array \"{}\": {}, read together with {from}{alone}.",
                f.label,
                counts_text(f)
            ))
            .say(size)
            .alternative(
                Pattern::ChildReferences,
                format!(
                    "{to} in its own collection and an array of their ids in {from}: two queries per read and no single atomic write, gained only if {to} must be used on its own."
                ),
            );
        if let Some(k) = rel.shown_with_parent.filter(|&k| k > 0) {
            d.say(format!(
                "Only {} are shown with the {from}: project them with {{\"{}\": {{$slice: -{k}}}}}.",
                count_text(k),
                f.label
            ));
        }
    }
    d.field_in_from = Some(f.label.clone());
    d
}

/// Read with the parent only rarely: keep it out of the parent's documents.
fn rarely_read(f: &Facts<'_>, estimate: SizeEstimate) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let mut d;
    if f.rel.cardinality == Cardinality::OneToOne {
        d = Decision::new(Pattern::Subset);
        d.rule(&[RuleId::SubsetHotData, RuleId::RarelyReadApart])
            .say(format!(
                "Split {to} from {from}: it is one-to-one but rarely needed when {a_from} is read, and carrying it would bloat every {from} read ({} instead of {}).",
                bytes_text(estimate.typical),
                bytes_text(f.parent_bytes), a_from = a(from),
            ))
            .say(format!(
                "{from} keeps the often-read fields; {to} goes to the collection \"{}\" with the {from}'s id in \"{}\", fetched only when it is shown.",
                f.to_collection, f.parent_field
            ))
            .index(
                f.to,
                &f.parent_field,
                true,
                format!("finds the one {to} of {a_from}; unique because the relationship is one-to-one", a_from = a(from)),
            )
            .alternative(
                Pattern::Embed,
                format!("one read returns everything, but every read of {a_from} carries the rarely used {to}", a_from = a(from)),
            );
    } else {
        d = Decision::new(Pattern::ParentReference);
        d.rule(&[
            RuleId::RarelyReadApart,
            RuleId::ParentReference,
            RuleId::IndexParentReference,
        ])
        .say(format!(
            "Keep the {tos} in their own collection \"{}\", each with its {from}'s id in \"{}\": they are rarely needed when {a_from} is read, so embedding them would slow every read of {a_from}.",
            f.to_collection, f.parent_field, a_from = a(from),
        ))
        .say(format!(
            "When they are needed, one indexed query finds them: find({{{}: <{from} id>}}).",
            f.parent_field
        ))
        .index(
            f.to,
            &f.parent_field,
            false,
            format!("finds the {tos} of {a_from}", a_from = a(from)),
        )
        .alternative(
            Pattern::EmbedArray,
            format!("one read returns everything, but every read of {a_from} carries its {tos}", a_from = a(from)),
        );
    }
    d.storage = Storage::IdInTo;
    denormalize(f, &mut d);
    d
}

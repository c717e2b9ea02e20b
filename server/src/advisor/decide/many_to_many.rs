//! Many-to-many: two collections linked by an array of ids on the side with
//! fewer links per document; the other direction, when it is queried, is
//! one query on that array with a multikey index (arrays on both sides
//! would save no round trip and write every link twice, so the verdict
//! never prefers them), or a copy of each small, stable child.

use nestlink_core::wire::model::Entity;

use super::case::Case;
use super::{Decision, Storage, copy_fields};
use crate::advisor::{
    facts::{EMBED_BYTES, Facts, ROUND_TRIP_AS_READ_BYTES, count_text, ids_fit, quoted_list},
    names,
    rules::RuleId,
};
use nestlink_core::wire::model::{Relinks, Updates};

use crate::advisor::names::a;
use crate::bson_size::{OBJECT_ID_BYTES, element_size};
use crate::wire::Pattern;

/// Which side holds the array of ids, and how full it gets.
struct Side<'e> {
    /// The array is in `to`'s documents.
    in_to: bool,
    holder: &'e Entity,
    held: &'e Entity,
    field: &'e str,
    /// Ids in the holder's array, typically.
    count: u64,
    /// The holder's array can pass the id-array limit.
    limit_exceeded: bool,
    /// The arrays on both sides would stay within the limit.
    both_small: bool,
}

impl<'e> Side<'e> {
    fn of(f: &'e Facts<'_>) -> Self {
        let rel = f.rel;
        // The array goes where there are fewer links per document; a tie
        // keeps it in `from`, as the model defines. A self-relationship (a
        // graph) lists each node's children under its label.
        let in_to = !rel.is_self()
            && rel
                .inverse_typical
                .is_some_and(|inverse| inverse < f.typical);
        let (holder, held, field, count, limit_exceeded) = if in_to {
            (
                f.to,
                f.from,
                f.from_array_field.as_str(),
                f.inverse_typical,
                !ids_fit(f.inverse_typical),
            )
        } else {
            (
                f.from,
                f.to,
                f.label.as_str(),
                f.typical,
                f.max.is_none_or(|max| !ids_fit(max)),
            )
        };
        let other_count = if in_to { f.typical } else { f.inverse_typical };
        Self {
            in_to,
            holder,
            held,
            field,
            count,
            limit_exceeded,
            both_small: !limit_exceeded && ids_fit(other_count),
        }
    }
}

/// Two collections linked by `pattern`'s array of ids (a graph's
/// children, or the side with fewer links).
pub(super) fn build(c: &Case<'_, '_>, pattern: Pattern) -> Decision {
    let f = c.f;
    let rel = f.rel;
    let (from, to) = (&f.from.name, &f.to.name);
    let (froms, tos) = (&f.from_plural, &f.to_plural);
    let Side {
        in_to,
        holder,
        held,
        field,
        count,
        limit_exceeded,
        both_small,
    } = Side::of(f);
    let relinks_often = rel.relinks() == Relinks::Often;

    let mut d = Decision::new(pattern);
    d.rule(&[RuleId::ChildReferences, RuleId::ApplicationLevelJoin]);
    if !rel.is_self() {
        d.rule(&[RuleId::ManyToManyArraySide]).say(format!(
        "Many-to-many: {a_to} belongs to many {froms}, so embedding would copy each {to} into every {from} that links to it; {from} and {to} keep their own collections, linked by an array of ids.", a_to = a(to),
    ))
    .say(format!(
        "The array goes in {} (\"{field}\", typically {} ids) because that side has fewer links per document (typically {} {tos} per {from}, {} {froms} per {to}).",
        holder.name,
        count_text(count),
        count_text(f.typical),
        count_text(f.inverse_typical),
    ));
    }
    if pattern == Pattern::TreeChildReferences {
        d.rule(&[RuleId::TreeChildReferences]).say(format!(
            "{from} links to other {froms}, and {a_from} may have several parents: a graph, not a tree. Each {from} lists the ids of its children in \"{field}\" (child references), which holds a node with many parents, where a single parent field could not; a node's parents are found with find({{{field}: <id>}}) and an index on \"{field}\".", a_from = a(from),
        ))
        .index(
            f.from,
            field,
            false,
            format!("a multikey index: finds the parents of {a_from}", a_from = a(from)),
        );
    } else if rel.queried_from_child {
        if relinks_often && both_small {
            d.rule(&[RuleId::MovesOften]).say(format!(
                "Both directions are queried, but links are added and removed often: with arrays on both sides every change would write two documents, so only {} keeps the ids, and the other direction is an indexed query on that array.",
                holder.name
            ));
        } else {
            d.say(format!(
                "Both directions are queried: the other direction is one query on {}'s array, find({{{field}: <{} id>}}), with a multikey index. An array on both sides would save no round trip and write two documents for every link.",
                holder.name, held.name
            ));
        }
        d.index(
            holder,
            field,
            false,
            format!(
                "a multikey index: finds the {} that list a given {}",
                names::plural_name(&holder.name),
                held.name
            ),
        );
    }
    if limit_exceeded {
        d.rule(&[RuleId::IdArrayLimit]).warn(format!(
            "An array of {} ids in {} could grow past a few thousand entries; if it does, keep one small document per link in a separate collection, with an index on each id.",
            held.name, holder.name
        ));
    }
    if rel.atomic {
        d.rule(&[RuleId::AtomicSingleDocument]).warn(format!(
            "A many-to-many link cannot keep {from} and {to} in one document ({a_to} is shared by many {froms}); use a multi-document transaction for changes that must be atomic.", a_to = a(to),
        ));
    }
    d.alternative(
        Pattern::EmbedArray,
        format!("copy each {to} into every {from} that links to it: one read, but every change to {a_to} must be repeated in each copy", a_to = a(to)),
    );
    if pattern == Pattern::ChildReferences {
        d.alternative(
            Pattern::TwoWayReferences,
            "arrays on both sides: each direction is one query, every link change two writes"
                .to_owned(),
        );
    }
    d.storage = if in_to {
        Storage::IdInTo
    } else {
        Storage::IdsInFrom
    };
    if !in_to {
        d.field_in_from = Some(f.label.clone());
    }
    // Copies go into the side that holds the other's ids.
    let (from_holds, to_holds) = (!in_to, in_to);
    if !from_holds && !rel.display_fields.is_empty() {
        d.rule(&[RuleId::ApplicationLevelJoin]).warn(format!(
            "{}'s {} shown with {a_from} are read with find({{{}: <{from} id>}}, {{projection}}) since {from} holds no array to copy them into.",
            to,
            quoted_list(&rel.display_fields.iter().map(String::as_str).collect::<Vec<_>>()),
            f.from_array_field, a_from = a(from),
        ));
    }
    if !to_holds && !rel.parent_display_fields.is_empty() {
        d.rule(&[RuleId::ApplicationLevelJoin]).warn(format!(
            "{}'s {} shown with {a_to} are read with find({{{}: <{to} id>}}, {{projection}}) since {to} holds no array to copy them into.",
            from,
            quoted_list(&rel.parent_display_fields.iter().map(String::as_str).collect::<Vec<_>>()),
            f.label, a_to = a(to),
        ));
    }
    copy_fields(f, &mut d, from_holds, to_holds);
    d
}

/// Embedding copies is worth it when `to` is small, read whole with
/// `from` (no chosen fields: those make an extended reference), not used on
/// its own and never changed often: the bytes the copies add to a
/// read (beyond the ids) weigh less than the round trip they save, and the
/// parent stays within [`EMBED_BYTES`] at the maximum.
pub(super) fn copies_fit(f: &Facts<'_>) -> bool {
    let rel = f.rel;
    let stable =
        f.to.fields
            .iter()
            .all(|field| field.updates != Some(Updates::Often));
    let id = element_size("0", OBJECT_ID_BYTES);
    let extra = f.typical.saturating_mul(f.child_bytes.saturating_sub(id));
    !rel.is_self()
        && rel.read_together
        && !rel.independent_access
        && rel.display_fields.is_empty()
        && stable
        && extra <= ROUND_TRIP_AS_READ_BYTES
        && most(f).is_some_and(|max| f.embedded_parent_bytes(max) <= EMBED_BYTES)
}

/// The most children a parent has: the outliers' bound when there are
/// outliers (`None`: no bound).
fn most(f: &Facts<'_>) -> Option<u64> {
    match f.rel.outlier_max {
        Some(outliers) => outliers.zip(f.max).map(|(a, b)| a.max(b)),
        None => f.max,
    }
}

/// A copy of each shared `to` in every `from` that links to it.
pub(super) fn embedded_copies(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let (froms, tos) = (&f.from_plural, &f.to_plural);
    let mut d = Decision::new(Pattern::EmbedArray);
    d.rule(&[
        RuleId::EmbedSharedCopies,
        RuleId::StoreTogether,
        RuleId::FavorEmbedding,
    ])
    .say(format!(
        "Embed a copy of each {to} in {from} as the array \"{}\": {a_to} is small (about {} bytes), read with its {from}, not used on its own and rarely changed, so one read returns {a_from} with its {tos}.",
        f.label,
        f.child_bytes,
        a_to = a(to),
        a_from = a(from),
    ))
    .say(format!(
        "{cap_a_to} is shared by typically {} {froms}: changing it rewrites each of their copies, in one updateMany on \"{}\" with an arrayFilters condition.",
        count_text(f.inverse_typical),
        f.label,
        cap_a_to = names::cap_a(to),
    ))
    .alternative(
        Pattern::ChildReferences,
        format!(
            "{to} in its own collection and an array of its ids in each {from}: a change is one write, but every {from} shown with its {tos} takes a second query"
        ),
    );
    d.field_in_from = Some(f.label.clone());
    d
}

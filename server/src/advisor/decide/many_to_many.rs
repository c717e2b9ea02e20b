//! Many-to-many: two collections linked by an array of ids on the side with
//! fewer links per document; the other direction, when it is queried, is
//! one query on that array with a multikey index (arrays on both sides
//! would save no round trip and write every link twice, so the verdict
//! never prefers them), or a copy of each small, stable child.

use nestlink_core::wire::model::Entity;

use super::case::Case;
use super::{Decision, Storage, copy_fields};
use crate::advisor::{
    facts::{EMBED_BYTES, Facts, ROUND_TRIP_AS_READ_BYTES, ids_fit, quoted_list},
    names,
    rules::RuleId,
    said::Said,
};
use nestlink_core::wire::model::{Relinks, Updates};

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
pub(crate) fn build(c: &Case<'_, '_>, pattern: Pattern) -> Decision {
    let f = c.f;
    let rel = f.rel;
    let (from, to) = (&f.from.name, &f.to.name);
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

    let said = |id: &'static str| {
        Said::message(id)
            .names(&f.names)
            .with("holder", &holder.name)
            .with("holders", names::plural_name(&holder.name))
            .with("held", &held.name)
            .with("field", field)
    };
    let mut d = Decision::new(pattern);
    d.rule(&[RuleId::ChildReferences, RuleId::ApplicationLevelJoin]);
    if !rel.is_self() {
        d.rule(&[RuleId::ManyToManyArraySide]).say(said("m2m")).say(
            said("m2m-side")
                .count("count", count)
                .count("typical", f.typical)
                .count("inverse", f.inverse_typical),
        );
    }
    if pattern == Pattern::TreeChildReferences {
        d.rule(&[RuleId::TreeChildReferences])
            .say(said("m2m-graph").with("query", format!("find({{{field}: <id>}})")))
            .index(f.from, field, false, said("m2m-graph-index"));
    } else if rel.queried_from_child {
        if relinks_often && both_small {
            d.rule(&[RuleId::MovesOften]).say(said("m2m-both-relinks"));
        } else {
            d.say(said("m2m-both").with("query", format!("find({{{field}: <{} id>}})", held.name)));
        }
        d.index(holder, field, false, said("m2m-index"));
    }
    if limit_exceeded {
        d.rule(&[RuleId::IdArrayLimit]).warn(said("m2m-limit"));
    }
    if rel.atomic {
        d.rule(&[RuleId::AtomicSingleDocument])
            .warn(said("m2m-atomic"));
    }
    d.alternative(Pattern::EmbedArray, said("m2m-vs-copies"));
    if pattern == Pattern::ChildReferences {
        d.alternative(Pattern::TwoWayReferences, said("m2m-vs-two-way"));
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
    let fields =
        |names: &[String]| quoted_list(&names.iter().map(String::as_str).collect::<Vec<_>>());
    if !from_holds && !rel.display_fields.is_empty() {
        let query = format!(
            "find({{{}: <{from} id>}}, {{projection}})",
            f.from_array_field
        );
        d.rule(&[RuleId::ApplicationLevelJoin]).warn(
            said("m2m-shown-child")
                .with("copies", fields(&rel.display_fields))
                .with("query", query),
        );
    }
    if !to_holds && !rel.parent_display_fields.is_empty() {
        let query = format!("find({{{}: <{to} id>}}, {{projection}})", f.label);
        d.rule(&[RuleId::ApplicationLevelJoin]).warn(
            said("m2m-shown-parent")
                .with("copies", fields(&rel.parent_display_fields))
                .with("query", query),
        );
    }
    copy_fields(f, &mut d, from_holds, to_holds);
    d
}

/// Embedding copies is worth it when `to` is small, read whole with
/// `from` (no chosen fields: those make an extended reference), not used on
/// its own and never changed often: the bytes the copies add to a
/// read (beyond the ids) weigh less than the round trip they save, and the
/// parent stays within [`EMBED_BYTES`] at the maximum.
pub(crate) fn copies_fit(f: &Facts<'_>) -> bool {
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
pub(crate) fn embedded_copies(f: &Facts<'_>) -> Decision {
    let said = |id: &'static str| {
        Said::message(id)
            .with("parent", &f.from.name)
            .with("parents", &f.from_plural)
            .with("child", &f.to.name)
            .with("children", &f.to_plural)
            .with("label", &f.label)
    };
    let mut d = Decision::new(Pattern::EmbedArray);
    d.rule(&[
        RuleId::EmbedSharedCopies,
        RuleId::StoreTogether,
        RuleId::FavorEmbedding,
    ])
    .say(said("m2m-copies").with("size", f.child_bytes.to_string()))
    .say(said("m2m-copies-shared").count("inverse", f.inverse_typical))
    .alternative(Pattern::ChildReferences, said("m2m-copies-vs-ids"));
    d.field_in_from = Some(f.label.clone());
    d
}

//! The cost table of a relationship: for the recommended way and the plain
//! embedded and referenced ones, the largest document's bytes, the main
//! read's round trips, the writes a new child and a changed copy take,
//! whether a change is one atomic write, and the index entries a child
//! adds. Sizes follow the BSON layout from the fields' types and sizes, as
//! the embedded size estimate does.

use nestlink_core::wire::model::{Cardinality, Entity, ReadAs};

use crate::advisor::decision::{Decision, Storage};
use crate::advisor::facts::{Facts, document_bytes, value_bytes};
use crate::advisor::said::Said;
use crate::advisor::workload::bucket_plan;
use crate::bson_size::{
    DOCUMENT_LIMIT, EMPTY_DOCUMENT_BYTES, OBJECT_ID_BYTES, array_size, element_size,
};
use crate::wire::{Cost, Pattern, SizeEstimate};

mod tree;

/// One way to store the relationship, as the cost table needs it.
struct Way<'d> {
    pattern: Pattern,
    storage: Storage,
    /// Fields of `to` copied into `from`, and of `from` into `to`.
    copied_into_from: Vec<&'d str>,
    copied_into_to: Vec<&'d str>,
    /// Indexes on `to`'s documents (or under its path when embedded).
    indexes_on_to: u32,
}

/// The table: the recommended way first, then the plain embedded and
/// referenced ways it was weighed against, each once.
pub fn costs(f: &Facts<'_>, d: &Decision, lang: &str) -> Vec<Cost> {
    if d.storage == Storage::Discarded && !f.rel.keeps_raw {
        // Nothing of the children is kept: no other way holds the same data.
        return vec![cost(f, &recommended(f, d), Some(lang))];
    }
    let mut ways = vec![recommended(f, d)];
    let queried = u32::try_from(f.rel.query_fields.len()).unwrap_or(u32::MAX);
    let tree = f.rel.is_self() && f.rel.cardinality != Cardinality::ManyToMany;
    let embedded = if f.rel.cardinality == Cardinality::OneToOne {
        Pattern::Embed
    } else {
        Pattern::EmbedArray
    };
    let plain = |pattern: Pattern, storage: Storage, indexes_on_to: u32| Way {
        pattern,
        storage,
        copied_into_from: Vec::new(),
        copied_into_to: Vec::new(),
        indexes_on_to,
    };
    ways.push(plain(embedded, Storage::Embedded, queried));
    if tree {
        // Every tree way weighed, parent references first: the tree's
        // queries decide between them, and each row says what it costs.
        let weighed = d
            .weighed
            .iter()
            .filter(|&&pattern| tree::measures(f, pattern));
        for &pattern in std::iter::once(&Pattern::TreeParentReferences).chain(weighed) {
            ways.push(plain(pattern, Storage::Apart, tree::indexes(pattern)));
        }
    } else if f.rel.cardinality == Cardinality::ManyToMany {
        ways.push(plain(Pattern::ChildReferences, Storage::IdsInFrom, queried));
        ways.push(plain(
            Pattern::TwoWayReferences,
            Storage::IdsBothWays,
            queried.saturating_add(1),
        ));
    } else {
        ways.push(plain(
            Pattern::ParentReference,
            Storage::IdInTo,
            queried.saturating_add(1),
        ));
        if f.rel.cardinality != Cardinality::OneToOne {
            ways.push(plain(Pattern::ChildReferences, Storage::IdsInFrom, queried));
        }
    }
    let mut seen = Vec::new();
    // A one-to-one kept apart with nothing copied is a parent reference,
    // whatever its name (a split is one): no second row for it.
    if f.rel.cardinality == Cardinality::OneToOne
        && d.storage == Storage::IdInTo
        && d.denormalize.is_empty()
        && d.pattern != Pattern::ParentReference
    {
        seen.push(Pattern::ParentReference);
    }
    ways.retain(|way| {
        let new = !seen.contains(&way.pattern);
        seen.push(way.pattern);
        new
    });
    // Several ways are often set aside for the same reason: written once.
    let mut written: Vec<(&Said, String)> = Vec::new();
    ways.iter()
        .enumerate()
        .map(|(i, way)| {
            let mut row = cost(f, way, Some(lang));
            if i > 0 && row.infeasible.is_none() {
                row.set_aside = d.set_aside(way.pattern).map(|why| {
                    if let Some((_, text)) =
                        written.iter().find(|(said, _)| std::ptr::eq(*said, why))
                    {
                        return text.clone();
                    }
                    let text = why.written_in(lang);
                    written.push((why, text.clone()));
                    text
                });
            }
            row
        })
        .collect()
}

/// The cost of the way `d` decides, as [`costs`] measures the recommended one.
pub(super) fn row(f: &Facts<'_>, d: &Decision) -> Cost {
    cost(f, &recommended(f, d), None)
}

/// The recommended way, from the decision: where it keeps `to`, what it
/// copies, which indexes it builds on `to`.
fn recommended<'d>(f: &Facts<'_>, d: &'d Decision) -> Way<'d> {
    let copied = |into: &Entity| -> Vec<&'d str> {
        d.denormalize
            .iter()
            .filter(|copy| copy.into == into.id && copy.latest.is_none())
            .map(|copy| copy.field.as_str())
            .collect()
    };
    Way {
        pattern: d.pattern,
        storage: d.storage,
        copied_into_from: copied(f.from),
        copied_into_to: if f.rel.is_self() {
            Vec::new()
        } else {
            copied(f.to)
        },
        indexes_on_to: u32::try_from(
            d.index_plans
                .iter()
                .filter(|plan| plan.entity == f.to.id)
                .count(),
        )
        .unwrap_or(u32::MAX),
    }
}

/// The way's cost row; why it cannot be used written in `lang`, or left
/// blank when only whether it can matters (the verdict's weighing).
fn cost(f: &Facts<'_>, way: &Way<'_>, lang: Option<&str>) -> Cost {
    let measured = if tree::measures(f, way.pattern) {
        tree::cost(f, way.pattern, way.indexes_on_to)
    } else {
        let bytes = bytes(f, way);
        let round_trips = round_trips(f, way);
        tree::Measured {
            bytes,
            round_trips,
            read_bytes: read_bytes(f, way, bytes.typical, round_trips),
            writes_per_child: writes_per_child(f, way),
            index_entries_per_child: index_entries(f, way),
            writes_per_move: None,
        }
    };
    let bytes = measured.bytes;
    let infeasible = match bytes.max {
        None => Some(
            Said::message("cost-unbounded")
                .with("children", &f.to_plural)
                .with("parent", &f.from.name),
        ),
        Some(max) if max > DOCUMENT_LIMIT => {
            Some(Said::message("cost-over-limit").bytes("size", max))
        }
        _ => None,
    }
    .map(|why| lang.map_or_else(String::new, |lang| why.written_in(lang)));
    let mut cost = Cost {
        pattern: way.pattern,
        bytes,
        limit_per_mille: None,
        round_trips: measured.round_trips,
        read_bytes: Some(measured.read_bytes),
        writes_per_child: measured.writes_per_child,
        writes_per_copy_change: copy_rewrites(f, way),
        writes_per_move: measured.writes_per_move,
        atomic: way.storage.embeds() || way.storage == Storage::Discarded,
        index_entries_per_child: measured.index_entries_per_child,
        infeasible,
        set_aside: None,
    };
    cost.measure(bytes);
    cost
}

/// The largest document the way keeps, at the typical and maximum count.
fn bytes(f: &Facts<'_>, way: &Way<'_>) -> SizeEstimate {
    let at = |count: u64| -> u64 {
        match (way.pattern, way.storage) {
            (Pattern::Bucket, _) => {
                let size = bucket_plan(f).size;
                f.embedded_parent_bytes(size)
                    .saturating_sub(f.parent_bytes)
                    .saturating_add(own_document(f.to))
            }
            (_, Storage::CopiesInFrom) => f
                .rel
                .shown_with_parent
                .map_or(f.parent_bytes, |k| f.embedded_parent_bytes(k.min(count))),
            (_, Storage::Embedded | Storage::Merged) => f.embedded_parent_bytes(count),
            (_, Storage::IdsInFrom | Storage::IdsBothWays) => {
                id_array_parent_bytes(f, count, &way.copied_into_from)
            }
            _ => f
                .parent_bytes
                .max(child_document(f, &way.copied_into_to).saturating_add(parent_id(f))),
        }
    };
    let grows = match (way.pattern, way.storage) {
        (Pattern::Bucket | Pattern::Subset, _) => false,
        (_, storage) => {
            matches!(
                storage,
                Storage::Embedded | Storage::IdsInFrom | Storage::IdsBothWays
            ) && f.rel.cardinality != Cardinality::OneToOne
        }
    };
    let typical = at(f.typical);
    SizeEstimate {
        typical,
        max: if grows { f.max.map(at) } else { Some(typical) },
    }
}

/// `from` with an array of ids, each with the copies beside it.
fn id_array_parent_bytes(f: &Facts<'_>, count: u64, copies: &[&str]) -> u64 {
    if copies.is_empty() {
        return f.id_array_parent_bytes(count);
    }
    let element = EMPTY_DOCUMENT_BYTES
        .saturating_add(element_size("_id", OBJECT_ID_BYTES))
        .saturating_add(copies_bytes(f.to, copies));
    f.parent_bytes
        .saturating_add(element_size(&f.label, array_size(&[element], count)))
}

/// An entity's own document, with `_id`.
fn own_document(entity: &Entity) -> u64 {
    document_bytes(&entity.fields, true)
}

/// A `to` document of its own with the copies of `from`'s fields it keeps:
/// the copies are sized as the parent's fields they copy.
fn child_document(f: &Facts<'_>, copies: &[&str]) -> u64 {
    own_document(f.to).saturating_add(copies_bytes(f.from, copies))
}

/// The elements of `entity`'s fields named `names`, as copies hold them.
fn copies_bytes(entity: &Entity, names: &[&str]) -> u64 {
    names.iter().fold(0_u64, |total, name| {
        total.saturating_add(
            entity
                .field(name)
                .map_or(0, |field| element_size(name, value_bytes(field))),
        )
    })
}

/// The bytes the main read returns, typically: the one document that holds
/// what it shows, or the documents read apart, each cut to the fields shown
/// and not copied when those are named (a projection); children shown with
/// their parent count as the latest K, a page, or the typical number.
fn read_bytes(f: &Facts<'_>, way: &Way<'_>, one_document: u64, round_trips: u32) -> u64 {
    let rel = f.rel;
    if round_trips <= 1 || way.storage == Storage::Discarded {
        return one_document;
    }
    let projected = |entity: &Entity, shown: &[String], copied: &[&str]| -> Option<u64> {
        let rest: Vec<&str> = shown
            .iter()
            .map(String::as_str)
            .filter(|name| !copied.contains(name))
            .collect();
        (!shown.is_empty()).then(|| {
            EMPTY_DOCUMENT_BYTES
                .saturating_add(element_size("_id", OBJECT_ID_BYTES))
                .saturating_add(copies_bytes(entity, &rest))
        })
    };
    if rel.independent_access && !rel.parent_display_fields.is_empty() {
        // A child with its parent's fields.
        let parent = projected(f.from, &rel.parent_display_fields, &way.copied_into_to)
            .unwrap_or(f.parent_bytes);
        return child_document(f, &way.copied_into_to).saturating_add(parent);
    }
    let parent = if way.storage.ids_in_from() {
        id_array_parent_bytes(f, f.typical, &way.copied_into_from)
    } else {
        f.parent_bytes
    };
    let child = projected(f.to, &rel.display_fields, &way.copied_into_from)
        .unwrap_or_else(|| own_document(f.to));
    let page = (rel.read_as() == ReadAs::Page)
        .then_some(rel.page_size)
        .flatten();
    let shown = rel
        .shown_with_parent
        .or(page)
        .map_or(f.typical, |k| k.min(f.typical));
    parent.saturating_add(shown.saturating_mul(child))
}

/// The parent's id stored in a child.
fn parent_id(f: &Facts<'_>) -> u64 {
    element_size(&f.parent_field, OBJECT_ID_BYTES)
}

/// The main read. A child used on its own and shown with its parent's
/// fields is read that way (an order with its customer's name); otherwise
/// the main read is a parent with its children as they are shown.
fn round_trips(f: &Facts<'_>, way: &Way<'_>) -> u32 {
    let rel = f.rel;
    if rel.independent_access && !rel.parent_display_fields.is_empty() {
        let copied = rel
            .parent_display_fields
            .iter()
            .all(|name| way.copied_into_to.contains(&name.as_str()));
        return if way.storage.embeds() || copied { 1 } else { 2 };
    }
    match (way.pattern, way.storage) {
        (_, Storage::Embedded | Storage::Merged | Storage::Discarded | Storage::CopiesInFrom) => 1,
        // A page or a range of buckets, or of a time series, found by the
        // parent's id.
        (Pattern::Bucket | Pattern::TimeSeries, _) => 1,
        // The totals are in the parent.
        (Pattern::Computed, _) => 1,
        // The parent shows the copies beside the ids.
        (_, Storage::IdsInFrom | Storage::IdsBothWays)
            if !rel.display_fields.is_empty()
                && rel
                    .display_fields
                    .iter()
                    .all(|name| way.copied_into_from.contains(&name.as_str())) =>
        {
            1
        }
        _ => 2,
    }
}

/// Documents written when a child (or a link) is added.
fn writes_per_child(f: &Facts<'_>, way: &Way<'_>) -> u32 {
    let m2m = f.rel.cardinality == Cardinality::ManyToMany;
    match (way.pattern, way.storage) {
        (_, Storage::Embedded | Storage::Merged | Storage::Discarded) => 1,
        (Pattern::Bucket, _) => 1,
        // The child, and the totals in its parent.
        (Pattern::Computed, _) => 2,
        (_, Storage::IdsInFrom) if m2m => 1,
        (_, Storage::IdsBothWays | Storage::IdsInFrom | Storage::CopiesInFrom) => 2,
        _ => 1,
    }
}

/// Documents rewritten when a copied field changes: each child holding
/// its parent's copy, or each parent holding a child's.
fn copy_rewrites(f: &Facts<'_>, way: &Way<'_>) -> Option<u64> {
    let m2m = f.rel.cardinality == Cardinality::ManyToMany;
    let into_to = (!way.copied_into_to.is_empty()).then_some(f.typical);
    let into_from = if m2m && way.storage == Storage::Embedded {
        // Each parent keeps a whole copy of the child.
        Some(f.inverse_typical)
    } else if !way.copied_into_from.is_empty() || way.storage == Storage::CopiesInFrom {
        Some(if m2m { f.inverse_typical } else { 1 })
    } else {
        None
    };
    match (into_to, into_from) {
        (Some(a), Some(b)) => Some(a.max(b)),
        (a, b) => a.or(b),
    }
}

/// Index entries a new child adds: its `_id` when it is a document of its
/// own, one per index on its fields, and one in the parents' array of ids
/// when a child is used to reach its parent and only the parent holds the
/// link (a multikey index on that array finds the parent).
fn index_entries(f: &Facts<'_>, way: &Way<'_>) -> u32 {
    let reverse = u32::from(f.rel.queried_from_child && way.storage == Storage::IdsInFrom);
    let own_id = u32::from(!matches!(
        way.storage,
        Storage::Embedded | Storage::Merged | Storage::Discarded | Storage::IdInEmbeddedTo
    ));
    if matches!(way.pattern, Pattern::Bucket | Pattern::TimeSeries) {
        // A bucket's entries are shared by every child in it (a time series
        // collection indexes its own buckets).
        return 0;
    }
    own_id
        .saturating_add(way.indexes_on_to)
        .saturating_add(reverse)
}

#[cfg(test)]
mod tests {
    use nestlink_core::wire::model::Model;
    use serde_json::{Value, json};

    use crate::answer::analyze;
    use crate::wire::{Cost, Pattern};

    /// Customer (name, city) -> Order (date, total) with `facts`.
    fn costs(facts: &Value) -> Vec<Cost> {
        let mut rel =
            json!({"id": "r1", "from": "customer", "to": "order", "cardinality": "one-to-many"});
        if let (Some(rel), Some(facts)) = (rel.as_object_mut(), facts.as_object()) {
            rel.extend(facts.clone());
        }
        let model: Model = serde_json::from_value(json!({
            "version": 1, "name": "Shop",
            "entities": [
                {"id": "customer", "name": "Customer", "x": 0, "y": 0, "fields": [
                    {"name": "name", "type": "string"}, {"name": "city", "type": "string"}]},
                {"id": "order", "name": "Order", "x": 0, "y": 0, "fields": [
                    {"name": "date", "type": "date"}, {"name": "note", "type": "string", "size_bytes": 100_000}]}
            ],
            "relationships": [rel]
        }))
        .expect("a well-formed model");
        analyze(&model)
            .relationships
            .remove(0)
            .costs
            .unwrap_or_default()
    }

    fn of(costs: &[Cost], pattern: Pattern) -> &Cost {
        costs
            .iter()
            .find(|cost| cost.pattern == pattern)
            .expect("the pattern is in the table")
    }

    #[test]
    fn the_recommended_way_comes_first_and_each_way_once() {
        let table = costs(&json!({"typical": 5, "max": 10}));
        let patterns: Vec<Pattern> = table.iter().map(|cost| cost.pattern).collect();
        assert_eq!(
            patterns,
            [
                Pattern::EmbedArray,
                Pattern::ParentReference,
                Pattern::ChildReferences
            ]
        );
    }

    #[test]
    fn only_embedding_is_one_atomic_write_and_one_round_trip() {
        let table = costs(&json!({"typical": 5, "max": 10}));
        let embedded = of(&table, Pattern::EmbedArray);
        assert!(embedded.atomic);
        assert_eq!((embedded.round_trips, embedded.writes_per_child), (1, 1));
        let parent = of(&table, Pattern::ParentReference);
        assert!(!parent.atomic);
        assert_eq!((parent.round_trips, parent.writes_per_child), (2, 1));
        // _id and the index on the parent's id.
        assert_eq!(parent.index_entries_per_child, 2);
        let children = of(&table, Pattern::ChildReferences);
        assert_eq!((children.round_trips, children.writes_per_child), (2, 2));
    }

    #[test]
    fn bytes_grow_with_the_count_only_where_the_children_are_held() {
        let table = costs(&json!({"typical": 5, "max": 100}));
        let embedded = of(&table, Pattern::EmbedArray);
        let max = embedded.bytes.max.expect("bounded");
        // 100 notes of 100,000 bytes: about 9.5 MiB, 597 thousandths.
        assert!(max > 20 * embedded.bytes.typical / 2);
        assert_eq!(embedded.limit_per_mille, Some(max * 1000 / (16 << 20) + 1));
        assert!(embedded.infeasible.is_none());
        let parent = of(&table, Pattern::ParentReference);
        assert_eq!(parent.bytes.max, Some(parent.bytes.typical));
    }

    #[test]
    fn unbounded_or_oversized_arrays_are_infeasible_and_say_why() {
        let table = costs(&json!({"max": null}));
        for pattern in [Pattern::EmbedArray, Pattern::ChildReferences] {
            let cost = of(&table, pattern);
            assert_eq!(cost.bytes.max, None);
            assert!(
                cost.infeasible
                    .as_deref()
                    .is_some_and(|why| why.contains("no upper bound")),
                "{cost:?}"
            );
        }
        assert!(of(&table, Pattern::ParentReference).infeasible.is_none());
        let table = costs(&json!({"typical": 100, "max": 1000}));
        let embedded = of(&table, Pattern::EmbedArray);
        assert!(
            embedded
                .infeasible
                .as_deref()
                .is_some_and(|why| why.contains("over the 16 MiB limit")),
            "{embedded:?}"
        );
    }

    #[test]
    fn copies_cost_a_rewrite_of_every_holder_and_save_the_round_trip() {
        let table = costs(&json!({
            "typical": 40, "max": null, "independent_access": true,
            "parent_display_fields": ["name", "city"]
        }));
        let extended = of(&table, Pattern::ExtendedReference);
        assert_eq!(table[0].pattern, Pattern::ExtendedReference);
        // An order shown with its customer's name: one read.
        assert_eq!(extended.round_trips, 1);
        // A renamed customer: every one of their typical 40 orders.
        assert_eq!(extended.writes_per_copy_change, Some(40));
        let parent = of(&table, Pattern::ParentReference);
        assert_eq!(parent.round_trips, 2);
        assert_eq!(parent.writes_per_copy_change, None);
        // The copies are the customer's fields, sized as the customer has
        // them: two short strings more in each order.
        let copies = extended.bytes.typical - parent.bytes.typical;
        assert!((20..100).contains(&copies), "{copies}");
    }
}

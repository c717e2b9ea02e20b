//! Too many collections: entities that are one collection split up. Either
//! their fields are the very same (one collection split by a value, a day or
//! a region, that belongs in a field), or most of their fields are shared
//! and the rest differ (kinds of one thing, which MongoDB keeps in one
//! collection with a field that names the kind: the polymorphic pattern).

use std::collections::{BTreeMap, BTreeSet};

use nestlink_core::wire::model::{Entity, Model};

use super::Findings;
use crate::advisor::facts::quoted_list;
use crate::advisor::names;
use crate::advisor::said::Said;
use crate::i18n;
use crate::wire::{Collection, Finding, FindingCode, Severity};

/// This many entities with the same fields look like one collection split
/// up; as many that share most of their fields look like kinds of one thing.
const SAME_SHAPE: usize = 3;
/// Kinds of one thing share at least this many fields...
const SHARED_FIELDS: usize = 3;
// ...and the shared ones are at least half of each kind's fields (checked
// as `2 * shared >= own`).

/// Fields nearly every collection has, which say nothing about a likeness.
const BOOKKEEPING: [&str; 6] = [
    "_id",
    "id",
    "created_at",
    "updated_at",
    "createdAt",
    "updatedAt",
];

type Shape<'m> = BTreeSet<(&'m str, &'m str)>;

/// Both kinds of likeness, the very same fields first.
pub(super) fn too_many(model: &Model, collections: &[Collection], out: &mut Findings<'_>) {
    let own: BTreeSet<&str> = collections
        .iter()
        .filter_map(|c| c.entities.first().map(String::as_str))
        .collect();
    let stored: Vec<(usize, &Entity)> = model
        .entities
        .iter()
        .enumerate()
        .filter(|(_, e)| !e.fields.is_empty() && own.contains(e.id.as_str()))
        .collect();
    let same = same_fields(model, &stored, out);
    kinds_of_one_thing(model, &stored, &same, out);
}

fn shape(entity: &Entity) -> Shape<'_> {
    entity
        .fields
        .iter()
        .map(|f| (f.name.as_str(), f.field_type.as_str()))
        .filter(|(name, _)| !BOOKKEEPING.contains(name))
        .collect()
}

/// Groups of entities with the very same fields; returns the entities
/// grouped, which the looser likeness leaves alone.
fn same_fields(
    model: &Model,
    stored: &[(usize, &Entity)],
    out: &mut Findings<'_>,
) -> BTreeSet<usize> {
    let mut shapes: BTreeMap<Vec<(&str, &str)>, Vec<usize>> = BTreeMap::new();
    for (e, entity) in stored {
        let mut shape: Vec<(&str, &str)> = entity
            .fields
            .iter()
            .map(|f| (f.name.as_str(), f.field_type.as_str()))
            .collect();
        shape.sort_unstable();
        shapes.entry(shape).or_default().push(*e);
    }
    let mut groups: Vec<Vec<usize>> = shapes
        .into_values()
        .filter(|group| group.len() >= SAME_SHAPE)
        .collect();
    groups.sort();
    let mut grouped = BTreeSet::new();
    for group in groups {
        let entity_names = names_of(model, &group);
        let first = entity_names.first().copied().unwrap_or_default();
        out.push(
            FindingCode::TooManyCollections,
            Severity::Warning,
            &Said::message("finding-same-fields")
                .with("entities", quoted_list(&entity_names))
                .with("collection", names::collection_name(first, first)),
            paths(&group),
        );
        grouped.extend(group);
    }
    grouped
}

/// Entities with no link between them whose fields are mostly the same:
/// each kind's own fields beside a larger shared set. Grouped greedily in
/// the model's order, so the answer is the same every time.
fn kinds_of_one_thing(
    model: &Model,
    stored: &[(usize, &Entity)],
    same: &BTreeSet<usize>,
    out: &mut Findings<'_>,
) {
    let linked: BTreeSet<(&str, &str)> = model
        .relationships
        .iter()
        .flat_map(|r| {
            [
                (r.from.as_str(), r.to.as_str()),
                (r.to.as_str(), r.from.as_str()),
            ]
        })
        .collect();
    let candidates: Vec<(usize, &Entity, Shape<'_>)> = stored
        .iter()
        .filter(|(e, _)| !same.contains(e))
        .map(|(e, entity)| (*e, *entity, shape(entity)))
        .filter(|(_, _, shape)| shape.len() >= SHARED_FIELDS)
        .collect();
    let mut taken = vec![false; candidates.len()];
    for seed in 0..candidates.len() {
        if taken[seed] {
            continue;
        }
        let mut members = vec![seed];
        let mut shared = candidates[seed].2.clone();
        for other in seed + 1..candidates.len() {
            let (_, entity, shape) = &candidates[other];
            if taken[other]
                || members
                    .iter()
                    .any(|&m| linked.contains(&(candidates[m].1.id.as_str(), entity.id.as_str())))
            {
                continue;
            }
            let common: Shape<'_> = shared.intersection(shape).copied().collect();
            let mostly = |own: usize| 2 * common.len() >= own;
            if common.len() >= SHARED_FIELDS
                && mostly(shape.len())
                && members.iter().all(|&m| mostly(candidates[m].2.len()))
            {
                members.push(other);
                shared = common;
            }
        }
        if members.len() < SAME_SHAPE {
            continue;
        }
        for &m in &members {
            taken[m] = true;
        }
        let group: Vec<usize> = members.iter().map(|&m| candidates[m].0).collect();
        let found = kinds_finding(model, &group, &shared, out);
        out.list.push(found);
    }
}

fn kinds_finding(
    model: &Model,
    group: &[usize],
    shared: &Shape<'_>,
    out: &Findings<'_>,
) -> Finding {
    let entity_names = names_of(model, group);
    let shared_names: Vec<&str> = shared.iter().map(|(name, _)| *name).collect();
    let (collection, kinds) = common_name(&entity_names);
    let message = Said::message(if collection.is_some() {
        "finding-kinds-named"
    } else {
        "finding-kinds"
    });
    let mut finding = out.finding(
        FindingCode::TooManyCollections,
        Severity::Info,
        &message
            .with("entities", quoted_list(&entity_names))
            .with("shared", quoted_list(&shared_names))
            .with("collection", collection.unwrap_or_default())
            .with(
                "kind",
                kinds.first().map(String::as_str).unwrap_or_default(),
            ),
        paths(group),
    );
    finding.source = Some(i18n::text(out.lang, "cite-kinds").into());
    finding.url = Some(
        "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/polymorphic-data/polymorphic-schema-pattern/"
            .into(),
    );
    finding
}

fn names_of<'m>(model: &'m Model, group: &[usize]) -> Vec<&'m str> {
    group
        .iter()
        .filter_map(|&e| model.entities.get(e).map(|entity| entity.name.as_str()))
        .collect()
}

fn paths(group: &[usize]) -> Vec<String> {
    group.iter().map(|e| format!("entities[{e}]")).collect()
}

/// The collection the kinds would share and each kind's value: the words
/// every name begins with (`products_books`, `products_toys`: "products",
/// kinds "books" and "toys"), else those every name ends with (`Book
/// Product`, `Toy Product`: "products", kinds "book" and "toy"). With no
/// shared words, no name and each kind by its own name.
fn common_name(entity_names: &[&str]) -> (Option<String>, Vec<String>) {
    let words: Vec<Vec<String>> = entity_names
        .iter()
        .map(|name| {
            names::snake_case(name)
                .split('_')
                .map(str::to_owned)
                .collect()
        })
        .collect();
    let whole: Vec<String> = words.iter().map(|w| w.join("_")).collect();
    let Some(first) = words.first() else {
        return (None, whole);
    };
    let shortest = words.iter().map(Vec::len).min().unwrap_or(0);
    let leading = (0..shortest)
        .take_while(|&i| words.iter().all(|w| w[i] == first[i]))
        .count();
    let trailing = (1..=shortest)
        .take_while(|&back| {
            let word = &first[first.len() - back];
            words.iter().all(|w| &w[w.len() - back] == word)
        })
        .count();
    // A name made only of the shared words is not a kind of the others.
    if leading == shortest || trailing == shortest {
        return (None, whole);
    }
    let (common, kinds) = if leading > 0 {
        (
            first[..leading].join("_"),
            words.iter().map(|w| w[leading..].join("_")).collect(),
        )
    } else if trailing > 0 {
        (
            first[first.len() - trailing..].join("_"),
            words
                .iter()
                .map(|w| w[..w.len() - trailing].join("_"))
                .collect(),
        )
    } else {
        return (None, whole);
    };
    (Some(names::collection_name(&common, &common)), kinds)
}

#[cfg(test)]
mod tests {
    use super::common_name;

    #[test]
    fn the_shared_words_of_the_kinds_name_their_collection() {
        let named = |names: &[&str]| {
            let (collection, kinds) = common_name(names);
            (collection.unwrap_or_default(), kinds.join(" "))
        };
        assert_eq!(
            named(&["products_books", "products_toys"]),
            ("products".to_owned(), "books toys".to_owned())
        );
        assert_eq!(
            named(&["Book Product", "Toy Product"]),
            ("products".to_owned(), "book toy".to_owned())
        );
        assert_eq!(
            named(&["Book", "Toy"]),
            (String::new(), "book toy".to_owned())
        );
        assert_eq!(
            named(&["Product", "Product Toy"]),
            (String::new(), "product product_toy".to_owned())
        );
    }
}

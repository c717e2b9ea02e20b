//! Smells in an entity's own fields: a number rewritten on every change in
//! an otherwise stable document (a hot counter), and many fields of one
//! type that differ only by the end of their name (values of one kind kept
//! as separate fields, which the attribute pattern turns into pairs).

use std::collections::{BTreeMap, BTreeSet};

use nestlink_core::wire::model::{Entity, FieldType, Model, Updates};

use super::Findings;
use crate::advisor::approximation::EVERY;
use crate::advisor::facts::quoted_list;
use crate::advisor::names;
use crate::advisor::said::Said;
use crate::wire::{Collection, FindingCode, Severity};

/// Fields of one type sharing a name's beginning: values of one kind.
const SIMILAR_FIELDS: usize = 3;

/// Words that name a count of events (page views, clicks, likes), the
/// counters a busy site bumps on every request. A stock level or a balance
/// that changes often is state the application must keep exact, in the
/// document it belongs to (the 6 Rules' parts keep their `qty`).
const EVENT_COUNTS: [&str; 22] = [
    "view",
    "views",
    "hit",
    "hits",
    "click",
    "clicks",
    "like",
    "likes",
    "visit",
    "visits",
    "play",
    "plays",
    "download",
    "downloads",
    "impression",
    "impressions",
    "vote",
    "votes",
    "share",
    "shares",
    "count",
    "counter",
];

/// A number named as a count of events: `views`, `page_views`,
/// `likeCount`, `hits`.
fn counts_events(name: &str) -> bool {
    names::snake_case(name)
        .split('_')
        .any(|word| EVENT_COUNTS.contains(&word))
}

fn is_number(field_type: FieldType) -> bool {
    matches!(
        field_type,
        FieldType::Int | FieldType::Long | FieldType::Double | FieldType::Decimal
    )
}

/// Counts of events that change often and must be exact, in an entity
/// whose other fields rarely change: each event is a write to the document.
/// Approximate ones are the approximation pattern's already, and a number
/// that must change atomically with a related entity (the copies a library
/// has left, beside its checkouts) belongs in the document it changes with.
pub(super) fn hot_counters(model: &Model, collections: &[Collection], out: &mut Findings<'_>) {
    let atomic: BTreeSet<&str> = model
        .relationships
        .iter()
        .filter(|r| r.atomic)
        .flat_map(|r| [r.from.as_str(), r.to.as_str()])
        .collect();
    for (e, entity) in model.entities.iter().enumerate() {
        if atomic.contains(entity.id.as_str()) {
            continue;
        }
        let hot: Vec<(usize, &str)> = entity
            .fields
            .iter()
            .enumerate()
            .filter(|(_, f)| {
                is_number(f.field_type)
                    && f.updates == Some(Updates::Often)
                    && !f.approximate
                    && counts_events(&f.name)
            })
            .map(|(i, f)| (i, f.name.as_str()))
            .collect();
        let stable = entity
            .fields
            .iter()
            .any(|f| f.updates != Some(Updates::Often));
        if hot.is_empty() || !stable {
            continue;
        }
        // Only where the entity's data is stored: totals-only entities have
        // no document to write. (Looked up only for an entity with a hot
        // counter: a search of every collection for each entity would make
        // a large model's analysis quadratic.)
        let Some(collection) = collections.iter().find(|c| c.entities.contains(&entity.id)) else {
            continue;
        };
        let holder = collection
            .entities
            .first()
            .and_then(|id| model.entity(id))
            .filter(|holder| holder.id != entity.id);
        let written = holder.map_or_else(
            || Said::message("finding-counter-document").with("entity", &entity.name),
            |holder| {
                Said::message("finding-counter-held")
                    .with("entity", &entity.name)
                    .with("holder", &holder.name)
            },
        );
        let fields: Vec<&str> = hot.iter().map(|(_, name)| *name).collect();
        let counters = format!(
            "{}_counters",
            names::singular_field(&entity.name, &entity.id)
        );
        out.push(
            FindingCode::HotCounter,
            Severity::Info,
            &Said::message("finding-hot-counter")
                .with("entity", &entity.name)
                .with("fields", quoted_list(&fields))
                .count("count", fields.len() as u64)
                .phrase("written", written)
                .with("collection", &collection.name)
                .count("every", EVERY)
                .with("counters", counters),
            hot.iter()
                .map(|(i, _)| format!("entities[{e}].fields[{i}]"))
                .collect(),
        );
    }
}

/// The beginning of a field name before its first separator (`_`, `-`, or
/// a lower-case letter followed by an upper-case one), and the rest.
fn split_name(name: &str) -> Option<(&str, &str)> {
    let mut previous: Option<char> = None;
    for (i, c) in name.char_indices() {
        if i > 0 && (c == '_' || c == '-') {
            let rest = &name[i + c.len_utf8()..];
            return (!rest.is_empty()).then_some((&name[..i], rest));
        }
        if previous.is_some_and(char::is_lowercase) && c.is_uppercase() {
            return Some((&name[..i], &name[i..]));
        }
        previous = Some(c);
    }
    None
}

/// Three or more fields of one type whose names share a beginning
/// (`release_US`, `release_France`, `release_Italy`): values of one kind
/// spread over fields, each needing its own index to be searched.
pub(super) fn similar_fields(model: &Model, out: &mut Findings<'_>) {
    for (e, entity) in model.entities.iter().enumerate() {
        for (prefix, group) in similar_groups(entity) {
            let fields: Vec<&str> = group
                .iter()
                .filter_map(|&i| entity.fields.get(i).map(|f| f.name.as_str()))
                .collect();
            let searched = group
                .iter()
                .filter(|&&i| entity.fields.get(i).is_some_and(|f| !f.queried.is_empty()))
                .count();
            let Some(field_type) = group
                .first()
                .and_then(|&i| entity.fields.get(i))
                .map(|f| f.field_type.as_str())
            else {
                continue;
            };
            // Two or more searched: each has an index of its own now, which
            // the pairs' one index would replace.
            let indexed = searched >= 2;
            let pair_index = format!("{{\"{prefix}.k\": 1, \"{prefix}.v\": 1}}");
            let indexes = if indexed {
                Said::message("finding-similar-searched").count("count", searched as u64)
            } else {
                Said::message("finding-similar-unsearched")
            };
            out.push(
                FindingCode::SimilarFields,
                if indexed {
                    Severity::Warning
                } else {
                    Severity::Info
                },
                &Said::message("finding-similar")
                    .with("entity", &entity.name)
                    .with("fields", quoted_list(&fields))
                    .count("count", fields.len() as u64)
                    .with("type", field_type)
                    .with("prefix", prefix)
                    .with(
                        "pairs",
                        format!("\"{prefix}\": [{{\"k\": ..., \"v\": ...}}]"),
                    )
                    .phrase("indexes", indexes.with("index", pair_index)),
                group
                    .iter()
                    .map(|i| format!("entities[{e}].fields[{i}]"))
                    .collect(),
            );
        }
    }
}

/// The entity's fields grouped by their name's beginning and their type,
/// in the model's order, groups of at least [`SIMILAR_FIELDS`].
fn similar_groups(entity: &Entity) -> Vec<(&str, Vec<usize>)> {
    let mut groups: BTreeMap<(&str, &str), Vec<usize>> = BTreeMap::new();
    for (i, field) in entity.fields.iter().enumerate() {
        if let Some((prefix, _)) = split_name(&field.name) {
            groups
                .entry((prefix, field.field_type.as_str()))
                .or_default()
                .push(i);
        }
    }
    let mut found: Vec<(&str, Vec<usize>)> = groups
        .into_iter()
        .filter(|(_, group)| group.len() >= SIMILAR_FIELDS)
        .map(|((prefix, _), group)| (prefix, group))
        .collect();
    found.sort_by_key(|(_, group)| group.first().copied());
    found
}

#[cfg(test)]
mod tests {
    use super::split_name;

    #[test]
    fn counts_of_events_are_told_from_other_numbers() {
        for name in ["views", "page_views", "likeCount", "Hits", "download_count"] {
            assert!(super::counts_events(name), "{name}");
        }
        for name in ["qty", "available", "stock", "balance", "price", "viewer_id"] {
            assert!(!super::counts_events(name), "{name}");
        }
    }

    #[test]
    fn a_name_splits_at_its_first_separator() {
        assert_eq!(split_name("release_US"), Some(("release", "US")));
        assert_eq!(split_name("release-fr"), Some(("release", "fr")));
        assert_eq!(split_name("releaseFrance"), Some(("release", "France")));
        assert_eq!(split_name("price_eur_net"), Some(("price", "eur_net")));
        assert_eq!(split_name("_id"), None);
        assert_eq!(split_name("name"), None);
        assert_eq!(split_name("NAME"), None);
        assert_eq!(split_name("trailing_"), None);
    }
}

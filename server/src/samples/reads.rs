//! The mongosh code of the main read of each variant: a parent with its
//! children. Embedded data is one `findOne`; a reference is an
//! application-level join, `findOne` then `find` (two round trips), or one
//! `$lookup` aggregation (domain.md, "Hard facts").

use bson::oid::ObjectId;

use crate::wire::Reads;

/// A collection in mongosh: `db.students`, or `db.getCollection("...")`
/// for names that are not identifiers.
#[must_use]
pub fn db(collection: &str) -> String {
    let plain = collection
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && collection
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_');
    if plain {
        format!("db.{collection}")
    } else {
        format!("db.getCollection({})", quoted(collection))
    }
}

/// A JSON string literal (valid JavaScript).
fn quoted(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_owned())
}

/// A field name in a query: bare when it is an identifier.
pub fn key(field: &str) -> String {
    let plain = field
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && field.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if plain {
        field.to_owned()
    } else {
        quoted(field)
    }
}

fn oid(id: ObjectId) -> String {
    format!("ObjectId(\"{}\")", id.to_hex())
}

/// A JavaScript variable name for a parent.
fn var(field: &str) -> String {
    let name: String = field
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
        "doc".to_owned()
    } else {
        name
    }
}

/// The parent with everything embedded: one read.
#[must_use]
pub fn embedded(parent_collection: &str, parent: ObjectId) -> Reads {
    Reads {
        round_trips: 1,
        mongosh: format!(
            "{}.findOne({{_id: {}}})",
            db(parent_collection),
            oid(parent)
        ),
        aggregate: None,
    }
}

/// How a parent holds its children's ids in its field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeldIds {
    /// An array of ids.
    List,
    /// An array of `{_id, ...}` documents (copied fields, link fields).
    ListOfDocs,
    /// One id.
    One,
    /// One `{_id, ...}` document.
    OneDoc,
}

/// The parent holds its children's ids (`held` says how).
#[must_use]
pub fn child_references(
    parent_collection: &str,
    parent_var: &str,
    parent: ObjectId,
    label: &str,
    child_collection: &str,
    held: HeldIds,
) -> Reads {
    let p = var(parent_var);
    let field = format!("{p}.{}", key(label));
    // A query on `_id` needs the ids themselves: `$in` takes an array of
    // ids, not of documents holding them.
    let which = match held {
        HeldIds::List => format!("{{$in: {field}}}"),
        HeldIds::ListOfDocs => format!("{{$in: {field}.map(c => c._id)}}"),
        HeldIds::One => field,
        HeldIds::OneDoc => format!("{field}._id"),
    };
    let local = match held {
        HeldIds::List | HeldIds::One => label.to_owned(),
        HeldIds::ListOfDocs | HeldIds::OneDoc => format!("{label}._id"),
    };
    Reads {
        round_trips: 2,
        mongosh: format!(
            "const {p} = {}.findOne({{_id: {}}});\n{}.find({{_id: {which}}})",
            db(parent_collection),
            oid(parent),
            db(child_collection)
        ),
        aggregate: Some(format!(
            "{}.aggregate([{{$match: {{_id: {}}}}}, {{$lookup: {{from: {}, localField: {}, foreignField: \"_id\", as: {}}}}}])",
            db(parent_collection),
            oid(parent),
            quoted(child_collection),
            quoted(&local),
            quoted(&format!("{label}_docs"))
        )),
    }
}

/// Each child holds its parent's id in `parent_field` (indexed).
#[must_use]
pub fn parent_reference(
    parent_collection: &str,
    parent_var: &str,
    parent: ObjectId,
    child_collection: &str,
    parent_field: &str,
    limit: Option<u64>,
) -> Reads {
    let p = var(parent_var);
    let page = limit.map_or_else(String::new, |n| format!(".sort({{_id: -1}}).limit({n})"));
    Reads {
        round_trips: 2,
        mongosh: format!(
            "const {p} = {}.findOne({{_id: {}}});\n{}.find({{{}: {p}._id}}){page}",
            db(parent_collection),
            oid(parent),
            db(child_collection),
            key(parent_field)
        ),
        aggregate: Some(format!(
            "{}.aggregate([{{$match: {{_id: {}}}}}, {{$lookup: {{from: {}, localField: \"_id\", foreignField: {}, as: {}}}}}])",
            db(parent_collection),
            oid(parent),
            quoted(child_collection),
            quoted(parent_field),
            quoted(child_collection)
        )),
    }
}

/// A tree node and its immediate children, found by a query on `field`
/// (`parent`: the children's parent id; `ancestors`: also works one level
/// deep with `parent`).
#[must_use]
pub fn tree_children(collection: &str, node: ObjectId, field: &str) -> Reads {
    Reads {
        round_trips: 2,
        mongosh: format!(
            "const node = {c}.findOne({{_id: {}}});\n{c}.find({{{}: node._id}})",
            oid(node),
            key(field),
            c = db(collection)
        ),
        aggregate: None,
    }
}

/// A tree node whose children's ids are in `field`.
#[must_use]
pub fn tree_child_ids(collection: &str, node: ObjectId, field: &str) -> Reads {
    Reads {
        round_trips: 2,
        mongosh: format!(
            "const node = {c}.findOne({{_id: {}}});\n{c}.find({{_id: {{$in: node.{}}}}})",
            oid(node),
            key(field),
            c = db(collection)
        ),
        aggregate: None,
    }
}

/// A node's subtree by its materialized path, in hierarchical order; as one
/// aggregation, the node itself with that subtree and each node's depth
/// (the commas in its path, less the two at its ends).
#[must_use]
pub fn tree_by_path(collection: &str, node: ObjectId) -> Reads {
    let prefix = format!("/^,{},/", node.to_hex());
    Reads {
        round_trips: 1,
        mongosh: format!(
            "{}.find({{path: {prefix}}}).sort({{path: 1}})",
            db(collection)
        ),
        aggregate: Some(format!(
            "{}.aggregate([\n  {{$match: {{_id: {}}}}},\n  {{$lookup: {{from: {}, pipeline: [\n    {{$match: {{path: {prefix}}}}},\n    {{$sort: {{path: 1}}}},\n    {{$set: {{depth: {{$subtract: [{{$size: {{$split: [\"$path\", \",\"]}}}}, 2]}}}}}}\n  ], as: \"descendants\"}}}}\n])",
            db(collection),
            oid(node),
            quoted(collection),
        )),
    }
}

/// A node with every node below it in one read: each of them lists the
/// node among its `ancestors`, which one index answers.
#[must_use]
pub fn tree_by_ancestors(collection: &str, node: ObjectId) -> Reads {
    Reads {
        round_trips: 1,
        mongosh: format!(
            "{c}.find({{$or: [{{_id: {id}}}, {{ancestors: {id}}}]}})",
            c = db(collection),
            id = oid(node),
        ),
        aggregate: Some(format!(
            "{}.aggregate([\n  {{$match: {{_id: {}}}}},\n  {{$lookup: {{from: {}, localField: \"_id\", foreignField: \"ancestors\", as: \"descendants\"}}}}\n])",
            db(collection),
            oid(node),
            quoted(collection),
        )),
    }
}

/// A value as mongosh code: documents with bare keys where they can be,
/// `ObjectId(...)`, `ISODate(...)`, `NumberDecimal(...)`, `NumberLong(...)`.
#[must_use]
pub fn shell(value: &bson::Bson) -> String {
    use bson::Bson;
    match value {
        Bson::Document(doc) => {
            let fields: Vec<String> = doc
                .iter()
                .map(|(name, value)| format!("{}: {}", key(name), shell(value)))
                .collect();
            format!("{{{}}}", fields.join(", "))
        }
        Bson::Array(items) => {
            let items: Vec<String> = items.iter().map(shell).collect();
            format!("[{}]", items.join(", "))
        }
        Bson::ObjectId(id) => oid(*id),
        Bson::DateTime(date) => format!(
            "ISODate({})",
            quoted(&date.try_to_rfc3339_string().unwrap_or_default())
        ),
        Bson::Decimal128(decimal) => format!("NumberDecimal({})", quoted(&decimal.to_string())),
        Bson::Int64(n) => format!("NumberLong({n})"),
        Bson::String(text) => quoted(text),
        Bson::Binary(binary) => format!(
            "BinData({}, {})",
            u8::from(binary.subtype),
            quoted(&base64::Engine::encode(
                &base64::engine::general_purpose::STANDARD,
                &binary.bytes
            ))
        ),
        other => other.clone().into_relaxed_extjson().to_string(),
    }
}

/// A parent's buckets: those of a time range, or one page.
#[must_use]
pub fn buckets(
    parent_collection: &str,
    parent_var: &str,
    parent: ObjectId,
    bucket_collection: &str,
    parent_field: &str,
    range: Option<(bson::DateTime, bson::DateTime)>,
) -> Reads {
    let p = var(parent_var);
    let which = match range {
        Some((from, to)) => format!(
            "{}: {p}._id, start: {{$gte: {}, $lt: {}}}}}).sort({{start: 1}})",
            key(parent_field),
            shell(&bson::Bson::DateTime(from)),
            shell(&bson::Bson::DateTime(to))
        ),
        None => format!(
            "{}: {p}._id}}).sort({{start: -1}}).skip(page - 1).limit(1)",
            key(parent_field)
        ),
    };
    // The same buckets in one round trip: a $lookup with its own pipeline
    // beside the join fields (MongoDB 5.0's concise correlated subquery).
    let pipeline = match range {
        Some((from, to)) => format!(
            "[{{$match: {{start: {{$gte: {}, $lt: {}}}}}}}, {{$sort: {{start: 1}}}}]",
            shell(&bson::Bson::DateTime(from)),
            shell(&bson::Bson::DateTime(to))
        ),
        None => "[{$sort: {start: -1}}, {$skip: page - 1}, {$limit: 1}]".to_owned(),
    };
    // A page of buckets is read by its number, so the read says which
    // page it shows and runs as written.
    let page = if range.is_some() {
        ""
    } else {
        "const page = 1; // the newest bucket; 2 is the one before it\n"
    };
    Reads {
        round_trips: 2,
        mongosh: format!(
            "{page}const {p} = {}.findOne({{_id: {}}});\n{}.find({{{which}",
            db(parent_collection),
            oid(parent),
            db(bucket_collection)
        ),
        aggregate: Some(format!(
            "{page}{}.aggregate([\n  {{$match: {{_id: {}}}}},\n  {{$lookup: {{from: {}, localField: \"_id\", foreignField: {}, pipeline: {pipeline}, as: {}}}}}\n])",
            db(parent_collection),
            oid(parent),
            quoted(bucket_collection),
            quoted(parent_field),
            quoted(bucket_collection)
        )),
    }
}

/// An outlier's children: those in the parent's own array and, for a
/// parent flagged `flag`, those in its overflow documents.
#[must_use]
pub fn with_overflow(
    parent_collection: &str,
    parent: ObjectId,
    overflow_collection: &str,
    parent_field: &str,
    label: &str,
    flag: &str,
) -> Reads {
    let overflow = format!("{label}_overflow");
    Reads {
        // The usual parent is one read; only a flagged one needs a second.
        round_trips: 1,
        mongosh: format!(
            "const parent = {}.findOne({{_id: {}}});\nif (parent.{}) {}.find({{{}: parent._id}})",
            db(parent_collection),
            oid(parent),
            key(flag),
            db(overflow_collection),
            key(parent_field)
        ),
        // One round trip, every child in one array: the overflow
        // documents' arrays appended to the parent's own.
        aggregate: Some(format!(
            "{}.aggregate([\n  {{$match: {{_id: {}}}}},\n  {{$lookup: {{from: {}, localField: \"_id\", foreignField: {}, as: {}}}}},\n  {{$set: {{{}: {{$concatArrays: [{}, {{$reduce: {{input: {}, initialValue: [], in: {{$concatArrays: [\"$$value\", \"$$this\"]}}}}}}]}}}}}},\n  {{$unset: {}}}\n])",
            db(parent_collection),
            oid(parent),
            quoted(overflow_collection),
            quoted(parent_field),
            quoted(&overflow),
            key(label),
            quoted(&format!("${label}")),
            quoted(&format!("${overflow}.{label}")),
            quoted(&overflow)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_collection_names_are_quoted() {
        assert_eq!(db("students"), "db.students");
        assert_eq!(db("ünï_things"), "db.getCollection(\"ünï_things\")");
        assert_eq!(db("2fa"), "db.getCollection(\"2fa\")");
    }
}

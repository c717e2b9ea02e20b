//! The `$jsonSchema` validator of a collection, and a small checker of it.
//!
//! The schema follows the collection's final shape (its sample document,
//! built from the model): every field is required with its `bsonType`,
//! embedded documents get `properties`, arrays get `items`. MongoDB's
//! `$jsonSchema` spells types with `bsonType` ("objectId", "decimal"...),
//! which JSON Schema validators do not know; [`check`] covers the keywords
//! used here (`bsonType`, `required`, `properties`, `items`) so a test can
//! show that the validator accepts its sample and refuses a broken one.

use bson::{Bson, Document};

/// The `bsonType` name of a value.
#[must_use]
pub const fn bson_type(value: &Bson) -> &'static str {
    match value {
        Bson::String(_) => "string",
        Bson::Int32(_) => "int",
        Bson::Int64(_) => "long",
        Bson::Double(_) => "double",
        Bson::Decimal128(_) => "decimal",
        Bson::Boolean(_) => "bool",
        Bson::DateTime(_) => "date",
        Bson::ObjectId(_) => "objectId",
        Bson::Binary(_) => "binData",
        Bson::Array(_) => "array",
        Bson::Document(_) => "object",
        Bson::Null => "null",
        Bson::Timestamp(_) => "timestamp",
        Bson::RegularExpression(_) => "regex",
        Bson::JavaScriptCode(_) | Bson::JavaScriptCodeWithScope(_) => "javascript",
        Bson::Symbol(_) => "symbol",
        Bson::MinKey => "minKey",
        Bson::MaxKey => "maxKey",
        Bson::Undefined => "undefined",
        Bson::DbPointer(_) => "dbPointer",
    }
}

/// The validator of a collection: `{$jsonSchema: ...}` for documents shaped
/// like `sample`. Keys in `nullable` (top level) may also be `null` (a tree's
/// root has no parent).
#[must_use]
pub fn validator(sample: &Document, nullable: &[String]) -> Document {
    validator_with_optional(sample, nullable, &[])
}

/// The same, with top-level keys that only some documents have (a kind's own
/// fields in a polymorphic collection): described, but not required.
#[must_use]
pub fn validator_with_optional(
    sample: &Document,
    nullable: &[String],
    optional: &[String],
) -> Document {
    let mut schema = object_schema(sample, 0);
    if let Ok(required) = schema.get_array_mut("required") {
        required.retain(|key| {
            !key.as_str()
                .is_some_and(|key| optional.iter().any(|o| o == key))
        });
    }
    if let Ok(properties) = schema.get_document_mut("properties") {
        for key in nullable {
            if let Ok(property) = properties.get_document_mut(key)
                && let Some(Bson::String(kind)) = property.get("bsonType").cloned()
            {
                property.insert("bsonType", vec![Bson::String(kind), Bson::from("null")]);
            }
        }
    }
    let mut out = Document::new();
    out.insert("$jsonSchema", schema);
    out
}

/// Nesting deeper than this is described as a plain "object"/"array".
const MAX_DEPTH: usize = 8;

fn object_schema(doc: &Document, depth: usize) -> Document {
    let mut schema = Document::new();
    schema.insert("bsonType", "object");
    if depth >= MAX_DEPTH {
        return schema;
    }
    let required: Vec<Bson> = doc.keys().map(|key| Bson::from(key.as_str())).collect();
    if !required.is_empty() {
        schema.insert("required", required);
    }
    let mut properties = Document::new();
    for (key, value) in doc {
        properties.insert(key.clone(), value_schema(value, depth + 1));
    }
    schema.insert("properties", properties);
    schema
}

fn value_schema(value: &Bson, depth: usize) -> Document {
    match value {
        Bson::Document(doc) => object_schema(doc, depth),
        Bson::Array(items) => {
            let mut schema = Document::new();
            schema.insert("bsonType", "array");
            // The first element stands for all: arrays here hold one kind.
            if depth < MAX_DEPTH
                && let Some(first) = items.first()
            {
                schema.insert("items", value_schema(first, depth + 1));
            }
            schema
        }
        other => {
            let mut schema = Document::new();
            schema.insert("bsonType", bson_type(other));
            schema
        }
    }
}

/// Whether `value` satisfies `schema` (the keywords [`validator`] writes);
/// the error names the path of the first violation.
///
/// # Errors
/// A sentence naming the path and what is wrong.
pub fn check(schema: &Document, value: &Bson, path: &str) -> Result<(), String> {
    if let Some(expected) = schema.get("bsonType") {
        let actual = bson_type(value);
        let ok = match expected {
            Bson::String(kind) => kind == actual,
            Bson::Array(kinds) => kinds.iter().any(|k| k.as_str() == Some(actual)),
            _ => false,
        };
        if !ok {
            return Err(format!(
                "{path}: expected bsonType {expected}, found {actual}"
            ));
        }
    }
    if let Bson::Document(doc) = value {
        if let Ok(required) = schema.get_array("required") {
            for key in required.iter().filter_map(Bson::as_str) {
                if !doc.contains_key(key) {
                    return Err(format!("{path}: the required field \"{key}\" is missing"));
                }
            }
        }
        if let Ok(properties) = schema.get_document("properties") {
            for (key, sub) in properties {
                if let (Some(v), Bson::Document(sub)) = (doc.get(key), sub) {
                    check(sub, v, &format!("{path}.{key}"))?;
                }
            }
        }
    }
    if let (Bson::Array(items), Ok(item_schema)) = (value, schema.get_document("items")) {
        for (i, item) in items.iter().enumerate() {
            check(item_schema, item, &format!("{path}.{i}"))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use bson::{doc, oid::ObjectId};

    use super::*;

    #[test]
    fn a_validator_accepts_its_sample_and_refuses_broken_documents() {
        let sample = doc! {
            "_id": ObjectId::from_bytes([1; 12]),
            "name": "Ann",
            "parent": ObjectId::from_bytes([2; 12]),
            "emails": [{"email": "a@example.com", "type": "work"}],
        };
        let v = validator(&sample, &["parent".to_owned()]);
        let schema = v.get_document("$jsonSchema").expect("a schema");
        assert_eq!(check(schema, &Bson::Document(sample.clone()), "$"), Ok(()));

        let mut root = sample.clone();
        root.insert("parent", Bson::Null);
        assert_eq!(check(schema, &Bson::Document(root), "$"), Ok(()));

        let mut missing = sample.clone();
        missing.remove("name");
        assert!(check(schema, &Bson::Document(missing), "$").is_err());

        let mut wrong = sample;
        wrong.insert("emails", vec![doc! {"email": 5, "type": "work"}]);
        let error = check(schema, &Bson::Document(wrong), "$").expect_err("refused");
        assert!(error.contains("$.emails.0.email"), "{error}");
    }
}

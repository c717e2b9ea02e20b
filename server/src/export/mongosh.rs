//! A mongosh script that makes the recommended schema in an empty database:
//! each collection with its `$jsonSchema` validator, its indexes and its
//! sample documents. Values keep their BSON types through mongosh's own
//! constructors (`ObjectId`, `ISODate`, `Decimal128`, `NumberLong`,
//! `Double`, `BinData`); strings and keys are JSON strings, which are
//! JavaScript strings too, so nothing in a model can break out of them.

use std::fmt::Write as _;

use base64::Engine as _;
use bson::{Bson, Document};

use fluent_bundle::FluentArgs;
use nestlink_core::wire::model::Model;

use crate::i18n;
use crate::wire::{Analysis, IndexKeys, Pattern};

/// The whole script, its comments in the language tagged `lang`.
#[must_use]
pub fn script(model: &Model, analysis: &Analysis, lang: &str) -> String {
    let mut out = String::new();
    // One line: a line break in the name would end the comment.
    let mut title = model.name.split_whitespace().collect::<Vec<_>>().join(" ");
    if title.is_empty() {
        title = i18n::text(lang, "mongosh-untitled");
    }
    let mut args = FluentArgs::new();
    args.set("model", title);
    let heading = i18n::message(lang, "mongosh-title", &args)
        .or_else(|| i18n::message(i18n::ENGLISH, "mongosh-title", &args))
        .unwrap_or_default();
    let _ = writeln!(out, "// {heading}");
    let _ = writeln!(
        out,
        "// {} mongosh \"mongodb://localhost:27017/mydb\" this-file.js",
        i18n::text(lang, "mongosh-run")
    );
    for collection in &analysis.collections {
        let name = js_string(&collection.name);
        let _ = writeln!(out, "\n// {}", entity_names(model, &collection.entities));
        match (&collection.timeseries, &collection.validator) {
            (Some(series), _) => {
                // A time series collection takes no validator of its own.
                let expire = collection
                    .expire_after_seconds
                    .map(|seconds| format!(", expireAfterSeconds: {seconds}"))
                    .unwrap_or_default();
                let _ = writeln!(
                    out,
                    "db.createCollection({name}, {{ timeseries: {}{expire} }});",
                    document(&series.0)
                );
            }
            (None, Some(validator)) if drifting(analysis, &collection.name) => {
                // Older shapes stay valid until they are migrated: the
                // validator is rolled out as the advice says.
                let _ = writeln!(out, "// {}", i18n::text(lang, "mongosh-older-shapes"));
                let _ = write!(
                    out,
                    "// {} db.runCommand({{ collMod: ",
                    i18n::text(lang, "mongosh-once-migrated")
                );
                out.push_str(&name);
                out.push_str(", validationLevel: \"strict\", validationAction: \"error\" });\n");
                let _ = writeln!(
                    out,
                    "db.createCollection({name}, {{ validator: {}, validationLevel: \"moderate\", validationAction: \"warn\" }});",
                    document(&validator.0)
                );
            }
            (None, Some(validator)) => {
                let _ = writeln!(
                    out,
                    "db.createCollection({name}, {{ validator: {} }});",
                    document(&validator.0)
                );
            }
            (None, None) => {
                let _ = writeln!(out, "db.createCollection({name});");
            }
        }
        for index in &collection.indexes {
            let options = if index.unique {
                ", { unique: true }"
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "db.getCollection({name}).createIndex({}{options});",
                keys(&index.keys)
            );
        }
        if let Some(sample) = &collection.sample {
            let _ = writeln!(
                out,
                "db.getCollection({name}).insertOne({});",
                document(&sample.0)
            );
        }
    }
    out
}

/// Does the collection hold documents of several shapes (the schema
/// versioning pattern's advice names it)?
fn drifting(analysis: &Analysis, collection: &str) -> bool {
    analysis.entities.iter().any(|advice| {
        advice.pattern == Pattern::SchemaVersioning && advice.collection == collection
    })
}

fn keys(keys: &IndexKeys) -> String {
    let parts: Vec<String> = keys
        .0
        .iter()
        .map(|(field, direction)| format!("{}: {direction}", js_string(field)))
        .collect();
    format!("{{ {} }}", parts.join(", "))
}

fn document(doc: &Document) -> String {
    if doc.is_empty() {
        return "{}".to_owned();
    }
    let parts: Vec<String> = doc
        .iter()
        .map(|(key, value)| format!("{}: {}", js_string(key), value_literal(value)))
        .collect();
    format!("{{ {} }}", parts.join(", "))
}

/// The entities a collection holds, by the names people gave them, made
/// fit for a line comment: a line break in a name (JavaScript also ends a
/// line at U+2028 and U+2029) would end the comment and run the rest.
fn entity_names(model: &Model, ids: &[String]) -> String {
    let names: Vec<String> = ids
        .iter()
        .map(|id| {
            let name = model.entity(id).map_or(id.as_str(), |e| e.name.as_str());
            name.chars()
                .map(|c| {
                    if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') {
                        ' '
                    } else {
                        c
                    }
                })
                .collect()
        })
        .collect();
    names.join(", ")
}

/// A value as mongosh reads it back with the same BSON type.
fn value_literal(value: &Bson) -> String {
    match value {
        Bson::Document(doc) => document(doc),
        Bson::Array(items) => {
            let parts: Vec<String> = items.iter().map(value_literal).collect();
            format!("[{}]", parts.join(", "))
        }
        Bson::String(text) | Bson::Symbol(text) => js_string(text),
        Bson::Boolean(flag) => flag.to_string(),
        Bson::Null | Bson::Undefined => "null".to_owned(),
        // mongosh stores a whole JavaScript number in int32 range as an int.
        Bson::Int32(n) => n.to_string(),
        Bson::Int64(n) => format!("NumberLong(\"{n}\")"),
        Bson::Double(x) if x.is_finite() => format!("Double({x:?})"),
        Bson::Double(x) => format!("Double({})", js_string(&x.to_string())),
        Bson::Decimal128(d) => format!("Decimal128(\"{d}\")"),
        Bson::ObjectId(id) => format!("ObjectId(\"{}\")", id.to_hex()),
        Bson::DateTime(date) => match date.try_to_rfc3339_string() {
            Ok(text) => format!("ISODate(\"{text}\")"),
            Err(_) => format!("new Date({})", date.timestamp_millis()),
        },
        Bson::Binary(binary) => format!(
            "BinData({}, \"{}\")",
            u8::from(binary.subtype),
            base64::engine::general_purpose::STANDARD.encode(&binary.bytes)
        ),
        // No sample holds these; written as relaxed Extended JSON if one does.
        other => js_string(&other.clone().into_relaxed_extjson().to_string()),
    }
}

fn js_string(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_owned())
}

//! Mermaid `erDiagram`s, one a file so Mermaid's parser takes each: the
//! model as drawn (entities, fields, and the relationships with their
//! cardinalities), and the recommended collections (each with its
//! top-level fields, what is embedded shown as an `object` or `array`
//! field, and a line where one collection refers to another).

use std::{collections::BTreeMap, fmt::Write as _};

use nestlink_core::wire::model::{Cardinality, Model};

use crate::{samples::schema::bson_type, wire::Analysis};

/// The model as drawn, titled by the model's name.
#[must_use]
pub fn model_diagram(model: &Model) -> String {
    let mut out = heading(model, "the model as drawn");
    out.push_str(&model_body(model));
    out
}

/// The recommended collections, titled by the model's name.
#[must_use]
pub fn collections_diagram(model: &Model, analysis: &Analysis) -> String {
    let mut out = heading(model, "the recommended collections");
    out.push_str(&collections_body(model, analysis));
    out
}

/// A Mermaid comment line naming the model and the view.
fn heading(model: &Model, view: &str) -> String {
    let title = if model.name.trim().is_empty() {
        "Model"
    } else {
        model.name.as_str()
    };
    format!("%% {}: {view} (Nestlink)\n", one_line(title))
}

fn model_body(model: &Model) -> String {
    let mut out = String::from("erDiagram\n");
    for entity in &model.entities {
        let _ = writeln!(out, "    {}[{}] {{", name(&entity.id), quoted(&entity.name));
        for field in &entity.fields {
            attribute(&mut out, field.field_type.as_str(), &field.name);
        }
        out.push_str("    }\n");
    }
    for rel in &model.relationships {
        let line = match rel.cardinality {
            Cardinality::OneToOne => "||--o|",
            Cardinality::ManyToMany => "}o--o{",
            Cardinality::OneToFew | Cardinality::OneToMany | Cardinality::OneToSquillions => {
                "||--o{"
            }
        };
        let label = rel
            .label
            .clone()
            .unwrap_or_else(|| rel.cardinality.as_str().to_owned());
        let _ = writeln!(
            out,
            "    {} {line} {} : {}",
            name(&rel.from),
            name(&rel.to),
            quoted(&label)
        );
    }
    out
}

fn collections_body(model: &Model, analysis: &Analysis) -> String {
    let mut out = String::from("erDiagram\n");
    // Where each entity's data lives: the first collection that lists it.
    let mut home: BTreeMap<&str, &str> = BTreeMap::new();
    for collection in &analysis.collections {
        for entity in &collection.entities {
            home.entry(entity.as_str())
                .or_insert(collection.name.as_str());
        }
        let _ = writeln!(out, "    {} {{", name(&collection.name));
        if let Some(sample) = &collection.sample {
            for (key, value) in &sample.0 {
                attribute(&mut out, bson_type(value), key);
            }
        }
        out.push_str("    }\n");
    }
    for advice in &analysis.relationships {
        let Some(rel) = model
            .relationships
            .iter()
            .find(|rel| rel.id == advice.relationship)
        else {
            continue;
        };
        let (Some(from), Some(to)) = (home.get(rel.from.as_str()), home.get(rel.to.as_str()))
        else {
            continue;
        };
        if from != to {
            let _ = writeln!(
                out,
                "    {} ||--o{{ {} : {}",
                name(from),
                name(to),
                quoted(advice.pattern.as_str())
            );
        }
    }
    out
}

/// One attribute line; a field name Mermaid cannot take is written with
/// its characters replaced and the real name as the comment.
fn attribute(out: &mut String, type_name: &str, field: &str) {
    let safe = name(field);
    if safe == field {
        let _ = writeln!(out, "        {type_name} {safe}");
    } else {
        let _ = writeln!(out, "        {type_name} {safe} {}", quoted(field));
    }
}

/// Mermaid names: letters, digits, `_` and `-`, not starting with a digit
/// or `-`; anything else becomes `_`.
fn name(text: &str) -> String {
    let mut out: String = text
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    // Words of the erDiagram grammar (cardinalities, key markers) are no names.
    const RESERVED: [&str; 12] = [
        "u",
        "one",
        "many",
        "to",
        "only",
        "zero",
        "or",
        "more",
        "optionally",
        "pk",
        "fk",
        "uk",
    ];
    if !out.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        || RESERVED.contains(&out.to_ascii_lowercase().as_str())
    {
        out.insert(0, '_');
    }
    out
}

/// A double-quoted Mermaid string: it has no escapes, so a `"` becomes
/// `'`, and `%` and `\\`, which an entity's alias may not hold, become
/// spaces and `/`.
fn quoted(text: &str) -> String {
    let text = one_line(text)
        .replace('"', "'")
        .replace('%', " ")
        .replace('\\', "/");
    let text = one_line(&text);
    format!("\"{}\"", if text.is_empty() { "-" } else { &text })
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::{name, quoted};

    #[test]
    fn names_and_strings_keep_to_mermaids_grammar() {
        assert_eq!(name("student"), "student");
        assert_eq!(name("2nd place"), "_2nd_place");
        for reserved in ["one", "MANY", "to", "u", "pk", "Fk", "uk"] {
            assert_eq!(name(reserved), format!("_{reserved}"));
        }
        assert_eq!(quoted("say \"hi\"\n100% a\\b"), "\"say 'hi' 100 a/b\"");
        assert_eq!(quoted("%"), "\"-\"");
    }
}

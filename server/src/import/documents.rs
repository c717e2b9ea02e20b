//! Sample documents to a model: each collection an entity whose fields and
//! BSON types are read from its documents; an embedded document becomes an
//! embedded entity (one-to-one), an array of documents a child entity with
//! the counts seen (one-to-few or one-to-many); an ObjectId field whose
//! values are another collection's `_id`s becomes a reference (one-to-many
//! from that collection, with the counts seen), an array of them a
//! many-to-many. A field missing from some documents, mixed types and
//! everything else guessed get a note.

use std::collections::{BTreeMap, HashMap, HashSet};

use bson::{Bson, Document, oid::ObjectId};
use serde::Deserialize;
use utoipa::ToSchema;

use nestlink_core::{
    diagram::layout::laid_out,
    wire::{
        model::{Cardinality, Entity, Field, FieldType, MODEL_VERSION, Model, Relationship},
        validate::{MAX_ENTITIES, MAX_NAME_CHARS},
    },
};

use super::{
    ImportError, ImportFormat, ImportNote, Imported, Message, MessageArg,
    names::{Taken, entity_id, entity_name, field_name},
};
use crate::advisor::names::default_label;

/// The body of `POST /api/v1/import/documents`: sample documents by
/// collection name, in MongoDB Extended JSON (relaxed or canonical).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SampleDocuments {
    /// Collection name to its sample documents, read straight into BSON so
    /// each keeps its fields' order.
    #[schema(value_type = BTreeMap<String, Vec<Object>>)]
    pub collections: BTreeMap<String, Vec<Bson>>,
}

/// How deep embedded documents become entities; deeper ones stay `object` fields.
const MAX_DEPTH: usize = 8;
/// An array of documents longer than this, seen in a sample, is one-to-many.
const FEW: u64 = 20;

/// Reads sample documents into a model and its notes.
///
/// # Errors
/// [`ImportError::Document`] at the path of a value that is not a
/// document; [`ImportError::Empty`] without documents;
/// [`ImportError::TooLarge`] past 2,000 entities.
pub fn from_documents(samples: &SampleDocuments) -> Result<Imported, ImportError> {
    let mut collections = Vec::new();
    for (name, values) in &samples.collections {
        let mut documents = Vec::with_capacity(values.len());
        for (i, value) in values.iter().enumerate() {
            match value {
                Bson::Document(document) => documents.push(document.clone()),
                _ => {
                    return Err(ImportError::Document {
                        path: format!("collections.{name}[{i}]"),
                        reason: Message::new("import-refused-not-a-document"),
                    });
                }
            }
        }
        collections.push((name.clone(), documents));
    }
    infer(&collections).and_then(super::checked)
}

/// The model of collections of documents already read.
fn infer(collections: &[(String, Vec<Document>)]) -> Result<Imported, ImportError> {
    if collections
        .iter()
        .all(|(_, documents)| documents.is_empty())
    {
        return Err(ImportError::Empty(ImportFormat::Documents));
    }
    // Which collection holds each ObjectId `_id`: what references are found by.
    let mut owner: HashMap<ObjectId, usize> = HashMap::new();
    for (at, (_, documents)) in collections.iter().enumerate() {
        for document in documents {
            if let Ok(id) = document.get_object_id("_id") {
                owner.entry(id).or_insert(at);
            }
        }
    }
    let mut builder = Builder {
        owner,
        ..Builder::default()
    };
    let roots: Vec<String> = collections
        .iter()
        .map(|(name, _)| builder.entity_for(name, &entity_name(name)))
        .collect();
    for ((name, documents), root) in collections.iter().zip(&roots) {
        let shape = Shape::of(documents.iter(), 0);
        builder.fill(root, name, &shape, documents.len(), 0, &roots);
    }
    if builder.entities.len() > MAX_ENTITIES {
        return Err(ImportError::TooLarge {
            format: ImportFormat::Documents,
            count: builder.entities.len(),
        });
    }
    let model = laid_out(Model {
        version: MODEL_VERSION,
        name: crate::import::model_name(ImportFormat::Documents, crate::i18n::ENGLISH)
            .unwrap_or_default(),
        entities: builder.entities,
        relationships: builder.relationships,
    });
    Ok(Imported {
        model,
        notes: builder.notes,
    })
}

/// What the documents of one level say about each field, in first-seen order.
#[derive(Default)]
struct Shape {
    fields: Vec<(String, Seen)>,
}

#[derive(Default)]
struct Seen {
    /// Documents that have the field (null included).
    present: usize,
    types: BTreeMap<&'static str, (usize, FieldType)>,
    /// The documents found in it, and in arrays of it.
    documents: Vec<Document>,
    /// Array lengths, and how many of the items were documents or ObjectIds.
    lengths: Vec<u64>,
    items: usize,
    document_items: usize,
    /// ObjectIds (alone or in arrays), to find references by.
    ids: Vec<ObjectId>,
}

impl Shape {
    fn of<'d>(documents: impl Iterator<Item = &'d Document>, depth: usize) -> Self {
        let mut shape = Self::default();
        let mut at: HashMap<String, usize> = HashMap::new();
        for document in documents {
            for (key, value) in document {
                let index = *at.entry(key.clone()).or_insert_with(|| {
                    shape.fields.push((key.clone(), Seen::default()));
                    shape.fields.len() - 1
                });
                shape.fields[index].1.see(value, depth);
            }
        }
        shape
    }
}

impl Seen {
    fn see(&mut self, value: &Bson, depth: usize) {
        self.present += 1;
        if let Some(field_type) = bson_field_type(value) {
            let entry = self
                .types
                .entry(field_type.as_str())
                .or_insert((0, field_type));
            entry.0 += 1;
        }
        match value {
            Bson::Document(document) if depth < MAX_DEPTH => self.documents.push(document.clone()),
            Bson::ObjectId(id) => self.ids.push(*id),
            Bson::Array(items) => {
                self.lengths.push(items.len() as u64);
                for item in items {
                    self.items += 1;
                    match item {
                        Bson::Document(document) if depth < MAX_DEPTH => {
                            self.document_items += 1;
                            self.documents.push(document.clone());
                        }
                        Bson::ObjectId(id) => self.ids.push(*id),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }

    /// The most common type, and a note when there were others.
    fn field_type(&self) -> (FieldType, Option<Message>) {
        let mut types: Vec<(&str, usize, FieldType)> = self
            .types
            .iter()
            .map(|(name, (count, field_type))| (*name, *count, *field_type))
            .collect();
        types.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        match types.as_slice() {
            [] => (
                FieldType::String,
                Some(Message::new("import-note-only-nulls")),
            ),
            [_] => (types[0].2, None),
            [first, ..] => {
                let counts: Vec<Message> = types
                    .iter()
                    .map(|(name, count, _)| {
                        Message::new("import-note-type-seen")
                            .text("type", *name)
                            .count("count", *count)
                    })
                    .collect();
                (
                    first.2,
                    Some(Message {
                        id: "import-note-several-types",
                        args: vec![
                            ("counts", MessageArg::List(counts)),
                            ("type", MessageArg::Text(first.0.to_owned())),
                        ],
                    }),
                )
            }
        }
    }
}

fn bson_field_type(value: &Bson) -> Option<FieldType> {
    Some(match value {
        Bson::String(_)
        | Bson::Symbol(_)
        | Bson::RegularExpression(_)
        | Bson::JavaScriptCode(_)
        | Bson::JavaScriptCodeWithScope(_) => FieldType::String,
        Bson::Int32(_) => FieldType::Int,
        Bson::Int64(_) => FieldType::Long,
        Bson::Double(_) => FieldType::Double,
        Bson::Decimal128(_) => FieldType::Decimal,
        Bson::Boolean(_) => FieldType::Bool,
        Bson::DateTime(_) | Bson::Timestamp(_) => FieldType::Date,
        Bson::ObjectId(_) => FieldType::ObjectId,
        Bson::Binary(_) => FieldType::BinData,
        Bson::Array(_) => FieldType::Array,
        Bson::Document(_) => FieldType::Object,
        Bson::Null | Bson::Undefined | Bson::MinKey | Bson::MaxKey | Bson::DbPointer(_) => {
            return None;
        }
    })
}

#[derive(Default)]
struct Builder {
    owner: HashMap<ObjectId, usize>,
    entities: Vec<Entity>,
    relationships: Vec<Relationship>,
    notes: Vec<ImportNote>,
    ids: Taken,
    names: Taken,
    /// (parent, child) pairs linked by a reference so far.
    references: HashSet<(String, String)>,
}

impl Builder {
    /// A new entity; its id.
    fn entity_for(&mut self, id_base: &str, name: &str) -> String {
        let id = self.ids.unique(&entity_id(id_base), "_");
        let name = self.names.unique(name, " ");
        self.entities.push(Entity::new(id.clone(), name, 0.0, 0.0));
        id
    }

    /// A second reference between the same two collections (a message's
    /// sender and recipient) is labelled by its key, so the parent's two
    /// lists of children have names of their own.
    fn reference_label(&mut self, parent: &str, child: &str, key: &str) -> Option<String> {
        if self
            .references
            .insert((parent.to_owned(), child.to_owned()))
        {
            return None;
        }
        let children = self
            .entities
            .iter()
            .find(|entity| entity.id == child)
            .map_or_else(
                || default_label(Cardinality::OneToMany, child, child),
                |entity| default_label(Cardinality::OneToMany, &entity.name, &entity.id),
            );
        let label = field_name(&format!("{children}_as_{key}"));
        Some(label.chars().take(MAX_NAME_CHARS).collect())
    }

    fn note(&mut self, subject: &str, message: Message) {
        self.notes.push(super::note(subject, message, None));
    }

    fn relate(
        &mut self,
        from: &str,
        to: &str,
        cardinality: Cardinality,
        label: Option<String>,
        counts: Option<(u64, u64)>,
    ) {
        let mut relationship = Relationship::new(
            format!("r{}", self.relationships.len() + 1),
            from,
            to,
            cardinality,
        );
        relationship.label = label;
        if let Some((typical, max)) = counts.filter(|_| cardinality != Cardinality::OneToOne) {
            relationship.typical = Some(typical.clamp(1, max.max(1)));
            relationship.max = Some(Some(max.max(1)));
        }
        self.relationships.push(relationship);
    }

    /// Gives entity `id` the fields of `shape` (seen in `documents`
    /// documents at `path`), with entities and relationships for what is
    /// embedded or referenced.
    fn fill(
        &mut self,
        id: &str,
        path: &str,
        shape: &Shape,
        documents: usize,
        depth: usize,
        roots: &[String],
    ) {
        let mut fields = Taken::default();
        fields.unique("_id", "_");
        let mut own = Vec::new();
        for (key, seen) in &shape.fields {
            let subject = format!("{path}.{key}");
            if key == "_id" {
                continue;
            }
            if seen.present < documents {
                self.note(
                    &subject,
                    Message::new("import-note-present-in")
                        .count("present", seen.present)
                        .count("documents", documents),
                );
            }
            let (field_type, mixed) = seen.field_type();
            // A field or a relationship of this entity: named apart from the others.
            let label = fields.unique(&field_name(key), "_");
            if let Some(target) = self.referenced(seen) {
                let parent = &roots[target];
                if field_type == FieldType::Array {
                    let counts = counts(&seen.lengths);
                    self.relate(
                        id,
                        parent,
                        Cardinality::ManyToMany,
                        Some(label),
                        Some(counts),
                    );
                    self.note(
                        &subject,
                        Message::new("import-note-ids-many-to-many").text("parent", parent),
                    );
                } else {
                    // A sample shows only some of each parent's children:
                    // the counts are left to the person.
                    let label = self.reference_label(parent, id, key);
                    self.relate(parent, id, Cardinality::OneToMany, label, None);
                    self.note(
                        &subject,
                        Message::new("import-note-ids-reference")
                            .text("parent", parent)
                            .text("path", path),
                    );
                }
                continue;
            }
            let embeds_documents = match field_type {
                FieldType::Object => !seen.documents.is_empty(),
                FieldType::Array => {
                    seen.document_items * 2 > seen.items && !seen.documents.is_empty()
                }
                _ => false,
            };
            if embeds_documents && depth + 1 < MAX_DEPTH {
                let child = self.entity_for(&format!("{id}_{label}"), &entity_name(&label));
                let inner = Shape::of(seen.documents.iter(), depth + 1);
                if field_type == FieldType::Array {
                    let counts = counts(&seen.lengths);
                    self.relate(id, &child, by_count(counts.1), Some(label), Some(counts));
                } else {
                    self.relate(id, &child, Cardinality::OneToOne, Some(label), None);
                }
                self.fill(
                    &child,
                    &subject,
                    &inner,
                    seen.documents.len(),
                    depth + 1,
                    roots,
                );
                continue;
            }
            if let Some(message) = mixed {
                self.note(&subject, message);
            }
            own.push(Field::new(label, field_type));
        }
        if let Some(entity) = self.entities.iter_mut().find(|entity| entity.id == id) {
            entity.fields = own;
        }
    }

    /// The collection whose `_id`s most of these ObjectIds are, if they are.
    fn referenced(&self, seen: &Seen) -> Option<usize> {
        if seen.ids.is_empty() {
            return None;
        }
        let mut hits: BTreeMap<usize, usize> = BTreeMap::new();
        for id in &seen.ids {
            if let Some(&at) = self.owner.get(id) {
                *hits.entry(at).or_default() += 1;
            }
        }
        hits.into_iter()
            .max_by_key(|(at, count)| (*count, std::cmp::Reverse(*at)))
            .filter(|(_, count)| count * 2 > seen.ids.len())
            .map(|(at, _)| at)
    }
}

/// Typical (mean, rounded) and largest array length seen.
fn counts(lengths: &[u64]) -> (u64, u64) {
    let max = lengths.iter().copied().max().unwrap_or(1);
    let total: u64 = lengths.iter().sum();
    let typical = total.div_ceil(lengths.len().max(1) as u64);
    (typical, max)
}

fn by_count(max: u64) -> Cardinality {
    if max <= FEW {
        Cardinality::OneToFew
    } else {
        Cardinality::OneToMany
    }
}

#[cfg(test)]
mod tests;

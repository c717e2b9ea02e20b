//! The facts the advisor decides on, with the model's defaults filled in:
//! child counts, the field names a relationship would get, and estimated
//! document sizes. Estimates from field types only (counted with
//! [`crate::bson_size`], as the samples' exact sizes are); the decision needs
//! the order of magnitude.

use bytesize::ByteSize;
use nestlink_core::wire::model::{Cardinality, Entity, Field, FieldType, Relationship};
use num_format::{Locale, ToFormattedString};

use super::names;
use super::said::{Names, SHARED};
use crate::bson_size::{EMPTY_DOCUMENT_BYTES, OBJECT_ID_BYTES, array_size, element_size};

/// Children per bucket at most: a couple of hundred (001 Part 3, rule of
/// thumb Three, on arrays), fewer when they are large.
pub const BUCKET_LIMIT: u64 = 200;
/// Past this size, at the largest child count, an embedded array makes
/// its parent slow to read and rewrite whole: keep the children apart
/// (MongoDB's "Reduce Bloated Documents": a document carries what every
/// read of it needs; its advice to keep documents small).
pub const EMBED_BYTES: u64 = 1024 * 1024;
/// "More than a few thousand": don't keep an array of their ids either
/// (same rule). The limit is the bytes of a plain array of ObjectIds: 88
/// KiB holds about 5,000. Ids that carry copies (an extended reference) are
/// a partial embedding, held to the embedding's byte limits instead.
pub const ID_ARRAY_BYTES: u64 = 88 * 1024;

/// Does an array of `count` plain ObjectIds stay within [`ID_ARRAY_BYTES`]?
#[must_use]
pub fn ids_fit(count: u64) -> bool {
    array_size(&[OBJECT_ID_BYTES], count) <= ID_ARRAY_BYTES
}
/// One more document written is weighed as this many bytes read: an update
/// writes the document, its journal and oplog entries and its index keys,
/// and WiredTiger's smallest pages are 4 KiB.
pub const WRITE_AS_READ_BYTES: u64 = 4 * 1024;
/// One more round trip is weighed as this many bytes read: a query's
/// network latency and planning cost about what reading that much more
/// data does.
pub const ROUND_TRIP_AS_READ_BYTES: u64 = 16 * 1024;
/// One more index entry per child is weighed as this many bytes read:
/// MongoDB wants indexes to fit in memory beside the working set, so an
/// entry costs for as long as it lives, but less than the write that made
/// it (which already wrote its keys).
pub const INDEX_ENTRY_AS_READ_BYTES: u64 = 1024;
/// How often a copied field that may change does change, per child
/// written: "rarely" (the 6 Rules copy fields with a high read-to-write
/// ratio), taken as once per hundred.
pub const RARE_CHANGE_PER_CHILD: f64 = 0.01;
/// How often a tree's node moves to another parent, per node added, when
/// nodes move "often": as often as nodes are added.
pub const MOVES_PER_CHILD_OFTEN: f64 = 1.0;
/// The levels below a tree's root, assumed (the model states no depth):
/// a walk up or down that takes one query per level takes this many. The
/// manual's category tree (Books, Programming, Databases, MongoDB) has four.
pub const TREE_LEVELS: u32 = 4;
/// Past this size a document is legal but slow to read and rewrite whole; the
/// advisor warns.
pub const DOCUMENT_WARN: u64 = 2 * 1024 * 1024;

/// Default typical and maximum counts per cardinality: one table, in the
/// shared model, so the editor shows the numbers the advisor assumes.
#[must_use]
pub const fn default_counts(cardinality: Cardinality) -> (u64, Option<u64>) {
    cardinality.default_counts()
}

/// Default number of parents per child in a many-to-many relationship.
pub const DEFAULT_INVERSE_TYPICAL: u64 = nestlink_core::wire::model::DEFAULT_INVERSE_TYPICAL;

/// Assumed encoded sizes when a field has no `size_bytes`.
const DEFAULT_STRING_BYTES: u64 = 24;
const DEFAULT_BINARY_BYTES: u64 = 256;
const DEFAULT_ARRAY_BYTES: u64 = 64;
const DEFAULT_OBJECT_BYTES: u64 = 64;

/// One relationship with every default filled in and its ends resolved.
#[derive(Debug, Clone)]
pub struct Facts<'m> {
    pub rel: &'m Relationship,
    pub from: &'m Entity,
    pub to: &'m Entity,
    pub typical: u64,
    /// `None`: unbounded.
    pub max: Option<u64>,
    /// Many-to-many only: parents per child.
    pub inverse_typical: u64,
    /// The field of `from` that embeds or lists `to`.
    pub label: String,
    /// The field of `to` that would hold the id of its `from`.
    pub parent_field: String,
    /// The field of `to` that would hold an array of `from` ids (many-to-many).
    pub from_array_field: String,
    pub from_collection: String,
    pub to_collection: String,
    /// Plural display names, for prose.
    pub from_plural: String,
    pub to_plural: String,
    /// `to` as an embedded sub-document (no `_id`).
    pub child_bytes: u64,
    /// `from` as a top-level document, without the relationship's field.
    pub parent_bytes: u64,
    /// The names the advice's sentences take, shared by all of them:
    /// `parent`, `parents`, `child`, `children`, `field` (the child's field
    /// for its parent's id), `collection` (the child's) and `label` (the
    /// parent's field for its children).
    pub names: Names,
}

impl<'m> Facts<'m> {
    /// Resolves defaults. `collection` gives the collection name of an entity.
    #[must_use]
    pub fn new(
        rel: &'m Relationship,
        from: &'m Entity,
        to: &'m Entity,
        from_collection: String,
        to_collection: String,
    ) -> Self {
        let (typical, max) = nestlink_core::wire::model::resolved_counts(rel);
        let label = rel
            .label
            .clone()
            .unwrap_or_else(|| names::default_label(rel.cardinality, &to.name, &to.id));
        let mut parent_field = names::singular_field(&from.name, &from.id);
        if to.field(&parent_field).is_some() {
            parent_field.push_str("_id");
        }
        let from_array_field = names::pluralise(&names::singular_field(&from.name, &from.id));
        let (from_plural, to_plural) =
            (names::plural_name(&from.name), names::plural_name(&to.name));
        // In `SHARED`'s order.
        let values = [
            from.name.clone(),
            from_plural.clone(),
            to.name.clone(),
            to_plural.clone(),
            parent_field.clone(),
            to_collection.clone(),
            label.clone(),
        ];
        let shared: Names = SHARED.into_iter().zip(values).collect();
        Self {
            rel,
            from,
            to,
            typical,
            max,
            inverse_typical: rel.inverse_typical.unwrap_or(DEFAULT_INVERSE_TYPICAL),
            label,
            parent_field,
            from_array_field,
            from_collection,
            to_collection,
            from_plural,
            to_plural,
            // The link's own fields travel with an embedded child.
            child_bytes: document_bytes(&to.fields, false).saturating_add(
                document_bytes(&rel.link_fields, false).saturating_sub(EMPTY_DOCUMENT_BYTES),
            ),
            parent_bytes: document_bytes(&from.fields, true),
            names: shared,
        }
    }

    /// The size of `from` with `count` children embedded (an array unless
    /// one-to-one).
    #[must_use]
    pub fn embedded_parent_bytes(&self, count: u64) -> u64 {
        let element = if self.rel.cardinality == Cardinality::OneToOne {
            element_size(&self.label, self.child_bytes)
        } else {
            element_size(&self.label, array_size(&[self.child_bytes], count))
        };
        self.parent_bytes.saturating_add(element)
    }

    /// The size of `from` with an array of `count` child ids.
    #[must_use]
    pub fn id_array_parent_bytes(&self, count: u64) -> u64 {
        self.parent_bytes.saturating_add(element_size(
            &self.label,
            array_size(&[OBJECT_ID_BYTES], count),
        ))
    }
}

/// Encoded size of a field's value, from its type and `size_bytes`.
#[must_use]
pub fn value_bytes(field: &Field) -> u64 {
    let size = |default: u64| field.size_bytes.unwrap_or(default);
    match field.field_type {
        // int32 length, the bytes, a trailing NUL
        FieldType::String => size(DEFAULT_STRING_BYTES).saturating_add(5),
        FieldType::Int => 4,
        FieldType::Long | FieldType::Double | FieldType::Date => 8,
        FieldType::Decimal => 16,
        FieldType::Bool => 1,
        FieldType::ObjectId => OBJECT_ID_BYTES,
        // int32 length, subtype byte, the bytes
        FieldType::BinData => size(DEFAULT_BINARY_BYTES).saturating_add(5),
        FieldType::Array => size(DEFAULT_ARRAY_BYTES),
        FieldType::Object => size(DEFAULT_OBJECT_BYTES),
    }
}

/// A document: int32 length, its elements, a trailing NUL; with `_id` an
/// ObjectId when it is a top-level document.
#[must_use]
pub fn document_bytes(fields: &[Field], with_id: bool) -> u64 {
    let id = if with_id {
        element_size("_id", OBJECT_ID_BYTES)
    } else {
        0
    };
    fields
        .iter()
        .fold(EMPTY_DOCUMENT_BYTES.saturating_add(id), |total, field| {
            total.saturating_add(element_size(&field.name, value_bytes(field)))
        })
}

/// "12,345": English digit groups.
#[must_use]
pub fn count_text(n: u64) -> String {
    n.to_formatted_string(&Locale::en)
}

/// A ratio for prose: whole numbers with separators, others as written.
#[must_use]
pub fn ratio_text(ratio: f64) -> String {
    if ratio.fract() == 0.0 && (1.0..9.0e15).contains(&ratio) {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        count_text(ratio as u64)
    } else {
        format!("{ratio}")
    }
}

/// "\"a\", \"b\"": names in quotes, for prose.
#[must_use]
pub fn quoted_list(names: &[&str]) -> String {
    names
        .iter()
        .map(|name| format!("\"{name}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "about 333 bytes", "about 1.2 KiB", "about 18.0 MiB": binary units with
/// their binary names, as the 16 MiB limit is counted and as the advice
/// panel labels sizes.
#[must_use]
pub fn bytes_text(bytes: u64) -> String {
    if bytes < bytesize::KIB {
        format!("about {bytes} bytes")
    } else {
        format!("about {}", ByteSize::b(bytes).display().iec())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(name: &str, field_type: FieldType) -> Field {
        Field::new(name, field_type)
    }

    #[test]
    fn an_id_array_is_limited_by_its_bytes_about_five_thousand_object_ids() {
        assert!(ids_fit(5_000));
        assert!(!ids_fit(5_100));
        assert!(ids_fit(0));
    }

    #[test]
    fn document_sizes_follow_the_bson_layout() {
        // {_id: ObjectId, n: int32} = 4 + (1+4+12) + (1+2+4) + 1 = 29
        assert_eq!(document_bytes(&[field("n", FieldType::Int)], true), 29);
        assert_eq!(document_bytes(&[], false), 5);
    }

    #[test]
    fn numbers_read_well() {
        assert_eq!(count_text(100_000), "100,000");
        assert_eq!(count_text(999), "999");
        assert_eq!(count_text(0), "0");
        // The browser's own grouping (the core's, without num-format's
        // tables) writes the same text.
        for n in [0, 7, 999, 1_000, 19_100, 123_456_789, u64::MAX] {
            assert_eq!(nestlink_core::wire::english::count_text(n), count_text(n));
        }
        assert_eq!(count_text(u64::MAX), "18,446,744,073,709,551,615");
        assert_eq!(bytes_text(1023), "about 1023 bytes");
        assert_eq!(bytes_text(2662), "about 2.6 KiB");
        assert_eq!(bytes_text(20 * 1024 * 1024), "about 20.0 MiB");
        assert_eq!(bytes_text(3 * 1024 * 1024 * 1024), "about 3.0 GiB");
    }
}

//! The model a person draws: entities with fields, and the relationships
//! between them, with the facts about how the data is used. The JSON shape is
//! the contract of `shared/spec/api.md` (version 1); unknown keys are refused
//! because they are almost always typos.
//!
//! Plain Rust and serde only: this module is compiled into the browser too.

use serde::{Deserialize, Deserializer, Serialize};

/// Parents per child in a many-to-many relationship, when the model leaves
/// `inverse_typical` out.
pub const DEFAULT_INVERSE_TYPICAL: u64 = 10;

/// The model format this code reads and writes.
pub const MODEL_VERSION: u32 = 1;

// The OpenAPI document states `validate`'s rules where a JSON schema can
// (the attributes below); these patterns must agree with that code. "Blank"
// is Unicode White_Space, as Rust's `trim` reads it, spelled out because
// regex engines disagree on what `\s` means.
//
// Ids: `[A-Za-z0-9_-]{1,64}`.
// Names: something other than white space (and 1-64 characters).
// Field names and labels: that, with no `.`, and not starting with `$`.

/// A whole schema drawing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub struct Model {
    /// The format version; always 1 for now.
    #[serde(deserialize_with = "whole::version")]
    #[cfg_attr(feature = "ssr", schema(example = 1, minimum = 1, maximum = 1))]
    pub version: u32,
    /// A title for people; not used by the advisor.
    #[serde(default)]
    pub name: String,
    /// At most 2,000.
    #[serde(default)]
    #[cfg_attr(feature = "ssr", schema(max_items = 2000))]
    pub entities: Vec<Entity>,
    /// At most 5,000.
    #[serde(default)]
    #[cfg_attr(feature = "ssr", schema(max_items = 5000))]
    pub relationships: Vec<Relationship>,
}

/// A kind of thing the application stores (a student, a log message...).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub struct Entity {
    /// Unique in the model, `[A-Za-z0-9_-]{1,64}`.
    #[cfg_attr(
        feature = "ssr",
        schema(pattern = "^[A-Za-z0-9_-]{1,64}$", min_length = 1, max_length = 64)
    )]
    pub id: String,
    /// Unique in the model, 1-64 characters, not blank; collection names derive from it.
    #[cfg_attr(
        feature = "ssr",
        schema(
            pattern = "[^\\x09-\\x0d\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]",
            min_length = 1,
            max_length = 64
        )
    )]
    pub name: String,
    /// Canvas position.
    #[serde(default)]
    pub x: f64,
    #[serde(default)]
    pub y: f64,
    #[serde(default)]
    pub fields: Vec<Field>,
}

/// One field of an entity.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub struct Field {
    /// Unique in the entity, 1-64 characters, not blank, no `.`, not starting with `$`.
    #[cfg_attr(
        feature = "ssr",
        schema(
            pattern = "^(?:[^.$\\x09-\\x0d\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]|[\\x09-\\x0d\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]+[^.\\x09-\\x0d\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000])[^.]*$",
            min_length = 1,
            max_length = 64
        )
    )]
    pub name: String,
    #[serde(rename = "type")]
    pub field_type: FieldType,
    /// How often the value changes; drives whether it may be copied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub updates: Option<Updates>,
    /// Average encoded size of a string, binary or array value, in bytes.
    #[serde(
        default,
        deserialize_with = "whole::optional",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "ssr", schema(maximum = 9_007_199_254_740_991.0))]
    pub size_bytes: Option<u64>,
}

/// The BSON types a field can have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub enum FieldType {
    #[serde(rename = "string")]
    String,
    #[serde(rename = "int")]
    Int,
    #[serde(rename = "long")]
    Long,
    #[serde(rename = "double")]
    Double,
    #[serde(rename = "decimal")]
    Decimal,
    #[serde(rename = "bool")]
    Bool,
    #[serde(rename = "date")]
    Date,
    #[serde(rename = "objectId")]
    ObjectId,
    #[serde(rename = "binData")]
    BinData,
    #[serde(rename = "array")]
    Array,
    #[serde(rename = "object")]
    Object,
}

impl FieldType {
    /// Every type, in the order the editor offers them.
    pub const ALL: [Self; 11] = [
        Self::String,
        Self::Int,
        Self::Long,
        Self::Double,
        Self::Decimal,
        Self::Bool,
        Self::Date,
        Self::ObjectId,
        Self::BinData,
        Self::Array,
        Self::Object,
    ];

    /// The type with this model name.
    #[must_use]
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == name)
    }

    /// The name used in the model JSON.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::String => "string",
            Self::Int => "int",
            Self::Long => "long",
            Self::Double => "double",
            Self::Decimal => "decimal",
            Self::Bool => "bool",
            Self::Date => "date",
            Self::ObjectId => "objectId",
            Self::BinData => "binData",
            Self::Array => "array",
            Self::Object => "object",
        }
    }
}

/// How often a field's value changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub enum Updates {
    Never,
    Rare,
    Often,
}

impl Updates {
    pub const ALL: [Self; 3] = [Self::Never, Self::Rare, Self::Often];

    #[must_use]
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|u| u.as_str() == name)
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Never => "never",
            Self::Rare => "rare",
            Self::Often => "often",
        }
    }
}

/// How many `to` documents one `from` document relates to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub enum Cardinality {
    OneToOne,
    OneToFew,
    OneToMany,
    OneToSquillions,
    ManyToMany,
}

impl Cardinality {
    pub const ALL: [Self; 5] = [
        Self::OneToOne,
        Self::OneToFew,
        Self::OneToMany,
        Self::OneToSquillions,
        Self::ManyToMany,
    ];

    #[must_use]
    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.as_str() == name)
    }

    /// Typical and maximum counts when the model leaves them out (`None`:
    /// unbounded). They follow domain.md's wording: one-to-few is "a handful,
    /// a couple of dozen at most"; one-to-many "hundreds, up to a few
    /// thousand"; one-to-squillions has no limit.
    #[must_use]
    pub const fn default_counts(self) -> (u64, Option<u64>) {
        match self {
            Self::OneToOne => (1, Some(1)),
            Self::OneToFew => (3, Some(20)),
            Self::OneToMany => (100, Some(2_000)),
            Self::OneToSquillions => (10_000, None),
            Self::ManyToMany => (10, Some(100)),
        }
    }

    /// The short mark drawn at the end of a relationship line.
    #[must_use]
    pub const fn mark(self) -> &'static str {
        match self {
            Self::OneToOne => "1:1",
            Self::OneToFew => "1:few",
            Self::OneToMany => "1:N",
            Self::OneToSquillions => "1:∞",
            Self::ManyToMany => "N:M",
        }
    }

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::OneToOne => "one-to-one",
            Self::OneToFew => "one-to-few",
            Self::OneToMany => "one-to-many",
            Self::OneToSquillions => "one-to-squillions",
            Self::ManyToMany => "many-to-many",
        }
    }
}

/// What a tree (self-relationship) is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub enum TreeQuery {
    /// A node's parent.
    Parent,
    /// A node's immediate children.
    Children,
    /// All ancestors of a node (its path to the root).
    Ancestors,
    /// All descendants of a node.
    Subtree,
}

impl TreeQuery {
    pub const ALL: [Self; 4] = [Self::Parent, Self::Children, Self::Ancestors, Self::Subtree];

    /// The question in plain words, for the editor.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Self::Parent => "A node's parent",
            Self::Children => "A node's children",
            Self::Ancestors => "All ancestors of a node",
            Self::Subtree => "A node's whole subtree",
        }
    }
}

/// A relationship from the one side (`from`) to the other (`to`), with the
/// facts the advisor decides on. Absent keys take the defaults of `api.md`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub struct Relationship {
    /// Unique among relationships, `[A-Za-z0-9_-]{1,64}`.
    #[cfg_attr(
        feature = "ssr",
        schema(pattern = "^[A-Za-z0-9_-]{1,64}$", min_length = 1, max_length = 64)
    )]
    pub id: String,
    /// The one side (an entity's id); for many-to-many, the side that would hold the ids.
    #[cfg_attr(
        feature = "ssr",
        schema(pattern = "^[A-Za-z0-9_-]{1,64}$", min_length = 1, max_length = 64)
    )]
    pub from: String,
    /// The other side (an entity's id).
    #[cfg_attr(
        feature = "ssr",
        schema(pattern = "^[A-Za-z0-9_-]{1,64}$", min_length = 1, max_length = 64)
    )]
    pub to: String,
    /// The field name the relationship gets; defaults to `to`'s name, pluralised.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "ssr",
        schema(
            pattern = "^(?:[^.$\\x09-\\x0d\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]|[\\x09-\\x0d\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]+[^.\\x09-\\x0d\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000])[^.]*$",
            min_length = 1,
            max_length = 64
        )
    )]
    pub label: Option<String>,
    pub cardinality: Cardinality,
    /// Typical number of `to` per `from`; defaults from the cardinality.
    #[serde(
        default,
        deserialize_with = "whole::optional",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "ssr", schema(maximum = 9_007_199_254_740_991.0))]
    pub typical: Option<u64>,
    /// Absent: the cardinality's default. `null`: unbounded. A number: the cap.
    #[serde(
        default,
        deserialize_with = "present_or_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(
        feature = "ssr",
        schema(value_type = Option<u64>, nullable, maximum = 9_007_199_254_740_991.0)
    )]
    pub max: Option<Option<u64>>,
    /// Many-to-many only: typical number of `from` per `to`.
    #[serde(
        default,
        deserialize_with = "whole::optional",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "ssr", schema(maximum = 9_007_199_254_740_991.0))]
    pub inverse_typical: Option<u64>,
    /// The `to` side is read or updated on its own.
    #[serde(default)]
    pub independent_access: bool,
    /// The `to` side is usually needed when `from` is read.
    #[serde(default = "yes")]
    pub read_together: bool,
    /// Both sides must change in one atomic write.
    #[serde(default)]
    pub atomic: bool,
    /// Only the latest K children are shown with the parent.
    #[serde(
        default,
        deserialize_with = "whole::optional",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "ssr", schema(maximum = 9_007_199_254_740_991.0))]
    pub shown_with_parent: Option<u64>,
    /// Fields of `to` shown next to `from`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub display_fields: Vec<String>,
    /// Fields of `from` shown with each `to`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub parent_display_fields: Vec<String>,
    /// The application often goes from a child to its parent.
    #[serde(default)]
    pub queried_from_child: bool,
    /// Self-relationships only: what the tree is asked for.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tree_queries: Vec<TreeQuery>,
}

const fn yes() -> bool {
    true
}

/// Keeps "absent" (outer `None`, via `default`) apart from "null" (`Some(None)`).
fn present_or_null<'de, D>(deserializer: D) -> Result<Option<Option<u64>>, D::Error>
where
    D: Deserializer<'de>,
{
    whole::optional(deserializer).map(Some)
}

/// Counts are JSON integers, and to JSON (and JavaScript) `2.0` is the same
/// integer as `2`; serde alone would refuse it for a `u64`. So counts accept
/// a whole number written either way, and nothing else.
mod whole {
    use serde::{
        Deserializer,
        de::{Error, Unexpected, Visitor},
    };

    /// Just above `u64::MAX`: the first whole `f64` that does not fit.
    const TOO_LARGE: f64 = 18_446_744_073_709_551_616.0;

    struct WholeNumber;

    impl Visitor<'_> for WholeNumber {
        type Value = u64;

        fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
            formatter.write_str("a whole number from 0 to 18446744073709551615")
        }

        fn visit_u64<E: Error>(self, value: u64) -> Result<u64, E> {
            Ok(value)
        }

        fn visit_i64<E: Error>(self, value: i64) -> Result<u64, E> {
            u64::try_from(value).map_err(|_| E::invalid_value(Unexpected::Signed(value), &self))
        }

        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        fn visit_f64<E: Error>(self, value: f64) -> Result<u64, E> {
            if value.fract() == 0.0 && (0.0..TOO_LARGE).contains(&value) {
                // Whole and in range, so the cast is exact.
                Ok(value as u64)
            } else {
                Err(E::invalid_value(Unexpected::Float(value), &self))
            }
        }
    }

    struct MaybeWholeNumber;

    impl<'de> Visitor<'de> for MaybeWholeNumber {
        type Value = Option<u64>;

        fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
            formatter.write_str("null or a whole number from 0 to 18446744073709551615")
        }

        fn visit_none<E: Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }

        fn visit_unit<E: Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }

        fn visit_some<D: Deserializer<'de>>(
            self,
            deserializer: D,
        ) -> Result<Self::Value, D::Error> {
            deserializer.deserialize_any(WholeNumber).map(Some)
        }
    }

    /// A count that may be null.
    pub fn optional<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
        deserializer.deserialize_option(MaybeWholeNumber)
    }

    /// The format version.
    pub fn version<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
        let value = deserializer.deserialize_any(WholeNumber)?;
        u32::try_from(value).map_err(|_| {
            D::Error::invalid_value(
                Unexpected::Unsigned(value),
                &"a version from 0 to 4294967295",
            )
        })
    }
}

impl Model {
    /// The entity with this id, if any.
    #[must_use]
    pub fn entity(&self, id: &str) -> Option<&Entity> {
        self.entities.iter().find(|entity| entity.id == id)
    }
}

impl Entity {
    /// The field with this name, if any.
    #[must_use]
    pub fn field(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|field| field.name == name)
    }
}

impl Relationship {
    /// A self-relationship: a tree (or a graph, for many-to-many).
    #[must_use]
    pub fn is_self(&self) -> bool {
        self.from == self.to
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relationship(json: &str) -> Relationship {
        serde_json::from_str(json).expect("a valid relationship")
    }

    #[test]
    fn absent_max_differs_from_null_max() {
        let base = r#""id":"r","from":"a","to":"b","cardinality":"one-to-many""#;
        assert_eq!(relationship(&format!("{{{base}}}")).max, None);
        assert_eq!(
            relationship(&format!("{{{base},\"max\":null}}")).max,
            Some(None)
        );
        assert_eq!(
            relationship(&format!("{{{base},\"max\":7}}")).max,
            Some(Some(7))
        );
    }

    #[test]
    fn defaults_follow_the_spec() {
        let r = relationship(r#"{"id":"r","from":"a","to":"b","cardinality":"one-to-few"}"#);
        assert!(r.read_together);
        assert!(!r.independent_access && !r.atomic && !r.queried_from_child);
    }

    #[test]
    fn counts_may_be_written_as_whole_floats_only() {
        let base = r#""id":"r","from":"a","to":"b","cardinality":"one-to-many""#;
        let read =
            |extra: &str| serde_json::from_str::<Relationship>(&format!("{{{base},{extra}}}"));
        let r = read(r#""typical":2.0,"max":7e0,"inverse_typical":3,"shown_with_parent":null"#)
            .expect("whole numbers, either way");
        assert_eq!(
            (r.typical, r.max, r.inverse_typical),
            (Some(2), Some(Some(7)), Some(3))
        );
        assert_eq!(r.shown_with_parent, None);
        assert_eq!(read(r#""max":null"#).expect("null max").max, Some(None));
        assert_eq!(
            read(r#""typical":18446744073709551615"#)
                .expect("u64::MAX")
                .typical,
            Some(u64::MAX)
        );
        for refused in [
            r#""typical":2.5"#,
            r#""typical":-1"#,
            r#""typical":-1.0"#,
            r#""typical":"3""#,
            r#""typical":18446744073709551616"#,
            r#""typical":1e300"#,
            r#""max":true"#,
        ] {
            assert!(read(refused).is_err(), "{refused}");
        }
        let model = |version: &str| {
            serde_json::from_str::<Model>(&format!(
                r#"{{"version":{version},"entities":[],"relationships":[]}}"#
            ))
        };
        assert_eq!(model("1.0").expect("1.0 is 1").version, 1);
        assert!(model("4294967296").is_err());
        assert!(model("1.5").is_err());
    }

    #[test]
    fn unknown_keys_are_refused() {
        let error = serde_json::from_str::<Relationship>(
            r#"{"id":"r","from":"a","to":"b","cardinality":"one-to-few","tipical":3}"#,
        )
        .expect_err("a typo is refused");
        assert!(error.to_string().contains("tipical"), "{error}");
    }

    #[test]
    fn a_model_survives_a_round_trip() {
        let json = r#"{"version":1,"name":"U","entities":[{"id":"s","name":"Student","x":1.0,"y":2.0,
            "fields":[{"name":"born","type":"date","updates":"never"}]}],
            "relationships":[{"id":"r","from":"s","to":"s","cardinality":"one-to-many","max":null,
            "tree_queries":["parent"]}]}"#;
        let model: Model = serde_json::from_str(json).expect("valid");
        let again: Model =
            serde_json::from_str(&serde_json::to_string(&model).expect("serialises"))
                .expect("reads back");
        assert_eq!(model, again);
    }
}

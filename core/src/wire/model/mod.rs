//! The model a person draws: entities with fields, and the relationships
//! between them, with the facts about how the data is used. The JSON shape is
//! the contract of `docs/api.md` (version 1); unknown keys are refused
//! because they are almost always typos.
//!
//! Plain Rust and serde only: this module is compiled into the browser too.

use serde::{Deserialize, Deserializer, Serialize};

mod assumed;
pub mod file;
mod vocabulary;
mod whole;
mod workload;

pub use assumed::{Missing, assumptions, keep, resolved_counts};
pub use vocabulary::{Cardinality, FieldType, TreeQuery, Updates};
pub use workload::{Age, FieldReads, Growth, Period, Query, ReadAs, Relinks, Subtype};

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
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Model {
    /// The format version; always 1 for now.
    #[serde(deserialize_with = "whole::version")]
    #[cfg_attr(feature = "openapi", schema(example = 1, minimum = 1, maximum = 1))]
    pub version: u32,
    /// A title for people; not used by the advisor.
    #[serde(default)]
    pub name: String,
    /// At most 2,000.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(max_items = 2000))]
    pub entities: Vec<Entity>,
    /// At most 5,000.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(max_items = 5000))]
    pub relationships: Vec<Relationship>,
}

/// A kind of thing the application stores (a student, a log message...).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Entity {
    /// Unique in the model, `[A-Za-z0-9_-]{1,64}`.
    #[cfg_attr(
        feature = "openapi",
        schema(pattern = "^[A-Za-z0-9_-]{1,64}$", min_length = 1, max_length = 64)
    )]
    pub id: String,
    /// Unique in the model, 1-64 characters, not blank; collection names derive from it.
    #[cfg_attr(
        feature = "openapi",
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
    /// How many document shapes live side by side, because older documents
    /// are not migrated; 1 when absent.
    #[serde(
        default,
        deserialize_with = "whole::optional",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(minimum = 1, maximum = 9_007_199_254_740_991.0)
    )]
    pub shape_versions: Option<u64>,
    /// Earlier versions of each document must stay readable.
    #[serde(default, skip_serializing_if = "is_false")]
    pub keep_history: bool,
    /// How many documents of this entity exist.
    #[serde(
        default,
        deserialize_with = "whole::optional",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "openapi", schema(maximum = 9_007_199_254_740_991.0))]
    pub count: Option<u64>,
    /// Documents older than this are rarely read and may move to an archive;
    /// their age is the entity's first `date` field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archive_after: Option<Age>,
}

/// One field of an entity.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Field {
    /// Unique in the entity, 1-64 characters, not blank, no `.`, not starting with `$`.
    #[cfg_attr(
        feature = "openapi",
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
    #[cfg_attr(feature = "openapi", schema(maximum = 9_007_199_254_740_991.0))]
    pub size_bytes: Option<u64>,
    /// How often the field is shown when its entity is read; `often` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reads: Option<FieldReads>,
    /// How the application finds documents by this field.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub queried: Vec<Query>,
    /// An approximate value is good enough (a city's population, a view
    /// count): it may be written once every so many changes.
    #[serde(default, skip_serializing_if = "is_false")]
    pub approximate: bool,
    /// No two documents of the entity hold the same value (a SQL `UNIQUE`
    /// column): the field gets a unique index where the entity's documents
    /// are a collection's own.
    #[serde(default, skip_serializing_if = "is_false")]
    pub unique: bool,
}

/// A relationship from the one side (`from`) to the other (`to`), with the
/// facts the advisor decides on. Absent keys take the defaults of `api.md`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Relationship {
    /// Unique among relationships, `[A-Za-z0-9_-]{1,64}`.
    #[cfg_attr(
        feature = "openapi",
        schema(pattern = "^[A-Za-z0-9_-]{1,64}$", min_length = 1, max_length = 64)
    )]
    pub id: String,
    /// The one side (an entity's id); for many-to-many, the side that would hold the ids.
    #[cfg_attr(
        feature = "openapi",
        schema(pattern = "^[A-Za-z0-9_-]{1,64}$", min_length = 1, max_length = 64)
    )]
    pub from: String,
    /// The other side (an entity's id).
    #[cfg_attr(
        feature = "openapi",
        schema(pattern = "^[A-Za-z0-9_-]{1,64}$", min_length = 1, max_length = 64)
    )]
    pub to: String,
    /// The field name the relationship gets; defaults to `to`'s name, pluralised.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        feature = "openapi",
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
    #[cfg_attr(feature = "openapi", schema(maximum = 9_007_199_254_740_991.0))]
    pub typical: Option<u64>,
    /// Absent: the cardinality's default. `null`: unbounded. A number: the cap.
    #[serde(
        default,
        deserialize_with = "present_or_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(value_type = Option<u64>, nullable, maximum = 9_007_199_254_740_991.0)
    )]
    pub max: Option<Option<u64>>,
    /// Many-to-many only: typical number of `from` per `to`.
    #[serde(
        default,
        deserialize_with = "whole::optional",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "openapi", schema(maximum = 9_007_199_254_740_991.0))]
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
    #[cfg_attr(feature = "openapi", schema(maximum = 9_007_199_254_740_991.0))]
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
    /// Children added per parent per period: an insert stream.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub growth: Option<Growth>,
    /// How the `to` side is read with the parent; absent: `latest` when
    /// `shown_with_parent` is set, else `all` (see [`Relationship::read_as`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_as: Option<ReadAs>,
    /// With `read_as: page`: children per page.
    #[serde(
        default,
        deserialize_with = "whole::optional",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(minimum = 1, maximum = 9_007_199_254_740_991.0)
    )]
    pub page_size: Option<u64>,
    /// False when only what is computed from the children is kept.
    #[serde(default = "yes", skip_serializing_if = "is_true")]
    pub keeps_raw: bool,
    /// Skew: a few parents have up to this many children (`null`: no bound),
    /// while most stay within `max`.
    #[serde(
        default,
        deserialize_with = "present_or_null",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(
        feature = "openapi",
        schema(value_type = Option<u64>, nullable, maximum = 9_007_199_254_740_991.0)
    )]
    pub outlier_max: Option<Option<u64>>,
    /// Copied fields keep the value they had when the link was made.
    #[serde(default, skip_serializing_if = "is_false")]
    pub snapshot: bool,
    /// Fields that belong to the pair, not to either side (a quantity in a cart).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub link_fields: Vec<Field>,
    /// Fields of `to` the application filters or sorts on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub query_fields: Vec<String>,
    /// How often children move or links come and go; `rare` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relinks: Option<Relinks>,
    /// Reads of the parent with this relationship per child written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(exclusive_minimum = 0.0))]
    pub reads_per_write: Option<f64>,
    /// An "is a" link; one-to-one only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subtype: Option<Subtype>,
}

const fn yes() -> bool {
    true
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's skip_serializing_if passes a reference
const fn is_true(value: &bool) -> bool {
    *value
}

#[allow(clippy::trivially_copy_pass_by_ref)]
const fn is_false(value: &bool) -> bool {
    !*value
}

/// Keeps "absent" (outer `None`, via `default`) apart from "null" (`Some(None)`).
fn present_or_null<'de, D>(deserializer: D) -> Result<Option<Option<u64>>, D::Error>
where
    D: Deserializer<'de>,
{
    whole::optional(deserializer).map(Some)
}

impl Model {
    /// The entity with this id, if any.
    #[must_use]
    pub fn entity(&self, id: &str) -> Option<&Entity> {
        self.entities.iter().find(|entity| entity.id == id)
    }

    /// The relationship with this id, if any.
    #[must_use]
    pub fn relationship(&self, id: &str) -> Option<&Relationship> {
        self.relationships
            .iter()
            .find(|relationship| relationship.id == id)
    }

    /// A relationship as people read it, "Author → Post": its entities'
    /// names (an entity's id where there is no such entity).
    #[must_use]
    pub fn relationship_title<'a>(&'a self, relationship: &'a Relationship) -> String {
        let name = |id: &'a str| {
            crate::bidi::isolated(self.entity(id).map_or(id, |entity| entity.name.as_str()))
        };
        format!("{} → {}", name(&relationship.from), name(&relationship.to))
    }
}

impl Entity {
    /// An entity with no fields that states nothing else.
    #[must_use]
    pub fn new(id: impl Into<String>, name: impl Into<String>, x: f64, y: f64) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            x,
            y,
            fields: Vec::new(),
            shape_versions: None,
            keep_history: false,
            count: None,
            archive_after: None,
        }
    }

    /// The field with this name, if any.
    #[must_use]
    pub fn field(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|field| field.name == name)
    }

    /// The entity's first date field: what gives a document's age
    /// (`archive_after`) and orders a series when no date is queried.
    #[must_use]
    pub fn first_date_field(&self) -> Option<&str> {
        self.fields
            .iter()
            .find(|field| field.field_type == FieldType::Date)
            .map(|field| field.name.as_str())
    }

    /// How many document shapes live side by side.
    #[must_use]
    pub fn shape_versions(&self) -> u64 {
        self.shape_versions.unwrap_or(1)
    }
}

impl Field {
    /// A field of this name and type that states nothing else.
    #[must_use]
    pub fn new(name: impl Into<String>, field_type: FieldType) -> Self {
        Self {
            name: name.into(),
            field_type,
            updates: None,
            size_bytes: None,
            reads: None,
            queried: Vec::new(),
            approximate: false,
            unique: false,
        }
    }

    /// How often the field is shown when its entity is read.
    #[must_use]
    pub fn reads(&self) -> FieldReads {
        self.reads.unwrap_or(FieldReads::Often)
    }
}

impl Relationship {
    /// A relationship that states nothing but its ends and cardinality, so
    /// every other fact takes its default.
    #[must_use]
    pub fn new(
        id: impl Into<String>,
        from: impl Into<String>,
        to: impl Into<String>,
        cardinality: Cardinality,
    ) -> Self {
        Self {
            id: id.into(),
            from: from.into(),
            to: to.into(),
            label: None,
            cardinality,
            typical: None,
            max: None,
            inverse_typical: None,
            independent_access: false,
            read_together: true,
            atomic: false,
            shown_with_parent: None,
            display_fields: Vec::new(),
            parent_display_fields: Vec::new(),
            queried_from_child: false,
            tree_queries: Vec::new(),
            growth: None,
            read_as: None,
            page_size: None,
            keeps_raw: true,
            outlier_max: None,
            snapshot: false,
            link_fields: Vec::new(),
            query_fields: Vec::new(),
            relinks: None,
            reads_per_write: None,
            subtype: None,
        }
    }

    /// A self-relationship: a tree (or a graph, for many-to-many).
    #[must_use]
    pub fn is_self(&self) -> bool {
        self.from == self.to
    }

    /// How the `to` side is read, with the default of `api.md` when absent.
    #[must_use]
    pub fn read_as(&self) -> ReadAs {
        self.read_as.unwrap_or(if self.shown_with_parent.is_some() {
            ReadAs::Latest
        } else {
            ReadAs::All
        })
    }

    /// How often links change, with the default of `api.md` when absent.
    #[must_use]
    pub fn relinks(&self) -> Relinks {
        self.relinks.unwrap_or(Relinks::Rare)
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
    fn workload_facts_default_to_the_old_meaning() {
        let r = relationship(r#"{"id":"r","from":"a","to":"b","cardinality":"one-to-many"}"#);
        assert_eq!(r.read_as(), ReadAs::All);
        assert_eq!(r.relinks(), Relinks::Rare);
        assert!(r.keeps_raw && !r.snapshot);
        assert_eq!(r, Relationship::new("r", "a", "b", Cardinality::OneToMany));
        let latest = relationship(
            r#"{"id":"r","from":"a","to":"b","cardinality":"one-to-many","shown_with_parent":3}"#,
        );
        assert_eq!(latest.read_as(), ReadAs::Latest);
        // Nothing unstated is written back, so an old model's JSON is unchanged.
        let json = r#"{"id":"r","from":"a","to":"b","cardinality":"one-to-many","independent_access":false,"read_together":true,"atomic":false,"queried_from_child":false}"#;
        assert_eq!(serde_json::to_string(&r).expect("writes"), json);
        let entity: Entity = serde_json::from_str(r#"{"id":"e","name":"E"}"#).expect("reads");
        assert_eq!(entity.shape_versions(), 1);
        assert_eq!(
            serde_json::to_string(&entity).expect("writes"),
            r#"{"id":"e","name":"E","x":0.0,"y":0.0,"fields":[]}"#
        );
        let field: Field = serde_json::from_str(r#"{"name":"f","type":"int"}"#).expect("reads");
        assert_eq!(field.reads(), FieldReads::Often);
        assert_eq!(field, Field::new("f", FieldType::Int));
    }

    #[test]
    fn every_workload_fact_survives_a_round_trip() {
        let json = r#"{"version":1,"name":"W","entities":[{"id":"s","name":"Sensor","x":0.0,"y":0.0,
            "fields":[{"name":"kind","type":"string","reads":"rare","queried":["equality","sort"]}],
            "shape_versions":2,"keep_history":true,"count":1000},
            {"id":"m","name":"Reading","x":0.0,"y":0.0,"fields":[{"name":"t","type":"date"}]}],
            "relationships":[{"id":"r","from":"s","to":"m","cardinality":"one-to-squillions",
            "growth":{"count":1,"per":"minute"},"read_as":"page","page_size":20,"keeps_raw":false,
            "outlier_max":null,"snapshot":true,"link_fields":[{"name":"q","type":"int"}],
            "query_fields":["t"],"relinks":"often","reads_per_write":1000.5,
            "tree_queries":["siblings","ordered","path-prefix"]},
            {"id":"k","from":"s","to":"m","cardinality":"one-to-one","subtype":{"by":"kind","value":"v"}}]}"#;
        let model: Model = serde_json::from_str(json).expect("valid");
        let written = serde_json::to_string(&model).expect("serialises");
        let again: Model = serde_json::from_str(&written).expect("reads back");
        assert_eq!(model, again);
        let value = |text: &str| serde_json::from_str::<serde_json::Value>(text).expect("JSON");
        let mut stated = value(json);
        // The defaults the reader fills in are written out; nothing else changes.
        for rel in stated["relationships"].as_array_mut().expect("a list") {
            for (key, default) in [
                ("independent_access", false),
                ("read_together", true),
                ("atomic", false),
                ("queried_from_child", false),
            ] {
                rel[key] = serde_json::Value::Bool(default);
            }
        }
        assert_eq!(value(&written), stated);
        assert_eq!(model.relationships[0].outlier_max, Some(None));
        assert_eq!(
            model.relationships[0].growth,
            Some(Growth {
                count: 1,
                per: Period::Minute
            })
        );
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

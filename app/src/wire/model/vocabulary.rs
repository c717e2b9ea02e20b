//! The fixed words of the model: field types, how often values change,
//! cardinalities and tree questions, each with its JSON name.

use serde::{Deserialize, Serialize};

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
#[serde(rename_all = "kebab-case")]
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
    /// The nodes that share a node's parent.
    Siblings,
    /// The whole tree listed in hierarchical order.
    Ordered,
    /// Nodes found by the start of their path.
    PathPrefix,
}

impl TreeQuery {
    pub const ALL: [Self; 7] = [
        Self::Parent,
        Self::Children,
        Self::Ancestors,
        Self::Subtree,
        Self::Siblings,
        Self::Ordered,
        Self::PathPrefix,
    ];

    /// The question in plain words, for the editor.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Self::Parent => "A node's parent",
            Self::Children => "A node's children",
            Self::Ancestors => "All ancestors of a node",
            Self::Subtree => "A node's whole subtree",
            Self::Siblings => "A node's siblings",
            Self::Ordered => "The whole tree, in hierarchical order",
            Self::PathPrefix => "Nodes by the start of their path",
        }
    }
}

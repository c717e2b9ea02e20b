//! The workload facts (`shared/spec/api.md`, "Workload facts"): how the
//! application writes and reads the data, which the advisor's patterns hinge
//! on. Every one is optional, and its absence keeps the meaning a model had
//! before these facts existed.

use serde::{Deserialize, Serialize};

/// Children added per parent per period: an insert stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub struct Growth {
    /// How many children arrive in each period; at least 1.
    #[serde(deserialize_with = "super::whole::required")]
    #[cfg_attr(
        feature = "ssr",
        schema(minimum = 1, maximum = 9_007_199_254_740_991.0)
    )]
    pub count: u64,
    pub per: Period,
}

/// The period of a [`Growth`] rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub enum Period {
    Second,
    Minute,
    Hour,
    Day,
    Month,
    Year,
}

impl Period {
    pub const ALL: [Self; 6] = [
        Self::Second,
        Self::Minute,
        Self::Hour,
        Self::Day,
        Self::Month,
        Self::Year,
    ];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Second => "second",
            Self::Minute => "minute",
            Self::Hour => "hour",
            Self::Day => "day",
            Self::Month => "month",
            Self::Year => "year",
        }
    }

    /// The period's length in seconds (a month is 30 days, a year 365), to
    /// compare rates.
    #[must_use]
    pub const fn seconds(self) -> u64 {
        match self {
            Self::Second => 1,
            Self::Minute => 60,
            Self::Hour => 3_600,
            Self::Day => 86_400,
            Self::Month => 30 * 86_400,
            Self::Year => 365 * 86_400,
        }
    }
}

/// How the `to` side is read with the parent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub enum ReadAs {
    /// All of it.
    All,
    /// The latest K (`shown_with_parent`).
    Latest,
    /// A page at a time (`page_size`).
    Page,
    /// A range of an ordered field (an hour of readings).
    Range,
    /// Only totals computed over it.
    Totals,
}

impl ReadAs {
    pub const ALL: [Self; 5] = [
        Self::All,
        Self::Latest,
        Self::Page,
        Self::Range,
        Self::Totals,
    ];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::All => "all",
            Self::Latest => "latest",
            Self::Page => "page",
            Self::Range => "range",
            Self::Totals => "totals",
        }
    }
}

/// How often a child moves to another parent, or links come and go.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub enum Relinks {
    Never,
    Rare,
    Often,
}

impl Relinks {
    pub const ALL: [Self; 3] = [Self::Never, Self::Rare, Self::Often];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Never => "never",
            Self::Rare => "rare",
            Self::Often => "often",
        }
    }
}

/// An "is a" link: `to` is a kind of `from`, found on the `from` documents
/// whose field `by` holds `value`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub struct Subtype {
    /// A field of `from` that tells the kinds apart (`sport`).
    #[cfg_attr(feature = "ssr", schema(min_length = 1, max_length = 64))]
    pub by: String,
    /// The value of `by` that marks this kind (`bowling`).
    #[cfg_attr(
        feature = "ssr",
        schema(
            pattern = "[^\\x09-\\x0d\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]",
            min_length = 1,
            max_length = 64
        )
    )]
    pub value: String,
}

/// How often a field is shown when its entity is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub enum FieldReads {
    Often,
    Rare,
}

impl FieldReads {
    pub const ALL: [Self; 2] = [Self::Often, Self::Rare];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Often => "often",
            Self::Rare => "rare",
        }
    }
}

/// How the application finds documents by a field.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub enum Query {
    /// A lookup by value.
    Equality,
    /// A range of values (dates between two days).
    Range,
    /// A sort order.
    Sort,
    /// A word search.
    Text,
}

impl Query {
    pub const ALL: [Self; 4] = [Self::Equality, Self::Range, Self::Sort, Self::Text];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Equality => "equality",
            Self::Range => "range",
            Self::Sort => "sort",
            Self::Text => "text",
        }
    }
}

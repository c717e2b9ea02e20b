//! The workload facts (`docs/api.md`, "Workload facts"): how the
//! application writes and reads the data, which the advisor's patterns hinge
//! on. Every one is optional, and its absence keeps the meaning a model had
//! before these facts existed.

use serde::{Deserialize, Serialize};

use crate::wire::words::words;

/// Children added per parent per period: an insert stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Growth {
    /// How many children arrive in each period; at least 1.
    #[serde(deserialize_with = "super::whole::required")]
    #[cfg_attr(
        feature = "openapi",
        schema(minimum = 1, maximum = 9_007_199_254_740_991.0)
    )]
    pub count: u64,
    pub per: Period,
}

/// An age: `count` periods (documents older than five years).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Age {
    /// How many periods; at least 1.
    #[serde(deserialize_with = "super::whole::required")]
    #[cfg_attr(
        feature = "openapi",
        schema(minimum = 1, maximum = 9_007_199_254_740_991.0)
    )]
    pub count: u64,
    pub per: Period,
}

words! {
    /// The period of a [`Growth`] rate or an [`Age`].
    pub enum Period {
        Second = "second",
        Minute = "minute",
        Hour = "hour",
        Day = "day",
        Month = "month",
        Year = "year",
    }
}

impl Period {
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

words! {
    /// How the `to` side is read with the parent.
    pub enum ReadAs {
        /// All of it.
        All = "all",
        /// The latest K (`shown_with_parent`).
        Latest = "latest",
        /// A page at a time (`page_size`).
        Page = "page",
        /// A range of an ordered field (an hour of readings).
        Range = "range",
        /// Only totals computed over it.
        Totals = "totals",
    }
}

words! {
    /// How often a child moves to another parent, or links come and go.
    pub enum Relinks {
        Never = "never",
        Rare = "rare",
        Often = "often",
    }
}

/// An "is a" link: `to` is a kind of `from`, found on the `from` documents
/// whose field `by` holds `value`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Subtype {
    /// A field of `from` that tells the kinds apart (`sport`).
    #[cfg_attr(feature = "openapi", schema(min_length = 1, max_length = 64))]
    pub by: String,
    /// The value of `by` that marks this kind (`bowling`).
    #[cfg_attr(
        feature = "openapi",
        schema(
            pattern = "[^\\x09-\\x0d\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]",
            min_length = 1,
            max_length = 64
        )
    )]
    pub value: String,
}

words! {
    /// How often a field is shown when its entity is read.
    pub enum FieldReads {
        Often = "often",
        Rare = "rare",
    }
}

words! {
    /// How the application finds documents by a field.
    pub enum Query {
        /// A lookup by value.
        Equality = "equality",
        /// A range of values (dates between two days).
        Range = "range",
        /// A sort order.
        Sort = "sort",
        /// A word search.
        Text = "text",
    }
}

//! Time series: each measurement a document of a time series collection,
//! which MongoDB buckets and compresses by itself.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Time series",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

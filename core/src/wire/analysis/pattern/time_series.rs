//! Time series: each measurement a document of a time series collection,
//! which MongoDB buckets and compresses by itself.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Time series",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "keeps each measurement as a document of a time series collection, named by its time and its parent's id, which MongoDB groups into compressed buckets by itself",
    partly_embeds: None,
};

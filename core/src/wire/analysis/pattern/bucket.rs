//! Bucket: children grouped into documents of a fixed size or time span.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Bucket",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: true,
};

//! Two-way references: each side holds the other's ids.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Two-way references",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

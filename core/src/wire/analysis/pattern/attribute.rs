//! Attribute: many similar fields as one array of name-value pairs.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Attribute (name-value pairs)",
    embeds: true,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

//! Child references: the parent holds an array of its children's ids.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Child references (array of ids)",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

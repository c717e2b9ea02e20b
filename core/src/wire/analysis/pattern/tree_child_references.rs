//! Tree of child references: each node holds its children's ids.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Tree: child references",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

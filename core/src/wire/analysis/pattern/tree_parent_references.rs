//! Tree of parent references: each node holds its parent's id.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Tree: parent references",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

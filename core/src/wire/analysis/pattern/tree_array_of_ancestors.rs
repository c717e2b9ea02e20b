//! Tree with an array of ancestors: each node holds the ids up to the root.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Tree: array of ancestors",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

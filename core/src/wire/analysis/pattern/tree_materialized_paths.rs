//! Tree of materialized paths: each node holds its path as a string.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Tree: materialized paths",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

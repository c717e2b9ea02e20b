//! Tree of materialized paths: each node holds its path as a string.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Tree: materialized paths",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "stores in each node its path from the root as a string, so a prefix match finds a whole subtree",
    partly_embeds: None,
};

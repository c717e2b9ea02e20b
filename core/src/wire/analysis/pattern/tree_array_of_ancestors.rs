//! Tree with an array of ancestors: each node holds the ids up to the root.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Tree: array of ancestors",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "stores in each node its parent and the ids of all its ancestors, so one indexed query finds a subtree or the path to the root",
    partly_embeds: None,
};

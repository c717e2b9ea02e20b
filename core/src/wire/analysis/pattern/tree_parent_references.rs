//! Tree of parent references: each node holds its parent's id.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Tree: parent references",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "stores each node's parent id: the parent is one query away, a whole subtree needs a recursive $graphLookup",
    partly_embeds: None,
};

//! Parent reference: each child holds its parent's id.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Parent reference",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "keeps the children in a collection of their own, each holding its parent's id, found by an index on that field",
    partly_embeds: None,
};

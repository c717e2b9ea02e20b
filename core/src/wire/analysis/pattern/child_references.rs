//! Child references: the parent holds an array of its children's ids.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Child references (array of ids)",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "keeps the children in a collection of their own and an array of their ids in the parent",
    partly_embeds: None,
};

//! Subset: every child apart, the latest few copied into the parent.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Subset",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: true,
    does: "keeps every child in a collection of its own and a copy of the latest few in the parent, for the page that shows them",
    partly_embeds: Some("embeds the latest few children in the parent, and keeps every one of them in a collection of its own too"),
};

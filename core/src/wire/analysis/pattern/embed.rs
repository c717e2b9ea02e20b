//! Embed: the one related document kept as a sub-document of its parent.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Embed a sub-document",
    embeds: true,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "keeps the one related document as a sub-document of the parent, read and written with it",
    partly_embeds: None,
};

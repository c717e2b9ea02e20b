//! Document versioning: the current version apart from the earlier ones.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Document versioning",
    embeds: false,
    scope: Scope::Entity,
    copies_fields: false,
    does: "keeps the current version of each document in one collection and every earlier version in another",
    partly_embeds: None,
};

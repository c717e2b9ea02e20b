//! Schema versioning: each document marked with its shape's version.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Schema versioning",
    embeds: false,
    scope: Scope::Entity,
    copies_fields: false,
    does: "marks each document with the version of its shape, so old and new shapes live side by side while they are migrated",
    partly_embeds: None,
};

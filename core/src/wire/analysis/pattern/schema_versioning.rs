//! Schema versioning: each document marked with its shape's version.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Schema versioning",
    embeds: false,
    scope: Scope::Entity,
    copies_fields: false,
    keeps_both_ways: false,
};

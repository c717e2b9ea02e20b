//! Document versioning: the current version apart from the earlier ones.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Document versioning",
    embeds: false,
    scope: Scope::Entity,
    copies_fields: false,
    keeps_both_ways: false,
};

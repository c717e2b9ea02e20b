//! Subset: every child apart, the latest few copied into the parent.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Subset",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: true,
    keeps_both_ways: true,
};

//! Parent reference: each child holds its parent's id.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Parent reference",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

//! Polymorphic: documents of several kinds in one collection.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Polymorphic (one collection of kinds)",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

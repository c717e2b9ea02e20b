//! Computed: totals kept up to date on write instead of added up on read.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Computed totals",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

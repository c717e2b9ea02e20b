//! Approximation: a count written every so many events.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Approximation",
    embeds: false,
    scope: Scope::Entity,
    copies_fields: false,
    keeps_both_ways: false,
};

//! Outlier: the usual count embedded, the rare large parent overflowing.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Outlier",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: true,
};

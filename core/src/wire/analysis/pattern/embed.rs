//! Embed: the one related document kept as a sub-document of its parent.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Embed a sub-document",
    embeds: true,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

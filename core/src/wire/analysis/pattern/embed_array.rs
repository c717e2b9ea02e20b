//! Embed an array: the children kept as an array inside their parent.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Embed an array",
    embeds: true,
    scope: Scope::Relationship,
    copies_fields: false,
    keeps_both_ways: false,
};

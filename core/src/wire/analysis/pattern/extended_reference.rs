//! Extended reference: a reference with copies of the fields read with it.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Extended reference",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: true,
    keeps_both_ways: true,
};

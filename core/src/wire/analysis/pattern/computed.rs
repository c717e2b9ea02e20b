//! Computed: totals kept up to date on write instead of added up on read.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Computed totals",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "keeps the totals that reads need up to date on each write, instead of adding them up on every read",
    partly_embeds: None,
};

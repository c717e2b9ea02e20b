//! Two-way references: each side holds the other's ids.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Two-way references",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "keeps ids on both sides, so each side finds the other by id, and a change of the link is written on both",
    partly_embeds: None,
};

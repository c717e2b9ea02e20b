//! Extended reference: a reference with copies of the fields read with it.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Extended reference",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: true,
    does: "keeps the reference together with copies of the few fields read with it, so most reads need no second query",
    partly_embeds: Some("copies a few fields of the other document beside the reference, so they read as if embedded, and keeps the rest apart"),
};

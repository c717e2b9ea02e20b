//! Bucket: children grouped into documents of a fixed size or time span.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Bucket",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "groups the children into bucket documents of a fixed size or time span, apart from the parent, with a summary on each bucket",
    partly_embeds: Some("embeds the children in bucket documents, a fixed number in each, kept apart from the parent"),
};

//! Polymorphic: documents of several kinds in one collection.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Polymorphic (one collection of kinds)",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "keeps documents of different kinds in one collection: the shared fields alike, each kind with fields of its own",
    partly_embeds: None,
};

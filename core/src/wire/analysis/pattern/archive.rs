//! Archive: old, seldom read documents moved out of the working set.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Archive",
    embeds: false,
    scope: Scope::Entity,
    copies_fields: false,
    does: "moves old documents that are seldom read to a collection or store of their own, so the working set stays small",
    partly_embeds: None,
};

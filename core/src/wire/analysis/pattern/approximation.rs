//! Approximation: a count written every so many events.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Approximation",
    embeds: false,
    scope: Scope::Entity,
    copies_fields: false,
    does: "writes a count only every so many events, trading exactness for far fewer writes",
    partly_embeds: None,
};

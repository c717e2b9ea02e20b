//! Archive: old, seldom read documents moved out of the working set.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Archive",
    embeds: false,
    scope: Scope::Entity,
    copies_fields: false,
    keeps_both_ways: false,
};

//! Outlier: the usual count embedded, the rare large parent overflowing.

use super::{About, Scope};

pub(super) const ABOUT: About = About {
    label: "Outlier",
    embeds: false,
    scope: Scope::Relationship,
    copies_fields: false,
    does: "embeds the usual number of children and flags the rare parent with far more, whose extra children go to overflow documents",
    partly_embeds: Some("embeds the usual number of children, and moves only the few large parents' extra children to overflow documents"),
};

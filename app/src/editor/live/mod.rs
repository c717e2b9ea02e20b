//! The editor in a live session: the connection and the person's copy of
//! the model (`link`, a split module fetched on a session's page only), and
//! the people and the workshop drawn around the canvas (`room`).

#[cfg(feature = "hydrate")]
pub(super) mod link;
// Drawn only by the browser's live module; compiled everywhere so that
// native tests reach its HTML.
#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
pub(super) mod room;

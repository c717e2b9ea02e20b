//! The panels and dialogs around the canvas: the inspector, "My models",
//! sharing, and the keyboard shortcuts.

pub(super) mod inspector;
pub(super) mod my_models;
pub(super) mod share;
pub(super) mod shortcuts;

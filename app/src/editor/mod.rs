//! The diagram editor. Its state ([`EditorContext`], in `state`) is what
//! every view here reads and writes; the logic behind it is plain Rust that
//! native tests reach: edits, undo, the saved document, selection, box
//! geometry and the auto-layout in `nestlink_core::diagram`, and here the
//! SVG export, the pointer gestures (`gestures`) and the keyboard map
//! (`keys`). The views: the toolbar, the canvas and what it
//! draws, renaming in place, the inspector, sharing and the shortcuts
//! panel, put together by [`Editor`].

pub mod export;
pub mod gestures;
pub mod keys;
pub mod library;
pub mod state;

mod autosave;
mod canvas;
mod commands;
mod files;
mod import_notes;
mod inspector;
#[cfg(feature = "hydrate")]
mod live_link;
// Drawn only by the browser's live module; compiled everywhere so that
// native tests reach its HTML.
#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
mod live_room;
mod my_models;
mod rename;
mod shapes;
mod share;
mod shortcuts;
mod toolbar;
mod view;

pub use inspector::Inspector;
pub use state::{CanvasAdvice, EditorContext, View};
pub use view::Editor;

//! The diagram editor, in folders that show its parts:
//!
//! - `state`: [`EditorContext`], every signal the views share, grouped by
//!   concern (the document, the viewport, the interaction under way, the
//!   panels, and whether edits are allowed);
//! - `canvas`: the diagram's SVG, the pointer gestures (`gestures`, plain
//!   logic), the boxes and lines, renaming in place;
//! - `panels`: the inspector, "My models", sharing, the shortcuts;
//! - `io`: files, imports, exports and the browser's saved models;
//! - `live`: a live session's connection and room;
//! - here: the toolbar, the commands keys and buttons run (`commands`),
//!   the one shortcut table (`keys`), and [`Editor`], putting them
//!   together (`view`).
//!
//! The logic is plain Rust that native tests reach, beside what comes from
//! `nestlink_core::diagram` (edits, undo, the saved document, selection,
//! geometry, lines and layout).

pub mod canvas;
pub mod io;
pub mod keys;
mod panels;
pub mod state;

mod commands;
mod live;
mod toolbar;
mod view;

pub use panels::inspector::Inspector;
pub use state::{CanvasAdvice, EditorContext, View};
pub use view::Editor;

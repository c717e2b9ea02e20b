//! The diagram as the editor changes it, as plain values native tests reach:
//! edits (`edit`), undo and redo (`history`), the saved document
//! (`document`), what is selected (`selection`), box geometry (`geometry`),
//! how relationship lines run between boxes (`lines`, for the canvas and
//! the exported picture alike) and the auto-layout (`layout`, also used by
//! the server's importers).

pub mod document;
pub mod edit;
pub mod geometry;
pub mod history;
pub mod layout;
pub mod lines;
pub mod selection;

pub use document::Document;
pub use edit::{Edit, EditError, apply};
pub use history::History;
pub use selection::Selection;

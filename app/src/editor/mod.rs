//! The diagram editor's logic, kept out of the components so native tests
//! reach it: the edits a person makes (`edit`), undo and redo (`history`),
//! box geometry (`geometry`) and the auto-layout (`layout`).

pub mod document;
pub mod edit;
pub mod export;
pub mod geometry;
pub mod history;
pub mod layout;
pub mod selection;

pub use document::Document;
pub use edit::{Edit, EditError, apply};
pub use history::History;
pub use selection::Selection;

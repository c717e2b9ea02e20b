//! What goes in and out of the editor: model files, imports and exports
//! (`files`, and `import_notes` for what an import skipped or guessed), the
//! exported picture (`export`), and this browser's own copies of the
//! models ("My models": `library`, kept by `autosave`).

pub(super) mod autosave;
pub mod export;
pub(super) mod files;
pub(super) mod import_notes;
pub mod library;

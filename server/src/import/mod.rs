//! Models brought in from what people already have: SQL DDL (`sql`) and
//! sample documents (`documents`). The entry points are [`from_sql`] and
//! [`from_documents`]; each answers a model laid out without overlaps and a
//! note for everything skipped or guessed, and a model that comes out of
//! either always passes the validator.

mod documents;
pub(crate) mod names;
mod sql;
mod sql_types;

pub use documents::{SampleDocuments, from_documents};

pub use app::wire::import::{ImportNote, Imported};
pub use sql::from_sql;

use app::wire::validate::validate;

/// Every importer's last step: the model it made passes the validator, or
/// the person is told which rule the input breaks (no importer hands on a
/// model the editor or the advisor would refuse).
pub(crate) fn checked(imported: Imported) -> Result<Imported, ImportError> {
    match validate(&imported.model).into_iter().next() {
        None => Ok(imported),
        Some(problem) => Err(ImportError::Breaks(problem.message)),
    }
}

/// Input an importer cannot turn into a model.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// The text is not SQL the parser can read.
    #[error(
        "The SQL cannot be read at line {line}, column {column}: {reason}. Fix it there and import again."
    )]
    Syntax {
        line: u64,
        column: u64,
        reason: String,
    },
    /// A sample that is not a document, or not valid Extended JSON.
    #[error("The value at {path} cannot be imported: {reason}.")]
    Document { path: String, reason: String },
    /// Readable input with nothing to make a model of.
    #[error("{0}")]
    Empty(String),
    /// What came in makes a model that breaks one of its rules (more
    /// relationships than a model may have, say).
    #[error(
        "The import would make a model that breaks a rule: {0} Import the schema in parts, or fix it there."
    )]
    Breaks(String),
    /// More tables than a model may have.
    #[error("The SQL creates {0} tables; a model holds at most 2,000. Import the schema in parts.")]
    TooLarge(usize),
}

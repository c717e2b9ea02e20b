//! Models brought in from what people already have: SQL DDL (`sql`) and
//! sample documents (`documents`). The entry points are [`from_sql`] and
//! [`from_documents`]; each answers a model laid out without overlaps and a
//! note for everything skipped or guessed, and a model that comes out of
//! either always passes the validator.

mod documents;
pub(crate) mod names;
mod sql;
mod sql_types;

pub use documents::{SampleDocuments, from_documents, infer as from_read_documents};

pub use app::wire::import::{ImportNote, Imported};
pub use sql::from_sql;

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
    /// More tables than a model may have.
    #[error("The SQL creates {0} tables; a model holds at most 2,000. Import the schema in parts.")]
    TooLarge(usize),
}

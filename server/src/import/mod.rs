//! Models brought in from what people already have: SQL DDL (`sql`). The
//! entry point is [`from_sql`]; its answer is a model laid out without
//! overlaps and a note for everything skipped or guessed, and a model that
//! comes out of it always passes the validator.

mod names;
mod sql;
mod sql_types;

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
    /// Readable input with nothing to make a model of.
    #[error("{0}")]
    Empty(String),
    /// More tables than a model may have.
    #[error("The SQL creates {0} tables; a model holds at most 2,000. Import the schema in parts.")]
    TooLarge(usize),
}

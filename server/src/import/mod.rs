//! Models brought in from what people already have: SQL DDL (`sql`). The
//! entry point is [`from_sql`]; its answer is a model laid out without
//! overlaps and a note for everything skipped or guessed, and a model that
//! comes out of it always passes the validator.

mod names;
mod sql;
mod sql_types;

use serde::Serialize;
use utoipa::ToSchema;

use app::wire::model::Model;

pub use sql::from_sql;

/// What an import made: the model, and what a person should know about it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Imported {
    pub model: Model,
    /// Everything skipped or guessed, in the order of the input.
    pub notes: Vec<Note>,
}

/// One thing the import skipped or guessed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Note {
    /// What the note is about: a table, `table.column`, or a statement.
    pub subject: String,
    /// What was done, and what to check.
    pub message: String,
    /// The input line it comes from, where known (1-based).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u64>,
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
    /// Readable input with nothing to make a model of.
    #[error("{0}")]
    Empty(String),
    /// More tables than a model may have.
    #[error("The SQL creates {0} tables; a model holds at most 2,000. Import the schema in parts.")]
    TooLarge(usize),
}

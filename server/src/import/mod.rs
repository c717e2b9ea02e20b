//! Models brought in from what people already have, one module per
//! [`ImportFormat`]: SQL DDL (`sql`), sample documents (`documents`) and
//! MongoDB Compass diagrams (`compass`, which also writes them for the
//! export). The entry points are [`from_sql`], [`from_documents`] and
//! [`compass::read_file`]; each answers a model laid out without overlaps
//! and a note for everything skipped or guessed, and a model that comes out
//! of any of them always passes the validator.

pub mod compass;
mod documents;
pub(crate) mod names;
mod sql;
mod sql_types;

pub use documents::{SampleDocuments, from_documents};

pub use nestlink_core::wire::import::{
    ImportFormat, ImportNote, Imported, Message, MessageArg, NoteSaid,
};
pub use sql::from_sql;

use fluent_bundle::FluentArgs;
use nestlink_core::wire::validate::{Problem, validate};

use crate::i18n;

/// A note about a name from the input (a table, `table.column`, a
/// statement), written in English and keeping its words to be written
/// again in the reader's language ([`notes_in`]).
pub(crate) fn note(subject: &str, message: Message, line: Option<u64>) -> ImportNote {
    ImportNote {
        subject: subject.to_owned(),
        message: written(i18n::ENGLISH, &message),
        line,
        said: Some(NoteSaid {
            subject: None,
            message,
        }),
    }
}

/// A note whose subject is itself words ("relationships", "index on
/// orders"), as [`note`].
pub(crate) fn note_on(subject: Message, message: Message, line: Option<u64>) -> ImportNote {
    ImportNote {
        subject: written(i18n::ENGLISH, &subject),
        message: written(i18n::ENGLISH, &message),
        line,
        said: Some(NoteSaid {
            subject: Some(subject),
            message,
        }),
    }
}

/// The name `format`'s importer gives its model, in the language tagged
/// `lang`: a message of `api.ftl`. `None` where the model keeps the name
/// its input gives it (a Compass diagram's).
#[must_use]
pub fn model_name(format: ImportFormat, lang: &str) -> Option<String> {
    let id = match format {
        ImportFormat::Sql => "import-model-sql",
        ImportFormat::Documents => "import-model-documents",
        ImportFormat::Compass => return None,
    };
    Some(written(lang, &Message::new(id)))
}

/// The message written in the language tagged `lang` (English where that
/// language lacks it; its id where no language has it, which the tests
/// catch).
#[must_use]
pub fn written(lang: &str, message: &Message) -> String {
    written_in(lang, message)
        .or_else(|| written_in(i18n::ENGLISH, message))
        .unwrap_or_else(|| message.id.to_owned())
}

/// The message written in the language tagged `lang`; `None` where that
/// language lacks it.
#[must_use]
pub fn written_in(lang: &str, message: &Message) -> Option<String> {
    let mut args = FluentArgs::new();
    for (name, value) in &message.args {
        match value {
            MessageArg::Text(text) => args.set(*name, text.as_str()),
            MessageArg::Count(count) => args.set(*name, *count),
            MessageArg::Phrase(phrase) => args.set(*name, written(lang, phrase)),
            MessageArg::List(phrases) => args.set(
                *name,
                phrases
                    .iter()
                    .map(|phrase| written(lang, phrase))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            MessageArg::Problem(problem) => {
                let words = nestlink_core::words::for_language(lang);
                args.set(
                    *name,
                    problem.said.as_ref().map_or_else(
                        || problem.message.clone(),
                        |said| said.written_by(|id, args| words.fill(id, args)),
                    ),
                );
            }
        }
    }
    i18n::message(lang, message.id, &args)
}

/// Writes every note again in the language tagged `lang`.
pub fn notes_in(notes: &mut [ImportNote], lang: &str) {
    for note in notes {
        let Some(said) = &note.said else { continue };
        note.message = written(lang, &said.message);
        if let Some(subject) = &said.subject {
            note.subject = written(lang, subject);
        }
    }
}

/// Every importer's last step: the model it made passes the validator, or
/// the person is told which rule the input breaks (no importer hands on a
/// model the editor or the advisor would refuse).
pub(crate) fn checked(imported: Imported) -> Result<Imported, ImportError> {
    match validate(&imported.model).into_iter().next() {
        None => Ok(imported),
        Some(problem) => Err(ImportError::Breaks(Box::new(problem))),
    }
}

/// What an input with nothing to make a model of says, in its format's words.
fn nothing_in(format: ImportFormat) -> &'static str {
    match format {
        ImportFormat::Sql => {
            "The SQL creates no table. Import the schema's CREATE TABLE statements (pg_dump --schema-only, mysqldump --no-data or SQLite's .schema print them)."
        }
        ImportFormat::Documents => {
            "There are no documents to learn from. Send a few documents of each collection (mongoexport, or a find() copied from mongosh)."
        }
        ImportFormat::Compass => "The diagram has no collections.",
    }
}

/// What an input too large for one model says, in its format's words.
fn too_large(format: ImportFormat, count: usize) -> String {
    // The limit is `validate::MAX_ENTITIES` (a test keeps the two equal).
    match format {
        ImportFormat::Sql => format!(
            "The SQL creates {count} tables; a model holds at most 2,000. Import the schema in parts."
        ),
        ImportFormat::Documents => format!(
            "The documents make {count} entities (collections and the documents embedded in them); a model holds at most 2,000. Import fewer collections at once."
        ),
        ImportFormat::Compass => format!(
            "The diagram has {count} collections; a model holds at most 2,000. Split the diagram in Compass and import each part."
        ),
    }
}

/// Input an importer cannot turn into a model. Its English (`Display`)
/// writes counts without digit groups, as it always has; in another
/// language it is its [`ImportError::message`].
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
    /// A sample that is not a document, or a file that is not what
    /// Compass writes; the reason in words.
    #[error("The value at {path} cannot be imported: {}.", written(i18n::ENGLISH, .reason))]
    Document { path: String, reason: Message },
    /// Readable input with nothing to make a model of, in the format's words.
    #[error("{}", nothing_in(*.0))]
    Empty(ImportFormat),
    /// What came in makes a model that breaks one of its rules (more
    /// relationships than a model may have, say).
    #[error(
        "The import would make a model that breaks a rule: {} Import the schema in parts, or fix it there.",
        .0.message
    )]
    Breaks(Box<Problem>),
    /// More entities than a model may have, counted in what the format
    /// makes them of.
    #[error("{}", too_large(*format, *count))]
    TooLarge { format: ImportFormat, count: usize },
}

impl ImportError {
    /// The error as a message of `locales/<tag>/api.ftl`, to write it in
    /// the reader's language. (A parser's own detail, the `reason` of a
    /// syntax error, stays as the parser wrote it.)
    #[must_use]
    pub fn message(&self) -> Message {
        match self {
            Self::Syntax {
                line,
                column,
                reason,
            } => Message::new("import-syntax")
                .number("line", *line)
                .number("column", *column)
                .text("reason", reason.as_str()),
            Self::Document { path, reason } => Message::new("import-document")
                .text("path", path.as_str())
                .arg("reason", MessageArg::Phrase(Box::new(reason.clone()))),
            Self::Empty(format) => Message::new(match format {
                ImportFormat::Sql => "import-empty-sql",
                ImportFormat::Documents => "import-empty-documents",
                ImportFormat::Compass => "import-empty-compass",
            }),
            Self::Breaks(problem) => {
                Message::new("import-breaks").arg("problem", MessageArg::Problem(problem.clone()))
            }
            Self::TooLarge { format, count } => Message::new(match format {
                ImportFormat::Sql => "import-too-large-sql",
                ImportFormat::Documents => "import-too-large-documents",
                ImportFormat::Compass => "import-too-large-compass",
            })
            .count("count", *count),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nestlink_core::wire::validate::MAX_ENTITIES;

    #[test]
    fn too_much_to_import_is_said_in_the_words_of_its_format() {
        let said = |format| {
            ImportError::TooLarge {
                format,
                count: 2_345,
            }
            .to_string()
        };
        assert!(said(ImportFormat::Sql).starts_with("The SQL creates 2345 tables"));
        assert!(said(ImportFormat::Documents).starts_with("The documents make 2345 entities"));
        assert!(said(ImportFormat::Compass).starts_with("The diagram has 2345 collections"));
        for format in ImportFormat::ALL {
            assert!(said(format).contains("at most 2,000."), "{format:?}");
            assert!(!said(format).contains("SQL") || format == ImportFormat::Sql);
        }
        assert_eq!(MAX_ENTITIES, 2_000, "the messages state the limit");
    }
}

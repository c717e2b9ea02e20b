//! Imports (`POST /api/v1/import/...`): which importer a file goes to and
//! in what body, and the answer, the model and what a person should know
//! about it, with the words the editor shows after an import.

use serde::{Deserialize, Serialize};

use super::model::Model;
use super::validate::{Problem, numbered};
use super::words::words;

words! {
    /// What a model is imported from: `POST /api/v1/import/{format}`.
    pub enum ImportFormat {
        /// SQL DDL: PostgreSQL, MySQL or SQLite `CREATE TABLE` statements.
        Sql = "sql",
        /// Sample documents by collection (MongoDB Extended JSON).
        Documents = "documents",
        /// A MongoDB Compass Data Modeling diagram (`.mdm`).
        Compass = "compass",
    }
}

impl ImportFormat {
    /// The endpoint that reads this format.
    #[must_use]
    pub const fn path(self) -> &'static str {
        match self {
            Self::Sql => "/api/v1/import/sql",
            Self::Documents => "/api/v1/import/documents",
            Self::Compass => "/api/v1/import/compass",
        }
    }

    /// Whether the body is JSON (SQL goes as text).
    #[must_use]
    pub const fn is_json(self) -> bool {
        !matches!(self, Self::Sql)
    }
}

/// What an import made: the model, and what was skipped or guessed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Imported {
    pub model: Model,
    /// Everything skipped or guessed, in the order of the input.
    pub notes: Vec<ImportNote>,
}

/// One thing an import skipped or guessed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ImportNote {
    /// What the note is about: a table, `table.column`, or a statement.
    pub subject: String,
    /// What was done, and what to check.
    pub message: String,
    /// The input line it comes from, where known (1-based).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u64>,
    /// The note as words, to write it again in the reader's language (the
    /// importer's; a note read from JSON has none).
    #[serde(skip)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    pub said: Option<NoteSaid>,
}

/// An import note's words: the message its subject is, where the subject
/// is not a name from the input ("relationships", "index on orders"), and
/// its message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoteSaid {
    pub subject: Option<Message>,
    pub message: Message,
}

/// A message of `locales/<tag>/api.ftl` and its named arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, MessageArg)>,
}

/// An argument of a [`Message`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageArg {
    /// Written as it is: a name, a type, a list of columns.
    Text(String),
    /// A number: chooses the plural form.
    Count(u64),
    /// A phrase written in the same language.
    Phrase(Box<Message>),
    /// Phrases written in the same language, joined by ", ".
    List(Vec<Message>),
    /// A rule of the model that is broken, written in the same language.
    Problem(Box<Problem>),
}

impl Message {
    #[must_use]
    pub const fn new(id: &'static str) -> Self {
        Self {
            id,
            args: Vec::new(),
        }
    }

    /// Adds the argument `{ $name }`, written as it is.
    #[must_use]
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, MessageArg::Text(value.into())));
        self
    }

    /// Adds the number `{ $name }`.
    #[must_use]
    pub fn count(self, name: &'static str, value: usize) -> Self {
        self.number(name, u64::try_from(value).unwrap_or(u64::MAX))
    }

    /// Adds the number `{ $name }`.
    #[must_use]
    pub fn number(mut self, name: &'static str, value: u64) -> Self {
        self.args.push((name, MessageArg::Count(value)));
        self
    }

    /// Adds the argument `{ $name }` of any kind.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: MessageArg) -> Self {
        self.args.push((name, value));
        self
    }
}

impl Imported {
    /// An import's answer read from its JSON (here, so that the browser's
    /// WASM reads the model inside with the one reader `wire::model::file`
    /// makes).
    ///
    /// # Errors
    /// What `serde_json` says of text that is not an import's answer.
    pub fn from_json(text: &str) -> serde_json::Result<Self> {
        serde_json::from_str(text)
    }

    /// Each note as a line a person reads.
    #[must_use]
    pub fn note_lines(&self) -> Vec<String> {
        self.notes
            .iter()
            .map(|note| match note.line {
                Some(line) => format!("Line {line}, {}: {}", note.subject, note.message),
                None => format!("{}: {}", note.subject, note.message),
            })
            .collect()
    }
}

/// What the editor sends to import a file, by its name: a Compass diagram
/// (`.mdm`) as it is, `mongoexport` output (`.json`, `.jsonl`, `.ndjson`: a
/// JSON array or one document a line) as the documents of a collection
/// named after the file, anything else as SQL. (The format, which names the
/// endpoint, and the body.) A documents file may also hold several
/// collections: `{"collections": {...}}` as the API takes it, or several
/// arrays one after another (each a collection of its own).
#[must_use]
pub fn request_for(file: &str, text: &str) -> (ImportFormat, String) {
    let (stem, format) = format_of(file);
    match format {
        Some(ImportFormat::Documents) => documents_request(&collections_in(stem, text)),
        Some(format @ ImportFormat::Compass) => (format, text.to_owned()),
        // An ending no importer reads, when it is the only file: SQL.
        Some(ImportFormat::Sql) | None => (ImportFormat::Sql, text.to_owned()),
    }
}

/// The request for the files chosen at once (several files, or a folder's):
/// documents files become one import of several collections, so the
/// references between them are found; SQL files are read as one schema.
/// Files of no importable kind in a choice of several (a folder's other
/// files, `mongodump`'s `.metadata.json`) are left out.
///
/// # Errors
/// What to choose instead, when nothing is left or the kinds are mixed.
pub fn request_for_files(files: &[(String, String)]) -> Result<(ImportFormat, String), String> {
    if let [(name, text)] = files {
        return Ok(request_for(name, text));
    }
    let usable: Vec<(&str, Option<ImportFormat>, &str)> = files
        .iter()
        .filter(|(name, _)| is_importable(name))
        .map(|(name, text)| {
            let (stem, format) = format_of(name);
            (stem, format, text.as_str())
        })
        .collect();
    let has = |wanted: ImportFormat| usable.iter().any(|(_, format, _)| *format == Some(wanted));
    if usable.is_empty() {
        Err("None of the chosen files can be imported: choose .sql files, mongoexport documents (.json, .jsonl) or one Compass diagram (.mdm).".to_owned())
    } else if has(ImportFormat::Compass) && usable.len() > 1 {
        Err("A Compass diagram (.mdm) is imported on its own: choose just that file.".to_owned())
    } else if has(ImportFormat::Sql) && has(ImportFormat::Documents) {
        Err(
            "Choose files of one kind: SQL (.sql) or documents (.json, .jsonl), not both at once."
                .to_owned(),
        )
    } else if has(ImportFormat::Documents) {
        let mut collections: Vec<(String, String)> = Vec::new();
        for (stem, _, text) in &usable {
            collections.extend(collections_in(stem, text));
        }
        Ok(documents_request(&collections))
    } else if let [(name, _, text)] = usable.as_slice() {
        Ok(request_for(name, text))
    } else {
        let schema: Vec<&str> = usable.iter().map(|(_, _, text)| *text).collect();
        Ok((ImportFormat::Sql, schema.join("\n")))
    }
}

/// Whether a file chosen among several is one to import (a folder's other
/// files, and `mongodump`'s `.metadata.json`, are not).
#[must_use]
pub fn is_importable(file: &str) -> bool {
    format_of(file).1.is_some() && !file.to_ascii_lowercase().ends_with(".metadata.json")
}

/// A file name's stem and the format its ending says; none for an ending
/// no importer reads (`.bson`, `.png`), which is read as SQL when it is the
/// only file chosen and left out of a choice of several.
fn format_of(file: &str) -> (&str, Option<ImportFormat>) {
    let Some((stem, ending)) = file.rsplit_once('.') else {
        return (file, Some(ImportFormat::Sql));
    };
    let format = match ending.to_ascii_lowercase().as_str() {
        "mdm" => Some(ImportFormat::Compass),
        "json" | "jsonl" | "ndjson" => Some(ImportFormat::Documents),
        "sql" | "ddl" | "txt" => Some(ImportFormat::Sql),
        _ => None,
    };
    (stem, format)
}

/// The collections a documents file holds, each as its name and a JSON
/// array's text (the documents' own text, so their keys keep their order).
fn collections_in(stem: &str, text: &str) -> Vec<(String, String)> {
    /// The API's own body: collection names to their documents.
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Several<'a> {
        #[serde(borrow)]
        collections: std::collections::BTreeMap<String, &'a serde_json::value::RawValue>,
    }
    let trimmed = text.trim();
    // (A struct would also read from an array of its fields.)
    if trimmed.starts_with('{')
        && let Ok(several) = serde_json::from_str::<Several<'_>>(trimmed)
    {
        return several
            .collections
            .into_iter()
            .map(|(name, documents)| (name, documents.get().to_owned()))
            .collect();
    }
    // Arrays and documents one after another: each array is a collection,
    // the documents between them one more (all named after the file, and
    // numbered apart when the request is made).
    let values: Result<Vec<&serde_json::value::RawValue>, _> =
        serde_json::Deserializer::from_str(trimmed)
            .into_iter::<&serde_json::value::RawValue>()
            .collect();
    let Ok(values) = values else {
        // Not JSON: sent as one collection, for the importer to say where.
        let documents = if trimmed.starts_with('[') {
            trimmed.to_owned()
        } else {
            format!("[{trimmed}]")
        };
        return vec![(stem.to_owned(), documents)];
    };
    let mut groups: Vec<String> = Vec::new();
    let mut loose: Vec<&str> = Vec::new();
    for value in values {
        let value = value.get();
        if value.starts_with('[') {
            if !loose.is_empty() {
                groups.push(format!("[{}]", loose.join(",")));
                loose.clear();
            }
            groups.push(value.to_owned());
        } else {
            loose.push(value);
        }
    }
    if !loose.is_empty() || groups.is_empty() {
        groups.push(format!("[{}]", loose.join(",")));
    }
    groups
        .into_iter()
        .map(|documents| (stem.to_owned(), documents))
        .collect()
}

/// One import of these collections; a name met again is numbered.
fn documents_request(collections: &[(String, String)]) -> (ImportFormat, String) {
    let mut taken: Vec<String> = Vec::new();
    let mut entries: Vec<String> = Vec::new();
    for (name, documents) in collections {
        let unique = numbered(name, "_", |candidate| taken.iter().any(|t| t == candidate));
        let quoted = serde_json::to_string(&unique).unwrap_or_else(|_| "\"documents\"".to_owned());
        entries.push(format!("{quoted}: {documents}"));
        taken.push(unique);
    }
    (
        ImportFormat::Documents,
        format!("{{\"collections\": {{{}}}}}", entries.join(", ")),
    )
}

/// The file name pasted text is imported as, by how it begins: a Compass
/// diagram (a JSON object of that type), `mongoexport` documents (JSON, one
/// collection named `documents`), or SQL.
#[must_use]
pub fn pasted_file_name(text: &str) -> &'static str {
    let text = text.trim_start();
    if !text.starts_with(['{', '[']) {
        "pasted.sql"
    } else if text.starts_with('{') && text.contains("\"Compass Data Modeling Diagram\"") {
        "pasted.mdm"
    } else {
        "documents.json"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::model::Entity;

    #[test]
    fn pasted_text_goes_to_the_importer_it_looks_like() {
        assert_eq!(pasted_file_name("  CREATE TABLE a (id int);"), "pasted.sql");
        assert_eq!(pasted_file_name("-- a dump\n{"), "pasted.sql");
        assert_eq!(pasted_file_name("[{\"_id\": 1}]"), "documents.json");
        assert_eq!(
            pasted_file_name("{\"_id\": 1}\n{\"_id\": 2}"),
            "documents.json"
        );
        let compass = r#"{"type": "Compass Data Modeling Diagram", "version": 1}"#;
        assert_eq!(pasted_file_name(compass), "pasted.mdm");
        // Documents are sent as one collection named after the "file".
        let (format, body) = request_for(pasted_file_name("{\"a\": 1}"), "{\"a\": 1}");
        assert_eq!(format.path(), "/api/v1/import/documents");
        assert_eq!(body, r#"{"collections": {"documents": [{"a": 1}]}}"#);
    }

    #[test]
    fn each_kind_of_file_goes_to_its_importer() {
        assert_eq!(
            request_for("shop.SQL", "CREATE TABLE a (id INT);"),
            (ImportFormat::Sql, "CREATE TABLE a (id INT);".to_owned())
        );
        assert_eq!(request_for("shop.mdm", "{}").0, ImportFormat::Compass);
        let lines = request_for("hosts.jsonl", "{\"a\": 1}\n\n{\"a\": 2}\n");
        assert_eq!(
            lines,
            (
                ImportFormat::Documents,
                r#"{"collections": {"hosts": [{"a": 1},{"a": 2}]}}"#.to_owned(),
            )
        );
        assert_eq!(
            request_for("logs.json", " [{\"a\": 1}] ").1,
            r#"{"collections": {"logs": [{"a": 1}]}}"#
        );
        assert_eq!(
            request_for("one.json", "{\n  \"a\": 1\n}").1,
            "{\"collections\": {\"one\": [{\n  \"a\": 1\n}]}}",
            "one document over several lines"
        );
        assert_eq!(request_for("schema", "x").0, ImportFormat::Sql);
        for format in ImportFormat::ALL {
            assert_eq!(format.path(), format!("/api/v1/import/{}", format.as_str()));
            assert_eq!(format.is_json(), format != ImportFormat::Sql);
        }
    }

    #[test]
    fn several_collections_come_in_one_import() {
        let files = |list: &[(&str, &str)]| -> Vec<(String, String)> {
            list.iter()
                .map(|(name, text)| ((*name).to_owned(), (*text).to_owned()))
                .collect()
        };
        // Several files, or a folder's: one import, a collection a file,
        // the folder's other files left out.
        let folder = files(&[
            ("authors.json", "[{\"_id\": 1, \"name\": \"Ann\"}]"),
            (
                "books.jsonl",
                "{\"_id\": 7, \"author\": 1}\n{\"_id\": 8, \"author\": 1}",
            ),
            ("books.metadata.json", "{\"indexes\": []}"),
            ("README.md", "# dump"),
        ]);
        assert_eq!(
            request_for_files(&folder),
            Ok((
                ImportFormat::Documents,
                r#"{"collections": {"authors": [{"_id": 1, "name": "Ann"}], "books": [{"_id": 7, "author": 1},{"_id": 8, "author": 1}]}}"#.to_owned(),
            ))
        );
        // A file in the API's own shape, and exports pasted one after another.
        let api = r#"{"collections": {"a": [{"x": 1}], "b": [{"y": 2}]}}"#;
        assert_eq!(request_for("both.json", api).1, api);
        assert_eq!(
            request_for(
                pasted_file_name("[{\"x\": 1}]\n[{\"y\": 2}]"),
                "[{\"x\": 1}]\n[{\"y\": 2}]"
            )
            .1,
            r#"{"collections": {"documents": [{"x": 1}], "documents_2": [{"y": 2}]}}"#
        );
        // Two files of one name are numbered; SQL files are one schema.
        let same = files(&[("users.json", "[]"), ("users.jsonl", "")]);
        assert_eq!(
            request_for_files(&same).map(|(_, body)| body),
            Ok(r#"{"collections": {"users": [], "users_2": []}}"#.to_owned())
        );
        let sql = files(&[
            ("a.sql", "CREATE TABLE a (id INT);"),
            ("b.sql", "CREATE TABLE b (id INT);"),
        ]);
        assert_eq!(
            request_for_files(&sql),
            Ok((
                ImportFormat::Sql,
                "CREATE TABLE a (id INT);\nCREATE TABLE b (id INT);".to_owned(),
            ))
        );
        // What cannot go together says what to choose.
        let mixed = files(&[("a.sql", ""), ("b.json", "[]")]);
        assert!(request_for_files(&mixed).is_err_and(|why| why.contains("one kind")));
        let diagram = files(&[("a.mdm", "{}"), ("b.json", "[]")]);
        assert!(request_for_files(&diagram).is_err_and(|why| why.contains("on its own")));
        let nothing = files(&[("a.png", ""), ("b.bson", "")]);
        assert!(request_for_files(&nothing).is_err_and(|why| why.contains("None of")));
    }

    #[test]
    fn each_note_is_a_line_with_its_place() {
        let mut imported = Imported {
            model: Model {
                version: 1,
                name: String::new(),
                entities: vec![Entity::new("a", "A", 0.0, 0.0)],
                relationships: Vec::new(),
            },
            notes: Vec::new(),
        };
        imported.notes = vec![
            ImportNote {
                subject: "view v".to_owned(),
                message: "Views are not imported.".to_owned(),
                line: Some(3),
                said: None,
            },
            ImportNote {
                subject: "relationships".to_owned(),
                message: "Set the counts.".to_owned(),
                line: None,
                said: None,
            },
        ];
        assert_eq!(
            imported.note_lines(),
            [
                "Line 3, view v: Views are not imported.",
                "relationships: Set the counts."
            ]
        );
    }
}

//! Imports (`POST /api/v1/import/...`): which importer a file goes to and
//! in what body, and the answer, the model and what a person should know
//! about it, with the words the editor shows after an import.

use serde::{Deserialize, Serialize};

use super::model::Model;

/// What an import made: the model, and what was skipped or guessed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub struct Imported {
    pub model: Model,
    /// Everything skipped or guessed, in the order of the input.
    pub notes: Vec<ImportNote>,
}

/// One thing an import skipped or guessed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
pub struct ImportNote {
    /// What the note is about: a table, `table.column`, or a statement.
    pub subject: String,
    /// What was done, and what to check.
    pub message: String,
    /// The input line it comes from, where known (1-based).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u64>,
}

impl Imported {
    /// The editor's one-line summary of an import from `file`.
    #[must_use]
    pub fn summary(&self, file: &str) -> String {
        let count =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        format!(
            "Imported {file}: {} and {}. Undo brings back what you had here.{}",
            count(self.model.entities.len(), "entity", "entities"),
            count(
                self.model.relationships.len(),
                "relationship",
                "relationships"
            ),
            if self.notes.is_empty() {
                ""
            } else {
                " Check the notes: they say what was skipped or guessed."
            }
        )
    }

    /// What the editor says after an import: the summary, then a line per
    /// note (the notice keeps line breaks).
    #[must_use]
    pub fn notice(&self, file: &str) -> String {
        let mut notice = self.summary(file);
        for line in self.note_lines() {
            notice.push_str("\n• ");
            notice.push_str(&line);
        }
        notice
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
/// named after the file, anything else as SQL. (The endpoint, the body,
/// and whether the body is JSON.)
#[must_use]
pub fn request_for(file: &str, text: &str) -> (&'static str, String, bool) {
    let lower = file.to_ascii_lowercase();
    let (stem, ending) = lower.rsplit_once('.').map_or((file, ""), |(_, ending)| {
        (&file[..file.len() - ending.len() - 1], ending)
    });
    match ending {
        "mdm" => ("/api/v1/import/compass", text.to_owned(), true),
        "json" | "jsonl" | "ndjson" => {
            let trimmed = text.trim();
            let lines: Vec<&str> = trimmed
                .lines()
                .map(str::trim)
                .filter(|line| !line.is_empty())
                .collect();
            let documents = if trimmed.starts_with('[') {
                trimmed.to_owned()
            } else if lines
                .iter()
                .all(|line| line.starts_with('{') && line.ends_with('}'))
            {
                format!("[{}]", lines.join(","))
            } else {
                format!("[{trimmed}]")
            };
            let name = serde_json::to_string(stem).unwrap_or_else(|_| "\"documents\"".to_owned());
            (
                "/api/v1/import/documents",
                format!("{{\"collections\": {{{name}: {documents}}}}}"),
                true,
            )
        }
        _ => ("/api/v1/import/sql", text.to_owned(), false),
    }
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
        let (url, body, _) = request_for(pasted_file_name("{\"a\": 1}"), "{\"a\": 1}");
        assert_eq!(url, "/api/v1/import/documents");
        assert_eq!(body, r#"{"collections": {"documents": [{"a": 1}]}}"#);
    }

    #[test]
    fn each_kind_of_file_goes_to_its_importer() {
        assert_eq!(
            request_for("shop.SQL", "CREATE TABLE a (id INT);"),
            (
                "/api/v1/import/sql",
                "CREATE TABLE a (id INT);".to_owned(),
                false
            )
        );
        assert_eq!(request_for("shop.mdm", "{}").0, "/api/v1/import/compass");
        let lines = request_for("hosts.jsonl", "{\"a\": 1}\n\n{\"a\": 2}\n");
        assert_eq!(
            lines,
            (
                "/api/v1/import/documents",
                r#"{"collections": {"hosts": [{"a": 1},{"a": 2}]}}"#.to_owned(),
                true
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
        assert_eq!(request_for("schema", "x").0, "/api/v1/import/sql");
    }

    #[test]
    fn the_summary_counts_what_came_in_and_points_at_the_notes() {
        let mut imported = Imported {
            model: Model {
                version: 1,
                name: String::new(),
                entities: vec![Entity::new("a", "A", 0.0, 0.0)],
                relationships: Vec::new(),
            },
            notes: Vec::new(),
        };
        assert_eq!(
            imported.summary("shop.sql"),
            "Imported shop.sql: 1 entity and 0 relationships. Undo brings back what you had here."
        );
        imported.notes = vec![
            ImportNote {
                subject: "view v".to_owned(),
                message: "Views are not imported.".to_owned(),
                line: Some(3),
            },
            ImportNote {
                subject: "relationships".to_owned(),
                message: "Set the counts.".to_owned(),
                line: None,
            },
        ];
        assert!(
            imported
                .summary("shop.sql")
                .ends_with("skipped or guessed.")
        );
        assert_eq!(
            imported.note_lines(),
            [
                "Line 3, view v: Views are not imported.",
                "relationships: Set the counts."
            ]
        );
        assert!(imported.notice("shop.sql").ends_with(
            "guessed.\n• Line 3, view v: Views are not imported.\n• relationships: Set the counts."
        ));
    }
}

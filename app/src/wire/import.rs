//! An import's answer (`POST /api/v1/import/sql`): the model and what a
//! person should know about it, with the words the editor shows after an
//! import.

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::model::Entity;

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

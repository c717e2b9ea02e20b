//! MongoDB Compass's Data Modeling diagrams (`.mdm` files), read and
//! written. The file is JSON: `{type: "Compass Data Modeling Diagram",
//! version: 1, name, database, edits}`, where `edits` is the base64 of the
//! diagram's edit history as JSON, whose first edit (`SetModel`) holds the
//! collections (each with `ns`, a `$jsonSchema` as `fieldData`, `indexes`
//! and a `displayPosition`) and the relationships (two sides, each with its
//! `ns`, `cardinality` and `fields`). The shape follows Compass's own source
//! (packages/compass-data-modeling: `services/data-model-storage.ts` and
//! `services/open-and-download-diagram.ts`).
//!
//! Reading replays the edits (`replay`) and turns the diagram into a model
//! (`to_model`); writing turns a model into one `SetModel` edit
//! (`from_model`). Compass's cardinalities (1, 100, 1,000, 10,000) are
//! coarser than Nestlink's, so each relationship written carries a note
//! that states Nestlink's cardinality and counts, which reading restores.

mod from_model;
mod replay;
mod to_model;

use base64::Engine as _;
use serde::Deserialize;
use serde_json::{Value, json};
use utoipa::ToSchema;

use nestlink_core::wire::model::Model;

use crate::import::{ImportError, Imported, Message};

/// What the file's `type` says.
const FILE_TYPE: &str = "Compass Data Modeling Diagram";
/// The one version of the file Compass writes and reads.
const FILE_VERSION: u64 = 1;

/// A Compass diagram file, as Compass writes it.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct DiagramFile {
    /// "Compass Data Modeling Diagram".
    #[serde(rename = "type")]
    #[schema(pattern = "^Compass Data Modeling Diagram$")]
    pub file_type: String,
    /// 1.
    #[schema(minimum = 1, maximum = 1)]
    pub version: u64,
    /// The diagram's name.
    pub name: String,
    /// The database its collections are in.
    pub database: String,
    /// The diagram's edit history: base64 of a JSON list whose first edit is `SetModel`.
    pub edits: String,
}

/// A Compass diagram file's text into a model and its notes.
///
/// # Errors
/// [`ImportError::Document`] at the part of the file that is not what
/// Compass writes.
pub fn read(text: &str) -> Result<Imported, ImportError> {
    let file: DiagramFile = serde_json::from_str(text).map_err(|error| {
        wrong(
            "",
            Message::new("import-refused-not-compass").text("detail", error.to_string()),
        )
    })?;
    read_file(&file)
}

/// A Compass diagram file into a model and its notes.
///
/// # Errors
/// As [`read`].
pub fn read_file(file: &DiagramFile) -> Result<Imported, ImportError> {
    if file.file_type != FILE_TYPE || file.version != FILE_VERSION {
        return Err(wrong(
            "type",
            Message::new("import-refused-not-compass-type")
                .text("type", FILE_TYPE)
                .text("version", FILE_VERSION.to_string()),
        ));
    }
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(file.edits.trim())
        .map_err(|_| wrong("edits", Message::new("import-refused-edits-not-base64")))?;
    let edits: Value = serde_json::from_slice(&decoded).map_err(|error| {
        wrong(
            "edits",
            Message::new("import-refused-edits-not-json").text("detail", error.to_string()),
        )
    })?;
    let (diagram, mut notes) = replay::replay(&edits)?;
    let name = if file.name.trim().is_empty() {
        "Compass diagram"
    } else {
        file.name.as_str()
    };
    let mut imported = to_model::to_model(&diagram, name)?;
    notes.append(&mut imported.notes);
    imported.notes = notes;
    crate::import::checked(imported)
}

/// A model as a Compass diagram file's text, named after the model, its
/// collections in a database of the same name.
#[must_use]
pub fn write(model: &Model) -> String {
    let database = from_model::database_name(model);
    let edits = json!([{
        "id": from_model::uuid(&format!("{}\u{0}model", model.name)),
        "timestamp": now(),
        "type": "SetModel",
        "model": from_model::diagram(model, &database),
    }]);
    let encoded = base64::engine::general_purpose::STANDARD.encode(edits.to_string());
    let name = if model.name.trim().is_empty() {
        "Nestlink model"
    } else {
        model.name.as_str()
    };
    let file = json!({
        "type": FILE_TYPE,
        "version": FILE_VERSION,
        "name": name,
        "database": database,
        "edits": encoded,
    });
    serde_json::to_string_pretty(&file).unwrap_or_default() + "\n"
}

/// The time of writing, as Compass's edits record it (UTC, with `Z`).
fn now() -> String {
    bson::DateTime::now()
        .try_to_rfc3339_string()
        .unwrap_or_else(|_| "1970-01-01T00:00:00Z".to_owned())
}

fn wrong(path: &str, reason: Message) -> ImportError {
    ImportError::Document {
        path: if path.is_empty() {
            "$".to_owned()
        } else {
            path.to_owned()
        },
        reason,
    }
}

#[cfg(test)]
mod tests;

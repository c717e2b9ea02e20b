//! A model as a file (the `api.md` JSON), as the editor opens and saves it
//! and as a link's fragment carries it.

use super::{MODEL_VERSION, Model};

/// Reads a model file (the `api.md` JSON). A file that is not a model is
/// refused with a message that says where and what is wrong; a model that
/// breaks a rule opens, and the editor shows its problems in place.
pub fn parse_model_file(text: &str) -> Result<Model, String> {
    let model = model_from_json(text).map_err(|error| {
        if error.is_syntax() || error.is_eof() {
            format!(
                "This file is not valid JSON (line {}, column {}): {error}. Choose a model saved by Nestlink.",
                error.line(),
                error.column()
            )
        } else {
            format!("This file is not a Nestlink model: {error}.")
        }
    })?;
    if model.version != MODEL_VERSION {
        return Err(format!(
            "This model has format version {}; this Nestlink reads version {MODEL_VERSION}.",
            model.version
        ));
    }
    Ok(model)
}

/// The model as a file: pretty JSON, so it diffs well under version control.
#[must_use]
pub fn model_file(model: &Model) -> String {
    serde_json::to_string_pretty(model).unwrap_or_default()
}

// The model's JSON is read and written by these functions only, here,
// rather than by `serde_json` where it is needed: the browser's WASM then
// holds one copy of the model's JSON reader and writer, not one per crate.

/// The model in JSON text, read as it is (no version check).
///
/// # Errors
/// What `serde_json` says of text that is not a model.
pub fn model_from_json(text: &str) -> serde_json::Result<Model> {
    serde_json::from_str(text)
}

/// The model as compact JSON, as an analysis request and a link carry it.
#[must_use]
pub fn compact_json(model: &Model) -> String {
    serde_json::to_string(model).unwrap_or_default()
}

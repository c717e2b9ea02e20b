//! A model as a file (the `api.md` JSON), as the editor opens and saves it
//! and as a link's fragment carries it.

use super::{MODEL_VERSION, Model};

/// Reads a model file (the `api.md` JSON). A file that is not a model is
/// refused with a message that says where and what is wrong; a model that
/// breaks a rule opens, and the editor shows its problems in place.
pub fn parse_model_file(text: &str) -> Result<Model, String> {
    let model: Model = serde_json::from_str(text).map_err(|error| {
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

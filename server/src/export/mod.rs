//! Models taken out of Nestlink: a mongosh script that creates the
//! recommended collections (`mongosh`), Mermaid diagrams of the model and of
//! the collections (`mermaid`), and the collections' `$jsonSchema`
//! validators (`json_schema`), and a MongoDB Compass diagram of the model
//! itself (the `compass` module). The entry point is [`export`]; the first
//! three read the same analysis the advice shows.

mod json_schema;
mod mermaid;
mod mongosh;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use app::wire::model::Model;

use crate::answer::analyze_with_samples;

/// The formats a model can be exported in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// A mongosh script: every recommended collection with its validator,
    /// indexes and sample documents.
    Mongosh,
    /// Two Mermaid `erDiagram`s: the model, then the recommended collections.
    Mermaid,
    /// One `$jsonSchema` validator per recommended collection.
    JsonSchema,
    /// A MongoDB Compass Data Modeling diagram (`.mdm`) of the model.
    Compass,
}

impl Format {
    pub const ALL: [Self; 4] = [
        Self::Mongosh,
        Self::Mermaid,
        Self::JsonSchema,
        Self::Compass,
    ];

    /// The format's name in URLs and on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Mongosh => "mongosh",
            Self::Mermaid => "mermaid",
            Self::JsonSchema => "json-schema",
            Self::Compass => "compass",
        }
    }

    /// The format with this name.
    #[must_use]
    pub fn named(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|format| format.name() == name)
    }

    #[must_use]
    pub const fn content_type(self) -> &'static str {
        match self {
            Self::Mongosh => "text/javascript; charset=utf-8",
            Self::Mermaid => "text/vnd.mermaid; charset=utf-8",
            Self::JsonSchema | Self::Compass => "application/json",
        }
    }

    /// The file name's ending.
    #[must_use]
    pub const fn extension(self) -> &'static str {
        match self {
            Self::Mongosh => "js",
            Self::Mermaid => "mmd",
            Self::JsonSchema => "json",
            Self::Compass => "mdm",
        }
    }
}

/// The model in `format`, as text.
#[must_use]
pub fn export(model: &Model, format: Format) -> String {
    match format {
        Format::Mermaid => mermaid::diagrams(model, &analyze_with_samples(model)),
        Format::Mongosh => mongosh::script(model, &analyze_with_samples(model)),
        Format::JsonSchema => json_schema::validators(&analyze_with_samples(model)),
        Format::Compass => crate::compass::write(model),
    }
}

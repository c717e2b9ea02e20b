//! The formats a model is exported in (`POST /api/v1/export/{format}`),
//! with the file ending each is saved under: the server answers them, and
//! the editor's export menu saves them.

use crate::wire::words::words;

words! {
    /// A format a model can be exported in.
    pub enum ExportFormat {
        /// A mongosh script: every recommended collection with its
        /// validator, indexes and sample documents.
        Mongosh = "mongosh",
        /// A Mermaid `erDiagram` of the recommended collections.
        Mermaid = "mermaid",
        /// A Mermaid `erDiagram` of the model as drawn.
        MermaidModel = "mermaid-model",
        /// One `$jsonSchema` validator per recommended collection.
        JsonSchema = "json-schema",
        /// A MongoDB Compass Data Modeling diagram (`.mdm`) of the model.
        Compass = "compass",
    }
}

impl ExportFormat {
    /// The media type of the file.
    #[must_use]
    pub const fn content_type(self) -> &'static str {
        match self {
            Self::Mongosh => "text/javascript; charset=utf-8",
            Self::Mermaid | Self::MermaidModel => "text/vnd.mermaid; charset=utf-8",
            Self::JsonSchema | Self::Compass => "application/json",
        }
    }

    /// The file name's ending (the two diagrams' say which they are, so
    /// both can be saved side by side).
    #[must_use]
    pub const fn extension(self) -> &'static str {
        match self {
            Self::Mongosh => "js",
            Self::Mermaid => "collections.mmd",
            Self::MermaidModel => "model.mmd",
            Self::JsonSchema => "json",
            Self::Compass => "mdm",
        }
    }
}

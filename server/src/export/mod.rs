//! Models taken out of Nestlink: a mongosh script that creates the
//! recommended collections (`mongosh`), a Mermaid diagram of the
//! collections or of the model (`mermaid`), and the collections' `$jsonSchema`
//! validators (`json_schema`), and a MongoDB Compass diagram of the model
//! itself (the `compass` module). The entry point is [`export`]; the first
//! three read the same analysis the advice shows.

mod json_schema;
mod mermaid;
mod mongosh;

use nestlink_core::wire::{export::ExportFormat, model::Model};

use crate::answer::analyze_with_samples;

/// The model in `format`, as text, its comments in English.
#[must_use]
pub fn export(model: &Model, format: ExportFormat) -> String {
    export_in(model, format, crate::i18n::ENGLISH)
}

/// The model in `format`, as text, its comments in the language tagged
/// `lang` (only the mongosh script has comments of its own).
#[must_use]
pub fn export_in(model: &Model, format: ExportFormat, lang: &str) -> String {
    match format {
        ExportFormat::Mermaid => mermaid::collections_diagram(model, &analyze_with_samples(model)),
        ExportFormat::MermaidModel => mermaid::model_diagram(model),
        ExportFormat::Mongosh => mongosh::script(model, &analyze_with_samples(model), lang),
        ExportFormat::JsonSchema => json_schema::validators(&analyze_with_samples(model)),
        ExportFormat::Compass => crate::import::compass::write(model),
    }
}

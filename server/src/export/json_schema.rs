//! One `$jsonSchema` validator per recommended collection, as a JSON object
//! keyed by collection name (in the analysis' order).

use serde_json::{Map, Value};

use crate::wire::Analysis;

/// The validators, pretty-printed.
#[must_use]
pub fn validators(analysis: &Analysis) -> String {
    let mut by_collection = Map::new();
    for collection in &analysis.collections {
        if let Some(validator) = &collection.validator
            && let Ok(value) = serde_json::to_value(validator)
        {
            by_collection.insert(collection.name.clone(), value);
        }
    }
    let mut text = serde_json::to_string_pretty(&Value::Object(by_collection)).unwrap_or_default();
    text.push('\n');
    text
}

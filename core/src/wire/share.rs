//! Sharing on the wire: the answer to `POST /api/v1/models`, and what a
//! shared model's page carries from the server to the browser.

use serde::{Deserialize, Serialize};

use super::model::Model;

/// The answer to a share: the new link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ShareAnswer {
    /// 22 URL-safe characters, 128 random bits.
    pub id: String,
    /// The shared page, e.g. `/m/<id>`.
    pub url: String,
}

/// What `/m/{id}` shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SharedModel {
    /// The link's id.
    pub id: String,
    pub model: Model,
    /// One per relationship, in the model's order.
    pub verdicts: Vec<Verdict>,
    /// On a live session's page (`/s/{id}`, `id` the session's): the
    /// model's version when the page was made.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub live: Option<u64>,
}

/// The advisor's answer for one relationship, in a line.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    /// "Student → Email".
    pub title: String,
    /// The pattern's API id, e.g. `embed-array`.
    pub pattern: String,
    /// Why, in plain words.
    pub rationale: String,
}

/// The path of a shared model's page.
#[must_use]
pub fn link(id: &str) -> String {
    format!("/m/{id}")
}

impl SharedModel {
    /// As JSON that is safe inside a `<script>` element: `<`, `>` and `&`
    /// are written as JSON escapes (`\u003c`...), which JSON reads the
    /// same, so no text in a model can end or confuse the element.
    #[must_use]
    pub fn to_script_json(&self) -> String {
        serde_json::to_string(self)
            .unwrap_or_default()
            .replace('<', "\\u003c")
            .replace('>', "\\u003e")
            .replace('&', "\\u0026")
    }

    /// Reads what [`Self::to_script_json`] wrote. (Here rather than where
    /// it is used, so the browser's WASM holds one copy of the model's JSON
    /// reader.)
    #[must_use]
    pub fn from_script_json(text: &str) -> Option<Self> {
        serde_json::from_str(text).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_script_json_cannot_close_its_script_and_reads_back() {
        let mut model = crate::diagram::document::empty_model();
        model.name = "</script><!--<script>alert(1)</script> & more".to_owned();
        let shared = SharedModel {
            id: "AAAAAAAAAAAAAAAAAAAAAA".to_owned(),
            model,
            verdicts: vec![],
            live: None,
        };
        let text = shared.to_script_json();
        assert!(!text.contains('<') && !text.contains('>') && !text.contains('&'));
        assert_eq!(SharedModel::from_script_json(&text), Some(shared));
    }
}

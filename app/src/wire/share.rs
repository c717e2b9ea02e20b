//! Sharing on the wire: the answer to `POST /api/v1/models`, and what a
//! shared model's page carries from the server to the browser.

use serde::{Deserialize, Serialize};

use super::model::Model;

/// The answer to a share: the new link.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
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

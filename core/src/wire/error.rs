//! The body of every error answer of the API:
//! `{"error": {"code", "message", "path"?, "problems"?}}`.

use serde::{Deserialize, Serialize};

use super::validate::Problem;

/// An error answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

/// What went wrong.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ErrorDetail {
    /// Stable snake_case code, e.g. `invalid_model`.
    pub code: String,
    /// A sentence a person can act on.
    pub message: String,
    /// The JSON path of the input at fault, e.g. `relationships[2].to`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// For `invalid_model`: every problem found, the first one first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub problems: Option<Vec<Problem>>,
    /// For text that cannot be read (`invalid_sql`): where, 1-based. Only
    /// the server has these: the browser shows the message, which says
    /// where too, and the main WASM stays smaller without them.
    #[cfg(feature = "openapi")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    #[cfg(feature = "openapi")]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<u32>,
}

impl ErrorDetail {
    /// An error made in the browser (no answer, or one that could not be read).
    #[must_use]
    pub fn local(code: &str, message: String) -> Self {
        Self {
            code: code.to_owned(),
            message,
            path: None,
            problems: None,
            #[cfg(feature = "openapi")]
            line: None,
            #[cfg(feature = "openapi")]
            column: None,
        }
    }

    /// Reads an error answer's body.
    #[must_use]
    pub fn read(body: &str) -> Option<Self> {
        serde_json::from_str::<ErrorBody>(body)
            .ok()
            .map(|body| body.error)
    }
}

impl From<Problem> for ErrorDetail {
    fn from(problem: Problem) -> Self {
        Self {
            code: problem.code,
            message: problem.message,
            path: Some(problem.path),
            problems: None,
            #[cfg(feature = "openapi")]
            line: None,
            #[cfg(feature = "openapi")]
            column: None,
        }
    }
}

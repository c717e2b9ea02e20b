//! The gallery's list, `GET /api/v1/examples`.

use serde::{Deserialize, Serialize};

/// One entry of the gallery.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ExampleSummary {
    pub slug: String,
    pub title: String,
    pub summary: String,
}

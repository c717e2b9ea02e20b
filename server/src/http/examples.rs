//! The examples gallery: `GET /api/v1/examples` lists them and
//! `GET /api/v1/examples/{slug}` gives one's model. (The files are read by
//! the top-level `examples` module.)

use axum::{
    Extension, Json,
    extract::{Path, State},
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use utoipa_axum::{router::OpenApiRouter, routes};

use nestlink_core::wire::model::Model;

use crate::{
    error::{ApiError, ErrorBody},
    examples::ExampleSummary,
    i18n::{self, Language},
    state::AppState,
};

/// The gallery's routes, with their documentation.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_examples))
        .routes(routes!(example))
}

/// The examples gallery: the seeds' worked examples, each with its story.
#[utoipa::path(get, path = "/v1/examples", tag = "examples",
    responses((status = 200, description = "Every example, in gallery order", body = [ExampleSummary])))]
async fn list_examples(
    State(state): State<AppState>,
    language: Option<Extension<Language>>,
) -> Response {
    let lang = language.map_or(i18n::ENGLISH, |Extension(Language(lang))| lang);
    let list: Vec<ExampleSummary> = state
        .examples
        .iter()
        .map(|example| example.summary_in(lang))
        .collect();
    // The titles and stories are in the language asked for.
    (
        [(header::CONTENT_LANGUAGE, HeaderValue::from_static(lang))],
        Json(list),
    )
        .into_response()
}

/// One example's model, laid out, ready to open in the editor.
#[utoipa::path(get, path = "/v1/examples/{slug}", tag = "examples",
    params(("slug" = String, Path, description = "The example's slug, e.g. `product-parts`")),
    responses(
        (status = 200, description = "The model", body = Model),
        (status = 404, description = "No example has this slug (`not_found`)", body = ErrorBody),
    ))]
async fn example(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<Json<Model>, ApiError> {
    state
        .examples
        .iter()
        .find(|example| example.slug == slug)
        .map(|example| Json(example.model.clone()))
        .ok_or(ApiError::ExampleNotFound(slug))
}

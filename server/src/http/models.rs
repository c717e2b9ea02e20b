//! Sharing by link, the JSON half: `POST /api/v1/models` stores a model
//! under a new id, `GET /api/v1/models/{id}` gives it back. (The page of a
//! shared model is `shared_page`; storage is in `store`.)

use std::net::SocketAddr;

use axum::{
    Extension, Json,
    extract::{ConnectInfo, Path, State},
    http::{HeaderMap, StatusCode, header},
    response::IntoResponse,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use nestlink_core::wire::{model::Model, share::ShareAnswer};

use super::extract::ModelJson;
use crate::{
    error::{ApiError, ErrorBody},
    state::AppState,
};

/// The sharing routes, with their documentation.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(share_model))
        .routes(routes!(shared_model))
}

/// Share a model: stores an immutable snapshot under a new, unguessable id.
/// Saving again, even the same model, makes a new link; no link ever
/// changes.
#[utoipa::path(post, path = "/v1/models", tag = "sharing",
    request_body(content = Model, description = "The model to share"),
    responses(
        (status = 415, description = "The body is not sent as `application/json` (`unsupported_media_type`)", body = ErrorBody),
        (status = 201, description = "Stored; the link", body = ShareAnswer,
            links(("GetSharedModel" = (operation_id = "shared_model", parameters(("id" = "$response.body#/id")),
                description = "The model just stored")))),
        (status = 400, description = "Malformed JSON or an unknown key", body = ErrorBody),
        (status = 413, description = "The body is over 1 MiB", body = ErrorBody),
        (status = 422, description = "The model breaks a rule (`invalid_model`)", body = ErrorBody),
        (status = 429, description = "Too many links from this client (`rate_limited`, with Retry-After)", body = ErrorBody),
        (status = 503, description = "The database cannot be reached (`storage_unavailable`)", body = ErrorBody),
    ))]
async fn share_model(
    State(state): State<AppState>,
    client: Option<Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    ModelJson(model): ModelJson,
) -> Result<(StatusCode, Json<ShareAnswer>), ApiError> {
    state.share_limit.check_request(client, &headers)?;
    // The stored text is the model as the server read it: the same meaning,
    // in one canonical spelling.
    let json =
        serde_json::to_string(&model).map_err(|error| ApiError::Internal(error.to_string()))?;
    let id = state.store.insert(&json).await?;
    let url = nestlink_core::wire::share::link(&id);
    Ok((StatusCode::CREATED, Json(ShareAnswer { id, url })))
}

/// A shared model, exactly as it was shared.
#[utoipa::path(get, path = "/v1/models/{id}", tag = "sharing",
    params(("id" = String, Path, description = "The id from the link")),
    responses(
        (status = 200, description = "The model", body = Model),
        (status = 404, description = "No model has this id (`not_found`)", body = ErrorBody),
        (status = 503, description = "The database cannot be reached (`storage_unavailable`)", body = ErrorBody),
    ))]
async fn shared_model(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    let json = state.store.get(&id).await?.ok_or(ApiError::ModelNotFound)?;
    Ok(([(header::CONTENT_TYPE, "application/json")], json))
}

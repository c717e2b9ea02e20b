//! Live sessions over HTTP: `POST /api/v1/sessions` starts one from a
//! model, `GET /api/v1/sessions/{id}` reads its model now, and
//! `GET /api/v1/sessions/{id}/live` is its WebSocket (the protocol is
//! `nestlink_core::live::{Up, Down}`; the merging is in `nestlink_core::live`, the rooms in
//! `crate::live`).

use std::{net::SocketAddr, sync::Arc};

use axum::{
    Extension, Json,
    extract::{
        ConnectInfo, Path, State,
        ws::{WebSocketUpgrade, rejection::WebSocketUpgradeRejection},
    },
    http::{HeaderMap, StatusCode},
    response::Response,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use nestlink_core::{
    live::{LiveSnapshot, SessionStarted},
    wire::model::Model,
};

use super::extract::ModelJson;
use crate::{
    error::{ApiError, ErrorBody},
    live::{self, MESSAGE_LIMIT_BYTES},
    state::AppState,
};

/// The live session routes, with their documentation.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(start_session))
        .routes(routes!(session_model))
        .routes(routes!(session_socket))
}

/// Start a live session from a model. Anyone with the link joins it; the
/// owner key (kept by whoever started it, never put in the link) is what
/// owner actions will ask for.
#[utoipa::path(post, path = "/v1/sessions", tag = "live sessions",
    request_body(content = Model, description = "The model the session starts from"),
    responses(
        (status = 415, description = "The body is not sent as `application/json` (`unsupported_media_type`)", body = ErrorBody),
        (status = 201, description = "Started: the session's link and its owner key", body = SessionStarted),
        (status = 400, description = "Malformed JSON or an unknown key", body = ErrorBody),
        (status = 413, description = "The body is over 1 MiB", body = ErrorBody),
        (status = 422, description = "The model breaks a rule (`invalid_model`)", body = ErrorBody),
        (status = 429, description = "Too many sessions or links from this client (`rate_limited`, with Retry-After)", body = ErrorBody),
        (status = 503, description = "The database cannot be reached (`storage_unavailable`)", body = ErrorBody),
    ))]
async fn start_session(
    State(state): State<AppState>,
    client: Option<Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    ModelJson(model): ModelJson,
) -> Result<(StatusCode, Json<SessionStarted>), ApiError> {
    state.share_limit.check_request(client, &headers)?;
    let started = state.live.start(&model).await?;
    Ok((
        StatusCode::CREATED,
        Json(SessionStarted {
            url: nestlink_core::live::session_link(&started.id),
            id: started.id,
            owner_key: started.owner_key,
        }),
    ))
}

/// A live session's model as it is now, with its version (the number of
/// ops applied to it).
#[utoipa::path(get, path = "/v1/sessions/{id}", tag = "live sessions",
    params(("id" = String, Path, description = "The id from the session's link")),
    responses(
        (status = 200, description = "The model now", body = LiveSnapshot),
        (status = 404, description = "No session has this id (`not_found`)", body = ErrorBody),
        (status = 503, description = "The database cannot be reached (`storage_unavailable`)", body = ErrorBody),
    ))]
async fn session_model(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<LiveSnapshot>, ApiError> {
    let room = state.live.room(&id).await?;
    let (model, version) = room.snapshot().await;
    Ok(Json(LiveSnapshot {
        model,
        version,
        archived: room.is_archived(),
    }))
}

/// The session's WebSocket. Send `{"type": "hello", "client": <your id>,
/// "version": <the version you have>}` first (with `"owner_key"` to act as
/// the owner), then `{"type": "op", "seq": <your next number>, "op": {...}}`
/// for each change; every op applied arrives as `{"type": "applied", ...}`,
/// in the session's order. `presence` says who you are and what you look
/// at (everyone gets each `peer`, and `left`); `answer` answers the live
/// question; the owner's `lock`, `unlock`, `follow`, `ask`, `reveal` and
/// `end_question` change the `workshop` everyone is sent.
#[utoipa::path(get, path = "/v1/sessions/{id}/live", tag = "live sessions",
    params(("id" = String, Path, description = "The id from the session's link")),
    responses(
        (status = 101, description = "Switched to the WebSocket protocol"),
        (status = 403, description = "The handshake's `Origin` is a page of another site (`foreign_origin`)", body = ErrorBody),
        (status = 404, description = "No session has this id (`not_found`)", body = ErrorBody),
        (status = 426, description = "Not a WebSocket handshake (`upgrade_required`)", body = ErrorBody),
        (status = 503, description = "The database cannot be reached (`storage_unavailable`)", body = ErrorBody),
    ))]
async fn session_socket(
    State(state): State<AppState>,
    Path(id): Path<String>,
    client: Option<Extension<ConnectInfo<SocketAddr>>>,
    headers: HeaderMap,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let peer = client.map(|Extension(ConnectInfo(address))| address.ip());
    if !state.site_origin.allows(peer, &headers) {
        return Err(ApiError::ForeignOrigin);
    }
    // An unknown session is 404 before the handshake is looked at.
    if !state.live.exists(&id).await? {
        return Err(ApiError::SessionNotFound);
    }
    let upgrade = upgrade.map_err(|rejection| ApiError::NotWebSocket(rejection.body_text()))?;
    let hub = Arc::clone(&state.live);
    Ok(upgrade
        // Past our own limit a message is answered with an error; this
        // bound only keeps a flood from being read at all.
        .max_message_size(2 * MESSAGE_LIMIT_BYTES)
        .on_upgrade(move |socket| live::serve(socket, hub, id)))
}

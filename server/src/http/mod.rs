//! The HTTP layer, one module per area, each with its own router:
//! `analysis` (`POST /api/v1/analyze`), `models` (sharing a model and
//! reading it back), `examples` (the gallery), `openapi` (the document of
//! every `/api` route), `sessions` (live sessions and their WebSocket), `imports` (a model from SQL DDL), `exports` (a model as a mongosh script,
//! Mermaid or validators) and `shared_page`
//! (`GET /m/{id}`), `words` (the interface's words, a file per language
//! that pages link to); reading requests is `extract`; `language` answers in
//! the reader's language. [`router`] composes
//! them into the whole application.
//!
//! API routes are registered only as `OpenApiRouter` routes: each handler's
//! `#[utoipa::path]` adds it to the router and to the OpenAPI document at
//! once, so nothing can be served without being documented. (Never add an
//! API route with axum's plain `route` method: `it::api_openapi` reads the
//! routes the router serves and fails on any the document lacks.)

pub mod analysis;
pub mod examples;
pub mod exports;
pub mod extract;
pub mod imports;
pub mod language;
pub mod models;
pub mod openapi;
pub mod sessions;
pub mod shared_page;
pub mod words;

use std::{sync::Arc, time::Duration};

use axum::{
    Json, Router,
    body::Body,
    extract::{OriginalUri, Request, State},
    http::StatusCode,
    response::Response,
};
use serde::Serialize;
use tower_http::{
    classify::ServerErrorsFailureClass, limit::RequestBodyLimitLayer, trace::TraceLayer,
};
use utoipa::{OpenApi, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{delivery, error, error::ApiError, state::AppState};

/// The largest request body the server reads: a model of the maximum size the
/// validator accepts stays well under it.
pub const BODY_LIMIT_BYTES: usize = 1024 * 1024;

/// Builds the whole application. Tests call it with `tower::ServiceExt::oneshot`.
pub fn router(state: AppState) -> Router {
    // Rendering runs the page's tasks on Tokio. (Set once; a second router,
    // as the tests build, finds it set.)
    let _ = any_spawner::Executor::init_tokio();
    // The app's fixed pages; `/m/{id}` and `/s/{id}` have handlers of their
    // own, which load the model before rendering.
    let pages = nestlink_core::pages::Page::FIXED_PATHS
        .iter()
        .fold(Router::new(), |pages, (path, _)| {
            pages.route(path, axum::routing::get(app_page))
        });
    let routes = Router::new()
        .nest("/api", api_router())
        .merge(shared_page::routes())
        .merge(words::routes())
        .merge(analysis::panel_routes())
        .merge(pages)
        .fallback_service(delivery::static_files(&state))
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT_BYTES))
        .layer(axum::middleware::map_response(
            error::payload_too_large_as_json,
        ))
        .layer(axum::middleware::from_fn(language::answer_in_language));
    let sealed = delivery::assets_are_sealed(&state.leptos_options);
    delivery::layers(routes, sealed)
        .layer(axum::middleware::map_response(delivery::security_headers))
        .layer(TraceLayer::new_for_http().on_failure(log_failure))
        .with_state(state)
}

/// One of the app's fixed pages, rendered for the request's path.
async fn app_page(State(state): State<AppState>, request: Request<Body>) -> Response {
    shared_page::render(&state, None, request).await
}

/// Server errors are logged as errors, except 503: under a flood of
/// analyses the server answers thousands a second by design (shedding), and
/// a database that is down is logged where it is noticed (`error.rs`).
fn log_failure(failure: ServerErrorsFailureClass, latency: Duration, _span: &tracing::Span) {
    match failure {
        ServerErrorsFailureClass::StatusCode(StatusCode::SERVICE_UNAVAILABLE) => {
            tracing::debug!(?latency, "answered 503");
        }
        failure => tracing::error!(%failure, ?latency, "response failed"),
    }
}

/// Every API route, with its documentation. Paths are relative to `/api`.
fn api_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(openapi::ApiDoc::openapi())
        .routes(routes!(health))
        .merge(analysis::routes())
        .merge(models::routes())
        .merge(sessions::routes())
        .merge(examples::routes())
        .merge(imports::routes())
        .merge(exports::routes())
        .merge(openapi::routes())
}

/// Routes mounted under `/api`; any other `/api` path is a JSON 404.
fn api_router() -> Router<AppState> {
    let (router, api) = api_routes().split_for_parts();
    let bodies = Arc::new(PostBodies::of(&api));
    router
        .fallback(unknown_route)
        .layer(axum::middleware::from_fn(move |request, next| {
            media_type_checked(Arc::clone(&bodies), request, next)
        }))
}

/// The media types each POST route reads, as the API's own description
/// says (so the check and the contract cannot disagree).
struct PostBodies(Vec<(Vec<String>, Vec<String>)>);

impl PostBodies {
    fn of(api: &utoipa::openapi::OpenApi) -> Self {
        Self(
            api.paths
                .paths
                .iter()
                .filter_map(|(path, item)| {
                    let body = item.post.as_ref()?.request_body.as_ref()?;
                    let segments = path.split('/').map(str::to_owned).collect();
                    Some((segments, body.content.keys().cloned().collect()))
                })
                .collect(),
        )
    }

    /// The types the POST route at `path` reads; none when no POST route
    /// is there (routing then answers 404 or 405).
    fn read_at(&self, path: &str) -> Option<&[String]> {
        let asked: Vec<&str> = path.split('/').collect();
        self.0
            .iter()
            .find(|(template, _)| {
                template.len() == asked.len()
                    && template
                        .iter()
                        .zip(&asked)
                        .all(|(part, given)| part.starts_with('{') || part == given)
            })
            .map(|(_, types)| types.as_slice())
    }
}

/// A POST body must come as a media type its route reads: JSON, or for
/// the SQL import the text types it documents. A browser sends a form from
/// another site as `text/plain` without asking the server first, so this
/// keeps such a form from starting a session or storing a model.
async fn media_type_checked(
    bodies: Arc<PostBodies>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let read = (request.method() == axum::http::Method::POST)
        .then(|| bodies.read_at(request.uri().path()))
        .flatten();
    let Some(read) = read else {
        return next.run(request).await;
    };
    match media_type_in(&request, read) {
        Ok(()) => next.run(request).await,
        Err(error) => error.into_response(),
    }
}

/// Whether the request's body comes as one of the media types `read`.
///
/// # Errors
/// [`ApiError::UnsupportedMediaType`], naming what came and what is read.
fn media_type_in(request: &axum::extract::Request, read: &[String]) -> Result<(), ApiError> {
    let given = request
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default();
    // The media type without its parameters (`; charset=utf-8`).
    let essence = given
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    if read.contains(&essence) {
        Ok(())
    } else {
        Err(ApiError::UnsupportedMediaType {
            given: given.to_owned(),
            expected: read.join(" or "),
        })
    }
}

/// A body that must come as JSON (the advice panel's, which reads what
/// `POST /api/v1/analyze` reads).
///
/// # Errors
/// As [`media_type_in`].
pub(crate) fn json_body_in(request: &axum::extract::Request) -> Result<(), ApiError> {
    media_type_in(request, &["application/json".to_owned()])
}

/// The OpenAPI document of every route under `/api`.
#[must_use]
pub fn openapi() -> utoipa::openapi::OpenApi {
    OpenApiRouter::<AppState>::new()
        .nest("/api", api_routes())
        .into_openapi()
}

#[derive(Serialize, ToSchema)]
struct Health {
    /// Always "ok".
    status: &'static str,
}

/// Whether the server is up.
#[utoipa::path(get, path = "/health", tag = "meta",
    responses((status = 200, description = "The server is up", body = Health)))]
async fn health() -> Json<Health> {
    Json(Health { status: "ok" })
}

// The original URI: inside the nested router the `/api` prefix is stripped.
async fn unknown_route(OriginalUri(uri): OriginalUri) -> ApiError {
    ApiError::UnknownRoute(uri.path().to_owned())
}

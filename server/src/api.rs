//! The JSON API under `/api` (see `shared/spec/api.md`).
//!
//! Routes are registered only through [`routes`], an `OpenApiRouter`: each
//! handler's `#[utoipa::path]` adds it to the router and to the OpenAPI
//! document at once, so nothing can be served without being documented.
//! (Never add an API route with axum's plain `route` method; a test checks
//! this file.)

use std::net::SocketAddr;

use axum::{
    Extension, Json,
    body::Bytes,
    extract::{ConnectInfo, FromRequest, OriginalUri, Path, Request, State},
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::{OpenApi, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use app::{model::Model, validate::validate};

use crate::{
    answer::analyze_with_samples,
    answers::MAX_CACHED_BYTES,
    error::{ApiError, ErrorBody},
    examples::ExampleSummary,
    state::AppState,
    wire::Analysis,
};

/// Title, version and shared components of the OpenAPI document.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Nestlink API",
        description = "Describe a MongoDB document schema (entities, relationships, how the data is used) and get a recommendation per relationship: embed (nest) or reference (link), and why."
    ),
    components(schemas(ErrorBody))
)]
struct ApiDoc;

/// Every API route, with its documentation. Paths are relative to `/api`.
fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(health))
        .routes(routes!(analyze))
        .routes(routes!(share_model))
        .routes(routes!(shared_model))
        .routes(routes!(list_examples))
        .routes(routes!(example))
        .routes(routes!(openapi_json))
}

/// Routes mounted under `/api`; any other `/api` path is a JSON 404.
pub fn router() -> axum::Router<AppState> {
    let (router, _) = routes().split_for_parts();
    router.fallback(unknown_route)
}

/// The OpenAPI document of every route under `/api`.
#[must_use]
pub fn openapi() -> utoipa::openapi::OpenApi {
    OpenApiRouter::<AppState>::new()
        .nest("/api", routes())
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

/// Analyze a model: a recommendation for every relationship, with the
/// embedded and referenced sample documents side by side, and the
/// collections the schema ends up with.
#[utoipa::path(post, path = "/v1/analyze", tag = "advisor",
    request_body(content = Model, description = "The model, as drawn in the editor"),
    responses(
        (status = 200, description = "The analysis", body = Analysis),
        (status = 400, description = "Malformed JSON or an unknown key (`invalid_json`, `unknown_key`)", body = ErrorBody),
        (status = 413, description = "The body is over 1 MiB (`payload_too_large`)", body = ErrorBody),
        (status = 422, description = "Valid JSON that breaks a rule of the model (`invalid_model`, with every problem in `problems`)", body = ErrorBody),
        (status = 503, description = "Too many analyses at once (`overloaded`); send it again after `Retry-After` seconds", body = ErrorBody,
            headers(("Retry-After" = u32, description = "Seconds to wait"))),
    ))]
async fn analyze(State(state): State<AppState>, request: Request) -> Result<Response, ApiError> {
    let body = read_body(request, &()).await?;
    // The analysis is a pure function of the body: the same bytes (a
    // workshop's shared example, say) are analysed once.
    let answer = match state.analyses.get(&body) {
        Some(answer) => answer,
        None => {
            let input = body.clone();
            let answer = state
                .capacity
                .run(move || -> Result<Bytes, ApiError> {
                    let model = parse_model(&input)?;
                    serde_json::to_vec(&analyze_with_samples(&model))
                        .map(Bytes::from)
                        .map_err(|error| ApiError::Internal(error.to_string()))
                })
                .await??;
            // Keys are whole bodies: only models of ordinary size are kept.
            if body.len() <= MAX_CACHED_BYTES {
                state.analyses.put(body, answer.clone());
            }
            answer
        }
    };
    Ok(([(header::CONTENT_TYPE, "application/json")], answer).into_response())
}

/// A shared model's id and the page that shows it.
#[derive(Serialize, ToSchema)]
struct Shared {
    /// 22 URL-safe characters, 128 random bits.
    id: String,
    /// The shared page, e.g. `/m/<id>`.
    url: String,
}

/// Share a model: stores an immutable snapshot under a new, unguessable id.
/// Saving again, even the same model, makes a new link; no link ever
/// changes.
#[utoipa::path(post, path = "/v1/models", tag = "sharing",
    request_body(content = Model, description = "The model to share"),
    responses(
        (status = 201, description = "Stored; the link", body = Shared,
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
    ModelJson(model): ModelJson,
) -> Result<(StatusCode, Json<Shared>), ApiError> {
    state
        .share_limit
        .check(client.map(|Extension(ConnectInfo(address))| address.ip()))
        .map_err(ApiError::RateLimited)?;
    // The stored text is the model as the server read it: the same meaning,
    // in one canonical spelling.
    let json =
        serde_json::to_string(&model).map_err(|error| ApiError::Internal(error.to_string()))?;
    let id = state.store.insert(&json).await?;
    let url = app::shared::link(&id);
    Ok((StatusCode::CREATED, Json(Shared { id, url })))
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

/// The examples gallery: the seeds' worked examples, each with its story.
#[utoipa::path(get, path = "/v1/examples", tag = "examples",
    responses((status = 200, description = "Every example, in gallery order", body = [ExampleSummary])))]
async fn list_examples(State(state): State<AppState>) -> Json<Vec<ExampleSummary>> {
    Json(state.examples.iter().map(ExampleSummary::from).collect())
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

/// This document.
#[utoipa::path(get, path = "/openapi.json", tag = "meta",
    responses((status = 200, description = "The OpenAPI document of every /api route", content_type = "application/json")))]
async fn openapi_json() -> Result<Json<serde_json::Value>, ApiError> {
    let mut document = serde_json::to_value(openapi())
        .map_err(|error| ApiError::Internal(format!("the OpenAPI document: {error}")))?;
    spell_links_in_camel_case(&mut document);
    Ok(Json(document))
}

/// utoipa 5.5 writes a link's keys as Rust names (`operation_id`), which
/// OpenAPI tools do not read; the specification spells them `operationId`,
/// `operationRef` and `requestBody`.
fn spell_links_in_camel_case(document: &mut serde_json::Value) {
    let Some(paths) = document.get_mut("paths").and_then(|p| p.as_object_mut()) else {
        return;
    };
    let links = paths
        .values_mut()
        .filter_map(|item| item.as_object_mut())
        .flat_map(|item| item.values_mut())
        .filter_map(|operation| operation.get_mut("responses")?.as_object_mut())
        .flat_map(|responses| responses.values_mut())
        .filter_map(|response| response.get_mut("links")?.as_object_mut())
        .flat_map(|links| links.values_mut())
        .filter_map(|link| link.as_object_mut());
    for link in links {
        for (rust, spec) in [
            ("operation_id", "operationId"),
            ("operation_ref", "operationRef"),
            ("request_body", "requestBody"),
        ] {
            if let Some(value) = link.remove(rust) {
                link.insert(spec.to_owned(), value);
            }
        }
    }
}

// The original URI: inside the nested router the `/api` prefix is stripped.
async fn unknown_route(OriginalUri(uri): OriginalUri) -> ApiError {
    ApiError::UnknownRoute(uri.path().to_owned())
}

/// A model from a JSON body, checked by the validator. Every failure is an
/// [`ApiError`] in the JSON error shape: 413 over the body limit, 400 for
/// malformed JSON and unknown keys, 422 for values that break the rules.
pub struct ModelJson(pub Model);

impl<S: Send + Sync> FromRequest<S> for ModelJson {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        parse_model(&read_body(request, state).await?).map(Self)
    }
}

/// A request's whole body, within the body limit.
async fn read_body<S: Send + Sync>(request: Request, state: &S) -> Result<Bytes, ApiError> {
    Bytes::from_request(request, state)
        .await
        .map_err(|rejection| {
            // The body-limit layer's error surfaces here while the body
            // streams in (no Content-Length to refuse it up front).
            if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::PayloadTooLarge
            } else {
                ApiError::InvalidJson(rejection.body_text())
            }
        })
}

/// Reads and validates a model.
///
/// # Errors
/// [`ApiError::InvalidJson`] or [`ApiError::UnknownKey`] (400) when the
/// JSON is malformed or has a key the format lacks; [`ApiError::InvalidModel`]
/// (422) for a wrong type or value, a missing key, or a broken rule.
pub fn parse_model(bytes: &[u8]) -> Result<Model, ApiError> {
    parse_model_where(bytes, |_| true)
}

/// Reads a model stored by an earlier version: rules added since it was
/// stored (`count_too_large`) do not make a link stop working.
///
/// # Errors
/// As [`parse_model`], for every other rule.
pub fn parse_stored_model(bytes: &[u8]) -> Result<Model, ApiError> {
    parse_model_where(bytes, |problem| problem.code != "count_too_large")
}

fn parse_model_where(
    bytes: &[u8],
    applies: impl Fn(&app::validate::Problem) -> bool,
) -> Result<Model, ApiError> {
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    let model: Model = serde_path_to_error::deserialize(&mut deserializer).map_err(shape_error)?;
    deserializer
        .end()
        .map_err(|error| ApiError::InvalidJson(error.to_string()))?;
    let problems: Vec<_> = validate(&model).into_iter().filter(applies).collect();
    if problems.is_empty() {
        Ok(model)
    } else {
        Err(ApiError::InvalidModel(problems))
    }
}

fn shape_error(error: serde_path_to_error::Error<serde_json::Error>) -> ApiError {
    let path = error.path().to_string();
    let path = if path == "." { String::new() } else { path };
    let inner = error.into_inner();
    let message = inner.to_string();
    match inner.classify() {
        serde_json::error::Category::Data if message.starts_with("unknown field") => {
            ApiError::UnknownKey {
                message: at(&path, &message),
                path,
            }
        }
        serde_json::error::Category::Data => {
            let code = if message.starts_with("missing field") {
                "missing_key"
            } else {
                "invalid_value"
            };
            ApiError::InvalidModel(vec![app::validate::Problem {
                code: code.to_owned(),
                message: at(&path, &message),
                path,
            }])
        }
        serde_json::error::Category::Io
        | serde_json::error::Category::Syntax
        | serde_json::error::Category::Eof => ApiError::InvalidJson(message),
    }
}

fn at(path: &str, message: &str) -> String {
    if path.is_empty() {
        message.to_owned()
    } else {
        format!("At {path}: {message}")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn api_routes_are_only_added_with_their_documentation() {
        let source = include_str!("api.rs");
        let plain_route = [".route", "("].concat();
        assert!(
            !source.contains(&plain_route),
            "add API routes with .routes(routes!(handler)) so they are documented"
        );
    }
}

//! `POST /api/v1/analyze`: the analysis of a model, with its sample
//! documents, computed within the server's capacity and cached by body;
//! and the editor's advice panel's form of it (`nestlink_core::pages::ADVICE_PANEL`).

use axum::{
    Router,
    body::Bytes,
    extract::{Request, State},
    http::header,
    response::{IntoResponse, Response},
};
use utoipa_axum::{router::OpenApiRouter, routes};

use nestlink_core::wire::model::Model;

use super::extract::{parse_model, read_body};
use crate::{
    answer::analyze_with_samples_in,
    caches::{BodyKey, keeps_body},
    error::{ApiError, ErrorBody, json_bytes},
    i18n::{self, Language},
    state::AppState,
    wire::Analysis,
};

/// The analysis route, with its documentation.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(analyze))
}

/// Analyze a model: a recommendation for every relationship, with the
/// embedded and referenced sample documents side by side, and the
/// collections the schema ends up with.
#[utoipa::path(post, path = "/v1/analyze", tag = "advisor",
    request_body(content = Model, description = "The model, as drawn in the editor"),
    responses(
        (status = 415, description = "The body is not sent as `application/json` (`unsupported_media_type`)", body = ErrorBody),
        (status = 200, description = "The analysis", body = Analysis),
        (status = 400, description = "Malformed JSON or an unknown key (`invalid_json`, `unknown_key`)", body = ErrorBody),
        (status = 413, description = "The body is over 1 MiB (`payload_too_large`)", body = ErrorBody),
        (status = 422, description = "Valid JSON that breaks a rule of the model (`invalid_model`, with every problem in `problems`)", body = ErrorBody),
        (status = 503, description = "Too many analyses at once (`overloaded`); send it again after `Retry-After` seconds", body = ErrorBody,
            headers(("Retry-After" = u32, description = "Seconds to wait"))),
    ))]
async fn analyze(State(state): State<AppState>, request: Request) -> Result<Response, ApiError> {
    let lang = language(&request);
    let body = read_body(request, &()).await?;
    let answer = analysis(&state, (lang, body)).await?;
    // Every sentence of the answer is written in the language asked for
    // (names, code and citations' English titles are what they are).
    Ok(json_in(lang, answer))
}

/// The editor's advice panel's route (not part of the API): the same
/// analysis, read and laid out as the panel shows it, in the page's
/// language. Refusals are the API's.
pub fn panel_routes() -> Router<AppState> {
    Router::new().route(
        nestlink_core::pages::ADVICE_PANEL,
        axum::routing::post(panel_advice),
    )
}

async fn panel_advice(
    State(state): State<AppState>,
    request: Request,
) -> Result<Response, ApiError> {
    super::json_body_in(&request)?;
    let lang = language(&request);
    let body = read_body(request, &()).await?;
    // A workshop's attendees ask for the same model's panel: it is laid
    // out once.
    let key = (lang, body);
    if let Some(shown) = state.panels.get(&key) {
        return Ok(json_in(lang, shown));
    }
    let answer = analysis(&state, key.clone()).await?;
    let body = key.1.clone();
    // Laid out within the server's capacity too: a cached analysis still
    // takes the model read again and the HTML written.
    let shown = state
        .capacity
        .run(move || -> Result<Bytes, ApiError> {
            let model = parse_model(&body)?;
            let words = nestlink_core::words::for_language(lang);
            let answer = String::from_utf8_lossy(&answer);
            Ok(Bytes::from(app::advice_panel(words, &answer, &model)))
        })
        .await??;
    if keeps_body(&key.1) {
        state.panels.put(key, shown.clone());
    }
    Ok(json_in(lang, shown))
}

fn language(request: &Request) -> &'static str {
    request
        .extensions()
        .get::<Language>()
        .map_or(i18n::ENGLISH, |language| language.0)
}

/// The analysis of the model `key.1`, in the language `key.0`.
async fn analysis(state: &AppState, key: BodyKey) -> Result<Bytes, ApiError> {
    // The analysis is a pure function of the body and the language: the
    // same bytes (a workshop's shared example, say) are analysed once.
    if let Some(answer) = state.analyses.get(&key) {
        return Ok(answer);
    }
    let (lang, body) = key.clone();
    let answer = state
        .capacity
        .run(move || -> Result<Bytes, ApiError> {
            let model = parse_model(&body)?;
            json_bytes(&analyze_with_samples_in(&model, lang))
        })
        .await??;
    // Keys are whole bodies: only models of ordinary size are kept.
    if keeps_body(&key.1) {
        state.analyses.put(key, answer.clone());
    }
    Ok(answer)
}

fn json_in(lang: &str, json: Bytes) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/json".to_owned()),
            (header::CONTENT_LANGUAGE, lang.to_owned()),
        ],
        json,
    )
        .into_response()
}

//! `GET /m/{id}`: the page of a shared model, rendered on the server (and
//! cached, since a stored model never changes); and `GET /s/{id}`, a live
//! session's page, rendered the same way with the session's model now.

use axum::{
    Router,
    body::Body,
    extract::{Path, Request, State},
    http::StatusCode,
    response::{Html, IntoResponse, Response},
};
use leptos::prelude::provide_context;
use nestlink_core::wire::{
    model::Model,
    share::{SharedModel, Verdict},
};

use super::extract::parse_stored_model;
use crate::caches::RenderedPage;
use crate::{delivery, state::AppState};

/// The shared and live pages' routes (not API routes: they serve HTML).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route(SHARED_PAGE_ROUTE, axum::routing::get(shared_page))
        .route(LIVE_PAGE_ROUTE, axum::routing::get(live_page))
}

/// Where shared pages are served (`nestlink_core::wire::share::link` makes their paths).
pub const SHARED_PAGE_ROUTE: &str = "/m/{id}";

/// Where live sessions' pages are served (`nestlink_core::live::session_link`).
pub const LIVE_PAGE_ROUTE: &str = "/s/{id}";

/// `GET /s/{id}`: a live session's page, its model as it is now, rendered
/// like a shared page; in the browser it then joins the session. Not
/// cached: the model changes with every edit.
pub async fn live_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    request: Request<Body>,
) -> Response {
    let lang = page_language(&request);
    let live = match state.live.room(&id).await {
        Ok(room) => {
            let (model, version) = room.snapshot().await;
            Some(SharedModel {
                live: Some(version),
                ..shared_model(id, model, lang)
            })
        }
        Err(crate::error::ApiError::SessionNotFound) => None,
        Err(error) => {
            tracing::error!("cannot open a live session: {error}");
            return unavailable();
        }
    };
    let found = live.is_some();
    let response = render(&state, live, request).await;
    if found { response } else { not_found(response) }
}

fn unavailable() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        Html(
            "<!DOCTYPE html><html lang=\"en\"><title>Nestlink</title><p>This page is \
             unavailable right now: the database cannot be reached. Try again in a \
             moment.</p></html>",
        ),
    )
        .into_response()
}

fn not_found(response: Response) -> Response {
    let (mut parts, body) = response.into_parts();
    parts.status = StatusCode::NOT_FOUND;
    Response::from_parts(parts, body)
}

/// The app rendered for the request's path, with `shared` for a shared
/// model's or a session's page (none there: its "not found" page; none
/// elsewhere: the fixed pages, `super::app_page`).
pub(super) async fn render(
    state: &AppState,
    shared: Option<SharedModel>,
    request: Request<Body>,
) -> Response {
    let options = state.leptos_options.clone();
    let readers = delivery::data_readers(&options);
    let render = leptos_axum::render_app_to_stream_with_context(
        move || {
            delivery::page_context();
            if let Some(shared) = shared.clone() {
                provide_context(shared);
                provide_context(readers.clone());
            }
        },
        move || app::shell(options.clone()),
    );
    render(request).await
}

/// `GET /m/{id}`: the shared model rendered on the server as the editor
/// page (diagram, recommendations, title and link-preview tags), which the
/// browser then takes over. An unknown id gets the "not found" page.
pub async fn shared_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    request: Request<Body>,
) -> Response {
    // A stored model never changes, so neither does its page in one
    // language.
    let key = (id, page_language(&request));
    if let Some(page) = state.shared_pages.get(&key) {
        return page.into_response();
    }
    let (id, lang) = (&key.0, key.1);
    let shared = match state.store.get(id).await {
        Ok(found) => found
            .and_then(|json| parse_stored_model(json.as_bytes()).ok())
            .map(|model| shared_model(id.clone(), model, lang)),
        Err(error) => {
            tracing::error!("cannot read a shared model: {error}");
            return unavailable();
        }
    };
    let found = shared.is_some();
    let response = render(&state, shared, request).await;
    if !found {
        return not_found(response);
    }
    let nonce = delivery::policy_nonce(response.headers()).unwrap_or_default();
    match axum::body::to_bytes(response.into_body(), usize::MAX).await {
        Ok(html) => {
            let page = RenderedPage::new(&html, &nonce);
            state.shared_pages.put(key, page.clone());
            page.into_response()
        }
        Err(error) => {
            tracing::error!("rendering a shared page failed: {error}");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// The language the page is written in (`delivery::page_context` picks
/// the same for its words).
fn page_language(request: &Request<Body>) -> &'static str {
    crate::i18n::for_page(request.headers(), request.uri().query())
}

/// The model with the advisor's verdict on each relationship, written in
/// `lang`.
fn shared_model(id: String, model: Model, lang: &str) -> SharedModel {
    let analysis = crate::answer::analyze_in(&model, lang);
    let verdicts = analysis
        .relationships
        .iter()
        .map(|advice| {
            let title = model.relationship(&advice.relationship).map_or_else(
                || advice.relationship.clone(),
                |r| model.relationship_title(r),
            );
            Verdict {
                title,
                pattern: advice.pattern.as_str().to_owned(),
                rationale: advice.rationale.clone(),
            }
        })
        .collect();
    SharedModel {
        id,
        model,
        verdicts,
        live: None,
    }
}

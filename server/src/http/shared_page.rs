//! `GET /m/{id}`: the page of a shared model, rendered on the server (and
//! cached, since a stored model never changes).

use app::wire::{
    model::Model,
    share::{SharedModel, Verdict},
};
use axum::{
    Router,
    body::Body,
    extract::{Path, Request, State},
    http::StatusCode,
    response::{Html, IntoResponse, Response},
};
use leptos::prelude::provide_context;

use super::{caches::RenderedPage, extract::parse_stored_model};
use crate::{advisor, delivery, state::AppState};

/// The shared page's route (not an API route: it serves HTML).
pub fn routes() -> Router<AppState> {
    Router::new().route(SHARED_PAGE_ROUTE, axum::routing::get(shared_page))
}

/// Where shared pages are served (`app::shared::link` makes their paths).
pub const SHARED_PAGE_ROUTE: &str = "/m/{id}";

/// `GET /m/{id}`: the shared model rendered on the server as the editor
/// page (diagram, recommendations, title and link-preview tags), which the
/// browser then takes over. An unknown id gets the "not found" page.
pub async fn shared_page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    request: Request<Body>,
) -> Response {
    // A stored model never changes, so neither does its page.
    if let Some(page) = state.shared_pages.get(&id) {
        return page.into_response();
    }
    let shared = match state.store.get(&id).await {
        Ok(found) => found
            .and_then(|json| parse_stored_model(json.as_bytes()).ok())
            .map(|model| shared_model(id.clone(), model)),
        Err(error) => {
            tracing::error!("cannot read a shared model: {error}");
            return (
                StatusCode::SERVICE_UNAVAILABLE,
                Html(
                    "<!DOCTYPE html><html lang=\"en\"><title>Nestlink</title><p>Shared links are \
                     unavailable right now: the database cannot be reached. Try again in a \
                     moment.</p></html>",
                ),
            )
                .into_response();
        }
    };
    let found = shared.is_some();
    let options = state.leptos_options.clone();
    let render = leptos_axum::render_app_to_stream_with_context(
        move || {
            delivery::page_context();
            if let Some(shared) = shared.clone() {
                provide_context(shared);
            }
        },
        move || app::shell(options.clone()),
    );
    let response = render(request).await;
    if !found {
        let (mut parts, body) = response.into_parts();
        parts.status = StatusCode::NOT_FOUND;
        return Response::from_parts(parts, body);
    }
    let nonce = delivery::policy_nonce(response.headers()).unwrap_or_default();
    match axum::body::to_bytes(response.into_body(), usize::MAX).await {
        Ok(html) => {
            let page = RenderedPage::new(&html, &nonce);
            state.shared_pages.put(id, page.clone());
            page.into_response()
        }
        Err(error) => {
            tracing::error!("rendering a shared page failed: {error}");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// The model with the advisor's verdict on each relationship.
fn shared_model(id: String, model: Model) -> SharedModel {
    let analysis = advisor::analyze(&model);
    let name = |entity: &str| {
        model
            .entity(entity)
            .map_or_else(|| entity.to_owned(), |e| e.name.clone())
    };
    let verdicts = analysis
        .relationships
        .iter()
        .map(|advice| {
            let title = model
                .relationships
                .iter()
                .find(|r| r.id == advice.relationship)
                .map_or_else(
                    || advice.relationship.clone(),
                    |r| format!("{} → {}", name(&r.from), name(&r.to)),
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
    }
}

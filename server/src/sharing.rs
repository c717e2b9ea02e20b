//! Sharing models by link: the page of a shared model (`/m/{id}`) and the
//! per-client limit on creating links. (Storage is in `store`; the JSON
//! routes are in `api`.)

use std::{net::IpAddr, num::NonZeroU32, time::Duration};

use app::{
    model::Model,
    shared::{SharedModel, Verdict},
};
use axum::{
    body::{Body, Bytes},
    extract::{Path, Request, State},
    http::{HeaderValue, StatusCode, header},
    response::{Html, IntoResponse, Response},
};
use leptos::prelude::provide_context;

use crate::{advisor, answers::Weight, api::parse_stored_model, delivery, state::AppState};

/// A shared page as rendered, kept in the pieces between the places its
/// nonce went, so each answer puts a fresh nonce there in one copy; and the
/// digest of its content, for its `ETag`.
#[derive(Debug, Clone)]
pub struct RenderedPage {
    pieces: Vec<Bytes>,
    length: usize,
    digest: String,
}

impl RenderedPage {
    fn new(html: &Bytes, nonce: &str) -> Self {
        let pieces: Vec<Bytes> = if nonce.is_empty() {
            vec![html.clone()]
        } else {
            String::from_utf8_lossy(html)
                .split(nonce)
                .map(|piece| Bytes::copy_from_slice(piece.as_bytes()))
                .collect()
        };
        Self {
            digest: delivery::pieces_digest(pieces.iter().map(|piece| &piece[..]), html.len()),
            pieces,
            length: html.len(),
        }
    }
}

impl Weight for RenderedPage {
    fn weight(&self) -> usize {
        self.length
    }
}

impl IntoResponse for RenderedPage {
    /// The page with a nonce of its own: every answer gets a fresh one, even
    /// when the page comes from the cache.
    fn into_response(self) -> Response {
        let nonce = leptos::nonce::Nonce::new().to_string();
        let mut html = Vec::with_capacity(self.length + nonce.len() * self.pieces.len());
        for (i, piece) in self.pieces.iter().enumerate() {
            if i > 0 {
                html.extend_from_slice(nonce.as_bytes());
            }
            html.extend_from_slice(piece);
        }
        let mut response = Html(html).into_response();
        let tag = delivery::EntityTag {
            digest: self.digest,
            nonce: nonce.clone(),
        };
        let headers = response.headers_mut();
        for (name, value) in [
            (
                header::CONTENT_SECURITY_POLICY,
                delivery::page_policy(&nonce),
            ),
            (header::ETAG, tag.to_string()),
        ] {
            if let Ok(value) = HeaderValue::from_str(&value) {
                headers.insert(name, value);
            }
        }
        response
    }
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

use governor::{
    DefaultKeyedRateLimiter, Quota, RateLimiter,
    clock::{Clock, DefaultClock},
};

/// How many links one client (IP address) may create per minute, with
/// bursts up to the same number. `None` when the limit is switched off.
#[derive(Debug)]
pub struct ShareLimit {
    limiter: Option<DefaultKeyedRateLimiter<IpAddr>>,
}

impl ShareLimit {
    /// `per_minute` links per client and minute; 0 switches the limit off
    /// (for load tests, where every request comes from one address).
    #[must_use]
    pub fn per_minute(per_minute: u32) -> Self {
        Self {
            limiter: NonZeroU32::new(per_minute)
                .map(|n| RateLimiter::keyed(Quota::per_minute(n).allow_burst(n))),
        }
    }

    /// Counts one link for `client`; `Err` says how long until the next is
    /// allowed. Requests without a known address share one allowance.
    ///
    /// # Errors
    /// The wait, when the client is over its limit.
    pub fn check(&self, client: Option<IpAddr>) -> Result<(), Duration> {
        let Some(limiter) = &self.limiter else {
            return Ok(());
        };
        let key = client.unwrap_or(IpAddr::from([0, 0, 0, 0]));
        limiter
            .check_key(&key)
            .map_err(|not_until| not_until.wait_time_from(DefaultClock::default().now()))?;
        // Forget clients that have been quiet long enough to be full again,
        // so the map does not grow with every address ever seen.
        if limiter.len() > 10_000 {
            limiter.retain_recent();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_client_has_its_own_allowance() {
        let limit = ShareLimit::per_minute(2);
        let a = Some(IpAddr::from([10, 0, 0, 1]));
        let b = Some(IpAddr::from([10, 0, 0, 2]));
        assert!(limit.check(a).is_ok());
        assert!(limit.check(a).is_ok());
        let wait = limit
            .check(a)
            .expect_err("the third link in a minute waits");
        assert!(wait > Duration::ZERO && wait <= Duration::from_secs(60));
        assert!(limit.check(b).is_ok(), "another client is not held back");
    }

    #[test]
    fn zero_switches_the_limit_off() {
        let limit = ShareLimit::per_minute(0);
        for _ in 0..1000 {
            assert!(limit.check(None).is_ok());
        }
    }
}

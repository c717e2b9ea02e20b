//! The Nestlink server: Leptos server-side rendering, static files and the
//! JSON API, all in one Axum router built by [`router`].

pub mod advisor;
pub mod answer;
pub mod answers;
pub mod api;
pub mod bson_size;
pub mod capacity;
pub mod config;
pub mod delivery;
pub mod error;
pub mod examples;
pub mod samples;
pub mod sharing;
pub mod state;
pub mod store;
pub mod wire;

use std::time::Duration;

use axum::{
    Router,
    http::{HeaderName, HeaderValue, StatusCode, header},
};
use leptos_axum::{LeptosRoutes, generate_route_list_with_exclusions};
use tower_http::{
    classify::ServerErrorsFailureClass, limit::RequestBodyLimitLayer,
    set_header::SetResponseHeaderLayer, trace::TraceLayer,
};

pub use crate::{config::Settings, error::ApiError, state::AppState};

/// The largest request body the server reads: a model of the maximum size the
/// validator accepts stays well under it.
pub const BODY_LIMIT_BYTES: usize = 1024 * 1024;

/// Builds the whole application. Tests call it with `tower::ServiceExt::oneshot`.
pub fn router(state: AppState) -> Router {
    // `/m/{id}` has its own handler: it loads the model before rendering.
    let routes = generate_route_list_with_exclusions(
        app::App,
        Some(vec![sharing::SHARED_PAGE_ROUTE.to_owned()]),
    );
    let options = state.leptos_options.clone();

    let routes = Router::new()
        .nest("/api", api::router())
        .route(
            sharing::SHARED_PAGE_ROUTE,
            axum::routing::get(sharing::shared_page),
        )
        .leptos_routes_with_context(&state, routes, delivery::page_context, move || {
            app::shell(options.clone())
        })
        .fallback_service(delivery::static_files(&state))
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT_BYTES))
        .layer(axum::middleware::map_response(
            error::payload_too_large_as_json,
        ));
    let sealed = delivery::assets_are_sealed(&state.leptos_options);
    delivery::layers(routes, sealed)
        .layer(security_header(
            header::CONTENT_SECURITY_POLICY,
            delivery::CONTENT_SECURITY_POLICY,
        ))
        .layer(security_header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(security_header(
            header::REFERRER_POLICY,
            "strict-origin-when-cross-origin",
        ))
        .layer(TraceLayer::new_for_http().on_failure(log_failure))
        .with_state(state)
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

fn security_header(name: HeaderName, value: &'static str) -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
}

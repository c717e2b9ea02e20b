//! The server's foundation, exercised through the router without a network:
//! health, JSON errors, the body limit, security headers and the rendered home page.

mod common;

use axum::{
    body::Body,
    http::{Method, Request, StatusCode, header},
};
use common::{body_json, body_text, get, send};

#[tokio::test]
async fn health_answers_ok() {
    let response = send(get("/api/health")).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()[header::CONTENT_TYPE], "application/json");
    assert_eq!(
        body_json(response).await,
        serde_json::json!({"status": "ok"})
    );
}

#[tokio::test]
async fn unknown_api_paths_get_a_json_404() {
    let response = send(get("/api/v1/no-such-thing")).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let body = body_json(response).await;
    assert_eq!(body["error"]["code"], "not_found");
    let message = body["error"]["message"].as_str().expect("a message");
    assert!(message.contains("/api/v1/no-such-thing"), "{message}");
}

#[tokio::test]
async fn a_two_mebibyte_body_gets_a_json_413() {
    let oversized = vec![b' '; 2 * 1024 * 1024];
    let request = Request::builder()
        .method(Method::POST)
        .uri("/api/v1/analyze")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::CONTENT_LENGTH, oversized.len())
        .body(Body::from(oversized))
        .expect("a valid request");
    let response = send(request).await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let body = body_json(response).await;
    assert_eq!(body["error"]["code"], "payload_too_large");
}

#[tokio::test]
async fn responses_carry_security_headers() {
    let response = send(get("/api/health")).await;
    let headers = response.headers();
    let csp = headers[header::CONTENT_SECURITY_POLICY]
        .to_str()
        .expect("ASCII");
    assert!(csp.contains("'wasm-unsafe-eval'"), "{csp}");
    assert!(csp.contains("default-src 'self'"), "{csp}");
    assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    assert!(headers.contains_key(header::REFERRER_POLICY));
}

#[tokio::test]
async fn the_home_page_is_rendered_on_the_server() {
    let response = send(get("/")).await;
    assert_eq!(response.status(), StatusCode::OK);
    let html = body_text(response).await;
    assert!(html.contains("Nest or link?"), "{html}");
    assert!(html.contains("href=\"/editor\""), "{html}");
    // The hydration bootstrap loads the WASM bundle of this build.
    assert!(html.contains("/pkg/nestlink"), "{html}");
}

#[tokio::test]
async fn unknown_pages_render_a_404_page() {
    let response = send(get("/no/such/page")).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let html = body_text(response).await;
    assert!(html.contains("Page not found"), "{html}");
}

//! The server's foundation, exercised through the router without a network:
//! health, JSON errors, the body limit, security headers and the rendered home page.

use crate::common::{body_json, body_text, get, send};
use axum::{
    body::Body,
    http::{Method, Request, StatusCode, header},
};

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
    // A page: the full policy, with its nonce, and a referrer policy.
    let response = send(get("/")).await;
    let headers = response.headers();
    let csp = headers[header::CONTENT_SECURITY_POLICY]
        .to_str()
        .expect("ASCII");
    assert!(csp.contains("'wasm-unsafe-eval'"), "{csp}");
    assert!(csp.contains("default-src 'self'"), "{csp}");
    assert!(csp.contains("'nonce-"), "{csp}");
    assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    assert!(headers.contains_key(header::REFERRER_POLICY));

    // An API answer is no document: a short policy that allows nothing.
    let response = send(get("/api/health")).await;
    let headers = response.headers();
    assert_eq!(
        headers[header::CONTENT_SECURITY_POLICY],
        "default-src 'none'; frame-ancestors 'none'"
    );
    assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    assert!(!headers.contains_key(header::REFERRER_POLICY));
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
    // Paths near the app's pages too: the page a path shows is an exact
    // match, the same in the browser (`nestlink_core::pages`).
    for uri in ["/no/such/page", "/editor/", "/x/y", "/m/", "/m/a/b"] {
        let response = send(get(uri)).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{uri}");
        let html = body_text(response).await;
        assert!(html.contains("Page not found"), "{uri}: {html}");
    }
}

#[tokio::test]
async fn each_fixed_path_renders_its_page_with_the_header_marking_it() {
    for (uri, heading, current) in [
        ("/", "Nest or link?", None),
        (
            "/editor",
            "<h1 class=\"visually-hidden\">Editor",
            Some("/editor"),
        ),
        ("/examples", "<h1>Examples", Some("/examples")),
    ] {
        let response = send(get(uri)).await;
        assert_eq!(response.status(), StatusCode::OK, "{uri}");
        let html = body_text(response).await;
        assert!(html.contains(heading), "{uri}: {html}");
        let marked: Vec<&str> = ["/editor", "/examples"]
            .into_iter()
            .filter(|link| html.contains(&format!("href=\"{link}\" aria-current=\"page\"")))
            .collect();
        assert_eq!(marked, Vec::from_iter(current), "{uri}");
    }
}

fn header(response: &axum::response::Response, name: header::HeaderName) -> &str {
    response
        .headers()
        .get(&name)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_else(|| panic!("a {name} header"))
}

fn with_header(uri: &str, name: header::HeaderName, value: &str) -> Request<Body> {
    Request::get(uri)
        .header(name, value)
        .body(Body::empty())
        .expect("a valid request")
}

/// The `script-src` directive of a policy.
fn script_src(policy: &str) -> &str {
    policy
        .split(';')
        .map(str::trim)
        .find(|directive| directive.starts_with("script-src"))
        .expect("a script-src directive")
}

/// The nonce of a page's policy.
fn nonce_of(policy: &str) -> String {
    let start = policy.find("'nonce-").expect("a nonce") + "'nonce-".len();
    let end = policy[start..].find('\'').expect("a closing quote") + start;
    policy[start..end].to_owned()
}

#[tokio::test]
async fn pages_allow_only_inline_scripts_with_their_own_nonce() {
    let first = send(get("/editor")).await;
    let policy = header(&first, header::CONTENT_SECURITY_POLICY).to_owned();
    assert!(!script_src(&policy).contains("unsafe-inline"), "{policy}");
    let nonce = nonce_of(&policy);
    assert!(nonce.len() >= 16, "{nonce}");
    let html = body_text(first).await;
    assert!(
        html.contains(&format!("<script type=\"module\" nonce=\"{nonce}\">")),
        "{html}"
    );

    let second = send(get("/editor")).await;
    assert_ne!(
        nonce_of(header(&second, header::CONTENT_SECURITY_POLICY)),
        nonce
    );

    // An answer that is not a page runs no script at all.
    let api = send(get("/api/health")).await;
    let policy = header(&api, header::CONTENT_SECURITY_POLICY);
    assert!(
        policy.starts_with("default-src 'none'") && !policy.contains("script-src"),
        "{policy}"
    );
}

#[tokio::test]
async fn pages_and_answers_are_tagged_and_a_match_is_304() {
    for uri in ["/api/v1/examples", "/editor", "/"] {
        let first = send(get(uri)).await;
        // Pages carry their own nonce, so only the browser may keep them.
        let expected = if uri.starts_with("/api") {
            "no-cache"
        } else {
            "private, no-cache"
        };
        assert_eq!(header(&first, header::CACHE_CONTROL), expected, "{uri}");
        let tag = header(&first, header::ETAG).to_owned();
        assert!(tag.starts_with("W/\""), "{uri}: {tag}");

        let again = send(with_header(uri, header::IF_NONE_MATCH, &tag)).await;
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{uri}");
        assert_eq!(header(&again, header::ETAG), tag, "{uri}");
        if uri != "/api/v1/examples" {
            // The browser's copy needs the policy of the nonce it was sent with.
            let policy = header(&again, header::CONTENT_SECURITY_POLICY);
            let (_, nonce) = tag
                .trim_end_matches('"')
                .split_once('-')
                .expect("a nonce in the tag");
            assert!(policy.contains(&format!("'nonce-{nonce}'")), "{policy}");
        }
        assert!(body_text(again).await.is_empty(), "{uri}");

        let stale = send(with_header(uri, header::IF_NONE_MATCH, "W/\"00\"")).await;
        assert_eq!(stale.status(), StatusCode::OK, "{uri}");
    }
}

#[tokio::test]
async fn answers_are_compressed_as_asked_and_plain_otherwise() {
    for (asked, expected) in [
        ("br", Some("br")),
        ("gzip", Some("gzip")),
        ("identity", None),
    ] {
        for uri in ["/api/v1/examples", "/editor"] {
            let response = send(with_header(uri, header::ACCEPT_ENCODING, asked)).await;
            assert_eq!(response.status(), StatusCode::OK);
            let encoding = response
                .headers()
                .get(header::CONTENT_ENCODING)
                .and_then(|value| value.to_str().ok());
            assert_eq!(encoding, expected, "{uri} for {asked}");
        }
    }
}

#[tokio::test]
async fn a_shared_models_name_reaches_the_page_as_text() {
    let state = crate::common::state();
    let payload = "</title><script>alert(1)</script>";
    let model = serde_json::json!({
        "version": 1,
        "name": payload,
        "entities": [{"id": "a", "name": "<img src=x onerror=alert(2)>"}],
        "relationships": [],
    });
    let request = Request::post("/api/v1/models")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(model.to_string()))
        .expect("a valid request");
    let created = crate::common::send_with(&state, request).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let url = body_json(created).await["url"]
        .as_str()
        .expect("a link")
        .to_owned();

    let mut tags = Vec::new();
    // Rendered, then from the cache: both escaped, each with its own nonce.
    for _ in 0..2 {
        let page = crate::common::send_with(&state, get(&url)).await;
        assert_eq!(page.status(), StatusCode::OK);
        tags.push(header(&page, header::ETAG).to_owned());
        let nonce = nonce_of(header(&page, header::CONTENT_SECURITY_POLICY));
        let html = body_text(page).await;
        assert!(
            html.contains(
                "<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Nestlink</title>"
            ),
            "{html}"
        );
        assert!(!html.contains("<script>alert"), "{html}");
        assert!(!html.contains("<img src=x"), "{html}");
        assert!(html.contains(&format!("nonce=\"{nonce}\"")), "{html}");
    }
    let digest = |tag: &str| tag.split('-').next().map(str::to_owned);
    assert_ne!(tags[0], tags[1], "a fresh nonce each time");
    assert_eq!(digest(&tags[0]), digest(&tags[1]), "the same page");
}

#[tokio::test]
async fn an_overloaded_server_says_when_to_come_back() {
    use axum::response::IntoResponse;
    let response = nestlink::ApiError::Overloaded.into_response();
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(header(&response, header::RETRY_AFTER), "1");
    let body = body_json(response).await;
    assert_eq!(body["error"]["code"], "overloaded");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("again")),
        "{body}"
    );
}

#[tokio::test]
async fn a_link_stored_before_the_count_limit_still_opens() {
    let state = crate::common::state();
    // Stored as an earlier version accepted it: a count past 2^53 - 1.
    let json = r#"{"version":1,"name":"Old","entities":[{"id":"a","name":"A"},{"id":"b","name":"B"}],
        "relationships":[{"id":"r","from":"a","to":"b","cardinality":"one-to-many","typical":18446744073709551615,"max":null}]}"#;
    let id = state.store.insert(json).await.expect("stored");
    let page = crate::common::send_with(&state, get(&format!("/m/{id}"))).await;
    assert_eq!(page.status(), StatusCode::OK);
    assert!(
        body_text(page)
            .await
            .contains("<title>Old · Nestlink</title>")
    );
    // New models with such a count are refused, with the path to fix.
    let request = Request::post("/api/v1/analyze")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(json))
        .expect("a valid request");
    let refused = crate::common::send_with(&state, request).await;
    assert_eq!(refused.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body = body_json(refused).await;
    assert_eq!(body["error"]["path"], "relationships[0].typical");
    assert_eq!(body["error"]["problems"][0]["code"], "count_too_large");
}

/// A form posted from another site arrives as `text/plain` (or a form type)
/// without the browser asking first: every POST route refuses a body sent
/// as anything but the media type it reads, before reading it.
#[tokio::test]
async fn a_post_body_of_another_media_type_is_refused_with_415() {
    let model = r#"{"version": 1, "name": "M", "entities": [], "relationships": []}"#;
    let post = |uri: &str, content_type: Option<&str>| {
        let mut request = Request::post(uri);
        if let Some(content_type) = content_type {
            request = request.header(header::CONTENT_TYPE, content_type);
        }
        request.body(Body::from(model)).expect("a request")
    };
    for uri in [
        "/api/v1/sessions",
        "/api/v1/models",
        "/api/v1/analyze",
        "/api/v1/export/mongosh",
        "/api/v1/import/documents",
        "/api/v1/import/compass",
    ] {
        for content_type in [
            Some("text/plain"),
            Some("application/x-www-form-urlencoded"),
            Some("multipart/form-data; boundary=x"),
            None,
        ] {
            let response = send(post(uri, content_type)).await;
            assert_eq!(
                response.status(),
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "{uri} {content_type:?}"
            );
            let body = body_json(response).await;
            assert_eq!(body["error"]["code"], "unsupported_media_type");
            let message = body["error"]["message"].as_str().unwrap_or_default();
            assert!(message.contains("application/json"), "{message}");
        }
    }
    // With its parameters, JSON is still JSON.
    let response = send(post(
        "/api/v1/analyze",
        Some("application/json; charset=utf-8"),
    ))
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    // The SQL import reads text, and refuses JSON.
    let sql = |content_type: &str| {
        Request::post("/api/v1/import/sql")
            .header(header::CONTENT_TYPE, content_type)
            .body(Body::from("CREATE TABLE a (id int primary key);"))
            .expect("a request")
    };
    assert_eq!(send(sql("text/plain")).await.status(), StatusCode::OK);
    assert_eq!(send(sql("application/sql")).await.status(), StatusCode::OK);
    assert_eq!(
        send(sql("application/json")).await.status(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE
    );
    // A method a route does not have is still 405, and no route 404.
    let health = Request::post("/api/health")
        .body(Body::empty())
        .expect("a request");
    assert_eq!(send(health).await.status(), StatusCode::METHOD_NOT_ALLOWED);
    let nowhere = Request::post("/api/v1/nowhere")
        .body(Body::empty())
        .expect("a request");
    assert_eq!(send(nowhere).await.status(), StatusCode::NOT_FOUND);
}

//! Sharing: `POST /api/v1/models` and `GET /api/v1/models/{id}`, through
//! `oneshot`, against SQLite (and PostgreSQL when a server is given).

use axum::{
    body::Body,
    http::{Request, StatusCode, header},
};
use nestlink::{AppState, http::extract::parse_model, router, store::Store};
use tower::ServiceExt;

use crate::common::{body_json, body_text, get, model_text, scratch_dir, state, state_with};

fn post(uri: &str, body: &str) -> Request<Body> {
    Request::post(uri)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_owned()))
        .expect("a valid request")
}

async fn send(state: &AppState, request: Request<Body>) -> axum::response::Response {
    router(state.clone())
        .oneshot(request)
        .await
        .expect("the router always answers")
}

/// The university example's model.
fn university() -> String {
    model_text("university")
}

/// A model that states every workload fact of `api.md`.
fn every_fact() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/every_fact.json"
    ))
    .expect("the fixture is readable")
}

async fn shares_and_reads_back(state: AppState) {
    for model in [university(), every_fact()] {
        shares_and_reads_back_one(&state, &model).await;
    }
}

async fn shares_and_reads_back_one(state: &AppState, model: &str) {
    let state = state.clone();
    let model = model.to_owned();
    let response = send(&state, post("/api/v1/models", &model)).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let created = body_json(response).await;
    let id = created["id"].as_str().expect("an id").to_owned();
    assert_eq!(id.len(), 22);
    assert_eq!(created["url"], format!("/m/{id}"));

    let response = send(&state, get(&format!("/api/v1/models/{id}"))).await;
    assert_eq!(response.status(), StatusCode::OK);
    let stored = body_text(response).await;
    assert_eq!(
        parse_model(stored.as_bytes()).expect("the stored model is valid"),
        parse_model(model.as_bytes()).expect("the case is valid"),
        "the same model comes back"
    );

    // Sharing the same model again makes a second link; both stay readable.
    let again = body_json(send(&state, post("/api/v1/models", &model)).await).await;
    assert_ne!(again["id"], created["id"]);
    for id in [&created["id"], &again["id"]] {
        let url = format!("/api/v1/models/{}", id.as_str().expect("an id"));
        assert_eq!(send(&state, get(&url)).await.status(), StatusCode::OK);
    }
}

/// Unknown and malformed ids are 404 in the `api.md` error shape.
async fn unknown_ids_are_404(state: &AppState) {
    for id in [
        "AAAAAAAAAAAAAAAAAAAAAA",
        "nope",
        "..%2F..%2Fetc",
        &"x".repeat(300),
    ] {
        let response = send(state, get(&format!("/api/v1/models/{id}"))).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{id}");
        let body = body_json(response).await;
        assert_eq!(body["error"]["code"], "not_found");
        assert!(
            body["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("link"))
        );
    }
}

/// Every storage check, on one store: the server runs them at start, and
/// running the migrations again (a restart) changes nothing.
async fn storage_works(store: Store) {
    store.migrate().await.expect("the database is reachable");
    let state = state_with(store.clone(), 30);
    shares_and_reads_back(state.clone()).await;
    unknown_ids_are_404(&state).await;
    let restarted = state_with(store, 30);
    restarted
        .store
        .migrate()
        .await
        .expect("migrations run again");
    unknown_ids_are_404(&restarted).await;
}

#[tokio::test]
async fn sqlite_stores_shared_models() {
    let dir = scratch_dir();
    let store = Store::open(None, &dir).expect("opens");
    storage_works(store.clone()).await;
    // The default store is a file in the data directory, in WAL mode.
    assert!(dir.join("nestlink.db").exists());
    assert_eq!(
        store.journal_mode().await.expect("reachable").as_deref(),
        Some("wal")
    );
    // A second store on the same file (the server restarted) migrates again.
    storage_works(Store::open(None, &dir).expect("opens again")).await;
}

/// Runs against a real PostgreSQL server when `NESTLINK_TEST_DATABASE_URL`
/// names one (`make test` starts one); CI must provide it.
#[tokio::test]
async fn postgres_stores_shared_models() {
    let Some(url) = crate::common::postgres_url() else {
        return;
    };
    let store = Store::open(Some(&url), &scratch_dir()).expect("opens");
    assert_eq!(store.kind(), "PostgreSQL");
    storage_works(store).await;
    // A second pool on the same database, as after a restart.
    storage_works(Store::open(Some(&url), &scratch_dir()).expect("opens again")).await;
}

#[tokio::test]
async fn an_invalid_model_is_refused_before_storage() {
    let state = state();
    let response = send(
        &state,
        post(
            "/api/v1/models",
            r#"{"version":1,"name":"Broken","entities":[],"relationships":[{"id":"r","from":"a","to":"b","cardinality":"one-to-many"}]}"#,
        ),
    )
    .await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body = body_json(response).await;
    assert_eq!(body["error"]["code"], "invalid_model");
    assert!(body["error"]["path"].as_str().is_some(), "{body}");
    let response = send(&state, post("/api/v1/models", "{not json")).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(body_json(response).await["error"]["code"], "invalid_json");
}

#[tokio::test]
async fn too_many_links_from_one_client_get_429() {
    let state = state_with(Store::open(None, &scratch_dir()).expect("opens"), 2);
    let model = university();
    for _ in 0..2 {
        let response = send(&state, post("/api/v1/models", &model)).await;
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    let response = send(&state, post("/api/v1/models", &model)).await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = response.headers()[header::RETRY_AFTER]
        .to_str()
        .expect("ASCII")
        .parse()
        .expect("seconds");
    assert!((1..=60).contains(&wait));
    assert_eq!(body_json(response).await["error"]["code"], "rate_limited");
}

#[tokio::test]
async fn a_database_that_is_down_gives_503_with_a_clear_message() {
    // Nothing listens on port 1.
    let store = Store::open(
        Some("postgres://nestlink@127.0.0.1:1/nestlink"),
        &scratch_dir(),
    )
    .expect("a well-formed URL opens lazily");
    let state = state_with(store, 30);
    let response = send(&state, post("/api/v1/models", &university())).await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    let body = body_json(response).await;
    assert_eq!(body["error"]["code"], "storage_unavailable");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("safe in this browser"))
    );
    let response = send(&state, get("/api/v1/models/AAAAAAAAAAAAAAAAAAAAAA")).await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    // A shared page says so too, in words.
    let response = send(&state, get("/m/AAAAAAAAAAAAAAAAAAAAAA")).await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        body_text(response)
            .await
            .contains("the database cannot be reached")
    );
    // The rest of the server still works.
    assert_eq!(
        send(&state, get("/api/health")).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn the_shared_page_is_rendered_on_the_server() {
    let state = state();
    let created = body_json(send(&state, post("/api/v1/models", &university())).await).await;
    let url = created["url"].as_str().expect("a link");
    let response = send(&state, get(url)).await;
    assert_eq!(response.status(), StatusCode::OK);
    let html = body_text(response).await;
    // Readable before any script: the name, link previews, the diagram and
    // the advisor's verdicts; the data the browser takes over from.
    assert!(
        html.contains("<title>University · Nestlink</title>"),
        "{html}"
    );
    assert!(html.contains(r#"property="og:title""#));
    assert!(html.contains(r#"property="og:description""#));
    assert!(html.contains(r#"aria-label="Entity Student""#));
    assert!(html.contains(r#"data-testid="verdicts""#));
    assert!(html.contains("Student → Email"));
    assert!(html.contains(r#"id="shared-model""#));
    // Kept in the page cache, and served from it the same, but for the
    // nonce of its inline scripts: every answer has its own.
    let id = created["id"].as_str().expect("an id").to_owned();
    assert!(
        state
            .shared_pages
            .get(&(id, nestlink::i18n::ENGLISH))
            .is_some()
    );
    let again = body_text(send(&state, get(url)).await).await;
    let nonce = |page: &str| {
        let start = page.find("nonce=\"").expect("a nonce") + "nonce=\"".len();
        page[start..start + 22].to_owned()
    };
    assert_ne!(nonce(&again), nonce(&html));
    assert_eq!(
        again.replace(&nonce(&again), "N"),
        html.replace(&nonce(&html), "N")
    );

    let response = send(&state, get("/m/AAAAAAAAAAAAAAAAAAAAAA")).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert!(body_text(response).await.contains("Page not found"));
}

#[tokio::test]
async fn a_body_over_the_limit_is_refused_before_storage() {
    let state = state();
    let huge = format!(
        r#"{{"version":1,"name":"{}"}}"#,
        "x".repeat(2 * 1024 * 1024)
    );
    let response = send(&state, post("/api/v1/models", &huge)).await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(
        body_json(response).await["error"]["code"],
        "payload_too_large"
    );
}

/// A whole number written with ".0" reads back whole even past 2^50, where
/// a parser that may land one bit off would see a fraction and refuse it.
#[tokio::test]
async fn a_large_whole_number_written_as_a_float_is_accepted() {
    let state = state();
    let model = r#"{"version": 1, "entities": [{"id": "a", "name": "A",
        "fields": [{"name": "f", "type": "date", "size_bytes": 1976227005852353.0}]}]}"#;
    let response = send(&state, post("/api/v1/models", model)).await;
    assert_eq!(response.status(), StatusCode::CREATED);
}

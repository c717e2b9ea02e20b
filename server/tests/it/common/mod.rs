//! Helpers shared by the tests: the golden models, and driving the router
//! through `oneshot`.

pub mod live;
pub mod process;

use axum::{body::Body, http::Request, response::Response};
use http_body_util::BodyExt;
use nestlink::{AppState, router, store::Store};
use serde_json::Value;
use tower::ServiceExt;

use nestlink_core::wire::{model::Model, validate::validate};

/// A golden model as JSON, by name: a gallery example's model
/// (`server/examples/<slug>.json`, the very files the binary embeds and
/// serves) or, for what the gallery does not cover, a case
/// (`server/tests/cases/<name>.json`).
pub fn model_json(name: &str) -> Value {
    let root = env!("CARGO_MANIFEST_DIR");
    let example = format!("{root}/examples/{name}.json");
    let case = format!("{root}/tests/cases/{name}.json");
    if let Ok(text) = std::fs::read_to_string(&example) {
        let mut example: Value = serde_json::from_str(&text).expect("the example is JSON");
        return example["model"].take();
    }
    let text = std::fs::read_to_string(&case)
        .unwrap_or_else(|_| panic!("no example or case file is called {name}"));
    serde_json::from_str(&text).expect("the case is JSON")
}

/// A golden model changed by `change`, checked to be a valid model still.
pub fn changed(name: &str, change: impl FnOnce(&mut Value)) -> Model {
    let mut json = model_json(name);
    change(&mut json);
    let model = serde_json::from_value(json).expect("still a model");
    assert_eq!(validate(&model), vec![], "{name}");
    model
}

/// The body of `POST /api/v1/analyze` for a golden model, as the server
/// writes it.
pub async fn analyze_answer(name: &str) -> String {
    let request = axum::http::Request::post("/api/v1/analyze")
        .header("content-type", "application/json")
        .body(Body::from(model_text(name)))
        .expect("a request");
    let response = send(request).await;
    assert_eq!(response.status(), axum::http::StatusCode::OK, "{name}");
    body_text(response).await
}

/// A golden model as the text of a request body.
pub fn model_text(name: &str) -> String {
    model_json(name).to_string()
}

/// A golden model, read and checked by the validator.
pub fn model(name: &str) -> Model {
    let model: Model =
        serde_json::from_value(model_json(name)).expect("the case is a well-formed model");
    assert_eq!(validate(&model), vec![], "{name} is a valid model");
    model
}

/// The names of every golden model: the gallery's examples, then the cases.
pub fn model_names() -> Vec<String> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut names = Vec::new();
    for dir in ["examples", "tests/cases"] {
        let mut here: Vec<String> = std::fs::read_dir(format!("{root}/{dir}"))
            .expect("the directory is readable")
            .map(|entry| entry.expect("an entry").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
            .map(|path| {
                let stem = path.file_stem().and_then(|s| s.to_str()).expect("a name");
                stem.to_owned()
            })
            .collect();
        here.sort();
        names.extend(here);
    }
    names
}

/// The state the server starts with, with a throwaway data directory (and
/// so an empty SQLite store of its own).
pub fn state() -> AppState {
    let data_dir = scratch_dir();
    let store = Store::open(None, &data_dir).expect("a SQLite store opens");
    state_with(store, 30)
}

/// The state with a given store and limit on new links per minute.
pub fn state_with(store: Store, links_per_minute: u32) -> AppState {
    let leptos_options = leptos::config::get_configuration(None)
        .expect("the default Leptos configuration loads")
        .leptos_options;
    AppState::new(
        leptos_options,
        store,
        nestlink::rate_limit::ShareLimit::per_minute(links_per_minute),
    )
}

/// A new, empty directory under the system's temp dir.
pub fn scratch_dir() -> std::path::PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("nestlink-test-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the temp dir is writable");
    dir
}

/// One request through a fresh router, no network.
pub async fn send(request: Request<Body>) -> Response {
    router(state())
        .oneshot(request)
        .await
        .expect("the router always answers")
}

/// One request through a router on `state` (shared between requests).
pub async fn send_with(state: &AppState, request: Request<Body>) -> Response {
    router(state.clone())
        .oneshot(request)
        .await
        .expect("the router always answers")
}

pub fn get(uri: &str) -> Request<Body> {
    Request::get(uri)
        .body(Body::empty())
        .expect("a valid request")
}

pub async fn body_bytes(response: Response) -> Vec<u8> {
    response
        .into_body()
        .collect()
        .await
        .expect("the body is readable")
        .to_bytes()
        .to_vec()
}

pub async fn body_text(response: Response) -> String {
    String::from_utf8(body_bytes(response).await).expect("the body is UTF-8")
}

pub async fn body_json(response: Response) -> Value {
    serde_json::from_slice(&body_bytes(response).await).expect("the body is JSON")
}

/// A variant's read as one aggregation, its brackets checked to pair up.
pub fn aggregation(variant: &Value) -> String {
    let code = variant["reads"]["aggregate"]
        .as_str()
        .expect("an aggregation")
        .to_owned();
    let mut open = Vec::new();
    let mut in_string = false;
    for c in code.chars() {
        match c {
            '"' => in_string = !in_string,
            '(' | '[' | '{' if !in_string => open.push(c),
            ')' | ']' | '}' if !in_string => {
                let expected = match c {
                    ')' => '(',
                    ']' => '[',
                    _ => '{',
                };
                assert_eq!(open.pop(), Some(expected), "{code}");
            }
            _ => {}
        }
    }
    assert!(open.is_empty() && !in_string, "{code}");
    assert!(code.contains(".aggregate(["), "{code}");
    code
}

/// The analysis of a golden model with one relationship: that
/// relationship's advice, with its samples, as JSON.
pub fn only_advice(name: &str) -> Value {
    let analysis =
        serde_json::to_value(nestlink::answer::analyze_with_samples(&model(name))).expect("JSON");
    analysis["relationships"][0].clone()
}

/// The throwaway PostgreSQL `make test` starts (its URL in
/// `NESTLINK_TEST_DATABASE_URL`). Outside CI, without one, the PostgreSQL
/// tests say so and pass; CI must have one.
pub fn postgres_url() -> Option<String> {
    let url = std::env::var("NESTLINK_TEST_DATABASE_URL").ok();
    if url.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs the storage tests against PostgreSQL: set NESTLINK_TEST_DATABASE_URL"
        );
        eprintln!("NESTLINK_TEST_DATABASE_URL is not set: PostgreSQL not tested in this run");
    }
    url
}

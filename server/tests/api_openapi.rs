//! `GET /api/openapi.json` describes every `/api` route and the schemas of
//! the model and the analysis. The API router is built from the same
//! `OpenApiRouter` as the document (see `server/src/api.rs`), so every route
//! it serves is documented; this checks the other way round, that every
//! documented route is served, and that the list is the one we expect.

mod common;

use axum::{
    body::Body,
    http::{Method, Request, StatusCode},
};
use common::{body_json, get, send};
use serde_json::Value;
use tower::ServiceExt;

async fn document() -> Value {
    let response = send(get("/api/openapi.json")).await;
    assert_eq!(response.status(), StatusCode::OK);
    body_json(response).await
}

fn routes(document: &Value) -> Vec<(String, String)> {
    let mut routes = Vec::new();
    for (path, item) in document["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("a path item").keys() {
            routes.push((method.to_uppercase(), path.clone()));
        }
    }
    routes.sort();
    routes
}

#[tokio::test]
async fn the_document_lists_exactly_the_api_routes() {
    let doc = document().await;
    assert!(doc["openapi"].as_str().is_some_and(|v| v.starts_with('3')));
    assert_eq!(
        routes(&doc),
        [
            ("GET".to_owned(), "/api/health".to_owned()),
            ("GET".to_owned(), "/api/openapi.json".to_owned()),
            ("GET".to_owned(), "/api/v1/examples".to_owned()),
            ("GET".to_owned(), "/api/v1/examples/{slug}".to_owned()),
            ("GET".to_owned(), "/api/v1/models/{id}".to_owned()),
            ("POST".to_owned(), "/api/v1/analyze".to_owned()),
            ("POST".to_owned(), "/api/v1/models".to_owned()),
        ]
    );
}

#[tokio::test]
async fn every_documented_route_is_served() {
    let doc = document().await;
    let model = r#"{"version": 1}"#;
    // One state for every request, so the model shared first can be read.
    let state = common::state();
    let send = |request| async {
        nestlink::router(state.clone())
            .oneshot(request)
            .await
            .expect("the router always answers")
    };
    let shared = send(
        Request::post("/api/v1/models")
            .header("content-type", "application/json")
            .body(Body::from(model))
            .expect("a request"),
    )
    .await;
    let id = body_json(shared).await["id"]
        .as_str()
        .expect("the model was shared")
        .to_owned();
    for (method, path) in routes(&doc) {
        let path = path.replace("{id}", &id).replace("{slug}", "university");
        let request = Request::builder()
            .method(Method::from_bytes(method.as_bytes()).expect("a method"))
            .uri(&path)
            .header("content-type", "application/json")
            .body(if method == "POST" {
                Body::from(model)
            } else {
                Body::empty()
            })
            .expect("a request");
        let status = send(request).await.status();
        assert!(
            status == StatusCode::OK || status == StatusCode::CREATED,
            "{method} {path}: {status}"
        );
    }
}

#[tokio::test]
async fn the_schemas_of_the_contract_are_described() {
    let doc = document().await;
    let schemas = doc["components"]["schemas"].as_object().expect("schemas");
    for name in [
        "Model",
        "Entity",
        "Field",
        "Relationship",
        "Cardinality",
        "Analysis",
        "Advice",
        "Pattern",
        "Collection",
        "Index",
        "Rule",
        "ErrorBody",
        "Problem",
        "Variants",
        "Variant",
        "BsonBytes",
        "Reads",
        "Writes",
    ] {
        assert!(schemas.contains_key(name), "{name} in {:?}", schemas.keys());
    }
    // Unknown keys are refused, and the document says so.
    assert_eq!(schemas["Relationship"]["additionalProperties"], false);
    let analyze = &doc["paths"]["/api/v1/analyze"]["post"];
    for status in ["200", "400", "413", "422"] {
        assert!(analyze["responses"].get(status).is_some(), "{status}");
    }
}

//! `GET /api/openapi.json` describes every `/api` route and the schemas of
//! the model and the analysis. The routes the router really serves are read
//! from the router itself and must be exactly the documented ones, each
//! documented route must answer, and the list is the one we expect.

use crate::common::{body_json, get, send};
use axum::{
    body::Body,
    http::{Method, Request, StatusCode},
};
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
            ("GET".to_owned(), "/api/v1/sessions/{id}".to_owned()),
            ("GET".to_owned(), "/api/v1/sessions/{id}/live".to_owned()),
            ("POST".to_owned(), "/api/v1/analyze".to_owned()),
            ("POST".to_owned(), "/api/v1/export/{format}".to_owned()),
            ("POST".to_owned(), "/api/v1/import/compass".to_owned()),
            ("POST".to_owned(), "/api/v1/import/documents".to_owned()),
            ("POST".to_owned(), "/api/v1/import/sql".to_owned()),
            ("POST".to_owned(), "/api/v1/models".to_owned()),
            ("POST".to_owned(), "/api/v1/sessions".to_owned()),
        ]
    );
}

/// The `/api` routes the application's router serves, read from the router
/// itself: the paths from its route table (axum shows it only through
/// `Debug`, so the table's shape is checked as it is read), the methods of
/// each from the `Allow` header of its 405 answer to a method nobody serves.
async fn served_routes() -> Vec<(String, String)> {
    let router = nestlink::router(crate::common::state());
    let shown = format!("{router:?}");
    // The matched routes come first; the fallbacks' table after them holds
    // the catch-all paths of nested fallbacks, which are not routes.
    let table = shown
        .split_once("path_router:")
        .and_then(|(_, rest)| rest.split_once("fallback_router:"))
        .map(|(table, _)| table)
        .expect("the router shows its route table, then its fallbacks");
    let paths: Vec<&str> = table
        .split("RouteId(")
        .skip(1)
        .filter_map(|entry| entry.split_once("): \"")?.1.split_once('"'))
        .map(|(path, _)| path)
        .filter(|path| path.starts_with("/api/"))
        .collect();
    assert!(paths.len() > 5, "the table was read: {paths:?}");
    let mut routes = Vec::new();
    for path in paths {
        let concrete = path
            .replace("{id}", "AAAAAAAAAAAAAAAAAAAAAA")
            .replace("{slug}", "university")
            .replace("{format}", "mongosh");
        let probe = Request::builder()
            .method(Method::from_bytes(b"PROBE").expect("a method"))
            .uri(&concrete)
            .body(Body::empty())
            .expect("a request");
        let answer = router.clone().oneshot(probe).await.expect("an answer");
        assert_eq!(answer.status(), StatusCode::METHOD_NOT_ALLOWED, "{path}");
        let allowed = answer
            .headers()
            .get("allow")
            .and_then(|value| value.to_str().ok())
            .unwrap_or_else(|| panic!("{path} says which methods it serves"));
        // axum serves HEAD wherever it serves GET; the API documents GET.
        routes.extend(
            allowed
                .split(',')
                .map(str::trim)
                .filter(|method| *method != "HEAD")
                .map(|method| (method.to_owned(), path.to_owned())),
        );
    }
    routes.sort();
    routes
}

/// Nothing is served under `/api` without its documentation, and nothing
/// documented is missing from the router.
#[tokio::test]
async fn the_router_serves_exactly_the_documented_routes() {
    assert_eq!(served_routes().await, routes(&document().await));
}

#[tokio::test]
async fn every_documented_route_is_served() {
    let doc = document().await;
    let model = r#"{"version": 1}"#;
    // One state for every request, so the model shared first can be read.
    let state = crate::common::state();
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
    let session = send(
        Request::post("/api/v1/sessions")
            .header("content-type", "application/json")
            .body(Body::from(model))
            .expect("a request"),
    )
    .await;
    let session = body_json(session).await["id"]
        .as_str()
        .expect("the session was started")
        .to_owned();
    for (method, path) in routes(&doc) {
        let id = if path.starts_with("/api/v1/sessions/") {
            &session
        } else {
            &id
        };
        let path = path
            .replace("{id}", id)
            .replace("{slug}", "university")
            .replace("{format}", "mongosh");
        let compass = nestlink::import::compass::write(&crate::common::model("university"));
        let (content_type, body) = match (method.as_str(), path.as_str()) {
            ("POST", "/api/v1/import/sql") => ("text/plain", "CREATE TABLE a (id INT);"),
            ("POST", "/api/v1/import/documents") => {
                ("application/json", r#"{"collections": {"a": [{"n": 1}]}}"#)
            }
            ("POST", "/api/v1/import/compass") => ("application/json", compass.as_str()),
            ("POST", _) => ("application/json", model),
            _ => ("application/json", ""),
        };
        let request = Request::builder()
            .method(Method::from_bytes(method.as_bytes()).expect("a method"))
            .uri(&path)
            .header("content-type", content_type)
            .body(Body::from(body.to_owned()))
            .expect("a request");
        let status = send(request).await.status();
        // A WebSocket answers a plain request by asking for the handshake.
        let served = if path.ends_with("/live") {
            status == StatusCode::UPGRADE_REQUIRED
        } else {
            status == StatusCode::OK || status == StatusCode::CREATED
        };
        assert!(served, "{method} {path}: {status}");
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
        "Cost",
    ] {
        assert!(schemas.contains_key(name), "{name} in {:?}", schemas.keys());
    }
    // The cost table is optional: a client written before it reads on.
    let advice = &schemas["Advice"];
    assert!(advice["properties"].get("costs").is_some(), "{advice}");
    let required = advice["required"].as_array().expect("required keys");
    assert!(!required.iter().any(|key| key == "costs"), "{required:?}");
    // Unknown keys are refused, and the document says so.
    assert_eq!(schemas["Relationship"]["additionalProperties"], false);
    let analyze = &doc["paths"]["/api/v1/analyze"]["post"];
    for status in ["200", "400", "413", "422"] {
        assert!(analyze["responses"].get(status).is_some(), "{status}");
    }
}

/// The rules the validator enforces that a JSON schema can state are in the
/// document, so clients generated from it send what the server takes (the
/// whole contract is exercised by schemathesis in `make api-contract`).
#[tokio::test]
async fn the_document_states_the_validators_rules() {
    let doc = document().await;
    let schemas = &doc["components"]["schemas"];
    let model = &schemas["Model"];
    assert_eq!(
        model["properties"]["version"]["minimum"].as_f64(),
        Some(1.0)
    );
    assert_eq!(
        model["properties"]["version"]["maximum"].as_f64(),
        Some(1.0)
    );
    assert_eq!(model["properties"]["entities"]["maxItems"], 2000);
    assert_eq!(model["properties"]["relationships"]["maxItems"], 5000);
    for name in ["Model", "Entity", "Field", "Relationship"] {
        assert_eq!(schemas[name]["additionalProperties"], false, "{name}");
    }
    let entity = &schemas["Entity"]["properties"];
    assert_eq!(entity["id"]["pattern"], "^[A-Za-z0-9_-]{1,64}$");
    assert_eq!(entity["name"]["minLength"], 1);
    assert_eq!(entity["name"]["maxLength"], 64);
    assert!(
        entity["name"]["pattern"].is_string(),
        "names may not be blank"
    );
    let field_name = &schemas["Field"]["properties"]["name"];
    assert!(
        field_name["pattern"]
            .as_str()
            .is_some_and(|p| p.starts_with("^(?:[^.$")),
        "{field_name}"
    );
    let relationship = &schemas["Relationship"]["properties"];
    for key in ["id", "from", "to"] {
        assert_eq!(
            relationship[key]["pattern"], "^[A-Za-z0-9_-]{1,64}$",
            "{key}"
        );
    }
    // Counts are whole numbers from 0 to 2^53 - 1 (which int64 holds).
    let counts = ["typical", "max", "inverse_typical", "shown_with_parent"];
    for (key, schema) in counts
        .iter()
        .map(|key| (*key, &relationship[*key]))
        .chain([("size_bytes", &schemas["Field"]["properties"]["size_bytes"])])
    {
        assert_eq!(schema["format"], "int64", "{key}");
        assert_eq!(schema["minimum"].as_f64(), Some(0.0), "{key}");
        assert_eq!(
            schema["maximum"]
                .as_u64()
                .or(schema["maximum"].as_f64().map(|m| m as u64)),
            Some(nestlink_core::wire::validate::MAX_COUNT),
            "{key}"
        );
    }
    // The overload answer is documented, with its header.
    let busy = &doc["paths"]["/api/v1/analyze"]["post"]["responses"]["503"];
    assert!(busy["headers"]["Retry-After"].is_object(), "{busy}");
    // A new share links to the operation that reads it back.
    let created = &doc["paths"]["/api/v1/models"]["post"]["responses"]["201"];
    assert_eq!(
        created["links"]["GetSharedModel"]["operationId"],
        "shared_model"
    );
}

/// Every `$ref` names a schema the document describes (the shared analysis
/// types are generic, and their instances are renamed to their plain names).
#[tokio::test]
async fn every_reference_names_a_described_schema() {
    fn references<'d>(value: &'d Value, found: &mut Vec<&'d str>) {
        match value {
            Value::Object(map) => {
                if let Some(Value::String(reference)) = map.get("$ref") {
                    found.push(reference);
                }
                map.values().for_each(|v| references(v, found));
            }
            Value::Array(items) => items.iter().for_each(|v| references(v, found)),
            _ => {}
        }
    }
    let doc = document().await;
    let schemas = doc["components"]["schemas"].as_object().expect("schemas");
    let mut found = Vec::new();
    references(&doc, &mut found);
    assert!(found.len() > 20, "{found:?}");
    for reference in found {
        let name = reference
            .strip_prefix("#/components/schemas/")
            .unwrap_or_else(|| panic!("{reference} points into the schemas"));
        assert!(schemas.contains_key(name), "{reference} is described");
    }
    assert!(
        schemas.keys().all(|name| !name.contains('_')),
        "{:?}",
        schemas.keys()
    );
}

/// Every key of `api.md`'s "Workload facts" is described, with the ranges a
/// JSON schema can state, and none is required (each has its default).
#[tokio::test]
async fn the_workload_facts_are_described() {
    let doc = document().await;
    let schemas = &doc["components"]["schemas"];
    let stated = |schema: &str, keys: &[&str]| {
        let properties = &schemas[schema]["properties"];
        let required = schemas[schema]["required"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        for key in keys {
            assert!(properties.get(*key).is_some(), "{schema}.{key}");
            assert!(
                !required.contains(&Value::from(*key)),
                "{schema}.{key} is optional"
            );
        }
    };
    stated(
        "Relationship",
        &[
            "growth",
            "read_as",
            "page_size",
            "keeps_raw",
            "outlier_max",
            "snapshot",
            "link_fields",
            "query_fields",
            "relinks",
            "reads_per_write",
            "subtype",
        ],
    );
    stated("Entity", &["shape_versions", "keep_history", "count"]);
    stated("Field", &["reads", "queried"]);
    for (schema, words) in [
        (
            "Period",
            &["second", "minute", "hour", "day", "month", "year"][..],
        ),
        ("ReadAs", &["all", "latest", "page", "range", "totals"]),
        ("Relinks", &["never", "rare", "often"]),
        ("FieldReads", &["often", "rare"]),
        ("Query", &["equality", "range", "sort", "text"]),
        ("Severity", &["warning", "info"]),
        (
            "FindingCode",
            &[
                "unbounded-array",
                "bloated-document",
                "too-many-lookups",
                "unnecessary-index",
                "too-many-collections",
                "separated-data-read-together",
                "hot-counter",
                "similar-fields",
            ],
        ),
        (
            "TreeQuery",
            &[
                "parent",
                "children",
                "ancestors",
                "subtree",
                "siblings",
                "ordered",
                "path-prefix",
            ],
        ),
    ] {
        let listed: Vec<&str> = schemas[schema]["enum"]
            .as_array()
            .unwrap_or_else(|| panic!("{schema} lists its words"))
            .iter()
            .filter_map(Value::as_str)
            .collect();
        assert_eq!(listed, words, "{schema}");
    }
    let relationship = &schemas["Relationship"]["properties"];
    let entity = &schemas["Entity"]["properties"];
    for (key, schema) in [
        ("page_size", &relationship["page_size"]),
        ("shape_versions", &entity["shape_versions"]),
        ("growth.count", &schemas["Growth"]["properties"]["count"]),
    ] {
        assert_eq!(schema["minimum"].as_f64(), Some(1.0), "{key}: {schema}");
    }
    assert_eq!(
        relationship["reads_per_write"]["exclusiveMinimum"].as_f64(),
        Some(0.0),
        "{}",
        relationship["reads_per_write"]
    );
    assert_eq!(schemas["Subtype"]["additionalProperties"], false);
    // The analysis always lists its findings.
    let analysis = &schemas["Analysis"];
    assert!(
        analysis["required"]
            .as_array()
            .is_some_and(|r| r.contains(&Value::from("findings"))),
        "{analysis}"
    );
    for key in ["code", "severity", "message", "paths"] {
        assert!(schemas["Finding"]["properties"].get(key).is_some(), "{key}");
    }
    assert_eq!(schemas["Growth"]["additionalProperties"], false);
}

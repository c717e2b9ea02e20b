//! `POST /api/v1/analyze` through the router, without a network: the
//! analysis, and every way a request can fail (400, 413, 422), each in the
//! JSON error shape.

use crate::common::{body_bytes, model, model_names, model_text as case, send};
use axum::{
    body::Body,
    http::{Method, Request, StatusCode, header},
};
use serde_json::{Value, json};

async fn post(body: impl Into<Body>) -> (StatusCode, Value) {
    let request = Request::builder()
        .method(Method::POST)
        .uri("/api/v1/analyze")
        .header(header::CONTENT_TYPE, "application/json")
        .body(body.into())
        .expect("a valid request");
    let response = send(request).await;
    let status = response.status();
    assert_eq!(
        response.headers()[header::CONTENT_TYPE],
        "application/json",
        "every answer is JSON"
    );
    let bytes = body_bytes(response).await;
    (
        status,
        serde_json::from_slice(&bytes).expect("the body is JSON"),
    )
}

fn two_entities(relationship: Value) -> Value {
    json!({
        "version": 1,
        "name": "t",
        "entities": [
            {"id": "a", "name": "A", "x": 0, "y": 0, "fields": [{"name": "n", "type": "string"}]},
            {"id": "b", "name": "B", "x": 0, "y": 0, "fields": [{"name": "m", "type": "int"}]}
        ],
        "relationships": [relationship]
    })
}

#[tokio::test]
async fn a_model_gets_an_analysis() {
    let (status, body) = post(case("university")).await;
    assert_eq!(status, StatusCode::OK);
    let relationships = body["relationships"].as_array().expect("a list");
    assert_eq!(relationships.len(), 4);
    for advice in relationships {
        for key in [
            "relationship",
            "pattern",
            "denormalize",
            "rules",
            "rationale",
            "alternatives",
            "warnings",
            "indexes",
        ] {
            assert!(advice.get(key).is_some(), "{key} in {advice}");
        }
    }
    assert_eq!(body["relationships"][1]["pattern"], "embed-array");
    assert_eq!(body["collections"][0]["name"], "students");
    assert!(body["rules"][0]["source"].as_str().is_some());
}

/// Every golden model (the gallery, the seeds' cases, the published set with
/// its workload facts) gives the same bytes every time: twice from the
/// analysis itself, where each hash map has an order of its own, and twice
/// from the API, each time a server of its own, so no cache answers.
#[tokio::test]
async fn the_same_model_gives_the_same_bytes() {
    let names = model_names();
    assert!(names.len() > 40, "{} golden models", names.len());
    for name in names {
        let model = model(&name);
        let analysis = || {
            serde_json::to_vec(&nestlink::answer::analyze_with_samples(&model))
                .expect("an analysis serializes")
        };
        assert_eq!(analysis(), analysis(), "{name}: the analysis");
        let request = || {
            Request::post("/api/v1/analyze")
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(case(&name)))
                .expect("a valid request")
        };
        let first = body_bytes(send(request()).await).await;
        let second = body_bytes(send(request()).await).await;
        assert_eq!(first, second, "{name}: the API's answer");
    }
}

#[tokio::test]
async fn malformed_json_is_a_400() {
    for body in [
        "{\"version\": 1,",
        "",
        "not json",
        "{\"version\": 1} trailing",
    ] {
        let (status, answer) = post(body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body:?}");
        assert_eq!(answer["error"]["code"], "invalid_json", "{body:?}");
        assert!(
            answer["error"]["message"]
                .as_str()
                .is_some_and(|m| !m.is_empty())
        );
    }
}

#[tokio::test]
async fn an_unknown_key_is_a_400_with_its_path() {
    let model = two_entities(json!({
        "id": "r", "from": "a", "to": "b", "cardinality": "one-to-few", "tipical": 3
    }));
    let (status, answer) = post(model.to_string()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(answer["error"]["code"], "unknown_key");
    let path = answer["error"]["path"].as_str().expect("a path");
    assert!(path.starts_with("relationships[0]"), "{path}");
    let message = answer["error"]["message"].as_str().expect("a message");
    assert!(message.contains("tipical"), "{message}");
}

#[tokio::test]
async fn a_wrong_type_or_value_is_a_422_with_its_path() {
    let cases = [
        (
            json!({"id": "r", "from": "a", "to": "b", "cardinality": "one-to-few", "typical": "three"}),
            "relationships[0].typical",
            "invalid_value",
        ),
        (
            json!({"id": "r", "from": "a", "to": "b", "cardinality": "one-to-lots"}),
            "relationships[0].cardinality",
            "invalid_value",
        ),
        (
            json!({"id": "r", "from": "a", "to": "b", "cardinality": "one-to-few", "max": -1}),
            "relationships[0].max",
            "invalid_value",
        ),
        (
            json!({"id": "r", "from": "a", "to": "b"}),
            "relationships[0]",
            "missing_key",
        ),
        (
            json!({"id": "r", "from": "a", "to": "b", "cardinality": "one-to-few", "read_as": "sometimes"}),
            "relationships[0].read_as",
            "invalid_value",
        ),
        (
            json!({"id": "r", "from": "a", "to": "b", "cardinality": "one-to-few",
                   "growth": {"count": 2, "per": "fortnight"}}),
            "relationships[0].growth.per",
            "invalid_value",
        ),
        (
            json!({"id": "r", "from": "a", "to": "b", "cardinality": "one-to-few",
                   "link_fields": [{"name": "q", "type": "int", "queried": ["fuzzy"]}]}),
            "relationships[0].link_fields[0].queried[0]",
            "invalid_value",
        ),
    ];
    for (relationship, path, code) in cases {
        let (status, answer) = post(two_entities(relationship).to_string()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        assert_eq!(answer["error"]["code"], "invalid_model");
        assert_eq!(answer["error"]["path"], path, "{answer}");
        assert_eq!(answer["error"]["problems"][0]["code"], code, "{answer}");
    }
}

#[tokio::test]
async fn every_validation_rule_is_a_422_with_its_path() {
    let mut too_many =
        two_entities(json!({"id": "r", "from": "a", "to": "b", "cardinality": "one-to-few"}));
    too_many["entities"] = Value::Array(
        (0..=2000)
            .map(|i| json!({"id": format!("e{i}"), "name": format!("E{i}"), "x": 0, "y": 0}))
            .collect(),
    );
    too_many["relationships"] = json!([]);

    let rel = |extra: Value| {
        let mut r = json!({"id": "r", "from": "a", "to": "b", "cardinality": "one-to-few"});
        if let (Some(r), Some(extra)) = (r.as_object_mut(), extra.as_object()) {
            r.extend(extra.clone());
        }
        two_entities(r)
    };
    let mut duplicate_entity = rel(json!({}));
    duplicate_entity["entities"][1]["id"] = json!("a");
    let mut duplicate_name = rel(json!({}));
    duplicate_name["entities"][1]["name"] = json!("A");
    let mut duplicate_field = rel(json!({}));
    duplicate_field["entities"][0]["fields"] =
        json!([{"name": "n", "type": "string"}, {"name": "n", "type": "int"}]);
    let mut bad_entity_id = rel(json!({}));
    bad_entity_id["entities"][0]["id"] = json!("a b");
    let mut long_name = rel(json!({}));
    long_name["entities"][0]["name"] = json!("x".repeat(65));
    let mut bad_version = rel(json!({}));
    bad_version["version"] = json!(2);
    let mut shape_versions_zero = rel(json!({}));
    shape_versions_zero["entities"][0]["shape_versions"] = json!(0);
    let mut duplicate_relationship = rel(json!({}));
    duplicate_relationship["relationships"] = json!([
        {"id": "r", "from": "a", "to": "b", "cardinality": "one-to-few"},
        {"id": "r", "from": "b", "to": "a", "cardinality": "one-to-few"}
    ]);

    let cases = [
        (
            rel(json!({"to": "nobody"})),
            "relationships[0].to",
            "unknown_entity",
        ),
        (
            rel(json!({"from": "nobody"})),
            "relationships[0].from",
            "unknown_entity",
        ),
        (
            rel(json!({"id": "no spaces"})),
            "relationships[0].id",
            "invalid_id",
        ),
        (
            rel(json!({"typical": 9, "max": 3})),
            "relationships[0].typical",
            "typical_above_max",
        ),
        (
            rel(json!({"inverse_typical": 4})),
            "relationships[0].inverse_typical",
            "inverse_typical_not_many_to_many",
        ),
        (
            rel(json!({"tree_queries": ["parent"]})),
            "relationships[0].tree_queries",
            "tree_queries_not_self",
        ),
        (
            rel(json!({"display_fields": ["ghost"]})),
            "relationships[0].display_fields[0]",
            "unknown_display_field",
        ),
        (
            rel(json!({"parent_display_fields": ["m"]})),
            "relationships[0].parent_display_fields[0]",
            "unknown_display_field",
        ),
        (
            rel(json!({"label": "a.b"})),
            "relationships[0].label",
            "invalid_label",
        ),
        (duplicate_entity, "entities[1].id", "duplicate_id"),
        (duplicate_name, "entities[1].name", "duplicate_name"),
        (
            duplicate_field,
            "entities[0].fields[1].name",
            "duplicate_field",
        ),
        (bad_entity_id, "entities[0].id", "invalid_id"),
        (long_name, "entities[0].name", "invalid_name"),
        (bad_version, "version", "unsupported_version"),
        (
            duplicate_relationship,
            "relationships[1].id",
            "duplicate_id",
        ),
        (too_many, "entities", "too_many_entities"),
        // The workload facts.
        (
            rel(json!({"growth": {"count": 0, "per": "minute"}})),
            "relationships[0].growth.count",
            "invalid_growth",
        ),
        (
            rel(json!({"read_as": "page"})),
            "relationships[0].page_size",
            "page_size_missing",
        ),
        (
            rel(json!({"page_size": 10})),
            "relationships[0].page_size",
            "page_size_without_pages",
        ),
        (
            rel(json!({"read_as": "latest"})),
            "relationships[0].shown_with_parent",
            "latest_without_count",
        ),
        (
            rel(json!({"max": 10, "outlier_max": 10})),
            "relationships[0].outlier_max",
            "outlier_max_not_above_max",
        ),
        (
            rel(json!({"max": null, "outlier_max": 100})),
            "relationships[0].outlier_max",
            "outliers_without_max",
        ),
        (
            rel(json!({"query_fields": ["ghost"]})),
            "relationships[0].query_fields[0]",
            "unknown_query_field",
        ),
        (
            rel(json!({"link_fields": [{"name": "$q", "type": "int"}]})),
            "relationships[0].link_fields[0].name",
            "invalid_field_name",
        ),
        (
            rel(json!({"reads_per_write": -2})),
            "relationships[0].reads_per_write",
            "invalid_reads_per_write",
        ),
        (
            rel(json!({"subtype": {"by": "n", "value": "x"}})),
            "relationships[0].subtype",
            "subtype_not_one_to_one",
        ),
        (
            rel(json!({"cardinality": "one-to-one", "subtype": {"by": "ghost", "value": "x"}})),
            "relationships[0].subtype.by",
            "unknown_subtype_field",
        ),
        (
            shape_versions_zero,
            "entities[0].shape_versions",
            "invalid_shape_versions",
        ),
    ];
    for (model, path, code) in cases {
        let (status, answer) = post(model.to_string()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{code}: {answer}");
        assert_eq!(answer["error"]["code"], "invalid_model");
        let problems = answer["error"]["problems"].as_array().expect("problems");
        assert!(
            problems
                .iter()
                .any(|p| p["path"] == path && p["code"] == code),
            "{code} at {path}: {answer}"
        );
        assert_eq!(answer["error"]["path"], problems[0]["path"]);
    }
}

#[tokio::test]
async fn every_problem_is_listed_at_once() {
    let model = two_entities(json!({
        "id": "r", "from": "x", "to": "y", "cardinality": "one-to-few", "typical": 5, "max": 1
    }));
    let (status, answer) = post(model.to_string()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(answer["error"]["path"], "relationships[0].from");
    assert_eq!(
        answer["error"]["problems"].as_array().map(Vec::len),
        Some(3)
    );
    let message = answer["error"]["message"].as_str().expect("a message");
    assert!(message.contains("2 more problems"), "{message}");
}

fn oversized() -> Vec<u8> {
    // Valid-looking JSON: the size alone must be refused.
    let mut body = b"{\"version\": 1, \"name\": \"".to_vec();
    body.extend(std::iter::repeat_n(b'x', 2 * 1024 * 1024));
    body.extend(b"\"}");
    body
}

#[tokio::test]
async fn two_mebibytes_with_a_content_length_is_a_413() {
    let body = oversized();
    let request = Request::post("/api/v1/analyze")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::CONTENT_LENGTH, body.len())
        .body(Body::from(body))
        .expect("a valid request");
    let response = send(request).await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let answer: Value = serde_json::from_slice(&body_bytes(response).await).expect("JSON");
    assert_eq!(answer["error"]["code"], "payload_too_large");
}

#[tokio::test]
async fn two_mebibytes_without_a_content_length_is_a_413() {
    // No Content-Length: the limit is found while the body is read.
    let (status, answer) = post(oversized()).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(answer["error"]["code"], "payload_too_large");
}

#[tokio::test]
async fn an_empty_model_is_fine() {
    let (status, answer) = post(r#"{"version": 1}"#).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["relationships"], json!([]));
    assert_eq!(answer["collections"], json!([]));
}

//! A live session keeps the model's rules whatever is sent over its
//! WebSocket: every op the analysis would refuse is refused with the
//! reason, to its sender alone, and the model read back afterwards is one
//! `POST /api/v1/analyze` accepts. A message past the socket's own bound is
//! answered `too_large` and the connection closed as the protocol says.

use axum::http::{Request, StatusCode};
use futures_util::StreamExt;
use nestlink::store::Store;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::{Message, protocol::frame::coding::CloseCode};

use crate::common::{body_json, live::*, scratch_dir, send_with, state_with};

fn set_book(key: &str, value: Value) -> Value {
    json!({"op": "set_entity", "id": "book", "key": key, "value": value})
}

#[tokio::test]
async fn every_op_that_breaks_a_rule_is_refused_and_the_model_stays_valid() {
    let state = state_with(Store::open(None, &scratch_dir()).expect("a store"), 30);
    let id = started(&state).await;
    let addr = serve(state.clone()).await;
    let mut ann = joined_fresh(addr, &id, "ann").await;
    let mut bob = joined_fresh(addr, &id, "bob").await;

    let entity = |id: &str, name: &str| json!({"op": "add_entity", "entity": {"id": id, "name": name, "x": 0, "y": 0, "fields": []}});
    let bad = [
        set_book("name", json!("x".repeat(900 * 1024))),
        set_book("name", json!("")),
        set_book("x", json!(1e308)),
        entity("<script>alert(1)</script>", "Evil"),
        json!({"op": "set_fields", "entity": "book", "fields": [
            {"name": "title", "type": "string"}, {"name": "title", "type": "int"}]}),
        json!({"op": "add_relationship", "relationship": {
            "id": "r1", "from": "book", "to": "nobody", "cardinality": "one-to-many"}}),
        json!({"op": "replace", "model": {"version": 1, "name": "Twins", "entities": [
            {"id": "a", "name": "A", "x": 0, "y": 0, "fields": []},
            {"id": "a", "name": "B", "x": 0, "y": 0, "fields": []}]}}),
    ];
    for (seq, op) in (1_u64..).zip(bad) {
        say(&mut bob, json!({"type": "op", "seq": seq, "op": op})).await;
        let refused = hear(&mut bob).await;
        assert_eq!(refused["type"], "refused", "{op}");
        assert_eq!(refused["seq"], seq);
        let reason = refused["reason"].as_str().unwrap_or_default();
        assert!(reason.len() > 10, "a reason for {op}: {reason}");
    }
    // A good op after them all is the first anyone hears of.
    say(
        &mut bob,
        json!({"type": "op", "seq": 99, "op": set_book("name", json!("Novel"))}),
    )
    .await;
    assert_eq!(hear(&mut ann).await["version"], 1);

    let read = send_with(
        &state,
        Request::get(format!("/api/v1/sessions/{id}"))
            .body(axum::body::Body::empty())
            .expect("a request"),
    )
    .await;
    let model = body_json(read).await["model"].clone();
    assert_eq!(model["entities"][0]["name"], "Novel");
    let analysis = send_with(
        &state,
        Request::post("/api/v1/analyze")
            .header("content-type", "application/json")
            .body(axum::body::Body::from(model.to_string()))
            .expect("a request"),
    )
    .await;
    assert_eq!(analysis.status(), StatusCode::OK);
}

#[tokio::test]
async fn a_message_past_the_sockets_bound_is_answered_too_large_and_closed_as_too_big() {
    let state = state_with(Store::open(None, &scratch_dir()).expect("a store"), 30);
    let id = started(&state).await;
    let addr = serve(state).await;
    let mut ann = joined_fresh(addr, &id, "ann").await;

    let huge = "x".repeat(3 * 1024 * 1024);
    say(
        &mut ann,
        json!({"type": "op", "seq": 1, "op": rename(&huge)}),
    )
    .await;
    assert_eq!(hear(&mut ann).await["code"], "too_large");
    let closed = tokio::time::timeout(std::time::Duration::from_secs(5), ann.next())
        .await
        .expect("closed within 5 s");
    match closed {
        Some(Ok(Message::Close(Some(frame)))) => assert_eq!(frame.code, CloseCode::Size),
        other => panic!("not closed as too big: {other:?}"),
    }
}

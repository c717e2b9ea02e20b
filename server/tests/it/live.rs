//! Live sessions through the real router and real WebSockets: starting a
//! session, people's ops reaching everyone in one order, errors answered
//! with the connection kept, and a session read back from the store by a
//! server that starts again.

use axum::http::StatusCode;
use futures_util::SinkExt;
use nestlink::store::Store;
use serde_json::json;
use tokio_tungstenite::{connect_async, tungstenite::Message};

use crate::common::{body_json, live::*, scratch_dir, send_with, state_with};

#[tokio::test]
async fn a_session_is_started_read_and_refused_without_a_handshake() {
    let state = state_with(Store::open(None, &scratch_dir()).expect("a store"), 30);
    let response = send_with(&state, start_request(&library())).await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let started = body_json(response).await;
    let id = started["id"].as_str().expect("an id").to_owned();
    assert_eq!(id.len(), 22, "128 random bits");
    assert_eq!(started["url"], format!("/s/{id}"));
    let key = started["owner_key"].as_str().expect("an owner key");
    assert_eq!(key.len(), 22);
    assert!(!started["url"].as_str().unwrap_or_default().contains(key));

    let response = send_with(
        &state,
        crate::common::get(&format!("/api/v1/sessions/{id}")),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    let snapshot = body_json(response).await;
    assert_eq!(snapshot["version"], 0);
    assert_eq!(snapshot["model"]["name"], "Library");

    let unknown = send_with(
        &state,
        crate::common::get("/api/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA"),
    )
    .await;
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
    assert_eq!(body_json(unknown).await["error"]["code"], "not_found");

    let plain = send_with(
        &state,
        crate::common::get(&format!("/api/v1/sessions/{id}/live")),
    )
    .await;
    assert_eq!(plain.status(), StatusCode::UPGRADE_REQUIRED);
    assert_eq!(body_json(plain).await["error"]["code"], "upgrade_required");

    // The session's page, rendered with its model; an unknown session's,
    // and any other such path, not found.
    let page = send_with(&state, crate::common::get(&format!("/s/{id}"))).await;
    assert_eq!(page.status(), StatusCode::OK);
    let html = crate::common::body_text(page).await;
    assert!(html.contains("<title>Library · Nestlink</title>"), "{html}");
    for missing in [
        "/s/AAAAAAAAAAAAAAAAAAAAAA",
        "/s/nonsense",
        "/x/AAAAAAAAAAAAAAAAAAAAAA",
    ] {
        let page = send_with(&state, crate::common::get(missing)).await;
        assert_eq!(page.status(), StatusCode::NOT_FOUND, "{missing}");
    }

    let invalid = send_with(
        &state,
        start_request(&json!({"version": 1, "entities": [{}]})),
    )
    .await;
    assert_eq!(invalid.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body_json(invalid).await["error"]["code"], "invalid_model");
}

#[tokio::test]
async fn ops_reach_everyone_in_one_order_and_errors_keep_the_connection() {
    let dir = scratch_dir();
    let state = state_with(Store::open(None, &dir).expect("a store"), 30);
    let id = started(&state).await;
    let addr = serve(state).await;

    let mut ann = joined_fresh(addr, &id, "ann").await;
    let mut bob = joined_fresh(addr, &id, "bob").await;

    // Ann's op reaches both, as version 1.
    say(
        &mut ann,
        json!({"type": "op", "seq": 1, "op": rename("Shop")}),
    )
    .await;
    for socket in [&mut ann, &mut bob] {
        let applied = hear(socket).await;
        assert_eq!(applied["type"], "applied");
        assert_eq!(applied["version"], 1);
        assert_eq!(applied["client"], shown(&id, "ann"), "never the client id");
        assert_eq!(applied["op"], rename("Shop"));
    }

    // Sent again (as after a reconnect): not applied twice. Bob's next op
    // is version 2, for both.
    say(
        &mut ann,
        json!({"type": "op", "seq": 1, "op": rename("Shop")}),
    )
    .await;
    let field = json!({"op": "add_field", "entity": "book", "index": 1,
                       "field": {"name": "isbn", "type": "string"}});
    say(&mut bob, json!({"type": "op", "seq": 1, "op": field})).await;
    for socket in [&mut ann, &mut bob] {
        let applied = hear(socket).await;
        assert_eq!(
            (applied["version"].clone(), applied["client"].clone()),
            (json!(2), json!(shown(&id, "bob")))
        );
    }

    // A malformed message, a binary one and an op about nothing: each gets
    // an answer to its sender alone, and the connection goes on.
    say(&mut bob, json!({"type": "op", "seq": "two"})).await;
    assert_eq!(hear(&mut bob).await["code"], "bad_message");
    bob.send(Message::Binary(vec![1, 2, 3].into()))
        .await
        .expect("sent");
    assert_eq!(hear(&mut bob).await["code"], "bad_message");
    say(
        &mut bob,
        json!({"type": "op", "seq": 2, "op": {"op": "delete_entity", "id": "nobody"}}),
    )
    .await;
    let refused = hear(&mut bob).await;
    assert_eq!(refused["type"], "refused");
    assert_eq!(refused["seq"], 2);
    say(
        &mut bob,
        json!({"type": "op", "seq": 3, "op": rename("Books")}),
    )
    .await;
    for socket in [&mut ann, &mut bob] {
        assert_eq!(
            hear(socket).await["version"],
            3,
            "the refusal went to Bob alone"
        );
    }

    // A server starting again on the same data has every op, and catches
    // up a person who comes back with an older version.
    let again = state_with(Store::open(None, &dir).expect("the store again"), 30);
    let snapshot = body_json(
        send_with(
            &again,
            crate::common::get(&format!("/api/v1/sessions/{id}")),
        )
        .await,
    )
    .await;
    assert_eq!(snapshot["version"], 3);
    assert_eq!(snapshot["model"]["name"], "Books");
    assert_eq!(
        snapshot["model"]["entities"][0]["fields"][1]["name"],
        "isbn"
    );
    let addr = serve(again).await;
    let mut back = join(addr, &id, "bob", 1).await;
    assert_eq!(hear(&mut back).await["version"], 2);
    assert_eq!(hear(&mut back).await["version"], 3);
    assert_eq!(
        hear(&mut back).await,
        json!({"type": "caught_up", "version": 3, "decided": 3})
    );
}

#[tokio::test]
async fn a_connection_must_say_hello_first() {
    let state = state_with(Store::open(None, &scratch_dir()).expect("a store"), 30);
    let id = started(&state).await;
    let addr = serve(state).await;
    let url = format!("ws://{addr}/api/v1/sessions/{id}/live");
    let (mut socket, _) = connect_async(url).await.expect("the WebSocket opens");
    say(
        &mut socket,
        json!({"type": "op", "seq": 1, "op": rename("X")}),
    )
    .await;
    assert_eq!(hear(&mut socket).await["code"], "bad_message");
    say(
        &mut socket,
        json!({"type": "hello", "client": "no spaces", "version": 0}),
    )
    .await;
    assert_eq!(hear(&mut socket).await["code"], "bad_message");
    say(
        &mut socket,
        json!({"type": "hello", "client": "ann", "version": 0}),
    )
    .await;
    welcomed(&mut socket, &id, "ann").await;
    assert_eq!(hear(&mut socket).await["type"], "caught_up");
}

#[tokio::test]
async fn too_large_and_too_many_messages_are_answered_and_the_connection_kept() {
    let state = state_with(Store::open(None, &scratch_dir()).expect("a store"), 30);
    let id = started(&state).await;
    let addr = serve(state).await;
    let mut ann = joined_fresh(addr, &id, "ann").await;

    let huge = "x".repeat(1_500_000);
    say(
        &mut ann,
        json!({"type": "op", "seq": 1, "op": rename(&huge)}),
    )
    .await;
    assert_eq!(hear(&mut ann).await["code"], "too_large");

    // A burst far past the limit: the ops over it are answered "slow_down"
    // (not decided, so the browser sends them again), the rest applied.
    for seq in 1..=300 {
        say(
            &mut ann,
            json!({"type": "op", "seq": seq, "op": rename(&format!("Name {seq}"))}),
        )
        .await;
    }
    let (mut applied, mut slowed) = (0, 0);
    while applied + slowed < 300 {
        match hear(&mut ann).await["type"].as_str() {
            Some("applied") => applied += 1,
            Some("error") => slowed += 1,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(
        slowed > 0 && applied >= 120,
        "{applied} applied, {slowed} slowed"
    );
    say(&mut ann, json!({"type": "ping_me"})).await;
    assert_eq!(
        hear(&mut ann).await["code"],
        "bad_message",
        "still connected"
    );
}

/// The same on PostgreSQL when `NESTLINK_TEST_DATABASE_URL` names one
/// (`make test` starts one): a session's ops and each client's decided
/// number come back on a second pool, as after a restart.
#[tokio::test]
async fn postgres_keeps_live_sessions() {
    let Some(url) = crate::common::postgres_url() else {
        return;
    };
    let store = Store::open(Some(&url), &scratch_dir()).expect("opens");
    let hub = nestlink::live::LiveHub::new(store.clone());
    let model = serde_json::from_value(library()).expect("a model");
    let started = hub.start(&model).await.expect("started");
    let room = hub.room(&started.id).await.expect("open");
    assert!(room.is_owner_key(&started.owner_key));
    assert!(!room.is_owner_key("AAAAAAAAAAAAAAAAAAAAAA"));
    let rename = nestlink_core::live::Op::RenameModel {
        name: "Shop".to_owned(),
    };
    let gone = nestlink_core::live::Op::DeleteEntity {
        id: "nobody".to_owned(),
    };
    let ann = nestlink::live::Sender {
        client: "ann",
        owner: false,
    };
    assert_eq!(
        room.submit(&store, ann, 1, rename).await.expect("kept"),
        None
    );
    assert!(
        room.submit(&store, ann, 2, gone)
            .await
            .expect("kept")
            .is_some(),
        "refused"
    );

    let again = Store::open(Some(&url), &scratch_dir()).expect("opens again");
    let room = nestlink::live::LiveHub::new(again.clone())
        .room(&started.id)
        .await
        .expect("loaded");
    let (model, version) = room.snapshot().await;
    assert_eq!((model.name.as_str(), version), ("Shop", 1));
    assert_eq!(room.join(&again, "ann", 0).await.decided, 2);
}

/// Two servers on one PostgreSQL database serve one session: an op made
/// through one reaches the people connected to the other (PostgreSQL's
/// NOTIFY), and ops made through both at once get one order, the same for
/// everyone, with no version given twice and none lost.
#[tokio::test]
async fn two_servers_on_one_postgresql_serve_one_session() {
    let Some((one, two)) = two_servers_on_postgres() else {
        return;
    };
    let id = started(&one).await;
    let (first, second) = (serve(one).await, serve(two).await);
    let mut ann = joined_fresh(first, &id, "ann").await;
    let mut bob = joined_fresh(second, &id, "bob").await;

    say(
        &mut ann,
        json!({"type": "op", "seq": 1, "op": rename("Shop")}),
    )
    .await;
    for socket in [&mut ann, &mut bob] {
        let applied = hear(socket).await;
        assert_eq!(
            (applied["version"].clone(), applied["client"].clone()),
            (json!(1), json!(shown(&id, "ann")))
        );
    }

    // Both at once, ten each, through their own server.
    for n in 0..10 {
        say(
            &mut ann,
            json!({"type": "op", "seq": n + 2, "op": rename(&format!("Ann {n}"))}),
        )
        .await;
        say(
            &mut bob,
            json!({"type": "op", "seq": n + 1, "op": rename(&format!("Bob {n}"))}),
        )
        .await;
    }
    let mut orders = Vec::new();
    for socket in [&mut ann, &mut bob] {
        let mut order = Vec::new();
        while order.len() < 20 {
            let message = hear(socket).await;
            assert_eq!(message["type"], "applied", "{message}");
            order.push((
                message["version"].as_u64().expect("a version"),
                message["client"].as_str().expect("a client").to_owned(),
                message["seq"].as_u64().expect("a number"),
            ));
        }
        orders.push(order);
    }
    assert_eq!(orders[0], orders[1], "one order for everyone");
    let versions: Vec<u64> = orders[0].iter().map(|(version, ..)| *version).collect();
    assert_eq!(versions, (2..=21).collect::<Vec<_>>());
}

#[tokio::test]
async fn only_the_sites_own_pages_open_a_session_socket() {
    use tokio_tungstenite::tungstenite::{Error, client::IntoClientRequest};

    let state = state_with(Store::open(None, &scratch_dir()).expect("a store"), 30);
    let id = started(&state).await;
    let addr = serve(state).await;
    let handshake = |origin: &str| {
        let mut request = format!("ws://{addr}/api/v1/sessions/{id}/live")
            .into_client_request()
            .expect("a handshake");
        request
            .headers_mut()
            .insert("origin", origin.parse().expect("an origin header"));
        request
    };

    // A page on another site that knows the id gets no socket.
    for foreign in [
        "https://evil.example",
        "null",
        &format!("http://{addr}.evil.example"),
    ] {
        match connect_async(handshake(foreign)).await {
            Err(Error::Http(response)) => {
                assert_eq!(response.status(), StatusCode::FORBIDDEN, "{foreign}");
                let body: serde_json::Value =
                    serde_json::from_slice(response.body().as_deref().unwrap_or_default())
                        .expect("the error's JSON");
                assert_eq!(body["error"]["code"], "foreign_origin", "{foreign}");
            }
            other => panic!("{foreign} was not refused: {other:?}"),
        }
    }

    // The session's own page, and a client that is no browser, join.
    let (mut ours, _) = connect_async(handshake(&format!("http://{addr}")))
        .await
        .expect("the site's own page opens the socket");
    say(
        &mut ours,
        json!({"type": "hello", "client": "ann", "version": 0}),
    )
    .await;
    welcomed(&mut ours, &id, "ann").await;
    join(addr, &id, "bob", 0).await;
}

//! The people in a live session and the owner's workshop, over real
//! WebSockets: presence reaching everyone and leaving with its person, the
//! owner's actions refused to anyone without the owner key, a lock that
//! refuses others' ops, the live question's tally and the advisor's reveal,
//! and a session idle for 30 days archived read only.

use std::time::Duration;

use nestlink::store::Store;
use serde_json::{Value, json};

use crate::common::{
    body_json, get,
    live::{
        Socket, fresh_workshop, hear, join, joined_fresh, rename, say, serve, shown,
        two_servers_on_postgres, welcomed,
    },
    scratch_dir, send_with, state_with,
};

fn blog() -> Value {
    json!({"version": 1, "name": "Blog", "entities": [
        {"id": "author", "name": "Author", "x": 0, "y": 0,
         "fields": [{"name": "name", "type": "string"}]},
        {"id": "post", "name": "Post", "x": 300, "y": 0,
         "fields": [{"name": "title", "type": "string"}]}],
     "relationships": [
        {"id": "wrote", "from": "author", "to": "post", "cardinality": "one-to-squillions"}]})
}

/// Starts a session of `blog()`; its id and owner key.
async fn started(state: &nestlink::AppState) -> (String, String) {
    let request = axum::http::Request::post("/api/v1/sessions")
        .header("content-type", "application/json")
        .body(axum::body::Body::from(blog().to_string()))
        .expect("a request");
    let answer = body_json(send_with(state, request).await).await;
    (
        answer["id"].as_str().expect("an id").to_owned(),
        answer["owner_key"].as_str().expect("a key").to_owned(),
    )
}

/// The owner joining with the key, after the catch-up and workshop.
/// A connection saying hello as `client` with the owner key.
async fn owner_hello(addr: std::net::SocketAddr, id: &str, key: &str, client: &str) -> Socket {
    let url = format!("ws://{addr}/api/v1/sessions/{id}/live");
    let (mut socket, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("the WebSocket opens");
    say(
        &mut socket,
        json!({"type": "hello", "client": client, "version": 0, "owner_key": key}),
    )
    .await;
    socket
}

async fn owner_joins(addr: std::net::SocketAddr, id: &str, key: &str) -> Socket {
    let mut socket = owner_hello(addr, id, key, "owner").await;
    welcomed(&mut socket, id, "owner").await;
    assert_eq!(hear(&mut socket).await["type"], "caught_up");
    assert_eq!(hear(&mut socket).await, fresh_workshop());
    socket
}

/// Nothing more arrives for a moment.
async fn quiet(socket: &mut Socket) {
    use futures_util::StreamExt;
    let next = tokio::time::timeout(Duration::from_millis(200), socket.next()).await;
    assert!(next.is_err(), "nothing more, yet {next:?} arrived");
}

#[tokio::test]
async fn presence_reaches_everyone_and_leaves_with_its_person() {
    let state = state_with(Store::open(None, &scratch_dir()).expect("a store"), 30);
    let (id, _) = started(&state).await;
    let addr = serve(state).await;
    let mut ann = joined_fresh(addr, &id, "ann").await;
    let mut bob = joined_fresh(addr, &id, "bob").await;

    say(
        &mut ann,
        json!({"type": "presence", "name": "  Ann\u{7} ", "selection": ["author"],
               "pointer": [10.5, 20.0], "view": [100.0, 50.0, 1.5]}),
    )
    .await;
    // The first colour, all being free.
    let ann_colour = 0;
    let ann_seen = json!({"type": "peer", "client": shown(&id, "ann"), "colour": ann_colour, "owner": false,
        "presence": {"name": "Ann", "selection": ["author"], "pointer": [10.5, 20.0],
                     "view": [100.0, 50.0, 1.5]}});
    assert_eq!(hear(&mut bob).await, ann_seen);
    assert_eq!(hear(&mut ann).await, ann_seen, "one's own comes back too");

    say(&mut bob, json!({"type": "presence", "name": "Bob"})).await;
    let bob_seen = hear(&mut ann).await;
    assert_eq!(bob_seen["colour"], 1, "a colour nobody has");
    assert_eq!(bob_seen["presence"]["selection"], json!([]));
    let _ = hear(&mut bob).await;

    // A newcomer is told who is here, after the catch-up and the workshop.
    let mut cy = join(addr, &id, "cyrus", 0).await;
    assert_eq!(hear(&mut cy).await["type"], "caught_up");
    assert_eq!(hear(&mut cy).await, fresh_workshop());
    assert_eq!(hear(&mut cy).await, ann_seen);
    assert_eq!(hear(&mut cy).await["client"], shown(&id, "bob"));

    // A malformed presence is answered; nobody else hears of it.
    say(&mut cy, json!({"type": "presence", "name": 7})).await;
    assert_eq!(hear(&mut cy).await["code"], "bad_message");

    bob.close(None).await.expect("closed");
    assert_eq!(
        hear(&mut ann).await,
        json!({"type": "left", "client": shown(&id, "bob")})
    );
    assert_eq!(
        hear(&mut cy).await,
        json!({"type": "left", "client": shown(&id, "bob")})
    );
    quiet(&mut ann).await;
}

/// The colour a person presents with, once they chose their name.
async fn colour_of(socket: &mut Socket, name: &str) -> Value {
    say(socket, json!({"type": "presence", "name": name})).await;
    loop {
        let heard = hear(socket).await;
        if heard["type"] == "peer" && heard["presence"]["name"] == name {
            return heard["colour"].clone();
        }
    }
}

#[tokio::test]
async fn a_person_who_reloads_comes_back_in_their_colour() {
    let state = state_with(Store::open(None, &scratch_dir()).expect("a store"), 30);
    let (id, _) = started(&state).await;
    let addr = serve(state).await;
    let mut ann = joined_fresh(addr, &id, "ann").await;
    assert_eq!(colour_of(&mut ann, "Ann").await, 0);
    let mut bob = joined_fresh(addr, &id, "bob").await;
    assert_eq!(colour_of(&mut bob, "Bob").await, 1);
    let mut cy = joined_fresh(addr, &id, "cyrus").await;
    assert_eq!(colour_of(&mut cy, "Cy").await, 2);
    ann.close(None).await.expect("closed");
    bob.close(None).await.expect("closed");
    let mut left = 0;
    while left < 2 {
        if hear(&mut cy).await["type"] == "left" {
            left += 1;
        }
    }
    // Bob reloads: a new page, a new client id, the same name. Colour 0 is
    // free, but his was 1, and that is free too.
    let mut bob_again = joined_fresh(addr, &id, "bob-after-reload").await;
    assert_eq!(colour_of(&mut bob_again, "Bob").await, 1);
    // Someone new takes the first free one.
    let mut dee = joined_fresh(addr, &id, "dee").await;
    assert_eq!(colour_of(&mut dee, "Dee").await, 0);
}

#[tokio::test]
async fn the_owner_locks_leads_asks_and_reveals_and_nobody_else_can() {
    let state = state_with(Store::open(None, &scratch_dir()).expect("a store"), 30);
    let (id, key) = started(&state).await;
    let addr = serve(state.clone()).await;
    let mut owner = owner_joins(addr, &id, &key).await;
    let mut ann = joined_fresh(addr, &id, "ann").await;

    // A wrong key joins as a participant, and is told so.
    let mut eve = join(addr, &id, "eve", 0).await;
    say(&mut eve, json!({"type": "lock"})).await;
    let _ = hear(&mut eve).await; // caught up
    let _ = hear(&mut eve).await; // the workshop
    assert_eq!(hear(&mut eve).await["code"], "not_owner");
    let url = format!("ws://{addr}/api/v1/sessions/{id}/live");
    let (mut mallory, _) = tokio_tungstenite::connect_async(url).await.expect("opens");
    say(
        &mut mallory,
        json!({"type": "hello", "client": "mallory", "version": 0,
               "owner_key": "AAAAAAAAAAAAAAAAAAAAAA"}),
    )
    .await;
    welcomed(&mut mallory, &id, "mallory").await;
    assert_eq!(hear(&mut mallory).await["code"], "not_owner");
    assert_eq!(hear(&mut mallory).await["type"], "caught_up");
    let _ = hear(&mut mallory).await;
    for action in [
        json!({"type": "unlock"}),
        json!({"type": "follow", "on": true}),
        json!({"type": "ask", "relationship": "wrote"}),
        json!({"type": "reveal"}),
        json!({"type": "end_question"}),
    ] {
        say(&mut mallory, action.clone()).await;
        assert_eq!(hear(&mut mallory).await["code"], "not_owner", "{action}");
    }
    quiet(&mut ann).await;

    // Locked: the others' ops are refused, the owner's applied.
    say(&mut owner, json!({"type": "lock"})).await;
    let locked = json!({"type": "workshop", "locked": true, "following": false});
    assert_eq!(hear(&mut ann).await, locked);
    assert_eq!(hear(&mut owner).await, locked);
    refused_because(&mut ann, 1, "locked").await;
    say(
        &mut owner,
        json!({"type": "op", "seq": 1, "op": rename("Workshop")}),
    )
    .await;
    assert_eq!(hear(&mut ann).await["op"], rename("Workshop"));
    say(&mut owner, json!({"type": "unlock"})).await;
    say(&mut owner, json!({"type": "follow", "on": true})).await;
    let _ = hear(&mut ann).await;
    assert_eq!(
        hear(&mut ann).await,
        json!({"type": "workshop", "locked": false, "following": true})
    );
    say(
        &mut ann,
        json!({"type": "op", "seq": 2, "op": rename("Ann's")}),
    )
    .await;
    assert_eq!(hear(&mut ann).await["op"], rename("Ann's"), "unlocked");

    // The live question: an unknown relationship is refused.
    say(&mut owner, json!({"type": "ask", "relationship": "nope"})).await;
    loop {
        let heard = hear(&mut owner).await;
        if heard["type"] == "error" {
            assert!(
                heard["message"]
                    .as_str()
                    .unwrap_or_default()
                    .contains("nope")
            );
            break;
        }
    }
    say(&mut owner, json!({"type": "ask", "relationship": "wrote"})).await;
    let asked = hear(&mut ann).await;
    assert_eq!(
        asked["question"],
        json!({"number": 1, "relationship": "wrote", "tally": [], "answered": 0})
    );
    for (person, answer) in [
        ("ann", "embed"),
        ("eve", "reference"),
        ("mallory", "reference"),
    ] {
        let socket = match person {
            "ann" => &mut ann,
            "eve" => &mut eve,
            _ => &mut mallory,
        };
        say(
            socket,
            json!({"type": "answer", "question": 1, "answer": answer}),
        )
        .await;
    }
    let mut tally = Value::Null;
    for _ in 0..4 {
        tally = hear(&mut owner).await["question"].clone();
    }
    assert_eq!(
        tally,
        json!({"number": 1, "relationship": "wrote", "answered": 3, "tally": [
            {"answer": "embed", "count": 1}, {"answer": "reference", "count": 2}]}),
        "a bar per answer, in the order they came"
    );
    // The others are told how many answered, not what, until the reveal:
    // a projected tally is the owner's to show.
    loop {
        let heard = hear(&mut eve).await;
        let question = &heard["question"];
        if heard["type"] != "workshop" || question.is_null() {
            continue;
        }
        assert_eq!(question["tally"], json!([]), "no tally before the reveal");
        if question["answered"] == 3 {
            break;
        }
    }
    say(
        &mut ann,
        json!({"type": "answer", "question": 1, "answer": "nest"}),
    )
    .await;
    loop {
        let heard = hear(&mut ann).await;
        if heard["type"] == "error" {
            assert_eq!(heard["code"], "bad_message");
            break;
        }
    }

    // The reveal is the advisor's own answer for the model now.
    say(&mut owner, json!({"type": "reveal"})).await;
    let revealed = loop {
        let heard = hear(&mut ann).await;
        if heard["question"]["reveal"].is_object() {
            // With the reveal, everyone sees the tally.
            assert_eq!(heard["question"]["tally"].as_array().map(Vec::len), Some(2));
            break heard["question"]["reveal"].clone();
        }
    };
    let snapshot = body_json(send_with(&state, get(&format!("/api/v1/sessions/{id}"))).await).await;
    let advice = nestlink::answer::analyze(
        &serde_json::from_value(snapshot["model"].clone()).expect("a model"),
    );
    let expected = &advice.relationships[0];
    assert_eq!(revealed["pattern"], expected.pattern.as_str());
    assert_eq!(revealed["rationale"], expected.rationale.as_str());
    // And in every other language, for each person to read in their own.
    let model = serde_json::from_value(snapshot["model"].clone()).expect("a model");
    let russian = nestlink::answer::analyze_in(&model, "ru");
    assert_eq!(
        revealed["rationales"]["ru"],
        russian.relationships[0].rationale.as_str()
    );
    assert_eq!(
        revealed["rationales"].as_object().map(serde_json::Map::len),
        Some(5)
    );
    // Answers after the reveal are not counted.
    say(
        &mut eve,
        json!({"type": "answer", "question": 1, "answer": "embed"}),
    )
    .await;
    loop {
        let heard = hear(&mut eve).await;
        if heard["type"] == "error" {
            break;
        }
    }
    say(&mut owner, json!({"type": "end_question"})).await;
    loop {
        let heard = hear(&mut ann).await;
        if heard["type"] == "workshop" && heard.get("question").is_none() {
            break;
        }
    }
}

#[tokio::test]
async fn a_session_nobody_was_in_for_30_days_is_archived_read_only_and_kept() {
    let dir = scratch_dir();
    let state = state_with(Store::open(None, &dir).expect("a store"), 30);
    let (idle, _) = started(&state).await;
    let (recent, _) = started(&state).await;
    let now = nestlink::store::now_seconds();
    let database =
        sqlx::SqlitePool::connect(&format!("sqlite://{}", dir.join("nestlink.db").display()))
            .await
            .expect("the database");
    for (id, days) in [(&idle, 31), (&recent, 29)] {
        sqlx::query("UPDATE live_sessions SET active_at = $1 WHERE id = $2")
            .bind(now - days * 24 * 60 * 60)
            .bind(id)
            .execute(&database)
            .await
            .expect("aged");
    }
    let snapshot =
        body_json(send_with(&state, get(&format!("/api/v1/sessions/{idle}"))).await).await;
    assert_eq!(snapshot["archived"], true);
    assert_eq!(snapshot["model"]["name"], "Blog", "kept whole");
    let snapshot =
        body_json(send_with(&state, get(&format!("/api/v1/sessions/{recent}"))).await).await;
    assert_eq!(snapshot.get("archived"), None, "29 days is not idle enough");

    let addr = serve(state).await;
    let mut ann = join(addr, &idle, "ann", 0).await;
    assert_eq!(hear(&mut ann).await["type"], "caught_up");
    assert_eq!(
        hear(&mut ann).await,
        json!({"type": "workshop", "locked": false, "following": false, "archived": true})
    );
    refused_because(&mut ann, 1, "archived").await;
    ann.close(None).await.expect("closed");

    // Still there, marked, and never made active again by a visit.
    let (archived_at, active_at): (Option<i64>, i64) =
        sqlx::query_as("SELECT archived_at, active_at FROM live_sessions WHERE id = $1")
            .bind(&idle)
            .fetch_one(&database)
            .await
            .expect("the row is kept");
    assert!(archived_at.is_some_and(|at| at >= now));
    assert_eq!(active_at, now - 31 * 24 * 60 * 60);

    // The recent one, visited, counts as used from now on.
    let mut bob = joined_fresh(addr, &recent, "bob").await;
    bob.close(None).await.expect("closed");
    let mut active = 0;
    for _ in 0..50 {
        active = sqlx::query_as::<_, (i64,)>("SELECT active_at FROM live_sessions WHERE id = $1")
            .bind(&recent)
            .fetch_one(&database)
            .await
            .expect("the row")
            .0;
        if active >= now {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(active >= now, "a visit is use");
}

/// The first message that `wanted` accepts, skipping the others.
async fn heard_until(socket: &mut Socket, wanted: impl Fn(&Value) -> bool) -> Value {
    loop {
        let heard = hear(socket).await;
        if wanted(&heard) {
            return heard;
        }
    }
}

/// Sends op `seq` (a rename) from `socket` and checks that it is refused,
/// for a reason that says `why`.
async fn refused_because(socket: &mut Socket, seq: u64, why: &str) {
    say(
        socket,
        json!({"type": "op", "seq": seq, "op": rename("Refused")}),
    )
    .await;
    let refused = heard_until(socket, |m| m["type"] == "refused").await;
    assert_eq!(refused["seq"], seq);
    let reason = refused["reason"].as_str().unwrap_or_default();
    assert!(reason.contains(why), "{reason}");
}

fn tally_of(workshop: &Value) -> Value {
    workshop["question"]["tally"].clone()
}

#[tokio::test]
async fn the_workshop_outlives_a_restart_of_the_server() {
    let dir = scratch_dir();
    let state = state_with(Store::open(None, &dir).expect("a store"), 30);
    let (id, key) = started(&state).await;
    let addr = serve(state).await;
    let mut owner = owner_joins(addr, &id, &key).await;
    let mut ann = joined_fresh(addr, &id, "ann").await;
    say(&mut owner, json!({"type": "lock"})).await;
    say(&mut owner, json!({"type": "ask", "relationship": "wrote"})).await;
    heard_until(&mut ann, |m| m["question"]["number"] == 1).await;
    say(
        &mut ann,
        json!({"type": "answer", "question": 1, "answer": "embed"}),
    )
    .await;
    heard_until(&mut owner, |m| {
        tally_of(m).as_array().is_some_and(|bars| !bars.is_empty())
    })
    .await;

    // Another server process on the same database: all of it is there.
    let again = state_with(Store::open(None, &dir).expect("the store again"), 30);
    let addr = serve(again).await;
    let mut bob = join(addr, &id, "bob", 0).await;
    let workshop = heard_until(&mut bob, |m| m["type"] == "workshop").await;
    assert_eq!(workshop["locked"], true);
    // An attendee is told how many answered; the tally is the owner's.
    assert_eq!(workshop["question"]["answered"], 1);
    assert_eq!(tally_of(&workshop), json!([]));
    refused_because(&mut bob, 1, "locked").await;
    let mut owner_again = owner_hello(addr, &id, &key, "owner-again").await;
    let workshop = heard_until(&mut owner_again, |m| m["type"] == "workshop").await;
    assert_eq!(
        tally_of(&workshop),
        json!([{"answer": "embed", "count": 1}])
    );
}

/// On one PostgreSQL database, the workshop the owner runs through one
/// server holds for the people on another: the lock refuses their ops,
/// and their answers reach the owner's tally.
#[tokio::test]
async fn the_workshop_holds_across_two_servers_on_one_postgresql() {
    let Some((one, two)) = two_servers_on_postgres() else {
        return;
    };
    let (id, key) = started(&one).await;
    let (first, second) = (serve(one).await, serve(two).await);
    let mut owner = owner_joins(first, &id, &key).await;
    let mut bob = joined_fresh(second, &id, "bob").await;

    say(&mut owner, json!({"type": "lock"})).await;
    heard_until(&mut bob, |m| m["locked"] == true).await;
    refused_because(&mut bob, 1, "locked").await;

    say(&mut owner, json!({"type": "ask", "relationship": "wrote"})).await;
    heard_until(&mut bob, |m| m["question"]["number"] == 1).await;
    say(
        &mut bob,
        json!({"type": "answer", "question": 1, "answer": "reference"}),
    )
    .await;
    let counted = heard_until(&mut owner, |m| {
        tally_of(m).as_array().is_some_and(|bars| !bars.is_empty())
    })
    .await;
    assert_eq!(
        tally_of(&counted),
        json!([{"answer": "reference", "count": 1}])
    );
    say(&mut owner, json!({"type": "unlock"})).await;
    heard_until(&mut bob, |m| {
        m["type"] == "workshop" && m["locked"] == false
    })
    .await;
    say(
        &mut bob,
        json!({"type": "op", "seq": 2, "op": rename("Bob's")}),
    )
    .await;
    let applied = heard_until(&mut owner, |m| m["type"] == "applied").await;
    assert_eq!(applied["op"], rename("Bob's"));
}

#[tokio::test]
async fn only_the_owner_replaces_the_whole_model() {
    let state = state_with(Store::open(None, &scratch_dir()).expect("a store"), 30);
    let (id, key) = started(&state).await;
    let addr = serve(state.clone()).await;
    let mut owner = owner_joins(addr, &id, &key).await;
    let mut ann = joined_fresh(addr, &id, "ann").await;
    let tiny = json!({"version": 1, "name": "Gone", "entities": [
        {"id": "x", "name": "X", "x": 0, "y": 0, "fields": []}], "relationships": []});

    // An attendee's raw replace is refused, with a reason, and nobody
    // else hears of it.
    say(
        &mut ann,
        json!({"type": "op", "seq": 1, "op": {"op": "replace", "model": tiny}}),
    )
    .await;
    let refused = hear(&mut ann).await;
    assert_eq!(refused["type"], "refused", "{refused}");
    assert_eq!(refused["seq"], 1);
    assert_eq!(refused["reason"], nestlink::live::OWNER_ONLY);
    quiet(&mut owner).await;
    let now = body_json(send_with(&state, get(&format!("/api/v1/sessions/{id}"))).await).await;
    assert_eq!(now["model"]["entities"].as_array().map(Vec::len), Some(2));

    // The owner's is applied for everyone.
    say(
        &mut owner,
        json!({"type": "op", "seq": 1, "op": {"op": "replace", "model": tiny}}),
    )
    .await;
    for socket in [&mut owner, &mut ann] {
        let applied = hear(socket).await;
        assert_eq!(applied["type"], "applied", "{applied}");
        assert_eq!(applied["op"]["op"], "replace");
    }
}

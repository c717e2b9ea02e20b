//! Every link the server acknowledged survives a crash: many concurrent
//! shares, the server killed with SIGKILL in the middle of them, restarted
//! on the same data, and every id that got a 201 reads back intact.

#![cfg(unix)]

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

use crate::common::process::{free_port, one_server_at_a_time, request, start_server};
use nestlink::http::extract::parse_model;
use serde_json::Value;

const CLIENTS: usize = 8;

fn model(client: usize, n: usize) -> String {
    serde_json::json!({
        "version": 1,
        "name": format!("Client {client} model {n}"),
        "entities": [{"id": "host", "name": "Host", "x": 0, "y": 0,
                      "fields": [{"name": "name", "type": "string"}]}],
        "relationships": [],
    })
    .to_string()
}

#[test]
fn acknowledged_links_survive_sigkill() {
    let _turn = one_server_at_a_time();
    let addr = format!("127.0.0.1:{}", free_port());
    let data_dir = crate::common::scratch_dir();
    // No limit on new links: every request here comes from one address.
    let env = [("NESTLINK_SHARE_LINKS_PER_MINUTE", "0")];
    let mut server = start_server(&addr, &data_dir, &env);

    let acknowledged = Arc::new(Mutex::new(Vec::<(String, String)>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let clients: Vec<_> = (0..CLIENTS)
        .map(|client| {
            let (addr, acknowledged, stop) = (addr.clone(), acknowledged.clone(), stop.clone());
            thread::spawn(move || {
                for n in 0.. {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let body = model(client, n);
                    let Some(response) = request(&addr, "POST", "/api/v1/models", Some(&body))
                    else {
                        continue; // the server is gone: this one was not acknowledged
                    };
                    // A response cut off by the kill was not acknowledged.
                    let created = (response.status == 201)
                        .then(|| serde_json::from_str::<Value>(&response.body).ok())
                        .flatten();
                    if let Some(id) = created.as_ref().and_then(|c| c["id"].as_str()) {
                        acknowledged
                            .lock()
                            .expect("not poisoned")
                            .push((id.to_owned(), body));
                    }
                }
            })
        })
        .collect();

    // Kill it while the shares are still coming in, once some got through.
    let started = Instant::now();
    while acknowledged.lock().expect("not poisoned").len() < 200 {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "fewer than 200 links in 60 s"
        );
        thread::sleep(Duration::from_millis(10));
    }
    server.kill().expect("SIGKILL is delivered");
    server.wait().expect("the killed server is reaped");
    thread::sleep(Duration::from_millis(200));
    stop.store(true, Ordering::Relaxed);
    for client in clients {
        client.join().expect("a client thread finished");
    }

    let mut server = start_server(&addr, &data_dir, &env);
    let acknowledged = acknowledged.lock().expect("not poisoned").clone();
    for (id, sent) in &acknowledged {
        let response = request(&addr, "GET", &format!("/api/v1/models/{id}"), None)
            .expect("the restarted server answers");
        assert_eq!(response.status, 200, "{id} was lost: {response:?}");
        let stored = parse_model(response.body.as_bytes()).expect("a valid model");
        assert_eq!(
            stored,
            parse_model(sent.as_bytes()).expect("valid"),
            "{id} changed"
        );
    }
    eprintln!(
        "{} acknowledged links all read back after SIGKILL",
        acknowledged.len()
    );
    let _ = server.kill();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&data_dir);
}

/// A live session's acknowledged ops survive a crash too: one person adds
/// fields as fast as the server applies them, the server is killed with
/// SIGKILL meanwhile, and after a restart every field whose op came back
/// applied is in the session's model, and the person, back with the
/// version they had, is caught up and told which of their ops were decided.
#[test]
fn acknowledged_live_ops_survive_sigkill() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::{connect_async, tungstenite::Message};

    let _turn = one_server_at_a_time();
    let addr = format!("127.0.0.1:{}", free_port());
    let data_dir = crate::common::scratch_dir();
    let env = [("NESTLINK_SHARE_LINKS_PER_MINUTE", "0")];
    let mut server = start_server(&addr, &data_dir, &env);
    let response =
        request(&addr, "POST", "/api/v1/sessions", Some(&model(0, 0))).expect("the server answers");
    let started: Value = serde_json::from_str(&response.body).expect("JSON");
    let id = started["id"].as_str().expect("a session").to_owned();

    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let url = format!("ws://{addr}/api/v1/sessions/{id}/live");
    let (mut socket, _) = runtime
        .block_on(connect_async(&url))
        .expect("the WebSocket opens");
    let hello = serde_json::json!({"type": "hello", "client": "ann", "version": 0});
    runtime
        .block_on(socket.send(Message::Text(hello.to_string().into())))
        .expect("sent");
    // One op at a time, each sent when the last came back applied, until
    // the server is killed under it.
    let mut acknowledged: Vec<String> = Vec::new();
    let mut seq = 0;
    let sent_next = |socket: &mut _, seq: &mut u64, again: bool| {
        if !again {
            *seq += 1;
        }
        let op = serde_json::json!({"type": "op", "seq": *seq, "op": {"op": "add_field",
            "entity": "host", "index": 0, "field": {"name": format!("f{seq}"), "type": "int"}}});
        runtime
            .block_on(SinkExt::send(socket, Message::Text(op.to_string().into())))
            .is_ok()
    };
    let mut killed = false;
    sent_next(&mut socket, &mut seq, false);
    loop {
        let next = runtime
            .block_on(async { tokio::time::timeout(Duration::from_secs(5), socket.next()).await });
        let Ok(Some(Ok(Message::Text(text)))) = next else {
            break; // the server is gone
        };
        let message: Value = serde_json::from_str(&text).expect("JSON");
        if message["type"] == "applied"
            && message["client"] == nestlink::live::public_id(&id, "ann")
        {
            let name = message["op"]["field"]["name"].as_str().expect("a field");
            acknowledged.push(name.to_owned());
            if acknowledged.len() == 150 && !killed {
                server.kill().expect("SIGKILL is delivered");
                killed = true;
            }
            if !sent_next(&mut socket, &mut seq, false) {
                break;
            }
        } else if message["code"] == "slow_down" {
            // Over the connection's rate: the op was not decided; again.
            thread::sleep(Duration::from_millis(100));
            if !sent_next(&mut socket, &mut seq, true) {
                break;
            }
        }
    }
    let _ = server.kill();
    server.wait().expect("the killed server is reaped");
    assert!(killed, "150 ops acknowledged before the kill");
    drop(socket);

    let mut server = start_server(&addr, &data_dir, &env);
    let response = request(&addr, "GET", &format!("/api/v1/sessions/{id}"), None)
        .expect("the restarted server answers");
    let snapshot: Value = serde_json::from_str(&response.body).expect("JSON");
    let fields: Vec<&str> = snapshot["model"]["entities"][0]["fields"]
        .as_array()
        .expect("fields")
        .iter()
        .filter_map(|field| field["name"].as_str())
        .collect();
    for name in &acknowledged {
        assert!(fields.contains(&name.as_str()), "{name} was lost");
    }
    let version = snapshot["version"].as_u64().expect("a version");
    assert!(version >= 150, "{version}");

    let (mut socket, _) = runtime
        .block_on(connect_async(&url))
        .expect("the WebSocket opens again");
    let hello = serde_json::json!({"type": "hello", "client": "ann", "version": 150});
    runtime
        .block_on(socket.send(Message::Text(hello.to_string().into())))
        .expect("sent");
    let mut caught_up = None;
    while caught_up.is_none() {
        let Some(Ok(Message::Text(text))) = runtime.block_on(socket.next()) else {
            panic!("the session answers the returning person");
        };
        let message: Value = serde_json::from_str(&text).expect("JSON");
        if message["type"] == "caught_up" {
            caught_up = Some(message);
        }
    }
    let caught_up = caught_up.expect("caught up");
    assert_eq!(caught_up["version"], version);
    assert_eq!(caught_up["decided"], version, "every decided op was ann's");
    eprintln!(
        "{} acknowledged live ops all kept after SIGKILL",
        acknowledged.len()
    );
    let _ = server.kill();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&data_dir);
}

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

use crate::common::process::{body_of, free_port, one_server_at_a_time, request, start_server};
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
                    let created = response
                        .starts_with("HTTP/1.1 201")
                        .then(|| serde_json::from_str::<Value>(body_of(&response)).ok())
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
        assert!(
            response.starts_with("HTTP/1.1 200"),
            "{id} was lost: {response}"
        );
        let stored = parse_model(body_of(&response).as_bytes()).expect("a valid model");
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

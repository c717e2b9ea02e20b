//! Helpers for tests that start the real server binary and talk to it over
//! loopback HTTP (reqwest's blocking client: these tests run on threads of
//! their own, outside any async runtime).

use std::{
    net::TcpListener,
    path::Path,
    process::{Child, Command, Stdio},
    sync::{Mutex, MutexGuard, OnceLock, PoisonError},
    thread::sleep,
    time::{Duration, Instant},
};

/// Tests that start the server binary hold this while it runs: they run
/// one at a time, so their servers never compete for the machine (their
/// start and stop have deadlines) while the other tests run beside them.
pub fn one_server_at_a_time() -> MutexGuard<'static, ()> {
    static SERVERS: Mutex<()> = Mutex::new(());
    // A test that failed while holding it leaves nothing behind to guard.
    SERVERS.lock().unwrap_or_else(PoisonError::into_inner)
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|addr| addr.port())
        .expect("the OS hands out a free port")
}

/// A response read by [`request`]: its status and its whole body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub body: String,
}

/// One request (with a JSON body when there is one), on a connection of
/// its own (none is kept for the next, so a server that was stopped and
/// started again is asked afresh); `None` when the server cannot be
/// reached or its answer is cut off.
pub fn request(addr: &str, method: &str, path: &str, body: Option<&str>) -> Option<Answer> {
    static CLIENT: OnceLock<Option<reqwest::blocking::Client>> = OnceLock::new();
    let client = CLIENT
        .get_or_init(|| {
            reqwest::blocking::Client::builder()
                .timeout(Duration::from_secs(10))
                .pool_max_idle_per_host(0)
                .build()
                .ok()
        })
        .as_ref()?;
    let method = reqwest::Method::from_bytes(method.as_bytes()).ok()?;
    let mut asked = client.request(method, format!("http://{addr}{path}"));
    if let Some(body) = body {
        asked = asked
            .header("content-type", "application/json")
            .body(body.to_owned());
    }
    let response = asked.send().ok()?;
    let status = response.status().as_u16();
    let body = response.text().ok()?;
    Some(Answer { status, body })
}

pub fn health_answers(addr: &str) -> bool {
    request(addr, "GET", "/api/health", None)
        .is_some_and(|a| a.status == 200 && a.body.contains(r#"{"status":"ok"}"#))
}

/// Starts the server binary on `addr` with its data in `data_dir` and waits
/// until it answers.
pub fn start_server(addr: &str, data_dir: &Path, env: &[(&str, &str)]) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nestlink"));
    command
        .env("NESTLINK_ADDR", addr)
        .env("NESTLINK_DATA_DIR", data_dir)
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    let server = command.spawn().expect("the server binary starts");
    let started = Instant::now();
    while !health_answers(addr) {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the server did not answer /api/health within 20 s"
        );
        sleep(Duration::from_millis(100));
    }
    server
}

//! Helpers for tests that start the real server binary and talk to it over
//! loopback TCP with plain HTTP/1.1.

use std::{
    io::{Read, Write},
    net::{TcpListener, TcpStream},
    path::Path,
    process::{Child, Command, Stdio},
    sync::{Mutex, MutexGuard, PoisonError},
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

/// One request on a fresh connection; the whole response, or `None` when
/// the server cannot be reached or stops answering.
pub fn request(addr: &str, method: &str, path: &str, body: Option<&str>) -> Option<String> {
    let mut stream = TcpStream::connect(addr).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .ok()?;
    let body = body.unwrap_or("");
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).ok()?;
    stream.write_all(body.as_bytes()).ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    (!response.is_empty()).then_some(response)
}

/// The body of a response read by [`request`].
pub fn body_of(response: &str) -> &str {
    response.split_once("\r\n\r\n").map_or("", |(_, body)| body)
}

pub fn health_answers(addr: &str) -> bool {
    request(addr, "GET", "/api/health", None)
        .is_some_and(|r| r.starts_with("HTTP/1.1 200") && r.contains(r#"{"status":"ok"}"#))
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

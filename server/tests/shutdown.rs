//! The real binary, started as `make run` starts it, shuts down cleanly on
//! SIGTERM: it stops listening, finishes, and exits with success.

#![cfg(unix)]

use std::{
    io::{Read, Write},
    net::{TcpListener, TcpStream},
    process::{Command, Stdio},
    thread::sleep,
    time::{Duration, Instant},
};

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|addr| addr.port())
        .expect("the OS hands out a free port")
}

fn health_answers(addr: &str) -> bool {
    let Ok(mut stream) = TcpStream::connect(addr) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    if stream
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .is_err()
    {
        return false;
    }
    let mut response = String::new();
    let _ = stream.read_to_string(&mut response);
    response.starts_with("HTTP/1.1 200") && response.contains(r#"{"status":"ok"}"#)
}

#[test]
fn sigterm_shuts_the_server_down_cleanly() {
    let addr = format!("127.0.0.1:{}", free_port());
    let data_dir =
        std::env::temp_dir().join(format!("nestlink-shutdown-test-{}", std::process::id()));
    let mut server = Command::new(env!("CARGO_BIN_EXE_nestlink"))
        .env("NESTLINK_ADDR", &addr)
        .env("NESTLINK_DATA_DIR", &data_dir)
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the server binary starts");

    let started = Instant::now();
    while !health_answers(&addr) {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the server did not answer /api/health within 20 s"
        );
        sleep(Duration::from_millis(100));
    }
    assert!(data_dir.is_dir(), "the data directory is created at start");

    let killed = Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());

    let stopping = Instant::now();
    let status = loop {
        if let Some(status) = server.try_wait().expect("the child can be waited on") {
            break status;
        }
        if stopping.elapsed() > Duration::from_secs(10) {
            let _ = server.kill();
            panic!("the server did not stop within 10 s of SIGTERM");
        }
        sleep(Duration::from_millis(50));
    };
    let output = server.wait_with_output().expect("the output is readable");
    let log = String::from_utf8_lossy(&output.stdout);
    assert!(status.success(), "exit status {status}; log:\n{log}");
    assert!(log.contains("shut down cleanly"), "log:\n{log}");
    assert!(!health_answers(&addr), "nothing listens after shutdown");
    let _ = std::fs::remove_dir_all(&data_dir);
}

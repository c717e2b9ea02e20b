//! The real binary, started as `make run` starts it, shuts down cleanly on
//! SIGTERM: it stops listening, finishes, and exits with success.

#![cfg(unix)]

use std::{
    process::Command,
    thread::sleep,
    time::{Duration, Instant},
};

use crate::common::process::{free_port, health_answers, one_server_at_a_time, start_server};

#[test]
fn sigterm_shuts_the_server_down_cleanly() {
    let _turn = one_server_at_a_time();
    let addr = format!("127.0.0.1:{}", free_port());
    let data_dir =
        std::env::temp_dir().join(format!("nestlink-shutdown-test-{}", std::process::id()));
    let mut server = start_server(&addr, &data_dir, &[]);
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

//! The real binary starts and serves the editor while its database is down:
//! only sharing answers 503, in the `api.md` error shape.

#![cfg(unix)]

use std::process::Child;

use serde_json::Value;

use crate::common::process::{free_port, one_server_at_a_time, request, start_server};

/// Stops the server however the test ends, so a failed assertion leaves no
/// process behind.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn the_server_starts_and_works_locally_while_the_database_is_down() {
    let _turn = one_server_at_a_time();
    let addr = format!("127.0.0.1:{}", free_port());
    let data_dir =
        std::env::temp_dir().join(format!("nestlink-storage-down-{}", std::process::id()));
    // Nothing listens on port 1.
    let _server = Running(start_server(
        &addr,
        &data_dir,
        &[("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")],
    ));

    let health = request(&addr, "GET", "/api/health", None).expect("health answers");
    assert_eq!(health.status, 200, "{health:?}");
    let editor = request(&addr, "GET", "/editor", None).expect("the editor answers");
    assert_eq!(editor.status, 200, "{editor:?}");
    let model = r#"{"version":1,"name":"Down","entities":[{"id":"a","name":"A","fields":[]}],"relationships":[]}"#;
    let analyzed =
        request(&addr, "POST", "/api/v1/analyze", Some(model)).expect("analysis answers");
    assert_eq!(analyzed.status, 200, "{analyzed:?}");

    let shared = request(&addr, "POST", "/api/v1/models", Some(model)).expect("sharing answers");
    assert_eq!(shared.status, 503, "{shared:?}");
    let body: Value = serde_json::from_str(&shared.body).expect("a JSON error");
    assert_eq!(body["error"]["code"], "storage_unavailable");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty())
    );

    let _ = std::fs::remove_dir_all(&data_dir);
}

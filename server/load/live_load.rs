//! `make live-load`: one server process (the release binary) holding many
//! WebSocket clients across several live sessions, each session's owner
//! making a steady stream of edits. Prints the fan-out latency, from an
//! edit sent to its arrival at every other client of the session
//! (p50/p95/p99/max), and every edit lost on the way. Figures, not a timed
//! test: it fails only when something is lost or a client cannot connect.
//!
//! Defaults are the issue's: 2,000 clients, 20 sessions, 5 edits a second
//! per owner, for 20 seconds; `LIVE_LOAD_CLIENTS`, `LIVE_LOAD_SESSIONS`,
//! `LIVE_LOAD_EDITS_PER_SECOND` and `LIVE_LOAD_SECONDS` change them.
//!
//! Each edit renames the session's model to `e<n>@<µs>`: the time it was
//! sent, on the clock every client here shares, so each arrival is timed
//! without any bookkeeping between the clients.

use std::{
    path::PathBuf,
    process::{Child, Command, ExitCode},
    sync::Arc,
    time::{Duration, Instant},
};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::{Barrier, Semaphore};
use tokio_tungstenite::{connect_async, tungstenite::Message};

/// Connections being opened at once (the server's accept queue is finite).
const OPENING_AT_ONCE: usize = 200;
/// How long a listener waits for the next edit before taking the rest as lost.
const DRAIN: Duration = Duration::from_secs(10);
/// The target for the fan-out's 95th percentile.
const TARGET_P95_MS: f64 = 150.0;

struct Settings {
    clients: usize,
    sessions: usize,
    edits_per_second: u64,
    seconds: u64,
}

impl Settings {
    fn from_env() -> Self {
        let read = |name: &str, default: u64| {
            std::env::var(name)
                .ok()
                .and_then(|value| value.parse().ok())
                .unwrap_or(default)
        };
        Self {
            clients: usize::try_from(read("LIVE_LOAD_CLIENTS", 2_000)).unwrap_or(2_000),
            sessions: usize::try_from(read("LIVE_LOAD_SESSIONS", 20))
                .unwrap_or(20)
                .max(1),
            edits_per_second: read("LIVE_LOAD_EDITS_PER_SECOND", 5).max(1),
            seconds: read("LIVE_LOAD_SECONDS", 20).max(1),
        }
    }

    fn edits(&self) -> u64 {
        self.edits_per_second * self.seconds
    }
}

/// What one listening client saw.
#[derive(Default)]
struct Heard {
    /// Microseconds from each edit's sending to its arrival here.
    latencies: Vec<u64>,
    received: u64,
    /// Error messages from the server, or a connection that broke.
    faults: Vec<String>,
}

/// The server under load, stopped when dropped.
struct Server {
    child: Child,
    data_dir: PathBuf,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

async fn start_server() -> Result<Server, String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let binary = root.join("target/release/nestlink");
    if !binary.exists() {
        return Err("no release build: run 'make release' first".to_owned());
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map_err(|error| format!("no free port: {error}"))?
        .port();
    let addr = format!("127.0.0.1:{port}");
    let data_dir = std::env::temp_dir().join(format!("nestlink-live-load-{}", std::process::id()));
    std::fs::create_dir_all(&data_dir).map_err(|error| error.to_string())?;
    let child = Command::new(binary)
        .args(["--addr", &addr, "--data-dir"])
        .arg(&data_dir)
        .current_dir(&root)
        // Every session is started from 127.0.0.1: no per-client limit here.
        .env("NESTLINK_SHARE_LINKS_PER_MINUTE", "0")
        .env("RUST_LOG", "warn")
        .spawn()
        .map_err(|error| format!("cannot start the server: {error}"))?;
    let server = Server {
        child,
        data_dir,
        addr,
    };
    for _ in 0..100 {
        if request(&server.addr, "/api/health", None)
            .await
            .is_some_and(|(status, _)| status == 200)
        {
            return Ok(server);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Err("the server did not answer within 10 s".to_owned())
}

/// One request (a JSON POST when there is a body, a GET otherwise): the
/// status and the body, or `None` when the server does not answer.
async fn request(addr: &str, path: &str, body: Option<String>) -> Option<(u16, String)> {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .ok()?;
    let url = format!("http://{addr}{path}");
    let asked = match body {
        Some(body) => client
            .post(url)
            .header("content-type", "application/json")
            .body(body),
        None => client.get(url),
    };
    let response = asked.send().await.ok()?;
    let status = response.status().as_u16();
    Some((status, response.text().await.ok()?))
}

async fn start_session(addr: &str, number: usize) -> Result<String, String> {
    let model = json!({"version": 1, "name": format!("Load {number}"), "entities": [
        {"id": "book", "name": "Book", "x": 0, "y": 0,
         "fields": [{"name": "title", "type": "string"}]}]});
    let (_, body) = request(addr, "/api/v1/sessions", Some(model.to_string()))
        .await
        .ok_or("no answer to starting a session")?;
    let started: Value = serde_json::from_str(&body).map_err(|error| format!("{error}: {body}"))?;
    started["id"]
        .as_str()
        .map(str::to_owned)
        .ok_or_else(|| format!("no session id in {body}"))
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Connects and says hello as `client`; returns once caught up.
async fn join(addr: &str, session: &str, client: &str) -> Result<Socket, String> {
    let url = format!("ws://{addr}/api/v1/sessions/{session}/live");
    let (mut socket, _) = connect_async(url)
        .await
        .map_err(|error| format!("{client} cannot connect: {error}"))?;
    let hello = json!({"type": "hello", "client": client, "version": 0});
    socket
        .send(Message::Text(hello.to_string().into()))
        .await
        .map_err(|error| error.to_string())?;
    while let Some(message) = socket.next().await {
        let message = message.map_err(|error| error.to_string())?;
        if let Message::Text(text) = message
            && text.contains("\"caught_up\"")
        {
            return Ok(socket);
        }
    }
    Err(format!("{client}: closed before catching up"))
}

/// A listener: joins, waits for everyone, then times each edit's arrival
/// until it has them all or the drain is over.
async fn listen(
    addr: Arc<str>,
    session: Arc<str>,
    client: String,
    opening: Arc<Semaphore>,
    ready: Arc<Barrier>,
    clock: Instant,
    expected: u64,
) -> Heard {
    let mut heard = Heard::default();
    let permit = opening.acquire().await;
    let joined = join(&addr, &session, &client).await;
    drop(permit);
    ready.wait().await;
    let mut socket = match joined {
        Ok(socket) => socket,
        Err(fault) => {
            heard.faults.push(fault);
            return heard;
        }
    };
    // Edits come every fraction of a second: a silence as long as the
    // drain means the rest are not coming.
    while heard.received < expected {
        let Ok(next) = tokio::time::timeout(DRAIN, socket.next()).await else {
            break;
        };
        let text = match next {
            Some(Ok(Message::Text(text))) => text,
            // Pings (answered by the client library) and the like.
            Some(Ok(_)) => continue,
            _ => {
                heard.faults.push(format!("{client}: the connection broke"));
                break;
            }
        };
        let arrived = clock.elapsed().as_micros();
        let Ok(down) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        match down["type"].as_str() {
            Some("applied") => {
                if let Some(sent) = down["op"]["name"]
                    .as_str()
                    .and_then(|name| name.split_once('@'))
                    .and_then(|(_, micros)| micros.parse::<u128>().ok())
                {
                    heard.received += 1;
                    heard
                        .latencies
                        .push(u64::try_from(arrived.saturating_sub(sent)).unwrap_or(u64::MAX));
                }
            }
            Some("error") => heard.faults.push(format!("{client}: {text}")),
            _ => {}
        }
    }
    heard
}

/// The owner: joins, waits for everyone, then edits at its pace and
/// waits for its own edits to come back applied.
async fn lead(
    addr: Arc<str>,
    session: Arc<str>,
    ready: Arc<Barrier>,
    clock: Instant,
    settings: (u64, u64),
) -> Result<(), String> {
    let (edits, per_second) = settings;
    let joined = join(&addr, &session, "owner").await;
    ready.wait().await;
    let socket = joined?;
    let (mut up, mut down) = socket.split();
    let confirmed = tokio::spawn(async move {
        let mut applied = 0;
        while applied < edits {
            match tokio::time::timeout(Duration::from_secs(30), down.next()).await {
                Ok(Some(Ok(Message::Text(text)))) if text.contains("\"applied\"") => applied += 1,
                Ok(Some(Ok(Message::Text(text)))) if text.contains("\"error\"") => {
                    return Err(format!("the owner was told: {text}"));
                }
                Ok(Some(Ok(_))) => {}
                _ => return Err(format!("the owner's edits stopped after {applied}")),
            }
        }
        Ok(())
    });
    let mut pace = tokio::time::interval(Duration::from_micros(1_000_000 / per_second));
    for seq in 1..=edits {
        pace.tick().await;
        let name = format!("e{seq}@{}", clock.elapsed().as_micros());
        let op = json!({"type": "op", "seq": seq, "op": {"op": "rename_model", "name": name}});
        up.send(Message::Text(op.to_string().into()))
            .await
            .map_err(|error| format!("the owner cannot send: {error}"))?;
    }
    confirmed.await.map_err(|error| error.to_string())?
}

fn percentile(sorted: &[u64], share: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    #[allow(
        clippy::cast_precision_loss,
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss
    )]
    let index = ((sorted.len() - 1) as f64 * share).round() as usize;
    #[allow(clippy::cast_precision_loss)]
    let micros = sorted[index.min(sorted.len() - 1)] as f64;
    micros / 1_000.0
}

fn resident_mib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}

#[tokio::main]
async fn main() -> ExitCode {
    let settings = Settings::from_env();
    let server = match start_server().await {
        Ok(server) => server,
        Err(error) => {
            eprintln!("live-load: {error}");
            return ExitCode::FAILURE;
        }
    };
    let addr: Arc<str> = Arc::from(server.addr.as_str());
    let mut sessions = Vec::new();
    for number in 0..settings.sessions {
        match start_session(&addr, number).await {
            Ok(id) => sessions.push(Arc::<str>::from(id)),
            Err(error) => {
                eprintln!("live-load: {error}");
                return ExitCode::FAILURE;
            }
        }
    }
    let clock = Instant::now();
    let listeners = settings.clients.saturating_sub(settings.sessions);
    let ready = Arc::new(Barrier::new(settings.clients.max(settings.sessions) + 1));
    let opening = Arc::new(Semaphore::new(OPENING_AT_ONCE));
    let edits = settings.edits();
    println!(
        "live-load: {} clients in {} sessions (an owner and {} listeners each), {} edits a second per owner for {} s",
        settings.clients,
        settings.sessions,
        listeners / settings.sessions,
        settings.edits_per_second,
        settings.seconds
    );
    let mut heard = Vec::new();
    for index in 0..listeners {
        let session = Arc::clone(&sessions[index % sessions.len()]);
        heard.push(tokio::spawn(listen(
            Arc::clone(&addr),
            session,
            format!("listener{index}"),
            Arc::clone(&opening),
            Arc::clone(&ready),
            clock,
            edits,
        )));
    }
    let mut owners = Vec::new();
    for session in &sessions {
        owners.push(tokio::spawn(lead(
            Arc::clone(&addr),
            Arc::clone(session),
            Arc::clone(&ready),
            clock,
            (edits, settings.edits_per_second),
        )));
    }
    ready.wait().await;
    let connected_at = clock.elapsed();
    let memory = resident_mib(server.child.id());
    println!(
        "connected: {} clients in {:.1} s; server resident memory {} MiB",
        settings.clients,
        connected_at.as_secs_f64(),
        memory.map_or_else(|| "?".to_owned(), |mib| mib.to_string())
    );
    let mut faults = Vec::new();
    for owner in owners {
        match owner.await {
            Ok(Ok(())) => {}
            Ok(Err(fault)) => faults.push(fault),
            Err(error) => faults.push(error.to_string()),
        }
    }
    let mut latencies = Vec::new();
    let mut received = 0;
    for listener in heard {
        match listener.await {
            Ok(one) => {
                received += one.received;
                latencies.extend(one.latencies);
                faults.extend(one.faults);
            }
            Err(error) => faults.push(error.to_string()),
        }
    }
    latencies.sort_unstable();
    let expected = edits * u64::try_from(listeners).unwrap_or(0);
    let lost = expected.saturating_sub(received);
    let p95 = percentile(&latencies, 0.95);
    println!(
        "fan-out: {received} of {expected} arrivals; lost {lost}; \
         p50 {:.1} ms, p95 {p95:.1} ms, p99 {:.1} ms, max {:.1} ms",
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.99),
        percentile(&latencies, 1.0),
    );
    println!(
        "target: p95 under {TARGET_P95_MS} ms and nothing lost: {}",
        if p95 < TARGET_P95_MS && lost == 0 && faults.is_empty() {
            "met"
        } else {
            "MISSED"
        }
    );
    for fault in faults.iter().take(10) {
        println!("fault: {fault}");
    }
    if faults.len() > 10 {
        println!("... and {} more faults", faults.len() - 10);
    }
    if lost == 0 && faults.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

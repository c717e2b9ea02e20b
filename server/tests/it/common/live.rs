//! Live sessions' test helpers: a session started, served on a free port,
//! and people joining it over real WebSockets.

use std::{net::SocketAddr, time::Duration};

use futures_util::{SinkExt, StreamExt};
use nestlink::{AppState, router};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async, tungstenite::Message};

use super::{body_json, send_with};

pub type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

pub fn start_request(model: &Value) -> axum::http::Request<axum::body::Body> {
    axum::http::Request::post("/api/v1/sessions")
        .header("content-type", "application/json")
        .body(axum::body::Body::from(model.to_string()))
        .expect("a request")
}

/// Starts a session of `library()`; its id.
pub async fn started(state: &AppState) -> String {
    let answer = body_json(send_with(state, start_request(&library())).await).await;
    answer["id"].as_str().expect("an id").to_owned()
}

pub fn library() -> Value {
    json!({"version": 1, "name": "Library", "entities": [
        {"id": "book", "name": "Book", "x": 0, "y": 0,
         "fields": [{"name": "title", "type": "string"}]}]})
}

/// Serves `state` on a free local port; returns its address.
pub async fn serve(state: AppState) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("a free port");
    let addr = listener.local_addr().expect("an address");
    let app = router(state).into_make_service_with_connect_info::<SocketAddr>();
    tokio::spawn(async move { axum::serve(listener, app).await });
    addr
}

pub async fn join(addr: SocketAddr, id: &str, client: &str, version: u64) -> Socket {
    let url = format!("ws://{addr}/api/v1/sessions/{id}/live");
    let (mut socket, _) = connect_async(url).await.expect("the WebSocket opens");
    say(
        &mut socket,
        json!({"type": "hello", "client": client, "version": version}),
    )
    .await;
    welcomed(&mut socket, id, client).await;
    socket
}

/// The answer to hello: the person's public id, never their client id.
pub async fn welcomed(socket: &mut Socket, id: &str, client: &str) {
    assert_eq!(
        hear(socket).await,
        json!({"type": "welcome", "you": shown(id, client)})
    );
}

/// How everyone in session `id` is shown `client`.
pub fn shown(id: &str, client: &str) -> String {
    let public = nestlink::live::public_id(id, client);
    assert!(!public.contains(client) && public.len() == 17, "{public}");
    public
}

pub async fn say(socket: &mut Socket, message: Value) {
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .expect("sent");
}

/// The next message from the server, as JSON.
pub async fn hear(socket: &mut Socket) -> Value {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(5), socket.next())
            .await
            .expect("a message within 5 s")
            .expect("the connection is open")
            .expect("a message");
        if let Message::Text(text) = message {
            return serde_json::from_str(&text).expect("JSON");
        }
    }
}

/// `join`, then the catch-up of a session nobody has changed yet and the
/// workshop as it starts (nothing locked, followed or asked).
pub async fn joined_fresh(addr: SocketAddr, id: &str, client: &str) -> Socket {
    let mut socket = join(addr, id, client, 0).await;
    assert_eq!(
        hear(&mut socket).await,
        json!({"type": "caught_up", "version": 0, "decided": 0})
    );
    assert_eq!(hear(&mut socket).await, fresh_workshop());
    socket
}

/// The workshop of a session whose owner did nothing yet.
pub fn fresh_workshop() -> Value {
    json!({"type": "workshop", "locked": false, "following": false})
}

pub fn rename(name: &str) -> Value {
    json!({"op": "rename_model", "name": name})
}

/// Two servers' states on the throwaway PostgreSQL (`make test` starts
/// one), as two server processes sharing a database; none without it.
pub fn two_servers_on_postgres() -> Option<(AppState, AppState)> {
    let url = super::postgres_url()?;
    let open = || {
        let store = nestlink::store::Store::open(Some(&url), &super::scratch_dir()).expect("opens");
        super::state_with(store, 30)
    };
    Some((open(), open()))
}

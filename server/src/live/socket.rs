//! One person's WebSocket in a live session. The first message says who
//! they are and which version they have; they get the ops they missed, then
//! every op as it is applied, and send their own. A message the server
//! cannot take is answered with an error and the connection stays open.

use std::{num::NonZeroU32, sync::Arc, time::Duration};

use app::{
    live::{Down, Up},
    wire::validate::is_valid_id,
};
use axum::extract::ws::{Message, WebSocket};
use governor::{DefaultDirectRateLimiter, Quota, RateLimiter};
use tokio::sync::broadcast::error::RecvError;

use super::{LiveHub, Room};

/// The largest message taken: a whole model fits, as in the HTTP API.
pub const MESSAGE_LIMIT_BYTES: usize = 1024 * 1024;

/// How long a new connection may take to say who it is.
const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// Ops per second one connection may send, and its burst (a paste of many
/// fields, a drag of many boxes).
const OPS_PER_SECOND: u32 = 30;
const OPS_BURST: u32 = 120;

/// Serves one connection until it closes.
pub async fn serve(mut socket: WebSocket, hub: Arc<LiveHub>, room: Arc<Room>) {
    let Some((client, version)) = hello(&mut socket).await else {
        return;
    };
    let mut joined = room.join(hub.store(), &client, version).await;
    for applied in joined.missed {
        if send(&mut socket, &Down::Applied(applied)).await.is_err() {
            return;
        }
    }
    let caught_up = Down::CaughtUp {
        version: joined.version,
        decided: joined.decided,
    };
    if send(&mut socket, &caught_up).await.is_err() {
        return;
    }
    let limiter: DefaultDirectRateLimiter = RateLimiter::direct(
        Quota::per_second(NonZeroU32::new(OPS_PER_SECOND).unwrap_or(NonZeroU32::MIN))
            .allow_burst(NonZeroU32::new(OPS_BURST).unwrap_or(NonZeroU32::MIN)),
    );
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { return };
                let Some(reply) = answer(&hub, &room, &client, &limiter, message).await else {
                    continue;
                };
                if send(&mut socket, &reply).await.is_err() {
                    return;
                }
            }
            applied = joined.applied.recv() => match applied {
                Ok(text) => {
                    if socket.send(Message::Text(text.as_ref().into())).await.is_err() {
                        return;
                    }
                }
                Err(RecvError::Lagged(_)) => {
                    let behind = error("fell_behind", "This connection fell behind the session; reconnect to catch up.");
                    let _ = send(&mut socket, &behind).await;
                    return;
                }
                Err(RecvError::Closed) => return,
            },
        }
    }
}

/// Waits for the first message, `hello`, and checks it.
async fn hello(socket: &mut WebSocket) -> Option<(String, u64)> {
    loop {
        let message = tokio::time::timeout(HELLO_WITHIN, socket.recv())
            .await
            .ok()??
            .ok()?;
        let reply = match read(&message) {
            Ok(Some(Up::Hello { client, version })) if is_valid_id(&client) => {
                return Some((client, version));
            }
            Ok(Some(Up::Hello { .. })) => error(
                "bad_message",
                "A client id is 1 to 64 letters, digits, '_' or '-'.",
            ),
            Ok(Some(Up::Op { .. })) => error(
                "bad_message",
                "Say hello first: {\"type\": \"hello\", \"client\": ..., \"version\": ...}.",
            ),
            Ok(None) => continue,
            Err((code, message)) => error(code, &message),
        };
        send(socket, &reply).await.ok()?;
    }
}

/// The reply to one message after the hello, if it needs one.
async fn answer(
    hub: &LiveHub,
    room: &Room,
    client: &str,
    limiter: &DefaultDirectRateLimiter,
    message: Message,
) -> Option<Down> {
    let up = match read(&message) {
        Ok(Some(up)) => up,
        Ok(None) => return None,
        Err((code, message)) => return Some(error(code, &message)),
    };
    match up {
        Up::Hello { .. } => Some(error(
            "bad_message",
            "This connection already said hello; open a new one to change who you are.",
        )),
        Up::Op { seq, op } => {
            if limiter.check().is_err() {
                return Some(error(
                    "slow_down",
                    "Too many ops at once on this connection. Nothing was lost: send the waiting ops again in a second.",
                ));
            }
            match room.submit(hub.store(), client, seq, op).await {
                Ok(refused) => refused,
                Err(failure) => {
                    tracing::error!("a live op could not be kept: {failure}");
                    Some(error(
                        "storage_unavailable",
                        "The session cannot be saved right now. Your edits wait in your browser; they are sent again when you reconnect.",
                    ))
                }
            }
        }
    }
}

/// A text message read as `Up`; `None` for messages that carry none
/// (pings, pongs); for anything else, the error's code and message.
fn read(message: &Message) -> Result<Option<Up>, (&'static str, String)> {
    let text = match message {
        Message::Text(text) => text.as_str(),
        Message::Binary(_) => {
            return Err((
                "bad_message",
                "Messages are JSON text, not binary.".to_owned(),
            ));
        }
        Message::Ping(_) | Message::Pong(_) | Message::Close(_) => return Ok(None),
    };
    if text.len() > MESSAGE_LIMIT_BYTES {
        return Err((
            "too_large",
            "A message is at most 1 MiB; send a large change as several ops.".to_owned(),
        ));
    }
    serde_json::from_str(text).map(Some).map_err(|failure| {
        (
            "bad_message",
            format!(
                "This message is not one the session knows ({failure}); the messages are hello and op."
            ),
        )
    })
}

fn error(code: &str, message: &str) -> Down {
    Down::Error {
        code: code.to_owned(),
        message: message.to_owned(),
    }
}

async fn send(socket: &mut WebSocket, down: &Down) -> Result<(), axum::Error> {
    let text = serde_json::to_string(down).unwrap_or_default();
    socket.send(Message::Text(text.into())).await
}

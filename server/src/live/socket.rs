//! One person's WebSocket in a live session. The first message says who
//! they are and which version they have; they get the ops they missed, then
//! every op as it is applied, and send their own. A message the server
//! cannot take is answered with an error and the connection stays open.
//!
//! The conversation is written against any [`Duplex`] (a stream of
//! messages in, a sink of messages out): the server passes axum's
//! `WebSocket`, and the unit tests below a pair of channels, so the loop is
//! tested without a network.

use std::{
    num::NonZeroU32,
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

use axum::extract::ws::Message;
use futures_util::{Sink, SinkExt, Stream, StreamExt};
use governor::{DefaultDirectRateLimiter, Quota, RateLimiter};
use nestlink_core::{
    live::{Down, OwnerAction, Up},
    wire::validate::is_valid_id,
};
use tokio::sync::broadcast::error::RecvError;

use super::{LiveHub, Room, Sender, people::Unchanged};

/// The largest message taken: a whole model fits, as in the HTTP API.
pub const MESSAGE_LIMIT_BYTES: usize = 1024 * 1024;

/// How long a new connection may take to say who it is.
const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// Ops per second one connection may send, and its burst (a paste of many
/// fields, a drag of many boxes).
const OPS_PER_SECOND: u32 = 30;
const OPS_BURST: u32 = 120;

/// Presence messages per second one connection may send (pointer moves),
/// and its burst; past it they are dropped: the next one says it all.
const PRESENCE_PER_SECOND: u32 = 20;
const PRESENCE_BURST: u32 = 40;

/// Numbers each connection, to tell a person's newer connection from an
/// older one still closing.
static CONNECTIONS: AtomicU64 = AtomicU64::new(1);

/// How often a quiet connection is pinged, and how long without a word
/// (a pong included) before it is taken for gone: a laptop closed or a
/// network dropped leaves no close behind, and its person would stay
/// listed.
const PING_EVERY: Duration = Duration::from_secs(20);
const SILENT_AT_MOST: Duration = Duration::from_secs(60);

/// A connection's two directions, as axum's `WebSocket` has them.
pub trait Duplex:
    Stream<Item = Result<Message, axum::Error>> + Sink<Message, Error = axum::Error> + Unpin
{
}

impl<S> Duplex for S where
    S: Stream<Item = Result<Message, axum::Error>> + Sink<Message, Error = axum::Error> + Unpin
{
}

/// Serves one connection to session `id` until it closes.
pub async fn serve(socket: impl Duplex, hub: Arc<LiveHub>, id: String) {
    let Ok(room) = hub.enter(&id).await else {
        return;
    };
    let mut leaving = Leaving {
        hub,
        room,
        connection: CONNECTIONS.fetch_add(1, Ordering::Relaxed),
        client: None,
    };
    let (hub, room) = (Arc::clone(&leaving.hub), Arc::clone(&leaving.room));
    leaving.client = talk(socket, &hub, &room, leaving.connection).await;
}

/// A connection's leaving, however its conversation ended (a panic too):
/// its person leaves, and the room closes if it was the last.
struct Leaving {
    hub: Arc<LiveHub>,
    room: Arc<Room>,
    connection: u64,
    client: Option<String>,
}

impl Drop for Leaving {
    fn drop(&mut self) {
        let (hub, room, client) = (
            Arc::clone(&self.hub),
            Arc::clone(&self.room),
            self.client.take(),
        );
        let connection = self.connection;
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        runtime.spawn(async move {
            if let Some(client) = client {
                room.gone(&client, connection).await;
            }
            hub.leave(&room).await;
        });
    }
}

/// The conversation; returns who it was with, once they said hello.
async fn talk(
    mut socket: impl Duplex,
    hub: &LiveHub,
    room: &Room,
    connection: u64,
) -> Option<String> {
    let (client, version, owner_key) = hello(&mut socket).await?;
    let welcome = Down::Welcome {
        you: room.public_id(&client),
    };
    send(&mut socket, &welcome).await.ok()?;
    let owner = owner_key
        .as_deref()
        .is_some_and(|key| room.is_owner_key(key));
    if owner_key.is_some() && !owner {
        let wrong = error(
            "not_owner",
            "That owner key is not this session's: you joined as a participant.",
        );
        send(&mut socket, &wrong).await.ok()?;
    }
    let sender = Sender {
        client: &client,
        owner,
    };
    let joined = room.join(hub.store(), &client, version).await;
    let caught_up = Down::CaughtUp {
        version: joined.version,
        decided: joined.decided,
    };
    let catch_up = joined
        .missed
        .iter()
        .map(|applied| Down::Applied(room.shown(applied)))
        .chain([
            caught_up,
            Down::Workshop(if owner {
                joined.workshop
            } else {
                joined.workshop.for_attendees()
            }),
        ])
        .chain(joined.peers.into_iter().map(Down::Peer));
    for down in catch_up {
        send(&mut socket, &down).await.ok()?;
    }
    let mut applied = joined.applied;
    let limits = Limits {
        ops: limiter(OPS_PER_SECOND, OPS_BURST),
        presence: limiter(PRESENCE_PER_SECOND, PRESENCE_BURST),
    };
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + PING_EVERY, PING_EVERY);
    let mut last_heard = tokio::time::Instant::now();
    loop {
        tokio::select! {
            _ = ping.tick() => {
                if last_heard.elapsed() > SILENT_AT_MOST
                    || socket.send(Message::Ping(Vec::new().into())).await.is_err()
                {
                    return Some(client);
                }
            }
            incoming = socket.next() => {
                let message = match incoming {
                    Some(Ok(message)) => message,
                    Some(Err(failure)) if too_long(&failure) => {
                        refuse_too_large(&mut socket).await;
                        return Some(client);
                    }
                    _ => return Some(client),
                };
                last_heard = tokio::time::Instant::now();
                let Some(reply) = answer(hub, room, (sender, connection), &limits, message).await else {
                    continue;
                };
                if send(&mut socket, &reply).await.is_err() {
                    return Some(client);
                }
            }
            heard = applied.recv() => match heard {
                Ok((audience, text)) => {
                    if audience.includes(sender.owner)
                        && socket.send(Message::Text(text.as_ref().into())).await.is_err()
                    {
                        return Some(client);
                    }
                }
                Err(RecvError::Lagged(_)) => {
                    let behind = error("fell_behind", "This connection fell behind the session; reconnect to catch up.");
                    let _ = send(&mut socket, &behind).await;
                    return Some(client);
                }
                Err(RecvError::Closed) => return Some(client),
            },
        }
    }
}

/// Whether reading failed because a message was past the socket's bound
/// (the WebSocket library stops reading it there, and says so in words).
fn too_long(failure: &axum::Error) -> bool {
    let said = failure.to_string();
    said.contains("too long") || said.contains("Space limit")
}

/// A message past the socket's bound could not be read at all: the sender
/// is told why, in the protocol's words, and the connection is closed as
/// RFC 6455 says (1009, message too big), rather than dropped.
async fn refuse_too_large(socket: &mut impl Duplex) {
    let told = error(
        "too_large",
        "A message is at most 1 MiB; send a large change as several ops.",
    );
    let _ = send(socket, &told).await;
    let close = axum::extract::ws::CloseFrame {
        code: axum::extract::ws::close_code::SIZE,
        reason: "too_large".into(),
    };
    let _ = socket.send(Message::Close(Some(close))).await;
}

/// One connection's rates.
struct Limits {
    ops: DefaultDirectRateLimiter,
    presence: DefaultDirectRateLimiter,
}

fn limiter(per_second: u32, burst: u32) -> DefaultDirectRateLimiter {
    RateLimiter::direct(
        Quota::per_second(NonZeroU32::new(per_second).unwrap_or(NonZeroU32::MIN))
            .allow_burst(NonZeroU32::new(burst).unwrap_or(NonZeroU32::MIN)),
    )
}

/// Waits for the first message, `hello`, and checks it.
async fn hello(socket: &mut impl Duplex) -> Option<(String, u64, Option<String>)> {
    loop {
        let message = tokio::time::timeout(HELLO_WITHIN, socket.next())
            .await
            .ok()??
            .ok()?;
        let reply = match read(&message) {
            Ok(Some(Up::Hello {
                client,
                version,
                owner_key,
            })) if is_valid_id(&client) => {
                return Some((client, version, owner_key));
            }
            Ok(Some(Up::Hello { .. })) => error(
                "bad_message",
                "A client id is 1 to 64 letters, digits, '_' or '-'.",
            ),
            Ok(Some(_)) => error(
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
    (sender, connection): (Sender<'_>, u64),
    limits: &Limits,
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
            if limits.ops.check().is_err() {
                return Some(error(
                    "slow_down",
                    "Too many ops at once on this connection. Nothing was lost: send the waiting ops again in a second.",
                ));
            }
            match room.submit(hub.store(), sender, seq, op).await {
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
        Up::Presence(presence) => {
            if limits.presence.check().is_ok() {
                room.present(sender, connection, presence).await;
            }
            None
        }
        Up::Answer { question, answer } => {
            if limits.ops.check().is_err() {
                return Some(error(
                    "slow_down",
                    "Too many answers at once on this connection; the last one counts, send it again in a second.",
                ));
            }
            room.answer(hub.store(), sender.client, question, &answer)
                .await
                .err()
                .map(unchanged)
        }
        owner_only => {
            if !sender.owner {
                return Some(error(
                    "not_owner",
                    "Only the session's owner (who started it, with its owner key) can lock, lead or ask questions.",
                ));
            }
            let action = match owner_only {
                Up::Lock => OwnerAction::Lock,
                Up::Unlock => OwnerAction::Unlock,
                Up::Follow { on } => OwnerAction::Follow(on),
                Up::Ask { relationship } => OwnerAction::Ask(relationship),
                Up::Reveal => match room.reveal().await {
                    Ok(action) => action,
                    Err(message) => return Some(error("bad_message", &message)),
                },
                Up::EndQuestion => OwnerAction::EndQuestion,
                Up::Hello { .. } | Up::Op { .. } | Up::Presence(_) | Up::Answer { .. } => {
                    return None;
                }
            };
            room.act(hub.store(), action).await.err().map(unchanged)
        }
    }
}

/// What a sender is told of a workshop change not made.
fn unchanged(why: Unchanged) -> Down {
    match why {
        Unchanged::Refused(message) => error("bad_message", &message),
        Unchanged::Unavailable => error(
            "storage_unavailable",
            "The session cannot be saved right now; try again in a moment.",
        ),
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
                "This message is not one the session knows ({failure}); the messages are hello, op, presence and answer (and lock, unlock, follow, ask, reveal and end_question for the owner)."
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

async fn send(socket: &mut impl Duplex, down: &Down) -> Result<(), axum::Error> {
    let text = serde_json::to_string(down).unwrap_or_default();
    socket.send(Message::Text(text.into())).await
}

#[cfg(test)]
mod tests;

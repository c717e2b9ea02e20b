//! The conversation over a pair of channels instead of a network: what a
//! browser says, what it is told, and when the connection ends.

use std::{
    pin::Pin,
    sync::Arc,
    task::{Context, Poll},
    time::Duration,
};

use axum::extract::ws::{Message, close_code};
use futures_util::{Sink, Stream};
use nestlink_core::{
    live::{Down, Op},
    wire::model::Model,
};
use serde_json::{Value, json};
use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use super::serve;
use crate::{live::LiveHub, store::Store};

/// The server's side: what the browser sends comes in, what the server
/// sends goes out to the browser's side.
struct ServerEnd {
    incoming: UnboundedReceiver<Result<Message, axum::Error>>,
    outgoing: UnboundedSender<Message>,
}

impl Stream for ServerEnd {
    type Item = Result<Message, axum::Error>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        self.incoming.poll_recv(cx)
    }
}

impl Sink<Message> for ServerEnd {
    type Error = axum::Error;

    fn poll_ready(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        Poll::Ready(Ok(()))
    }

    fn start_send(self: Pin<&mut Self>, message: Message) -> Result<(), Self::Error> {
        self.outgoing.send(message).map_err(axum::Error::new)
    }

    fn poll_flush(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        Poll::Ready(Ok(()))
    }

    fn poll_close(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        Poll::Ready(Ok(()))
    }
}

/// The browser's side of one connection, and the server's task serving it.
struct Browser {
    says: UnboundedSender<Result<Message, axum::Error>>,
    hears: UnboundedReceiver<Message>,
    served: tokio::task::JoinHandle<()>,
}

impl Browser {
    fn connect(hub: &Arc<LiveHub>, session: &str) -> Self {
        let (says, incoming) = unbounded_channel();
        let (outgoing, hears) = unbounded_channel();
        let socket = ServerEnd { incoming, outgoing };
        let served = tokio::spawn(serve(socket, Arc::clone(hub), session.to_owned()));
        Self {
            says,
            hears,
            served,
        }
    }

    fn say(&self, message: Message) {
        self.says
            .send(Ok(message))
            .expect("the server is listening");
    }

    fn say_json(&self, value: &Value) {
        self.say(Message::Text(value.to_string().into()));
    }

    /// The next frame the server sends (pings skipped).
    async fn next_frame(&mut self) -> Option<Message> {
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(5), self.hears.recv())
                .await
                .expect("the server answers within 5 s");
            if !matches!(frame, Some(Message::Ping(_))) {
                return frame;
            }
        }
    }

    /// The next message the server sends.
    async fn hear(&mut self) -> Down {
        match self.next_frame().await {
            Some(Message::Text(text)) => {
                Down::from_json(text.as_str()).unwrap_or_else(|| panic!("a message: {text}"))
            }
            other => panic!("a text frame, not {other:?}"),
        }
    }

    /// Messages until one `wanted` picks out (the others are passed over).
    async fn hear_until<T>(&mut self, wanted: impl Fn(Down) -> Option<T>) -> T {
        for _ in 0..20 {
            if let Some(found) = wanted(self.hear().await) {
                return found;
            }
        }
        panic!("not heard within 20 messages")
    }

    /// An error's code, the next message being one.
    async fn hear_error(&mut self) -> String {
        match self.hear().await {
            Down::Error { code, .. } => code,
            other => panic!("an error, not {other:?}"),
        }
    }

    /// Says hello as `client` and reads up to the end of the catch-up;
    /// returns the public id the server gave.
    async fn join(&mut self, client: &str, owner_key: Option<&str>) -> String {
        self.say_json(&json!({"type": "hello", "client": client, "version": 0,
                              "owner_key": owner_key}));
        let Down::Welcome { you } = self.hear().await else {
            panic!("welcome comes first");
        };
        self.hear_until(|down| matches!(down, Down::Workshop(_)).then_some(()))
            .await;
        you
    }

    /// The server's task ended (within 5 s).
    async fn ended(self) -> bool {
        tokio::time::timeout(Duration::from_secs(5), self.served)
            .await
            .is_ok_and(|joined| joined.is_ok())
    }
}

/// A hub on a throwaway SQLite store, with one session of one entity;
/// returns the hub, the session and its owner key.
async fn session() -> (Arc<LiveHub>, String, String) {
    let dir = std::env::temp_dir().join(format!(
        "nestlink-socket-{}-{}",
        std::process::id(),
        crate::store::random_u64()
    ));
    std::fs::create_dir_all(&dir).expect("the temp dir is writable");
    let store = Store::open(None, &dir).expect("a SQLite store opens");
    let hub = Arc::new(LiveHub::new(store));
    let model: Model = serde_json::from_value(json!({"version": 1, "name": "Library",
        "entities": [{"id": "book", "name": "Book", "x": 0, "y": 0,
                      "fields": [{"name": "title", "type": "string"}]}]}))
    .expect("a model");
    let started = hub.start(&model).await.expect("a session starts");
    (hub, started.id, started.owner_key)
}

fn rename(seq: u64, name: &str) -> Value {
    json!({"type": "op", "seq": seq, "op": {"op": "rename_model", "name": name}})
}

#[tokio::test]
async fn hello_is_welcomed_with_a_public_id_then_the_catch_up() {
    let (hub, id, _) = session().await;
    let mut browser = Browser::connect(&hub, &id);
    browser.say_json(&json!({"type": "hello", "client": "ann-secret", "version": 0}));
    let Down::Welcome { you } = browser.hear().await else {
        panic!("welcome comes first");
    };
    assert!(!you.is_empty() && !you.contains("ann-secret"), "{you}");
    assert_eq!(
        browser.hear().await,
        Down::CaughtUp {
            version: 0,
            decided: 0
        }
    );
    assert!(matches!(browser.hear().await, Down::Workshop(_)));
}

#[tokio::test]
async fn an_op_comes_back_applied_under_the_public_id_and_reaches_the_others() {
    let (hub, id, _) = session().await;
    let mut ann = Browser::connect(&hub, &id);
    let mut bob = Browser::connect(&hub, &id);
    let ann_public = ann.join("ann", None).await;
    bob.join("bob", None).await;
    ann.say_json(&rename(1, "Shop"));
    for browser in [&mut ann, &mut bob] {
        let applied = browser
            .hear_until(|down| match down {
                Down::Applied(applied) => Some(applied),
                _ => None,
            })
            .await;
        assert_eq!((applied.version, applied.seq), (1, 1));
        assert_eq!(applied.client, ann_public);
        assert_eq!(
            applied.op,
            Op::RenameModel {
                name: "Shop".into()
            }
        );
    }
    assert_eq!(
        hub.room(&id).await.expect("open").snapshot().await.0.name,
        "Shop"
    );
}

#[tokio::test]
async fn what_cannot_be_read_is_answered_and_the_connection_stays() {
    let (hub, id, _) = session().await;
    let mut browser = Browser::connect(&hub, &id);
    // Before hello, only hello is taken.
    browser.say_json(&rename(1, "Early"));
    assert_eq!(browser.hear_error().await, "bad_message");
    browser.say_json(&json!({"type": "hello", "client": "<script>", "version": 0}));
    assert_eq!(browser.hear_error().await, "bad_message");
    browser.join("ann", None).await;
    browser.say(Message::Binary(vec![1, 2, 3].into()));
    assert_eq!(browser.hear_error().await, "bad_message");
    browser.say(Message::Text("{not json".into()));
    assert_eq!(browser.hear_error().await, "bad_message");
    browser.say_json(&json!({"type": "hello", "client": "bob", "version": 0}));
    assert_eq!(browser.hear_error().await, "bad_message");
    // An op breaking the model's rules is refused to its sender alone.
    browser.say_json(&json!({"type": "op", "seq": 1, "op":
        {"op": "set_entity", "id": "book", "key": "name", "value": ""}}));
    assert!(
        matches!(browser.hear().await, Down::Refused { seq: 1, .. }),
        "an entity's empty name is refused"
    );
    // And the connection still works.
    browser.say_json(&rename(2, "Shop"));
    let applied = browser
        .hear_until(|down| match down {
            Down::Applied(applied) => Some(applied),
            _ => None,
        })
        .await;
    assert_eq!(applied.seq, 2);
}

#[tokio::test]
async fn only_the_owner_key_makes_an_owner() {
    let (hub, id, owner_key) = session().await;
    let mut attendee = Browser::connect(&hub, &id);
    attendee.join("ann", None).await;
    attendee.say_json(&json!({"type": "lock"}));
    assert_eq!(attendee.hear_error().await, "not_owner");

    let mut pretender = Browser::connect(&hub, &id);
    pretender.say_json(&json!({"type": "hello", "client": "eve", "version": 0,
                               "owner_key": "AAAAAAAAAAAAAAAAAAAAAA"}));
    assert!(matches!(pretender.hear().await, Down::Welcome { .. }));
    assert_eq!(pretender.hear_error().await, "not_owner");

    let mut owner = Browser::connect(&hub, &id);
    owner.join("olive", Some(&owner_key)).await;
    owner.say_json(&json!({"type": "lock"}));
    let locked = attendee
        .hear_until(|down| match down {
            Down::Workshop(workshop) => Some(workshop.locked),
            _ => None,
        })
        .await;
    assert!(locked, "the owner's lock reaches the attendee");
    attendee.say_json(&rename(1, "Mine"));
    assert!(matches!(
        attendee
            .hear_until(|down| match down {
                refused @ Down::Refused { .. } => Some(refused),
                _ => None,
            })
            .await,
        Down::Refused { seq: 1, .. }
    ));
}

#[tokio::test]
async fn a_message_past_the_bound_is_refused_as_too_large_and_closed_with_1009() {
    let (hub, id, _) = session().await;
    let mut browser = Browser::connect(&hub, &id);
    browser.join("ann", None).await;
    // What the WebSocket library reports when a message passes its bound.
    let failure =
        std::io::Error::other("Space limit exceeded: Message too long: 3145728 > 2097152");
    browser
        .says
        .send(Err(axum::Error::new(failure)))
        .expect("the server is listening");
    assert_eq!(browser.hear_error().await, "too_large");
    match browser.next_frame().await {
        Some(Message::Close(Some(frame))) => {
            assert_eq!(frame.code, close_code::SIZE);
            assert_eq!(frame.reason.as_str(), "too_large");
        }
        other => panic!("a close frame, not {other:?}"),
    }
    assert!(browser.ended().await, "the conversation ends");
}

#[tokio::test]
async fn a_browser_that_goes_away_ends_the_conversation_and_leaves_the_room() {
    let (hub, id, _) = session().await;
    let mut ann = Browser::connect(&hub, &id);
    let mut bob = Browser::connect(&hub, &id);
    let ann_public = ann.join("ann", None).await;
    bob.join("bob", None).await;
    // Only someone who said who they are is listed, and so leaves.
    ann.say_json(&json!({"type": "presence", "name": "Ann"}));
    let listed = bob
        .hear_until(|down| match down {
            Down::Peer(peer) => Some(peer.client),
            _ => None,
        })
        .await;
    assert_eq!(listed, ann_public);
    let Browser {
        says,
        hears,
        served,
    } = ann;
    drop(says);
    drop(hears);
    tokio::time::timeout(Duration::from_secs(5), served)
        .await
        .expect("the conversation ends")
        .expect("without a panic");
    let left = bob
        .hear_until(|down| match down {
            Down::Left { client } => Some(client),
            _ => None,
        })
        .await;
    assert_eq!(left, ann_public);
}

#[tokio::test]
async fn an_unknown_session_is_not_served() {
    let (hub, _, _) = session().await;
    let browser = Browser::connect(&hub, "AAAAAAAAAAAAAAAAAAAAAA");
    assert!(browser.ended().await, "nothing to serve");
}

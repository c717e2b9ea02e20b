//! The messages of a live session's WebSocket, as JSON text frames.

use serde::de::value::MapAccessDeserializer;
use serde::de::{Error, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

use super::op::Op;
use super::presence::{Peer, Presence};
use super::session::Applied;
use super::workshop::Workshop;
use crate::wire::model::Model;

/// From a person's browser to the server.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Up {
    /// The first message: who this is (an id the browser keeps for the
    /// session, so ops sent again after a reconnect are known), and the
    /// version of the model it has.
    /// The owner says so with the session's owner key.
    Hello {
        client: String,
        version: u64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        owner_key: Option<String>,
    },
    /// One op, under the client's next number.
    Op {
        seq: u64,
        op: Op,
    },
    /// Who this is and what they are looking at, each time it changes.
    Presence(Presence),
    /// An answer to the live question `question` (its number): `embed`,
    /// `reference`, or a pattern's id.
    Answer {
        question: u32,
        answer: String,
    },
    /// The owner's actions (refused with `not_owner` from anyone else):
    /// only the owner edits while locked.
    Lock,
    Unlock,
    /// Everyone's canvas follows the owner's view and selection, or not.
    Follow {
        on: bool,
    },
    /// Asks everyone which pattern fits a relationship.
    Ask {
        relationship: String,
    },
    /// Shows everyone the advisor's answer to the question.
    Reveal,
    /// Takes the question away.
    EndQuestion,
}

/// From the server to a person's browser. Read with its tag (`"type"`)
/// first, as the server writes it (see [`Down::from_json`]).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Down {
    /// An op the session applied, anyone's, in the session's order.
    Applied(Applied),
    /// One of this client's ops could not be applied; nobody else saw it.
    Refused { seq: u64, reason: String },
    /// Every op after the version the client said it had has been sent;
    /// `decided` is the last of the client's numbers the server decided.
    CaughtUp { version: u64, decided: u64 },
    /// The answer to hello, before anything else: how everyone, this
    /// person included, is shown this person's ops and presence (the
    /// `client` of an applied op, a `peer` or `left`). Never the client id
    /// itself, which would let anyone send ops in their name.
    Welcome { you: String },
    /// A message the server could not take; the connection stays open.
    /// `code` says what to do: `bad_message` (fix it), `too_large`,
    /// `slow_down` (send the waiting ops again a moment later), `not_owner`
    /// (only the owner key's holder may do that).
    Error { code: String, message: String },
    /// Someone's presence, new or changed (one's own included).
    Peer(Peer),
    /// Someone left.
    Left { client: String },
    /// The workshop as it is now: sent on joining and at each change.
    Workshop(Workshop),
}

// The frames are read and written here, not where they are used, so the
// JSON code for them is made once, in this crate, for the browser's WASM
// and the server alike.
impl Up {
    /// The frame's JSON text.
    #[must_use]
    pub fn to_json(&self) -> Option<String> {
        serde_json::to_string(self).ok()
    }
}

impl Down {
    /// A frame's message, unless it is not one. The server writes each
    /// message's `"type"` first, and it is read so: each kind's fields
    /// straight after it, where serde's derived reading of a tagged enum
    /// would keep the message in a buffer first and carry a second copy of
    /// the code reading every model type into the browser (see `op_read`).
    #[must_use]
    pub fn from_json(text: &str) -> Option<Self> {
        serde_json::from_str(text).ok()
    }
}

impl<'de> Deserialize<'de> for Down {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(DownVisitor)
    }
}

struct DownVisitor;

impl<'de> Visitor<'de> for DownVisitor {
    type Value = Down;

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("a message: an object with its \"type\" first")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Down, A::Error> {
        match map.next_key::<String>()? {
            Some(key) if key == "type" => {}
            Some(key) => {
                return Err(A::Error::custom(format!(
                    "\"type\" must come first in a message, not \"{key}\""
                )));
            }
            None => return Err(A::Error::missing_field("type")),
        }
        let kind = map.next_value::<String>()?;
        let rest = MapAccessDeserializer::new(map);
        Ok(match kind.as_str() {
            "applied" => Down::Applied(Applied::deserialize(rest)?),
            "refused" => {
                let Refused { seq, reason } = Refused::deserialize(rest)?;
                Down::Refused { seq, reason }
            }
            "caught_up" => {
                let CaughtUp { version, decided } = CaughtUp::deserialize(rest)?;
                Down::CaughtUp { version, decided }
            }
            "welcome" => Down::Welcome {
                you: Welcome::deserialize(rest)?.you,
            },
            "error" => {
                let Failed { code, message } = Failed::deserialize(rest)?;
                Down::Error { code, message }
            }
            "peer" => Down::Peer(Peer::deserialize(rest)?),
            "left" => Down::Left {
                client: Left::deserialize(rest)?.client,
            },
            "workshop" => Down::Workshop(Workshop::deserialize(rest)?),
            other => return Err(A::Error::unknown_variant(other, DOWN_KINDS)),
        })
    }
}

/// Every kind of message down, for the error about one that is not.
const DOWN_KINDS: &[&str] = &[
    "applied",
    "refused",
    "caught_up",
    "welcome",
    "error",
    "peer",
    "left",
    "workshop",
];

// The fields of the kinds declared in place, as `Down` has them.

#[derive(Deserialize)]
struct Refused {
    seq: u64,
    reason: String,
}

#[derive(Deserialize)]
struct CaughtUp {
    version: u64,
    decided: u64,
}

#[derive(Deserialize)]
struct Welcome {
    you: String,
}

#[derive(Deserialize)]
struct Failed {
    code: String,
    message: String,
}

#[derive(Deserialize)]
struct Left {
    client: String,
}

/// The answer to starting a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SessionStarted {
    /// 22 URL-safe characters, 128 random bits.
    pub id: String,
    /// The session's page, `/s/<id>`: the link to give people.
    pub url: String,
    /// Makes its holder the session's owner (lock, follow, questions). Keep
    /// it in the owner's browser; it is not part of the link.
    pub owner_key: String,
}

/// A session's model now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LiveSnapshot {
    pub model: Model,
    /// How many ops have been applied since the session started.
    pub version: u64,
    /// Nobody was in it for 30 days: it is read only.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub archived: bool,
}

/// The page of the live session `id`.
#[must_use]
pub fn session_link(id: &str) -> String {
    format!("/s/{id}")
}

/// Where the owner's browser keeps the owner key of session `id`.
#[must_use]
pub fn owner_key_name(id: &str) -> String {
    format!("nestlink.live.owner.{id}")
}

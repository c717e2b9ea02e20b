//! Live sessions: several people editing one model at once.
//!
//! Edits merge as server-ordered ops (see ARCHITECTURE.md, "Live
//! sessions"): each person's change to the model becomes [`Op`]s
//! ([`diff`]), addressed by what others' edits leave in place (ids, field
//! names), and the [`Session`] on the server applies every op in one
//! order. Each person's [`Replica`] shows the model the server confirmed
//! with their own ops not yet confirmed on top, so nothing they did
//! disappears while others' edits arrive or while they are offline.

mod diff;
mod field_renames;
mod json_text;
mod op;
mod op_read;
mod presence;
mod protocol;
mod replica;
mod session;
mod settle;
mod workshop;

pub use diff::diff;
pub use json_text::JsonText;
pub use op::{Op, Refused, apply};
pub use presence::{COLOURS, NAME_CHARS, Peer, Presence, free_colour, tidy};
pub use protocol::{Down, LiveSnapshot, SessionStarted, Up, owner_key_name, session_link};
pub use replica::{CLASH_MS, OutOfStep, Renamed, Replica, Waiting};
pub use session::{Applied, Outcome, Session};
pub use settle::{MAX_MODEL_BYTES, MAX_POSITION, check, settle};
pub use workshop::{
    Classroom, Count, MAX_ANSWERS, OwnerAction, Question, REFERENCE, Reveal, Workshop, is_answer,
    is_right,
};

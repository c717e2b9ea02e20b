//! Nestlink's plain logic, shared by the server and the browser and free of
//! any UI framework: what travels between them and the rules it keeps
//! (`wire`), live sessions' merging (`live`), the diagram's edits, undo,
//! geometry and auto-layout (`diagram`), which page a path shows (`pages`),
//! people's names isolated for bidirectional display (`bidi`), and numbers
//! written as text without core's float formatter (`decimal`).
//!
//! The server and the Leptos crate (`app`) both depend on this one; it
//! depends on neither, so Cargo keeps the direction.

pub mod bidi;
pub mod decimal;
pub mod diagram;
pub mod live;
pub mod pages;
pub mod wire;
pub mod words;

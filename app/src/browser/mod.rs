//! Browser-only glue for the editor: storage, downloads, file reading, the
//! clipboard, requests and the PNG rendering.
//!
//! Effects and event handlers never run on the server, yet the components
//! that call these are compiled for it too (server-side rendering). So the
//! glue has two implementations with the same public API behind one switch:
//! `web.rs` and `web_files.rs`, with the `hydrate` feature, call the
//! browser; `inert.rs`, without it, does nothing and answers with neutral
//! values (nothing loaded, nothing saved, an error saying that it works in
//! the browser only).

#[cfg(feature = "hydrate")]
mod web;
#[cfg(feature = "hydrate")]
pub use web::*;
#[cfg(feature = "hydrate")]
mod web_files;
#[cfg(feature = "hydrate")]
pub use web_files::*;

#[cfg(not(feature = "hydrate"))]
mod inert;
#[cfg(not(feature = "hydrate"))]
pub use inert::*;

/// What [`inflate`] says, on either side, of bytes it cannot read: the
/// words every damaged link gets.
use crate::shared::unreadable as unreadable_link;

/// A server's answer: its status, its text, and the seconds it asked to be
/// left alone for (`Retry-After`, on a 503 or 429), when it said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub status: u16,
    pub text: String,
    pub retry_after: Option<u32>,
}

/// POSTs `body` as JSON to `url`: the status and the answer's text, or a
/// message when the server could not be reached.
pub async fn post_json(url: &str, body: &str) -> Result<(u16, String), String> {
    post_json_reply(url, body)
        .await
        .map(|reply| (reply.status, reply.text))
}

/// As [`post_json`], with the whole [`Reply`].
pub async fn post_json_reply(url: &str, body: &str) -> Result<Reply, String> {
    fetch(url, Some((body, "application/json"))).await
}

/// POSTs `body` as plain text (a schema's SQL) to `url`.
pub async fn post_text(url: &str, body: &str) -> Result<(u16, String), String> {
    fetch(url, Some((body, "text/plain; charset=utf-8")))
        .await
        .map(|reply| (reply.status, reply.text))
}

/// GETs `url`: the status and the answer's text.
pub async fn get(url: &str) -> Result<(u16, String), String> {
    fetch(url, None)
        .await
        .map(|reply| (reply.status, reply.text))
}

/// Brings `panel` back to its top each time `changed` reads something new
/// (what is selected): the new content is read from its heading, not from
/// wherever the last one had been scrolled to. Effects run in the browser
/// only, so the server's build never reaches the element.
pub fn scroll_to_top_when(
    panel: leptos::prelude::NodeRef<leptos::html::Aside>,
    changed: impl Fn() + 'static,
) {
    use leptos::prelude::{Effect, GetUntracked};
    Effect::new(move |_| {
        changed();
        if let Some(panel) = panel.get_untracked() {
            panel.set_scroll_top(0);
        }
    });
}

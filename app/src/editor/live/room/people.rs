//! Who is in the session, as HTML: the list above the canvas, and the
//! others' pointers and selected boxes over it, each in its person's
//! colour. Written with `maud`, which escapes every name it is given.

use maud::html;
use nestlink_core::decimal::Rounded;

use super::on_screen;
use crate::editor::state::View;
use crate::words::text;
use nestlink_core::diagram::geometry::entity_rect;
use nestlink_core::live::{COLOURS, Peer};
use nestlink_core::wire::model::Model;

fn colour(peer: &Peer) -> &'static str {
    COLOURS
        .get(usize::from(peer.colour))
        .copied()
        .unwrap_or(COLOURS[0])
}

/// The people here; `me` is this tab's client id.
#[must_use]
pub fn list(peers: &[Peer], me: &str) -> String {
    html! {
        ul class="live-list" aria-label=(text("people-label")) data-testid="live-people" {
            @for peer in peers {
                li class="live-person" style=(format!("--peer: {}", colour(peer)))
                    title=[peer.owner.then(|| text("owner-title"))] {
                    span class="live-dot" aria-hidden="true" {}
                    // Isolated: a right-to-left name must not reorder " (owner)".
                    bdi { (peer.presence.name) }
                    @if peer.owner { " " (text("people-owner")) }
                    @if peer.client == me {
                        " " (text("people-you")) " "
                        button type="button" class="link" data-live="rename" { (text("rename")) }
                    }
                }
            }
        }
    }
    .into_string()
}

/// The others' pointers and selected boxes, placed for the canvas's `view`.
#[must_use]
pub fn pointers(others: &[Peer], model: &Model, view: View) -> String {
    html! {
        @for peer in others {
            @let colour = colour(peer);
            @for entity in model.entities.iter().filter(|e| peer.presence.selection.contains(&e.id)) {
                @let (left, top, width, height) = on_screen(&entity_rect(entity), view);
                div class="live-selected" data-testid="live-selected" style=(format!(
                    "--peer: {colour}; left: {}px; top: {}px; width: {}px; height: {}px",
                    Rounded(left, 1), Rounded(top, 1), Rounded(width, 1), Rounded(height, 1)
                )) {}
            }
            @if let Some((left, top)) = peer.presence.pointer.map(|at| view.to_pixels(at)) {
                div class="live-pointer" data-testid="live-pointer" style=(format!(
                    "--peer: {colour}; transform: translate({}px, {}px)",
                    Rounded(left, 1), Rounded(top, 1)
                )) {
                    svg viewBox="0 0 12 16" width="12" height="16" { path d="M0 0 L12 10 L6 10 L3 16 Z" {} }
                    span { (peer.presence.name) }
                }
            }
        }
    }
    .into_string()
}

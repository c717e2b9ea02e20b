//! The people in a room: their presence (kept in memory only, fanned out to
//! everyone, gone when they leave) and the workshop the owner runs (lock,
//! follow, the live question and its reveal).

use std::sync::Arc;

use nestlink_core::live::{
    Classroom, Down, MAX_ANSWERS, Op, OwnerAction, Peer, Presence, Reveal, Workshop, free_colour,
    tidy,
};

use super::{Audience, REMEMBERED_COLOURS, Room, RoomState, Sender};
use crate::store::{Store, StoreError};

/// Why a person's ops are refused now, if they are.
pub const LOCKED: &str =
    "The session's owner locked editing: everyone watches until they unlock it.";
pub const OWNER_ONLY: &str = "Only the session's owner can replace the whole model; your change was not applied and the model is as everyone sees it.";
pub const ARCHIVED: &str = "This session is archived (nobody was in it for 30 days) and read only; copy it into your editor to keep working on it.";

/// How everyone else in session `session` knows the person with client id
/// `client`: derived from it, with no way back (a client id sends ops in
/// its person's name, so it is never shown to anyone else).
#[must_use]
pub fn public_id(session: &str, client: &str) -> String {
    let mut id = super::key_hash(&format!("{session}:{client}"));
    id.truncate(16);
    format!("p{id}")
}

/// Why the workshop was not changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unchanged {
    /// The change cannot be made: what to tell its sender.
    Refused(String),
    /// The store cannot keep it now; sending it again later may do.
    Unavailable,
}

impl Room {
    /// Why `sender`'s op is refused before it meets the model, if it is.
    pub(super) fn refusal(&self, state: &RoomState, sender: Sender<'_>, op: &Op) -> Option<String> {
        if self.archived {
            Some(ARCHIVED.to_owned())
        } else if state.classroom.shown().locked && !sender.owner {
            Some(LOCKED.to_owned())
        } else if matches!(op, Op::Replace { .. }) && !sender.owner {
            // The whole-model controls are the owner's: one attendee must
            // not be able to wipe everyone's work.
            Some(OWNER_ONLY.to_owned())
        } else {
            None
        }
    }

    /// How everyone else knows the person with client id `client`.
    #[must_use]
    pub fn public_id(&self, client: &str) -> String {
        public_id(&self.id, client)
    }

    /// `sender`'s presence, through connection `connection`, to everyone.
    pub async fn present(&self, sender: Sender<'_>, connection: u64, presence: Presence) {
        let mut state = self.state.lock().await;
        let presence = tidy(presence);
        let colour = match state.peers.get(sender.client) {
            Some((_, known)) => known.colour,
            None => free_colour(
                state.peers.values().map(|(_, peer)| peer.colour),
                state.colours.get(&presence.name).copied(),
            ),
        };
        if state.colours.len() < REMEMBERED_COLOURS || state.colours.contains_key(&presence.name) {
            state.colours.insert(presence.name.clone(), colour);
        }
        let peer = Peer {
            client: self.public_id(sender.client),
            colour,
            owner: sender.owner,
            presence,
        };
        self.fan_out(&Down::Peer(peer.clone()));
        state
            .peers
            .insert(sender.client.to_owned(), (connection, peer));
    }

    /// Connection `connection` of `client` closed: they leave, unless a
    /// newer connection of theirs is here (a reconnect that overtook it).
    pub async fn gone(&self, client: &str, connection: u64) {
        let mut state = self.state.lock().await;
        if state
            .peers
            .get(client)
            .is_some_and(|(current, _)| *current == connection)
        {
            state.peers.remove(client);
            self.fan_out(&Down::Left {
                client: self.public_id(client),
            });
        }
    }

    /// One of the owner's actions, kept and shown to everyone; an error to
    /// tell the owner when it cannot be done.
    pub async fn act(&self, store: &Store, action: OwnerAction) -> Result<(), Unchanged> {
        self.change_workshop(store, |state, classroom| {
            if let OwnerAction::Ask(relationship) = &action
                && !state
                    .session
                    .model()
                    .relationships
                    .iter()
                    .any(|known| &known.id == relationship)
            {
                return Err(format!(
                    "The model has no relationship \"{relationship}\" to ask about."
                ));
            }
            classroom.act(action.clone());
            Ok(())
        })
        .await
    }

    /// The advisor's answer to the open question, for the owner's reveal.
    pub async fn reveal(&self) -> Result<OwnerAction, String> {
        let (model, number, relationship) = {
            let state = self.state.lock().await;
            let Some((number, relationship)) = state.classroom.open_question() else {
                return Err("There is no question waiting for its answer.".to_owned());
            };
            (
                state.session.model().clone(),
                number,
                relationship.to_owned(),
            )
        };
        // The advisor runs off the async threads: a big model takes a while.
        // Each person reads the reveal in their own language: the advice is
        // written once in each.
        let reveal = tokio::task::spawn_blocking(move || {
            let mut reveal: Option<Reveal> = None;
            for (tag, _) in crate::i18n::LANGUAGES {
                let advice = crate::answer::analyze_in(&model, tag)
                    .relationships
                    .into_iter()
                    .find(|advice| advice.relationship == relationship)?;
                match &mut reveal {
                    None => {
                        reveal = Some(Reveal {
                            pattern: advice.pattern.as_str().to_owned(),
                            rationale: advice.rationale,
                            ..Reveal::default()
                        });
                    }
                    Some(reveal) => {
                        reveal.rationales.insert(tag.to_owned(), advice.rationale);
                    }
                }
            }
            reveal
        })
        .await
        .map_err(|failure| failure.to_string())?;
        let reveal = reveal.ok_or_else(|| {
            "The relationship asked about is gone from the model; ask again.".to_owned()
        })?;
        Ok(OwnerAction::Reveal(number, reveal))
    }

    /// `client`'s answer to question `number`, kept and counted; an error
    /// to tell them when it was not counted.
    pub async fn answer(
        &self,
        store: &Store,
        client: &str,
        number: u32,
        answer: &str,
    ) -> Result<(), Unchanged> {
        self.change_workshop(store, |_, classroom| {
            if classroom.answer(client, number, answer) {
                Ok(())
            } else {
                Err(format!("That answer was not counted: the question is over or was revealed, it has {MAX_ANSWERS} answers already, or the answer is not embed, reference or a pattern's id."))
            }
        })
        .await
    }

    /// Changes the workshop by `change`, keeps it in the store, then shows
    /// it to everyone. On a shared database another server may change it
    /// at the same moment: the change is then made again on theirs.
    async fn change_workshop(
        &self,
        store: &Store,
        change: impl Fn(&RoomState, &mut Classroom) -> Result<(), String>,
    ) -> Result<(), Unchanged> {
        let mut state = self.state.lock().await;
        if self.archived {
            return Err(Unchanged::Refused(ARCHIVED.to_owned()));
        }
        if store.is_shared() {
            self.catch_up_locked(store, &mut state).await;
        }
        for _ in 0..super::CONFLICT_RETRIES {
            let mut next = state.classroom.clone();
            change(&state, &mut next).map_err(Unchanged::Refused)?;
            if next == state.classroom {
                return Ok(());
            }
            let Ok(json) = serde_json::to_string(&next) else {
                break;
            };
            match store
                .save_workshop(&self.id, &json, state.workshop_version)
                .await
            {
                Ok(version) => {
                    state.classroom = next;
                    state.workshop_version = version;
                    self.fan_out_workshop(state.classroom.shown());
                    return Ok(());
                }
                Err(StoreError::Conflict) => self.catch_up_workshop(store, &mut state).await,
                Err(error) => {
                    tracing::error!("a workshop change could not be kept: {error}");
                    break;
                }
            }
        }
        Err(Unchanged::Unavailable)
    }

    /// Takes in the workshop as another server changed it, if it did.
    pub(super) async fn catch_up_workshop(&self, store: &Store, state: &mut RoomState) {
        match store.workshop_after(&self.id, state.workshop_version).await {
            Ok(Some((json, version))) => {
                if let Some(classroom) = Classroom::restore(&json, self.archived) {
                    state.classroom = classroom;
                    state.workshop_version = version;
                    self.fan_out_workshop(state.classroom.shown());
                }
            }
            Ok(None) => {}
            Err(error) => tracing::warn!("cannot read a live session's workshop: {error}"),
        }
    }

    /// A message for everyone connected here.
    pub(super) fn fan_out(&self, down: &Down) {
        self.fan_out_to(Audience::Everyone, down);
    }

    /// The workshop: as it is to the owner, without the tally to the others
    /// until the reveal.
    fn fan_out_workshop(&self, workshop: &Workshop) {
        self.fan_out_to(Audience::Owner, &Down::Workshop(workshop.clone()));
        self.fan_out_to(
            Audience::Attendees,
            &Down::Workshop(workshop.for_attendees()),
        );
    }

    fn fan_out_to(&self, audience: Audience, down: &Down) {
        let message: Arc<str> =
            serde_json::to_string(down).map_or_else(|_| Arc::from(""), Arc::from);
        // Nobody listening is fine.
        let _ = self.applied.send((audience, message));
    }
}

//! A room made from a stored session: its first model with every stored
//! op replayed (as a catch-up does), each client's last decided op, the
//! workshop, and whether it is archived (archiving it now if nobody was in
//! it for [`super::ARCHIVE_AFTER_SECONDS`]).

use std::{collections::BTreeMap, sync::atomic::AtomicUsize};

use nestlink_core::{
    live::{Classroom, Session},
    wire::model::Model,
};
use tokio::sync::{Mutex, broadcast};

use super::{ARCHIVE_AFTER_SECONDS, FAN_OUT_BACKLOG, Room, RoomState, applied_from};
use crate::{error::ApiError, store::Store};

/// The session `id` as stored, as a room nobody is in yet.
///
/// # Errors
/// `SessionNotFound` for an unknown id; when the store is unavailable.
pub async fn room(store: &Store, id: &str) -> Result<Room, ApiError> {
    let stored = store
        .load_session(id)
        .await?
        .ok_or(ApiError::SessionNotFound)?;
    let model: Model = serde_json::from_str(&stored.model)
        .map_err(|error| ApiError::Internal(format!("a stored session's model: {error}")))?;
    let decided = stored
        .decided
        .into_iter()
        .map(|(client, seq)| (client, u64::try_from(seq).unwrap_or(0)))
        .collect();
    let mut session = Session::restore(model, 0, decided);
    let mut log = Vec::with_capacity(stored.ops.len());
    for row in stored.ops {
        let applied = applied_from(row).map_err(ApiError::Internal)?;
        session
            .replay(&applied)
            .map_err(|error| ApiError::Internal(format!("a stored op: {error}")))?;
        log.push(applied);
    }
    let idle_since = crate::store::now_seconds() - ARCHIVE_AFTER_SECONDS;
    let archived = stored.archived_at.is_some()
        || (stored.active_at < idle_since && store.archive_if_idle(id, idle_since).await?);
    let classroom = stored
        .workshop
        .as_deref()
        .and_then(|json| Classroom::restore(json, archived))
        .unwrap_or_else(|| Classroom::new(archived));
    Ok(Room {
        id: id.to_owned(),
        owner_key_hash: stored.owner_key_hash,
        archived,
        connections: AtomicUsize::new(0),
        state: Mutex::new(RoomState {
            session,
            log,
            peers: BTreeMap::new(),
            classroom,
            workshop_version: stored.workshop_version,
            colours: BTreeMap::new(),
        }),
        applied: broadcast::channel(FAN_OUT_BACKLOG).0,
    })
}

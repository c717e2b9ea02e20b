//! Live sessions on the server: each open session is a [`Room`] holding
//! the session's one order of ops (`nestlink_core::live::Session`), the ops applied
//! so far (to catch up a person who reconnects) and a channel that fans
//! each applied op out to everyone connected. A session is loaded from the
//! store when someone first joins it, and every decision is committed to
//! the store before anyone hears of it. `socket` speaks the WebSocket
//! protocol (`nestlink_core::live::{Up, Down}`).

mod follow;
mod people;
mod socket;
mod stored;

use std::{
    collections::{BTreeMap, HashMap},
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
};

use base64::{Engine as _, engine::general_purpose::URL_SAFE_NO_PAD};
use nestlink_core::{
    live::{Applied, Classroom, Down, Op, Outcome, Peer, Session},
    wire::model::Model,
};
use sha2::{Digest, Sha256};
use tokio::sync::{Mutex, broadcast};

pub use people::{ARCHIVED, LOCKED, OWNER_ONLY, public_id};
pub use socket::{MESSAGE_LIMIT_BYTES, serve};

use crate::{
    error::ApiError,
    store::{Decision, Store, StoreError, StoredOp},
};

/// How many applied ops may wait for a slow connection before it is told
/// it fell behind (it then reconnects and catches up from the log).
const FAN_OUT_BACKLOG: usize = 1024;

/// A session nobody was in for this long is archived: read only, kept.
pub const ARCHIVE_AFTER_SECONDS: i64 = 30 * 24 * 60 * 60;

/// The open sessions.
#[derive(Debug)]
pub struct LiveHub {
    store: Store,
    rooms: Rooms,
    /// Set once this server follows the ops other servers append (on a
    /// shared PostgreSQL database).
    following: tokio::sync::OnceCell<()>,
}

/// The open sessions by id.
type Rooms = Arc<Mutex<HashMap<String, Arc<Room>>>>;

/// A session just made: its id and the key that makes its holder the owner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Started {
    pub id: String,
    pub owner_key: String,
}

/// One open session.
#[derive(Debug)]
pub struct Room {
    id: String,
    owner_key_hash: String,
    /// Nobody was in it for [`ARCHIVE_AFTER_SECONDS`]: it takes no op.
    archived: bool,
    /// Connections in the room; the room is closed when the last leaves.
    connections: AtomicUsize,
    state: Mutex<RoomState>,
    /// Everything fanned out: applied ops, presence, the workshop (whose
    /// tally only the owner is sent before the reveal).
    applied: broadcast::Sender<Fanned>,
}

/// A message fanned out to the connections of a room, and who is to get it.
pub type Fanned = (Audience, Arc<str>);

/// Who a message fanned out is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    Everyone,
    /// The owner's connections only.
    Owner,
    /// Everyone but the owner.
    Attendees,
}

impl Audience {
    /// Whether a connection (the owner's, or not) is to get the message.
    #[must_use]
    pub const fn includes(self, owner: bool) -> bool {
        match self {
            Self::Everyone => true,
            Self::Owner => owner,
            Self::Attendees => !owner,
        }
    }
}

#[derive(Debug)]
struct RoomState {
    session: Session,
    log: Vec<Applied>,
    /// Who is here, by client, with the connection that said so last.
    peers: BTreeMap<String, (u64, Peer)>,
    classroom: Classroom,
    /// How many times the stored workshop changed, as this copy knows it.
    workshop_version: i64,
    /// The colour each name had while the room is open, so a person who
    /// reloads comes back in theirs (at most [`REMEMBERED_COLOURS`]).
    colours: BTreeMap<String, u8>,
}

/// How many names' colours a room remembers.
const REMEMBERED_COLOURS: usize = 1_000;

/// What a person joining gets: the ops after the version they have, how
/// far their own ops were decided, and the channel of ops to come (opened
/// before the catch-up was read, so no op falls between the two).
pub struct Joined {
    pub missed: Vec<Applied>,
    pub version: u64,
    pub decided: u64,
    pub applied: broadcast::Receiver<Fanned>,
    /// Everyone here now, and the workshop, for the newcomer.
    pub peers: Vec<Peer>,
    pub workshop: nestlink_core::live::Workshop,
}

impl LiveHub {
    #[must_use]
    pub fn new(store: Store) -> Self {
        Self {
            store,
            rooms: Arc::new(Mutex::new(HashMap::new())),
            following: tokio::sync::OnceCell::new(),
        }
    }

    #[must_use]
    pub const fn store(&self) -> &Store {
        &self.store
    }

    /// Makes a session starting from `model`.
    ///
    /// # Errors
    /// When the store is unavailable.
    pub async fn start(&self, model: &Model) -> Result<Started, ApiError> {
        let json =
            serde_json::to_string(model).map_err(|error| ApiError::Internal(error.to_string()))?;
        let owner_key = crate::store::new_id()?;
        let id = self
            .store
            .create_session(&json, &key_hash(&owner_key))
            .await?;
        Ok(Started { id, owner_key })
    }

    /// The open session `id`, loaded from the store if it is not open yet.
    ///
    /// # Errors
    /// `SessionNotFound` for an unknown id; when the store is unavailable.
    pub async fn room(&self, id: &str) -> Result<Arc<Room>, ApiError> {
        self.open(id, false).await
    }

    /// The room `id` for a new connection, counted in (under the rooms'
    /// lock, so the room cannot close between finding and counting).
    ///
    /// # Errors
    /// As [`LiveHub::room`].
    pub async fn enter(&self, id: &str) -> Result<Arc<Room>, ApiError> {
        let room = self.open(id, true).await?;
        // Someone is here: the session is in use from now on.
        self.note_use(&room).await;
        Ok(room)
    }

    /// A connection left `room`: the room closes when it was the last, and
    /// the session counts as used until now.
    pub async fn leave(&self, room: &Arc<Room>) {
        let mut rooms = self.rooms.lock().await;
        if room.connections.fetch_sub(1, Ordering::SeqCst) == 1 {
            rooms.remove(&room.id);
        }
        drop(rooms);
        self.note_use(room).await;
    }

    /// Someone entered or left `room`: it is not idle (unless archived,
    /// which stays as it was).
    async fn note_use(&self, room: &Room) {
        if !room.archived
            && let Err(error) = self.store.touch_session(&room.id).await
        {
            tracing::warn!("cannot note a live session's use: {error}");
        }
    }

    async fn open(&self, id: &str, entering: bool) -> Result<Arc<Room>, ApiError> {
        if self.store.is_shared() {
            self.following
                .get_or_init(|| async {
                    tokio::spawn(follow::others(self.store.clone(), Arc::clone(&self.rooms)));
                })
                .await;
        }
        if !entering {
            // A page or a GET of the model reads an open room, or the
            // stored session, and lets it go: only connections keep rooms.
            let open = self.rooms.lock().await.get(id).cloned();
            return match open {
                Some(room) => Ok(room),
                None => stored::room(&self.store, id).await.map(Arc::new),
            };
        }
        // Held while loading, so one session is never loaded twice.
        let mut rooms = self.rooms.lock().await;
        if let Some(room) = rooms.get(id) {
            room.connections.fetch_add(1, Ordering::SeqCst);
            return Ok(Arc::clone(room));
        }
        let room = Arc::new(stored::room(&self.store, id).await?);
        room.connections.fetch_add(1, Ordering::SeqCst);
        rooms.insert(id.to_owned(), Arc::clone(&room));
        Ok(room)
    }

    /// Whether a session `id` exists, without loading it.
    ///
    /// # Errors
    /// When the store is unavailable.
    pub async fn exists(&self, id: &str) -> Result<bool, ApiError> {
        Ok(self.store.session_exists(id).await?)
    }
}

impl Room {
    /// The model now and its version.
    pub async fn snapshot(&self) -> (Model, u64) {
        let state = self.state.lock().await;
        (state.session.model().clone(), state.session.version())
    }

    /// Whether the session is archived (read only).
    #[must_use]
    pub const fn is_archived(&self) -> bool {
        self.archived
    }

    /// Whether `key` is this session's owner key.
    #[must_use]
    pub fn is_owner_key(&self, key: &str) -> bool {
        key_hash(key) == self.owner_key_hash
    }

    /// A person (back) in the session with the model at `version`.
    pub async fn join(&self, store: &Store, client: &str, version: u64) -> Joined {
        let mut state = self.state.lock().await;
        if store.is_shared() {
            self.catch_up_locked(store, &mut state).await;
        }
        let applied = self.applied.subscribe();
        let from = usize::try_from(version).unwrap_or(usize::MAX);
        Joined {
            missed: state.log.get(from..).unwrap_or_default().to_vec(),
            version: state.session.version(),
            decided: state.session.decided(client),
            applied,
            peers: state.peers.values().map(|(_, peer)| peer.clone()).collect(),
            workshop: state.classroom.shown().clone(),
        }
    }

    /// Decides one op and commits the decision before anyone hears of it;
    /// returns the refusal, for the sender alone, if it was refused.
    ///
    /// # Errors
    /// When the store is unavailable: nothing was decided then, and the
    /// client sends the op again later.
    pub async fn submit(
        &self,
        store: &Store,
        sender: Sender<'_>,
        seq: u64,
        op: Op,
    ) -> Result<Option<Down>, ApiError> {
        let mut state = self.state.lock().await;
        // Another server may have appended ops since: they come first.
        if store.is_shared() {
            self.catch_up_locked(store, &mut state).await;
        }
        // A version another server takes meanwhile: catch up, decide again,
        // after a pause that grows and differs between servers, so two
        // servers appending at full speed do not keep colliding.
        for attempt in 0..CONFLICT_RETRIES {
            match self
                .decide(store, &mut state, sender, seq, op.clone())
                .await?
            {
                Decided::Done(reply) => return Ok(reply),
                Decided::VersionTaken => {
                    let pause = u64::from(attempt) + crate::store::random_u64() % 5;
                    tokio::time::sleep(std::time::Duration::from_millis(pause)).await;
                    self.catch_up_locked(store, &mut state).await;
                }
            }
        }
        tracing::error!("a live op lost {CONFLICT_RETRIES} races for a version in a row");
        Err(ApiError::StorageUnavailable)
    }

    async fn decide(
        &self,
        store: &Store,
        state: &mut RoomState,
        sender: Sender<'_>,
        seq: u64,
        op: Op,
    ) -> Result<Decided, ApiError> {
        let client = sender.client;
        let mut next = state.session.clone();
        let outcome = match self.refusal(state, sender, &op) {
            Some(_) if seq <= state.session.decided(client) => Outcome::Duplicate,
            Some(reason) => Outcome::Refused { seq, reason },
            None => next.submit(client, seq, op),
        };
        let signed = i64::try_from(seq).unwrap_or(i64::MAX);
        match outcome {
            Outcome::Duplicate => Ok(Decided::Done(None)),
            Outcome::Refused { seq, reason } => {
                state.session.mark_decided(client, seq);
                let decision = Decision {
                    client,
                    seq: signed,
                    applied: None,
                };
                store.record_decision(&self.id, decision).await?;
                Ok(Decided::Done(Some(Down::Refused { seq, reason })))
            }
            Outcome::Applied(applied) => {
                let op_json = serde_json::to_string(&applied.op)
                    .map_err(|error| ApiError::Internal(error.to_string()))?;
                let version = i64::try_from(applied.version).unwrap_or(i64::MAX);
                let decision = Decision {
                    client,
                    seq: signed,
                    applied: Some((version, &op_json)),
                };
                match store.record_decision(&self.id, decision).await {
                    Err(StoreError::Conflict) => return Ok(Decided::VersionTaken),
                    other => other?,
                }
                state.session = next;
                self.announce(state, *applied);
                Ok(Decided::Done(None))
            }
        }
    }

    /// Applies the ops other servers appended since this copy's version.
    /// A failure leaves the copy as it was; the next op or notification
    /// tries again.
    pub async fn catch_up(&self, store: &Store) {
        let mut state = self.state.lock().await;
        self.catch_up_locked(store, &mut state).await;
    }

    async fn catch_up_locked(&self, store: &Store, state: &mut RoomState) {
        let after = i64::try_from(state.session.version()).unwrap_or(i64::MAX);
        let rows = match store.ops_after(&self.id, after).await {
            Ok(rows) => rows,
            Err(error) => {
                tracing::warn!("cannot read a live session's new ops: {error}");
                return;
            }
        };
        for row in rows {
            let applied = match applied_from(row) {
                Ok(applied) => applied,
                Err(error) => {
                    tracing::error!("{error}");
                    return;
                }
            };
            if let Err(error) = state.session.replay(&applied) {
                tracing::error!("a live session's ops do not follow: {error}");
                return;
            }
            self.announce(state, applied);
        }
        self.catch_up_workshop(store, state).await;
    }

    /// An applied op into the log and out to everyone connected here.
    fn announce(&self, state: &mut RoomState, applied: Applied) {
        self.fan_out(&Down::Applied(self.shown(&applied)));
        state.log.push(applied);
    }

    /// An applied op as people are sent it: under its sender's public id.
    #[must_use]
    pub fn shown(&self, applied: &Applied) -> Applied {
        Applied {
            client: self.public_id(&applied.client),
            ..applied.clone()
        }
    }
}

/// Who sent an op: their client id, and whether they hold the owner key.
#[derive(Debug, Clone, Copy)]
pub struct Sender<'a> {
    pub client: &'a str,
    pub owner: bool,
}

/// What became of one attempt to decide an op.
enum Decided {
    /// Decided and kept; the reply for its sender, if any.
    Done(Option<Down>),
    /// Another server appended this version first: catch up and try again.
    VersionTaken,
}

/// A stored op as the session applied it.
fn applied_from(row: StoredOp) -> Result<Applied, String> {
    let op = serde_json::from_str(&row.op).map_err(|error| format!("a stored op: {error}"))?;
    Ok(Applied {
        version: u64::try_from(row.version).unwrap_or(0),
        client: row.client,
        seq: u64::try_from(row.seq).unwrap_or(0),
        op,
    })
}

/// How many times an op is decided again after another server took its
/// version (each time after catching up, so one retry almost always does;
/// long runs only when two servers append to one session at full speed).
const CONFLICT_RETRIES: u32 = 64;

/// The owner key as stored: its SHA-256, so the database never holds a key
/// (also what public ids are cut from).
fn key_hash(key: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(key.as_bytes()))
}

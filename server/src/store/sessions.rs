//! Live sessions' storage: the model each started from, each op applied
//! (appended, never changed) and each client's last decided op number. An
//! op is acknowledged only once its row is committed, so a restart, even a
//! SIGKILL, loses no acknowledged op. On PostgreSQL several servers may
//! serve one session: each appended op is announced on the channel
//! [`LIVE_CHANNEL`] (PostgreSQL's NOTIFY, sent when the op commits), and a
//! version two servers both try to append is the first one's.

use sqlx::postgres::PgListener;

use super::{Backend, Store, StoreError, is_well_formed_id, new_id, now_seconds};

/// The PostgreSQL channel on which each appended op's session id is
/// announced.
pub const LIVE_CHANNEL: &str = "nestlink_live";

/// A session as stored: its first model, and what happened to it since.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredSession {
    pub model: String,
    pub owner_key_hash: String,
    /// When someone was last in it or changed it (Unix seconds).
    pub active_at: i64,
    /// When it was archived (read only), if it was.
    pub archived_at: Option<i64>,
    /// The workshop's JSON and how many times it changed.
    pub workshop: Option<String>,
    pub workshop_version: i64,
    /// In version order, from 1.
    pub ops: Vec<StoredOp>,
    /// Each client's last decided op number.
    pub decided: Vec<(String, i64)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredOp {
    pub version: i64,
    pub client: String,
    pub seq: i64,
    pub op: String,
}

/// A decision to keep: a client's op number, and the op if it was applied.
#[derive(Debug, Clone, Copy)]
pub struct Decision<'a> {
    pub client: &'a str,
    pub seq: i64,
    /// The version it made and the op's JSON; none when it was refused.
    pub applied: Option<(i64, &'a str)>,
}

impl Store {
    /// Stores a new session's first model and its owner's key (hashed);
    /// returns the session's id.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn create_session(
        &self,
        model_json: &str,
        owner_key_hash: &str,
    ) -> Result<String, StoreError> {
        const INSERT: &str = "INSERT INTO live_sessions (id, owner_key_hash, model, created_at, active_at) VALUES ($1, $2, $3, $4, $4)";
        let id = new_id()?;
        self.migrate().await?;
        on_pool!(self, pool => {
            sqlx::query(INSERT)
                .bind(&id)
                .bind(owner_key_hash)
                .bind(model_json)
                .bind(now_seconds())
                .execute(pool)
                .await?;
        });
        Ok(id)
    }

    /// The session stored under `id`, if any.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn load_session(&self, id: &str) -> Result<Option<StoredSession>, StoreError> {
        const SESSION: &str = "SELECT model, owner_key_hash, active_at, archived_at, workshop, \
             workshop_version FROM live_sessions WHERE id = $1";
        const OPS: &str =
            "SELECT version, client, seq, op FROM live_ops WHERE session_id = $1 ORDER BY version";
        const CLIENTS: &str = "SELECT client, decided FROM live_clients WHERE session_id = $1";
        if !is_well_formed_id(id) {
            return Ok(None);
        }
        self.migrate().await?;
        on_pool!(self, pool => {
            let found: Option<SessionRow> =
                sqlx::query_as(SESSION).bind(id).fetch_optional(pool).await?;
            let Some((model, owner_key_hash, active_at, archived_at, workshop, workshop_version)) = found else {
                return Ok(None);
            };
            let ops = stored_ops(sqlx::query_as(OPS).bind(id).fetch_all(pool).await?);
            let decided: Vec<(String, i64)> =
                sqlx::query_as(CLIENTS).bind(id).fetch_all(pool).await?;
            Ok(Some(StoredSession {
                model,
                owner_key_hash,
                active_at,
                archived_at,
                workshop,
                workshop_version,
                ops,
                decided,
            }))
        })
    }

    /// Keeps one decision in one transaction: the op (when applied), the
    /// client's number, and the session's last activity.
    ///
    /// # Errors
    /// When the database is unavailable; nothing is kept then.
    pub async fn record_decision(
        &self,
        session: &str,
        decision: Decision<'_>,
    ) -> Result<(), StoreError> {
        const OP: &str = "INSERT INTO live_ops (session_id, version, client, seq, op) VALUES ($1, $2, $3, $4, $5)";
        const CLIENT: &str = "INSERT INTO live_clients (session_id, client, decided) VALUES ($1, $2, $3) \
             ON CONFLICT (session_id, client) DO UPDATE SET decided = excluded.decided";
        const ACTIVE: &str =
            "UPDATE live_sessions SET active_at = $2 WHERE id = $1 AND archived_at IS NULL";
        self.migrate().await?;
        const NOTIFY: &str = "SELECT pg_notify($1, $2)";
        let announce = matches!(self.backend, Backend::Postgres(_));
        on_pool!(self, pool => {
            let mut transaction = pool.begin().await?;
            if let Some((version, op)) = decision.applied {
                sqlx::query(OP)
                    .bind(session)
                    .bind(version)
                    .bind(decision.client)
                    .bind(decision.seq)
                    .bind(op)
                    .execute(&mut *transaction)
                    .await
                    .map_err(conflict)?;
                if announce {
                    sqlx::query(NOTIFY)
                        .bind(LIVE_CHANNEL)
                        .bind(session)
                        .execute(&mut *transaction)
                        .await?;
                }
            }
            sqlx::query(CLIENT)
                .bind(session)
                .bind(decision.client)
                .bind(decision.seq)
                .execute(&mut *transaction)
                .await?;
            sqlx::query(ACTIVE)
                .bind(session)
                .bind(now_seconds())
                .execute(&mut *transaction)
                .await?;
            transaction.commit().await?;
        });
        Ok(())
    }
}

impl Store {
    /// Whether a session `id` is stored.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn session_exists(&self, id: &str) -> Result<bool, StoreError> {
        const FOUND: &str = "SELECT 1 FROM live_sessions WHERE id = $1";
        if !is_well_formed_id(id) {
            return Ok(false);
        }
        self.migrate().await?;
        let found: Option<(i32,)> = on_pool!(self, pool => {
            sqlx::query_as(FOUND).bind(id).fetch_optional(pool).await?
        });
        Ok(found.is_some())
    }

    /// Someone is in session `id` now (joined or left): it is not idle.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn touch_session(&self, id: &str) -> Result<(), StoreError> {
        const ACTIVE: &str =
            "UPDATE live_sessions SET active_at = $2 WHERE id = $1 AND archived_at IS NULL";
        self.migrate().await?;
        on_pool!(self, pool => {
            sqlx::query(ACTIVE).bind(id).bind(now_seconds()).execute(pool).await?;
        });
        Ok(())
    }

    /// Archives session `id` if it is idle since before `idle_since` (Unix
    /// seconds) or archived already; returns whether it is archived. Its
    /// model and ops are kept.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn archive_if_idle(&self, id: &str, idle_since: i64) -> Result<bool, StoreError> {
        const ARCHIVE: &str = "UPDATE live_sessions SET archived_at = $2 \
             WHERE id = $1 AND archived_at IS NULL AND active_at < $3";
        const ARCHIVED: &str = "SELECT archived_at FROM live_sessions WHERE id = $1";
        self.migrate().await?;
        on_pool!(self, pool => {
            sqlx::query(ARCHIVE)
                .bind(id)
                .bind(now_seconds())
                .bind(idle_since)
                .execute(pool)
                .await?;
            let archived: Option<(Option<i64>,)> =
                sqlx::query_as(ARCHIVED).bind(id).fetch_optional(pool).await?;
            Ok(matches!(archived, Some((Some(_),))))
        })
    }

    /// Replaces session `id`'s workshop, changed from its version
    /// `version`; returns the new version. `Conflict` when another server
    /// changed it since (read it again and redo the change). Announced to
    /// the other servers as an op is.
    ///
    /// # Errors
    /// When the database is unavailable; nothing is kept then.
    pub async fn save_workshop(
        &self,
        id: &str,
        json: &str,
        version: i64,
    ) -> Result<i64, StoreError> {
        const SAVE: &str = "UPDATE live_sessions SET workshop = $2, workshop_version = $3 + 1 \
             WHERE id = $1 AND workshop_version = $3";
        const NOTIFY: &str = "SELECT pg_notify($1, $2)";
        self.migrate().await?;
        let announce = matches!(self.backend, Backend::Postgres(_));
        on_pool!(self, pool => {
            let mut transaction = pool.begin().await?;
            let saved = sqlx::query(SAVE)
                .bind(id)
                .bind(json)
                .bind(version)
                .execute(&mut *transaction)
                .await?;
            if saved.rows_affected() == 0 {
                return Err(StoreError::Conflict);
            }
            if announce {
                sqlx::query(NOTIFY).bind(LIVE_CHANNEL).bind(id).execute(&mut *transaction).await?;
            }
            transaction.commit().await?;
        });
        Ok(version + 1)
    }

    /// Session `id`'s workshop if it changed after `version` (another
    /// server's change): its JSON and version.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn workshop_after(
        &self,
        id: &str,
        version: i64,
    ) -> Result<Option<(String, i64)>, StoreError> {
        const NEWER: &str = "SELECT workshop, workshop_version FROM live_sessions \
             WHERE id = $1 AND workshop_version > $2 AND workshop IS NOT NULL";
        self.migrate().await?;
        let found: Option<(String, i64)> = on_pool!(self, pool => {
            sqlx::query_as(NEWER).bind(id).bind(version).fetch_optional(pool).await?
        });
        Ok(found)
    }

    /// The ops of session `id` after `version`, in order (another server's,
    /// on a shared database).
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn ops_after(&self, id: &str, version: i64) -> Result<Vec<StoredOp>, StoreError> {
        const OPS: &str = "SELECT version, client, seq, op FROM live_ops \
             WHERE session_id = $1 AND version > $2 ORDER BY version";
        self.migrate().await?;
        let rows = on_pool!(self, pool => {
            sqlx::query_as(OPS).bind(id).bind(version).fetch_all(pool).await?
        });
        Ok(stored_ops(rows))
    }

    /// Whether other servers may append to the same sessions (PostgreSQL).
    #[must_use]
    pub const fn is_shared(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// A listener on [`LIVE_CHANNEL`], on PostgreSQL; none on SQLite, where
    /// one server has the database to itself.
    ///
    /// # Errors
    /// When the database cannot be reached.
    pub async fn live_listener(&self) -> Result<Option<PgListener>, StoreError> {
        let Backend::Postgres(pool) = &self.backend else {
            return Ok(None);
        };
        self.migrate().await?;
        let mut listener = PgListener::connect_with(pool).await?;
        listener.listen(LIVE_CHANNEL).await?;
        Ok(Some(listener))
    }
}

/// A row of `live_sessions`: model, owner key hash, active at, archived
/// at, workshop, workshop version.
type SessionRow = (String, String, i64, Option<i64>, Option<String>, i64);

/// Rows of `live_ops` (version, client, seq, op) as ops.
fn stored_ops(rows: Vec<(i64, String, i64, String)>) -> Vec<StoredOp> {
    rows.into_iter()
        .map(|(version, client, seq, op)| StoredOp {
            version,
            client,
            seq,
            op,
        })
        .collect()
}

/// A version already taken (by another server) is a conflict, not a fault.
fn conflict(error: sqlx::Error) -> StoreError {
    match &error {
        sqlx::Error::Database(database) if database.is_unique_violation() => StoreError::Conflict,
        _ => StoreError::Database(error),
    }
}

//! Storage for shared models (immutable snapshots behind unguessable ids)
//! and for live sessions (`sessions`).
//!
//! SQLite is the default (a file in the data directory, WAL mode), so
//! `make run` needs no setup; PostgreSQL is used when `DATABASE_URL` is a
//! `postgres://` URL. Both sit behind [`Store`], with the same SQL text
//! (`$1` placeholders work in both) and their own migrations, run at start.

use std::{path::Path, str::FromStr, sync::Arc, time::Duration};

use base64::{Engine as _, engine::general_purpose::URL_SAFE_NO_PAD};
use sqlx::{
    PgPool, SqlitePool,
    migrate::{Migration, MigrationType, Migrator},
    postgres::PgPoolOptions,
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
};
use tokio::sync::OnceCell;

/// Runs `$body` with `$pool` bound to whichever pool the store has: the SQL
/// text is the same for both.
macro_rules! on_pool {
    ($store:expr, $pool:ident => $body:expr) => {
        match &$store.backend {
            Backend::Sqlite($pool) => $body,
            Backend::Postgres($pool) => $body,
        }
    };
}

mod sessions;

pub use sessions::{Decision, StoredOp, StoredSession};

/// Why the store could not do something. Shown to people as "storage is
/// unavailable"; the detail goes to the log.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the database cannot be reached or refused the query: {0}")]
    Database(#[from] sqlx::Error),
    #[error("the database schema could not be brought up to date: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
    #[error("the system's random source failed: {0}")]
    Randomness(String),
    /// Another server of the same session took this version first.
    #[error("another server appended this version of the session first")]
    Conflict,
}

/// Where shared models live. Cheap to clone: the pools are shared.
#[derive(Clone, Debug)]
pub struct Store {
    backend: Backend,
    /// Set once the schema is up to date. Tried at start and again on each
    /// use until it works, so a database that was down at start is picked
    /// up when it comes back, without a restart.
    migrated: Arc<OnceCell<()>>,
}

#[derive(Clone, Debug)]
enum Backend {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// How long a request waits for a database connection before it is told
/// that storage is unavailable (rather than hanging).
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(3);

/// Bytes of randomness in an id: 128 bits, well over the 96 asked for.
const ID_BYTES: usize = 16;
/// An id's length in URL-safe base64 without padding.
pub const ID_CHARS: usize = 22;

impl Store {
    /// Opens the store `database_url` names (`postgres://...` or
    /// `sqlite://...`), or the SQLite file in `data_dir` when there is none.
    /// Connections are made when needed, so a PostgreSQL server that is down
    /// does not stop Nestlink from starting: sharing answers 503 until it is
    /// back. Call [`Store::migrate`] at start to find out early.
    ///
    /// # Errors
    /// When the URL cannot be understood.
    pub fn open(database_url: Option<&str>, data_dir: &Path) -> Result<Self, StoreError> {
        let backend = match database_url {
            Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                Backend::Postgres(
                    PgPoolOptions::new()
                        .max_connections(16)
                        .acquire_timeout(ACQUIRE_TIMEOUT)
                        .connect_lazy(url)?,
                )
            }
            Some(url) => Self::sqlite(SqliteConnectOptions::from_str(url)?),
            None => {
                Self::sqlite(SqliteConnectOptions::new().filename(data_dir.join("nestlink.db")))
            }
        };
        Ok(Self {
            backend,
            migrated: Arc::new(OnceCell::new()),
        })
    }

    fn sqlite(options: SqliteConnectOptions) -> Backend {
        // WAL: readers never wait for the writer. FULL sync: a link that was
        // acknowledged survives a power cut too, not only a process crash;
        // writes are rare next to reads.
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .busy_timeout(Duration::from_secs(5));
        Backend::Sqlite(
            SqlitePoolOptions::new()
                .max_connections(8)
                .acquire_timeout(ACQUIRE_TIMEOUT)
                .connect_lazy_with(options),
        )
    }

    /// Which database this is, for logs.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite(_) => "SQLite",
            Backend::Postgres(_) => "PostgreSQL",
        }
    }

    /// SQLite's journal mode (`wal` when set up as intended); `None` for
    /// PostgreSQL, which has none.
    ///
    /// # Errors
    /// When the database cannot be reached.
    pub async fn journal_mode(&self) -> Result<Option<String>, StoreError> {
        match &self.backend {
            Backend::Sqlite(pool) => {
                let (mode,): (String,) = sqlx::query_as("PRAGMA journal_mode")
                    .fetch_one(pool)
                    .await?;
                Ok(Some(mode))
            }
            Backend::Postgres(_) => Ok(None),
        }
    }

    /// Brings the schema up to date (creating the SQLite file if needed);
    /// does nothing once that has worked.
    ///
    /// # Errors
    /// When the database cannot be reached or a migration fails.
    pub async fn migrate(&self) -> Result<(), StoreError> {
        self.migrated
            .get_or_try_init(|| async {
                match &self.backend {
                    Backend::Sqlite(pool) => migrations(SQLITE_MIGRATIONS).run(pool).await,
                    Backend::Postgres(pool) => migrations(POSTGRES_MIGRATIONS).run(pool).await,
                }
            })
            .await?;
        Ok(())
    }

    /// Stores a model (its JSON text) under a new id and returns the id.
    /// Rows are only ever inserted: nothing can overwrite a stored model.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn insert(&self, model_json: &str) -> Result<String, StoreError> {
        const INSERT: &str =
            "INSERT INTO shared_models (id, model, created_at) VALUES ($1, $2, $3)";
        let created_at = now_seconds();
        let id = new_id()?;
        self.migrate().await?;
        on_pool!(self, pool => {
            sqlx::query(INSERT)
                .bind(&id)
                .bind(model_json)
                .bind(created_at)
                .execute(pool)
                .await?;
        });
        Ok(id)
    }

    /// The model stored under `id`, if any. Malformed ids are answered
    /// without asking the database.
    ///
    /// # Errors
    /// When the database is unavailable.
    pub async fn get(&self, id: &str) -> Result<Option<String>, StoreError> {
        const SELECT: &str = "SELECT model FROM shared_models WHERE id = $1";
        if !is_well_formed_id(id) {
            return Ok(None);
        }
        self.migrate().await?;
        let found: Option<(String,)> =
            on_pool!(self, pool => sqlx::query_as(SELECT).bind(id).fetch_optional(pool).await?);
        Ok(found.map(|(model,)| model))
    }
}

/// Seconds since 1970, as the tables keep times.
#[must_use]
pub fn now_seconds() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// 64 random bits from the operating system (0 if it fails): enough to keep
/// two servers' retries apart.
#[must_use]
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    let _ = getrandom::fill(&mut bytes);
    u64::from_le_bytes(bytes)
}

/// A fresh id: 128 random bits from the operating system, URL-safe.
pub(crate) fn new_id() -> Result<String, StoreError> {
    let mut bytes = [0u8; ID_BYTES];
    getrandom::fill(&mut bytes).map_err(|error| StoreError::Randomness(error.to_string()))?;
    Ok(URL_SAFE_NO_PAD.encode(bytes))
}

/// Whether `id` could be one this store made: 22 URL-safe base64
/// characters that decode to exactly 16 bytes (one spelling per id).
#[must_use]
pub fn is_well_formed_id(id: &str) -> bool {
    let mut bytes = [0u8; ID_BYTES];
    id.len() == ID_CHARS
        && URL_SAFE_NO_PAD
            .decode_slice(id, &mut bytes)
            .is_ok_and(|n| n == ID_BYTES)
}

/// One backend's migrations, embedded in the binary: (version, name, SQL).
type Migrations = &'static [(i64, &'static str, &'static str)];

const SQLITE_MIGRATIONS: Migrations = &[
    (
        1,
        "shared models",
        include_str!("../../migrations/sqlite/0001_shared_models.sql"),
    ),
    (
        2,
        "live sessions",
        include_str!("../../migrations/sqlite/0002_live_sessions.sql"),
    ),
    (
        3,
        "archive and workshop",
        include_str!("../../migrations/sqlite/0003_archive_and_workshop.sql"),
    ),
];

const POSTGRES_MIGRATIONS: Migrations = &[
    (
        1,
        "shared models",
        include_str!("../../migrations/postgres/0001_shared_models.sql"),
    ),
    (
        2,
        "live sessions",
        include_str!("../../migrations/postgres/0002_live_sessions.sql"),
    ),
    (
        3,
        "archive and workshop",
        include_str!("../../migrations/postgres/0003_archive_and_workshop.sql"),
    ),
];

fn migrations(list: Migrations) -> Migrator {
    Migrator::with_migrations(
        list.iter()
            .map(|(version, name, sql)| {
                Migration::new(
                    *version,
                    (*name).into(),
                    MigrationType::Simple,
                    sqlx::SqlStr::from_static(sql),
                    false,
                )
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_long_random_and_url_safe() {
        let a = new_id().expect("random");
        let b = new_id().expect("random");
        assert_ne!(a, b);
        assert_eq!(a.len(), ID_CHARS);
        assert!(
            a.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        );
        assert!(is_well_formed_id(&a));
    }

    #[test]
    fn malformed_ids_are_recognised() {
        for bad in [
            "",
            "short",
            "AAAAAAAAAAAAAAAAAAAAA",    // 21 characters
            "AAAAAAAAAAAAAAAAAAAAAAA",  // 23 characters
            "AAAAAAAAAAAAAAAAAAAA+/",   // not URL-safe
            "AAAAAAAAAAAAAAAAAAAAA=",   // padding
            "AAAAAAAAAAAAAAAAAAAAAB",   // stray bits: a second spelling
            "../../../../etc/passwd00", // path-like
        ] {
            assert!(!is_well_formed_id(bad), "{bad}");
        }
        assert!(is_well_formed_id("AAAAAAAAAAAAAAAAAAAAAA"));
    }
}

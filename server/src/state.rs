//! The one state value every handler shares.

use std::{path::PathBuf, sync::Arc};

use axum::extract::FromRef;
use leptos::config::LeptosOptions;

use crate::{sharing::ShareLimit, store::Store};

/// Configuration and shared resources, handed to handlers by Axum.
#[derive(Clone, FromRef)]
pub struct AppState {
    pub leptos_options: LeptosOptions,
    /// Where stored data lives (`NESTLINK_DATA_DIR`).
    pub data_dir: Arc<PathBuf>,
    /// Shared models.
    pub store: Store,
    /// How many links a client may create per minute.
    pub share_limit: Arc<ShareLimit>,
}

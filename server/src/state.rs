//! The one state value every handler shares.

use std::{num::NonZeroUsize, sync::Arc};

use axum::extract::FromRef;
use leptos::config::LeptosOptions;

use crate::{
    caches::{AnswerCache, BodyKey, RenderedPage},
    capacity::Capacity,
    examples::{self, Example},
    live::LiveHub,
    rate_limit::ShareLimit,
    site_origin::SiteOrigin,
    store::Store,
};

/// Configuration and shared resources, handed to handlers by Axum.
#[derive(Clone, FromRef)]
pub struct AppState {
    pub leptos_options: LeptosOptions,
    /// Shared models.
    pub store: Store,
    /// How many links a client may create per minute.
    pub share_limit: Arc<ShareLimit>,
    /// Rendered shared pages by id and the language they are written in.
    pub shared_pages: Arc<AnswerCache<(String, &'static str), RenderedPage>>,
    /// Analyses by the language they are written in and the exact
    /// request body.
    pub analyses: Arc<AnswerCache<BodyKey>>,
    /// The advice panel's answers (an analysis laid out), keyed the same way.
    /// (Of the same type as `analyses`, so not a state of its own.)
    #[from_ref(skip)]
    pub panels: Arc<AnswerCache<BodyKey>>,
    /// The examples gallery, read once at start.
    pub examples: Arc<Vec<Example>>,
    /// How many analyses run and wait at once.
    pub capacity: Arc<Capacity>,
    /// The live sessions open on this server.
    pub live: Arc<LiveHub>,
    /// The pages whose live sockets are accepted.
    pub site_origin: Arc<SiteOrigin>,
}

impl AppState {
    /// The state for a server with these settings' store and limit, and
    /// empty answer caches.
    #[must_use]
    pub fn new(leptos_options: LeptosOptions, store: Store, share_limit: ShareLimit) -> Self {
        // 64 answers of at most 256 KiB each, and for analyses and panels
        // keys of the same bound: under 80 MiB for the three caches together.
        let capacity = NonZeroUsize::new(64).unwrap_or(NonZeroUsize::MIN);
        Self {
            leptos_options,
            live: Arc::new(LiveHub::new(store.clone())),
            store,
            share_limit: Arc::new(share_limit),
            shared_pages: Arc::new(AnswerCache::new(capacity)),
            analyses: Arc::new(AnswerCache::new(capacity)),
            panels: Arc::new(AnswerCache::new(capacity)),
            examples: Arc::new(examples::load()),
            capacity: Arc::new(Capacity::for_this_machine()),
            site_origin: Arc::new(SiteOrigin::default()),
        }
    }

    /// The same state, accepting live sockets from `site`'s pages only.
    #[must_use]
    pub fn serving(mut self, site: SiteOrigin) -> Self {
        self.site_origin = Arc::new(site);
        self
    }
}

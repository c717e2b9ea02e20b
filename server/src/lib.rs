//! The Nestlink server: Leptos server-side rendering, static files and the
//! JSON API, all in one Axum router built by [`router`].
//!
//! The answer to an analysis is made by the `advisor` (the decisions) and
//! `samples` (their sample documents), composed in `answer`, in the types of
//! `wire`; `bson_size` is the BSON size arithmetic both use. `http` serves
//! it all, with `delivery` (how answers travel) and `capacity` (how many
//! analyses run at once); `live` keeps live sessions; `state`, `config`,
//! `store`, `examples`, `error`, the answer `caches` and the link
//! `rate_limit` and the `site_origin` live sockets accept are what the
//! handlers share.

pub mod advisor;
pub mod answer;
pub mod bson_size;
pub mod caches;
pub mod capacity;
pub mod cli;
pub mod config;
pub mod delivery;
pub mod error;
pub mod examples;
pub mod export;
pub mod http;
pub mod i18n;
pub mod import;
pub mod live;
pub(crate) mod patterns;
pub mod rate_limit;
pub mod samples;
pub mod site_origin;
pub mod state;
pub mod store;
pub mod wire;

pub use crate::{
    config::Settings,
    error::ApiError,
    http::{BODY_LIMIT_BYTES, router},
    state::AppState,
};

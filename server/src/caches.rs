//! A bounded cache of finished answers (response bodies) for requests whose
//! answer can never change: a shared page (its model is immutable), an
//! analysis and the advice panel's form of it (pure functions of the
//! model's bytes and the language). A room full of people
//! opening the same link or example then costs one render, not one each.
//! A cached shared page is kept as a [`RenderedPage`], ready for a fresh
//! nonce in every answer.

use std::{
    hash::Hash,
    num::NonZeroUsize,
    sync::{Mutex, MutexGuard},
};

use axum::{
    body::Bytes,
    http::{HeaderValue, header},
    response::{Html, IntoResponse, Response},
};
use lru::LruCache;

use crate::delivery;

/// Answers by key, least recently used dropped first. Only small enough
/// answers are kept; with the capacity the state gives, the caches stay
/// under 80 MiB together.
#[derive(Debug)]
pub struct AnswerCache<K: Hash + Eq, V = Bytes> {
    entries: Mutex<LruCache<K, V>>,
}

/// What a cached answer weighs, in bytes.
pub trait Weight {
    fn weight(&self) -> usize;
}

impl Weight for Bytes {
    fn weight(&self) -> usize {
        self.len()
    }
}

/// The largest answer worth keeping.
pub const MAX_CACHED_BYTES: usize = 256 * 1024;

/// What an answer that is a pure function of a request body is kept by:
/// the language it is written in and the body itself. (Not a digest of it:
/// a cryptographic digest of every body posted costs the runtime's threads
/// more than the cache's own hashing, and a flood of new models then slows
/// every other answer; see `make load`'s overload run.)
pub type BodyKey = (&'static str, Bytes);

/// Whether a body is small enough to be a key worth keeping.
#[must_use]
pub const fn keeps_body(body: &Bytes) -> bool {
    body.len() <= MAX_CACHED_BYTES
}

impl<K: Hash + Eq, V: Weight + Clone> AnswerCache<K, V> {
    /// A cache of at most `capacity` answers.
    #[must_use]
    pub fn new(capacity: NonZeroUsize) -> Self {
        Self {
            entries: Mutex::new(LruCache::new(capacity)),
        }
    }

    fn entries(&self) -> MutexGuard<'_, LruCache<K, V>> {
        // A poisoned lock only means another request panicked mid-update of
        // an LRU order; the cached bytes themselves are whole.
        self.entries
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The answer kept for `key`, if any.
    pub fn get(&self, key: &K) -> Option<V> {
        self.entries().get(key).cloned()
    }

    /// Keeps `answer` for `key`, unless it is too large to be worth it.
    pub fn put(&self, key: K, answer: V) {
        if answer.weight() > MAX_CACHED_BYTES {
            return;
        }
        self.entries().put(key, answer);
    }
}

/// A shared page as rendered, kept in the pieces between the places its
/// nonce went, so each answer puts a fresh nonce there in one copy; and the
/// digest of its content, for its `ETag`.
#[derive(Debug, Clone)]
pub struct RenderedPage {
    pieces: Vec<Bytes>,
    length: usize,
    digest: String,
}

impl RenderedPage {
    /// The page as rendered, split where `nonce` went.
    #[must_use]
    pub fn new(html: &Bytes, nonce: &str) -> Self {
        let pieces: Vec<Bytes> = if nonce.is_empty() {
            vec![html.clone()]
        } else {
            String::from_utf8_lossy(html)
                .split(nonce)
                .map(|piece| Bytes::copy_from_slice(piece.as_bytes()))
                .collect()
        };
        Self {
            digest: delivery::pieces_digest(pieces.iter().map(|piece| &piece[..]), html.len()),
            pieces,
            length: html.len(),
        }
    }
}

impl Weight for RenderedPage {
    fn weight(&self) -> usize {
        self.length
    }
}

impl IntoResponse for RenderedPage {
    /// The page with a nonce of its own: every answer gets a fresh one, even
    /// when the page comes from the cache.
    fn into_response(self) -> Response {
        let nonce = leptos::nonce::Nonce::new().to_string();
        let mut html = Vec::with_capacity(self.length + nonce.len() * self.pieces.len());
        for (i, piece) in self.pieces.iter().enumerate() {
            if i > 0 {
                html.extend_from_slice(nonce.as_bytes());
            }
            html.extend_from_slice(piece);
        }
        let mut response = Html(html).into_response();
        let tag = delivery::EntityTag {
            digest: self.digest,
            nonce: nonce.clone(),
        };
        let headers = response.headers_mut();
        for (name, value) in [
            (
                header::CONTENT_SECURITY_POLICY,
                delivery::page_policy(&nonce),
            ),
            (header::ETAG, tag.to_string()),
        ] {
            if let Ok(value) = HeaderValue::from_str(&value) {
                headers.insert(name, value);
            }
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_recently_used_answer_goes_first_and_big_ones_are_not_kept() {
        let cache = AnswerCache::new(NonZeroUsize::new(2).expect("non-zero"));
        cache.put("a", Bytes::from_static(b"1"));
        cache.put("b", Bytes::from_static(b"2"));
        assert_eq!(cache.get(&"a").as_deref(), Some(&b"1"[..]));
        cache.put("c", Bytes::from_static(b"3"));
        assert!(cache.get(&"b").is_none(), "b was the least recently used");
        assert!(cache.get(&"a").is_some() && cache.get(&"c").is_some());

        cache.put("big", Bytes::from(vec![0; MAX_CACHED_BYTES + 1]));
        assert!(cache.get(&"big").is_none());
    }
}

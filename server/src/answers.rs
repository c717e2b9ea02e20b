//! A bounded cache of finished answers (response bodies) for requests whose
//! answer can never change: a shared page (its model is immutable) and an
//! analysis (a pure function of the model's bytes). A room full of people
//! opening the same link or example then costs one render, not one each.

use std::{
    hash::Hash,
    num::NonZeroUsize,
    sync::{Mutex, MutexGuard},
};

use axum::body::Bytes;
use lru::LruCache;

/// Answers by key, least recently used dropped first. Only small enough
/// answers are kept; with the capacity the state gives, both caches stay
/// under 50 MiB.
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

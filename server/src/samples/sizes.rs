//! Exact BSON sizes. Small documents are encoded with the `bson` crate and
//! measured; an array of a million children is not built: its size follows
//! from the encoded children and BSON's layout, which is exact.
//!
//! An array is a document whose keys are "0", "1", ...: 4 bytes of length,
//! then per element a type byte, the index as a C string and the value, then
//! a terminating NUL.

use bson::Document;

use super::values::Sized;

/// The BSON document size limit: 16 MiB.
pub const DOCUMENT_LIMIT: u64 = 16 * 1024 * 1024;

/// The encoded length of a document (0 if it cannot be encoded, which only
/// a key with a NUL byte causes; the validator refuses such names).
#[must_use]
pub fn encoded(doc: &Document) -> u64 {
    doc.to_vec().map_or(0, |bytes| bytes.len() as u64)
}

/// The true size of a shown document: its encoding plus the bytes cut from
/// long values.
#[must_use]
pub fn true_size(sized: &Sized) -> u64 {
    encoded(&sized.doc).saturating_add(sized.extra)
}

/// Shared with the advisor's estimate: both count BSON's array-index keys.
pub use crate::advisor::facts::index_digits;

/// The encoded size of an array of `count` values whose sizes repeat the
/// cycle `values` (element `j` has size `values[j % values.len()]`): the
/// shown children stand for all the others in turn.
#[must_use]
pub fn array_size(values: &[u64], count: u64) -> u64 {
    let cycle = values.len() as u64;
    let content = match (count.checked_div(cycle), count.checked_rem(cycle)) {
        (Some(whole), Some(rest)) => values.iter().enumerate().fold(0u64, |total, (r, &size)| {
            let times = whole.saturating_add(u64::from((r as u64) < rest));
            total.saturating_add(times.saturating_mul(size))
        }),
        _ => 0,
    };
    // Per element: type byte and the key's NUL (2), plus the key's digits.
    5u64.saturating_add(count.saturating_mul(2))
        .saturating_add(index_digits(count))
        .saturating_add(content)
}

/// The size of an element `key: value` inside a document.
#[must_use]
pub fn element_size(key: &str, value: u64) -> u64 {
    (key.len() as u64).saturating_add(2).saturating_add(value)
}

/// The smallest count at which `size(count)` passes the 16 MiB limit, if
/// any count up to 2^53 does. `size` must not decrease as the count grows.
pub fn breaking_count(size: impl Fn(u64) -> u64) -> Option<u64> {
    let mut high: u64 = 1 << 53;
    if size(high) <= DOCUMENT_LIMIT {
        return None;
    }
    let mut low: u64 = 0;
    if size(low) > DOCUMENT_LIMIT {
        return Some(0);
    }
    // size(low) fits, size(high) does not.
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if size(mid) > DOCUMENT_LIMIT {
            high = mid;
        } else {
            low = mid;
        }
    }
    Some(high)
}

#[cfg(test)]
mod tests {
    use bson::{Bson, doc, oid::ObjectId};

    use super::*;

    #[test]
    fn array_sizes_match_a_full_encoding() {
        let children = [
            doc! {"email": "ann@example.com", "type": "work"},
            doc! {"email": "b@example.org", "type": "home"},
            doc! {"email": "carl.long.name@example.net", "type": "other"},
        ];
        let sizes: Vec<u64> = children.iter().map(encoded).collect();
        for count in [0u64, 1, 2, 3, 9, 10, 11, 99, 100, 101, 1_000, 12_345] {
            let array: Vec<Bson> = (0..count)
                .map(|j| {
                    let i = usize::try_from(j % 3).unwrap_or(0);
                    Bson::Document(children.get(i).cloned().unwrap_or_default())
                })
                .collect();
            let parent =
                doc! {"_id": ObjectId::from_bytes([1; 12]), "name": "Ann", "emails": array};
            let base = encoded(&doc! {"_id": ObjectId::from_bytes([1; 12]), "name": "Ann"});
            assert_eq!(
                encoded(&parent),
                base + element_size("emails", array_size(&sizes, count)),
                "{count} children"
            );
        }
    }

    #[test]
    fn the_breaking_count_is_the_first_that_does_not_fit() {
        let size = |n: u64| 1_000 + n.saturating_mul(100);
        let at = breaking_count(size).expect("it breaks");
        assert!(size(at) > DOCUMENT_LIMIT && size(at - 1) <= DOCUMENT_LIMIT);
        assert_eq!(breaking_count(|_| 10), None);
        assert_eq!(breaking_count(|_| u64::MAX), Some(0));
    }

    #[test]
    fn huge_counts_saturate() {
        assert_eq!(array_size(&[u64::MAX], u64::MAX), u64::MAX);
        assert!(index_digits(u64::MAX) > 0);
    }
}

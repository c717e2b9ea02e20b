//! BSON size arithmetic, the one place for it: the advisor's estimates (from
//! field types) and the samples' exact sizes (from encoded documents) both
//! count with these. An array of a million children is never built: its
//! size follows from its elements and BSON's layout, which is exact.
//!
//! A document is 4 bytes of length, its elements, and a terminating NUL; an
//! element is a type byte, its key as a C string, and its value. An array is
//! a document whose keys are "0", "1", ...

use bson::Document;

/// The BSON document size limit: 16 MiB.
pub use nestlink_core::wire::analysis::DOCUMENT_LIMIT;

/// An ObjectId value.
pub const OBJECT_ID_BYTES: u64 = 12;

/// An empty document: int32 length and the trailing NUL.
pub const EMPTY_DOCUMENT_BYTES: u64 = 5;

/// The encoded length of a document (0 if it cannot be encoded, which only
/// a key with a NUL byte causes; the validator refuses such names).
#[must_use]
pub fn encoded(doc: &Document) -> u64 {
    doc.to_vec().map_or(0, |bytes| bytes.len() as u64)
}

/// The size of an element `key: value` inside a document: type byte, the
/// key as a C string, the value.
#[must_use]
pub fn element_size(key: &str, value: u64) -> u64 {
    (key.len() as u64).saturating_add(2).saturating_add(value)
}

/// The encoded size of an array of `count` values whose sizes repeat the
/// cycle `values` (element `j` has size `values[j % values.len()]`): the
/// shown children stand for all the others in turn. `&[size]` is an array
/// of `count` values of one size.
#[must_use]
pub fn array_size(values: &[u64], count: u64) -> u64 {
    // Per element: type byte and the key's NUL (2), plus the key's digits.
    EMPTY_DOCUMENT_BYTES
        .saturating_add(count.saturating_mul(2))
        .saturating_add(index_digits(count))
        .saturating_add(cycled_total(values, count))
}

/// The total of `count` sizes that repeat the cycle `values` (the `j`th is
/// `values[j % values.len()]`); 0 when `values` is empty.
#[must_use]
pub fn cycled_total(values: &[u64], count: u64) -> u64 {
    let cycle = values.len() as u64;
    match (count.checked_div(cycle), count.checked_rem(cycle)) {
        (Some(whole), Some(rest)) => values.iter().enumerate().fold(0u64, |total, (r, &size)| {
            let times = whole.saturating_add(u64::from((r as u64) < rest));
            total.saturating_add(times.saturating_mul(size))
        }),
        _ => 0,
    }
}

/// Total decimal digits of the indexes 0..count (BSON array keys).
#[must_use]
pub fn index_digits(count: u64) -> u64 {
    let mut total: u64 = 0;
    let mut low: u64 = 0;
    let mut high: u64 = 10;
    let mut digits: u64 = 1;
    while low < count {
        let in_band = count.min(high) - low;
        total = total.saturating_add(in_band.saturating_mul(digits));
        low = high;
        high = high.saturating_mul(10);
        digits += 1;
        if low == u64::MAX {
            break;
        }
    }
    total
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
    fn array_sizes_count_their_index_keys() {
        assert_eq!(index_digits(0), 0);
        assert_eq!(index_digits(10), 10);
        assert_eq!(index_digits(11), 12);
        assert_eq!(index_digits(1_000), 10 + 180 + 2_700);
        // [int32, int32] = 4 + 2 * (1 + "0\0" + 4) + 1 = 19
        assert_eq!(array_size(&[4], 2), 19);
    }

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
    fn one_size_arrays_and_ids_match_a_full_encoding() {
        for count in [0u64, 1, 10, 11, 250] {
            let ids: Vec<Bson> = (0..count)
                .map(|_| Bson::ObjectId(ObjectId::from_bytes([7; 12])))
                .collect();
            let with = encoded(&doc! {"ids": ids});
            let without = encoded(&doc! {});
            assert_eq!(without, EMPTY_DOCUMENT_BYTES);
            assert_eq!(
                with,
                without + element_size("ids", array_size(&[OBJECT_ID_BYTES], count)),
                "{count} ids"
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

//! The sizes of a variant's documents: the true size of a shown document
//! (encoded with the `bson` crate, plus what was cut from long values), and
//! the size of its largest document as the child count grows, with where it
//! passes the 16 MiB limit. (The arithmetic of sizes is in
//! [`crate::bson_size`].)

use super::values::Sized;
use crate::advisor::facts::Facts;
use crate::bson_size::{DOCUMENT_LIMIT, breaking_count, encoded};
use crate::wire::BsonBytes;

/// The true size of a shown document: its encoding plus the bytes cut from
/// long values.
#[must_use]
pub fn true_size(sized: &Sized) -> u64 {
    encoded(&sized.doc).saturating_add(sized.extra)
}

/// Sizes of the largest document of a variant as the child count grows.
pub(crate) struct Growth<'s> {
    /// Size at a child count.
    pub size: Box<dyn Fn(u64) -> u64 + 's>,
    /// The size depends on the count.
    pub grows: bool,
}

pub(crate) fn bson_bytes(
    f: &Facts<'_>,
    growth: &Growth<'_>,
    shown: u64,
) -> (BsonBytes, Vec<String>) {
    let typical = (growth.size)(f.typical);
    let max = match f.max {
        Some(max) => Some((growth.size)(max)),
        None if growth.grows => None,
        None => Some(typical),
    };
    let breaks_at = if growth.grows {
        breaking_count(&*growth.size)
    } else {
        (typical > DOCUMENT_LIMIT).then_some(0)
    };
    let mut warnings = Vec::new();
    if let Some(at) = breaks_at {
        let reached = f.max.is_none_or(|max| max >= at);
        if reached {
            let said = match f.max {
                _ if !growth.grows => super::said("sample-over-limit-one"),
                None => super::said("sample-grows-past"),
                Some(max) => super::said("sample-breaks-at").count("max", max),
            };
            warnings.push(super::written(
                &said
                    .count("at", at)
                    .with("children", f.to_plural.as_str())
                    .with("parent", f.from.name.as_str())
                    .count("limit", DOCUMENT_LIMIT),
            ));
        }
    }
    (
        BsonBytes {
            typical,
            max,
            shown,
            breaks_at,
        },
        warnings,
    )
}

//! The true size of a shown document: encoded with the `bson` crate, plus
//! what was cut from long values. (The arithmetic of sizes is in
//! [`crate::bson_size`].)

use super::values::Sized;
use crate::bson_size::encoded;

/// The true size of a shown document: its encoding plus the bytes cut from
/// long values.
#[must_use]
pub fn true_size(sized: &Sized) -> u64 {
    encoded(&sized.doc).saturating_add(sized.extra)
}

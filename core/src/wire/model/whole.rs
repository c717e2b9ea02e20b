//! Counts are JSON integers, and to JSON (and JavaScript) `2.0` is the same
//! integer as `2`; serde alone would refuse it for a `u64`. So counts accept
//! a whole number written either way, and nothing else.

use serde::{
    Deserializer,
    de::{Error, Unexpected, Visitor},
};

/// Just above `u64::MAX`: the first whole `f64` that does not fit.
const TOO_LARGE: f64 = 18_446_744_073_709_551_616.0;

struct WholeNumber;

impl Visitor<'_> for WholeNumber {
    type Value = u64;

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("a whole number from 0 to 18446744073709551615")
    }

    fn visit_u64<E: Error>(self, value: u64) -> Result<u64, E> {
        Ok(value)
    }

    fn visit_i64<E: Error>(self, value: i64) -> Result<u64, E> {
        u64::try_from(value).map_err(|_| E::invalid_value(Unexpected::Signed(value), &self))
    }

    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    fn visit_f64<E: Error>(self, value: f64) -> Result<u64, E> {
        if value.fract() == 0.0 && (0.0..TOO_LARGE).contains(&value) {
            // Whole and in range, so the cast is exact.
            Ok(value as u64)
        } else {
            Err(E::invalid_value(Unexpected::Float(value), &self))
        }
    }
}

struct MaybeWholeNumber;

impl<'de> Visitor<'de> for MaybeWholeNumber {
    type Value = Option<u64>;

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("null or a whole number from 0 to 18446744073709551615")
    }

    fn visit_none<E: Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_unit<E: Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_any(WholeNumber).map(Some)
    }
}

/// A count that may be null.
pub fn optional<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<u64>, D::Error> {
    deserializer.deserialize_option(MaybeWholeNumber)
}

/// The format version.
pub fn version<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
    let value = deserializer.deserialize_any(WholeNumber)?;
    u32::try_from(value).map_err(|_| {
        D::Error::invalid_value(
            Unexpected::Unsigned(value),
            &"a version from 0 to 4294967295",
        )
    })
}

/// A count that must be present.
pub fn required<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    deserializer.deserialize_any(WholeNumber)
}

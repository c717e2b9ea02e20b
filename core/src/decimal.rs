//! A number as text, for code that runs in the browser: what the diagram
//! writes into SVG and CSS, and the numbers the model's problems quote.
//! It is the text `f64`'s `Display` writes (the fewest digits that read
//! back to the same number, never an exponent), with the digits from
//! `zmij`, the float writer serde_json already brings into the browser.
//! `f64`'s own `Display` would bring core's float formatter (Grisu, Dragon
//! and their tables, about 8 KB brotli) into the WASM module that uses it.
//!
//! One difference: where two texts of the fewest digits are equally near
//! the number (an exact tie in the 17th digit, as in 1675526647607834.25),
//! zmij takes the even last digit and `Display` the higher one. Both read
//! back to the same number.

use std::fmt;

/// Writes its number as `{}` writes an `f64` (but for the tie above):
/// `Decimal(100.0)` is `100`, `Decimal(0.1 + 0.2)` is `0.30000000000000004`,
/// `Decimal(1e21)` is `1000000000000000000000`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decimal(pub f64);

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = self.0;
        if value.is_nan() {
            return f.write_str("NaN");
        }
        if value.is_infinite() {
            return f.write_str(if value > 0.0 { "inf" } else { "-inf" });
        }
        let mut buffer = zmij::Buffer::new();
        let written = buffer.format_finite(value);
        let Some((mantissa, exponent)) = written.split_once('e') else {
            // zmij writes a whole number with ".0"; Display does not.
            return f.write_str(written.strip_suffix(".0").unwrap_or(written));
        };
        let exponent: i32 = exponent.parse().map_err(|_| fmt::Error)?;
        let (sign, mantissa) = match mantissa.strip_prefix('-') {
            Some(rest) => ("-", rest),
            None => ("", mantissa),
        };
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let fraction = fraction.trim_end_matches('0');
        let digits = [whole, fraction].concat();
        // Where the decimal point falls among the digits once the exponent
        // is applied.
        let point = i32::try_from(whole.len()).map_err(|_| fmt::Error)? + exponent;
        f.write_str(sign)?;
        if point <= 0 {
            f.write_str("0.")?;
            for _ in point..0 {
                f.write_str("0")?;
            }
            f.write_str(&digits)
        } else {
            let point = usize::try_from(point).map_err(|_| fmt::Error)?;
            if point >= digits.len() {
                f.write_str(&digits)?;
                for _ in digits.len()..point {
                    f.write_str("0")?;
                }
                Ok(())
            } else {
                f.write_str(&digits[..point])?;
                f.write_str(".")?;
                f.write_str(&digits[point..])
            }
        }
    }
}

/// Writes its number with a fixed count of decimals, as `{:.N}` writes an
/// `f64` (`Rounded(1.25, 1)` is `1.2`, `Rounded(3.0, 1)` is `3.0`): for
/// sizes, widths and positions. The count is at most 6.
///
/// It rounds half to even, as `{:.N}` does, wherever the number's fraction
/// times 10^N is exact (a byte count over 1024, say). Elsewhere that
/// product may round once more, so the last digit can differ from
/// `{:.N}`'s within a rounding error of a tie. From 2^53 up, where an
/// `f64` holds no fraction, the digits are `Decimal`'s.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rounded(pub f64, pub u8);

impl fmt::Display for Rounded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const NO_FRACTION: f64 = 9_007_199_254_740_992.0;
        let Self(value, places) = *self;
        let places = places.min(6);
        if !value.is_finite() {
            return Decimal(value).fmt(f);
        }
        if value.is_sign_negative() {
            f.write_str("-")?;
        }
        let magnitude = value.abs();
        let unit = 10_u64.pow(u32::from(places));
        let (whole, tail) = if magnitude >= NO_FRACTION {
            Decimal(magnitude).fmt(f)?;
            (None, 0)
        } else if places == 0 {
            // Below 2^53, a whole number fits u64 exactly.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let whole = magnitude.round_ties_even() as u64;
            (Some(whole), 0)
        } else {
            let whole = magnitude.trunc();
            // At most 10^6, and not negative.
            #[allow(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                clippy::cast_precision_loss
            )]
            let tail = ((magnitude - whole) * unit as f64).round_ties_even() as u64;
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let whole = whole as u64;
            if tail == unit {
                (Some(whole + 1), 0)
            } else {
                (Some(whole), tail)
            }
        };
        if let Some(whole) = whole {
            write!(f, "{whole}")?;
        }
        if places > 0 {
            write!(f, ".{tail:0width$}", width = usize::from(places))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{Decimal, Rounded};
    use proptest::prelude::*;

    fn same_as_display(value: f64) {
        assert_eq!(
            Decimal(value).to_string(),
            value.to_string(),
            "bits {:#x}",
            value.to_bits()
        );
    }

    #[test]
    fn writes_what_display_writes_for_the_numbers_a_diagram_has() {
        for value in [
            0.0,
            -0.0,
            1.0,
            -1.0,
            100.0,
            240.0,
            0.5,
            12.25,
            0.1 + 0.2,
            1.0 / 3.0,
            -7.125,
            123_456.789,
            1e-7,
            5.5e-17,
            -3.2e-5,
            1e15,
            1e16,
            1e21,
            1.5e300,
            4.9e-324,
            f64::MAX,
            f64::MIN_POSITIVE,
        ] {
            same_as_display(value);
        }
        assert_eq!(Decimal(f64::NAN).to_string(), "NaN");
        assert_eq!(Decimal(f64::INFINITY).to_string(), "inf");
        assert_eq!(Decimal(f64::NEG_INFINITY).to_string(), "-inf");
    }

    #[test]
    fn rounded_writes_what_a_precision_writes() {
        // Numbers whose fractions scale exactly, ties included.
        for value in [
            0.0, -0.0, 1.0, 3.0, 0.25, 1.25, 2.5, 3.5, -0.375, -1.75, 0.125, 1024.5, 1e15, 9.5e15,
        ] {
            for places in 0..=3 {
                assert_eq!(
                    Rounded(value, places).to_string(),
                    format!("{value:.prec$}", prec = usize::from(places)),
                    "{value} to {places}"
                );
            }
        }
        assert_eq!(Rounded(f64::NAN, 1).to_string(), "NaN");
        assert_eq!(Rounded(1e21, 1).to_string(), "1000000000000000000000.0");
        assert_eq!(Rounded(0.96, 1).to_string(), "1.0");
        assert_eq!(Rounded(-0.04, 1).to_string(), "-0.0");
    }

    #[test]
    fn an_exact_tie_rounds_to_even_and_reads_back_the_same() {
        let value = f64::from_bits(0x4317_cf87_ca91_c869);
        assert_eq!(value.to_string(), "1675526647607834.3");
        assert_eq!(Decimal(value).to_string(), "1675526647607834.2");
        assert_eq!("1675526647607834.2".parse::<f64>(), Ok(value));
    }

    /// Reads back to the same number, in as many characters as `Display`
    /// writes, with no exponent.
    fn as_short_as_display(value: f64) -> Result<(), TestCaseError> {
        let written = Decimal(value).to_string();
        prop_assert_eq!(
            written.parse::<f64>().map(f64::to_bits),
            Ok(value.to_bits()),
            "{}",
            written
        );
        prop_assert_eq!(
            written.len(),
            value.to_string().len(),
            "{} against {}",
            written,
            value
        );
        prop_assert!(!written.contains('e'), "{}", written);
        Ok(())
    }

    proptest! {
        #[test]
        fn any_finite_number_is_written_as_short_as_display(bits in any::<u64>()) {
            let value = f64::from_bits(bits);
            prop_assume!(value.is_finite());
            as_short_as_display(value)?;
        }

        #[test]
        fn a_size_in_kib_or_mib_is_rounded_as_a_precision_rounds(bytes in 0u64..(1 << 40)) {
            #[allow(clippy::cast_precision_loss)]
            for value in [bytes as f64 / 1024.0, bytes as f64 / 1_048_576.0] {
                prop_assert_eq!(Rounded(value, 1).to_string(), format!("{value:.1}"));
            }
        }

        #[test]
        fn rounded_is_within_half_a_unit(value in -1e9f64..1e9, places in 0u8..4) {
            let written = Rounded(value, places).to_string();
            let read: f64 = written.parse().map_err(|_| TestCaseError::fail(written.clone()))?;
            let unit = 10f64.powi(-i32::from(places));
            prop_assert!((read - value).abs() <= unit / 2.0 + value.abs() * 1e-15, "{} for {}", written, value);
            let decimals = written.split_once('.').map_or(0, |(_, d)| d.len());
            prop_assert_eq!(decimals, usize::from(places));
        }

        #[test]
        fn canvas_arithmetic_is_written_as_short_as_display(a in -5000i32..5000, b in 1i32..1000, zoom in 1u32..400) {
            // Positions and sizes as the canvas computes them: a model
            // coordinate, a fraction of a box, a zoom factor.
            let value = f64::from(a) / f64::from(b) * (f64::from(zoom) / 100.0) + 0.1 * f64::from(b);
            as_short_as_display(value)?;
        }
    }
}

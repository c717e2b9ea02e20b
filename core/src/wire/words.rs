//! The contract's fixed words (`"one-to-many"`, `"minute"`, `"bucket"`...)
//! as Rust enums.
//!
//! One macro writes each enum with its words, and one small reader serves
//! them all: serde's derive would write a visitor per enum into the
//! browser's main module, and the contract has a dozen such enums.

use serde::{
    Deserializer,
    de::{Error, Visitor},
};

/// An enum of unit variants, each written in JSON as its word; with `ALL`,
/// `as_str`, `parse`, serde and (on the server) the OpenAPI schema.
macro_rules! words {
    (
        $(#[doc = $doc:literal])*
        pub enum $name:ident {
            $( $(#[$variant_meta:meta])* $variant:ident = $word:literal, )+
        }
    ) => {
        $(#[doc = $doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum $name {
            $( $(#[$variant_meta])* $variant, )+
        }

        impl $name {
            /// Every value, in the order the editor offers them.
            pub const ALL: [Self; [$($word),+].len()] = [$(Self::$variant),+];
            const WORDS: [&'static str; [$($word),+].len()] = [$($word),+];

            /// The value this JSON word names.
            #[must_use]
            pub fn parse(word: &str) -> Option<Self> {
                Self::WORDS
                    .iter()
                    .position(|known| *known == word)
                    .map(|index| Self::ALL[index])
            }

            /// The word used in the model JSON.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $( Self::$variant => $word, )+
                }
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::wire::words::index_of(deserializer, &Self::WORDS)
                    .map(|index| Self::ALL[index])
            }
        }

        #[cfg(feature = "openapi")]
        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                utoipa::openapi::schema::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::Type::String)
                    .description(Some(concat!($($doc, "\n"),*).trim()))
                    .enum_values(Some(Self::WORDS))
                    .into()
            }
        }

        #[cfg(feature = "openapi")]
        impl utoipa::ToSchema for $name {}
    };
}

pub(crate) use words;

/// Which of `words` the next JSON string is; any other value is refused
/// with serde's own "unknown variant" message, which lists the words.
pub fn index_of<'de, D: Deserializer<'de>>(
    deserializer: D,
    words: &'static [&'static str],
) -> Result<usize, D::Error> {
    deserializer.deserialize_str(Word(words))
}

struct Word(&'static [&'static str]);

impl Visitor<'_> for Word {
    type Value = usize;

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("one of the words this key takes")
    }

    fn visit_str<E: Error>(self, value: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|word| *word == value)
            .ok_or_else(|| E::unknown_variant(value, self.0))
    }
}

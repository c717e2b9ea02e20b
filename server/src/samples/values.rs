//! Sample values chosen by field name and type ("email" gets an e-mail
//! address, "price" a decimal), and ObjectIds that agree across collections.
//!
//! Every value comes from a ChaCha8 generator seeded with a hash of the
//! model name, the entity, the field and the instance number, so the same
//! model always gives the same documents, and the student shown in the
//! embedded variant is the same student as in the referenced one.

use bson::{Binary, Bson, DateTime, Decimal128, Document, oid::ObjectId, spec::BinarySubtype};
use fake::Fake;
use fake::faker::{
    address::en::{BuildingNumber, CityName, CountryName, StateName, StreetName, ZipCode},
    barcode::en::Isbn13,
    company::en::{Buzzword, CatchPhrase, CompanyName},
    internet::en::{IPv4, SafeEmail, Username},
    job::en::Title as JobTitle,
    lorem::en::{Sentence, Word, Words},
    name::en::{FirstName, LastName, Name},
    phone_number::en::PhoneNumber,
};
use rand::{RngExt, SeedableRng, rngs::ChaCha8Rng};

use nestlink_core::wire::model::{Entity, Field, FieldType};

/// Strings and arrays longer than this are shown cut short; their full
/// `size_bytes` still counts in the sizes (see [`Sized`]).
pub const SHOWN_STRING_BYTES: u64 = 256;
/// Binary values longer than this are shown cut short.
pub const SHOWN_BINARY_BYTES: u64 = 48;

/// A document as shown, and the bytes its values have beyond what is shown
/// (a 20 MB `size_bytes` string is shown as its first few hundred bytes).
/// Its true encoded size is `encoded length + extra`, exactly: a BSON
/// string or binary grows by one byte per byte of content.
#[derive(Debug, Clone, Default)]
pub struct Sized {
    pub doc: Document,
    pub extra: u64,
}

impl Sized {
    /// Adds `more`'s fields after this document's own.
    pub fn extend(&mut self, more: Self) {
        self.doc.extend(more.doc);
        self.extra = self.extra.saturating_add(more.extra);
    }
}

/// 64-bit FNV-1a over the parts, with a separator so ("ab","c") and ("a","bc") differ.
#[must_use]
pub fn hash(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for byte in part.bytes().chain(std::iter::once(0xff)) {
            h ^= u64::from(byte);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// The ObjectId of instance `n` of an entity. It looks like a real one: a
/// timestamp (spring 2024), five bytes from the entity, a counter.
#[must_use]
pub fn object_id(model_seed: u64, entity: &str, n: u64) -> ObjectId {
    let h = hash(&[entity]) ^ model_seed;
    let seconds = 1_714_000_000u32.wrapping_add(u32::try_from(h % 5_000_000).unwrap_or(0));
    let mut bytes = [0u8; 12];
    let (time, rest) = bytes.split_at_mut(4);
    time.copy_from_slice(&seconds.to_be_bytes());
    let (random, counter) = rest.split_at_mut(5);
    if let Some(src) = h.to_be_bytes().get(3..8) {
        random.copy_from_slice(src);
    }
    // The counter starts from the entity too, so ids of different
    // entities never look alike.
    let count = u32::try_from(h >> 40 & 0xff_ffff)
        .unwrap_or(0)
        .wrapping_add(u32::try_from(n & 0xff_ffff).unwrap_or(0));
    if let Some(src) = count.to_be_bytes().get(1..4) {
        counter.copy_from_slice(src);
    }
    ObjectId::from_bytes(bytes)
}

/// The fields of instance `n` of an entity, as a document without `_id`.
#[must_use]
pub fn entity_fields(model_seed: u64, entity: &Entity, n: u64) -> Sized {
    let mut out = Sized::default();
    for field in &entity.fields {
        let (value, extra) = value(model_seed, entity, field, n);
        out.doc.insert(field.name.clone(), value);
        out.extra = out.extra.saturating_add(extra);
    }
    out
}

fn rng_for(model_seed: u64, entity: &Entity, field: &Field, n: u64) -> ChaCha8Rng {
    let seed = hash(&[&entity.id, &field.name, &n.to_string()]) ^ model_seed;
    ChaCha8Rng::seed_from_u64(seed)
}

/// One value, and its bytes beyond what is shown.
#[must_use]
pub fn value(model_seed: u64, entity: &Entity, field: &Field, n: u64) -> (Bson, u64) {
    let rng = &mut rng_for(model_seed, entity, field, n);
    let name = field.name.to_lowercase();
    let has = |word: &str| name.contains(word);
    match field.field_type {
        FieldType::String => {
            let text = string_by_name(rng, &name, &entity.name.to_lowercase());
            match field.size_bytes {
                Some(size) => sized_string(&text, size),
                None => (Bson::String(text), 0),
            }
        }
        FieldType::Int => {
            let (low, high) = if has("age") {
                (18, 80)
            } else if has("year") {
                (1990, 2025)
            } else if has("rating") || has("stars") || has("score") {
                (1, 5)
            } else if has("qty") || has("quantity") || has("stock") || has("count") {
                (0, 500)
            } else if has("number") || has("catalog") || has("code") {
                (10_000, 99_999)
            } else {
                (1, 1_000)
            };
            (Bson::Int32(rng.random_range(low..=high)), 0)
        }
        // Beyond the int32 range on purpose: relaxed Extended JSON writes a
        // small long as a plain number, which reads back as an int32.
        FieldType::Long => (
            Bson::Int64(rng.random_range(3_000_000_000i64..90_000_000_000)),
            0,
        ),
        FieldType::Double => {
            let (low, high) = if has("lat") {
                (-90.0, 90.0)
            } else if has("lon") || has("lng") {
                (-180.0, 180.0)
            } else if has("rating") || has("score") {
                (0.0, 5.0)
            } else {
                (0.0, 1_000.0)
            };
            let x: f64 = rng.random_range(low..high);
            // Two decimals, and never a whole number, so it reads as a double.
            (Bson::Double((x * 100.0).round() / 100.0 + 0.005), 0)
        }
        FieldType::Decimal => {
            let cents: u32 = if has("rate") || has("ratio") {
                rng.random_range(1..100)
            } else {
                rng.random_range(199..50_000)
            };
            let text = format!("{}.{:02}", cents / 100, cents % 100);
            let decimal = text
                .parse::<Decimal128>()
                .unwrap_or_else(|_| Decimal128::from_bytes([0; 16]));
            (Bson::Decimal128(decimal), 0)
        }
        FieldType::Bool => (Bson::Boolean(rng.random_bool(0.7)), 0),
        FieldType::Date => {
            // Milliseconds since 1970: birthdays from 1960, other dates 2015-2025.
            let (low, high) = if has("born") || has("birth") {
                (-315_619_200_000i64, 1_104_537_600_000)
            } else {
                (1_420_070_400_000, 1_767_225_600_000)
            };
            let millis = rng.random_range(low..high);
            (Bson::DateTime(DateTime::from_millis(millis)), 0)
        }
        FieldType::ObjectId => {
            let n = rng.random_range(0..1_000_000);
            (Bson::ObjectId(object_id(model_seed, &field.name, n)), 0)
        }
        FieldType::BinData => {
            let size = field.size_bytes.unwrap_or(16);
            let shown = size.min(SHOWN_BINARY_BYTES);
            let bytes: Vec<u8> = (0..shown).map(|_| rng.random()).collect();
            (
                Bson::Binary(Binary {
                    subtype: BinarySubtype::Generic,
                    bytes,
                }),
                size - shown,
            )
        }
        FieldType::Array => {
            let words: Vec<String> = Words(2..4).fake_with_rng(rng);
            match field.size_bytes {
                // One string element: 4 + (1 + "0\0" + 4 + L + 1) + 1 = L + 13.
                Some(size) if size >= 13 => {
                    let (text, extra) = sized_string(&words.join(" "), size - 13);
                    (Bson::Array(vec![text]), extra)
                }
                Some(_) => (Bson::Array(Vec::new()), 0),
                None => (
                    Bson::Array(words.into_iter().map(Bson::String).collect()),
                    0,
                ),
            }
        }
        FieldType::Object => {
            let note: String = Sentence(3..6).fake_with_rng(rng);
            match field.size_bytes {
                // {"text": L bytes}: 4 + (1 + "text\0" + 4 + L + 1) + 1 = L + 16.
                Some(size) if size >= 16 => {
                    let (text, extra) = sized_string(&note, size - 16);
                    let mut doc = Document::new();
                    doc.insert("text", text);
                    (Bson::Document(doc), extra)
                }
                Some(_) => (Bson::Document(Document::new()), 0),
                None => {
                    let mut doc = Document::new();
                    doc.insert("text", note);
                    (Bson::Document(doc), 0)
                }
            }
        }
    }
}

/// A string of exactly `size` bytes made from `text` (repeated or cut);
/// past [`SHOWN_STRING_BYTES`] only the start is shown and the rest is extra.
fn sized_string(text: &str, size: u64) -> (Bson, u64) {
    let shown = usize::try_from(size.min(SHOWN_STRING_BYTES)).unwrap_or(0);
    let seed = if text.is_empty() { "x" } else { text };
    let mut out = String::with_capacity(shown + 4);
    while out.len() < shown {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(seed);
    }
    // Cut at a character boundary, then pad with spaces to the exact size.
    let mut cut = shown.min(out.len());
    while !out.is_char_boundary(cut) {
        cut -= 1;
    }
    out.truncate(cut);
    while out.len() < shown {
        out.push(' ');
    }
    (Bson::String(out), size.saturating_sub(shown as u64))
}

const PEOPLE: &[&str] = &[
    "student", "person", "people", "user", "client", "customer", "author", "employee", "member",
    "contact", "teacher", "patient",
];
const ORGANISATIONS: &[&str] = &[
    "company",
    "publisher",
    "manufacturer",
    "vendor",
    "supplier",
    "organization",
    "organisation",
];

fn string_by_name(rng: &mut ChaCha8Rng, name: &str, entity: &str) -> String {
    let has = |word: &str| name.contains(word);
    let pick = |rng: &mut ChaCha8Rng, list: &[&str]| -> String {
        let i = rng.random_range(0..list.len().max(1));
        list.get(i).copied().unwrap_or_default().to_owned()
    };
    if has("email") || has("e_mail") {
        SafeEmail().fake_with_rng(rng)
    } else if has("first") || has("given") {
        FirstName().fake_with_rng(rng)
    } else if has("last") || has("surname") || has("family") {
        LastName().fake_with_rng(rng)
    } else if has("username") || has("login") || has("handle") {
        Username().fake_with_rng(rng)
    } else if has("phone") || has("mobile") {
        PhoneNumber().fake_with_rng(rng)
    } else if name.starts_with("ip") || has("_ip") {
        IPv4().fake_with_rng(rng)
    } else if has("city") || has("town") {
        CityName().fake_with_rng(rng)
    } else if has("street") || has("address") || name.starts_with("line") {
        let number: String = BuildingNumber().fake_with_rng(rng);
        let street: String = StreetName().fake_with_rng(rng);
        format!("{number} {street}")
    } else if has("zip") || has("postal") || has("postcode") {
        ZipCode().fake_with_rng(rng)
    } else if has("country") {
        CountryName().fake_with_rng(rng)
    } else if has("state") || has("region") {
        StateName().fake_with_rng(rng)
    } else if has("isbn") {
        Isbn13().fake_with_rng(rng)
    } else if has("url") || has("website") || has("link") {
        let word: String = Word().fake_with_rng(rng);
        format!("https://{word}.example.com/")
    } else if has("manufacturer") || has("company") || has("publisher") || has("vendor") {
        CompanyName().fake_with_rng(rng)
    } else if has("job") || has("position") || has("role") {
        JobTitle().fake_with_rng(rng)
    } else if has("status") {
        pick(rng, &["active", "pending", "archived"])
    } else if has("type") || has("kind") {
        pick(rng, &["work", "home", "personal", "other"])
    } else if name.ends_with("no") || has("sku") || has("code") || has("number") {
        format!(
            "{}-{:05}",
            pick(rng, &["PN", "AX", "QX"]),
            rng.random_range(0..100_000)
        )
    } else if has("message")
        || has("text")
        || has("body")
        || has("description")
        || has("content")
        || has("comment")
        || has("summary")
        || has("plot")
    {
        let sentence: String = Sentence(5..12).fake_with_rng(rng);
        sentence
    } else if has("title") || has("subject") || has("headline") {
        let words: Vec<String> = Words(2..5).fake_with_rng(rng);
        title_case(&words.join(" "))
    } else if has("name") {
        if PEOPLE.iter().any(|p| entity.contains(p)) {
            Name().fake_with_rng(rng)
        } else if ORGANISATIONS.iter().any(|o| entity.contains(o)) {
            CompanyName().fake_with_rng(rng)
        } else if entity.contains("host") || entity.contains("server") {
            let word: String = Word().fake_with_rng(rng);
            format!("{word}.example.com")
        } else {
            let buzz: String = Buzzword().fake_with_rng(rng);
            let word: String = Word().fake_with_rng(rng);
            title_case(&format!("{buzz} {word}"))
        }
    } else if has("slogan") || has("tagline") {
        CatchPhrase().fake_with_rng(rng)
    } else {
        Word().fake_with_rng(rng)
    }
}

fn title_case(text: &str) -> String {
    text.split(' ')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_uppercase().collect::<String>() + chars.as_str()
            })
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A count as a document holds it: an int, or a long when it does not fit.
pub(crate) fn count_value(count: u64) -> Bson {
    i32::try_from(count).map_or_else(
        |_| Bson::Int64(i64::try_from(count).unwrap_or(i64::MAX)),
        Bson::Int32,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entity(name: &str, fields: &[(&str, FieldType)]) -> Entity {
        Entity {
            fields: fields
                .iter()
                .map(|(name, field_type)| Field::new(*name, *field_type))
                .collect(),
            ..Entity::new(name.to_lowercase(), name, 0.0, 0.0)
        }
    }

    #[test]
    fn values_follow_the_field_name_and_type() {
        let e = entity(
            "Student",
            &[
                ("email", FieldType::String),
                ("first_name", FieldType::String),
                ("created_at", FieldType::Date),
                ("price", FieldType::Decimal),
            ],
        );
        let doc = entity_fields(7, &e, 0).doc;
        assert!(doc.get_str("email").is_ok_and(|v| v.contains('@')), "{doc}");
        assert!(doc.get_str("first_name").is_ok_and(|v| !v.is_empty()));
        assert!(matches!(doc.get("created_at"), Some(Bson::DateTime(_))));
        assert!(matches!(doc.get("price"), Some(Bson::Decimal128(_))));
        assert_eq!(entity_fields(7, &e, 0).doc, doc, "deterministic");
        assert_ne!(entity_fields(7, &e, 1).doc, doc, "instances differ");
    }

    #[test]
    fn sized_strings_have_the_exact_size() {
        for size in [0u64, 1, 5, 24, 255, 256, 257, 20_000_000, u64::MAX] {
            let (value, extra) = sized_string("Grace Hopper", size);
            let shown = value.as_str().map_or(0, str::len) as u64;
            assert_eq!(shown.saturating_add(extra), size);
        }
        let (value, _) = sized_string("ü", 3);
        assert_eq!(value.as_str().map(str::len), Some(3));
    }

    #[test]
    fn object_ids_are_stable_and_distinct() {
        assert_eq!(object_id(1, "student", 0), object_id(1, "student", 0));
        assert_ne!(object_id(1, "student", 0), object_id(1, "student", 1));
        assert_ne!(object_id(1, "student", 0), object_id(1, "email", 0));
    }
}

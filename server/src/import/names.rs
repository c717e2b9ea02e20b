//! Names an import gives: entity ids and names from table names, field names
//! from column names, each valid in the model and unique where it must be.

use std::collections::BTreeSet;

use nestlink_core::wire::validate::{MAX_NAME_CHARS, numbered};

/// Hands out names unique among those already given (compared as written).
#[derive(Default)]
pub struct Taken(BTreeSet<String>);

impl Taken {
    pub fn contains(&self, name: &str) -> bool {
        self.0.contains(name)
    }

    /// `base`, or `base_2`, `base_3`... (with `separator`) if taken; the
    /// result keeps within 64 characters.
    pub fn unique(&mut self, base: &str, separator: &str) -> String {
        // Cut short, a name of mostly spaces could end up blank.
        let base = if truncate(base, MAX_NAME_CHARS).trim().is_empty() {
            base.trim()
        } else {
            base
        };
        let base = if base.is_empty() { "field" } else { base };
        let name = numbered(&truncate(base, MAX_NAME_CHARS), separator, |name| {
            self.0.contains(name)
        });
        self.0.insert(name.clone());
        name
    }
}

fn truncate(text: &str, chars: usize) -> String {
    text.chars().take(chars).collect()
}

/// An entity id from a table name: `[A-Za-z0-9_-]`, other characters as `_`.
#[must_use]
pub fn entity_id(table: &str) -> String {
    let id: String = table
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if id.trim_matches('_').is_empty() {
        "table".to_owned()
    } else {
        id
    }
}

/// A display name from a table name: words split at `_`, the last one made
/// singular, the first capitalised ("order_items" -> "Order item").
#[must_use]
pub fn entity_name(table: &str) -> String {
    let words: Vec<&str> = table
        .split(|c: char| c == '_' || c.is_whitespace())
        .filter(|word| !word.is_empty())
        .collect();
    let Some((last, head)) = words.split_last() else {
        return "Table".to_owned();
    };
    let mut words: Vec<String> = head.iter().map(|word| (*word).to_owned()).collect();
    words.push(singular(last));
    let joined = words.join(" ");
    let mut chars = joined.chars();
    chars.next().map_or_else(
        || "Table".to_owned(),
        |first| {
            // Only a one-letter capital ("ß" stays, not "SS").
            let mut upper = first.to_uppercase();
            let capital = match (upper.next(), upper.next()) {
                (Some(capital), None) => capital,
                _ => first,
            };
            std::iter::once(capital).chain(chars).collect()
        },
    )
}

/// Words whose singular is not made by dropping a regular ending.
const IRREGULAR: &[(&str, &str)] = &[
    ("people", "person"),
    ("children", "child"),
    ("men", "man"),
    ("women", "woman"),
    ("data", "data"),
    ("news", "news"),
    ("series", "series"),
    ("status", "status"),
    ("address", "address"),
    ("movies", "movie"),
    ("cookies", "cookie"),
    ("pies", "pie"),
    ("ties", "tie"),
    ("zombies", "zombie"),
];

/// The singular of an English plural, by the regular endings; a word that
/// does not look plural is kept. Letter case is kept.
fn singular(word: &str) -> String {
    let lower = word.to_lowercase();
    if let Some((_, singular)) = IRREGULAR.iter().find(|(plural, _)| *plural == lower) {
        return keep_case(word, singular);
    }
    if !word.is_ascii() || word.len() < 3 {
        return word.to_owned();
    }
    let cut = if lower.ends_with("ies") {
        return format!(
            "{}{}",
            &word[..word.len() - 3],
            keep_case(&word[word.len() - 3..], "y")
        );
    } else if ["sses", "xes", "zes", "ches", "shes"]
        .iter()
        .any(|end| lower.ends_with(end))
    {
        2
    } else if lower.ends_with('s')
        && !lower.ends_with("ss")
        && !lower.ends_with("us")
        && !lower.ends_with("is")
    {
        1
    } else {
        0
    };
    word[..word.len() - cut].to_owned()
}

/// `replacement` in upper case when `original` is all upper case.
fn keep_case(original: &str, replacement: &str) -> String {
    if original.chars().any(char::is_lowercase) {
        replacement.to_owned()
    } else {
        replacement.to_uppercase()
    }
}

/// A MongoDB field name from a column name: no `.`, no leading `$`, not blank.
#[must_use]
pub fn field_name(column: &str) -> String {
    let name = column.replace('.', "_");
    let name = name.trim_start_matches('$');
    if name.trim().is_empty() {
        "field".to_owned()
    } else {
        name.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_names_become_singular_display_names() {
        for (table, name) in [
            ("customers", "Customer"),
            ("order_items", "Order item"),
            ("categories", "Category"),
            ("addresses", "Address"),
            ("boxes", "Box"),
            ("people", "Person"),
            ("status", "Status"),
            ("news", "News"),
            ("ORDERS", "ORDER"),
            ("CATEGORIES", "CATEGORY"),
            ("analysis", "Analysis"),
            ("_", "Table"),
            ("städte", "Städte"),
            ("ßtraße", "ßtraße"),
            ("movies", "Movie"),
        ] {
            assert_eq!(entity_name(table), name, "{table}");
        }
    }

    #[test]
    fn ids_and_field_names_are_valid_and_unique() {
        assert_eq!(entity_id("public.order items"), "public_order_items");
        assert_eq!(entity_id("???"), "table");
        assert_eq!(field_name("$a.b"), "a_b");
        assert_eq!(field_name("$"), "field");
        let mut taken = Taken::default();
        assert_eq!(taken.unique("a", "_"), "a");
        assert_eq!(taken.unique("a", "_"), "a_2");
        assert_eq!(taken.unique("a", "_"), "a_3");
        let long = "x".repeat(70);
        let first = taken.unique(&long, " ");
        let second = taken.unique(&long, " ");
        assert_eq!(first.chars().count(), 64);
        assert_eq!(second.chars().count(), 64);
        assert!(second.ends_with(" 2"));
        let spaced = format!("{}x", " ".repeat(64));
        assert_eq!(taken.unique(&spaced, "_"), "x", "never blank");
    }
}

//! Names the advisor derives: collection names ("LogMessage" ->
//! "log_messages") and field names for references ("Host" -> "host"), with
//! the plurals and articles of `nestlink_core::wire::english`.

use std::collections::BTreeSet;

use heck::ToSnakeCase;

pub use nestlink_core::wire::english::{a, cap_a, plural_name, pluralise, takes_an};

use nestlink_core::wire::model::Cardinality;

/// `snake_case` of a display name (`heck`): words split at spaces,
/// punctuation and case changes ("IDCard" -> "id_card", "Log message" ->
/// "log_message"). Letters and digits of any script are kept.
#[must_use]
pub fn snake_case(name: &str) -> String {
    name.to_snake_case()
}

/// The collection name of an entity: its name in plural snake_case, or its
/// id when the name has no letters or digits at all.
#[must_use]
pub fn collection_name(name: &str, id: &str) -> String {
    let snake = snake_case(name);
    let base = if snake.is_empty() {
        id.replace('-', "_").to_lowercase()
    } else {
        snake
    };
    pluralise(&base)
}

/// `base`, or `base_2`, `base_3`... if `taken` has it already; the name
/// chosen is added to `taken`.
pub fn unique_name(base: &str, taken: &mut BTreeSet<String>) -> String {
    let mut name = base.to_owned();
    let mut n = 2;
    while taken.contains(&name) {
        name = format!("{base}_{n}");
        n += 1;
    }
    taken.insert(name.clone());
    name
}

/// The field name a relationship gets when the model names none: its `to`
/// side's name, plural unless the relationship is one-to-one.
#[must_use]
pub fn default_label(cardinality: Cardinality, to_name: &str, to_id: &str) -> String {
    let singular = singular_field(to_name, to_id);
    if cardinality == Cardinality::OneToOne {
        singular
    } else {
        pluralise(&singular)
    }
}

/// The singular field name for a reference to one entity ("Host" -> "host").
#[must_use]
pub fn singular_field(name: &str, id: &str) -> String {
    let snake = snake_case(name);
    if snake.is_empty() {
        id.replace('-', "_").to_lowercase()
    } else {
        snake
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles_agree_with_the_name() {
        for name in [
            "Author",
            "ID card",
            "Order item",
            "Email",
            "hour",
            "Umbrella",
            "SKU",
        ] {
            assert!(takes_an(name), "an {name}");
        }
        for name in [
            "Blog",
            "User",
            "University",
            "Host",
            "one-off",
            "URL",
            "Euro price",
        ] {
            assert!(!takes_an(name), "a {name}");
        }
    }

    #[test]
    fn collection_names_are_plural_snake_case() {
        let cases = [
            ("Student", "students"),
            ("LogMessage", "log_messages"),
            ("Log message", "log_messages"),
            ("ID card", "id_cards"),
            ("IDCard", "id_cards"),
            ("Address", "addresses"),
            ("Category", "categories"),
            ("Day", "days"),
            ("Person", "people"),
            ("Child", "children"),
            ("Box", "boxes"),
            ("Match", "matches"),
            ("News", "news"),
            ("Movie details", "movie_details"),
            ("Bus", "buses"),
            ("HTTPRequest", "http_requests"),
            ("Book2", "book2s"),
            ("Ünïcode Ding", "ünïcode_dings"),
            // Another script takes no English "s".
            ("Автор", "автор"),
            ("מחבר", "מחבר"),
            ("作者", "作者"),
        ];
        for (name, expected) in cases {
            assert_eq!(collection_name(name, "x"), expected, "{name}");
        }
    }

    #[test]
    fn display_names_are_pluralised_for_prose() {
        let cases = [
            ("LogMessage", "LogMessages"),
            ("Category", "Categories"),
            ("Person", "People"),
            ("ID card", "ID cards"),
            ("Movie details", "Movie details"),
            ("URL", "URLs"),
            ("Book2", "Book2"),
            ("Address", "Addresses"),
        ];
        for (name, expected) in cases {
            assert_eq!(plural_name(name), expected, "{name}");
        }
    }

    #[test]
    fn a_name_without_letters_falls_back_to_the_id() {
        assert_eq!(collection_name("!!!", "log-msg"), "log_msgs");
        assert_eq!(singular_field("  ", "Host-1"), "host_1");
    }

    #[test]
    fn words_that_look_plural_stay_as_they_are() {
        assert_eq!(pluralise("movie_details"), "movie_details");
        assert_eq!(pluralise("status"), "statuses");
        assert_eq!(pluralise("analysis"), "analyses");
    }
}

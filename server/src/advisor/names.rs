//! Names the advisor derives: collection names ("LogMessage" ->
//! "log_messages") and field names for references ("Host" -> "host"), with
//! the plurals and articles of `nestlink_core::wire::english`.

use std::collections::{BTreeSet, HashSet};

use heck::ToSnakeCase;

pub use nestlink_core::wire::english::{plural_name, pluralise, takes_an};

use nestlink_core::wire::model::Cardinality;

/// `snake_case` of a display name (`heck`): words split at spaces,
/// punctuation and case changes ("IDCard" -> "id_card", "Log message" ->
/// "log_message"). Letters and digits of any script are kept.
#[must_use]
pub fn snake_case(name: &str) -> String {
    name.to_snake_case()
}

/// The names of a model that take "an" ("Author", "Order item"), to set
/// the article before them in the advisor's sentences, which say "a {name}"
/// whatever the name: "a Author" becomes "an Author", "A Author" "An Author".
pub struct ArticleNames<'m>(HashSet<&'m str>);

/// The longest name the validator accepts, in characters.
const LONGEST_NAME: usize = 64;

impl<'m> ArticleNames<'m> {
    /// `None` when no name takes "an": nothing to fix.
    #[must_use]
    pub fn new(names: &[&'m str]) -> Option<Self> {
        let an: HashSet<&str> = names
            .iter()
            .copied()
            .filter(|name| takes_an(name))
            .collect();
        (!an.is_empty()).then_some(Self(an))
    }

    /// `text` with "an" before each of the names. Each "a " that starts a
    /// word is looked at once, with the words after it (up to a name's
    /// length) looked up in a set: a sentence costs the same for a model of
    /// five names or of two thousand.
    #[must_use]
    pub fn fix(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 8);
        let mut copied = 0;
        let mut articles: Vec<usize> = text
            .match_indices("a ")
            .chain(text.match_indices("A "))
            .map(|(at, _)| at)
            .collect();
        articles.sort_unstable();
        for at in articles {
            let starts_word = text[..at]
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_alphanumeric());
            if starts_word && self.names_start(&text[at + 2..]) {
                out.push_str(&text[copied..=at]);
                out.push('n');
                copied = at + 1;
            }
        }
        if copied == 0 {
            return text.to_owned();
        }
        out.push_str(&text[copied..]);
        out
    }

    /// Some name is the start of `text`, ending a word there.
    fn names_start(&self, text: &str) -> bool {
        let ends = text
            .char_indices()
            .take(LONGEST_NAME + 1)
            .filter(|(_, c)| !c.is_alphanumeric() && *c != '_')
            .map(|(at, _)| at)
            .chain((text.chars().count() <= LONGEST_NAME).then_some(text.len()));
        ends.into_iter()
            .any(|end| end > 0 && self.0.contains(&text[..end]))
    }
}

/// `text` with the article before each of `names` made to agree with it
/// (see [`ArticleNames`]).
#[must_use]
pub fn with_articles(text: &str, names: &[&str]) -> String {
    ArticleNames::new(names).map_or_else(|| text.to_owned(), |names| names.fix(text))
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
        let text =
            "Each Post keeps a Author id; A Author writes a Authority report, a Blog has a Author.";
        assert_eq!(
            with_articles(text, &["Author", "Post", "Blog"]),
            "Each Post keeps an Author id; An Author writes a Authority report, a Blog has an Author."
        );
        // Names of several words, at either end of the text, beside
        // punctuation; never inside a longer word or name.
        let names = ["Order item", "Invoice", "Entity1", "Entity12"];
        for (text, fixed) in [
            ("A Order item ships.", "An Order item ships."),
            ("a Invoice", "an Invoice"),
            ("(a Invoice) or a Order", "(an Invoice) or a Order"),
            (
                "a Invoice_id, a Invoices list",
                "a Invoice_id, a Invoices list",
            ),
            (
                "a Entity12 and a Entity1, data a Entity13",
                "an Entity12 and an Entity1, data a Entity13",
            ),
            ("nothing here", "nothing here"),
        ] {
            assert_eq!(with_articles(text, &names), fixed, "{text}");
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

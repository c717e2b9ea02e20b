//! English for prose about a model's names: plurals ("Category" ->
//! "Categories", "Person" -> "People") and the article a name takes ("an
//! Author", "a User"). The word lists are deliberately small: regular
//! endings and a handful of common exceptions; anything else gets an "s".
//! Written once for the advisor's sentences and the inspector's questions.

use std::fmt;

/// Words whose plural is not made by a regular ending.
const IRREGULAR: &[(&str, &str)] = &[
    ("person", "people"),
    ("child", "children"),
    ("man", "men"),
    ("woman", "women"),
    ("mouse", "mice"),
    ("foot", "feet"),
    ("tooth", "teeth"),
    ("goose", "geese"),
    ("datum", "data"),
    ("index", "indexes"),
];

/// Words that are the same in the plural.
const UNCHANGED: &[&str] = &[
    "data",
    "metadata",
    "news",
    "series",
    "species",
    "information",
    "equipment",
    "feedback",
    "software",
    "people",
    "children",
];

/// The plural of a snake_case name: only the last word changes.
#[must_use]
pub fn pluralise(snake: &str) -> String {
    let (head, last) = match snake.rfind('_') {
        Some(at) => snake.split_at(at + 1),
        None => ("", snake),
    };
    format!("{head}{}", plural_word(last))
}

fn plural_word(word: &str) -> String {
    if word.is_empty() || UNCHANGED.contains(&word) {
        return word.to_owned();
    }
    if let Some((_, plural)) = IRREGULAR.iter().find(|(singular, _)| *singular == word) {
        return (*plural).to_owned();
    }
    if !word.chars().any(|c| c.is_ascii_alphabetic()) {
        // A word of another script ("автор", "מחבר"): an English "s" would
        // only spoil it, so it stays as written.
        return word.to_owned();
    }
    if !word.chars().all(|c| c.is_ascii_lowercase()) {
        // Latin letters with digits or accents: no English rule applies.
        return format!("{word}s");
    }
    let before_last = word.chars().rev().nth(1);
    let is_vowel = |c: char| "aeiou".contains(c);
    if word.ends_with("is") && word.len() > 3 {
        // analysis -> analyses, axis -> axes
        format!("{}es", &word[..word.len() - 2])
    } else if word.ends_with('s') && !word.ends_with("ss") && !word.ends_with("us") {
        // "details", "settings": already a plural.
        word.to_owned()
    } else if ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|end| word.ends_with(end))
    {
        format!("{word}es")
    } else if word.ends_with('y') && before_last.is_some_and(|c| !is_vowel(c)) {
        format!("{}ies", &word[..word.len() - 1])
    } else {
        format!("{word}s")
    }
}

/// Whether a name takes "an" rather than "a": by its first sound, as far
/// as its spelling and a few exceptions tell ("an Author", "an ID card",
/// "an hour", but "a User", "a University", "a one-off").
#[must_use]
pub fn takes_an(name: &str) -> bool {
    let first_word = name.split_whitespace().next().unwrap_or_default();
    let lower = first_word.to_lowercase();
    // An acronym is spelt out: "an SKU", "an HTML page", "a URL".
    let acronym = first_word.chars().count() > 1
        && first_word
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
    if acronym {
        return first_word
            .starts_with(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']);
    }
    const SOUNDS_LIKE_YOU_OR_WON: [&str; 10] = [
        "uni", "use", "usu", "uti", "ura", "ure", "uro", "eu", "one", "once",
    ];
    const SILENT_H: [&str; 4] = ["hour", "honest", "honor", "heir"];
    if SILENT_H.iter().any(|prefix| lower.starts_with(prefix)) {
        return true;
    }
    lower.starts_with(['a', 'e', 'i', 'o', 'u', '8'])
        && !SOUNDS_LIKE_YOU_OR_WON
            .iter()
            .any(|prefix| lower.starts_with(prefix))
}

/// A count as English writes it, its digits grouped by threes: "19,100".
/// Written by hand for the browser's labels (a formatting crate's locale
/// tables would weigh on the main WASM); the server writes its counts with
/// `num-format`, and a server test holds the two to the same text.
#[must_use]
pub fn count_text(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A name with the article it takes, chosen as the sentence is written:
/// "a User", "an Author", "an ID card", "a University" (by its first sound,
/// see [`takes_an`]).
#[derive(Debug, Clone, Copy)]
pub struct WithArticle<'n> {
    name: &'n str,
    capital: bool,
}

/// `name` after "a" or "an", inside a sentence.
#[must_use]
pub const fn a(name: &str) -> WithArticle<'_> {
    WithArticle {
        name,
        capital: false,
    }
}

/// `name` after "A" or "An", at a sentence's start.
#[must_use]
pub const fn cap_a(name: &str) -> WithArticle<'_> {
    WithArticle {
        name,
        capital: true,
    }
}

impl fmt::Display for WithArticle<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let article = match (self.capital, takes_an(self.name)) {
            (false, false) => "a",
            (false, true) => "an",
            (true, false) => "A",
            (true, true) => "An",
        };
        write!(f, "{article} {}", self.name)
    }
}

/// The plural of a display name, for prose: "LogMessage" -> "LogMessages",
/// "Category" -> "Categories", "Person" -> "People", "ID card" -> "ID cards".
#[must_use]
pub fn plural_name(name: &str) -> String {
    // The last word: trailing ASCII letters, from the last capital of a
    // camel-case run.
    let run_start = name
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_ascii_alphabetic())
        .last()
        .map_or(name.len(), |(i, _)| i);
    let run = &name[run_start..];
    let word_start = run
        .char_indices()
        .skip(1)
        .filter(|(_, c)| c.is_ascii_uppercase())
        .last()
        .filter(|_| run.chars().any(|c| c.is_ascii_lowercase()))
        .map_or(run_start, |(i, _)| run_start + i);
    let word = &name[word_start..];
    if word.is_empty() {
        return name.to_owned();
    }
    let lower = word.to_ascii_lowercase();
    let plural = plural_word(&lower);
    let recased = if word.chars().all(|c| c.is_ascii_uppercase()) {
        // "URL" -> "URLs"
        match plural.strip_prefix(lower.as_str()) {
            Some(ending) => format!("{word}{ending}"),
            None => plural.to_ascii_uppercase(),
        }
    } else if word.starts_with(|c: char| c.is_ascii_uppercase()) {
        let mut chars = plural.chars();
        chars.next().map_or_else(String::new, |first| {
            first.to_ascii_uppercase().to_string() + chars.as_str()
        })
    } else {
        plural
    };
    format!("{}{recased}", &name[..word_start])
}

#[cfg(test)]
mod tests {
    use super::{a, cap_a, count_text};

    #[test]
    fn counts_are_grouped_by_threes() {
        for (n, text) in [(0, "0"), (999, "999"), (1_000, "1,000"), (19_100, "19,100")] {
            assert_eq!(count_text(n), text);
        }
    }

    #[test]
    fn a_name_is_written_with_the_article_it_takes() {
        for (written, expected) in [
            (a("Author").to_string(), "an Author"),
            (a("User").to_string(), "a User"),
            (a("ID card").to_string(), "an ID card"),
            (a("University").to_string(), "a University"),
            (cap_a("Order item").to_string(), "An Order item"),
            (cap_a("Blog").to_string(), "A Blog"),
            (
                format!("Each Post keeps {} id", a("Author")),
                "Each Post keeps an Author id",
            ),
        ] {
            assert_eq!(written, expected);
        }
    }
}

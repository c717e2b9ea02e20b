//! People's names shown inside the app's own sentences, isolated for
//! bidirectional display: a Hebrew or Arabic entity name, or one holding a
//! right-to-left override, would otherwise reorder the English words around
//! it. A name is wrapped in First Strong Isolate … Pop Directional Isolate
//! (U+2068 … U+2069), which ends whatever direction the name starts, in
//! HTML, SVG and plain text alike.
//! Only names that can reorder anything are wrapped: a name of left-to-right
//! letters is left as it is, so text, tests and copies stay unchanged.

use std::borrow::Cow;

const FIRST_STRONG_ISOLATE: char = '\u{2068}';
const POP_DIRECTIONAL_ISOLATE: char = '\u{2069}';

/// Whether `text` holds a right-to-left letter or a character that sets a
/// direction (marks, embeddings, overrides, isolates).
#[must_use]
pub fn needs_isolation(text: &str) -> bool {
    text.chars().any(|c| {
        matches!(c,
            '\u{0590}'..='\u{08FF}'          // Hebrew, Arabic, Syriac, Thaana, NKo, ...
            | '\u{FB1D}'..='\u{FDFF}'        // Hebrew and Arabic presentation forms
            | '\u{FE70}'..='\u{FEFF}'
            | '\u{10800}'..='\u{10FFF}'      // right-to-left scripts of the SMP
            | '\u{1E800}'..='\u{1EFFF}'
            | '\u{200E}' | '\u{200F}'       // marks (U+061C is in the first range)
            | '\u{202A}'..='\u{202E}'
            | '\u{2066}'..='\u{2069}')
    })
}

/// A name to put in a sentence: isolated when it needs it.
#[must_use]
pub fn isolated(name: &str) -> Cow<'_, str> {
    if needs_isolation(name) {
        Cow::Owned(format!(
            "{FIRST_STRONG_ISOLATE}{name}{POP_DIRECTIONAL_ISOLATE}"
        ))
    } else {
        Cow::Borrowed(name)
    }
}

/// The names of a text that need isolating, to find them in sentences
/// written elsewhere (the server's advice).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names(Vec<String>);

impl Names {
    /// Those of `names` that need isolating, longest first (so a name is
    /// found before a shorter one inside it).
    #[must_use]
    pub fn new<'a>(names: impl IntoIterator<Item = &'a str>) -> Self {
        let mut found: Vec<String> = names
            .into_iter()
            .filter(|name| !name.is_empty() && needs_isolation(name))
            .map(str::to_owned)
            .collect();
        found.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
        found.dedup();
        Self(found)
    }

    /// `text` with each of the names in it isolated.
    #[must_use]
    pub fn in_text<'t>(&self, text: &'t str) -> Cow<'t, str> {
        if self.0.is_empty() || !self.0.iter().any(|name| text.contains(name.as_str())) {
            return Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(text.len() + 16);
        let mut rest = text;
        'scan: while !rest.is_empty() {
            for name in &self.0 {
                if let Some(after) = rest.strip_prefix(name.as_str()) {
                    out.push(FIRST_STRONG_ISOLATE);
                    out.push_str(name);
                    out.push(POP_DIRECTIONAL_ISOLATE);
                    rest = after;
                    continue 'scan;
                }
            }
            let mut chars = rest.chars();
            if let Some(c) = chars.next() {
                out.push(c);
            }
            rest = chars.as_str();
        }
        Cow::Owned(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_names_that_can_reorder_text_are_isolated() {
        assert_eq!(isolated("Author"), "Author");
        assert_eq!(isolated("Café 2"), "Café 2");
        assert_eq!(isolated("מחבר"), "\u{2068}מחבר\u{2069}");
        assert_eq!(isolated("كتاب"), "\u{2068}كتاب\u{2069}");
        assert_eq!(
            isolated("Author\u{202E}tsoP"),
            "\u{2068}Author\u{202E}tsoP\u{2069}"
        );
    }

    #[test]
    fn names_are_found_in_sentences_longest_first() {
        let names = Names::new(["ספר", "ספר ישן", "Author", ""]);
        assert_eq!(
            names.in_text("Each ספר ישן holds its ספר and an Author."),
            "Each \u{2068}ספר ישן\u{2069} holds its \u{2068}ספר\u{2069} and an Author."
        );
        assert!(matches!(names.in_text("Nothing here."), Cow::Borrowed(_)));
        assert!(matches!(
            Names::new(["Author"]).in_text("Author"),
            Cow::Borrowed(_)
        ));
    }
}

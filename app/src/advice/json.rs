//! Documents as the panel shows them: JSON laid out two spaces per level
//! and split into highlighted pieces. Documents stay the server's text, so
//! keys keep their order (`_id` first) and the bundle needs no JSON value type.

use std::collections::BTreeMap;

use serde_json::value::RawValue;

/// The kinds of text in a highlighted JSON document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Spaces, newlines, brackets, commas and colons.
    Plain,
    Key,
    /// An Extended JSON type key such as `$oid` or `$date`.
    TypeKey,
    Text,
    Number,
    /// `true`, `false`, `null`.
    Literal,
}

impl Kind {
    /// The CSS class that colours it.
    #[must_use]
    pub const fn class(self) -> &'static str {
        match self {
            Self::Plain => "",
            Self::Key => "j-key",
            Self::TypeKey => "j-type",
            Self::Text => "j-str",
            Self::Number => "j-num",
            Self::Literal => "j-lit",
        }
    }
}

/// A container no wider than this, with no container inside, stays on one
/// line: `{ "$oid": "…" }` reads better than three lines.
const INLINE_WIDTH: usize = 64;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lexeme<'a> {
    Open(char),
    Close(char),
    Colon,
    Comma,
    Text(&'a str),
    Scalar(&'a str),
}

/// Splits compact or spaced JSON into lexemes; `None` if it is not JSON-like.
fn lex(json: &str) -> Option<Vec<Lexeme<'_>>> {
    let bytes = json.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b' ' | b'\n' | b'\r' | b'\t' => i += 1,
            b @ (b'{' | b'[') => {
                out.push(Lexeme::Open(char::from(b)));
                i += 1;
            }
            b @ (b'}' | b']') => {
                out.push(Lexeme::Close(char::from(b)));
                i += 1;
            }
            b':' => {
                out.push(Lexeme::Colon);
                i += 1;
            }
            b',' => {
                out.push(Lexeme::Comma);
                i += 1;
            }
            b'"' => {
                let start = i;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if i >= bytes.len() {
                    return None;
                }
                i += 1;
                out.push(Lexeme::Text(json.get(start..i)?));
            }
            _ => {
                let start = i;
                while i < bytes.len() && !b" \n\r\t,:]}".contains(&bytes[i]) {
                    i += 1;
                }
                out.push(Lexeme::Scalar(json.get(start..i)?));
            }
        }
    }
    Some(out)
}

/// The JSON laid out two spaces per level, in highlighted pieces. Text that
/// is not JSON comes back as one plain piece.
#[must_use]
pub fn highlight(json: &str) -> Vec<(Kind, String)> {
    let Some(lexemes) = lex(json) else {
        return vec![(Kind::Plain, json.to_owned())];
    };
    // Where each container closes, and whether it fits on one line.
    let mut inline = vec![false; lexemes.len()];
    let mut open: Vec<(usize, bool)> = Vec::new();
    for (i, lexeme) in lexemes.iter().enumerate() {
        match lexeme {
            Lexeme::Open(_) => {
                if let Some(parent) = open.last_mut() {
                    parent.1 = true;
                }
                open.push((i, false));
            }
            Lexeme::Close(_) => {
                if let Some((start, nested)) = open.pop() {
                    let width: usize = lexemes[start..=i].iter().map(width_of).sum();
                    inline[start] = !nested && width <= INLINE_WIDTH;
                }
            }
            _ => {}
        }
    }
    let mut pieces: Vec<(Kind, String)> = Vec::new();
    let plain = |pieces: &mut Vec<(Kind, String)>, text: &str| match pieces.last_mut() {
        Some((Kind::Plain, last)) => last.push_str(text),
        _ => pieces.push((Kind::Plain, text.to_owned())),
    };
    // Per open container: is it on one line?
    let mut levels: Vec<bool> = Vec::new();
    let newline = |levels: &[bool]| format!("\n{}", "  ".repeat(levels.len()));
    for (i, lexeme) in lexemes.iter().enumerate() {
        let flat = levels.last().copied().unwrap_or(false);
        match *lexeme {
            Lexeme::Open(bracket) => {
                let empty = matches!(lexemes.get(i + 1), Some(Lexeme::Close(_)));
                levels.push(inline[i] || empty);
                let mut text = bracket.to_string();
                if inline[i] && !empty {
                    text.push(' ');
                } else if !empty {
                    text.push_str(&newline(&levels));
                }
                plain(&mut pieces, &text);
            }
            Lexeme::Close(bracket) => {
                let was_flat = levels.pop().unwrap_or(false);
                let empty = matches!(lexemes.get(i.wrapping_sub(1)), Some(Lexeme::Open(_)));
                let text = if empty {
                    bracket.to_string()
                } else if was_flat {
                    format!(" {bracket}")
                } else {
                    format!("{}{bracket}", newline(&levels))
                };
                plain(&mut pieces, &text);
            }
            Lexeme::Colon => plain(&mut pieces, ": "),
            Lexeme::Comma => {
                let text = if flat {
                    ", ".to_owned()
                } else {
                    format!(",{}", newline(&levels))
                };
                plain(&mut pieces, &text);
            }
            Lexeme::Text(text) => {
                let kind = if matches!(lexemes.get(i + 1), Some(Lexeme::Colon)) {
                    if text.starts_with("\"$") {
                        Kind::TypeKey
                    } else {
                        Kind::Key
                    }
                } else {
                    Kind::Text
                };
                pieces.push((kind, text.to_owned()));
            }
            Lexeme::Scalar(text) => {
                let kind = if matches!(text, "true" | "false" | "null") {
                    Kind::Literal
                } else {
                    Kind::Number
                };
                pieces.push((kind, text.to_owned()));
            }
        }
    }
    pieces
}

/// Roughly how wide a lexeme prints.
fn width_of(lexeme: &Lexeme<'_>) -> usize {
    match lexeme {
        Lexeme::Open(_) | Lexeme::Close(_) | Lexeme::Colon | Lexeme::Comma => 2,
        Lexeme::Text(text) | Lexeme::Scalar(text) => text.chars().count(),
    }
}

/// The highlighted pieces as plain text: the same text the page shows.
#[must_use]
pub fn plain_text(pieces: &[(Kind, String)]) -> String {
    pieces.iter().map(|(_, text)| text.as_str()).collect()
}

/// The documents of a variant, one JSON array text per collection, in the
/// answer's order: `{"emails": [...], "students": [...]}`.
#[must_use]
pub fn documents_by_collection(
    documents: &BTreeMap<String, Vec<Box<RawValue>>>,
) -> Vec<(String, String)> {
    documents
        .iter()
        .map(|(name, docs)| {
            let texts: Vec<&str> = docs.iter().map(|doc| doc.get()).collect();
            (name.clone(), format!("[{}]", texts.join(",")))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn highlight_lays_out_json_and_keeps_short_objects_on_one_line() {
        let pieces = highlight(
            r#"[{"_id":{"$oid":"65a1"},"tags":["a","b"],"n":3,"ok":true,"e":[],"x":null}]"#,
        );
        let text = plain_text(&pieces);
        assert_eq!(
            text,
            "[\n  {\n    \"_id\": { \"$oid\": \"65a1\" },\n    \"tags\": [ \"a\", \"b\" ],\n    \"n\": 3,\n    \"ok\": true,\n    \"e\": [],\n    \"x\": null\n  }\n]"
        );
        let kind_of = |text: &str| pieces.iter().find(|(_, t)| t == text).map(|(k, _)| *k);
        assert_eq!(kind_of("\"_id\""), Some(Kind::Key));
        assert_eq!(kind_of("\"$oid\""), Some(Kind::TypeKey));
        assert_eq!(kind_of("\"65a1\""), Some(Kind::Text));
        assert_eq!(kind_of("3"), Some(Kind::Number));
        assert_eq!(kind_of("true"), Some(Kind::Literal));
    }

    #[test]
    fn highlight_keeps_escaped_quotes_inside_strings() {
        let pieces = highlight(r#"{"say":"a \"quoted\" word, {not} [json]"}"#);
        assert_eq!(
            plain_text(&pieces),
            r#"{ "say": "a \"quoted\" word, {not} [json]" }"#
        );
        assert!(pieces.contains(&(
            Kind::Text,
            r#""a \"quoted\" word, {not} [json]""#.to_owned()
        )));
    }

    #[test]
    fn highlight_gives_back_what_is_not_json_unchanged() {
        assert_eq!(
            highlight("\"open"),
            vec![(Kind::Plain, "\"open".to_owned())]
        );
    }

    #[test]
    fn highlighted_text_reads_back_as_the_same_json() {
        let raw = r#"{"students":[{"_id":{"$oid":"1"},"name":"Ann Lee","emails":[{"address":"a@b.c","kind":"home","verified":false},{"address":"d@e.f","kind":"work","verified":true}],"card":{"number":1234567890,"issued":{"$date":"2024-01-02T00:00:00Z"}}}]}"#;
        let text = plain_text(&highlight(raw));
        let back: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
        let original: serde_json::Value = serde_json::from_str(raw).expect("valid JSON");
        assert_eq!(back, original);
        assert!(
            text.lines().count() > 5,
            "long documents are spread over lines"
        );
    }

    #[test]
    fn documents_become_one_array_text_per_collection_in_the_answers_order() {
        let documents: BTreeMap<String, Vec<Box<RawValue>>> =
            serde_json::from_str(r#"{"emails":[],"students":[{"a":1},{"b":[2]}]}"#)
                .expect("documents");
        assert_eq!(
            documents_by_collection(&documents),
            vec![
                ("emails".to_owned(), "[]".to_owned()),
                ("students".to_owned(), r#"[{"a":1},{"b":[2]}]"#.to_owned())
            ]
        );
    }
}

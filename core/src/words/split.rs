//! The browser's words in two files: the messages the main WASM module
//! says, which the page needs before it takes over, and the rest, which
//! only the split modules say (the inspector's questions, the costs, the
//! shortcuts, sharing, imports), fetched with the first of them. A cold
//! page then waits for about a third of its language's words: 5 KB of
//! Russian on the wire instead of 14 KB.
//!
//! Which messages the main module says is read from the module itself when
//! the server starts ([`split_by_main_module`]): an id it names is in its
//! data as text. Without a module to read (a test, a build that is not
//! split) every message is in the first file and there is no second.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use aho_corasick::AhoCorasick;

/// The beginnings of the message ids the app puts together at run time
/// (`format!("card-{kind}")`) rather than writing out whole: a module that
/// holds such a beginning may say any message that starts with it. The
/// app's tests fail when its code builds an id from a beginning missing
/// here.
pub const BUILT_FROM: [&str; 12] = [
    "pattern-",
    "card-",
    "q-query-",
    "q-per-",
    "q-read-",
    "does-",
    "partly-",
    "teach-right-",
    "teach-guessed-",
    "antipattern-",
    "live-renamed-",
    "variant-",
];

/// The message ids (without their plural forms' `[…]`) that the main
/// module says, once the server has read it.
static SAID_AT_ONCE: OnceLock<BTreeSet<String>> = OnceLock::new();

/// Reads which of `ids` the main module `module` says, and splits every
/// language's words by it from now on. Returns how many ids it says; `None`
/// when there is no split: the bytes are not a WASM module, none of the ids
/// is in them (a page would then wait for words it lacks), or the split was
/// made already (it is made once, before the first page).
pub fn split_by_main_module<'a>(
    module: &[u8],
    ids: impl IntoIterator<Item = &'a str>,
) -> Option<usize> {
    if !module.starts_with(b"\0asm") {
        return None;
    }
    let said = said_in(module, ids)?;
    let count = said.len();
    SAID_AT_ONCE.set(said).ok().map(|()| count)
}

/// The ids the page needs at once, when the split is made.
pub(super) fn said_at_once() -> Option<&'static BTreeSet<String>> {
    SAID_AT_ONCE.get()
}

/// The message id a text is kept under, without its plural form's `[…]`.
pub(super) fn base(id: &str) -> &str {
    id.split_once('[').map_or(id, |(base, _)| base)
}

/// The ids among `ids` that `module` names whole, or that start with a
/// [`BUILT_FROM`] beginning that it holds; found in one pass over it.
/// `None` when it names none.
fn said_in<'a>(module: &[u8], ids: impl IntoIterator<Item = &'a str>) -> Option<BTreeSet<String>> {
    let bases: BTreeSet<&str> = ids.into_iter().map(base).collect();
    let bases: Vec<&str> = bases.into_iter().collect();
    let needles: Vec<&str> = bases.iter().copied().chain(BUILT_FROM).collect();
    let mut found = vec![false; needles.len()];
    let finder = AhoCorasick::new(&needles).ok()?;
    for hit in finder.find_overlapping_iter(module) {
        found[hit.pattern().as_usize()] = true;
    }
    let (named, built) = found.split_at(bases.len());
    let said: BTreeSet<String> = bases
        .iter()
        .zip(named)
        .filter(|(id, named)| {
            **named
                || BUILT_FROM
                    .iter()
                    .zip(built)
                    .any(|(start, held)| *held && id.starts_with(start))
        })
        .map(|(id, _)| (*id).to_owned())
        .collect();
    (!said.is_empty()).then_some(said)
}

#[cfg(test)]
mod tests {
    use super::{said_in, split_by_main_module};
    use crate::words::for_language;

    #[test]
    fn a_pages_words_come_as_what_its_main_module_says_and_the_rest() {
        let english = for_language("en");
        // Not a module, or one that names no message: no split.
        assert_eq!(split_by_main_module(b"nav-editor", english.ids()), None);
        assert_eq!(split_by_main_module(b"\0asm....", english.ids()), None);
        let module = b"\0asm..nav-editor..problem-count..pattern-..";
        let said = split_by_main_module(module, english.ids());
        // "at" (a message of its own) is in "pattern-": a short id found
        // by chance comes first too, which costs a few bytes, nothing more.
        let patterns = english.ids().filter(|id| id.starts_with("pattern-"));
        assert_eq!(said, Some(3 + patterns.count()));
        let russian = for_language("ru");
        let split = russian.split();
        let first = split.first.json();
        assert!(first.contains("\"nav-editor\"") && first.contains("\"problem-count[few]\""));
        assert!(first.contains("\"pattern-bucket\"") && !first.contains("\"shortcut-undo\""));
        let rest = split.rest.as_ref().expect("the rest of the words");
        assert!(
            rest.json().contains("\"shortcut-undo\"") && !rest.json().contains("\"nav-editor\"")
        );
        assert!(first.starts_with("{\"lang\":\"ru\""));
        // Each file is found by its name; a name of another release's gets
        // every message, not to keep.
        for file in [&split.first, rest] {
            let digest = file.name().split('.').nth(1).map(str::to_owned);
            let (found, kept) = russian.file(&digest.unwrap_or_default());
            assert!(kept && found.name() == file.name());
        }
        let (old, kept) = russian.file("00000000000000000000");
        assert!(!kept && old.name() == russian.all().name());
    }

    #[test]
    fn a_module_says_the_ids_it_holds_and_those_built_from_what_it_holds() {
        let ids = [
            "nav-editor",
            "problem-count",
            "problem-count[one]",
            "pattern-embed",
            "pattern-bucket",
            "card-one",
            "shortcut-undo",
        ];
        // Literals lie side by side with nothing between them.
        let module = b"\0asm..Editornav-editorproblem-countpattern-{}..";
        let said = said_in(module, ids).expect("ids are named");
        let said: Vec<&str> = said.iter().map(String::as_str).collect();
        assert_eq!(
            said,
            [
                "nav-editor",
                "pattern-bucket",
                "pattern-embed",
                "problem-count"
            ]
        );
        assert!(said_in(b"\0asm", ids).is_none());
    }
}

//! The interface's words, one set per language: the Fluent files of
//! `locales/<tag>/` that the app's pages are written in (`pages.ftl`,
//! `editor.ftl`). The server reads them (`catalog`, not in the WASM) and
//! hands a page's language to the app; the browser fetches that language's
//! words, and only those, from [`FILES`] (the page's link [`DATA_ID`]
//! names the file): those its main module says first, the rest with its
//! first split module (`split`).

#[cfg(not(target_arch = "wasm32"))]
mod catalog;

#[cfg(not(target_arch = "wasm32"))]
mod split;

#[cfg(not(target_arch = "wasm32"))]
pub use catalog::{LANGUAGES, Split, Words, WordsFile, for_language, read_messages};
#[cfg(not(target_arch = "wasm32"))]
pub use split::{BUILT_FROM, split_by_main_module};

/// `template` with `{name}` replaced by each argument's value: a scan for
/// braces, which keeps `str::replace`'s substring search out of the main
/// WASM module. An unknown `{name}` is left as it is.
#[must_use]
pub fn put_in(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            rest = &rest[open..];
            break;
        };
        let name = &after[..close];
        match args.iter().find(|(arg, _)| *arg == name) {
            Some((_, value)) => out.push_str(value),
            None => out.push_str(&rest[open..=open + 1 + close]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The id of the page's link to its words' file (a preload link, so the
/// file comes while the main module does). Its `data-rest` names the file
/// of the words only split modules say, which the split loader fetches
/// with the first of them (`scripts/split-loader-retry.mjs`) and keeps in
/// the global [`REST_GLOBAL`].
pub const DATA_ID: &str = "nl-words";

/// Where the split loader keeps the words of the page's second file
/// (`texts` of its JSON), for the main module to read.
pub const REST_GLOBAL: &str = "nestlinkRestWords";

/// Where the words' files are served: `/words/<tag>.<digest>.json`
/// (the server's `WordsFile::name`).
pub const FILES: &str = "/words";

/// The cookie that keeps the language a person chose from the menu.
pub const COOKIE: &str = "nestlink-lang";

/// The languages of the menu: each tag with its name in its own language.
pub const NAMES: [(&str, &str); 6] = [
    ("en", "English"),
    ("ru", "Русский"),
    ("zh-CN", "简体中文"),
    ("bg", "Български"),
    ("pt-BR", "Português (Brasil)"),
    ("it", "Italiano"),
];

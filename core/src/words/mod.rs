//! The interface's words, one set per language: the Fluent files of
//! `locales/<tag>/` that the app's pages are written in (`pages.ftl`,
//! `editor.ftl`). The server reads them (`catalog`, not in the WASM) and
//! hands a page's language to the app; the browser gets that language's
//! words inside the page (`DATA_ID`).

#[cfg(not(target_arch = "wasm32"))]
mod catalog;

#[cfg(not(target_arch = "wasm32"))]
pub use catalog::{LANGUAGES, Words, for_language, read_messages};

/// The id of the page's data block with its words.
pub const DATA_ID: &str = "nl-words";

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

//! A sentence of advice as a typed reason: a message of
//! `locales/<tag>/advice.ftl` and its named arguments, written in the
//! reader's language only when the answer is ([`Said::written_in`]), by
//! one renderer (`i18n`) that also puts "a" or "an" before a name as it
//! writes an English sentence (Fluent's `A()` and `CAP_A()`).

use std::cell::Cell;
use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use bytesize::ByteSize;
use fluent_bundle::{FluentArgs, FluentValue};
use nestlink_core::wire::analysis::Pattern;

use crate::i18n;

/// One sentence, or a phrase the advice shows on its own (a trade-off, an
/// index's purpose): a message and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

thread_local! {
    /// Sentences are being left out: see [`sketch`].
    static SKETCHING: Cell<bool> = const { Cell::new(false) };
}

fn sketching() -> bool {
    SKETCHING.get()
}

/// Runs `build` with the sentences' arguments left out: the advisor weighs
/// every way the catalog offers by its shape and costs alone, and writes
/// out only the way it chooses (building each loser's words, to drop them,
/// doubled the time of a large model's analysis).
pub fn sketch<T>(build: impl FnOnce() -> T) -> T {
    /// Puts the flag back as it was, however `build` ends.
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            SKETCHING.set(self.0);
        }
    }
    let _restore = Restore(SKETCHING.replace(true));
    build()
}

/// Arguments a message is given room for up front.
const ARGS: usize = 4;

/// A message's argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Written as it is: a name, a field, a piece of code.
    Text(String),
    /// A count: chooses the plural form, written with the language's digit
    /// groups.
    Count(u64),
    /// A size in bytes, written in binary units with the language's decimal
    /// sign ("1.2 KiB", "1,2 KiB"; "333 bytes" below a KiB).
    Bytes(u64),
    /// A phrase of its own, written in the same language.
    Phrase(Box<Said>),
    /// A pattern's name (`pattern-<id>` in `patterns.ftl`), in the same
    /// language.
    Pattern(Pattern),
    /// Phrases written in the same language, joined by the message `joiner`
    /// (`{"; and "}`).
    Joined(Vec<Said>, &'static str),
    /// Arguments shared by many sentences (a relationship's names), kept
    /// once; an argument added after them takes the place of one of the
    /// same name.
    Shared(Names),
}

/// Named arguments many sentences take, shared rather than copied into
/// each, in [`SHARED`]'s order.
pub type Names = Arc<[(&'static str, String)]>;

/// The names a relationship's sentences share, in the order `Names` holds
/// them.
pub const SHARED: [&str; 7] = [
    "parent",
    "parents",
    "child",
    "children",
    "field",
    "collection",
    "label",
];

/// Which of [`SHARED`] the message `id` uses, worked out once per message.
fn shared_bits(id: &'static str) -> u32 {
    static BITS: LazyLock<Mutex<HashMap<&'static str, u32>>> = LazyLock::new(Mutex::default);
    let mut bits = BITS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    *bits.entry(id).or_insert_with(|| i18n::uses(id, &SHARED))
}

impl Said {
    /// The message `id` (of `advice.ftl`), its arguments given with
    /// [`Said::with`] and [`Said::count`].
    #[must_use]
    pub fn message(id: &'static str) -> Self {
        Self {
            id,
            // Most messages take a few arguments: room for them at once
            // (none while sketching: they are not kept).
            args: if sketching() {
                Vec::new()
            } else {
                Vec::with_capacity(ARGS)
            },
        }
    }

    /// Adds the argument `$name`, written as it is.
    #[must_use]
    pub fn with(self, name: &'static str, value: impl Into<String>) -> Self {
        if sketching() {
            return self;
        }
        self.arg(name, Arg::Text(value.into()))
    }

    /// Adds the shared arguments `names`.
    #[must_use]
    pub fn names(mut self, names: &Names) -> Self {
        if sketching() {
            return self;
        }
        self.args.push(("", Arg::Shared(Arc::clone(names))));
        self
    }

    /// Adds the count `$name`.
    #[must_use]
    pub fn count(self, name: &'static str, value: u64) -> Self {
        self.arg(name, Arg::Count(value))
    }

    /// Adds the size `$name`, in bytes.
    #[must_use]
    pub fn bytes(self, name: &'static str, value: u64) -> Self {
        self.arg(name, Arg::Bytes(value))
    }

    /// Adds the phrase `$name`.
    #[must_use]
    pub fn phrase(self, name: &'static str, value: Self) -> Self {
        self.arg(name, Arg::Phrase(Box::new(value)))
    }

    /// Adds `$name`: a pattern's name.
    #[must_use]
    pub fn pattern(self, name: &'static str, pattern: Pattern) -> Self {
        self.arg(name, Arg::Pattern(pattern))
    }

    /// Adds the phrase `$name`, or nothing in its place (an empty argument).
    #[must_use]
    pub fn phrase_or_nothing(self, name: &'static str, value: Option<&Self>) -> Self {
        match value {
            Some(said) => self.phrase(name, said.clone()),
            None => self.with(name, ""),
        }
    }

    /// Adds `$name`: the phrases joined by the message `joiner`.
    #[must_use]
    pub fn joined(self, name: &'static str, phrases: Vec<Self>, joiner: &'static str) -> Self {
        self.arg(name, Arg::Joined(phrases, joiner))
    }

    fn arg(mut self, name: &'static str, value: Arg) -> Self {
        if sketching() {
            return self;
        }
        self.args.push((name, value));
        self
    }

    /// The sentence in the language tagged `tag` (English where that
    /// language lacks the message).
    #[must_use]
    pub fn written_in(&self, tag: &str) -> String {
        let (id, args) = (self.id, &self.args);
        // Only the arguments the message uses (all of them for a
        // message Nestlink does not know, which then shows its id).
        let used = i18n::variables(id);
        let wanted = |name: &str| used.is_none_or(|used| used.contains(&name));
        let mut fluent = FluentArgs::with_capacity(used.map_or(args.len(), <[_]>::len));
        for (name, value) in args {
            if !matches!(value, Arg::Shared(_)) && !wanted(name) {
                continue;
            }
            match value {
                Arg::Shared(names) => {
                    // The shared names come in `SHARED`'s order.
                    let bits = shared_bits(id);
                    for (i, (name, text)) in names.iter().enumerate() {
                        if bits & 1 << i != 0 {
                            fluent.set(*name, FluentValue::from(text.as_str()));
                        }
                    }
                }
                Arg::Text(text) => fluent.set(*name, FluentValue::from(text.as_str())),
                Arg::Count(n) => fluent.set(*name, FluentValue::from(*n)),
                Arg::Bytes(n) => fluent.set(*name, FluentValue::from(size_in(*n, tag))),
                Arg::Phrase(said) => {
                    fluent.set(*name, FluentValue::from(said.written_in(tag)));
                }
                Arg::Pattern(pattern) => {
                    let id = format!("pattern-{}", pattern.as_str());
                    let written = i18n::message(tag, &id, &FluentArgs::new())
                        .unwrap_or_else(|| pattern.label().to_owned());
                    fluent.set(*name, FluentValue::from(written));
                }
                Arg::Joined(phrases, joiner) => {
                    let joiner = i18n::joiner(tag, joiner);
                    fluent.set(
                        *name,
                        FluentValue::from(written_in(phrases, tag).join(joiner)),
                    );
                }
            }
        }
        i18n::message(tag, id, &fluent)
            .or_else(|| i18n::message(i18n::ENGLISH, id, &fluent))
            .unwrap_or_else(|| id.to_owned())
    }
}

/// `bytes` in binary units, with the decimal sign of the language tagged
/// `tag`: "333 bytes" (a message, for the plural), "1.2 KiB", "1,2 KiB".
fn size_in(bytes: u64, tag: &str) -> String {
    if bytes < bytesize::KIB {
        return Said::message("size-bytes")
            .count("n", bytes)
            .written_in(tag);
    }
    let size = ByteSize::b(bytes).display().iec().to_string();
    match i18n::decimal_sign(tag) {
        "." => size,
        sign => size.replacen('.', sign, 1),
    }
}

/// Sentences written in `tag`, each on its own.
#[must_use]
pub fn written_in(said: &[Said], tag: &str) -> Vec<String> {
    said.iter().map(|said| said.written_in(tag)).collect()
}

#[cfg(test)]
mod tests {
    use super::Said;

    #[test]
    fn a_message_is_written_in_the_language_asked_with_its_articles_and_digit_groups() {
        let said = Said::message("tree-every-node")
            .with("node", "Category")
            .with("collection", "categories");
        assert_eq!(
            said.written_in("en"),
            "Every Category is a document of \"categories\"."
        );
        assert_ne!(said.written_in("ru"), said.written_in("en"));
        let many = Said::message("tree-children-too-many")
            .with("node", "Owl")
            .count("count", 12_345)
            .with("query", "find({parent: <id>})");
        assert!(
            many.written_in("en")
                .contains("an Owl can have 12,345 children")
        );
        assert!(
            many.written_in("ru").contains("12\u{a0}345"),
            "{}",
            many.written_in("ru")
        );
        assert!(
            many.written_in("it").contains("12.345"),
            "{}",
            many.written_in("it")
        );
        // A message Nestlink does not know shows its id, and the tests
        // (every message in every language) keep that from reaching a reader.
        assert_eq!(
            Said::message("no-such-message").written_in("zh-CN"),
            "no-such-message"
        );
    }
}

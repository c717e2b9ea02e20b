//! Every language's words, read from `locales/` (built into the binary) on
//! the server, for rendering pages and as the files of words a page's
//! browser fetches (named by their content, so a browser keeps them for
//! good; `split` says which words go in which).

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, LazyLock, OnceLock};

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use fluent_syntax::parser;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

/// Each language's tag and its files of interface words, English (the
/// source) first.
pub const LANGUAGES: [(&str, &[&str]); 6] = [
    (
        "en",
        &[
            include_str!("../../../locales/en/pages.ftl"),
            include_str!("../../../locales/en/editor.ftl"),
            include_str!("../../../locales/en/panel.ftl"),
            include_str!("../../../locales/en/patterns.ftl"),
            include_str!("../../../locales/en/problems.ftl"),
        ],
    ),
    (
        "ru",
        &[
            include_str!("../../../locales/ru/pages.ftl"),
            include_str!("../../../locales/ru/editor.ftl"),
            include_str!("../../../locales/ru/panel.ftl"),
            include_str!("../../../locales/ru/patterns.ftl"),
            include_str!("../../../locales/ru/problems.ftl"),
        ],
    ),
    (
        "zh-CN",
        &[
            include_str!("../../../locales/zh-CN/pages.ftl"),
            include_str!("../../../locales/zh-CN/editor.ftl"),
            include_str!("../../../locales/zh-CN/panel.ftl"),
            include_str!("../../../locales/zh-CN/patterns.ftl"),
            include_str!("../../../locales/zh-CN/problems.ftl"),
        ],
    ),
    (
        "bg",
        &[
            include_str!("../../../locales/bg/pages.ftl"),
            include_str!("../../../locales/bg/editor.ftl"),
            include_str!("../../../locales/bg/panel.ftl"),
            include_str!("../../../locales/bg/patterns.ftl"),
            include_str!("../../../locales/bg/problems.ftl"),
        ],
    ),
    (
        "pt-BR",
        &[
            include_str!("../../../locales/pt-BR/pages.ftl"),
            include_str!("../../../locales/pt-BR/editor.ftl"),
            include_str!("../../../locales/pt-BR/panel.ftl"),
            include_str!("../../../locales/pt-BR/patterns.ftl"),
            include_str!("../../../locales/pt-BR/problems.ftl"),
        ],
    ),
    (
        "it",
        &[
            include_str!("../../../locales/it/pages.ftl"),
            include_str!("../../../locales/it/editor.ftl"),
            include_str!("../../../locales/it/panel.ftl"),
            include_str!("../../../locales/it/patterns.ftl"),
            include_str!("../../../locales/it/problems.ftl"),
        ],
    ),
];

/// One language's words, each message as text with `{name}` for its
/// arguments (see the module above).
#[derive(Debug)]
pub struct Words {
    pub lang: &'static str,
    texts: HashMap<String, String>,
    id: LanguageIdentifier,
    /// Every message, as one file.
    all: WordsFile,
    /// The files a page fetches, made on first use (after the server has
    /// read its main module: `split`).
    split: OnceLock<Split>,
}

/// A file of words as the browser reads it: `{"lang": …, "texts": {…}}`,
/// keys sorted (every server of one release writes the same bytes), named
/// by the start of its SHA-256 in hex (a new name when, and only when, its
/// content changes).
#[derive(Debug)]
pub struct WordsFile {
    lang: &'static str,
    json: String,
    digest: String,
}

impl WordsFile {
    fn of<'t>(lang: &'static str, texts: impl Iterator<Item = (&'t String, &'t String)>) -> Self {
        use sha2::{Digest as _, Sha256};
        let sorted: BTreeMap<&String, &String> = texts.collect();
        let json = serde_json::json!({ "lang": lang, "texts": sorted }).to_string();
        let digest = Sha256::digest(json.as_bytes())[..10]
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect();
        Self { lang, json, digest }
    }

    /// The file's content.
    #[must_use]
    pub fn json(&self) -> &str {
        &self.json
    }

    /// The file's name, `<tag>.<digest>.json`.
    #[must_use]
    pub fn name(&self) -> String {
        format!("{}.{}.json", self.lang, self.digest)
    }
}

/// A page's words as it fetches them: the messages its main module says,
/// and the rest (none when every message is in the first).
#[derive(Debug)]
pub struct Split {
    pub first: WordsFile,
    pub rest: Option<WordsFile>,
}

impl Words {
    /// The message `id` with its arguments put in (its id where the
    /// language lacks it).
    #[must_use]
    pub fn fill(&self, id: &str, args: &[(&str, &str)]) -> String {
        self.get(id)
            .map_or_else(|| id.to_owned(), |template| super::put_in(template, args))
    }

    /// The text of `id` (or of one of its forms, `id[few]`), `{name}`
    /// where an argument goes.
    #[must_use]
    pub fn get(&self, id: &str) -> Option<&str> {
        self.texts.get(id).map(String::as_str)
    }

    /// The CLDR plural category of `n` in this language (`one`, `few`, ...).
    #[must_use]
    pub fn plural_form(&self, n: f64) -> &'static str {
        let category = PluralRules::create(self.id.clone(), PluralRuleType::CARDINAL)
            .ok()
            .and_then(|rules| rules.select(n).ok());
        match category {
            Some(PluralCategory::ZERO) => "zero",
            Some(PluralCategory::ONE) => "one",
            Some(PluralCategory::TWO) => "two",
            Some(PluralCategory::FEW) => "few",
            Some(PluralCategory::MANY) => "many",
            Some(PluralCategory::OTHER) | None => "other",
        }
    }

    /// The ids of the messages (a plural form's as `id[form]`).
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.texts.keys().map(String::as_str)
    }

    /// Every message as one file (what a page from an earlier release,
    /// whose files are gone, is sent).
    #[must_use]
    pub fn all(&self) -> &WordsFile {
        &self.all
    }

    /// The files a page fetches: the words it says before it takes over,
    /// and those its split modules say.
    #[must_use]
    pub fn split(&self) -> &Split {
        self.split.get_or_init(|| {
            let Some(at_once) = super::split::said_at_once() else {
                return Split {
                    first: WordsFile::of(self.lang, self.texts.iter()),
                    rest: None,
                };
            };
            let (first, rest): (Vec<_>, Vec<_>) = self
                .texts
                .iter()
                .partition(|(id, _)| at_once.contains(super::split::base(id)));
            Split {
                first: WordsFile::of(self.lang, first.into_iter()),
                rest: (!rest.is_empty()).then(|| WordsFile::of(self.lang, rest.into_iter())),
            }
        })
    }

    /// The file named by `digest`, and whether it is one of this
    /// release's (`false`: every message, for a page from another).
    #[must_use]
    pub fn file(&self, digest: &str) -> (&WordsFile, bool) {
        let split = self.split();
        [Some(&split.first), split.rest.as_ref(), Some(&self.all)]
            .into_iter()
            .flatten()
            .find(|file| file.digest == digest)
            .map_or((&self.all, false), |file| (file, true))
    }

    fn new(lang: &'static str, texts: HashMap<String, String>, id: LanguageIdentifier) -> Self {
        let all = WordsFile::of(lang, texts.iter());
        Self {
            lang,
            texts,
            id,
            all,
            split: OnceLock::new(),
        }
    }
}

/// The words of the language tagged `tag`, or English's.
#[must_use]
pub fn for_language(tag: &str) -> Arc<Words> {
    static ALL: LazyLock<Vec<Arc<Words>>> = LazyLock::new(|| {
        let english = read_all(LANGUAGES[0].1).unwrap_or_default();
        LANGUAGES
            .iter()
            .filter_map(|(tag, files)| {
                // A message a language lacks is shown in English (the
                // tests fail on it first); a file that does not parse
                // leaves the language out rather than the server down.
                let mut texts = english.clone();
                texts.extend(read_all(files).ok()?);
                Some(Arc::new(Words::new(tag, texts, tag.parse().ok()?)))
            })
            .collect()
    });
    let found = ALL.iter().find(|words| words.lang == tag);
    found.or_else(|| ALL.first()).map_or_else(
        || {
            Arc::new(Words::new(
                "en",
                HashMap::new(),
                LanguageIdentifier::default(),
            ))
        },
        Arc::clone,
    )
}

fn read_all(files: &[&str]) -> Result<HashMap<String, String>, String> {
    let mut texts = HashMap::new();
    for file in files {
        texts.extend(read_messages(file)?);
    }
    Ok(texts)
}

/// The messages of one Fluent file as texts: `{ $name }` becomes `{name}`,
/// and a message that selects on a number becomes one text per variant,
/// `id[key]`, its default variant under `id` too.
///
/// # Errors
/// Where the file does not parse, or a message uses more than text,
/// arguments and one selection.
pub fn read_messages(source: &str) -> Result<HashMap<String, String>, String> {
    let resource = parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut texts = HashMap::new();
    for entry in resource.body {
        let fluent_syntax::ast::Entry::Message(message) = entry else {
            continue;
        };
        let id = message.id.name;
        let pattern = message.value.ok_or_else(|| format!("{id} has no value"))?;
        for (key, text) in texts_of(&pattern).map_err(|why| format!("{id}: {why}"))? {
            match key {
                Some(key) => texts.insert(format!("{id}[{key}]"), text),
                None => texts.insert(id.to_owned(), text),
            };
        }
    }
    Ok(texts)
}

/// A pattern's texts: one when it selects nothing, else one per variant
/// (keyed) and the default (unkeyed).
fn texts_of(pattern: &Pattern<&str>) -> Result<Vec<(Option<String>, String)>, String> {
    let mut texts = vec![(None, String::new())];
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                texts.iter_mut().for_each(|(_, text)| text.push_str(value));
            }
            PatternElement::Placeable { expression } => match expression {
                Expression::Inline(inline) => {
                    let part = inline_text(inline)?;
                    texts.iter_mut().for_each(|(_, text)| text.push_str(&part));
                }
                Expression::Select { variants, .. } => {
                    if texts.len() > 1 {
                        return Err("more than one selection".to_owned());
                    }
                    let before = texts.pop().map(|(_, text)| text).unwrap_or_default();
                    for variant in variants {
                        let key = match &variant.key {
                            VariantKey::Identifier { name } => (*name).to_owned(),
                            VariantKey::NumberLiteral { value } => (*value).to_owned(),
                        };
                        let inner = texts_of(&variant.value)?;
                        let [(None, inner)] = inner.as_slice() else {
                            return Err("a selection inside a selection".to_owned());
                        };
                        let text = format!("{before}{inner}");
                        if variant.default {
                            texts.push((None, text.clone()));
                        }
                        texts.push((Some(key), text));
                    }
                }
            },
        }
    }
    Ok(texts)
}

fn inline_text(inline: &InlineExpression<&str>) -> Result<String, String> {
    match inline {
        InlineExpression::VariableReference { id } => Ok(format!("{{{}}}", id.name)),
        InlineExpression::StringLiteral { value } => Ok(unescape(value)),
        _ => Err("only arguments and quoted text may be placed".to_owned()),
    }
}

/// A quoted Fluent string's escapes (`\"`, `\\`, `\u00A0`) written out.
fn unescape(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{LANGUAGES, for_language, read_messages};

    #[test]
    fn a_message_with_plural_forms_keeps_one_text_per_form() {
        let texts = read_messages(
            "n = Vu { $n ->\n    [0] rien\n    [one] { $n } chose\n   *[other] { $n } choses\n} ici.\nq = \"{ \"\\u00A0\" }\"\n",
        )
        .expect("the file parses");
        assert_eq!(texts["n"], "Vu {n} choses ici.");
        assert_eq!(texts["n[0]"], "Vu rien ici.");
        assert_eq!(texts["n[one]"], "Vu {n} chose ici.");
        assert_eq!(texts["q"], "\"\u{a0}\"");
        assert!(read_messages("m = { -term }").is_err());
    }

    #[test]
    fn russian_counts_take_the_form_cldr_gives() {
        let russian = for_language("ru");
        let forms: Vec<&str> = [1.0, 3.0, 5.0, 21.0, 22.0, 11.0]
            .into_iter()
            .map(|n| russian.plural_form(n))
            .collect();
        assert_eq!(forms, ["one", "few", "many", "one", "few", "many"]);
        assert_eq!(for_language("zh-CN").plural_form(1.0), "other");
        assert_eq!(for_language("xx").lang, "en");
    }

    /// Every language has every message English has, with the same
    /// arguments, and no message English lacks.
    #[test]
    fn every_pattern_has_its_name_and_what_it_does_in_words() {
        use crate::wire::analysis::{FindingCode, Pattern};
        let english = for_language("en");
        for pattern in Pattern::ALL {
            let id = pattern.as_str();
            assert_eq!(
                english.get(&format!("pattern-{id}")),
                Some(pattern.label()),
                "the server's name for {id} and the interface's are one"
            );
            let does = english.get(&format!("does-{id}")).unwrap_or_default();
            assert!(does.ends_with('.') && does.len() > 30, "{id}: {does}");
            // Only a pattern outside the embed family can be partly right
            // for a guess of "embed", and only such a one says how.
            let partly = english.get(&format!("partly-{id}"));
            assert_eq!(partly.is_some(), pattern.keeps_both_ways(), "{id}");
            assert!(!(pattern.keeps_both_ways() && pattern.embeds()), "{id}");
        }
        for code in FindingCode::ALL {
            assert_eq!(
                english.get(&format!("antipattern-{}", code.as_str())),
                Some(code.label())
            );
        }
    }

    #[test]
    fn every_language_has_the_words_english_has() {
        let arguments = |text: &str| {
            let mut names: Vec<String> = text
                .split('{')
                .skip(1)
                .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_owned()))
                .collect();
            names.sort();
            names.dedup();
            names
        };
        let read = |files: &[&str]| {
            files
                .iter()
                .flat_map(|file| read_messages(file).expect("every words file parses"))
                .filter(|(id, _)| !id.contains('['))
                .collect::<std::collections::BTreeMap<_, _>>()
        };
        let english = read(LANGUAGES[0].1);
        for (tag, files) in &LANGUAGES[1..] {
            let theirs = read(files);
            let ids = |m: &std::collections::BTreeMap<String, String>| {
                m.keys().cloned().collect::<Vec<_>>()
            };
            assert_eq!(ids(&theirs), ids(&english), "{tag} lacks or adds messages");
            for (id, text) in &english {
                assert_eq!(arguments(&theirs[id]), arguments(text), "{tag} {id}");
                // A sentence of English words (not one word two languages
                // share, nor code) left as it is was never translated.
                let outside: String = text
                    .split('{')
                    .map(|part| part.split_once('}').map_or(part, |(_, after)| after))
                    .collect();
                let words = outside
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|word| word.len() >= 3)
                    .count();
                // Key names (`shortcut-*-keys`) are the same everywhere.
                let keys = id.ends_with("-keys");
                assert!(
                    keys || words < 3 || &theirs[id] != text,
                    "{tag}'s {id} is the English text: {text}"
                );
            }
        }
    }
}

//! The languages Nestlink answers in and their messages: Project Fluent
//! files, one per language per area, in `locales/` at the repository's root
//! (where a translator finds them without reading Rust), built into the
//! binary so a deployment cannot lose them.
//!
//! [`negotiate`] picks the language for a request (its `?lang=`, then its
//! `Accept-Language`, then English); [`message`] renders a message with
//! named arguments, CLDR plural rules included, in that language.

use std::collections::HashMap;
use std::sync::LazyLock;

use axum::http::{HeaderMap, header};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
use fluent_langneg::{NegotiationStrategy, accepted_languages, negotiate_languages};
use fluent_syntax::ast;
use intl_memoizer::{Memoizable, concurrent::IntlLangMemoizer};
use nestlink_core::wire::english::{a, cap_a};
use num_format::{Locale, ToFormattedString};
use unic_langid::LanguageIdentifier;

/// Each language's tag and its files, English (the source) first.
pub const LANGUAGES: [(&str, &[&str]); 6] = [
    (
        "en",
        &[
            include_str!("../../locales/en/api.ftl"),
            include_str!("../../locales/en/export.ftl"),
            include_str!("../../locales/en/advice.ftl"),
            include_str!("../../locales/en/patterns.ftl"),
            include_str!("../../locales/en/rules.ftl"),
            include_str!("../../locales/en/examples.ftl"),
            include_str!("../../locales/en/samples.ftl"),
        ],
    ),
    (
        "ru",
        &[
            include_str!("../../locales/ru/api.ftl"),
            include_str!("../../locales/ru/export.ftl"),
            include_str!("../../locales/ru/advice.ftl"),
            include_str!("../../locales/ru/patterns.ftl"),
            include_str!("../../locales/ru/rules.ftl"),
            include_str!("../../locales/ru/examples.ftl"),
            include_str!("../../locales/ru/samples.ftl"),
        ],
    ),
    (
        "zh-CN",
        &[
            include_str!("../../locales/zh-CN/api.ftl"),
            include_str!("../../locales/zh-CN/export.ftl"),
            include_str!("../../locales/zh-CN/advice.ftl"),
            include_str!("../../locales/zh-CN/patterns.ftl"),
            include_str!("../../locales/zh-CN/rules.ftl"),
            include_str!("../../locales/zh-CN/examples.ftl"),
            include_str!("../../locales/zh-CN/samples.ftl"),
        ],
    ),
    (
        "bg",
        &[
            include_str!("../../locales/bg/api.ftl"),
            include_str!("../../locales/bg/export.ftl"),
            include_str!("../../locales/bg/advice.ftl"),
            include_str!("../../locales/bg/patterns.ftl"),
            include_str!("../../locales/bg/rules.ftl"),
            include_str!("../../locales/bg/examples.ftl"),
            include_str!("../../locales/bg/samples.ftl"),
        ],
    ),
    (
        "pt-BR",
        &[
            include_str!("../../locales/pt-BR/api.ftl"),
            include_str!("../../locales/pt-BR/export.ftl"),
            include_str!("../../locales/pt-BR/advice.ftl"),
            include_str!("../../locales/pt-BR/patterns.ftl"),
            include_str!("../../locales/pt-BR/rules.ftl"),
            include_str!("../../locales/pt-BR/examples.ftl"),
            include_str!("../../locales/pt-BR/samples.ftl"),
        ],
    ),
    (
        "it",
        &[
            include_str!("../../locales/it/api.ftl"),
            include_str!("../../locales/it/export.ftl"),
            include_str!("../../locales/it/advice.ftl"),
            include_str!("../../locales/it/patterns.ftl"),
            include_str!("../../locales/it/rules.ftl"),
            include_str!("../../locales/it/examples.ftl"),
            include_str!("../../locales/it/samples.ftl"),
        ],
    ),
];

/// English: the language every message exists in.
pub const ENGLISH: &str = "en";

/// The language a request is answered in (a tag of [`LANGUAGES`]), kept
/// on the request by the language layer (`http::language`) for the
/// handlers that write prose of their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Language(pub &'static str);

/// The message `id` without arguments in `tag`, else in English, else the
/// id itself (a missing message shows, and the tests catch it).
#[must_use]
pub fn text(tag: &str, id: &str) -> String {
    let args = FluentArgs::new();
    message(tag, id, &args)
        .or_else(|| message(ENGLISH, id, &args))
        .unwrap_or_else(|| id.to_owned())
}

struct Loaded {
    id: LanguageIdentifier,
    tag: &'static str,
    bundle: FluentBundle<FluentResource>,
}

static BUNDLES: LazyLock<Vec<Loaded>> = LazyLock::new(|| {
    LANGUAGES
        .iter()
        .filter_map(|(tag, files)| {
            // The tags above are well formed; a file that does not parse
            // fails the tests (`it::languages`), and its language is left out
            // rather than taking the server down.
            let id: LanguageIdentifier = tag.parse().ok()?;
            let mut bundle = FluentBundle::new_concurrent(vec![id.clone()]);
            // Arguments are written as they are: no invisible isolation
            // marks around them, so English stays byte for byte what it was.
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(grouped));
            // "a Category", "an Author": English puts the article a name's
            // first sound takes as it writes the sentence.
            for (name, capital) in [("A", false), ("CAP_A", true)] {
                bundle
                    .add_function(name, move |positional, _named| {
                        let with_article = |name: &str| {
                            let article = if capital { cap_a(name) } else { a(name) };
                            FluentValue::from(article.to_string())
                        };
                        match positional.first() {
                            Some(FluentValue::String(name)) => with_article(name),
                            Some(FluentValue::Number(number)) => with_article(&number.as_string()),
                            _ => FluentValue::Error,
                        }
                    })
                    .ok()?;
            }
            for file in *files {
                let resource = FluentResource::try_new((*file).to_owned()).ok()?;
                bundle.add_resource(resource).ok()?;
            }
            Some(Loaded { id, tag, bundle })
        })
        .collect()
});

/// Whole numbers with the digit groups of the bundle's language ("12,345",
/// "12 345", "12.345"); other values as Fluent writes them.
fn grouped(value: &FluentValue<'_>, memoizer: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    // Below a thousand there is no group to mark: Fluent writes it as is.
    if number.value.fract() != 0.0 || !(1000.0..9.0e15).contains(&number.value) {
        return None;
    }
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let whole = number.value as u64;
    memoizer
        .with_try_get::<DigitGroups, _, _>((), |groups| whole.to_formatted_string(&groups.0))
        .ok()
}

/// The joiner message `id` (`{"; and "}`) in the language tagged `tag`,
/// written once per language.
#[must_use]
pub fn joiner(tag: &str, id: &str) -> &'static str {
    const JOINERS: [&str; 3] = ["joiner-and", "joiner-semicolon", "joiner-comma"];
    static WRITTEN: LazyLock<Vec<(&'static str, &'static str, String)>> = LazyLock::new(|| {
        let args = FluentArgs::new();
        LANGUAGES
            .iter()
            .flat_map(|(tag, _)| {
                let args = &args;
                JOINERS.iter().map(move |id| {
                    let text = message(tag, id, args)
                        .or_else(|| message(ENGLISH, id, args))
                        .unwrap_or_default();
                    (*tag, *id, text)
                })
            })
            .collect()
    });
    WRITTEN
        .iter()
        .find(|(written_tag, written_id, _)| *written_tag == tag && *written_id == id)
        .or_else(|| {
            WRITTEN
                .iter()
                .find(|(written_tag, written_id, _)| *written_tag == ENGLISH && *written_id == id)
        })
        .map_or("; ", |(_, _, text)| text.as_str())
}

/// The variables the advice's message `id` uses (every language uses the
/// same ones: `it::languages` checks), so a sentence hands Fluent only
/// those of its arguments: a relationship's shared names are many, and a
/// message uses a few.
#[must_use]
pub fn variables(id: &str) -> Option<&'static [&'static str]> {
    USED.get(id).map(Vec::as_slice)
}

/// Which of `names` the advice's message `id` uses, as bits (bit `i` for
/// `names[i]`); every bit for a message Nestlink does not know.
#[must_use]
pub fn uses(id: &str, names: &[&str]) -> u32 {
    let Some(used) = USED.get(id) else {
        return u32::MAX;
    };
    names
        .iter()
        .enumerate()
        .filter(|(_, name)| used.contains(name))
        .fold(0, |bits, (i, _)| bits | 1 << i)
}

/// The variables each advice message uses, read from the English file.
static USED: LazyLock<HashMap<&'static str, Vec<&'static str>>> = LazyLock::new(|| {
    let mut used = HashMap::new();
    let source: &'static str = include_str!("../../locales/en/advice.ftl");
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(partial, _)| partial);
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut names = Vec::new();
            if let Some(pattern) = &message.value {
                pattern_variables(pattern, &mut names);
            }
            used.insert(message.id.name, names);
        }
    }
    used
});

fn pattern_variables(pattern: &ast::Pattern<&'static str>, into: &mut Vec<&'static str>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&'static str>, into: &mut Vec<&'static str>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                pattern_variables(&variant.value, into);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&'static str>, into: &mut Vec<&'static str>) {
    match inline {
        ast::InlineExpression::VariableReference { id } if !into.contains(&id.name) => {
            into.push(id.name);
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, into),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for positional in &arguments.positional {
                inline_variables(positional, into);
            }
        }
        _ => {}
    }
}

/// The decimal sign of the language tagged `tag` ("." or ","), as CLDR
/// has it.
#[must_use]
pub fn decimal_sign(tag: &str) -> &'static str {
    let language = tag.split('-').next().unwrap_or(tag);
    Locale::from_name(language).unwrap_or(Locale::en).decimal()
}

/// A language's digit groups, as CLDR has them (`num-format`'s locales).
struct DigitGroups(Locale);

impl Memoizable for DigitGroups {
    type Args = ();
    type Error = ();

    fn construct(lang: LanguageIdentifier, (): ()) -> Result<Self, ()> {
        Ok(Self(
            Locale::from_name(lang.language.as_str()).unwrap_or(Locale::en),
        ))
    }
}

/// The language to answer in: the first of `lang` (a `?lang=` value) and
/// then `accept_language` (the header's ranges, by their weights) that
/// Nestlink speaks, matched loosely (`pt` is Brazilian Portuguese, `zh`
/// Simplified Chinese); English when none is.
#[must_use]
pub fn negotiate(lang: Option<&str>, accept_language: Option<&str>) -> &'static str {
    let mut asked: Vec<LanguageIdentifier> = Vec::new();
    if let Some(lang) = lang {
        asked.extend(lang.parse::<LanguageIdentifier>().ok());
    }
    if let Some(header) = accept_language {
        asked.extend(accepted_languages::parse(header));
    }
    let available: Vec<&LanguageIdentifier> = BUNDLES.iter().map(|language| &language.id).collect();
    let english = available.first();
    let chosen = negotiate_languages(&asked, &available, english, NegotiationStrategy::Lookup);
    chosen
        .first()
        .and_then(|id| BUNDLES.iter().find(|language| &language.id == **id))
        .map_or(ENGLISH, |language| language.tag)
}

/// The language a page is rendered in: `?lang=`, then the one chosen from
/// the language menu (its cookie, [`nestlink_core::words::COOKIE`]), then
/// `Accept-Language`.
#[must_use]
pub fn for_page(headers: &HeaderMap, query: Option<&str>) -> &'static str {
    let chosen = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|cookies| cookies.split(';'))
        .find_map(|cookie| {
            let (name, value) = cookie.trim().split_once('=')?;
            (name == nestlink_core::words::COOKIE).then_some(value)
        });
    negotiate(
        lang_in_query(query).or(chosen),
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|value| value.to_str().ok()),
    )
}

/// The `lang` of a query string (`?lang=ru`), when it has one.
#[must_use]
pub fn lang_in_query(query: Option<&str>) -> Option<&str> {
    query?
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find_map(|(key, value)| (key == "lang").then_some(value))
}

/// The message `id` in the language tagged `tag`, with `args`; `None` when
/// that language (or message) is missing.
#[must_use]
pub fn message(tag: &str, id: &str, args: &FluentArgs<'_>) -> Option<String> {
    let language = BUNDLES.iter().find(|language| language.tag == tag)?;
    let pattern = language.bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = language
        .bundle
        .format_pattern(pattern, Some(args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

#[cfg(test)]
mod tests {
    use fluent_bundle::FluentArgs;

    use super::{BUNDLES, LANGUAGES, message, negotiate};

    #[test]
    fn every_language_is_loaded() {
        assert_eq!(BUNDLES.len(), LANGUAGES.len());
    }

    #[test]
    fn the_request_chooses_among_the_languages_there_are() {
        assert_eq!(negotiate(None, None), "en");
        assert_eq!(negotiate(None, Some("ru-RU,ru;q=0.9,en;q=0.8")), "ru");
        assert_eq!(negotiate(None, Some("fr-FR, it;q=0.5")), "it");
        assert_eq!(negotiate(None, Some("pt")), "pt-BR");
        assert_eq!(negotiate(None, Some("pt-PT")), "pt-BR");
        assert_eq!(negotiate(None, Some("zh")), "zh-CN");
        assert_eq!(negotiate(None, Some("zh-Hans-CN")), "zh-CN");
        assert_eq!(negotiate(None, Some("de, fr")), "en");
        assert_eq!(negotiate(Some("bg"), Some("ru")), "bg");
        assert_eq!(negotiate(Some("not a tag"), Some("it")), "it");
        assert_eq!(negotiate(None, Some("*")), "en");
    }

    #[test]
    fn plurals_follow_each_languages_rules() {
        let seconds = |tag: &str, n: u64| {
            let mut args = FluentArgs::new();
            args.set("seconds", n);
            message(tag, "rate-limited", &args).expect("the message")
        };
        assert!(seconds("en", 1).ends_with("in 1 second."));
        assert!(seconds("en", 30).ends_with("in 30 seconds."));
        assert!(seconds("ru", 1).ends_with("через 1 секунду."));
        assert!(seconds("ru", 3).ends_with("через 3 секунды."));
        assert!(seconds("ru", 25).ends_with("через 25 секунд."));
        assert!(seconds("ru", 21).ends_with("через 21 секунду."));
        assert!(seconds("bg", 1).ends_with("след 1 секунда."));
        assert!(seconds("bg", 5).ends_with("след 5 секунди."));
        assert!(seconds("zh-CN", 5).contains("5 秒后"));
    }
}

//! The interface's words in the reader's language.
//!
//! Each language's messages are Project Fluent files in `locales/<tag>/`
//! (`pages.ftl`, `editor.ftl`, `panel.ftl`: an area each), where a
//! translator finds them without reading Rust. The server reads them all
//! (`nestlink_core::words`), renders a page in the reader's language, and
//! serves that language's words, and only those, as JSON files named by
//! their content. The page links to the one its main module needs
//! ([`DATA_ID`]); the browser fetches it ([`load`]) before it takes the
//! page over, and keeps it for good. The link's `data-rest` names the
//! words only split modules say, which the split loader fetches with the
//! first of them; a message the first file lacks is looked up there. No
//! language travels in the WASM or, after the first visit, with a page.
//!
//! A message is text with `{name}` where an argument goes. A message with
//! plural forms is kept as one text per form (`id[few]`, `id[0]`), chosen by
//! CLDR's rules for the language: the browser's `Intl.PluralRules`, or
//! `intl_pluralrules` on the server, so both render the same words.

use nestlink_core::words::put_in;
pub use nestlink_core::words::{DATA_ID, NAMES};
#[cfg(not(target_arch = "wasm32"))]
use nestlink_core::words::{Words, for_language};

/// The message `id` in the page's language.
#[must_use]
pub fn text(id: &str) -> String {
    lookup(id).unwrap_or_else(|| {
        missing(id);
        id.to_owned()
    })
}

/// The message `id` with its arguments put in (`{name}` for each name).
#[must_use]
pub fn fill(id: &str, args: &[(&str, &str)]) -> String {
    put_in(&text(id), args)
}

/// The message `id` for `n` things: its form for exactly `n` when it has
/// one (`[0]`), else the form the language's plural rules pick for `n`;
/// `{n}` is the number, and `args` the other arguments.
#[must_use]
pub fn count(id: &str, n: usize, args: &[(&str, &str)]) -> String {
    let exact = format!("{id}[{n}]");
    #[allow(clippy::cast_precision_loss)]
    let form = format!("{id}[{}]", plural_form(n as f64));
    let template = lookup(&exact)
        .or_else(|| lookup(&form))
        .unwrap_or_else(|| text(id));
    let n = grouped(u64::try_from(n).unwrap_or(u64::MAX));
    let mut all = vec![("n", n.as_str())];
    all.extend_from_slice(args);
    put_in(&template, &all)
}

/// An entity's name for "how many of them": English's plural of it; other
/// languages quote the name as it is written (a person's own word, which
/// no rule declines).
#[must_use]
pub fn plural_of(name: &str) -> String {
    if current_lang() == "en" {
        nestlink_core::wire::english::plural_name(name)
    } else {
        name.to_owned()
    }
}

/// `n` with the language's digit groups: "2,000", "2 000", "2.000".
#[must_use]
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    if digits.len() <= 3 {
        return digits;
    }
    let joint = text("digit-group");
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * joint.len());
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(&joint);
        }
        out.push(digit);
    }
    out
}

/// A count the advice rests on that nobody entered, in words: "100
/// Comments per Post", "at most 2,000 Comments per Post", "no upper
/// limit", "10 Posts per Tag" (the inverse count of a many-to-many).
#[must_use]
pub fn assumed(
    missing: nestlink_core::wire::model::Missing,
    n: Option<u64>,
    from: &str,
    to: &str,
) -> String {
    use nestlink_core::wire::model::Missing;
    let Some(n) = n else {
        return text("assumed-no-limit");
    };
    let (id, child, parent) = match missing {
        Missing::Typical => ("assumed-typical", to, from),
        Missing::Max => ("assumed-max", to, from),
        Missing::InverseTypical => ("assumed-typical", from, to),
    };
    let children = plural_of(child);
    count(
        id,
        usize::try_from(n).unwrap_or(usize::MAX),
        &[
            ("child", child),
            ("children", &children),
            ("parent", parent),
        ],
    )
}

/// An entity's name after "a" in a sentence: English's "a Book", "an
/// Order"; other languages' messages place the name as it is written.
#[must_use]
pub fn a_name(name: &str) -> String {
    if current_lang() == "en" {
        nestlink_core::wire::english::a(name).to_string()
    } else {
        name.to_owned()
    }
}

/// A pattern's name for people (`patterns.ftl`), from its JSON word; a
/// word Nestlink does not know is shown as it is.
#[must_use]
pub fn pattern_name(pattern: &str) -> String {
    if nestlink_core::wire::analysis::Pattern::from_id(pattern).is_some() {
        text(&format!("pattern-{pattern}"))
    } else {
        pattern.to_owned()
    }
}

/// The page's language tag.
#[must_use]
pub fn lang() -> String {
    current_lang()
}

/// Where a page's browser fetches its words: the file it needs before it
/// takes over, and the one only its split modules need (none when every
/// message is in the first).
pub struct PageWords {
    pub lang: String,
    pub first: String,
    pub rest: Option<String>,
}

/// The page's language and, on the server, the addresses of its words'
/// files for the browser.
#[must_use]
pub fn for_page() -> PageWords {
    #[cfg(not(target_arch = "wasm32"))]
    return {
        let words = current();
        let split = words.split();
        let at = |file: &nestlink_core::words::WordsFile| {
            format!("{}/{}", nestlink_core::words::FILES, file.name())
        };
        PageWords {
            lang: words.lang.to_owned(),
            first: at(&split.first),
            rest: split.rest.as_ref().map(at),
        }
    };
    #[cfg(target_arch = "wasm32")]
    PageWords {
        lang: current_lang(),
        first: String::new(),
        rest: None,
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn current() -> std::sync::Arc<Words> {
    leptos::prelude::use_context::<std::sync::Arc<Words>>().unwrap_or_else(|| for_language("en"))
}

#[cfg(not(target_arch = "wasm32"))]
fn lookup(id: &str) -> Option<String> {
    current().get(id).map(str::to_owned)
}

#[cfg(not(target_arch = "wasm32"))]
fn plural_form(n: f64) -> &'static str {
    current().plural_form(n)
}

#[cfg(not(target_arch = "wasm32"))]
fn current_lang() -> String {
    current().lang.to_owned()
}

#[cfg(target_arch = "wasm32")]
mod page {
    //! The page's words, fetched once from the file its link names.
    use std::cell::RefCell;
    use std::rc::Rc;

    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;

    pub struct Read {
        pub lang: String,
        pub texts: JsValue,
        pub plural: js_sys::Intl::PluralRules,
    }

    thread_local! {
        static WORDS: RefCell<Option<Rc<Read>>> = const { RefCell::new(None) };
    }

    /// How often the file is asked for, a second apart, before the page
    /// goes on without it (its messages then show their ids).
    const TRIES: usize = 3;
    const PAUSE_MS: i32 = 1_000;

    /// Fetches the words the page's link names (the preload has most
    /// likely brought them already), and keeps them. Read here, not
    /// through `browser`, which writes its own messages with these words.
    pub async fn load() {
        let document = leptos::prelude::document();
        let link = document
            .get_element_by_id(super::DATA_ID)
            .and_then(|link| link.get_attribute("href"));
        let mut data = JsValue::NULL;
        if let Some(link) = link {
            for attempt in 0..TRIES {
                if attempt > 0 {
                    pause(PAUSE_MS).await;
                }
                if let Some(read) = fetch_json(&link).await {
                    data = read;
                    break;
                }
            }
        }
        let field = |name: &str| js_sys::Reflect::get(&data, &JsValue::from_str(name)).ok();
        let lang = field("lang")
            .and_then(|lang| lang.as_string())
            .or_else(|| document.document_element()?.get_attribute("lang"))
            .unwrap_or_else(|| "en".to_owned());
        let texts = field("texts").unwrap_or(JsValue::NULL);
        // Kept over anything read before (no words: ids shown).
        let read = Rc::new(read(lang, texts));
        WORDS.with(|words| *words.borrow_mut() = Some(read));
    }

    /// Resolves after `ms` milliseconds. (`browser::sleep` does the same,
    /// but `browser` writes its messages with these words: calling it
    /// from here would close a circle between the two modules.)
    async fn pause(ms: i32) {
        let promise = js_sys::Promise::new(&mut |resolve, _| {
            let _ = leptos::prelude::window()
                .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        });
        let _ = JsFuture::from(promise).await;
    }

    /// The JSON at `url`, when it comes whole with a 200.
    async fn fetch_json(url: &str) -> Option<JsValue> {
        let response = JsFuture::from(leptos::prelude::window().fetch_with_str(url))
            .await
            .ok()?
            .dyn_into::<web_sys::Response>()
            .ok()?;
        if !response.ok() {
            return None;
        }
        let text = JsFuture::from(response.text().ok()?).await.ok()?;
        js_sys::JSON::parse(&text.as_string()?).ok()
    }

    fn read(lang: String, texts: JsValue) -> Read {
        let locales = js_sys::Array::of1(&JsValue::from_str(&lang));
        let plural = js_sys::Intl::PluralRules::new(&locales, &js_sys::Object::new());
        Read {
            lang,
            texts,
            plural,
        }
    }

    /// The words of the page's second file, once the split loader has
    /// fetched them (`undefined` until then).
    pub fn rest() -> JsValue {
        js_sys::Reflect::get(
            &js_sys::global(),
            &JsValue::from_str(nestlink_core::words::REST_GLOBAL),
        )
        .unwrap_or(JsValue::UNDEFINED)
    }

    /// Whether the page has its first file of words, and a second that has
    /// not come yet.
    pub fn rest_to_come() -> bool {
        with(|words| words.texts.is_object())
            && rest().is_undefined()
            && leptos::prelude::document()
                .get_element_by_id(super::DATA_ID)
                .is_some_and(|link| link.has_attribute("data-rest"))
    }

    /// `with` given the words; before [`load`] has kept them, none (the
    /// page's language, messages shown as their ids).
    pub fn with<T>(with: impl FnOnce(&Read) -> T) -> T {
        let kept = WORDS.with(|words| words.borrow().clone());
        let words = kept.unwrap_or_else(|| {
            let lang = leptos::prelude::document()
                .document_element()
                .and_then(|html| html.get_attribute("lang"))
                .unwrap_or_else(|| "en".to_owned());
            Rc::new(read(lang, JsValue::NULL))
        });
        with(&words)
    }
}

/// Fetches the page's words before the page is taken over (in the
/// browser; nothing to do on the server, which has them all).
#[cfg(target_arch = "wasm32")]
pub async fn load() {
    page::load().await;
}

#[cfg(target_arch = "wasm32")]
fn lookup(id: &str) -> Option<String> {
    let id = wasm_bindgen::JsValue::from_str(id);
    let read = |texts: &wasm_bindgen::JsValue| {
        js_sys::Reflect::get(texts, &id)
            .ok()
            .and_then(|text| text.as_string())
    };
    page::with(|words| read(&words.texts)).or_else(|| read(&page::rest()))
}

/// A message missing from the page's first file while its rest has yet to
/// come: the main module said a word only split modules should say (the
/// server's split missed it), and the page shows its id.
#[cfg(target_arch = "wasm32")]
fn missing(id: &str) {
    if page::rest_to_come() {
        leptos::logging::error!(
            "Nestlink: the message {id} is not in the page's first words file, and its \
             other words have not come yet (see nestlink_core::words::BUILT_FROM)"
        );
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn missing(_id: &str) {}

#[cfg(target_arch = "wasm32")]
fn plural_form(n: f64) -> String {
    page::with(|words| String::from(words.plural.select(n)))
}

#[cfg(target_arch = "wasm32")]
fn current_lang() -> String {
    page::with(|words| words.lang.clone())
}

#[cfg(test)]
mod tests {
    use super::{count, fill, text};

    #[test]
    fn english_is_the_words_without_a_page() {
        assert_eq!(text("nav-editor"), "Editor");
        assert_eq!(text("no-such-message"), "no-such-message");
        assert_eq!(
            fill("examples-open-named", &[("title", "Blog")]),
            "Open Blog in the editor"
        );
        assert_eq!(count("problem-count", 0, &[]), "No problems");
        assert_eq!(count("problem-count", 1, &[]), "1 problem");
        assert_eq!(count("problem-count", 21, &[]), "21 problems");
    }

    #[test]
    fn an_assumed_count_is_said_with_its_names_and_digit_groups() {
        use super::{assumed, grouped};
        use nestlink_core::wire::model::Missing;
        assert_eq!(
            assumed(Missing::Max, Some(2000), "Post", "Comment"),
            "at most 2,000 Comments per Post"
        );
        assert_eq!(
            assumed(Missing::Typical, Some(1), "Student", "ID card"),
            "1 ID card per Student"
        );
        assert_eq!(
            assumed(Missing::InverseTypical, Some(10), "Post", "Tag"),
            "10 Posts per Tag"
        );
        assert_eq!(assumed(Missing::Max, None, "Host", "Log"), "no upper limit");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }

    /// An id the code puts together at run time (`format!("card-{kind}")`)
    /// starts with a beginning the server looks for in the main module;
    /// otherwise the page could say a message its first words file lacks.
    #[test]
    fn every_id_put_together_starts_with_a_beginning_the_server_knows() {
        fn sources(dir: &std::path::Path, into: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).expect("a source folder").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    sources(&path, into);
                } else if path.extension().is_some_and(|ext| ext == "rs") {
                    into.push(std::fs::read_to_string(&path).expect("a source file"));
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        sources(&root.join("src"), &mut files);
        sources(&root.join("../core/src"), &mut files);
        let english = nestlink_core::words::for_language("en");
        let mut beginnings = std::collections::BTreeSet::new();
        for file in &files {
            for after in file.split("format!(\"").skip(1) {
                let start: String = after
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                    .collect();
                // Ids are words joined by hyphens: a beginning ends with one.
                let builds = start.ends_with('-') && after[start.len()..].starts_with('{');
                if builds && english.ids().any(|id| id.starts_with(&start)) {
                    beginnings.insert(start);
                }
            }
        }
        assert!(beginnings.contains("card-"), "{beginnings:?}");
        for start in &beginnings {
            assert!(
                nestlink_core::words::BUILT_FROM.contains(&start.as_str()),
                "ids are put together from {start:?}: add it to BUILT_FROM, or name the ids whole"
            );
        }
    }

    #[test]
    fn arguments_go_where_their_names_are() {
        use nestlink_core::words::put_in;
        assert_eq!(
            put_in("{a} and {b}, {a}", &[("a", "x"), ("b", "y")]),
            "x and y, x"
        );
        assert_eq!(put_in("{unknown} {a", &[("a", "x")]), "{unknown} {a");
        assert_eq!(put_in("no braces", &[]), "no braces");
    }
}

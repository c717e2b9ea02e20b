//! One problem of a model, the list they are gathered in, and the checks
//! that every part of the model shares (ids, names, counts).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The most entities a model may have.
pub const MAX_ENTITIES: usize = 2_000;
/// The most relationships a model may have.
pub const MAX_RELATIONSHIPS: usize = 5_000;
/// The longest id, name or field name, in characters.
pub const MAX_NAME_CHARS: usize = 64;
/// The largest count or size a model may give: 2^53 - 1, the largest whole
/// number JavaScript (and so any JSON tool in a browser) holds exactly.
pub const MAX_COUNT: u64 = 9_007_199_254_740_991;

/// One thing wrong with a model.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Problem {
    /// Stable snake_case code, e.g. `unknown_entity`.
    pub code: String,
    /// A sentence a person can act on.
    pub message: String,
    /// The JSON path of the value at fault, e.g. `relationships[2].to`.
    pub path: String,
    /// The sentence as words (a message of `problems.ftl` and its
    /// arguments), to write it in another language.
    #[serde(skip)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    pub said: Option<Said>,
}

/// A problem's sentence: its message in `locales/<tag>/problems.ftl` and
/// the arguments it takes (names quoted as the English writes them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    pub id: &'static str,
    pub args: Vec<(&'static str, String)>,
}

impl Said {
    #[must_use]
    pub const fn new(id: &'static str) -> Self {
        Self {
            id,
            args: Vec::new(),
        }
    }

    /// Adds the argument `{name}`.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// The sentence, written by `write` (a language's words).
    #[must_use]
    pub fn written_by(&self, write: impl Fn(&str, &[(&str, &str)]) -> String) -> String {
        let args: Vec<(&str, &str)> = self
            .args
            .iter()
            .map(|(name, value)| (*name, value.as_str()))
            .collect();
        write(self.id, &args)
    }
}

/// Writes a message of the words with its arguments.
pub type Writer = fn(&str, &[(&str, &str)]) -> String;

static WRITER: std::sync::OnceLock<Writer> = std::sync::OnceLock::new();

/// Has problems written by `write` from now on: the browser's page words,
/// so the editor says them in the reader's language. Without one, they are
/// written in English (on the server, which writes an answer's problems
/// again in the request's language from [`Problem::said`]).
pub fn write_problems_with(write: Writer) {
    let _ = WRITER.set(write);
}

fn written(said: &Said) -> String {
    match WRITER.get() {
        Some(write) => said.written_by(write),
        None => said.written_by(english),
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn english(id: &str, args: &[(&str, &str)]) -> String {
    crate::words::for_language("en").fill(id, args)
}

#[cfg(target_arch = "wasm32")]
fn english(id: &str, _args: &[(&str, &str)]) -> String {
    id.to_owned()
}

/// The problems found so far, in the order of the JSON.
#[derive(Default)]
pub struct Problems(pub Vec<Problem>);

impl Problems {
    pub fn add(&mut self, code: &str, said: Said, path: String) {
        self.0.push(Problem {
            code: code.to_owned(),
            message: written(&said),
            path,
            said: Some(said),
        });
    }
}

/// `wanted` if it is free, else `wanted` with 2, 3... after `joint` (`_` for
/// ids and field names, `entity_3_2`; a space for names, `Author 2`): the
/// first that `taken` does not hold. A name that would grow past
/// [`MAX_NAME_CHARS`] is cut first, so the numbered one stays valid.
#[must_use]
pub fn numbered(wanted: &str, joint: &str, taken: impl Fn(&str) -> bool) -> String {
    if !taken(wanted) {
        return wanted.to_owned();
    }
    (2_u64..)
        .map(|n| {
            let tail = format!("{joint}{n}");
            let room = MAX_NAME_CHARS.saturating_sub(tail.chars().count());
            let head: String = wanted.chars().take(room).collect();
            format!("{head}{tail}")
        })
        .find(|candidate| !taken(candidate))
        .unwrap_or_else(|| wanted.to_owned())
}

/// Ids are used in URLs and as reference values, so they stay plain ASCII.
#[must_use]
pub fn is_valid_id(id: &str) -> bool {
    (1..=MAX_NAME_CHARS).contains(&id.len())
        && id
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'-')
}

/// Names are shown to people: something other than white space, and short.
#[must_use]
pub fn is_valid_name(name: &str) -> bool {
    let chars = name.chars().count();
    (1..=MAX_NAME_CHARS).contains(&chars) && !name.trim().is_empty()
}

/// What becomes a MongoDB field name, each with its own sentences.
#[derive(Clone, Copy)]
pub enum FieldName {
    /// An entity's field.
    Field,
    /// A relationship's label (the field that holds the other side).
    Label,
    /// A field of the link itself.
    LinkField,
}

/// What is wrong with a MongoDB field name, if anything, as the message
/// saying so: it may not be blank, contain `.` nor start with `$`.
pub fn field_name_problem(name: &str, of: FieldName) -> Option<&'static str> {
    // Blank, dot, dollar: the three sentences of each kind of name.
    let [blank, dot, dollar] = match of {
        FieldName::Field => [
            "problem-field-name-blank",
            "problem-field-name-dot",
            "problem-field-name-dollar",
        ],
        FieldName::Label => [
            "problem-label-blank",
            "problem-label-dot",
            "problem-label-dollar",
        ],
        FieldName::LinkField => [
            "problem-link-field-name-blank",
            "problem-link-field-name-dot",
            "problem-link-field-name-dollar",
        ],
    };
    if !is_valid_name(name) {
        Some(blank)
    } else if name.contains('.') {
        Some(dot)
    } else if name.starts_with('$') {
        Some(dollar)
    } else {
        None
    }
}

/// An id that is not plain ASCII; `said` is the message for its kind
/// (`problem-invalid-id-entity`).
pub fn check_id(problems: &mut Problems, id: &str, path: String, said: &'static str) {
    if !is_valid_id(id) {
        problems.add(
            "invalid_id",
            Said::new(said).arg("id", format!("{id:?}")),
            path,
        );
    }
}

/// Records `key` at `index`; if it was seen before, the index of its first use.
pub fn first_use<'m>(
    seen: &mut BTreeMap<&'m str, usize>,
    key: &'m str,
    index: usize,
) -> Option<usize> {
    match seen.entry(key) {
        std::collections::btree_map::Entry::Occupied(first) => Some(*first.get()),
        std::collections::btree_map::Entry::Vacant(slot) => {
            slot.insert(index);
            None
        }
    }
}

/// A count past [`MAX_COUNT`] would not survive a trip through JavaScript.
pub fn check_count(problems: &mut Problems, key: &str, value: u64, path: String) {
    if value > MAX_COUNT {
        problems.add(
            "count_too_large",
            Said::new("problem-count-too-large")
                .arg("key", key)
                .arg("value", value.to_string())
                .arg("limit", MAX_COUNT.to_string()),
            path,
        );
    }
}

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
}

/// The problems found so far, in the order of the JSON.
#[derive(Default)]
pub struct Problems(pub Vec<Problem>);

impl Problems {
    pub fn add(&mut self, code: &str, message: String, path: String) {
        self.0.push(Problem {
            code: code.to_owned(),
            message,
            path,
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

/// MongoDB field names may not contain `.` nor start with `$`.
pub fn field_name_problem(name: &str) -> Option<&'static str> {
    if !is_valid_name(name) {
        Some("must be 1-64 characters and not blank")
    } else if name.contains('.') {
        Some("may not contain a dot (MongoDB reads dots as paths)")
    } else if name.starts_with('$') {
        Some("may not start with $ (MongoDB reserves it for operators)")
    } else {
        None
    }
}

pub fn check_id(problems: &mut Problems, id: &str, path: String, what: &str) {
    if !is_valid_id(id) {
        problems.add(
            "invalid_id",
            format!("The {what} id {id:?} is not valid: use 1-64 letters, digits, '_' or '-'."),
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
            format!(
                "{key} is {value}, larger than {MAX_COUNT}, the largest number a browser holds exactly; use a smaller number, or null for max when there is no limit."
            ),
            path,
        );
    }
}

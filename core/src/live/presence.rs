//! Presence: who is in a live session, and what each is looking at (their
//! selection, their pointer on the canvas, their view). It is not part of
//! the model and is never stored: the latest of each person's presence is
//! sent to everyone, and a person who leaves is gone from everyone's page.

use serde::{Deserialize, Serialize};

/// What a person says of themselves, each time it changes.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Presence {
    /// The name they chose on joining.
    pub name: String,
    /// The ids of the entities, or the relationship, they selected.
    #[serde(default)]
    pub selection: Vec<String>,
    /// Their pointer in canvas units, while it is over the canvas.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pointer: Option<(f64, f64)>,
    /// The middle of what their canvas shows, in canvas units, and its zoom:
    /// what "follow me" follows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<(f64, f64, f64)>,
}

/// A person in the session, as everyone is shown them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Peer {
    /// Their client id (one per browser tab).
    pub client: String,
    /// Which of the [`COLOURS`] is theirs, different from everyone else's
    /// while there are enough.
    pub colour: u8,
    /// They hold the owner key.
    pub owner: bool,
    pub presence: Presence,
}

/// The people's colours, readable on the light and the dark theme.
pub const COLOURS: [&str; 8] = [
    "#d9480f", "#1971c2", "#2f9e44", "#9c36b5", "#e8590c", "#0c8599", "#c2255c", "#5c940d",
];

/// Longest name kept, in characters.
pub const NAME_CHARS: usize = 40;

/// How many entities a selection may name (a rubber band over a big model).
pub const SELECTION_ITEMS: usize = 500;

/// A presence made fit to show: the name trimmed, without control or
/// invisible formatting characters (zero-width, direction overrides),
/// without a claim to be the owner (the page marks the owner itself), and
/// at most [`NAME_CHARS`] long ("Guest" when nothing is left), the
/// selection only ids (at most 64 characters each) and cut to
/// [`SELECTION_ITEMS`], and numbers that are not finite dropped.
#[must_use]
pub fn tidy(mut presence: Presence) -> Presence {
    let name: String = presence
        .name
        .chars()
        .filter(|c| !c.is_control() && !is_invisible(*c))
        .collect();
    let name = without_owner_claim(&name);
    let name: String = name.trim().chars().take(NAME_CHARS).collect();
    presence.name = match name.trim() {
        "" => "Guest".to_owned(),
        trimmed => trimmed.to_owned(),
    };
    // Only what could be an id of the model: short, and at most so many.
    presence
        .selection
        .retain(|id| crate::wire::validate::is_valid_id(id));
    presence.selection.truncate(SELECTION_ITEMS);
    presence.pointer = presence
        .pointer
        .filter(|(x, y)| x.is_finite() && y.is_finite());
    presence.view = presence
        .view
        .filter(|(x, y, zoom)| x.is_finite() && y.is_finite() && zoom.is_finite() && *zoom > 0.0);
    presence
}

/// Characters that take no space or turn the text around them: they could
/// make a name look empty or like someone else's.
const fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
        | '\u{FFA0}' | '\u{FFF0}'..='\u{FFF8}')
}

/// `name` without "(owner)" in any case: the list marks the owner, and
/// nobody else may look like them.
fn without_owner_claim(name: &str) -> String {
    let mut kept = name.to_owned();
    // ASCII lowercasing keeps every byte where it was.
    while let Some(at) = kept.to_ascii_lowercase().find("(owner)") {
        kept.replace_range(at..at + "(owner)".len(), "");
    }
    kept
}

/// A colour nobody in `taken` has (the least used when all are): the
/// one `preferred` (the colour a person had before a reload) while it is
/// free, else the first free one, so the first people of a session get
/// the most different colours.
#[must_use]
pub fn free_colour(taken: impl IntoIterator<Item = u8>, preferred: Option<u8>) -> u8 {
    let mut uses = [0_usize; COLOURS.len()];
    for colour in taken {
        if let Some(count) = uses.get_mut(usize::from(colour)) {
            *count += 1;
        }
    }
    let least = uses.iter().copied().min().unwrap_or(0);
    if let Some(preferred) = preferred
        && uses.get(usize::from(preferred)) == Some(&least)
    {
        return preferred;
    }
    uses.iter()
        .position(|count| *count == least)
        .and_then(|index| u8::try_from(index).ok())
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_cleaned_and_never_empty() {
        let tidied = tidy(Presence {
            name: "  Ada\u{7}\n Lovelace ".into(),
            ..Presence::default()
        });
        assert_eq!(tidied.name, "Ada Lovelace");
        assert_eq!(tidy(Presence::default()).name, "Guest");
        let named = |name: &str| {
            tidy(Presence {
                name: name.to_owned(),
                ..Presence::default()
            })
            .name
        };
        assert_eq!(named("\u{200B}\u{200D}\u{FEFF}"), "Guest");
        assert_eq!(named("Olive (owner)"), "Olive");
        assert_eq!(named("Olive (OWNER)(owner)"), "Olive");
        assert_eq!(named("\u{202E}evilO"), "evilO");
        let long = tidy(Presence {
            name: "x".repeat(100),
            ..Presence::default()
        });
        assert_eq!(long.name.chars().count(), NAME_CHARS);
    }

    #[test]
    fn numbers_that_cannot_be_drawn_are_dropped() {
        let tidied = tidy(Presence {
            name: "A".into(),
            selection: vec!["e".into(); 600],
            pointer: Some((f64::NAN, 1.0)),
            view: Some((1.0, 2.0, 0.0)),
        });
        assert_eq!(tidied.pointer, None);
        assert_eq!(tidied.view, None);
        assert_eq!(tidied.selection.len(), SELECTION_ITEMS);
        let odd = tidy(Presence {
            name: "A".into(),
            selection: vec!["x".repeat(100_000), "post".into(), "<b>".into()],
            ..Presence::default()
        });
        assert_eq!(odd.selection, vec!["post".to_owned()], "only ids are kept");
    }

    #[test]
    fn colours_go_to_whoever_has_fewest_and_stay_with_a_person() {
        assert_eq!(free_colour([], None), 0);
        assert_eq!(free_colour([0, 1, 3], None), 2);
        assert_eq!(free_colour(0..8, None), 0);
        assert_eq!(free_colour((0..8).chain([0, 1]), None), 2);
        // Back after a reload: the colour they had, while nobody took it.
        assert_eq!(free_colour([0, 1], Some(5)), 5);
        assert_eq!(free_colour([0, 5], Some(5)), 1);
    }
}

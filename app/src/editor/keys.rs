//! The editor's keyboard map: one table, [`SHORTCUTS`], drives both the key
//! handling ([`command_for`]) and the list the `?` panel shows.

/// What a key asks the editor to do.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Command {
    Undo,
    Redo,
    AddEntity,
    DeleteSelection,
    /// Clear the selection and close the shortcuts panel.
    Escape,
    ToggleShortcuts,
    LayOut,
    Fit,
    ZoomIn,
    ZoomOut,
    /// Move the selected entities by this much (canvas units), or pan when
    /// nothing is selected.
    Nudge(f64, f64),
    NextEntity,
    PreviousEntity,
    Rename,
    AddField,
    Relate,
    /// Space went down: a drag pans, even over entities.
    HoldSpace,
}

/// A key as the browser reported it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyPress<'a> {
    /// `KeyboardEvent.key`.
    pub key: &'a str,
    /// Ctrl or Cmd is held.
    pub command: bool,
    pub shift: bool,
    /// The key went to a button or link, which Space presses.
    pub on_a_control: bool,
}

/// A key that runs a command: which key values, and which modifiers must be
/// held (`Some(true)`), not held (`Some(false)`) or do not matter (`None`).
#[derive(Debug, Clone, Copy)]
pub struct Binding {
    keys: &'static [&'static str],
    command_key: Option<bool>,
    shift: Option<bool>,
    /// Not taken when the key goes to a button or link.
    off_controls: bool,
    pub runs: Command,
}

/// One line of the shortcuts list, and the keys behind it (none for a line
/// that describes the mouse or the drawing). The line's words are messages
/// of `locales/<tag>/editor.ftl`: the keys as the reader calls them, and
/// what they do.
#[derive(Debug, Clone, Copy)]
pub struct Shortcut {
    pub keys: &'static str,
    pub what: &'static str,
    pub bindings: &'static [Binding],
}

const fn plain(keys: &'static [&'static str], runs: Command) -> Binding {
    Binding {
        keys,
        command_key: Some(false),
        shift: None,
        off_controls: false,
        runs,
    }
}

const fn with_command(
    keys: &'static [&'static str],
    shift: Option<bool>,
    runs: Command,
) -> Binding {
    Binding {
        keys,
        command_key: Some(true),
        shift,
        off_controls: false,
        runs,
    }
}

const fn nudge(key: &'static [&'static str], shift: bool, (dx, dy): (f64, f64)) -> Binding {
    let step = if shift { 50.0 } else { 10.0 };
    Binding {
        keys: key,
        command_key: Some(false),
        shift: Some(shift),
        off_controls: false,
        runs: Command::Nudge(dx * step, dy * step),
    }
}

/// Every shortcut, in the order the panel lists them.
pub const SHORTCUTS: [Shortcut; 22] = [
    Shortcut {
        keys: "shortcut-new-entity-keys",
        what: "shortcut-new-entity",
        bindings: &[plain(&["n", "N"], Command::AddEntity)],
    },
    Shortcut {
        keys: "shortcut-add-field-keys",
        what: "shortcut-add-field",
        bindings: &[plain(&["a", "A"], Command::AddField)],
    },
    Shortcut {
        keys: "shortcut-relate-keys",
        what: "shortcut-relate",
        bindings: &[plain(&["r", "R"], Command::Relate)],
    },
    Shortcut {
        keys: "shortcut-rename-keys",
        what: "shortcut-rename",
        bindings: &[plain(&["F2"], Command::Rename)],
    },
    Shortcut {
        keys: "shortcut-next-previous-keys",
        what: "shortcut-next-previous",
        // AltGr (Ctrl+Alt) types them on many layouts.
        bindings: &[
            Binding {
                keys: &["]"],
                command_key: None,
                shift: None,
                off_controls: false,
                runs: Command::NextEntity,
            },
            Binding {
                keys: &["["],
                command_key: None,
                shift: None,
                off_controls: false,
                runs: Command::PreviousEntity,
            },
        ],
    },
    Shortcut {
        keys: "shortcut-delete-keys",
        what: "shortcut-delete",
        bindings: &[plain(&["Delete", "Backspace"], Command::DeleteSelection)],
    },
    Shortcut {
        keys: "shortcut-undo-keys",
        what: "shortcut-undo",
        bindings: &[with_command(&["z", "Z"], Some(false), Command::Undo)],
    },
    Shortcut {
        keys: "shortcut-redo-keys",
        what: "shortcut-redo",
        bindings: &[
            with_command(&["z", "Z"], Some(true), Command::Redo),
            with_command(&["y", "Y"], None, Command::Redo),
        ],
    },
    Shortcut {
        keys: "shortcut-paste-keys",
        what: "shortcut-paste",
        // The browser's paste event does it, not a key binding.
        bindings: &[],
    },
    Shortcut {
        keys: "shortcut-arrows-keys",
        what: "shortcut-arrows",
        bindings: &[
            nudge(&["ArrowLeft"], false, (-1.0, 0.0)),
            nudge(&["ArrowRight"], false, (1.0, 0.0)),
            nudge(&["ArrowUp"], false, (0.0, -1.0)),
            nudge(&["ArrowDown"], false, (0.0, 1.0)),
            nudge(&["ArrowLeft"], true, (-1.0, 0.0)),
            nudge(&["ArrowRight"], true, (1.0, 0.0)),
            nudge(&["ArrowUp"], true, (0.0, -1.0)),
            nudge(&["ArrowDown"], true, (0.0, 1.0)),
        ],
    },
    Shortcut {
        keys: "shortcut-tab-keys",
        what: "shortcut-tab",
        bindings: &[],
    },
    Shortcut {
        keys: "shortcut-select-keys",
        what: "shortcut-select",
        bindings: &[],
    },
    Shortcut {
        keys: "shortcut-escape-keys",
        what: "shortcut-escape",
        bindings: &[plain(&["Escape"], Command::Escape)],
    },
    Shortcut {
        keys: "shortcut-layout-keys",
        what: "shortcut-layout",
        bindings: &[plain(&["l", "L"], Command::LayOut)],
    },
    Shortcut {
        keys: "shortcut-fit-keys",
        what: "shortcut-fit",
        bindings: &[plain(&["f", "F"], Command::Fit)],
    },
    Shortcut {
        keys: "shortcut-zoom-keys",
        what: "shortcut-zoom",
        bindings: &[
            plain(&["+", "="], Command::ZoomIn),
            plain(&["-"], Command::ZoomOut),
        ],
    },
    Shortcut {
        keys: "shortcut-wheel-keys",
        what: "shortcut-wheel",
        bindings: &[],
    },
    Shortcut {
        keys: "shortcut-pan-keys",
        what: "shortcut-pan",
        // Space on a focused button presses it; elsewhere it pans.
        bindings: &[Binding {
            keys: &[" "],
            command_key: Some(false),
            shift: None,
            off_controls: true,
            runs: Command::HoldSpace,
        }],
    },
    Shortcut {
        keys: "shortcut-shift-select-keys",
        what: "shortcut-shift-select",
        bindings: &[],
    },
    Shortcut {
        keys: "shortcut-handle-keys",
        what: "shortcut-handle",
        bindings: &[],
    },
    Shortcut {
        keys: "shortcut-toggle-keys",
        what: "shortcut-toggle",
        bindings: &[plain(&["?"], Command::ToggleShortcuts)],
    },
    Shortcut {
        keys: "shortcut-line-ends-keys",
        what: "shortcut-line-ends",
        bindings: &[],
    },
];

impl Binding {
    fn matches(&self, press: &KeyPress<'_>) -> bool {
        self.keys.contains(&press.key)
            && self.command_key.is_none_or(|held| held == press.command)
            && self.shift.is_none_or(|held| held == press.shift)
            && !(self.off_controls && press.on_a_control)
    }
}

/// The command a key press runs, if any (the browser then does nothing
/// else with the key).
#[must_use]
pub fn command_for(press: &KeyPress<'_>) -> Option<Command> {
    SHORTCUTS
        .iter()
        .flat_map(|shortcut| shortcut.bindings)
        .find(|binding| binding.matches(press))
        .map(|binding| binding.runs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(key: &str) -> KeyPress<'_> {
        KeyPress {
            key,
            command: false,
            shift: false,
            on_a_control: false,
        }
    }

    fn ctrl(key: &str) -> KeyPress<'_> {
        KeyPress {
            command: true,
            ..press(key)
        }
    }

    fn shift(press: KeyPress<'_>) -> KeyPress<'_> {
        KeyPress {
            shift: true,
            ..press
        }
    }

    #[test]
    fn letters_run_their_commands_in_either_case() {
        for (key, command) in [
            ("n", Command::AddEntity),
            ("N", Command::AddEntity),
            ("l", Command::LayOut),
            ("F", Command::Fit),
            ("F2", Command::Rename),
            ("a", Command::AddField),
            ("R", Command::Relate),
            ("?", Command::ToggleShortcuts),
            ("Escape", Command::Escape),
            ("Backspace", Command::DeleteSelection),
            ("Delete", Command::DeleteSelection),
            ("=", Command::ZoomIn),
            ("+", Command::ZoomIn),
            ("-", Command::ZoomOut),
        ] {
            assert_eq!(command_for(&press(key)), Some(command), "{key}");
        }
        assert_eq!(command_for(&shift(press("N"))), Some(Command::AddEntity));
    }

    #[test]
    fn undo_and_redo_need_ctrl_and_tell_shift_apart() {
        assert_eq!(command_for(&ctrl("z")), Some(Command::Undo));
        assert_eq!(command_for(&shift(ctrl("Z"))), Some(Command::Redo));
        assert_eq!(command_for(&ctrl("y")), Some(Command::Redo));
        assert_eq!(command_for(&shift(ctrl("Y"))), Some(Command::Redo));
        assert_eq!(command_for(&press("z")), None);
        // Ctrl+N, Ctrl+L and Ctrl+F stay the browser's.
        assert_eq!(command_for(&ctrl("n")), None);
        assert_eq!(command_for(&ctrl("f")), None);
        // Ctrl+A and Ctrl+R too: select all, reload.
        assert_eq!(command_for(&ctrl("a")), None);
        assert_eq!(command_for(&ctrl("r")), None);
    }

    #[test]
    fn arrows_nudge_ten_and_fifty_with_shift() {
        assert_eq!(
            command_for(&press("ArrowLeft")),
            Some(Command::Nudge(-10.0, 0.0))
        );
        assert_eq!(
            command_for(&press("ArrowDown")),
            Some(Command::Nudge(0.0, 10.0))
        );
        assert_eq!(
            command_for(&shift(press("ArrowRight"))),
            Some(Command::Nudge(50.0, 0.0))
        );
        assert_eq!(
            command_for(&shift(press("ArrowUp"))),
            Some(Command::Nudge(0.0, -50.0))
        );
        assert_eq!(command_for(&ctrl("ArrowUp")), None);
    }

    #[test]
    fn brackets_step_even_with_altgr_and_space_leaves_buttons_alone() {
        assert_eq!(command_for(&ctrl("]")), Some(Command::NextEntity));
        assert_eq!(command_for(&press("[")), Some(Command::PreviousEntity));
        assert_eq!(command_for(&press(" ")), Some(Command::HoldSpace));
        let on_button = KeyPress {
            on_a_control: true,
            ..press(" ")
        };
        assert_eq!(command_for(&on_button), None);
        assert_eq!(command_for(&press("q")), None);
    }

    #[test]
    fn every_command_is_listed_in_the_panel() {
        let listed: Vec<Command> = SHORTCUTS
            .iter()
            .flat_map(|s| s.bindings)
            .map(|b| b.runs)
            .collect();
        for command in [
            Command::Undo,
            Command::Redo,
            Command::AddEntity,
            Command::DeleteSelection,
            Command::Escape,
            Command::ToggleShortcuts,
            Command::LayOut,
            Command::Fit,
            Command::ZoomIn,
            Command::ZoomOut,
            Command::NextEntity,
            Command::PreviousEntity,
            Command::Rename,
            Command::AddField,
            Command::Relate,
            Command::HoldSpace,
        ] {
            assert!(listed.contains(&command), "{command:?} has no line");
        }
        // Each line's keys and what they do are messages with words.
        for id in SHORTCUTS.iter().flat_map(|s| [s.keys, s.what]) {
            let words = crate::words::text(id);
            assert!(!words.is_empty() && words != id, "{id} has no message");
        }
    }
}

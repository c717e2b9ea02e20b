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
/// that describes the mouse or the drawing).
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
        keys: "N",
        what: "New entity",
        bindings: &[plain(&["n", "N"], Command::AddEntity)],
    },
    Shortcut {
        keys: "A",
        what: "Add a field to the selected entity (in a field's name, Enter adds the next; Escape takes an untouched new one away)",
        bindings: &[plain(&["a", "A"], Command::AddField)],
    },
    Shortcut {
        keys: "R",
        what: "Relate the selected entity: go to its relationship target",
        bindings: &[plain(&["r", "R"], Command::Relate)],
    },
    Shortcut {
        keys: "F2, double-click",
        what: "Rename the selected entity in place",
        bindings: &[plain(&["F2"], Command::Rename)],
    },
    Shortcut {
        keys: "] / [",
        what: "Select the next / previous entity and bring it into view",
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
        keys: "Delete / Backspace",
        what: "Delete the selection",
        bindings: &[plain(&["Delete", "Backspace"], Command::DeleteSelection)],
    },
    Shortcut {
        keys: "Ctrl+Z",
        what: "Undo",
        bindings: &[with_command(&["z", "Z"], Some(false), Command::Undo)],
    },
    Shortcut {
        keys: "Ctrl+Shift+Z / Ctrl+Y",
        what: "Redo",
        bindings: &[
            with_command(&["z", "Z"], Some(true), Command::Redo),
            with_command(&["y", "Y"], None, Command::Redo),
        ],
    },
    Shortcut {
        keys: "Ctrl+V",
        what: "Import pasted SQL, mongoexport documents or a Compass diagram (outside a field)",
        // The browser's paste event does it, not a key binding.
        bindings: &[],
    },
    Shortcut {
        keys: "Arrow keys",
        what: "Move the selected entities, or pan when none is selected (Shift: further)",
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
        keys: "Tab / Shift+Tab",
        what: "Go from entity to entity and to each relationship",
        bindings: &[],
    },
    Shortcut {
        keys: "Enter / Space",
        what: "Select the focused entity or relationship",
        bindings: &[],
    },
    Shortcut {
        keys: "Escape",
        what: "Close a panel and clear the selection, or leave a text field",
        bindings: &[plain(&["Escape"], Command::Escape)],
    },
    Shortcut {
        keys: "L",
        what: "Auto-layout",
        bindings: &[plain(&["l", "L"], Command::LayOut)],
    },
    Shortcut {
        keys: "F",
        what: "Fit the diagram to the screen",
        bindings: &[plain(&["f", "F"], Command::Fit)],
    },
    Shortcut {
        keys: "+ / -",
        what: "Zoom in / out",
        bindings: &[
            plain(&["+", "="], Command::ZoomIn),
            plain(&["-"], Command::ZoomOut),
        ],
    },
    Shortcut {
        keys: "Mouse wheel, pinch",
        what: "Zoom at the pointer",
        bindings: &[],
    },
    Shortcut {
        keys: "Drag the background, Space+drag",
        what: "Pan",
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
        keys: "Shift+click, Shift+drag",
        what: "Add to the selection, select with a rubber band",
        bindings: &[],
    },
    Shortcut {
        keys: "Drag the round handle",
        what: "Relate an entity to another (or to itself)",
        bindings: &[],
    },
    Shortcut {
        keys: "?",
        what: "Show or hide this list",
        bindings: &[plain(&["?"], Command::ToggleShortcuts)],
    },
    Shortcut {
        keys: "Line ends",
        what: "A bar is one, a small foot few, a foot many, a double foot squillions",
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
        assert!(
            SHORTCUTS
                .iter()
                .all(|s| !s.keys.is_empty() && !s.what.is_empty())
        );
    }
}

//! What an import skipped or guessed, kept beside the model it made until
//! the person dismisses it: edits, reloads and other models opened in
//! between leave it there (the notice line clears at the next edit).
//! This browser keeps the last import's notes, for the model they belong to.

use leptos::prelude::*;

use crate::browser;

use crate::editor::state::{EditorContext, ImportNotes};

const KEY: &str = "nestlink.import-notes";
/// Between the model's id and the lines in the stored text: no note holds it.
const SEPARATOR: char = '\u{1f}';

fn stored(notes: &ImportNotes) -> String {
    std::iter::once(notes.model.as_str())
        .chain(notes.lines.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join(&SEPARATOR.to_string())
}

fn from_stored(text: &str) -> Option<ImportNotes> {
    let mut parts = text.split(SEPARATOR);
    let model = parts.next().filter(|id| !id.is_empty())?.to_owned();
    let lines: Vec<String> = parts.map(str::to_owned).collect();
    (!lines.is_empty()).then_some(ImportNotes { model, lines })
}

/// Keeps an import's notes for the model open here (none: nothing to keep,
/// and an earlier import's notes go).
pub fn keep(editor: EditorContext, lines: Vec<String>) {
    let model = editor.document.local_id.get_untracked();
    let lines: Vec<String> = lines
        .into_iter()
        .map(|line| line.replace(SEPARATOR, " "))
        .collect();
    let notes = (!lines.is_empty()).then_some(ImportNotes { model, lines });
    match &notes {
        Some(notes) => {
            browser::save(KEY, &stored(notes));
        }
        None => browser::remove(KEY),
    }
    editor.panels.import_notes.set(notes);
}

/// The notes this browser kept, when the page opens.
pub fn restore(editor: EditorContext) {
    if let Some(notes) = browser::load(KEY).as_deref().and_then(from_stored) {
        editor.panels.import_notes.set(Some(notes));
    }
}

/// The notes, under the toolbar, while the model they describe is open:
/// code of a split module, fetched when an import has notes to show.
#[lazy]
pub fn import_notes_panel(editor: EditorContext, notes: ImportNotes) -> AnyView {
    let count = notes.lines.len();
    view! {
        <details class="import-notes" open data-testid="import-notes">
            <summary>{crate::words::count("import-notes", count, &[])}</summary>
            <ul>
                {notes.lines.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}
            </ul>
            <button type="button" on:click=move |_| keep(editor, Vec::new())>
                {crate::words::text("import-notes-dismiss")}
            </button>
        </details>
    }
    .into_any()
}

/// The notes to show now: those of the model open here.
pub fn shown(editor: EditorContext) -> Option<ImportNotes> {
    editor
        .panels
        .import_notes
        .get()
        .filter(|notes| editor.document.local_id.with(|id| *id == notes.model))
}

#[cfg(test)]
mod tests {
    use super::{ImportNotes, from_stored, stored};

    #[test]
    fn notes_are_stored_and_read_back_whole() {
        let notes = ImportNotes {
            model: "m_1".to_owned(),
            lines: vec![
                "Line 3, view v: Views are not imported.".to_owned(),
                "a: b".to_owned(),
            ],
        };
        assert_eq!(from_stored(&stored(&notes)), Some(notes));
        assert_eq!(from_stored(""), None);
        assert_eq!(from_stored("m_1"), None, "no lines, no notes");
    }
}

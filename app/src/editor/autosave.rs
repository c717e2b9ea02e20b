//! The editor's work kept in the browser: the autosave brought back when
//! the page opens (or the model a link carries), every change saved at
//! once, and a shared model forked by its first edit. Nothing a person
//! saved is dropped: whatever another model replaces is one undo back and
//! copied aside.

use leptos::prelude::*;

use super::document::{Document, STORAGE_KEY};
use super::edit::Edit;
use super::files::keep_previous_save;
use super::state::{EditorContext, MAX_ZOOM, MIN_ZOOM, View};
use crate::browser;
use crate::examples::slug_from_fragment;
use crate::shared::{carries_model, model_from_fragment_json, packed_from_fragment};
use crate::wire::model::Model;

/// The packed model a link's fragment carries, out of its base64: code of
/// a split module, so the codec is fetched only with such a link.
#[lazy]
fn unpacked(fragment: String) -> Option<Result<Vec<u8>, String>> {
    packed_from_fragment(&fragment)
}

/// Where the view of the autosaved model (offset and zoom) is kept when the
/// page goes away, so a reload shows the same part of the diagram.
const VIEW_KEY: &str = "nestlink.view";

/// Follows the editor's document for as long as the editor is shown.
/// `shared` is the model a share link opened: nothing is saved until it is
/// edited. The answer turns true once the first edit has forked it.
pub fn keep(editor: EditorContext, shared: Option<Model>) -> ReadSignal<bool> {
    let loaded = RwSignal::new(false);
    let forked = RwSignal::new(false);
    let viewing_shared = shared.is_some();
    Effect::new(move |_| {
        if !viewing_shared {
            restore(editor);
            loaded.set(true);
        }
    });
    if let Some(original) = shared {
        Effect::new(move |_| {
            let edited = editor.doc.with(|d| d.model != original);
            if edited && !forked.get_untracked() {
                forked.set(true);
                fork(editor, &original);
                loaded.set(true);
            }
        });
    }
    // Every change is saved at once. (A drag changes the model only when it
    // ends, so this does not run per frame.)
    Effect::new(move |_| {
        editor.doc.track();
        if !loaded.get() {
            return;
        }
        let json = editor.doc.with_untracked(Document::to_saved_json);
        if !browser::save(STORAGE_KEY, &json) {
            editor.notice.set(Some(
                "Autosave failed: the browser's storage is full or blocked. Use \"Save file\" to keep your work."
                    .to_owned(),
            ));
        }
    });
    // The view is kept when the page is left (a reload included), not on
    // every frame of a pan; a shared model's view only once it is this
    // browser's own.
    let leaving = window_event_listener(leptos::ev::pagehide, move |_| {
        if !viewing_shared || forked.get_untracked() {
            // Whole pixels and thousandths of the zoom: integers keep the
            // float formatter (and parser) out of the main module.
            let View { x, y, zoom } = editor.view.get_untracked();
            #[allow(clippy::cast_possible_truncation)]
            let [x, y, zoom] = [x, y, zoom * 1000.0].map(|n| n.round() as i32);
            browser::save(VIEW_KEY, &format!("{x} {y} {zoom}"));
        }
    });
    on_cleanup(move || leaving.remove());
    forked.read_only()
}

/// The view kept by the last visit, or a fit when there is none.
fn restore_view(editor: EditorContext) {
    let kept = browser::load(VIEW_KEY).and_then(|text| {
        let mut numbers = text
            .split(' ')
            .map(|n| n.parse::<i32>().ok().map(f64::from));
        Some(View {
            x: numbers.next()??,
            y: numbers.next()??,
            zoom: (numbers.next()?? / 1000.0).clamp(MIN_ZOOM, MAX_ZOOM),
        })
    });
    match kept {
        Some(view) => editor.view.set(view),
        None => editor.fit_requested.set(true),
    }
}

/// Brings back the autosaved work, then opens what the address asks for.
fn restore(editor: EditorContext) {
    if let Some(json) = browser::load(STORAGE_KEY) {
        match Document::from_saved_json(&json) {
            Ok(saved) => {
                editor.doc.set(saved);
                restore_view(editor);
            }
            Err(_) => {
                // Never lose it: keep the unreadable save aside.
                browser::save(&format!("{STORAGE_KEY}.unreadable"), &json);
                editor.notice.set(Some(
                    "The saved model could not be read; it was kept aside and a new model started."
                        .to_owned(),
                ));
            }
        }
    }
    // `/editor#example=slug`, from the gallery, opens that example.
    if let Some(slug) = slug_from_fragment(&browser::location_hash()) {
        browser::clear_hash();
        editor.open_example(slug);
    }
    // A link that carries its model (`/editor#m=...`) opens it; what was
    // here before stays one undo step back.
    let fragment = browser::location_hash();
    if carries_model(&fragment) {
        browser::clear_hash();
        leptos::task::spawn_local(async move {
            let Some(carried) = unpacked(fragment).await else {
                return;
            };
            keep_previous_save();
            let opened = match carried {
                Ok(packed) => browser::inflate(&packed)
                    .await
                    .and_then(|json| model_from_fragment_json(&json)),
                Err(message) => Err(message),
            };
            match opened {
                Ok(model) => {
                    let mut failed = false;
                    editor
                        .doc
                        .update(|d| failed = d.edit(Edit::Replace { model }).is_err());
                    editor.notice.set((!failed).then(|| {
                        "Opened the model carried by the link. Undo brings back what you had here."
                            .to_owned()
                    }));
                }
                Err(message) => editor.notice.set(Some(message)),
            }
        });
    }
}

/// The first edit of a shared model makes it this browser's model; what
/// was saved here before stays two undo steps back (then the shared one).
fn fork(editor: EditorContext, original: &Model) {
    keep_previous_save();
    let saved = browser::load(STORAGE_KEY).and_then(|json| Document::from_saved_json(&json).ok());
    if let Some(mut before) = saved {
        let now = editor.doc.with_untracked(|d| d.model.clone());
        let shared_step = before.edit(Edit::Replace {
            model: original.clone(),
        });
        if shared_step.is_ok() && before.edit(Edit::Replace { model: now }).is_ok() {
            editor.doc.set(before);
        }
    }
}

//! The editor's work kept in the browser: the model the address names (or
//! the last one saved) brought back when the page opens, every change
//! saved at once under the model's own key in "My models", and a shared
//! model forked by its first edit into a new entry there. Nothing a person
//! saved is written over by another model.

use leptos::prelude::*;

use super::library::{self, BrowserShelf};
use crate::browser;
use crate::editor::state::{EditorContext, MAX_ZOOM, MIN_ZOOM, View, untitled};
use crate::examples::slug_from_fragment;
use crate::reading::{read_fragment_model, read_saved};
use crate::shared::{carries_model, packed_from_fragment};
use crate::words::text;
use nestlink_core::diagram::document::Document;
use nestlink_core::diagram::geometry::within;
use nestlink_core::diagram::selection::Selection;
use nestlink_core::wire::model::Model;

/// The packed model a link's fragment carries, out of its base64: code of
/// a split module, so the codec is fetched only with such a link.
#[lazy]
fn unpacked(fragment: String) -> Option<Result<Vec<u8>, String>> {
    packed_from_fragment(&fragment)
}

/// Where the view of the autosaved model (offset and zoom) is kept when the
/// page goes away, so a reload shows the same part of the diagram.
const VIEW_KEY: &str = "nestlink.view";

/// What [`keep`] says of the page's model.
pub struct Kept {
    /// True once the first edit has forked a shared model.
    pub forked: ReadSignal<bool>,
    /// True once the model the page opens is open: the model this browser
    /// saved is read by a split module, and until then an edit would be
    /// made to a model about to be replaced.
    pub open: Signal<bool>,
}

/// Follows the editor's document for as long as the editor is shown.
/// `shared` is the model a share link opened: nothing is saved until it is
/// edited.
pub fn keep(editor: EditorContext, shared: Option<Model>) -> Kept {
    let loaded = RwSignal::new(false);
    let forked = RwSignal::new(false);
    let viewing_shared = shared.is_some();
    Effect::new(move |_| {
        if !viewing_shared {
            restore(editor, move || loaded.set(true));
        }
    });
    if let Some(original) = shared {
        Effect::new(move |_| {
            let edited = editor.document.doc.with(|d| d.model != original);
            if edited && !forked.get_untracked() {
                // The fork is a new entry in "My models": the person's other
                // models stay as they were.
                forked.set(true);
                editor.document.local_id.set(library::fresh_id());
                loaded.set(true);
            }
        });
    }
    // The address names the model open here, so a reload (or a bookmark)
    // opens it again, in this browser.
    Effect::new(move |_| {
        editor.document.local_id.with(|id| {
            if !id.is_empty() {
                browser::show_address(&library::address(id));
            }
        });
    });
    // Every change is saved at once. (A drag changes the model only when it
    // ends, so this does not run per frame.)
    Effect::new(move |_| {
        editor.document.doc.track();
        if !loaded.get() {
            return;
        }
        // A new model nobody has touched yet is not listed: opening the
        // editor, a private link or New adds no empty entries.
        let untouched = editor
            .document
            .doc
            .with_untracked(|d| !d.history.can_undo() && d.model == untitled());
        if untouched {
            return;
        }
        let json = editor.document.doc.with_untracked(Document::to_saved_json);
        let id = editor.document.local_id.get_untracked();
        if !library::save(&mut BrowserShelf, &id, &json) {
            editor.panels.notice.set(Some(text("autosave-failed")));
        }
    });
    // The view is kept when the page is left (a reload included), not on
    // every frame of a pan; a shared model's view only once it is this
    // browser's own.
    let leaving = window_event_listener(leptos::ev::pagehide, move |_| {
        if !viewing_shared || forked.get_untracked() {
            // Whole pixels and thousandths of the zoom: integers keep the
            // float formatter (and parser) out of the main module.
            let View { x, y, zoom } = editor.viewport.view.get_untracked();
            #[allow(clippy::cast_possible_truncation)]
            let [x, y, zoom] = [x, y, zoom * 1000.0].map(|n| n.round() as i32);
            let id = editor.document.local_id.get_untracked();
            browser::save(&format!("{VIEW_KEY}.{id}"), &format!("{x} {y} {zoom}"));
        }
    });
    on_cleanup(move || leaving.remove());
    Kept {
        forked: forked.read_only(),
        // A shared model is open from the start; this browser's own once
        // it is restored (and from then on saved).
        open: Signal::derive(move || viewing_shared || loaded.get()),
    }
}

/// The view kept by the last visit, or a fit when there is none.
fn restore_view(editor: EditorContext, id: &str) {
    let kept = browser::load(&format!("{VIEW_KEY}.{id}")).and_then(|text| {
        let mut numbers = text
            .split(' ')
            .map(|n| n.parse::<i32>().ok().map(f64::from));
        Some(View {
            x: numbers.next()??,
            y: numbers.next()??,
            zoom: within(numbers.next()?? / 1000.0, MIN_ZOOM, MAX_ZOOM),
        })
    });
    match kept {
        Some(view) => editor.viewport.view.set(view),
        None => editor.viewport.fit_requested.set(true),
    }
}

/// Brings back the model the address names, or the last one saved, then
/// (`restored` called) opens what the address asks for.
fn restore(editor: EditorContext, restored: impl FnOnce() + 'static) {
    let fragment = browser::location_hash();
    library::migrate(&mut BrowserShelf, library::fresh_id);
    let chosen = library::chosen(&BrowserShelf, library::named_in(&fragment));
    let Some((id, json)) = chosen.and_then(|id| {
        let json = library::load(&BrowserShelf, &id)?;
        Some((id, json))
    }) else {
        editor.open_new(Document::new(untitled()));
        restored();
        open_addressed(editor, fragment);
        return;
    };
    leptos::task::spawn_local(async move {
        let edited = || editor.document.doc.with_untracked(|d| d.history.can_undo());
        match read_saved(json).await {
            // Edited while it was read (a key pressed as the page opened):
            // that work is a model of its own, and the saved one stays in
            // the list.
            Some(_) if edited() => editor.document.local_id.set(library::fresh_id()),
            Some(saved) => editor.open_saved(id, saved),
            None => {
                // Never lose it: it stays in the list, and a new model starts.
                editor.open_new(Document::new(untitled()));
                editor.panels.notice.set(Some(text("saved-unreadable")));
            }
        }
        restored();
        open_addressed(editor, fragment);
    });
}

/// Opens what the address asks for, once the model it opens over is open.
fn open_addressed(editor: EditorContext, fragment: String) {
    // `/editor#example=slug`, from the gallery, opens that example.
    if let Some(slug) = slug_from_fragment(&fragment) {
        browser::clear_hash();
        editor.open_example(slug);
    }
    // A link that carries its model (`/editor#m=...`) opens it as a new
    // model of this browser's own.
    if carries_model(&fragment) {
        browser::clear_hash();
        leptos::task::spawn_local(async move {
            let Some(carried) = unpacked(fragment).await else {
                return;
            };
            let opened = match carried {
                Ok(packed) => match browser::inflate(&packed).await {
                    Ok(json) => read_fragment_model(json).await,
                    Err(message) => Err(message),
                },
                Err(message) => Err(message),
            };
            match opened {
                Ok(model) => {
                    editor.viewport.fit_requested.set(true);
                    editor.open_new(Document::new(model));
                    editor.panels.notice.set(Some(text("opened-link-model")));
                }
                Err(message) => editor.panels.notice.set(Some(message)),
            }
        });
    }
}

impl EditorContext {
    /// Starts a new entry of "My models" with `doc`; the model open before
    /// stays in the list as it was saved.
    pub fn open_new(self, doc: Document) {
        self.document.local_id.set(library::fresh_id());
        self.document.selection.set(Selection::None);
        self.replace_doc(doc);
    }

    /// Opens one of this browser's models, where its last visit left the view.
    pub fn open_saved(self, id: String, doc: Document) {
        if !self.may_replace_model() {
            return;
        }
        restore_view(self, &id);
        self.document.local_id.set(id);
        self.document.selection.set(Selection::None);
        self.replace_doc(doc);
    }

    /// Shows `doc`, keeping the page's tag for what this person adds.
    fn replace_doc(self, mut doc: Document) {
        self.document.doc.update(|open| {
            doc.tag = std::mem::take(&mut open.tag);
            *open = doc;
        });
    }
}

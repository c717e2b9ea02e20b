//! The editor's state: every signal the views around the document share,
//! grouped by concern: the document and what derives from it (`document`),
//! what is on screen (`viewport`), what a person is doing at the moment
//! (`interaction`), the panels and notices around the diagram (`panels`),
//! and whether the model may be edited or replaced (`Access`). Every editor
//! view reads and writes through [`EditorContext`]; this module imports no
//! view.

mod document;
mod interaction;
mod panels;
mod viewport;

use leptos::prelude::*;

pub use self::document::{DocumentState, untitled, validator};
pub use self::interaction::{FocusNext, Interaction};
pub use self::panels::{ImportNotes, Panels};
pub use self::viewport::{EDITING_FRAME, MAX_ZOOM, MIN_ZOOM, PRESENTING_FRAME, View, Viewport};
use crate::browser;
use crate::words::text;
use nestlink_core::diagram::edit::Edit;
use nestlink_core::diagram::geometry::{FRAME_LABEL, FRAME_PAD, Rect, enclosing};
use nestlink_core::wire::analysis::Pattern;
use nestlink_core::wire::model::Model;

/// Whether the model may be changed here, and by whom: a live session's
/// lock or an archived session stops edits, and only a session's owner
/// replaces its whole model.
#[derive(Clone, Copy)]
pub struct Access {
    /// Why the model may not be edited now (a live session's owner locked
    /// it, or it is archived); none while it may.
    pub read_only: RwSignal<Option<String>>,
    /// The model is a live session's: replacing it changes everyone's.
    pub in_session: RwSignal<bool>,
    /// In a live session, this person is not its owner, who alone may
    /// replace the whole model. (Signal types the editor already has: each
    /// new one costs the main module code.)
    pub attendee: RwSignal<bool>,
}

/// Shared by every view of the editor: the toolbar, the canvas and its
/// items, the inspector, the keys.
#[derive(Clone, Copy)]
pub struct EditorContext {
    pub document: DocumentState,
    pub viewport: Viewport,
    pub interaction: Interaction,
    pub panels: Panels,
    pub access: Access,
}

impl EditorContext {
    /// The state for a new editor, showing `model` (a shared one) or an
    /// empty model until the autosave is read.
    #[must_use]
    pub fn new(model: Option<Model>) -> Self {
        Self {
            document: DocumentState::new(model),
            viewport: Viewport::new(),
            interaction: Interaction::new(),
            panels: Panels::new(),
            access: Access {
                read_only: RwSignal::new(None),
                in_session: RwSignal::new(false),
                attendee: RwSignal::new(false),
            },
        }
    }

    /// Applies an edit; one that cannot be done is said, never a crash.
    /// Returns whether it was applied.
    pub fn edit(&self, edit: Edit) -> bool {
        if let Some(why) = self.access.read_only.get_untracked() {
            self.panels.notice.set(Some(why));
            return false;
        }
        let mut failed = None;
        self.document.doc.update(|doc| {
            if let Err(error) = doc.edit(edit) {
                let error = error.to_string();
                failed = Some(crate::words::fill("not-done", &[("why", &error)]));
            }
        });
        let applied = failed.is_none();
        self.panels.notice.set(failed);
        applied
    }

    /// Whether the whole model may be replaced now (New, an example, a
    /// file, an import, one of My models). In a live session that changes
    /// everyone's model: only the owner may, once they confirm.
    #[must_use]
    pub fn may_replace_model(&self) -> bool {
        if self.access.attendee.get_untracked() {
            self.panels.notice.set(Some(text("only-owner-replaces")));
            false
        } else {
            !self.access.in_session.get_untracked()
                || browser::confirm(&text("replace-for-everyone"))
        }
    }

    /// The entity's box where a drag under way has put it.
    #[must_use]
    pub fn moved_rect_of(&self, id: &str) -> Option<Rect> {
        let rect = self.document.rect_of(id)?;
        let (dx, dy) = self.interaction.offset_of(id);
        Some(Rect {
            x: rect.x + dx,
            y: rect.y + dy,
            ..rect
        })
    }

    /// The frame the canvas draws around a collection's `members`, where a
    /// drag under way has put them; `None` when none is drawn.
    #[must_use]
    pub fn frame_around(&self, members: &[String]) -> Option<Rect> {
        enclosing(
            members.iter().filter_map(|id| self.moved_rect_of(id)),
            FRAME_PAD,
            FRAME_LABEL,
        )
    }

    /// Every collection frame `advice` has the canvas draw, as it is now.
    #[must_use]
    pub fn collection_frames(&self, advice: Option<CanvasAdvice>) -> Vec<Rect> {
        advice
            .map(|advice| advice.groups.get_untracked())
            .unwrap_or_default()
            .iter()
            .filter_map(|(_, members)| self.frame_around(members))
            .collect()
    }
}

/// What the advice says about the drawing, for the canvas to show: each
/// relationship's pattern and the collections holding several entities.
/// Given by whoever composes the editor with the advice, so the editor does
/// not depend on how advice is had.
#[derive(Clone, Copy)]
pub struct CanvasAdvice {
    /// The pattern shown for a relationship, by id.
    pub pattern_of: Callback<String, Option<Pattern>>,
    /// Collections of the recommended schema with more than one entity:
    /// name and member entity ids.
    pub groups: Signal<Vec<(String, Vec<String>)>>,
    /// Is a whole-model finding about the entity, or the relationship,
    /// with this id?
    pub entity_flagged: Callback<String, bool>,
    pub relationship_flagged: Callback<String, bool>,
    /// A relationship's advice as the answer gave it (JSON), for an export
    /// with advice; none while it is hidden (teaching mode before a guess).
    pub advice_json_of: Callback<String, Option<String>>,
}

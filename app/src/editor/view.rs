//! The editor as a whole: the toolbar, the notices, the canvas and the side
//! panel beside it (given by the page), and the shortcuts panel. The state
//! it shows is the [`EditorContext`] the page provides.

use leptos::prelude::*;

use crate::words;

use super::canvas::Canvas;
use super::io::{autosave, import_notes};
use super::panels::inspector;
use super::panels::my_models::my_models_panel;
use super::panels::share::{Sharing, share_dialog};
use super::panels::shortcuts::shortcuts_panel;
use super::state::EditorContext;
use super::toolbar::Toolbar;
use crate::browser;
use nestlink_core::wire::share::SharedModel;
use nestlink_core::wire::share::link;

#[component]
pub fn Editor(
    /// A model opened from its share link: shown as it was shared until the
    /// first edit, which makes it the person's own copy.
    shared: Option<SharedModel>,
    /// Large type for projectors.
    #[prop(into)]
    presenting: Signal<bool>,
    /// The advice widened to be read.
    #[prop(into)]
    reading: Signal<bool>,
    /// What goes beside the canvas.
    children: Children,
) -> impl IntoView {
    let editor = expect_context::<EditorContext>();
    let sharing = Sharing::new();
    let shared_id = shared.as_ref().map(|s| s.id.clone());
    // A live session's page joins the session instead of keeping a copy.
    let live = shared.as_ref().and_then(|s| s.live);
    // Most people on a session's page are attendees: the page is drawn as
    // theirs (the whole-model controls disabled, the note beside them), and
    // the owner's, known in this browser alone, is set as the page is
    // taken over, while its controls are still off. Drawn as the owner's, an
    // attendee's toolbar moved under the pointer once the session was joined.
    if let (Some(_), Some(id)) = (live, shared_id.clone()) {
        editor.access.attendee.set(true);
        Effect::new(move |_| {
            let owner = browser::load(&nestlink_core::live::owner_key_name(&id)).is_some();
            editor.access.attendee.set(!owner);
        });
    }
    // After hydration: the server's page has no notes of this browser's.
    Effect::new(move |_| import_notes::restore(editor));
    // (Nothing of the browser's own is opened or saved there: the session
    // is the model.)
    let autosave::Kept { forked, open } = match live {
        Some(_) => autosave::Kept {
            forked: RwSignal::new(false).read_only(),
            open: Signal::stored(true),
        },
        None => autosave::keep(editor, shared.map(|s| s.model)),
    };
    let status = RwSignal::new(String::from(
        "A live session: everyone with this link edits this model with you.",
    ));
    // Where the live module draws the people and the workshop.
    let live_bar = NodeRef::<leptos::html::Div>::new();
    // In the browser only: the server renders the page, nothing more.
    #[cfg(feature = "hydrate")]
    if let (Some(version), Some(id)) = (live, shared_id.clone()) {
        leptos::task::spawn_local(super::live::link::join(
            editor, id, version, status, live_bar,
        ));
    }
    // The toolbar works once the page is taken over (effects run only in
    // the browser, after hydration); the page arrives from the server in
    // its loading state. The inspector's forms for entities, which a new
    // entity is selected into, are fetched from then on. (The layout's
    // module is fetched when the pointer comes to its button: a cold
    // visit on a slow network need not carry it.)
    let taken_over = RwSignal::new(false);
    Effect::new(move |_| taken_over.set(open.get()));
    let forms = inspector::preload_forms();
    Effect::new(move |_| {
        if forms.get() {
            editor.panels.forms_in.set(true);
        }
    });
    editor.listen_to_keys();
    // What was just made takes the keys, once it is drawn.
    Effect::new(move |_| {
        if let Some(next) = editor.interaction.focus_next.get() {
            editor.interaction.focus_next.set(None);
            browser::focus_marked(next.mark());
        }
    });
    // Presenter view and wide advice reshape the workspace: once drawn (the
    // next frame), the canvas is measured again, and entering or leaving
    // presenter view frames the diagram for it.
    Effect::new(move |was: Option<(bool, bool)>| {
        let now = (presenting.get(), reading.get());
        editor.viewport.presenting.set(now.0);
        if let Some(was) = was.filter(|was| *was != now) {
            request_animation_frame(move || {
                editor.viewport.measure_canvas();
                if was.0 != now.0 {
                    editor.fit_to_screen();
                }
            });
        }
        now
    });
    // After undo or redo the selection may name things that are gone.
    Effect::new(move |_| {
        let cleaned = editor.document.doc.with(|d| {
            editor
                .document
                .selection
                .with_untracked(|s| s.existing(&d.model))
        });
        if editor.document.selection.with_untracked(|s| *s != cleaned) {
            editor.document.selection.set(cleaned);
        }
    });
    let notice = move || {
        editor.panels.notice.get().map(|text| {
            let offer = sharing
                .offered
                .with(|offered| offered.as_ref() == Some(&text));
            view! {
                <p class="notice" role="alert">
                    {text}
                    {offer.then(|| view! {
                        " "
                        <button type="button" on:click=move |_| {
                            sharing.offered.set(None);
                            sharing.share(editor);
                        }>{words::text("share-instead")}</button>
                    })}
                </p>
            }
        })
    };
    let banner = shared_id.map(|id| {
        let original = link(&id);
        view! {
            <p class="shared-banner" data-testid="shared-banner">
                {move || if live.is_some() {
                    status.get().into_any()
                } else if forked.get() {
                    let (href, text) = (original.clone(), original.clone());
                    view! {
                        {words::text("fork-before")}
                        <a href=href rel="external">{text}</a>
                        {words::text("fork-after")}
                    }
                        .into_any()
                } else {
                    words::text("shared-banner").into_any()
                }}
            </p>
        }
    });
    view! {
        <div
            class="editor"
            class:presenter=move || presenting.get()
            class:reading=move || reading.get()
        >
            <h1 class="visually-hidden">{words::text("editor-title")}</h1>
            <Toolbar sharing taken_over />
            {notice}
            {move || import_notes::shown(editor).map(|notes| Suspend::new(import_notes::import_notes_panel(editor, notes)))}
            {move || sharing.link.get().map(|(link, private)| {
                let on_close = Callback::new(move |()| sharing.link.set(None));
                Suspend::new(share_dialog(link, private, on_close))
            })}
            {banner}
            <div class="workspace">
                <Canvas />
                // The live room heads the side column, above the inspector:
                // however long the question and its tally grow, the canvas
                // keeps its height, and the advice its buttons.
                <div class="side">
                    {live.map(|_| view! { <div class="live-room" node_ref=live_bar data-testid="live-room"></div> })}
                    {children()}
                </div>
            </div>
            {move || editor.panels.show_models.get().then(|| {
                Suspend::new(my_models_panel(Callback::new(move |()| editor.panels.show_models.set(false))))
            })}
            {move || editor.panels.show_shortcuts.get().then(|| {
                Suspend::new(shortcuts_panel(Callback::new(move |()| editor.panels.show_shortcuts.set(false))))
            })}
        </div>
    }
}

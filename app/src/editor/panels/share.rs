//! Sharing from the editor: a stored link (the server keeps this version),
//! a private link (the model inside the link), and the dialog showing it.

use leptos::prelude::*;

use crate::browser;
use crate::editor::state::EditorContext;
use crate::shared::{created_url, error_message, fragment_json, to_fragment};
use crate::words::{fill, text};

/// Stores the model on the server: the link, or what to tell the person.
/// Code of a split module, as are the two below: most visits never share.
/// The model's file is written here too, which keeps its writer out of the
/// main module (10 KB of it, 2 KB brotli).
#[lazy]
async fn stored_link(model: nestlink_core::wire::model::Model) -> Result<String, String> {
    let json = nestlink_core::wire::model::file::model_file(&model);
    match browser::post_json("/api/v1/models", &json).await {
        Ok((201, body)) => created_url(&body)
            .map(|url| format!("{}{url}", browser::origin()))
            .ok_or_else(|| text("share-unreadable")),
        Ok((_, body)) => Err(fill("share-failed", &[("why", &error_message(&body))])),
        Err(message) => Err(fill("share-failed", &[("why", &message)])),
    }
}

/// A link carrying the model itself (packed, in base64), or why there is
/// none (a model too large for a URL).
#[lazy]
async fn private_link(json: String) -> Result<String, String> {
    let packed = browser::deflate(json.as_bytes()).await?;
    let fragment = to_fragment(&packed)?;
    Ok(format!("{}/editor#{fragment}", browser::origin()))
}

/// The share actions' state.
#[derive(Clone, Copy)]
pub struct Sharing {
    /// The link on show, and whether it carries the model instead of naming it.
    pub link: RwSignal<Option<(String, bool)>>,
    /// A stored link is being made.
    pub busy: RwSignal<bool>,
    /// The notice that offers a stored link instead, when a private one
    /// cannot be made (a model too large for a URL).
    pub offered: RwSignal<Option<String>>,
}

impl Sharing {
    #[must_use]
    pub fn new() -> Self {
        Self {
            link: RwSignal::new(None),
            busy: RwSignal::new(false),
            offered: RwSignal::new(None),
        }
    }

    /// The server stores the model as it is now and answers its link.
    pub fn share(self, editor: EditorContext) {
        let model = editor.document.doc.with_untracked(|d| d.model.clone());
        self.busy.set(true);
        leptos::task::spawn_local(async move {
            let made = stored_link(model).await;
            self.busy.set(false);
            match made {
                Ok(link) => {
                    self.link.set(Some((link, false)));
                    editor.panels.notice.set(None);
                }
                Err(message) => editor.panels.notice.set(Some(message)),
            }
        });
    }

    /// A link that carries the model itself: nothing is stored anywhere.
    pub fn share_privately(self, editor: EditorContext) {
        let json = editor
            .document
            .doc
            .with_untracked(|d| fragment_json(&d.model));
        leptos::task::spawn_local(async move {
            match private_link(json).await {
                Ok(link) => {
                    self.link.set(Some((link, true)));
                    editor.panels.notice.set(None);
                }
                Err(message) => {
                    self.offered.set(Some(message.clone()));
                    editor.panels.notice.set(Some(message));
                }
            }
        });
    }
}

impl Default for Sharing {
    fn default() -> Self {
        Self::new()
    }
}

/// Starts a live session from the model as it is now and goes to its page;
/// the owner key stays in this browser. Says why when it cannot.
fn start_live(editor: EditorContext, said: RwSignal<Option<String>>) {
    let json = editor
        .document
        .doc
        .with_untracked(|d| nestlink_core::wire::model::file::model_file(&d.model));
    leptos::task::spawn_local(async move {
        let started = match browser::post_json("/api/v1/sessions", &json).await {
            Ok((201, body)) => {
                serde_json::from_str::<nestlink_core::live::SessionStarted>(&body).ok()
            }
            _ => None,
        };
        match started {
            Some(started) => {
                browser::save(
                    &nestlink_core::live::owner_key_name(&started.id),
                    &started.owner_key,
                );
                browser::go_to(&started.url);
            }
            None => said.set(Some(text("live-not-started"))),
        }
    });
}

/// The link a Share made, with a copy button: code of a split module,
/// fetched on the first share (most visits never share).
#[lazy]
pub fn share_dialog(link: String, private: bool, on_close: Callback<()>) -> AnyView {
    view! { <ShareDialog link private on_close /> }.into_any()
}

#[component]
fn ShareDialog(
    link: String,
    /// The link carries the model itself instead of naming a stored one.
    private: bool,
    on_close: Callback<()>,
) -> impl IntoView {
    let copied = RwSignal::new(None::<String>);
    let editor = expect_context::<EditorContext>();
    let shown = link.clone();
    let copy = move |_| {
        let link_text = shown.clone();
        leptos::task::spawn_local(async move {
            let said = if browser::copy_text(&link_text).await {
                "share-copied"
            } else {
                "share-not-copied"
            };
            copied.set(Some(text(said)));
        });
    };
    view! {
        <div class="share-dialog" role="dialog" aria-label=text("share-link")>
            <p>{text(if private { "share-private" } else { "share-stored" })}</p>
            <input type="text" readonly aria-label=text("share-link") prop:value=link />
            <button type="button" on:click=copy>{text("ws-copy-link")}</button>
            <button type="button" on:click=move |_| on_close.run(())>{text("close")}</button>
            <span class="hint" aria-live="polite">{move || copied.get()}</span>
            <p>
                {text("share-together-before")}
                <button type="button" on:click=move |_| start_live(editor, copied)>
                    {text("share-start-live")}
                </button>
                {text("share-together-after")}
            </p>
        </div>
    }
}

//! Sharing from the editor: a stored link (the server keeps this version),
//! a private link (the model inside the link), and the dialog showing it.

use leptos::prelude::*;

use super::state::EditorContext;
use crate::browser;
use crate::shared::{created_url, error_message, fragment_json, to_fragment};

/// A link's fragment for a packed model, in base64: code of a split module,
/// so the codec is fetched only when a private link is made.
#[lazy]
fn fragment_for(packed: Vec<u8>) -> Result<String, String> {
    to_fragment(&packed)
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
        let json = editor
            .doc
            .with_untracked(|d| super::document::model_file(&d.model));
        self.busy.set(true);
        leptos::task::spawn_local(async move {
            let answer = browser::post_json("/api/v1/models", &json).await;
            self.busy.set(false);
            let notice = editor.notice;
            match answer {
                Ok((201, body)) => match created_url(&body) {
                    Some(url) => {
                        self.link
                            .set(Some((format!("{}{url}", browser::origin()), false)));
                        notice.set(None);
                    }
                    None => notice.set(Some(
                        "Not shared: the server's answer was unreadable.".to_owned(),
                    )),
                },
                Ok((_, body)) => notice.set(Some(format!("Not shared. {}", error_message(&body)))),
                Err(message) => notice.set(Some(format!("Not shared. {message}"))),
            }
        });
    }

    /// A link that carries the model itself: nothing is stored anywhere.
    pub fn share_privately(self, editor: EditorContext) {
        let json = editor.doc.with_untracked(|d| fragment_json(&d.model));
        leptos::task::spawn_local(async move {
            let made = match browser::deflate(json.as_bytes()).await {
                Ok(packed) => fragment_for(packed).await,
                Err(message) => Err(message),
            };
            match made {
                Ok(fragment) => {
                    let link = format!("{}/editor#{fragment}", browser::origin());
                    self.link.set(Some((link, true)));
                    editor.notice.set(None);
                }
                Err(message) => {
                    self.offered.set(Some(message.clone()));
                    editor.notice.set(Some(message));
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
    let copied = RwSignal::new(None::<&'static str>);
    let text = link.clone();
    let copy = move |_| {
        let text = text.clone();
        leptos::task::spawn_local(async move {
            copied.set(Some(if browser::copy_text(&text).await {
                "Copied."
            } else {
                "The browser did not allow copying; select the link and copy it."
            }));
        });
    };
    view! {
        <div class="share-dialog" role="dialog" aria-label="Share link">
            <p>
                {if private {
                    "The model is inside this link: nothing was stored on the server. Anyone with the link can open it."
                } else {
                    "Anyone with this link sees the model as it is now. Later edits do not change it: share again for a new link."
                }}
            </p>
            <input type="text" readonly aria-label="Share link" prop:value=link />
            <button type="button" on:click=copy>"Copy link"</button>
            <button type="button" on:click=move |_| on_close.run(())>"Close"</button>
            <span class="hint" aria-live="polite">{move || copied.get()}</span>
        </div>
    }
}

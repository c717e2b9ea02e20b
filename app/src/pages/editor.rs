//! The editor page, `/editor` (and a shared model's page, `/m/{id}`): the
//! editor with the inspector and the live advice beside its canvas.

use leptos::prelude::*;

use super::frame::Frame;
use crate::advice::{AdvicePanel, LiveAdvice, Verdicts};
use crate::editor::{CanvasAdvice, Editor, EditorContext, Inspector};
use nestlink_core::wire::share::SharedModel;

#[component]
pub fn EditorPage(
    /// A model opened from its share link.
    #[prop(optional)]
    shared: Option<SharedModel>,
) -> impl IntoView {
    let editor = EditorContext::new(shared.as_ref().map(|s| s.model.clone()));
    provide_context(editor);
    let live = LiveAdvice::follow(editor);
    provide_context(live);
    provide_context(CanvasAdvice {
        pattern_of: Callback::new(move |id: String| live.shown_pattern(&id)),
        groups: Signal::derive(move || live.groups()),
        entity_flagged: Callback::new(move |id: String| live.flagged(false, &id)),
        relationship_flagged: Callback::new(move |id: String| live.flagged(true, &id)),
        advice_json_of: Callback::new(move |id: String| live.shown_advice_json(&id)),
    });
    // The server's verdicts on a shared model, until the live advice (which
    // needs the browser) takes their place.
    let verdicts = shared
        .as_ref()
        .map(|s| s.verdicts.clone())
        .filter(|verdicts| !verdicts.is_empty())
        .map(|verdicts| {
            move || {
                live.shown
                    .with(Option::is_none)
                    .then(|| view! { <Verdicts verdicts=verdicts.clone() /> })
            }
        });
    view! {
        <Frame wide=true>
            <Editor shared presenting=live.presenting reading=live.reading>
                {verdicts.clone()}
                <Inspector />
                <AdvicePanel />
            </Editor>
        </Frame>
    }
}

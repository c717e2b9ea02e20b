//! The keyboard shortcuts panel, opened with `?`: the lines of the same
//! table the keys are handled by, in the reader's words.

use leptos::prelude::*;

use crate::browser;
use crate::editor::keys::SHORTCUTS;
use crate::words::text;

/// The panel: code of a split module, fetched the first time it opens.
#[lazy]
pub fn shortcuts_panel(on_close: Callback<()>) -> AnyView {
    view! { <ShortcutsPanel on_close /> }.into_any()
}

#[component]
fn ShortcutsPanel(on_close: Callback<()>) -> impl IntoView {
    // The panel takes the focus, so Tab and Enter reach its Close button.
    let close = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = close.get() {
            browser::focus(&button);
        }
    });
    view! {
        <div class="shortcuts" role="dialog" aria-label=text("shortcuts-title")>
            <h2>{text("shortcuts-title")}</h2>
            <dl>
                {SHORTCUTS
                    .iter()
                    .map(|shortcut| view! { <dt><kbd>{text(shortcut.keys)}</kbd></dt><dd>{text(shortcut.what)}</dd> })
                    .collect_view()}
            </dl>
            <button type="button" node_ref=close on:click=move |_| on_close.run(())>{text("close")}</button>
        </div>
    }
}

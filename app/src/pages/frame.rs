//! The frame around every page: the header with the product name, the
//! navigation and the theme switch.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::theme::Theme;

/// Header, main area and theme for a page's content.
#[component]
pub fn Frame(
    /// Use the whole window width (the editor), not a reading column.
    #[prop(optional)]
    wide: bool,
    children: Children,
) -> impl IntoView {
    let theme = RwSignal::new(Theme::default());
    let toggle = move |_| theme.update(|t| *t = t.toggled());
    // Effects run only in the browser, so this flips once the WASM has taken
    // over the page: tests wait for it instead of guessing.
    let hydrated = RwSignal::new(false);
    Effect::new(move |_| hydrated.set(true));

    view! {
        <div
            class="frame"
            data-theme=move || theme.get().as_attr()
            data-testid="frame"
            data-hydrated=move || hydrated.get().to_string()
        >
            <header class="topbar">
                <A href="/" attr:class="brand">
                    <img src="/favicon.svg" alt="" width="28" height="28" />
                    <span>"Nestlink"</span>
                </A>
                <nav aria-label="Main">
                    <A href="/editor">"Editor"</A>
                    <A href="/examples">"Examples"</A>
                </nav>
                <button
                    type="button"
                    class="theme-toggle"
                    aria-pressed=move || theme.get().is_dark().to_string()
                    on:click=toggle
                >
                    "Dark theme"
                </button>
            </header>
            <main class:wide=wide>{children()}</main>
        </div>
    }
}

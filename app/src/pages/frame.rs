//! The frame around every page: the header with the product name, the
//! navigation, the language menu and the theme switch.

use leptos::prelude::*;

use super::{Page, current_for};
use crate::theme::Theme;
use crate::words::{self, text};

/// Header, main area and theme for a page's content.
#[component]
pub fn Frame(
    /// Use the whole window width (the editor), not a reading column.
    #[prop(optional)]
    wide: bool,
    children: Children,
) -> impl IntoView {
    let page = super::current();
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
                <a href="/" class="brand" aria-current=current_for(page, Page::Home)>
                    <img src="/favicon.svg" alt="" width="28" height="28" />
                    <span>"Nestlink"</span>
                </a>
                <nav aria-label=text("nav-main")>
                    <a href="/editor" aria-current=current_for(page, Page::Editor)>
                        {text("nav-editor")}
                    </a>
                    <a href="/examples" aria-current=current_for(page, Page::Examples)>
                        {text("nav-examples")}
                    </a>
                </nav>
                <Languages />
                <button
                    type="button"
                    class="theme-toggle"
                    aria-pressed=move || theme.get().is_dark().to_string()
                    on:click=toggle
                >
                    {text("theme-dark")}
                </button>
            </header>
            <main class:wide=wide>{children()}</main>
        </div>
    }
}

/// The language menu: each language by its own name. A choice opens the
/// page again with `?lang=`: the server keeps it (a cookie), renders the
/// page in that language and drops `lang` from the address, so a link
/// copied afterwards still opens in its reader's language. Plain links, so
/// it works before the WASM has loaded; once it has, the address's
/// fragment (a model in a link) is kept too. The list is fixed HTML with
/// one click handler: the main WASM module carries no view per language.
#[component]
fn Languages() -> impl IntoView {
    let current = words::lang();
    let name = words::NAMES
        .iter()
        .find(|(tag, _)| *tag == current)
        .map_or("English", |(_, name)| name);
    let label = format!("{}: {name}", text("language-menu"));
    let list = maud::html! {
        @for (tag, name) in words::NAMES {
            li {
                a href={ "?lang=" (tag) } rel="external" hreflang=(tag) lang=(tag)
                    aria-current=[(tag == current).then_some("true")] { (name) }
            }
        }
    }
    .into_string();
    view! {
        <details class="languages">
            <summary aria-label=label title=text("language-menu")>
                {name}
            </summary>
            <ul
                role="list"
                inner_html=list
                on:click=|ev| {
                    // A plain link would lose the address's fragment.
                    if let Some(tag) = crate::browser::clicked_data(&ev, "hreflang") {
                        ev.prevent_default();
                        crate::browser::open_in_language(&tag);
                    }
                }
            ></ul>
        </details>
    }
}

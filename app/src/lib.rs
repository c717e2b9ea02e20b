//! Nestlink's user interface: the pages and components, built twice by
//! cargo-leptos: once for the server (`ssr`, rendering HTML) and once for the
//! browser (`hydrate`, WASM that takes over the server's HTML).
//!
//! Logic that tests should reach lives in plain modules (`theme`, and later the
//! model and editor operations); components only hold signals and views.

// Leptos views are deeply nested types; the editor page passes the default limit.
#![recursion_limit = "256"]

pub mod advice;
pub mod browser;
pub mod editor;
pub mod examples;
pub mod pages;
pub mod reading;
pub mod shared;
pub mod theme;
pub mod words;

use leptos::prelude::*;

/// The HTML document the server wraps around the app.
#[cfg(feature = "ssr")]
pub fn shell(options: LeptosOptions) -> impl IntoView {
    use leptos_meta::HashedStylesheet;
    // The reader's language, and where the browser fetches its words.
    let words::PageWords {
        lang,
        first: words,
        rest,
    } = words::for_page();
    view! {
        <!DOCTYPE html>
        <html lang=lang>
            <head>
                <meta charset="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1" />
                {pages::head::tags()}
                <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
                // The stylesheet's name carries its content hash (cargo-leptos
                // `hash-files`), so browsers may keep it for good.
                <HashedStylesheet options=options.clone() id="leptos" />
                <AutoReload options=options.clone() />
                <HydrationScripts options />
                // After the scripts: the main module is asked for first. The
                // words (4-5 KB on the wire) are a file of their own, named
                // by its content: a browser fetches it once per language and
                // release, not with every page, and the page stays small for
                // the server to send. `data-rest` names the words only split
                // modules say, which come with the first of them.
                <link
                    rel="preload"
                    id=words::DATA_ID
                    href=words
                    data-rest=rest
                    r#as="fetch"
                    crossorigin="anonymous"
                />
                {pages::head::data_readers()}
            </head>
            <body>
                <App />
            </body>
        </html>
    }
}

/// The advice panel's answer, laid out on the server as the page is
/// (`advice::shown_in`).
#[cfg(feature = "ssr")]
pub use advice::shown_in as advice_panel;

/// The application: the page for the path. (Its title and other head tags
/// are the shell's: `pages::head`.)
#[component]
pub fn App() -> impl IntoView {
    pages::view_of(pages::current())
}

/// The browser entry point: takes over the server-rendered HTML.
#[cfg(feature = "hydrate")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub async fn hydrate() {
    console_error_panic_hook::set_once();
    // The page's words first: every view is written with them. (The
    // preload link has fetched them while the module came.)
    words::load().await;
    // The model's problems are said in the page's language.
    nestlink_core::wire::validate::write_problems_with(words::fill);
    // A shared model's page draws its model: read (by a split module the
    // page preloads) before the page is taken over.
    reading::read_page_data(shared::DATA_ELEMENT_ID).await;
    leptos::mount::hydrate_body(App);
}

/// Room for wasm-split to lay the data out again. It moves each split
/// module's part of `.rodata` into that module, and the parts, aligned one
/// after the other, can need a few bytes more than the linker's segment; then
/// it gives up and keeps all data in the main module (a fifteenth pattern id
/// did that: 58 bytes over, and the main module grew by 18 KB gzip). These
/// bytes are in the linker's segment but used by no module, so they are left
/// out of every output and only give that room.
#[cfg(feature = "hydrate")]
#[used]
static WASM_SPLIT_SLACK: [u8; 1024] = [0x5a; 1024];

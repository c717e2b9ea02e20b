//! The "My models" panel: the models this browser keeps, to open, rename,
//! duplicate or delete (with undo). Code of a split module, fetched the
//! first time the panel opens.

use leptos::prelude::*;

use crate::browser;
use crate::editor::io::library::{self, BrowserShelf, Entry};
use crate::editor::state::EditorContext;
use crate::words::{count, fill, text};
use nestlink_core::diagram::edit::Edit;

#[lazy]
pub fn my_models_panel(on_close: Callback<()>) -> AnyView {
    view! { <MyModels on_close /> }.into_any()
}

/// "1 entity", "3 entities": what a line says of a model's size.
#[component]
fn MyModels(on_close: Callback<()>) -> impl IntoView {
    let editor = expect_context::<EditorContext>();
    let entries = RwSignal::new(library::entries(&BrowserShelf));
    let deleted = RwSignal::new(library::deleted_name(&BrowserShelf));
    let problem = RwSignal::new(None::<String>);
    // Reads the list again after a change, and says what went wrong, if anything.
    let refresh = move |outcome: Result<(), String>| {
        problem.set(outcome.err());
        entries.set(library::entries(&BrowserShelf));
        deleted.set(library::deleted_name(&BrowserShelf));
    };
    let close = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = close.get() {
            browser::focus(&button);
        }
    });
    let open = move |id: String| {
        let doc = library::read(&BrowserShelf, &id);
        match doc {
            Some(doc) => {
                editor.open_saved(id, doc);
                on_close.run(());
            }
            None => problem.set(Some(text("model-unreadable"))),
        }
    };
    let row = move |entry: Entry| {
        let Entry {
            id,
            name,
            entities,
            relationships,
        } = entry;
        let here = editor.document.local_id.with_untracked(|open| *open == id);
        let readable = name.is_some();
        let label = name.clone().unwrap_or_else(|| text("save-unreadable"));
        let size = if readable {
            fill(
                "model-size",
                &[
                    ("entities", &count("entities-count", entities, &[])),
                    (
                        "relationships",
                        &count("relationships-count", relationships, &[]),
                    ),
                ],
            )
        } else {
            text("kept-as-it-was")
        };
        let (rename_id, copy_id, delete_id, open_id) = (id.clone(), id.clone(), id.clone(), id);
        let rename = move |ev: leptos::ev::Event| {
            let name = event_target_value(&ev);
            if here {
                // The open model is renamed as an edit, so the toolbar and
                // undo follow; the autosave stores it.
                editor.edit(Edit::RenameModel { name });
                problem.set(None);
            } else {
                refresh(library::rename(&mut BrowserShelf, &rename_id, name));
            }
        };
        view! {
            <li data-testid="my-model" aria-current=here.then_some("true")>
                <input
                    type="text"
                    aria-label=fill("model-name-of", &[("model", &label)])
                    prop:value=name.unwrap_or_default()
                    disabled=!readable
                    on:change=rename
                />
                <span class="hint">{if here { fill("open-here", &[("size", &size)]) } else { size }}</span>
                <button
                    type="button"
                    aria-label=fill("open-model", &[("model", &label)])
                    disabled=here
                    on:click=move |_| open(open_id.clone())
                >
                    {text("open")}
                </button>
                <button
                    type="button"
                    aria-label=fill("duplicate-model", &[("model", &label)])
                    on:click=move |_| refresh(library::duplicate(&mut BrowserShelf, &copy_id, &library::fresh_id()))
                >
                    {text("duplicate")}
                </button>
                <button
                    type="button"
                    aria-label=fill("delete-model", &[("model", &label)])
                    disabled=here
                    title=text(if here { "delete-open-hint" } else { "delete-hint" })
                    on:click=move |_| refresh(library::delete(&mut BrowserShelf, &delete_id))
                >
                    {text("delete")}
                </button>
            </li>
        }
    };
    view! {
        <div class="my-models" role="dialog" aria-label=text("my-models")>
            <h2>{text("my-models")}</h2>
            <p class="hint">{text("my-models-note")}</p>
            <ul>{move || entries.get().into_iter().map(row).collect_view()}</ul>
            {move || deleted.get().map(|name| view! {
                <p>
                    {fill("deleted", &[("model", &nestlink_core::bidi::isolated(&name))])}
                    " "
                    <button type="button" on:click=move |_| refresh(if library::undo_delete(&mut BrowserShelf) {
                        Ok(())
                    } else {
                        Err(text("undo-delete-failed"))
                    })>{text("undo-delete")}</button>
                </p>
            })}
            {move || problem.get().map(|text| view! { <p class="error" role="alert">{text}</p> })}
            <button type="button" node_ref=close on:click=move |_| on_close.run(())>{text("close")}</button>
        </div>
    }
}

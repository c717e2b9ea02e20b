//! The "My models" panel: the models this browser keeps, to open, rename,
//! duplicate or delete (with undo). Code of a split module, fetched the
//! first time the panel opens.

use leptos::prelude::*;

use crate::browser;
use crate::editor::io::library::{self, BrowserShelf, Entry};
use crate::editor::state::EditorContext;
use nestlink_core::diagram::edit::Edit;

#[lazy]
pub fn my_models_panel(on_close: Callback<()>) -> AnyView {
    view! { <MyModels on_close /> }.into_any()
}

/// "1 entity", "3 entities": what a line says of a model's size.
fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

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
            None => problem.set(Some(
                "That model's save could not be read. It is kept; Delete removes it.".to_owned(),
            )),
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
        let label = name
            .clone()
            .unwrap_or_else(|| "A save that cannot be read".to_owned());
        let size = if readable {
            format!(
                "{}, {}",
                counted(entities, "entity", "entities"),
                counted(relationships, "relationship", "relationships")
            )
        } else {
            "kept as it was".to_owned()
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
                    aria-label=format!("Name of {label}")
                    prop:value=name.unwrap_or_default()
                    disabled=!readable
                    on:change=rename
                />
                <span class="hint">{if here { format!("{size} · open here") } else { size }}</span>
                <button
                    type="button"
                    aria-label=format!("Open {label}")
                    disabled=here
                    on:click=move |_| open(open_id.clone())
                >
                    "Open"
                </button>
                <button
                    type="button"
                    aria-label=format!("Duplicate {label}")
                    on:click=move |_| refresh(library::duplicate(&mut BrowserShelf, &copy_id, &library::fresh_id()))
                >
                    "Duplicate"
                </button>
                <button
                    type="button"
                    aria-label=format!("Delete {label}")
                    disabled=here
                    title=if here { "This model is open here: open another one to delete it" } else { "Delete it (Undo delete brings it back)" }
                    on:click=move |_| refresh(library::delete(&mut BrowserShelf, &delete_id))
                >
                    "Delete"
                </button>
            </li>
        }
    };
    view! {
        <div class="my-models" role="dialog" aria-label="My models">
            <h2>"My models"</h2>
            <p class="hint">
                "Kept in this browser only, the last edited first. Save file or Share to keep one elsewhere."
            </p>
            <ul>{move || entries.get().into_iter().map(row).collect_view()}</ul>
            {move || deleted.get().map(|name| view! {
                <p>
                    {format!("Deleted {}. ", nestlink_core::bidi::isolated(&name))}
                    <button type="button" on:click=move |_| refresh(if library::undo_delete(&mut BrowserShelf) {
                        Ok(())
                    } else {
                        Err("The deleted model could not be brought back: the browser's storage is full or blocked.".to_owned())
                    })>"Undo delete"</button>
                </p>
            })}
            {move || problem.get().map(|text| view! { <p class="error" role="alert">{text}</p> })}
            <button type="button" node_ref=close on:click=move |_| on_close.run(())>"Close"</button>
        </div>
    }
}

//! The editor's toolbar: the model's name, files, examples, sharing,
//! exports, drawing, undo, zoom and the problem count. Its controls stay
//! disabled, with a progress line, until `ready`: the page is taken over
//! and the module its first action needs is in, so no click is lost.

use leptos::prelude::*;

use super::panels::share::Sharing;
use super::state::{CanvasAdvice, EditorContext};
use crate::examples::load_examples;
use nestlink_core::diagram::edit::Edit;
use nestlink_core::wire::examples::ExampleSummary;

#[component]
pub fn Toolbar(sharing: Sharing, ready: ReadSignal<bool>) -> impl IntoView {
    let editor = expect_context::<EditorContext>();
    // The exports carry the advice's verdicts, when the page gives them.
    let advice = use_context::<CanvasAdvice>();
    let with_advice = RwSignal::new(false);
    let examples = RwSignal::new(None);
    load_examples(examples);
    let model_name = move || editor.document.doc.with(|d| d.model.name.clone());
    let can_undo = move || editor.document.doc.with(|d| d.history.can_undo());
    let can_redo = move || editor.document.doc.with(|d| d.history.can_redo());
    let problem_count = move || editor.document.problems.with(Vec::len);
    // A folder picker: `webkitdirectory` has no typed attribute in the
    // view macro, so it is added as a plain one.
    let folder_input = view! {
        <input
            type="file"
            class="visually-hidden"
            data-testid="import-folder"
            on:change=move |event| editor.import_file(event)
        />
    }
    .add_any_attr(leptos::tachys::html::attribute::custom::custom_attribute(
        "webkitdirectory",
        "",
    ));
    view! {
    <div
        class="toolbar"
        role="toolbar"
        aria-label="Editor tools"
        aria-busy=move || (!ready.get()).to_string()
        data-ready=move || ready.get().to_string()
    >
        <fieldset class="toolbar-controls" disabled=move || !ready.get()>
        <input
            type="text"
            class="model-name"
            aria-label="Model name"
            prop:value=model_name
            on:change=move |ev| {
                editor.edit(Edit::RenameModel { name: event_target_value(&ev) });
            }
        />
        // What replaces the whole model: in a live session, the owner's
        // alone; the style sheet says so beside it (no text in the WASM).
        <fieldset class="replace-model" data-testid="replace-model" disabled=move || editor.access.attendee.get()>
        <button type="button" on:click=move |_| editor.new_model() title="Start a new, empty model; this one stays in My models">
            "New"
        </button>
        <button type="button" on:click=move |_| editor.panels.show_models.set(true) title="The models this browser keeps: open, rename, copy or delete them">
            "My models"
        </button>
        <label class="button file-button">
            "Open file"
            <input
                type="file"
                accept=".json,application/json"
                class="visually-hidden"
                data-testid="open-file"
                on:change=move |event| editor.open_file(&event)
            />
        </label>
        <label class="button file-button" title="Bring in a schema you have (undoable): SQL CREATE TABLE statements (.sql), sample documents from mongoexport (.json, .jsonl; choose several files to import several collections and the references between them) or a MongoDB Compass diagram (.mdm)">
            "Import SQL or documents…"
            <input
                type="file"
                multiple
                accept=".sql,.ddl,.txt,.json,.jsonl,.ndjson,.mdm"
                class="visually-hidden"
                data-testid="import-file"
                on:change=move |event| editor.import_file(event)
            />
        </label>
        <label class="button file-button" title="Import a folder of mongoexport files (undoable): each .json or .jsonl file a collection, with the references between them">
            "Import folder…"
            {folder_input}
        </label>
        <select
            aria-label="Open an example"
            data-testid="examples-menu"
            title="Open a worked example as a new model"
            // Focus comes before a choice by a person's reaction time, time
            // enough to fetch the module that lays out what opens.
            on:focus=move |_| super::io::files::preload()
            on:change=move |ev| {
                let slug = event_target_value(&ev);
                // Back to "Examples…", so the same one can be picked again.
                event_target::<web_sys::HtmlSelectElement>(&ev).set_value("");
                if !slug.is_empty() {
                    editor.open_example(slug);
                }
            }
        >
            <option value="">"Examples…"</option>
            {move || examples.with(|list| match list {
                Some(Ok(list)) => list
                    .iter()
                    .map(|e: &ExampleSummary| view! { <option value=e.slug.clone()>{e.title.clone()}</option> })
                    .collect_view()
                    .into_any(),
                _ => ().into_any(),
            })}
        </select>
        </fieldset>

        <button type="button" on:click=move |_| editor.save_file()>"Save file"</button>
        <button
            type="button"
            on:click=move |_| sharing.share(editor)
            disabled=move || sharing.busy.get()
            title="Store this version on the server and get a link to it"
        >
            "Share"
        </button>
        <button
            type="button"
            on:click=move |_| sharing.share_privately(editor)
            title="A link that carries the model itself: nothing is stored on the server"
        >
            "Private link"
        </button>
        <button type="button" on:click=move |_| editor.export_svg(advice, with_advice.get_untracked()) title="The diagram with its verdict icons and collection frames, for a handout">"Export SVG"</button>
        <button type="button" on:click=move |_| editor.export_png(advice, with_advice.get_untracked()) title="The diagram with its verdict icons and collection frames, for a handout">"Export PNG"</button>
        <label class="check" title="The exported picture lists each relationship's pattern and reason beside the diagram">
            <input type="checkbox" on:change=move |ev| with_advice.set(event_target_checked(&ev)) />
            "with advice"
        </label>
        <select
            aria-label="Export schema"
            data-testid="export-menu"
            title="Download the recommended schema: a mongosh script that creates it, a Mermaid diagram or its validators"
            on:change=move |ev| {
                let picked = event_target_value(&ev);
                event_target::<web_sys::HtmlSelectElement>(&ev).set_value("");
                if !picked.is_empty() {
                    editor.export_as(picked);
                }
            }
        >
            <option value="">"Export schema…"</option>
            <option value="mongosh">"mongosh script"</option>
            <option value="mermaid">"Mermaid diagram of the collections"</option>
            <option value="mermaid-model">"Mermaid diagram of the model"</option>
            <option value="json-schema">"JSON Schema validators"</option>
            <option value="compass">"MongoDB Compass diagram"</option>
        </select>
        <span class="divider" aria-hidden="true"></span>
        <button type="button" on:click=move |_| editor.add_entity() title="New entity (N)">
            "New entity"
        </button>
        <button
            type="button"
            on:click=move |_| editor.lay_out()
            title="Auto-layout (L)"
        >
            "Auto-layout"
        </button>
        <button type="button" on:click=move |_| editor.undo() disabled=move || !can_undo() title="Undo (Ctrl+Z)">
            "Undo"
        </button>
        <button type="button" on:click=move |_| editor.redo() disabled=move || !can_redo() title="Redo (Ctrl+Shift+Z)">
            "Redo"
        </button>
        <span class="spacer"></span>
        <button type="button" on:click=move |_| editor.zoom_step(false) aria-label="Zoom out">"−"</button>
        <span class="zoom" aria-live="polite">
            {move || zoom_label(editor.viewport.view.get().zoom)}
        </span>
        <button type="button" on:click=move |_| editor.zoom_step(true) aria-label="Zoom in">"+"</button>
        <button type="button" on:click=move |_| editor.fit_to_screen() title="Fit to screen (F)">"Fit"</button>
        <button
            type="button"
            on:click=move |_| editor.toggle_shortcuts()
            aria-expanded=move || editor.panels.show_shortcuts.get().to_string()
            title="Keyboard shortcuts (?)"
        >
            "Shortcuts"
        </button>
        <span class="status" data-testid="problem-count">
            {move || match problem_count() {
                0 => "No problems".to_owned(),
                1 => "1 problem".to_owned(),
                n => format!("{n} problems"),
            }}
        </span>
        </fieldset>
        <div
            class="loading-line"
            role="progressbar"
            aria-label="Loading the editor"
            data-testid="editor-loading"
            hidden=move || ready.get()
        ></div>
    </div>
    }
}

/// The zoom as a whole percentage. Rounded to an integer before it is
/// written: a float with a precision (`{:.0}`) would bring the exact float
/// formatter, several KB, into the main WASM module for this one label.
fn zoom_label(zoom: f64) -> String {
    // Zoom stays within MIN_ZOOM..=MAX_ZOOM, far inside i64.
    let percent = (zoom * 100.0).round() as i64;
    format!("{percent}%")
}

#[cfg(test)]
mod tests {
    use super::zoom_label;

    #[test]
    fn the_zoom_reads_as_a_whole_percentage() {
        assert_eq!(zoom_label(1.0), "100%");
        assert_eq!(zoom_label(0.333), "33%");
        assert_eq!(zoom_label(2.5), "250%");
    }
}

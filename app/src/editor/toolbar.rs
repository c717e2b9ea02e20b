//! The editor's toolbar: the model's name, files, examples, sharing,
//! exports, drawing, undo, zoom and the problem count. Its controls stay
//! disabled until the page is taken over, so no click is lost; its progress
//! line (and `data-ready="false"`) until the inspector's forms are in too.

use leptos::prelude::*;

use super::panels::share::Sharing;
use super::state::{CanvasAdvice, EditorContext};
use crate::examples::load_examples;
use crate::words::{count, text};
use nestlink_core::diagram::edit::Edit;
use nestlink_core::wire::examples::ExampleSummary;

#[component]
pub fn Toolbar(sharing: Sharing, taken_over: RwSignal<bool>) -> impl IntoView {
    let editor = expect_context::<EditorContext>();
    // The exports carry the advice's verdicts, when the page gives them.
    let advice = use_context::<CanvasAdvice>();
    let with_advice = RwSignal::new(false);
    let examples = RwSignal::new(None);
    load_examples(examples, move || !editor.access.attendee.get());
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
        aria-label=text("toolbar")
        aria-busy=move || (!editor.panels.forms_in.get()).to_string()
        data-ready=move || editor.panels.forms_in.get().to_string()
    >
        <fieldset class="toolbar-controls" disabled=move || !taken_over.get()>
        <input
            type="text"
            class="model-name"
            aria-label=text("model-name")
            prop:value=model_name
            on:change=move |ev| {
                editor.edit(Edit::RenameModel { name: event_target_value(&ev) });
            }
        />
        // What replaces the whole model: in a live session, the owner's
        // alone; the style sheet says so beside it, in the words of `data-note`.
        <fieldset class="replace-model" data-testid="replace-model" data-note=text("owner-replaces") disabled=move || editor.access.attendee.get()>
        <button type="button" on:click=move |_| editor.new_model() title=text("new-model-hint")>
            {text("new-model")}
        </button>
        <button type="button" on:click=move |_| editor.panels.show_models.set(true) title=text("my-models-hint")>
            {text("my-models")}
        </button>
        <label class="button file-button">
            {text("open-file")}
            <input
                type="file"
                accept=".json,application/json"
                class="visually-hidden"
                data-testid="open-file"
                on:change=move |event| editor.open_file(&event)
            />
        </label>
        <label class="button file-button" title=text("import-file-hint")>
            {text("import-file")}
            <input
                type="file"
                multiple
                accept=".sql,.ddl,.txt,.json,.jsonl,.ndjson,.mdm"
                class="visually-hidden"
                data-testid="import-file"
                on:change=move |event| editor.import_file(event)
            />
        </label>
        <label class="button file-button" title=text("import-folder-hint")>
            {text("import-folder")}
            {folder_input}
        </label>
        <select
            aria-label=text("examples-menu")
            data-testid="examples-menu"
            title=text("examples-menu-hint")
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
            <option value="">{text("examples-menu-first")}</option>
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

        <button type="button" on:click=move |_| editor.save_file()>{text("save-file")}</button>
        <button
            type="button"
            on:click=move |_| sharing.share(editor)
            disabled=move || sharing.busy.get()
            title=text("share-hint")
        >
            {text("share")}
        </button>
        <button
            type="button"
            on:click=move |_| sharing.share_privately(editor)
            title=text("private-link-hint")
        >
            {text("private-link")}
        </button>
        <button type="button" on:click=move |_| editor.export_svg(advice, with_advice.get_untracked()) title=text("export-picture-hint")>{text("export-svg")}</button>
        <button type="button" on:click=move |_| editor.export_png(advice, with_advice.get_untracked()) title=text("export-picture-hint")>{text("export-png")}</button>
        <label class="check" title=text("with-advice-hint")>
            <input type="checkbox" on:change=move |ev| with_advice.set(event_target_checked(&ev)) />
            {text("with-advice")}
        </label>
        <select
            aria-label=text("export-menu")
            data-testid="export-menu"
            title=text("export-menu-hint")
            on:change=move |ev| {
                let picked = event_target_value(&ev);
                event_target::<web_sys::HtmlSelectElement>(&ev).set_value("");
                if !picked.is_empty() {
                    editor.export_as(picked);
                }
            }
        >
            <option value="">{text("export-menu-first")}</option>
            <option value="mongosh">{text("export-mongosh")}</option>
            <option value="mermaid">{text("export-mermaid")}</option>
            <option value="mermaid-model">{text("export-mermaid-model")}</option>
            <option value="json-schema">{text("export-json-schema")}</option>
            <option value="compass">{text("export-compass")}</option>
        </select>
        <span class="divider" aria-hidden="true"></span>
        <button type="button" on:click=move |_| editor.add_entity(advice) title=text("new-entity-hint")>
            {text("new-entity")}
        </button>
        <button
            type="button"
            on:click=move |_| editor.lay_out()
            // The pointer over it, or the focus on it, comes a moment
            // before the click: time to fetch the layout's module.
            on:pointerenter=move |_| super::commands::preload()
            on:focus=move |_| super::commands::preload()
            title=text("auto-layout-hint")
        >
            {text("auto-layout")}
        </button>
        <button type="button" on:click=move |_| editor.undo() disabled=move || !can_undo() title=text("undo-hint")>
            {text("undo")}
        </button>
        <button type="button" on:click=move |_| editor.redo() disabled=move || !can_redo() title=text("redo-hint")>
            {text("redo")}
        </button>
        <span class="spacer"></span>
        // The zoom's three controls wrap to the next row together.
        <span class="zoom-controls">
            <button type="button" on:click=move |_| editor.zoom_step(false) aria-label=text("zoom-out")>"−"</button>
            <span class="zoom" aria-live="polite">
                {move || zoom_label(editor.viewport.view.get().zoom)}
            </span>
            <button type="button" on:click=move |_| editor.zoom_step(true) aria-label=text("zoom-in")>"+"</button>
        </span>
        <button type="button" on:click=move |_| editor.fit_to_screen() title=text("fit-hint")>{text("fit")}</button>
        <button
            type="button"
            on:click=move |_| editor.toggle_shortcuts()
            aria-expanded=move || editor.panels.show_shortcuts.get().to_string()
            title=text("shortcuts-hint")
        >
            {text("shortcuts")}
        </button>
        <span class="status" data-testid="problem-count">
            {move || count("problem-count", problem_count(), &[])}
        </span>
        </fieldset>
        <div
            class="loading-line"
            role="progressbar"
            aria-label=text("toolbar-loading")
            data-testid="editor-loading"
            hidden=move || editor.panels.forms_in.get()
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

//! Models in and out of the editor: examples and files opened, SQL
//! imported, the model saved as a file, the diagram exported as SVG or PNG
//! and the schema as a mongosh script, Mermaid or validators.

use leptos::{ev, prelude::*};

use super::export::{Verdicts, file_stem, first_sentence, picture_size, to_svg};
use super::library::{self, BrowserShelf};
use crate::browser;
use crate::editor::state::{CanvasAdvice, EditorContext};
use crate::reading::{read_example, read_model_file};
use crate::words::{count, fill, text};
use nestlink_core::diagram::document::Document;
use nestlink_core::diagram::edit::Edit;
use nestlink_core::diagram::layout::laid_out;
use nestlink_core::diagram::selection::Selection;
use nestlink_core::wire::model::file::model_file;
use nestlink_core::wire::{
    error::ErrorDetail,
    export::ExportFormat,
    import::{
        ImportFormat, Imported, is_importable, pasted_file_name, request_for, request_for_files,
    },
    model::Model,
};

/// Downloads the model as a file Nestlink opens again: code of a split
/// module, since no first action needs it.
#[lazy]
fn save_model_file(editor: EditorContext) {
    let (name, text) = editor
        .document
        .doc
        .with_untracked(|d| (file_stem(&d.model), model_file(&d.model)));
    if let Err(message) = browser::download(&format!("{name}.json"), "application/json", &text) {
        editor.panels.notice.set(Some(message));
    }
}

/// Shows a whole model opened (`what`: an example, a file), laid out if it
/// would open as a pile (see `laid_out`) and fitted, if it is still the
/// last one asked for (`pick`). Alone, it is a new entry of My models and
/// the one open before stays there as it was; in a live session (the owner
/// confirmed), it replaces the session's model, one undo step back. Code
/// of the layout's split module.
#[lazy]
fn show_opened(editor: EditorContext, pick: u64, model: Model, file: bool) {
    let model = laid_out(model);
    if !editor.document.is_latest_pick(pick) {
        return;
    }
    // Shown whole; a Fit pressed while it was laid out has framed the
    // model it replaces.
    editor.viewport.fit_requested.set(true);
    let name = nestlink_core::bidi::isolated(&model.name).to_string();
    let said = |id: &str| fill(id, &[("name", &name)]);
    if editor.access.in_session.get_untracked() {
        // Refused (an archived session), the edit has said why already.
        if editor.edit(Edit::Replace { model }) {
            editor.document.selection.set(Selection::None);
            let id = if file {
                "opened-file-session"
            } else {
                "opened-example-session"
            };
            editor.panels.notice.set(Some(said(id)));
        }
    } else {
        editor.open_new(Document::new(model));
        let id = if file {
            "opened-file-new"
        } else {
            "opened-example-new"
        };
        editor.panels.notice.set(Some(said(id)));
    }
}

/// Downloads the diagram as an SVG picture, or as a PNG drawn from it in
/// the browser, with the advice's verdict icons and collection frames as
/// the canvas shows them (a handout): code of a split module (`cargo
/// leptos --split`), the PNG rendering included, fetched on the first export.
/// `with_advice` adds each relationship's pattern and one-line reason
/// beside the diagram.
#[lazy]
fn export_picture(
    editor: EditorContext,
    png: bool,
    advice: Option<CanvasAdvice>,
    with_advice: bool,
) {
    /// The one part of a relationship's advice a handout quotes.
    #[derive(serde::Deserialize)]
    struct Rationale {
        rationale: String,
    }
    let model = editor.document.doc.with_untracked(|d| d.model.clone());
    let verdicts = advice.map_or_else(Verdicts::default, |advice| Verdicts {
        patterns: model
            .relationships
            .iter()
            .filter_map(|r| Some((r.id.clone(), advice.pattern_of.run(r.id.clone())?)))
            .collect(),
        groups: advice.groups.get_untracked(),
        reasons: model
            .relationships
            .iter()
            .filter(|_| with_advice)
            .filter_map(|r| {
                let json = advice.advice_json_of.run(r.id.clone())?;
                let read: Rationale = serde_json::from_str(&json).ok()?;
                Some((r.id.clone(), first_sentence(&read.rationale)))
            })
            .collect(),
    });
    let (name, svg) = (file_stem(&model), to_svg(&model, &verdicts));
    let failed = move |message| editor.panels.notice.set(Some(message));
    let started = if png {
        browser::download_png(
            &format!("{name}.png"),
            &svg,
            picture_size(&model, &verdicts),
            failed,
        )
    } else {
        browser::download(&format!("{name}.svg"), "image/svg+xml", &svg)
    };
    if let Err(message) = started {
        failed(message);
    }
}

/// Reads the files chosen in a file input (SQL, `mongoexport` documents,
/// several of them or a folder's, or a Compass diagram) and sends them to
/// their importer; when a model comes back, opens it in place of this one
/// (one undo step back) with its notes; otherwise says why and leaves the
/// model alone. Code of a split module, fetched on the first import.
#[lazy]
fn run_import(editor: EditorContext, from: ImportFrom) {
    match from {
        ImportFrom::File(event) => {
            browser::read_chosen_files(&event, is_importable, move |read| {
                let shown = match read.as_deref() {
                    Ok([(name, _)]) => name.clone(),
                    Ok(files) => count("import-files", files.len(), &[]),
                    Err(_) => text("import-the-file"),
                };
                let request = read.and_then(|files| request_for_files(&files));
                send_import(editor, shown, request);
            });
        }
        ImportFrom::Paste(text) => send_import(
            editor,
            "the pasted text".to_owned(),
            Ok(request_for(pasted_file_name(&text), &text)),
        ),
    }
}

/// Where an import's text comes from.
pub enum ImportFrom {
    /// The change event of a file input.
    File(ev::Event),
    /// Text pasted onto the editor.
    Paste(String),
}

/// Sends an import's request (the format, which names the endpoint, and
/// the body; or why there is none) and opens the model that comes back;
/// `shown` names what was imported.
fn send_import(
    editor: EditorContext,
    shown: String,
    request: Result<(ImportFormat, String), String>,
) {
    let pick = editor.document.next_pick();
    leptos::task::spawn_local(async move {
        let answer = match request {
            Ok((format, body)) => {
                let sent = if format.is_json() {
                    browser::post_json(format.path(), &body).await
                } else {
                    browser::post_text(format.path(), &body).await
                };
                match sent {
                    Ok((status, answer)) => read_import(status, &answer, &shown),
                    Err(message) => Err(fill("import-failed", &[("why", &message)])),
                }
            }
            Err(message) => Err(fill("import-failed", &[("why", &message)])),
        };
        if !editor.document.is_latest_pick(pick) {
            return;
        }
        match answer {
            Ok(imported) => {
                let notice = import_summary(&imported, &shown);
                keep_previous_save(editor);
                editor.viewport.fit_requested.set(true);
                editor.edit(Edit::Replace {
                    model: imported.model.clone(),
                });
                editor.document.selection.set(Selection::None);
                editor.panels.notice.set(Some(notice));
                super::import_notes::keep(editor, imported.note_lines());
            }
            Err(message) => editor.panels.notice.set(Some(message)),
        }
    });
}

/// An import's answer read: the model and its notes, or what to say instead.
fn read_import(status: u16, body: &str, file: &str) -> Result<Imported, String> {
    if status == 200 {
        Imported::from_json(body).map_err(|_| text("import-unreadable"))
    } else {
        let reason = ErrorDetail::read(body).map_or_else(
            || fill("import-http", &[("status", &status.to_string())]),
            |error| error.message,
        );
        Err(fill(
            "import-failed-from",
            &[
                ("file", &nestlink_core::bidi::isolated(file)),
                ("why", &reason),
            ],
        ))
    }
}

/// What an import that worked says: the file, what came of it, and the
/// notes when there are some.
fn import_summary(imported: &Imported, file: &str) -> String {
    let said = fill(
        "imported",
        &[
            ("file", &nestlink_core::bidi::isolated(file)),
            (
                "entities",
                &count("entities-count", imported.model.entities.len(), &[]),
            ),
            (
                "relationships",
                &count(
                    "relationships-count",
                    imported.model.relationships.len(),
                    &[],
                ),
            ),
        ],
    );
    if imported.notes.is_empty() {
        said
    } else {
        format!("{said} {}", text("imported-notes"))
    }
}

/// Downloads the model in one of the export menu's formats (the API's
/// name for it), made by the server. Code of a split module.
#[lazy]
fn run_export(editor: EditorContext, format: String) {
    let ending = ExportFormat::parse(&format).map_or("json", ExportFormat::extension);
    let model = editor.document.doc.with_untracked(|d| d.model.clone());
    leptos::task::spawn_local(async move {
        let url = format!("/api/v1/export/{format}");
        let failed = match browser::post_json(&url, &model_file(&model)).await {
            Ok((200, text)) => {
                let name = format!("{}.{ending}", file_stem(&model));
                browser::download(&name, "text/plain", &text).err()
            }
            Ok((status, body)) => Some(ErrorDetail::read(&body).map_or_else(
                || fill("export-http", &[("status", &status.to_string())]),
                |error| fill("export-failed", &[("why", &error.message)]),
            )),
            Err(message) => Some(message),
        };
        if failed.is_some() {
            editor.panels.notice.set(failed);
        }
    });
}

/// Starts fetching the module opening a file or an example needs, when the
/// examples menu is first focused. Neither it nor the exports' modules (the
/// PNG rendering among them) are fetched while the editor opens: a cold
/// visit on a slow network would otherwise wait for code that is not a
/// first action.
pub fn preload() {
    let _ = lazy_preload!(show_opened);
}

/// Before an import replaces the model open here, its save is copied aside
/// as well as being one undo step back: undo history is trimmed, the copy
/// is not. (An example or a file opens as a new model instead.)
fn keep_previous_save(editor: EditorContext) {
    if let Some(json) = library::load(&BrowserShelf, &editor.document.local_id.get_untracked()) {
        browser::save("nestlink.previous", &json);
    }
}

impl EditorContext {
    /// An example opens as a new model (see [`show_opened`]). Picked one
    /// after another, the last one picked is opened.
    pub fn open_example(self, slug: String) {
        if !self.may_replace_model() {
            return;
        }
        let pick = self.document.next_pick();
        leptos::task::spawn_local(async move {
            let opened = match browser::get(&format!("/api/v1/examples/{slug}")).await {
                Ok((status, body)) => read_example(status, body).await,
                Err(message) => Err(message),
            };
            match opened {
                Ok(model) => show_opened(self, pick, model, false).await,
                Err(message) if self.document.is_latest_pick(pick) => {
                    self.panels.notice.set(Some(message))
                }
                Err(_) => {}
            }
        });
    }

    /// Opens the file chosen in a file input; the last model asked for
    /// wins, file or example.
    pub fn open_file(self, event: &ev::Event) {
        if !self.may_replace_model() {
            return;
        }
        browser::read_chosen_file(event, move |read| {
            leptos::task::spawn_local(async move {
                let opened = match read {
                    Ok(file) => read_model_file(file).await,
                    Err(message) => Err(message),
                };
                match opened {
                    Ok(model) => {
                        let pick = self.document.next_pick();
                        show_opened(self, pick, model, true).await;
                    }
                    Err(message) => self
                        .panels
                        .notice
                        .set(Some(fill("open-failed", &[("why", &message)]))),
                }
            });
        });
    }

    /// Imports the file chosen in a file input (see [`run_import`]).
    pub fn import_file(self, event: ev::Event) {
        if !self.may_replace_model() {
            return;
        }
        leptos::task::spawn_local(run_import(self, ImportFrom::File(event)));
    }

    /// Imports text pasted onto the editor (see [`run_import`]).
    pub fn import_pasted(self, text: String) {
        if !self.may_replace_model() {
            return;
        }
        leptos::task::spawn_local(run_import(self, ImportFrom::Paste(text)));
    }

    /// Downloads the model in an export format (see [`run_export`]).
    pub fn export_as(self, format: String) {
        leptos::task::spawn_local(run_export(self, format));
    }

    pub fn save_file(self) {
        leptos::task::spawn_local(save_model_file(self));
    }

    /// `advice` gives the verdicts the picture carries, when the page has
    /// them; `with_advice` lists each relationship's reason beside it.
    pub fn export_svg(self, advice: Option<CanvasAdvice>, with_advice: bool) {
        leptos::task::spawn_local(export_picture(self, false, advice, with_advice));
    }

    pub fn export_png(self, advice: Option<CanvasAdvice>, with_advice: bool) {
        leptos::task::spawn_local(export_picture(self, true, advice, with_advice));
    }
}

//! Taking a model out: `POST /api/v1/export/{format}` answers the model as
//! a mongosh script, Mermaid diagrams or `$jsonSchema` validators (the work
//! itself is the top-level `export` module).

use axum::{
    extract::{Path, Request, State},
    http::header,
    response::{IntoResponse, Response},
};
use utoipa_axum::{router::OpenApiRouter, routes};

use nestlink_core::wire::{export::ExportFormat, model::Model};

use super::extract::{parse_model, read_body};
use crate::{
    error::{ApiError, ErrorBody},
    export::export_in,
    i18n::{self, Language},
    state::AppState,
};

/// The export route, with its documentation.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(export_model))
}

/// A model in another format: `mongosh` (a script that creates every
/// recommended collection with its validator and indexes and inserts the
/// sample documents), `mermaid` (an `erDiagram` of the recommended
/// collections), `mermaid-model` (one of the model as drawn), `json-schema`
/// (each collection's validator) or
/// `compass` (a MongoDB Compass Data Modeling diagram of the model, `.mdm`).
#[utoipa::path(post, path = "/v1/export/{format}", tag = "export",
    params(("format" = ExportFormat, Path, description = "`mongosh`, `mermaid`, `mermaid-model`, `json-schema` or `compass`")),
    request_body(content = Model, description = "The model, as drawn in the editor"),
    responses(
        (status = 415, description = "The body is not sent as `application/json` (`unsupported_media_type`)", body = ErrorBody),
        (status = 200, description = "The export, as a file to save", content(
                (String = "text/javascript; charset=utf-8"),
                (String = "text/vnd.mermaid; charset=utf-8"),
                (Object = "application/json"),
            ),
            headers(("Content-Disposition" = String, description = "`attachment`, with a file name"))),
        (status = 400, description = "Malformed JSON or an unknown key (`invalid_json`, `unknown_key`)", body = ErrorBody),
        (status = 404, description = "No such format (`not_found`)", body = ErrorBody),
        (status = 413, description = "The body is over 1 MiB (`payload_too_large`)", body = ErrorBody),
        (status = 422, description = "Valid JSON that breaks a rule of the model (`invalid_model`)", body = ErrorBody),
        (status = 503, description = "Too much work at once (`overloaded`); send it again after `Retry-After` seconds", body = ErrorBody,
            headers(("Retry-After" = u32, description = "Seconds to wait"))),
    ))]
async fn export_model(
    State(state): State<AppState>,
    Path(format): Path<String>,
    request: Request,
) -> Result<Response, ApiError> {
    let format = ExportFormat::parse(&format).ok_or(ApiError::UnknownFormat(format))?;
    let lang = request
        .extensions()
        .get::<Language>()
        .map_or(i18n::ENGLISH, |language| language.0);
    let body = read_body(request, &()).await?;
    let (name, text) = state
        .capacity
        .run(move || -> Result<(String, String), ApiError> {
            let model = parse_model(&body)?;
            Ok((file_stem(&model), export_in(&model, format, lang)))
        })
        .await??;
    let disposition = format!("attachment; filename=\"{name}.{}\"", format.extension());
    // Only the mongosh script has prose of its own, its comments.
    let written_in = if format == ExportFormat::Mongosh {
        lang
    } else {
        i18n::ENGLISH
    };
    Ok((
        [
            (header::CONTENT_TYPE, format.content_type().to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
            (header::CONTENT_LANGUAGE, written_in.to_owned()),
        ],
        text,
    )
        .into_response())
}

/// A file name from the model's name: ASCII letters, digits and `-` only,
/// so the header needs no quoting rules.
fn file_stem(model: &Model) -> String {
    let stem: String = model
        .name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect::<String>()
        .split('-')
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if stem.is_empty() {
        "model".to_owned()
    } else {
        stem.chars().take(60).collect()
    }
}

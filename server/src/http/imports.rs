//! Bringing a schema in: `POST /api/v1/import/sql` reads SQL DDL,
//! `POST /api/v1/import/documents` sample documents and
//! `POST /api/v1/import/compass` a MongoDB Compass diagram into a model with
//! notes (the work itself is in the top-level `import`, a module per
//! [`ImportFormat`]).

use axum::{
    Json,
    extract::{Request, State},
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::extract::{parse_json, read_body};
use crate::{
    error::{ApiError, ErrorBody},
    i18n::{self, Language},
    import::{
        ImportFormat, Imported, SampleDocuments,
        compass::{self, DiagramFile},
        from_documents, from_sql, model_name, notes_in,
    },
    state::AppState,
};

/// The import routes, with their documentation.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(import_sql))
        .routes(routes!(import_documents))
        .routes(routes!(import_compass))
}

/// A model from SQL DDL (PostgreSQL, MySQL or SQLite `CREATE TABLE`
/// statements, with their keys): tables become entities, columns fields,
/// foreign keys relationships, and join tables many-to-many relationships.
/// Every skipped statement and every guess is listed in `notes`.
#[utoipa::path(post, path = "/v1/import/sql", tag = "import",
    request_body(description = "The DDL, as text", content(
        (String = "text/plain"),
        (String = "application/sql"),
    )),
    responses(
        (status = 415, description = "The body is not sent as `text/plain` or `application/sql` (`unsupported_media_type`)", body = ErrorBody),
        (status = 200, description = "The model, laid out, and the notes", body = Imported),
        (status = 400, description = "The body is not UTF-8 (`invalid_text`)", body = ErrorBody),
        (status = 413, description = "The body is over 1 MiB (`payload_too_large`)", body = ErrorBody),
        (status = 422, description = "The SQL cannot be read (`invalid_sql`, with `line` and `column`), creates no table (`nothing_to_import`) or too many (`too_many_entities`)", body = ErrorBody),
        (status = 503, description = "Too much work at once (`overloaded`); send it again after `Retry-After` seconds", body = ErrorBody,
            headers(("Retry-After" = u32, description = "Seconds to wait"))),
    ))]
async fn import_sql(State(state): State<AppState>, request: Request) -> Result<Response, ApiError> {
    import_body(&state, request, ImportFormat::Sql).await
}

/// A model from sample documents (MongoDB Extended JSON, relaxed or
/// canonical, by collection): fields and BSON types are read from the
/// documents, embedded documents and arrays of them become entities with
/// the counts seen, and ObjectIds that are another collection's `_id`
/// values become references. Every guess is listed in `notes`.
#[utoipa::path(post, path = "/v1/import/documents", tag = "import",
    request_body(content = SampleDocuments, description = "Sample documents by collection name"),
    responses(
        (status = 415, description = "The body is not sent as `application/json` (`unsupported_media_type`)", body = ErrorBody),
        (status = 200, description = "The model, laid out, and the notes", body = Imported),
        (status = 400, description = "Malformed JSON or an unknown key (`invalid_json`, `unknown_key`)", body = ErrorBody),
        (status = 413, description = "The body is over 1 MiB (`payload_too_large`)", body = ErrorBody),
        (status = 422, description = "A sample is not a document or not valid Extended JSON (`invalid_document`, with its `path`), there are no documents (`nothing_to_import`), the body lacks `collections` (`missing_key`), or too many entities (`too_many_entities`)", body = ErrorBody),
        (status = 503, description = "Too much work at once (`overloaded`); send it again after `Retry-After` seconds", body = ErrorBody,
            headers(("Retry-After" = u32, description = "Seconds to wait"))),
    ))]
async fn import_documents(
    State(state): State<AppState>,
    request: Request,
) -> Result<Response, ApiError> {
    import_body(&state, request, ImportFormat::Documents).await
}

/// A model from a MongoDB Compass Data Modeling diagram file (`.mdm`): its
/// edit history is replayed, each collection becomes an entity with its
/// top-level fields, and each relationship one from its "one" side.
#[utoipa::path(post, path = "/v1/import/compass", tag = "import",
    request_body(content = DiagramFile, description = "The `.mdm` file Compass exports"),
    responses(
        (status = 415, description = "The body is not sent as `application/json` (`unsupported_media_type`)", body = ErrorBody),
        (status = 200, description = "The model and the notes", body = Imported),
        (status = 400, description = "Malformed JSON (`invalid_json`)", body = ErrorBody),
        (status = 413, description = "The body is over 1 MiB (`payload_too_large`)", body = ErrorBody),
        (status = 422, description = "Not a Compass diagram, or its edits cannot be read (`invalid_document`, with its `path`), a missing key (`missing_key`), no collections (`nothing_to_import`) or too many (`too_many_entities`)", body = ErrorBody),
        (status = 503, description = "Too much work at once (`overloaded`); send it again after `Retry-After` seconds", body = ErrorBody,
            headers(("Retry-After" = u32, description = "Seconds to wait"))),
    ))]
async fn import_compass(
    State(state): State<AppState>,
    request: Request,
) -> Result<Response, ApiError> {
    import_body(&state, request, ImportFormat::Compass).await
}

/// Reads the body and imports it where analyses run: parsing a large
/// schema takes a while. Its notes are written in the request's language,
/// which the answer names (the model's own names stay as the input gave
/// them).
async fn import_body(
    state: &AppState,
    request: Request,
    format: ImportFormat,
) -> Result<Response, ApiError> {
    let lang = request
        .extensions()
        .get::<Language>()
        .map_or(i18n::ENGLISH, |language| language.0);
    let body = read_body(request, &()).await?;
    let mut imported = state.capacity.run(move || import(format, &body)).await??;
    if lang != i18n::ENGLISH {
        notes_in(&mut imported.notes, lang);
        if let Some(name) = model_name(format, lang) {
            imported.model.name = name;
        }
    }
    Ok((
        [(header::CONTENT_LANGUAGE, HeaderValue::from_static(lang))],
        Json(imported),
    )
        .into_response())
}

/// A body in `format`, read by that format's importer.
fn import(format: ImportFormat, body: &[u8]) -> Result<Imported, ApiError> {
    Ok(match format {
        ImportFormat::Sql => {
            let ddl = std::str::from_utf8(body)
                .map_err(|error| ApiError::InvalidText(error.to_string()))?;
            from_sql(ddl)?
        }
        ImportFormat::Documents => from_documents(&parse_json::<SampleDocuments>(body)?)?,
        ImportFormat::Compass => compass::read_file(&parse_json::<DiagramFile>(body)?)?,
    })
}

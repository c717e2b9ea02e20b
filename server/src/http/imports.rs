//! Bringing a schema in: `POST /api/v1/import/sql` reads SQL DDL into a
//! model with notes (the work itself is the top-level `import` module).

use axum::{
    Json,
    extract::{Request, State},
};
use utoipa_axum::{router::OpenApiRouter, routes};

use super::extract::read_body;
use crate::{
    error::{ApiError, ErrorBody},
    import::{Imported, from_sql},
    state::AppState,
};

/// The import routes, with their documentation.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(import_sql))
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
        (status = 200, description = "The model, laid out, and the notes", body = Imported),
        (status = 400, description = "The body is not UTF-8 (`invalid_text`)", body = ErrorBody),
        (status = 413, description = "The body is over 1 MiB (`payload_too_large`)", body = ErrorBody),
        (status = 422, description = "The SQL cannot be read (`invalid_sql`, with `line` and `column`), creates no table (`nothing_to_import`) or too many (`too_many_entities`)", body = ErrorBody),
        (status = 503, description = "Too much work at once (`overloaded`); send it again after `Retry-After` seconds", body = ErrorBody,
            headers(("Retry-After" = u32, description = "Seconds to wait"))),
    ))]
async fn import_sql(
    State(state): State<AppState>,
    request: Request,
) -> Result<Json<Imported>, ApiError> {
    let body = read_body(request, &()).await?;
    let ddl = String::from_utf8(body.to_vec())
        .map_err(|error| ApiError::InvalidText(error.utf8_error().to_string()))?;
    // Parsing a large schema takes a while: it runs where analyses do.
    let imported = state.capacity.run(move || from_sql(&ddl)).await??;
    Ok(Json(imported))
}

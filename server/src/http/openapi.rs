//! The OpenAPI document of every `/api` route, served at
//! `/api/openapi.json`, and the fix-ups utoipa's output needs.

use axum::Json;
use utoipa::OpenApi;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    error::{ApiError, ErrorBody},
    state::AppState,
};

/// Title, version and shared components of the OpenAPI document.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Nestlink API",
        description = "Describe a MongoDB document schema (entities, relationships, how the data is used) and get a recommendation per relationship: embed (nest) or reference (link), and why."
    ),
    components(schemas(ErrorBody, nestlink_core::wire::export::ExportFormat))
)]
pub struct ApiDoc;

/// The document's own route.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(openapi_json))
}

/// This document.
#[utoipa::path(get, path = "/openapi.json", tag = "meta",
    responses((status = 200, description = "The OpenAPI document of every /api route", content_type = "application/json")))]
async fn openapi_json() -> Result<Json<serde_json::Value>, ApiError> {
    let mut document = serde_json::to_value(super::openapi())
        .map_err(|error| ApiError::Internal(format!("the OpenAPI document: {error}")))?;
    spell_links_in_camel_case(&mut document);
    name_sample_holders_plainly(&mut document);
    Ok(Json(document))
}

/// The analysis types are shared with the browser and generic over how a
/// sample document is held; utoipa names the server's instances after the
/// parameter (`Variant_Doc`). Clients know them by their plain names.
fn name_sample_holders_plainly(document: &mut serde_json::Value) {
    const SUFFIX: &str = "_Doc";
    const PREFIX: &str = "#/components/schemas/";
    fn walk(value: &mut serde_json::Value) {
        match value {
            serde_json::Value::Object(map) => {
                if let Some(serde_json::Value::String(reference)) = map.get_mut("$ref")
                    && reference.starts_with(PREFIX)
                    && let Some(plain) = reference.strip_suffix(SUFFIX)
                {
                    *reference = plain.to_owned();
                }
                map.values_mut().for_each(walk);
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(walk),
            _ => {}
        }
    }
    if let Some(schemas) = document
        .pointer_mut("/components/schemas")
        .and_then(|s| s.as_object_mut())
    {
        let generic: Vec<String> = schemas
            .keys()
            .filter(|name| name.ends_with(SUFFIX))
            .cloned()
            .collect();
        for name in generic {
            if let Some(schema) = schemas.remove(&name) {
                schemas.insert(name.trim_end_matches(SUFFIX).to_owned(), schema);
            }
        }
    }
    walk(document);
}

/// utoipa 5.5 writes a link's keys as Rust names (`operation_id`), which
/// OpenAPI tools do not read; the specification spells them `operationId`,
/// `operationRef` and `requestBody`.
fn spell_links_in_camel_case(document: &mut serde_json::Value) {
    let Some(paths) = document.get_mut("paths").and_then(|p| p.as_object_mut()) else {
        return;
    };
    let links = paths
        .values_mut()
        .filter_map(|item| item.as_object_mut())
        .flat_map(|item| item.values_mut())
        .filter_map(|operation| operation.get_mut("responses")?.as_object_mut())
        .flat_map(|responses| responses.values_mut())
        .filter_map(|response| response.get_mut("links")?.as_object_mut())
        .flat_map(|links| links.values_mut())
        .filter_map(|link| link.as_object_mut());
    for link in links {
        for (rust, spec) in [
            ("operation_id", "operationId"),
            ("operation_ref", "operationRef"),
            ("request_body", "requestBody"),
        ] {
            if let Some(value) = link.remove(rust) {
                link.insert(spec.to_owned(), value);
            }
        }
    }
}

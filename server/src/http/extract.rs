//! Reading requests: a body within the limit, and a model from it, checked
//! by the validator, with every failure in the JSON error shape.

use axum::{
    body::Bytes,
    extract::{FromRequest, Request},
    http::StatusCode,
};

use nestlink_core::wire::{model::Model, validate::validate};

use crate::error::ApiError;

/// A model from a JSON body, checked by the validator. Every failure is an
/// [`ApiError`] in the JSON error shape: 413 over the body limit, 400 for
/// malformed JSON and unknown keys, 422 for values that break the rules.
pub struct ModelJson(pub Model);

impl<S: Send + Sync> FromRequest<S> for ModelJson {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        parse_model(&read_body(request, state).await?).map(Self)
    }
}

/// A request's whole body, within the body limit.
pub async fn read_body<S: Send + Sync>(request: Request, state: &S) -> Result<Bytes, ApiError> {
    Bytes::from_request(request, state)
        .await
        .map_err(|rejection| {
            // The body-limit layer's error surfaces here while the body
            // streams in (no Content-Length to refuse it up front).
            if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::PayloadTooLarge
            } else {
                ApiError::InvalidJson(rejection.body_text())
            }
        })
}

/// Reads and validates a model.
///
/// # Errors
/// [`ApiError::InvalidJson`] or [`ApiError::UnknownKey`] (400) when the
/// JSON is malformed or has a key the format lacks; [`ApiError::InvalidModel`]
/// (422) for a wrong type or value, a missing key, or a broken rule.
pub fn parse_model(bytes: &[u8]) -> Result<Model, ApiError> {
    parse_model_where(bytes, |_| true)
}

/// Reads a model stored by an earlier version: rules added since it was
/// stored (`count_too_large`) do not make a link stop working.
///
/// # Errors
/// As [`parse_model`], for every other rule.
pub fn parse_stored_model(bytes: &[u8]) -> Result<Model, ApiError> {
    parse_model_where(bytes, |problem| problem.code != "count_too_large")
}

fn parse_model_where(
    bytes: &[u8],
    applies: impl Fn(&nestlink_core::wire::validate::Problem) -> bool,
) -> Result<Model, ApiError> {
    let model: Model = parse_json(bytes)?;
    let problems: Vec<_> = validate(&model).into_iter().filter(applies).collect();
    if problems.is_empty() {
        Ok(model)
    } else {
        Err(ApiError::InvalidModel(problems))
    }
}

/// Reads one JSON value of type `T`, every failure in the error shape: 400
/// for malformed JSON and unknown keys, 422 (with the path) for a missing
/// key or a value of the wrong type.
///
/// # Errors
/// As described.
pub fn parse_json<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    let value: T = serde_path_to_error::deserialize(&mut deserializer).map_err(shape_error)?;
    deserializer
        .end()
        .map_err(|error| ApiError::InvalidJson(error.to_string()))?;
    Ok(value)
}

fn shape_error(error: serde_path_to_error::Error<serde_json::Error>) -> ApiError {
    let path = error.path().to_string();
    let path = if path == "." { String::new() } else { path };
    let inner = error.into_inner();
    let message = inner.to_string();
    match inner.classify() {
        serde_json::error::Category::Data if message.starts_with("unknown field") => {
            ApiError::UnknownKey {
                message: at(&path, &message),
                path,
            }
        }
        serde_json::error::Category::Data => {
            let code = if message.starts_with("missing field") {
                "missing_key"
            } else {
                "invalid_value"
            };
            ApiError::InvalidModel(vec![nestlink_core::wire::validate::Problem {
                code: code.to_owned(),
                message: at(&path, &message),
                path,
                said: None,
            }])
        }
        serde_json::error::Category::Io
        | serde_json::error::Category::Syntax
        | serde_json::error::Category::Eof => ApiError::InvalidJson(message),
    }
}

fn at(path: &str, message: &str) -> String {
    if path.is_empty() {
        message.to_owned()
    } else {
        format!("At {path}: {message}")
    }
}

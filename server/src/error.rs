//! API errors and their JSON shape:
//! `{"error": {"code": "...", "message": "...", "path": "..."}}`.

use axum::{
    Json,
    body::Bytes,
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use fluent_bundle::FluentArgs;
use nestlink_core::wire::validate::Problem;
use serde::Serialize;

use crate::i18n;

use crate::import::ImportError;

/// Everything the API can answer with instead of a result.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("There is no API route at {0}; see /api/openapi.json for the routes.")]
    UnknownRoute(String),
    #[error("The request body is larger than the 1 MiB limit. Send a smaller model, or split it.")]
    PayloadTooLarge,
    /// The body is not JSON, or not one JSON value.
    #[error(
        "The request body is not valid JSON ({0}). Send one JSON object; the model format is in /api/openapi.json."
    )]
    InvalidJson(String),
    /// A key the format does not have: almost always a typo.
    #[error("{message}. Unknown keys are refused because they are almost always typos.")]
    UnknownKey { message: String, path: String },
    /// Well-formed JSON that breaks the model's rules; every problem found.
    #[error("{}", first_problem(.0))]
    InvalidModel(Vec<Problem>),
    /// No example has this slug.
    #[error("There is no example called \"{0}\"; GET /api/v1/examples lists them.")]
    ExampleNotFound(String),
    /// No export format has this name.
    #[error(
        "There is no export format called \"{0}\"; the formats are mongosh, mermaid, mermaid-model, json-schema and compass."
    )]
    UnknownFormat(String),
    /// No shared model has this id (or the id is malformed).
    #[error("There is no shared model at this link. Check that the link was copied whole.")]
    ModelNotFound,
    /// No live session has this id (or the id is malformed).
    #[error("There is no live session at this link. Check that the link was copied whole.")]
    SessionNotFound,
    /// A WebSocket route asked for without the WebSocket handshake.
    #[error("This address is a WebSocket ({0}); connect to it with a WebSocket client.")]
    NotWebSocket(String),
    /// A live socket opened by a page of another site.
    #[error(
        "A live session can only be joined from Nestlink's own pages; this request came from a page of another site. Open the session's link instead."
    )]
    ForeignOrigin,
    /// Too many links created by one client in a short time.
    #[error("Too many links were created from here in a short time. Try again in {}.", seconds(*.0))]
    RateLimited(std::time::Duration),
    /// The database is down or refused the query.
    #[error(
        "Shared links are unavailable right now: the database cannot be reached. Your model is safe in this browser; try again in a moment."
    )]
    StorageUnavailable,
    /// More analyses are asked for than the server can do in time.
    #[error(
        "The server is busy with other analyses right now. Nothing was lost: send the same request again in a moment."
    )]
    Overloaded,
    /// A body sent as another media type than the route reads (a form
    /// posted from another site is `text/plain` or a form type).
    #[error(
        "The body is sent as {given:?}; this route reads {expected}. Send it with that Content-Type."
    )]
    UnsupportedMediaType { given: String, expected: String },
    /// A body that should be text is not UTF-8.
    #[error("The body is not UTF-8 text ({0}). Save the file as UTF-8 and send it again.")]
    InvalidText(String),
    /// Text an importer cannot turn into a model.
    #[error(transparent)]
    Import(#[from] crate::import::ImportError),
    /// A fault of the server's own, not of the request.
    #[error(
        "Something went wrong on the server; the request was fine. Try again, and report it if it keeps happening."
    )]
    Internal(String),
}

/// "1 second", "30 seconds": a wait, in whole seconds, at least one.
fn seconds(wait: std::time::Duration) -> String {
    match wait.as_secs().max(1) {
        1 => "1 second".to_owned(),
        n => format!("{n} seconds"),
    }
}

fn first_problem(problems: &[Problem]) -> String {
    match problems {
        [] => "The model is not valid.".to_owned(),
        [only] => only.message.clone(),
        [first, rest @ ..] => format!(
            "{} (and {} more problem{}, listed in \"problems\")",
            first.message,
            rest.len(),
            if rest.len() == 1 { "" } else { "s" }
        ),
    }
}

impl ApiError {
    /// The HTTP status this error is answered with.
    #[must_use]
    pub fn status(&self) -> StatusCode {
        match self {
            Self::UnknownRoute(_) => StatusCode::NOT_FOUND,
            Self::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::InvalidJson(_) | Self::UnknownKey { .. } | Self::InvalidText(_) => {
                StatusCode::BAD_REQUEST
            }
            Self::InvalidModel(_) | Self::Import(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::ModelNotFound
            | Self::SessionNotFound
            | Self::ExampleNotFound(_)
            | Self::UnknownFormat(_) => StatusCode::NOT_FOUND,
            Self::RateLimited(_) => StatusCode::TOO_MANY_REQUESTS,
            Self::NotWebSocket(_) => StatusCode::UPGRADE_REQUIRED,
            Self::ForeignOrigin => StatusCode::FORBIDDEN,
            Self::UnsupportedMediaType { .. } => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::StorageUnavailable | Self::Overloaded => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The stable, machine-readable code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Self::UnknownRoute(_) => "not_found",
            Self::PayloadTooLarge => "payload_too_large",
            Self::InvalidJson(_) => "invalid_json",
            Self::UnknownKey { .. } => "unknown_key",
            Self::InvalidModel(_) => "invalid_model",
            Self::InvalidText(_) => "invalid_text",
            Self::Import(ImportError::Syntax { .. }) => "invalid_sql",
            Self::Import(ImportError::Document { .. }) => "invalid_document",
            Self::Import(ImportError::Empty(_)) => "nothing_to_import",
            Self::Import(ImportError::TooLarge { .. }) => "too_many_entities",
            Self::Import(ImportError::Breaks(_)) => "invalid_model",
            Self::ModelNotFound
            | Self::SessionNotFound
            | Self::ExampleNotFound(_)
            | Self::UnknownFormat(_) => "not_found",
            Self::RateLimited(_) => "rate_limited",
            Self::NotWebSocket(_) => "upgrade_required",
            Self::ForeignOrigin => "foreign_origin",
            Self::UnsupportedMediaType { .. } => "unsupported_media_type",
            Self::StorageUnavailable => "storage_unavailable",
            Self::Overloaded => "overloaded",
            Self::Internal(_) => "internal",
        }
    }

    /// The JSON path of the input at fault, where one applies.
    #[must_use]
    pub fn path(&self) -> Option<&str> {
        match self {
            Self::UnknownKey { path, .. } => Some(path.as_str()).filter(|path| !path.is_empty()),
            Self::InvalidModel(problems) => problems
                .first()
                .map(|problem| problem.path.as_str())
                .filter(|path| !path.is_empty()),
            Self::Import(ImportError::Document { path, .. }) => Some(path.as_str()),
            Self::UnknownRoute(_)
            | Self::PayloadTooLarge
            | Self::InvalidJson(_)
            | Self::ModelNotFound
            | Self::SessionNotFound
            | Self::ForeignOrigin
            | Self::ExampleNotFound(_)
            | Self::UnknownFormat(_)
            | Self::RateLimited(_)
            | Self::NotWebSocket(_)
            | Self::UnsupportedMediaType { .. }
            | Self::StorageUnavailable
            | Self::Overloaded
            | Self::InvalidText(_)
            | Self::Import(_)
            | Self::Internal(_) => None,
        }
    }

    /// Where in a text body the fault is: (line, column), 1-based.
    #[must_use]
    pub fn place(&self) -> Option<(u32, u32)> {
        match self {
            Self::Import(ImportError::Syntax { line, column, .. }) => Some((
                u32::try_from(*line).unwrap_or(u32::MAX),
                u32::try_from(*column).unwrap_or(u32::MAX),
            )),
            _ => None,
        }
    }

    /// The message's id in `locales/*/api.ftl` and its arguments; `None`
    /// where the message is written by another part (a model's problems,
    /// an importer's errors), which answers in English for now.
    fn fluent(&self) -> Option<(&'static str, FluentArgs<'static>)> {
        let mut args = FluentArgs::new();
        let id = match self {
            Self::UnknownRoute(route) => {
                args.set("route", route.clone());
                "unknown-route"
            }
            Self::PayloadTooLarge => "payload-too-large",
            Self::InvalidJson(detail) => {
                args.set("detail", detail.clone());
                "invalid-json"
            }
            Self::UnknownKey { message, .. } => {
                args.set("detail", message.clone());
                "unknown-key"
            }
            Self::ExampleNotFound(slug) => {
                args.set("slug", slug.clone());
                "example-not-found"
            }
            Self::UnknownFormat(format) => {
                args.set("format", format.clone());
                "unknown-format"
            }
            Self::ModelNotFound => "model-not-found",
            Self::SessionNotFound => "session-not-found",
            Self::ForeignOrigin => "foreign-origin",
            Self::NotWebSocket(route) => {
                args.set("route", route.clone());
                "not-websocket"
            }
            Self::RateLimited(wait) => {
                args.set("seconds", wait.as_secs().max(1));
                "rate-limited"
            }
            Self::StorageUnavailable => "storage-unavailable",
            Self::Overloaded => "overloaded",
            Self::UnsupportedMediaType { given, expected } => {
                args.set("given", format!("{given:?}"));
                args.set("expected", expected.clone());
                "unsupported-media-type"
            }
            Self::InvalidText(detail) => {
                args.set("detail", detail.clone());
                "invalid-text"
            }
            Self::Internal(_) => "internal",
            Self::InvalidModel(_) | Self::Import(_) => return None,
        };
        Some((id, args))
    }

    /// The message in the language tagged `lang` (see [`crate::i18n`]), and
    /// the language it is written in: English where it has no translation.
    #[must_use]
    pub fn message_in(&self, lang: &'static str) -> (String, &'static str) {
        if let Some(problems) = self.problems_in(lang) {
            let mut args = FluentArgs::new();
            let id = match problems.as_slice() {
                [] => "model-not-valid",
                [only] => return (only.message.clone(), lang),
                [first, rest @ ..] => {
                    args.set("first", first.message.clone());
                    args.set("n", rest.len());
                    "more-problems"
                }
            };
            if let Some(text) = i18n::message(lang, id, &args) {
                return (text, lang);
            }
        }
        if let Self::Import(error) = self
            && let Some(text) = crate::import::written_in(lang, &error.message())
        {
            return (text, lang);
        }
        self.fluent()
            .and_then(|(id, args)| i18n::message(lang, id, &args))
            .map_or_else(|| (self.to_string(), i18n::ENGLISH), |text| (text, lang))
    }

    /// A model's problems written in the language tagged `lang`; `None`
    /// for other errors, or problems that are not all words (written
    /// elsewhere: an importer's).
    fn problems_in(&self, lang: &str) -> Option<Vec<Problem>> {
        let words = nestlink_core::words::for_language(lang);
        self.problems()?
            .iter()
            .map(|problem| {
                let said = problem.said.as_ref()?;
                Some(Problem {
                    message: said.written_by(|id, args| words.fill(id, args)),
                    ..problem.clone()
                })
            })
            .collect()
    }

    /// The JSON body, with `message` as the error's message.
    #[must_use]
    pub fn body(&self, message: String) -> ErrorBody {
        self.body_in(message, i18n::ENGLISH)
    }

    /// The JSON body with `message`, its problems written in the language
    /// tagged `lang`.
    #[must_use]
    pub fn body_in(&self, message: String, lang: &str) -> ErrorBody {
        let problems = if lang == i18n::ENGLISH {
            None
        } else {
            self.problems_in(lang)
        };
        ErrorBody {
            error: ErrorDetail {
                code: self.code().to_owned(),
                message,
                path: self.path().map(str::to_owned),
                problems: problems.or_else(|| self.problems().map(<[Problem]>::to_vec)),
                line: self.place().map(|(line, _)| line),
                column: self.place().map(|(_, column)| column),
            },
        }
    }

    /// Every problem, for a model that breaks the rules.
    #[must_use]
    pub fn problems(&self) -> Option<&[Problem]> {
        match self {
            Self::InvalidModel(problems) => Some(problems),
            _ => None,
        }
    }
}

pub use nestlink_core::wire::error::{ErrorBody, ErrorDetail};

/// An error answered in English, kept on its response so the language
/// layer (`http::language`) can write it again in the reader's language.
#[derive(Clone)]
pub struct Answered(pub std::sync::Arc<ApiError>);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = self.body(self.to_string());
        if let Self::Internal(detail) = &self {
            tracing::error!("{detail}");
        }
        let mut response = (self.status(), Json(body)).into_response();
        let retry_after = match &self {
            Self::RateLimited(wait) => Some(wait.as_secs().max(1)),
            Self::Overloaded => Some(1),
            _ => None,
        };
        if let Some(seconds) = retry_after
            && let Ok(value) = header::HeaderValue::from_str(&seconds.to_string())
        {
            response.headers_mut().insert(header::RETRY_AFTER, value);
        }
        response
            .extensions_mut()
            .insert(Answered(std::sync::Arc::new(self)));
        response
    }
}

/// An answer as JSON bytes. Failing to serialise is the server's fault, so it
/// is answered 500 `internal`, never as a fault of the request.
///
/// # Errors
/// [`ApiError::Internal`] when `value` cannot be serialised.
pub fn json_bytes<T: Serialize + ?Sized>(value: &T) -> Result<Bytes, ApiError> {
    serde_json::to_vec(value)
        .map(Bytes::from)
        .map_err(|error| ApiError::Internal(format!("serialising an answer: {error}")))
}

impl From<crate::store::StoreError> for ApiError {
    fn from(error: crate::store::StoreError) -> Self {
        // The detail is for the operator; people get the plain message.
        tracing::error!("storage failed: {error}");
        Self::StorageUnavailable
    }
}

/// The body-limit layer answers 413 in plain text (before or while reading
/// the body); API clients get the same answer in the JSON error shape.
pub async fn payload_too_large_as_json(response: Response) -> Response {
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|value| value.as_bytes().starts_with(b"application/json"));
    if response.status() == StatusCode::PAYLOAD_TOO_LARGE && !is_json {
        ApiError::PayloadTooLarge.into_response()
    } else {
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A value whose serialisation fails, as a map with a non-string key does.
    struct Unserialisable;

    impl Serialize for Unserialisable {
        fn serialize<S: serde::Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
            Err(serde::ser::Error::custom("cannot be written"))
        }
    }

    /// One error of each kind whose message has a translation.
    fn translated() -> Vec<ApiError> {
        vec![
            ApiError::UnknownRoute("/api/v9".to_owned()),
            ApiError::PayloadTooLarge,
            ApiError::InvalidJson("EOF while parsing at line 1 column 3".to_owned()),
            ApiError::UnknownKey {
                message: "At slug: unknown field `slug`".to_owned(),
                path: "slug".to_owned(),
            },
            ApiError::ExampleNotFound("none".to_owned()),
            ApiError::UnknownFormat("pdf".to_owned()),
            ApiError::ModelNotFound,
            ApiError::SessionNotFound,
            ApiError::ForeignOrigin,
            ApiError::NotWebSocket("/api/v1/sessions/x/socket".to_owned()),
            ApiError::RateLimited(std::time::Duration::from_millis(300)),
            ApiError::RateLimited(std::time::Duration::from_secs(42)),
            ApiError::StorageUnavailable,
            ApiError::Overloaded,
            ApiError::UnsupportedMediaType {
                given: "text/plain".to_owned(),
                expected: "application/json".to_owned(),
            },
            ApiError::InvalidText("invalid utf-8 sequence".to_owned()),
            ApiError::Internal("detail".to_owned()),
        ]
    }

    #[test]
    fn english_from_the_translations_file_is_the_message_as_it_was() {
        for error in translated() {
            assert_eq!(
                error.message_in("en"),
                (error.to_string(), "en"),
                "{error:?}"
            );
        }
        assert_eq!(
            ApiError::RateLimited(std::time::Duration::from_millis(300)).to_string(),
            "Too many links were created from here in a short time. Try again in 1 second."
        );
    }

    #[test]
    fn every_translated_message_is_written_in_each_language() {
        for (tag, _) in crate::i18n::LANGUAGES {
            for error in translated() {
                let (message, language) = error.message_in(tag);
                assert_eq!(language, tag, "{error:?}");
                assert!(
                    !message.is_empty() && !message.contains("{"),
                    "{tag}: {message}"
                );
                if tag != "en" {
                    assert_ne!(message, error.to_string(), "{tag}: {error:?}");
                }
            }
        }
        // A model's problems are words too: written in the reader's
        // language, the list with them.
        let model = nestlink_core::wire::model::Model {
            version: 9,
            name: String::new(),
            entities: vec![nestlink_core::wire::model::Entity::new("a", " ", 0.0, 0.0)],
            relationships: Vec::new(),
        };
        let problems = ApiError::InvalidModel(nestlink_core::wire::validate::validate(&model));
        let (message, language) = problems.message_in("ru");
        assert_eq!(language, "ru");
        assert!(message.starts_with("Версия формата модели"), "{message}");
        assert!(message.contains("\"problems\""), "{message}");
        let listed = problems
            .body_in(message, "ru")
            .error
            .problems
            .unwrap_or_default();
        assert_eq!(listed.len(), 2);
        assert!(listed.iter().all(|p| !p.message.is_ascii()), "{listed:?}");
        // What another part writes (serde's words) stays English, and says so.
        let parsed = ApiError::InvalidModel(vec![nestlink_core::wire::validate::Problem {
            code: "invalid_value".to_owned(),
            message: "invalid type: string, expected u64".to_owned(),
            path: "version".to_owned(),
            said: None,
        }]);
        assert_eq!(parsed.message_in("ru").1, "en");
    }

    #[test]
    fn a_serialisation_failure_is_a_500_not_a_fault_of_the_request() {
        let error = json_bytes(&Unserialisable).expect_err("it cannot be serialised");
        assert_eq!(error.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(error.code(), "internal");
        assert!(
            matches!(error, ApiError::Internal(ref detail) if detail.contains("cannot be written"))
        );
        assert_eq!(
            error.into_response().status(),
            StatusCode::INTERNAL_SERVER_ERROR
        );
        let keys = std::collections::BTreeMap::from([(vec![1u8], 1)]);
        assert_eq!(
            json_bytes(&keys).map_err(|error| error.status()),
            Err(StatusCode::INTERNAL_SERVER_ERROR),
            "a map with non-string keys"
        );
        assert_eq!(json_bytes(&[1, 2]).ok().as_deref(), Some(&b"[1,2]"[..]));
    }
}

//! Answering in the reader's language: every `/api` response says which
//! language its messages are in (`Content-Language`), chosen from the
//! request's `?lang=` and `Accept-Language` (see [`crate::i18n`]). An error
//! is written again in that language when its message has a translation;
//! what has none yet (the advice, a model's problems, an importer's errors)
//! is English and says so. Handlers that write prose of their own read the
//! language from the request ([`i18n::Language`]).

use axum::{
    body::Body,
    extract::Request,
    http::{HeaderValue, header},
    middleware::Next,
    response::Response,
};

use crate::{error::Answered, i18n};

/// The layer's function: negotiates, answers, and labels the answer.
pub async fn answer_in_language(request: Request, next: Next) -> Response {
    if !request.uri().path().starts_with("/api/") {
        return next.run(request).await;
    }
    let lang = i18n::negotiate(
        asked_lang(request.uri().query()),
        request
            .headers()
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|value| value.to_str().ok()),
    );
    let mut request = request;
    request.extensions_mut().insert(i18n::Language(lang));
    let mut response = next.run(request).await;
    let answered = match response.extensions().get::<Answered>().cloned() {
        Some(Answered(error)) => {
            let (message, answered) = error.message_in(lang);
            if answered != i18n::ENGLISH
                && let Ok(bytes) = serde_json::to_vec(&error.body(message))
            {
                response.headers_mut().remove(header::CONTENT_LENGTH);
                *response.body_mut() = Body::from(bytes);
            }
            answered
        }
        None => i18n::ENGLISH,
    };
    let headers = response.headers_mut();
    headers.append(header::VARY, HeaderValue::from_static("accept-language"));
    let json = headers
        .get(header::CONTENT_TYPE)
        .is_some_and(|value| value.as_bytes().starts_with(b"application/json"));
    // A handler that wrote prose of its own (the mongosh script) said in
    // which language.
    if json && !headers.contains_key(header::CONTENT_LANGUAGE) {
        headers.insert(header::CONTENT_LANGUAGE, HeaderValue::from_static(answered));
    }
    response
}

/// The `lang` of a query string (`?lang=ru`), when it has one.
fn asked_lang(query: Option<&str>) -> Option<&str> {
    query?
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find_map(|(key, value)| (key == "lang").then_some(value))
}

#[cfg(test)]
mod tests {
    use super::asked_lang;

    #[test]
    fn the_query_may_name_the_language() {
        assert_eq!(asked_lang(Some("lang=ru")), Some("ru"));
        assert_eq!(asked_lang(Some("format=svg&lang=pt-BR")), Some("pt-BR"));
        assert_eq!(asked_lang(Some("language=ru")), None);
        assert_eq!(asked_lang(None), None);
    }
}

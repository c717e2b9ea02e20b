//! Answering in the reader's language: every `/api` response (and the
//! advice panel's, `nestlink_core::pages::ADVICE_PANEL`) says which
//! language its messages are in (`Content-Language`), chosen from the
//! request's `?lang=` and `Accept-Language` (see [`crate::i18n`]). An error
//! is written again in that language when its message has a translation;
//! what has none yet (a parser's own words)
//! is English and says so. Handlers that write prose of their own read the
//! language from the request ([`i18n::Language`]).
//!
//! A page is rendered in the language [`i18n::for_page`] picks; a page
//! asked for with `?lang=` (the language menu) keeps that choice.

use axum::{
    body::Body,
    extract::Request,
    http::{HeaderValue, Method, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};

use crate::{error::Answered, i18n};

/// The layer's function: negotiates, answers, and labels the answer.
pub async fn answer_in_language(request: Request, next: Next) -> Response {
    // The advice panel's route answers as the API does, in the page's language.
    let path = request.uri().path();
    if !path.starts_with("/api/") && path != nestlink_core::pages::ADVICE_PANEL {
        return page_in_language(request, next).await;
    }
    let lang = i18n::negotiate(
        i18n::lang_in_query(request.uri().query()),
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
                && let Ok(bytes) = serde_json::to_vec(&error.body_in(message, answered))
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

/// A page: `?lang=` (the language menu's links) keeps the choice in a
/// cookie and sends the browser back to the address without it, so a link
/// copied from the address bar opens in its reader's language. Every page
/// says it differs by that choice and by `Accept-Language`.
async fn page_in_language(request: Request, next: Next) -> Response {
    let query = request.uri().query();
    if request.method() == Method::GET
        && let Some(asked) = i18n::lang_in_query(query)
    {
        let lang = i18n::negotiate(Some(asked), None);
        let rest: Vec<&str> = query
            .unwrap_or_default()
            .split('&')
            .filter(|pair| pair.split('=').next() != Some("lang"))
            .collect();
        // One leading slash: `//host` would send the browser elsewhere.
        let mut location = format!("/{}", request.uri().path().trim_start_matches('/'));
        if !rest.is_empty() {
            location = format!("{location}?{}", rest.join("&"));
        }
        let cookie = format!(
            "{}={lang}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly",
            nestlink_core::words::COOKIE
        );
        let mut response = StatusCode::SEE_OTHER.into_response();
        if let (Ok(location), Ok(cookie)) = (
            HeaderValue::from_str(&location),
            HeaderValue::from_str(&cookie),
        ) {
            response.headers_mut().insert(header::LOCATION, location);
            response.headers_mut().insert(header::SET_COOKIE, cookie);
            return response;
        }
    }
    let mut response = next.run(request).await;
    let page = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|value| value.as_bytes().starts_with(b"text/html"));
    if page {
        response.headers_mut().append(
            header::VARY,
            HeaderValue::from_static("cookie, accept-language"),
        );
    }
    response
}

#[cfg(test)]
mod tests {
    use axum::{Router, body::Body, http::Request, routing::get};
    use tower::ServiceExt;

    use super::answer_in_language;

    async fn asked(uri: &str) -> axum::response::Response {
        let router = Router::new()
            .route("/{*path}", get(|| async { "page" }))
            .layer(axum::middleware::from_fn(answer_in_language));
        router
            .oneshot(Request::get(uri).body(Body::empty()).expect("a request"))
            .await
            .expect("an answer")
    }

    fn cookie(response: &axum::response::Response) -> &str {
        response.headers()["set-cookie"]
            .to_str()
            .expect("a cookie in ASCII")
    }

    #[tokio::test]
    async fn a_chosen_language_is_kept_and_dropped_from_the_address() {
        let response = asked("/editor?lang=ru").await;
        assert_eq!(response.status(), 303);
        assert_eq!(response.headers()["location"], "/editor");
        let kept = cookie(&response);
        assert!(kept.starts_with("nestlink-lang=ru; Path=/"), "{kept}");

        let response = asked("/examples?x=1&lang=pt-BR&y=2").await;
        assert_eq!(response.headers()["location"], "/examples?x=1&y=2");
        assert!(cookie(&response).starts_with("nestlink-lang=pt-BR;"));

        // A language Nestlink lacks is English; the address stays on this site.
        let response = asked("//elsewhere.example/?lang=xx").await;
        assert_eq!(response.headers()["location"], "/elsewhere.example/");
        assert!(cookie(&response).starts_with("nestlink-lang=en;"));

        assert_eq!(asked("/editor").await.status(), 200);
    }
}

//! The advice panel's answer (`nestlink_core::pages::ADVICE_PANEL`): the analysis
//! read and laid out on the server, which the page reads back as it would
//! have laid it out itself, in the page's language; refusals are the API's.

use axum::{
    body::Body,
    http::{Request, StatusCode, header},
};
use nestlink_core::words::for_language;

use crate::common::{
    analyze_answer, body_text, model, model_names, model_text, send, send_with, state,
};
use app::advice::{read_shown, show, shown_in};
use nestlink_core::pages::ADVICE_PANEL;

fn asked(body: String, lang: &str) -> Request<Body> {
    Request::post(ADVICE_PANEL)
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::ACCEPT_LANGUAGE, lang)
        .body(Body::from(body))
        .expect("a request")
}

#[tokio::test]
async fn every_golden_model_reads_back_as_the_page_would_have_laid_it_out() {
    for name in model_names() {
        let model = model(&name);
        let response = send(asked(model_text(&name), "en")).await;
        assert_eq!(response.status(), StatusCode::OK, "{name}");
        assert_eq!(response.headers()[header::CONTENT_LANGUAGE], "en");
        let read = read_shown(200, &body_text(response).await, &model);
        // What the page made of the API's answer before the server did it.
        let own = show(200, &analyze_answer(&name).await, &model);
        assert_eq!(read, own, "{name}");
        assert!(read.error.is_none(), "{name}");
    }
}

#[tokio::test]
async fn the_panel_is_laid_out_in_the_pages_language() {
    let model = model("university");
    let english = read_shown(
        200,
        &body_text(send(asked(model_text("university"), "en")).await).await,
        &model,
    );
    let response = send(asked(model_text("university"), "ru")).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()[header::CONTENT_LANGUAGE], "ru");
    let russian = read_shown(200, &body_text(response).await, &model);
    let api = Request::post("/api/v1/analyze")
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::ACCEPT_LANGUAGE, "ru")
        .body(Body::from(model_text("university")))
        .expect("a request");
    let answer = body_text(send(api).await).await;
    let expected: app::advice::Shown =
        serde_json::from_str(&shown_in(for_language("ru"), &answer, &model)).expect("JSON");
    assert_eq!(russian, expected);
    // The words are Russian, the names and patterns as they are.
    assert_ne!(russian.collections, english.collections);
    assert!(
        russian
            .collections
            .chars()
            .any(|c| ('а'..='я').contains(&c)),
        "{}",
        russian.collections
    );
    assert_eq!(russian.relationships.len(), english.relationships.len());
    for (ru, en) in russian.relationships.iter().zip(&english.relationships) {
        assert_eq!((&ru.id, &ru.pattern), (&en.id, &en.pattern));
    }
}

#[tokio::test]
async fn a_refused_model_gets_the_apis_refusal_in_the_pages_language() {
    let mut broken = crate::common::model_json("university");
    broken["relationships"][0]["to"] = "nobody".into();
    let response = send(asked(broken.to_string(), "ru")).await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(response.headers()[header::CONTENT_LANGUAGE], "ru");
    let body = body_text(response).await;
    let error: serde_json::Value = serde_json::from_str(&body).expect("the API's error");
    assert_eq!(error["error"]["code"], "invalid_model");
    // The page shows it where the advice would be.
    let read = read_shown(422, &body, &model("university"));
    assert!(read.error.is_some() && read.relationships.is_empty());
    let response = send(asked("{not json".to_owned(), "en")).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn only_a_json_body_of_at_most_a_mebibyte_is_read() {
    // A form from another site comes as text/plain: refused, as the API does.
    let form = Request::post(ADVICE_PANEL)
        .header(header::CONTENT_TYPE, "text/plain")
        .body(Body::from(model_text("university")))
        .expect("a request");
    let response = send(form).await;
    assert_eq!(response.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let error: serde_json::Value =
        serde_json::from_str(&body_text(response).await).expect("the API's error");
    assert_eq!(error["error"]["code"], "unsupported_media_type");
    let huge = format!("{{\"name\": \"{}\"}}", "x".repeat(1024 * 1024));
    let response = send(asked(huge, "en")).await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn one_models_panel_is_laid_out_once_per_language() {
    let state = state();
    let body = model_text("university");
    let first = send_with(&state, asked(body.clone(), "en")).await;
    assert_eq!(first.status(), StatusCode::OK);
    let first = body_text(first).await;
    // Kept under the language and the body, beside its analysis.
    let key = ("en", axum::body::Bytes::from(body.clone()));
    let kept = state.panels.get(&key).expect("the panel is kept");
    assert_eq!(kept, first.as_bytes());
    assert!(state.analyses.get(&key).is_some());
    assert!(state.panels.get(&("ru", key.1.clone())).is_none());
    // The next request for those bytes is answered from what is kept.
    let marked = first.replacen('{', r#"{"kept":true,"#, 1);
    state.panels.put(key, marked.clone().into());
    let again = send_with(&state, asked(body.clone(), "en")).await;
    assert_eq!(again.status(), StatusCode::OK);
    assert_eq!(again.headers()[header::CONTENT_LANGUAGE], "en");
    assert_eq!(body_text(again).await, marked);
    // Other bytes are laid out on their own.
    let other = send_with(&state, asked(model_text("publisher-books"), "en")).await;
    assert_ne!(body_text(other).await, marked);
}

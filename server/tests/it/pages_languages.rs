//! The pages in the reader's language (issue 32): each page kind rendered
//! in every language shows none of the interface's English words where
//! that language has its own, and the language chosen from the menu is
//! kept and left out of the address.

use std::collections::BTreeMap;

use axum::{
    body::Body,
    http::{HeaderMap, Request, StatusCode, header},
};
use nestlink_core::words::{LANGUAGES, read_messages};

use crate::common::{body_bytes, send, send_with};

async fn page(
    uri: &str,
    headers: &[(header::HeaderName, &str)],
) -> (StatusCode, HeaderMap, String) {
    let mut request = Request::get(uri);
    for (name, value) in headers {
        request = request.header(name, *value);
    }
    let response = send(request.body(Body::empty()).expect("a request")).await;
    let (status, headers) = (response.status(), response.headers().clone());
    let html = String::from_utf8(body_bytes(response).await).expect("UTF-8");
    (status, headers, html)
}

/// What a reader sees of a page: the text between tags outside scripts and
/// styles, and the labels and titles assistive technology reads.
fn shown(html: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        let text = rest[..open].trim();
        if !text.is_empty() {
            found.push(unescape(text));
        }
        let Some(close) = rest[open..].find('>') else {
            break;
        };
        let tag = &rest[open..open + close];
        let description = tag.starts_with("<meta name=\"description\"");
        for attribute in ["aria-label=\"", "title=\"", "data-note=\"", "content=\""] {
            if attribute == "content=\"" && !description {
                continue;
            }
            if let Some(at) = tag.find(attribute) {
                let value = &tag[at + attribute.len()..];
                found.push(unescape(value.split('"').next().unwrap_or_default()));
            }
        }
        rest = &rest[open + close + 1..];
        // The bootstrap and the shared model's data are code and data, not text.
        if tag.starts_with("<script") || tag.starts_with("<style") {
            rest = rest.split_once("</").map_or("", |(_, after)| after);
        }
    }
    found
}

fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

fn texts(files: &[&str]) -> BTreeMap<String, String> {
    files
        .iter()
        .flat_map(|file| read_messages(file).expect("every words file parses"))
        .collect()
}

#[tokio::test]
async fn every_page_kind_is_written_in_the_readers_language() {
    let english = texts(LANGUAGES[0].1);
    for (tag, files) in &LANGUAGES[1..] {
        let theirs = texts(files);
        for uri in ["/", "/examples", "/editor", "/no-such-page"] {
            let (status, headers, html) = page(uri, &[(header::ACCEPT_LANGUAGE, tag)]).await;
            let expected = if uri == "/no-such-page" {
                StatusCode::NOT_FOUND
            } else {
                StatusCode::OK
            };
            assert_eq!(status, expected, "{tag} {uri}");
            assert!(
                html.contains(&format!("<html lang=\"{tag}\"")),
                "{tag} {uri}: the page says its language"
            );
            assert!(
                headers
                    .get_all(header::VARY)
                    .iter()
                    .any(|value| value.to_str().is_ok_and(|v| v.contains("cookie"))),
                "{tag} {uri}: a page differs by the language chosen"
            );
            let shown = shown(&html);
            for (id, original) in &english {
                if theirs.get(id) != Some(original) {
                    assert!(
                        !shown.iter().any(|text| text == original),
                        "{tag} {uri} shows {id} in English: {original}"
                    );
                }
            }
            // On the pages whose every word is a message by now, no English
            // sentence is left in a language of another script.
            if ["ru", "bg", "zh-CN"].contains(tag) && uri != "/editor" {
                for text in &shown {
                    let latin_words = text
                        .split(|c: char| !c.is_ascii_alphabetic())
                        .filter(|word| word.len() >= 3)
                        .count();
                    assert!(
                        latin_words < 3,
                        "{tag} {uri} shows an English sentence: {text}"
                    );
                }
            }
        }
    }
}

#[tokio::test]
async fn a_language_chosen_from_the_menu_is_kept_and_left_out_of_the_address() {
    let (status, headers, _) = page("/examples?lang=bg", &[(header::ACCEPT_LANGUAGE, "ru")]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(headers[header::LOCATION], "/examples");
    let cookie = headers[header::SET_COOKIE].to_str().expect("ASCII");
    let kept = cookie.split(';').next().expect("a name and value");
    assert_eq!(kept, "nestlink-lang=bg");

    // The cookie outranks the browser's languages on every page after.
    let (_, _, html) = page(
        "/",
        &[(header::ACCEPT_LANGUAGE, "ru"), (header::COOKIE, kept)],
    )
    .await;
    assert!(html.contains("<html lang=\"bg\""));
    assert!(html.contains("Вграждане или препратка?"));
    // Without either, English.
    let (_, _, html) = page("/", &[]).await;
    assert!(html.contains("<html lang=\"en\"") && html.contains("Nest or link?"));
}

/// A shared page is kept once rendered, per language: each reader gets it
/// in their own language (the header's or the menu's), its verdicts too,
/// whoever opened it first.
#[tokio::test]
async fn a_shared_page_is_written_in_each_readers_language_whoever_came_first() {
    let state = crate::common::state();
    let model = crate::common::model("university");
    let shared = Request::post("/api/v1/models")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(serde_json::to_vec(&model).expect("JSON")))
        .expect("a request");
    let created: serde_json::Value =
        serde_json::from_slice(&body_bytes(send_with(&state, shared).await).await).expect("JSON");
    let url = created["url"].as_str().expect("a link").to_owned();
    let rationale = |tag: &str| {
        nestlink::answer::analyze_in(&model, tag).relationships[0]
            .rationale
            .clone()
    };
    let open = |(name, value): (header::HeaderName, String)| {
        let request = Request::get(&url)
            .header(name, value)
            .body(Body::empty())
            .expect("a request");
        let state = state.clone();
        async move {
            let response = send_with(&state, request).await;
            assert_eq!(response.status(), StatusCode::OK);
            String::from_utf8(body_bytes(response).await).expect("UTF-8")
        }
    };
    let asking = |language: &str| (header::ACCEPT_LANGUAGE, language.to_owned());
    let menu = (
        header::COOKIE,
        format!("{}=ru", nestlink_core::words::COOKIE),
    );
    for (header, tag) in [
        (asking("en"), "en"),
        (asking("ru"), "ru"),
        (asking("zh-CN"), "zh-CN"),
        (asking("en"), "en"),
        (menu, "ru"),
    ] {
        let html = open(header).await;
        assert!(
            html.contains(&format!("<html lang=\"{tag}\"")),
            "{tag}: the page is written in the reader's language"
        );
        let said = shown(&html);
        assert!(
            said.contains(&rationale(tag)),
            "{tag}: the first verdict is written in the reader's language"
        );
        if tag != "en" {
            assert!(
                !said.contains(&rationale("en")),
                "{tag}: no English verdict"
            );
        }
        // The verdict's pattern by its name in the reader's words.
        let first = nestlink::answer::analyze(&model).relationships[0].pattern;
        let id = format!("pattern-{}", first.as_str());
        let words = nestlink_core::words::for_language(tag);
        let name = words.get(&id).expect("every pattern has a name");
        assert!(
            said.iter().any(|text| text == name),
            "{tag}: the pattern is named {name}"
        );
    }
}

/// The address of the words' file a page links to.
fn words_link(html: &str) -> String {
    let at = html
        .find(&format!("id=\"{}\"", nestlink_core::words::DATA_ID))
        .expect("the page links to its words");
    let start = html[..at].rfind('<').expect("the link's tag");
    let tag = &html[start..start + html[start..].find('>').expect("the tag ends")];
    assert!(tag.starts_with("<link rel=\"preload\""), "{tag}");
    assert!(tag.contains("as=\"fetch\""), "{tag}");
    let href = tag.split("href=\"").nth(1).expect("an href");
    href.split('"').next().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn a_pages_words_are_a_file_of_their_language_kept_until_they_change() {
    let mut addresses = Vec::new();
    for (tag, _) in &LANGUAGES {
        let (_, _, html) = page("/editor", &[(header::ACCEPT_LANGUAGE, tag)]).await;
        // The words travel apart from the page, not inside it.
        assert!(
            !html.contains("\"texts\""),
            "{tag}: the words are not in the page"
        );
        let link = words_link(&html);
        assert!(link.starts_with(&format!("/words/{tag}.")), "{tag}: {link}");
        let (status, headers, body) = page(&link, &[]).await;
        assert_eq!(status, StatusCode::OK, "{tag}: {link}");
        assert_eq!(headers[header::CONTENT_TYPE], "application/json");
        assert_eq!(
            headers[header::CACHE_CONTROL],
            "public, max-age=31536000, immutable",
            "{tag}: the name changes with the words, so the file is kept"
        );
        let read: serde_json::Value = serde_json::from_str(&body).expect("JSON");
        assert_eq!(read["lang"], *tag);
        let words = nestlink_core::words::for_language(tag);
        assert_eq!(
            read["texts"]["nav-editor"].as_str(),
            words.get("nav-editor")
        );
        assert!(
            read["texts"]
                .as_object()
                .is_some_and(|texts| texts.len() > 300),
            "{tag}: every message of the interface"
        );
        // Compressed at the best ratio for a browser that takes brotli.
        let response = send(
            Request::get(&link)
                .header(header::ACCEPT_ENCODING, "gzip, deflate, br")
                .body(Body::empty())
                .expect("a request"),
        )
        .await;
        assert_eq!(response.headers()[header::CONTENT_ENCODING], "br");
        let packed = body_bytes(response).await;
        let mut read = Vec::new();
        brotli::BrotliDecompress(&mut &packed[..], &mut read).expect("brotli");
        assert_eq!(read, body.as_bytes(), "{tag}");
        // The same language's page of another kind links to the same file.
        let (_, _, other) = page("/examples", &[(header::ACCEPT_LANGUAGE, tag)]).await;
        assert_eq!(words_link(&other), link, "{tag}");
        addresses.push(link);
    }
    // Each language's words have a digest of their own.
    let digests: std::collections::HashSet<&str> = addresses
        .iter()
        .filter_map(|link| link.split('.').nth(1))
        .collect();
    assert_eq!(digests.len(), LANGUAGES.len(), "{addresses:?}");

    // A page from before an upgrade names words that have changed since:
    // it gets today's, not to keep.
    let (status, headers, body) = page("/words/ru.00000000000000000000.json", &[]).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CACHE_CONTROL], "no-cache");
    assert!(body.contains("\"lang\":\"ru\""), "{body}");
    for wrong in [
        "/words/xx.0123.json",
        "/words/ru.json",
        "/words/ru.0123.txt",
    ] {
        let (status, _, body) = page(wrong, &[]).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{wrong}");
        assert!(
            body.contains("/words/<language>.<digest>.json"),
            "{wrong}: {body}"
        );
    }
}

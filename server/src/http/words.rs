//! `GET /words/{tag}.{digest}.json`: one language's interface words, as the
//! browser reads them (a page links to its language's file). The name
//! carries the content's digest, so a browser keeps the file for good and
//! fetches it again only when the words change.

use std::sync::OnceLock;

use axum::{
    Router,
    body::Bytes,
    extract::Path,
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use nestlink_core::words::{LANGUAGES, Words, for_language};

use crate::{delivery, state::AppState};

/// Where the words' files are served (`nestlink_core::words::FILES`).
pub const WORDS_ROUTE: &str = "/words/{file}";

pub fn routes() -> Router<AppState> {
    Router::new().route(WORDS_ROUTE, axum::routing::get(words_file))
}

/// The words of the file's language. A digest that is not this release's
/// (a page from before an upgrade) still gets the words, but not to keep:
/// the name does not describe them.
async fn words_file(Path(file): Path<String>, request: HeaderMap) -> Response {
    let named = file
        .strip_suffix(".json")
        .and_then(|name| name.split_once('.'))
        .and_then(|(tag, digest)| {
            let at = LANGUAGES.iter().position(|(known, _)| *known == tag)?;
            Some((at, tag, digest))
        });
    let Some((at, tag, digest)) = named else {
        return (
            StatusCode::NOT_FOUND,
            "No words are kept under this name: it should be /words/<language>.<digest>.json, \
             as a page links to it. Reload the page.",
        )
            .into_response();
    };
    let words = for_language(tag);
    let keep = if words.is_digest(digest) {
        delivery::IMMUTABLE
    } else {
        delivery::REVALIDATE
    };
    let mut headers = HeaderMap::new();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(keep));
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if !takes_brotli(&request) {
        // The compression layer compresses it as it does any answer.
        return (headers, plain(at, &words)).into_response();
    }
    // Made once per language, off the runtime's threads.
    let packing = std::sync::Arc::clone(&words);
    let Ok(packed) = tokio::task::spawn_blocking(move || compressed(at, &packing)).await else {
        return (headers, plain(at, &words)).into_response();
    };
    headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("br"));
    (headers, packed).into_response()
}

/// A language's words as they are, copied once: each answer shares them.
fn plain(at: usize, words: &Words) -> Bytes {
    static PLAIN: [OnceLock<Bytes>; LANGUAGES.len()] = [const { OnceLock::new() }; LANGUAGES.len()];
    PLAIN[at]
        .get_or_init(|| Bytes::from(words.json().to_owned()))
        .clone()
}

/// A language's words compressed at brotli's best (quality 11), once: a
/// tenth smaller than the compression layer's level 5 makes them.
fn compressed(at: usize, words: &Words) -> Bytes {
    static PACKED: [OnceLock<Bytes>; LANGUAGES.len()] =
        [const { OnceLock::new() }; LANGUAGES.len()];
    PACKED[at]
        .get_or_init(|| {
            let mut out = Vec::new();
            let params = brotli::enc::BrotliEncoderParams {
                quality: 11,
                ..Default::default()
            };
            // Writing to memory cannot fail.
            let _ = brotli::BrotliCompress(&mut words.json().as_bytes(), &mut out, &params);
            Bytes::from(out)
        })
        .clone()
}

/// Whether `Accept-Encoding` takes brotli (`br`, not with `q=0`).
fn takes_brotli(request: &HeaderMap) -> bool {
    request
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            parts
                .next()
                .is_some_and(|name| name.eq_ignore_ascii_case("br"))
                && parts.all(|parameter| {
                    parameter
                        .strip_prefix("q=")
                        .is_none_or(|q| q.parse::<f32>().is_ok_and(|q| q > 0.0))
                })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asking(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(value).expect("a header"),
        );
        headers
    }

    #[test]
    fn brotli_is_sent_only_to_who_takes_it() {
        assert!(takes_brotli(&asking("gzip, deflate, br, zstd")));
        assert!(takes_brotli(&asking("br;q=0.5")));
        assert!(!takes_brotli(&asking("gzip, br;q=0")));
        assert!(!takes_brotli(&asking("gzip")));
        assert!(!takes_brotli(&asking("brotli")));
        assert!(!takes_brotli(&HeaderMap::new()));
    }

    #[test]
    fn the_compressed_words_read_back_as_they_are() {
        let at = LANGUAGES
            .iter()
            .position(|(tag, _)| *tag == "ru")
            .expect("Russian");
        let words = for_language("ru");
        let packed = compressed(at, &words);
        assert!(packed.len() < words.json().len() / 3);
        let mut read = Vec::new();
        brotli::BrotliDecompress(&mut &packed[..], &mut read).expect("brotli");
        assert_eq!(read, words.json().as_bytes());
    }
}

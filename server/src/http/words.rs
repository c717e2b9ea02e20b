//! `GET /words/{tag}.{digest}.json`: a language's interface words as the
//! browser reads them: the file a page links to (the words its main module
//! says) or the rest (those only split modules say). The name carries the
//! content's digest, so a browser keeps the file for good and fetches it
//! again only when the words change.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex, OnceLock};

use axum::{
    Router,
    body::Bytes,
    extract::Path,
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use nestlink_core::words::{LANGUAGES, WordsFile, for_language};

use crate::{delivery, state::AppState};

/// Where the words' files are served (`nestlink_core::words::FILES`).
pub const WORDS_ROUTE: &str = "/words/{file}";

pub fn routes() -> Router<AppState> {
    Router::new().route(WORDS_ROUTE, axum::routing::get(words_file))
}

/// The words of the file's language: the page's first file or its rest.
/// A digest that is not this release's (a page from before an upgrade)
/// gets every message, but not to keep: the name does not describe them.
async fn words_file(Path(file): Path<String>, request: HeaderMap) -> Response {
    let named = file
        .strip_suffix(".json")
        .and_then(|name| name.split_once('.'))
        .filter(|(tag, _)| LANGUAGES.iter().any(|(known, _)| known == tag));
    let Some((tag, digest)) = named else {
        return (
            StatusCode::NOT_FOUND,
            "No words are kept under this name: it should be /words/<language>.<digest>.json, \
             as a page links to it. Reload the page.",
        )
            .into_response();
    };
    let words = for_language(tag);
    let (file, kept) = words.file(digest);
    let mut headers = HeaderMap::new();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    let keep = if kept {
        delivery::IMMUTABLE
    } else {
        delivery::REVALIDATE
    };
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(keep));
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if !takes_brotli(&request) {
        // The compression layer compresses it as it does any answer.
        return (headers, file.json().to_owned()).into_response();
    }
    let packing = Arc::clone(&words);
    let digest = digest.to_owned();
    // Made once per file, off the runtime's threads.
    let packed = tokio::task::spawn_blocking(move || compressed(packing.file(&digest).0)).await;
    match packed {
        Ok(packed) => {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("br"));
            (headers, packed).into_response()
        }
        Err(_) => (headers, file.json().to_owned()).into_response(),
    }
}

/// A file of words compressed at brotli's best (quality 11), once per
/// file (at most three a language: the first, the rest, all): a tenth
/// smaller than the compression layer's level 5 makes them. A request
/// that comes while another compresses the file waits for its bytes.
fn compressed(file: &WordsFile) -> Bytes {
    type Slots = Mutex<HashMap<String, Arc<OnceLock<Bytes>>>>;
    static PACKED: LazyLock<Slots> = LazyLock::new(Mutex::default);
    let slot = PACKED.lock().map_or_else(
        |_| Arc::new(OnceLock::new()),
        |mut slots| Arc::clone(slots.entry(file.name()).or_default()),
    );
    slot.get_or_init(|| {
        let mut out = Vec::new();
        let params = brotli::enc::BrotliEncoderParams {
            quality: 11,
            ..Default::default()
        };
        // Writing to memory cannot fail.
        let _ = brotli::BrotliCompress(&mut file.json().as_bytes(), &mut out, &params);
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
        let words = for_language("ru");
        let packed = compressed(words.all());
        assert!(packed.len() < words.all().json().len() / 3);
        let mut read = Vec::new();
        brotli::BrotliDecompress(&mut &packed[..], &mut read).expect("brotli");
        assert_eq!(read, words.all().json().as_bytes());
    }
}

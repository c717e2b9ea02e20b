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
    let served = served(file);
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
        return (headers, served.plain.clone()).into_response();
    }
    // Made once per file, off the runtime's threads.
    let packing = Arc::clone(&served);
    match tokio::task::spawn_blocking(move || packing.compressed()).await {
        Ok(packed) => {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("br"));
            (headers, packed).into_response()
        }
        Err(_) => (headers, served.plain.clone()).into_response(),
    }
}

/// A file of words as it is sent: copied once, each answer sharing the
/// bytes, and compressed once, when a browser first takes brotli.
struct Served {
    plain: Bytes,
    packed: OnceLock<Bytes>,
}

impl Served {
    /// The file at brotli's best (quality 11): a tenth smaller than the
    /// compression layer's level 5 makes it. A request that comes while
    /// another compresses the file waits for its bytes.
    fn compressed(&self) -> Bytes {
        self.packed
            .get_or_init(|| {
                let mut out = Vec::new();
                let params = brotli::enc::BrotliEncoderParams {
                    quality: 11,
                    ..Default::default()
                };
                // Writing to memory cannot fail.
                let _ = brotli::BrotliCompress(&mut &self.plain[..], &mut out, &params);
                Bytes::from(out)
            })
            .clone()
    }
}

/// The file as it is sent, kept by its name: at most three a language
/// (the first, the rest, all).
fn served(file: &WordsFile) -> Arc<Served> {
    static SERVED: LazyLock<Mutex<HashMap<String, Arc<Served>>>> = LazyLock::new(Mutex::default);
    let new = || {
        Arc::new(Served {
            plain: Bytes::from(file.json().to_owned()),
            packed: OnceLock::new(),
        })
    };
    SERVED.lock().map_or_else(
        |_| new(),
        |mut kept| Arc::clone(kept.entry(file.name()).or_insert_with(new)),
    )
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
        let packed = served(words.all()).compressed();
        assert!(packed.len() < words.all().json().len() / 3);
        let mut read = Vec::new();
        brotli::BrotliDecompress(&mut &packed[..], &mut read).expect("brotli");
        assert_eq!(read, words.all().json().as_bytes());
    }
}

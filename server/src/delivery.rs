//! How answers travel to the browser: the Content-Security-Policy (with a
//! fresh nonce for each rendered page), compression, and caching (immutable
//! hashed assets; `no-cache` pages and API answers with an `ETag`, and 304
//! for a matching `If-None-Match`).
//!
//! One entry point, [`layers`], wraps the router; [`security_headers`] sets
//! the policies a response has not set itself; [`page_context`] is given to
//! every Leptos render so its response carries the policy for its nonce.

use std::convert::Infallible;
use std::sync::OnceLock;

use axum::{
    Router,
    body::Body,
    extract::{FromRef, Request, State},
    handler::Handler,
    http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use leptos::{
    config::LeptosOptions,
    nonce::use_nonce,
    prelude::{provide_context, use_context},
};
use nestlink_core::pages::{DATA_READER_MODULE, DataReaders};
use tower::Service;
use tower_http::{
    CompressionLevel,
    compression::{CompressionLayer, DefaultPredicate},
    services::ServeDir,
};

/// The policy of every answer that is not a rendered page (the API, static
/// files): no inline script at all. `wasm-unsafe-eval` lets a page compile
/// its WASM; styles stay `unsafe-inline` for the diagram's style attributes.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
     script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; \
     connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/// The policy of an answer no browser renders as a document (JSON, WASM,
/// scripts, styles): it may load nothing and be framed nowhere. It is short
/// on purpose: a cold editor makes some forty such requests, and on
/// HTTP/1.1 every header travels uncompressed with each one.
pub const RESOURCE_POLICY: &str = "default-src 'none'; frame-ancestors 'none'";

/// Sets the security headers a response has not set itself. Documents
/// (HTML, SVG, and answers without a body type, such as a page's 304) get
/// [`CONTENT_SECURITY_POLICY`] and a referrer policy; other answers get
/// [`RESOURCE_POLICY`], since a policy or referrer policy on a fetched
/// script or module governs nothing. Every answer is `nosniff`.
pub async fn security_headers(mut response: Response) -> Response {
    let document = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_none_or(|kind| kind.starts_with("text/html") || kind.starts_with("image/svg+xml"));
    let headers = response.headers_mut();
    let policy = if document {
        CONTENT_SECURITY_POLICY
    } else {
        RESOURCE_POLICY
    };
    let mut set = |name: HeaderName, value: &'static str| {
        headers
            .entry(name)
            .or_insert_with(|| HeaderValue::from_static(value));
    };
    set(header::CONTENT_SECURITY_POLICY, policy);
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    if document {
        set(header::REFERRER_POLICY, "strict-origin-when-cross-origin");
    }
    response
}

/// The policy of a rendered page: the same, and inline scripts only when
/// they carry this response's nonce (Leptos's hydration bootstrap does).
#[must_use]
pub fn page_policy(nonce: &str) -> String {
    CONTENT_SECURITY_POLICY.replacen(
        "script-src 'self'",
        &format!("script-src 'self' 'nonce-{nonce}'"),
        1,
    )
}

/// For every Leptos render: the request's path (which page it is), the
/// reader's words (`nestlink_core::words`), for the page and for the
/// browser; and the policy for the nonce Leptos made for this response (and
/// wrote on its inline scripts) in the response headers.
pub fn page_context() {
    if let Some(request) = use_context::<axum::http::request::Parts>() {
        let lang = crate::i18n::for_page(&request.headers, request.uri.query());
        provide_context(nestlink_core::words::for_language(lang));
        provide_context(nestlink_core::pages::RequestPath(
            request.uri.path().to_owned(),
        ));
    }
    let Some(nonce) = use_nonce() else {
        return;
    };
    if let (Some(response), Ok(policy)) = (
        use_context::<leptos_axum::ResponseOptions>(),
        HeaderValue::from_str(&page_policy(&nonce)),
    ) {
        response.insert_header(header::CONTENT_SECURITY_POLICY, policy);
    }
}

/// The site's files (`target/site`): the precompressed `.br` or `.gz` copy
/// when the browser takes it, 304 for a copy it already has
/// (`If-Modified-Since`), and the app's "not found" page for anything else.
pub fn static_files<S>(
    state: &S,
) -> ServeDir<
    impl Service<Request, Response = Response, Error = Infallible, Future: Send + 'static>
    + Clone
    + Send
    + Sync
    + 'static,
>
where
    S: Clone + Send + Sync + 'static,
    LeptosOptions: FromRef<S>,
{
    let not_found =
        leptos_axum::file_and_error_handler_with_context::<S, _>(page_context, app::shell);
    ServeDir::new(&*LeptosOptions::from_ref(state).site_root)
        .precompressed_br()
        .precompressed_gzip()
        .call_fallback_on_method_not_allowed(true)
        .fallback(not_found.with_state(state.clone()))
}

/// How long a browser may keep a file whose name carries its content hash.
pub(crate) const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Everything else is checked with the server before each use.
pub(crate) const REVALIDATE: &str = "no-cache";
/// Pages too, and only the browser may keep them.
const REVALIDATE_PRIVATELY: &str = "private, no-cache";

/// Whether the site's hashed file names cover their final bytes: true for a
/// `make release` build, whose last step (`scripts/seal-hashes.mjs`) marks
/// the hash file `sealed`. A `cargo leptos watch` build hashes names too,
/// but rewrites the main module without renaming it, so there every file is
/// revalidated instead.
#[must_use]
pub fn assets_are_sealed(options: &LeptosOptions) -> bool {
    options.hash_files
        && hash_file(options)
            .and_then(|path| std::fs::read_to_string(path).ok())
            .is_some_and(|hashes| hashes.lines().any(|line| line.starts_with("sealed:")))
}

/// Where a release build lists its hashed file names: beside the server
/// binary, which is where Leptos reads them from too.
#[must_use]
pub fn hash_file(options: &LeptosOptions) -> Option<std::path::PathBuf> {
    let exe = std::env::current_exe().ok()?;
    Some(exe.parent()?.join(&*options.hash_file))
}

/// Splits the browser's words by what the site's main module says
/// (`nestlink_core::words::split_by_main_module`), read from the module a
/// sealed release build names in its hash file. Only there: the split
/// loader that fetches the rest of the words is patched in by the same
/// step that seals (`scripts/seal-hashes.mjs`), so a `cargo leptos watch`
/// build keeps every word in one file. Returns how many message ids the
/// module says; `None` when there is no split (every word in one file).
pub fn split_words(options: &LeptosOptions) -> Option<usize> {
    let module = read_sealed(options, "wasm", |hash| {
        format!("{}.{hash}.wasm", options.output_name)
    })?;
    let english = nestlink_core::words::for_language("en");
    nestlink_core::words::split_by_main_module(&module, english.ids())
}

/// The files a shared model's page preloads (`nestlink_core::pages::DataReaders`),
/// read once from the split manifest a sealed release build names in its
/// hash file: the module reading the page's data, and the chunks it needs.
/// None without one (a `cargo leptos watch` build): the page then fetches
/// them once it runs, a round trip later.
pub fn data_readers(options: &LeptosOptions) -> &'static DataReaders {
    static READERS: OnceLock<DataReaders> = OnceLock::new();
    READERS.get_or_init(|| DataReaders(read_data_readers(options).unwrap_or_default()))
}

fn read_data_readers(options: &LeptosOptions) -> Option<Vec<String>> {
    let manifest = read_sealed(options, "manifest", |hash| {
        format!("__wasm_split_manifest.{hash}.json")
    })?;
    readers_in_manifest(&manifest, &options.site_pkg_dir)
}

/// A file of a sealed release build's site, named (`name`) by the hash its
/// hash file lists under `key`; `None` in any other build.
fn read_sealed(
    options: &LeptosOptions,
    key: &str,
    name: impl FnOnce(&str) -> String,
) -> Option<Vec<u8>> {
    if !assets_are_sealed(options) {
        return None;
    }
    let hashes = std::fs::read_to_string(hash_file(options)?).ok()?;
    let hash = hashes.lines().find_map(|line| {
        let (listed, hash) = line.split_once(':')?;
        (listed.trim() == key).then(|| hash.trim())
    })?;
    let path = std::path::Path::new(&*options.site_root)
        .join(&*options.site_pkg_dir)
        .join(name(hash));
    std::fs::read(path).ok()
}

/// The files the data reader needs, from a split manifest (`{"module_N":
/// ["chunk_1.HASH", "split_module_N.HASH"]}`), as addresses under `pkg`.
fn readers_in_manifest(manifest: &[u8], pkg: &str) -> Option<Vec<String>> {
    let modules: std::collections::BTreeMap<String, Vec<String>> =
        serde_json::from_slice(manifest).ok()?;
    let (_, files) = modules.iter().find(|(module, _)| {
        module
            .strip_prefix(DATA_READER_MODULE)
            .and_then(|rest| rest.strip_prefix('_'))
            .is_some_and(|number| number.bytes().all(|b| b.is_ascii_digit()))
    })?;
    Some(
        files
            .iter()
            .map(|file| format!("/{pkg}/{file}.wasm"))
            .collect(),
    )
}

/// Wraps the router: caching headers and validators inside, compression
/// outside them (so an `ETag` names the content, whatever its encoding).
/// `sealed`: see [`assets_are_sealed`].
pub fn layers<S: Clone + Send + Sync + 'static>(router: Router<S>, sealed: bool) -> Router<S> {
    router
        .layer(axum::middleware::from_fn_with_state(sealed, caching))
        .layer(
            CompressionLayer::new()
                .br(true)
                .gzip(true)
                // Fast enough for answers made per request; the static files
                // are compressed at build time at the best ratio.
                .quality(CompressionLevel::Precise(5))
                .compress_when(DefaultPredicate::new()),
        )
}

/// Sets `Cache-Control`, and for pages and API answers to `GET` an `ETag`,
/// answering 304 when the browser already has the same content.
async fn caching(State(sealed): State<bool>, request: Request, next: Next) -> Response {
    // A HEAD answer has no body to name, so only GET gets a tag.
    let conditional = request.method() == Method::GET;
    let hashed_asset = sealed && is_hashed_asset(request.uri().path());
    let if_none_match: Vec<String> = request
        .headers()
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .map(str::to_owned)
        .collect();
    let mut response = next.run(request).await;
    // The static files come precompressed, chosen by Accept-Encoding; the
    // compression layer says so for the answers it compresses itself.
    if response.headers().contains_key(header::CONTENT_ENCODING) {
        response
            .headers_mut()
            .entry(header::VARY)
            .or_insert(HeaderValue::from_static("accept-encoding"));
    }

    if hashed_asset && matches!(response.status(), StatusCode::OK | StatusCode::NOT_MODIFIED) {
        set(response.headers_mut(), header::CACHE_CONTROL, IMMUTABLE);
        return response;
    }
    // A page carries this answer's nonce: no shared cache may keep it and
    // hand the same nonce to everyone.
    let cache_control = if is_page(&response) {
        REVALIDATE_PRIVATELY
    } else {
        REVALIDATE
    };
    set(response.headers_mut(), header::CACHE_CONTROL, cache_control);
    if !conditional || response.status() != StatusCode::OK || !is_page_or_answer(&response) {
        return response;
    }

    // A handler that knows its content's digest (a cached shared page) has
    // tagged the answer already: nothing to read or hash again.
    if let Some(tag) = response
        .headers()
        .get(header::ETAG)
        .and_then(|value| value.to_str().ok())
        .and_then(EntityTag::parse)
    {
        if let Some(known) = if_none_match
            .iter()
            .find_map(|known| matching_tag(known, &tag.digest, !tag.nonce.is_empty()))
        {
            return not_modified(response.headers(), &known);
        }
        return response;
    }

    let (parts, body) = response.into_parts();
    let bytes = match axum::body::to_bytes(body, usize::MAX).await {
        Ok(bytes) => bytes,
        Err(error) => {
            tracing::error!("cannot read an answer to tag it: {error}");
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    };
    let nonce = policy_nonce(&parts.headers);
    let digest = content_digest(&bytes, nonce.as_deref());

    if let Some(tag) = if_none_match
        .iter()
        .find_map(|known| matching_tag(known, &digest, nonce.is_some()))
    {
        return not_modified(&parts.headers, &tag);
    }
    let mut response = Response::from_parts(parts, Body::from(bytes));
    let tag = EntityTag {
        digest,
        nonce: nonce.unwrap_or_default(),
    };
    if let Ok(value) = HeaderValue::from_str(&tag.to_string()) {
        response.headers_mut().insert(header::ETAG, value);
    }
    response
}

fn set(headers: &mut HeaderMap, name: header::HeaderName, value: &'static str) {
    headers
        .entry(name)
        .or_insert_with(|| HeaderValue::from_static(value));
}

/// The 304 answer: no body, and the policy for the nonce the browser's copy
/// was rendered with, so its inline scripts still run.
fn not_modified(headers: &HeaderMap, tag: &EntityTag) -> Response {
    let mut response = StatusCode::NOT_MODIFIED.into_response();
    let out = response.headers_mut();
    if let Some(value) = headers.get(header::CACHE_CONTROL) {
        out.insert(header::CACHE_CONTROL, value.clone());
    }
    // The answer it stands for was chosen by Accept-Encoding.
    out.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if let Ok(value) = HeaderValue::from_str(&tag.to_string()) {
        out.insert(header::ETAG, value);
    }
    if !tag.nonce.is_empty()
        && let Ok(policy) = HeaderValue::from_str(&page_policy(&tag.nonce))
    {
        out.insert(header::CONTENT_SECURITY_POLICY, policy);
    }
    response
}

/// A file under `/pkg/` whose name carries a hash of its content, as
/// `make release` writes them (`nestlink.<hash>.wasm`): it never changes.
/// (cargo-leptos hashes the main module and the split loader before it
/// writes their names into each other; `scripts/seal-hashes.mjs` then names
/// those three by their final bytes.)
fn is_hashed_asset(path: &str) -> bool {
    let Some(name) = path.strip_prefix("/pkg/") else {
        return false;
    };
    let parts: Vec<&str> = name.split('.').collect();
    let [_, hash, _] = parts.as_slice() else {
        return false;
    };
    // MD5 in unpadded URL-safe base64.
    hash.len() == 22
        && hash
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn content_type(response: &Response) -> &str {
    response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
}

fn is_page(response: &Response) -> bool {
    content_type(response).starts_with("text/html")
}

fn is_page_or_answer(response: &Response) -> bool {
    is_page(response) || content_type(response).starts_with("application/json")
}

/// The nonce of a page's policy, if the answer has one.
#[must_use]
pub fn policy_nonce(headers: &HeaderMap) -> Option<String> {
    let policy = headers
        .get(header::CONTENT_SECURITY_POLICY)?
        .to_str()
        .ok()?;
    let start = policy.find("'nonce-")? + "'nonce-".len();
    let length = policy[start..].find('\'')?;
    Some(policy[start..start + length].to_owned())
}

/// A digest of the content, leaving out the nonce: two renders of the same
/// page differ only there, and are the same page.
#[must_use]
pub fn content_digest(bytes: &[u8], nonce: Option<&str>) -> String {
    match nonce.filter(|nonce| !nonce.is_empty()) {
        Some(nonce) => {
            let text = String::from_utf8_lossy(bytes);
            pieces_digest(text.split(nonce).map(str::as_bytes), bytes.len())
        }
        None => pieces_digest([bytes], bytes.len()),
    }
}

/// The digest of content kept as the pieces between the places its nonce
/// goes (`length`: the whole content's, as the tag shows it): the first 64
/// bits of a SHA-256, so a tag stays the same across server builds and Rust
/// releases (the standard library's hasher promises neither), and a browser
/// keeps its copy through an upgrade that did not change it.
#[must_use]
pub fn pieces_digest<'a>(pieces: impl IntoIterator<Item = &'a [u8]>, length: usize) -> String {
    use sha2::{Digest as _, Sha256};
    let mut hasher = Sha256::new();
    for piece in pieces {
        hasher.update(piece);
        hasher.update([0]);
    }
    let digest = hasher.finalize();
    let head: String = digest[..8]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    format!("{head}{length:08x}")
}

/// `W/"<digest>"` or, for a page, `W/"<digest>-<nonce>"`: weak, because the
/// compression outside may change the bytes but not the content, and with
/// the nonce so a 304 can name the policy the browser's copy needs.
#[derive(Debug, PartialEq, Eq)]
pub struct EntityTag {
    pub digest: String,
    /// Empty for an answer without one.
    pub nonce: String,
}

impl EntityTag {
    /// Reads one tag, weak or strong. A nonce in it must look like one
    /// Leptos makes (it may go into a policy header).
    fn parse(tag: &str) -> Option<Self> {
        let tag = tag.trim();
        let tag = tag.strip_prefix("W/").unwrap_or(tag);
        let inner = tag.strip_prefix('"')?.strip_suffix('"')?;
        let (digest, nonce) = inner.split_once('-').unwrap_or((inner, ""));
        let plausible = nonce.len() <= 64
            && nonce
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        plausible.then(|| Self {
            digest: digest.to_owned(),
            nonce: nonce.to_owned(),
        })
    }
}

impl std::fmt::Display for EntityTag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.nonce.is_empty() {
            write!(f, "W/\"{}\"", self.digest)
        } else {
            write!(f, "W/\"{}-{}\"", self.digest, self.nonce)
        }
    }
}

/// The tag of `If-None-Match` that names this content, if one does
/// (weak comparison). For a page (`with_nonce`) the tag must carry a nonce
/// that looks like one Leptos makes, or the 304 could not say which policy
/// the browser's copy needs; `*` names no nonce, so it matches only answers
/// without one.
fn matching_tag(if_none_match: &str, digest: &str, with_nonce: bool) -> Option<EntityTag> {
    if if_none_match.trim() == "*" {
        return (!with_nonce).then(|| EntityTag {
            digest: digest.to_owned(),
            nonce: String::new(),
        });
    }
    if_none_match
        .split(',')
        .filter_map(EntityTag::parse)
        .find(|tag| tag.digest == digest && tag.nonce.is_empty() != with_nonce)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shared_page_preloads_the_data_readers_files_from_the_manifest() {
        let manifest = br#"{"join_12":["chunk_3.A","split_join_12.B"],"read_shared_9":["chunk_2.C","split_read_shared_9.D"],"read_shared_x_4":["split_read_shared_x_4.E"]}"#;
        assert_eq!(
            readers_in_manifest(manifest, "pkg"),
            Some(vec![
                "/pkg/chunk_2.C.wasm".to_owned(),
                "/pkg/split_read_shared_9.D.wasm".to_owned()
            ])
        );
        assert_eq!(readers_in_manifest(br#"{"join_12":[]}"#, "pkg"), None);
        assert_eq!(readers_in_manifest(b"not json", "pkg"), None);
    }

    #[tokio::test]
    async fn documents_get_the_full_policy_and_resources_the_short_one() {
        let answer = |kind: Option<&'static str>| {
            let mut response = Response::new(Body::empty());
            if let Some(kind) = kind {
                response
                    .headers_mut()
                    .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
            }
            security_headers(response)
        };
        for kind in [
            None,
            Some("text/html; charset=utf-8"),
            Some("image/svg+xml"),
        ] {
            let response = answer(kind).await;
            let headers = response.headers();
            assert_eq!(
                headers[header::CONTENT_SECURITY_POLICY],
                CONTENT_SECURITY_POLICY,
                "{kind:?}"
            );
            assert!(headers.contains_key(header::REFERRER_POLICY), "{kind:?}");
            assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
        }
        for kind in [
            "application/wasm",
            "application/json",
            "text/javascript",
            "text/css",
        ] {
            let response = answer(Some(kind)).await;
            let headers = response.headers();
            assert_eq!(
                headers[header::CONTENT_SECURITY_POLICY],
                RESOURCE_POLICY,
                "{kind}"
            );
            assert!(!headers.contains_key(header::REFERRER_POLICY), "{kind}");
            assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
        }
        // A page's own policy, with its nonce, is kept.
        let mut page = Response::new(Body::empty());
        page.headers_mut().insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("x"),
        );
        let page = security_headers(page).await;
        assert_eq!(page.headers()[header::CONTENT_SECURITY_POLICY], "x");
    }

    #[test]
    fn only_files_named_by_their_content_are_immutable() {
        let hash = "a1B2c3D4e5F6g7H8i9J0-_";
        assert!(is_hashed_asset(&format!(
            "/pkg/split_inspector.{hash}.wasm"
        )));
        assert!(is_hashed_asset(&format!("/pkg/__wasm_split.{hash}.js")));
        assert!(is_hashed_asset(&format!("/pkg/nestlink.{hash}.css")));
        assert!(is_hashed_asset(&format!("/pkg/nestlink.{hash}.js")));
        assert!(is_hashed_asset(&format!("/pkg/nestlink.{hash}.wasm")));
        assert!(!is_hashed_asset("/pkg/nestlink.wasm"));
        assert!(!is_hashed_asset("/pkg/split_inspector.short.wasm"));
        assert!(!is_hashed_asset(&format!("/favicon.{hash}.svg")));
        assert!(!is_hashed_asset("/editor"));
    }

    #[test]
    fn a_page_policy_allows_only_its_nonce() {
        let policy = page_policy("abcDEF123");
        let scripts = |policy: &str| {
            policy
                .split(';')
                .find(|directive| directive.trim().starts_with("script-src"))
                .map(str::to_owned)
                .expect("a script-src directive")
        };
        assert_eq!(
            scripts(&policy).trim(),
            "script-src 'self' 'nonce-abcDEF123' 'wasm-unsafe-eval'"
        );
        assert!(!scripts(CONTENT_SECURITY_POLICY).contains("unsafe-inline"));
        let mut headers = HeaderMap::new();
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_str(&policy).expect("ASCII"),
        );
        assert_eq!(policy_nonce(&headers).as_deref(), Some("abcDEF123"));
    }

    #[test]
    fn a_digest_is_the_same_in_every_build() {
        // Fixed bytes, fixed tags (SHA-256 of each piece and its separator,
        // worked out apart from this code).
        assert_eq!(
            super::pieces_digest([&b"abc"[..]], 3),
            "dc1114cd074914bd00000003"
        );
        assert_eq!(
            super::pieces_digest([&b""[..]], 0),
            "6e340b9cffb37a9800000000"
        );
    }

    #[test]
    fn renders_differing_only_in_their_nonce_have_one_digest() {
        let first = content_digest(b"<script nonce=\"AAAA\">x</script>", Some("AAAA"));
        let second = content_digest(b"<script nonce=\"BBBB\">x</script>", Some("BBBB"));
        let other = content_digest(b"<script nonce=\"BBBB\">y</script>", Some("BBBB"));
        assert_eq!(first, second);
        assert_ne!(first, other);
    }

    #[test]
    fn if_none_match_is_compared_weakly_and_keeps_its_nonce() {
        let digest = "00ff00ff00ff00ff00000010";
        let tag = matching_tag(&format!("\"x\", W/\"{digest}-Nonce_1\""), digest, true)
            .expect("the second tag matches");
        assert_eq!(tag.nonce, "Nonce_1");
        assert_eq!(tag.to_string(), format!("W/\"{digest}-Nonce_1\""));
        assert!(matching_tag(&format!("\"{digest}\""), digest, false).is_some());
        assert!(matching_tag("*", digest, false).is_some());
        assert!(matching_tag("W/\"other\"", digest, false).is_none());
        assert!(matching_tag(&format!("W/\"{digest}-bad'nonce\""), digest, true).is_none());
        // A page's copy needs its nonce named; an answer's has none.
        assert!(matching_tag(&format!("\"{digest}\""), digest, true).is_none());
        assert!(matching_tag("*", digest, true).is_none());
        assert!(matching_tag(&format!("\"{digest}-Nonce_1\""), digest, false).is_none());
    }
}

//! Which pages may open a live session's WebSocket. A browser sends the
//! page's `Origin` with every WebSocket handshake and, unlike `fetch`, no
//! CORS check follows: without this a page on any site that learns a
//! session's id could edit the session as its visitor. The site's own
//! origin is the one the request was addressed to (its `Host`, or the
//! `X-Forwarded-Host` a trusted proxy sets), plus any listed by
//! `--public-origin`. A handshake without `Origin` is not a browser's and
//! is let through: such a client can send whatever header it likes anyway.

use std::net::IpAddr;

use axum::http::{HeaderMap, Uri, header, header::HeaderName};

use crate::rate_limit::last_listed;

/// The origins the site is served at, and the proxies whose
/// `X-Forwarded-Host` says which one a request was addressed to.
#[derive(Debug, Clone, Default)]
pub struct SiteOrigin {
    /// `scheme://host[:port]`, lowercase, without a default port.
    listed: Vec<String>,
    trusted: Vec<IpAddr>,
}

const X_FORWARDED_HOST: HeaderName = HeaderName::from_static("x-forwarded-host");

impl SiteOrigin {
    /// The site at `listed` origins (`https://nestlink.example.org`), and
    /// whatever host each request names.
    ///
    /// # Errors
    /// Which entry is not an origin, and what one looks like.
    pub fn new(listed: &[String], trusted: Vec<IpAddr>) -> Result<Self, String> {
        let listed = listed
            .iter()
            .map(|entry| {
                Origin::parse(entry.trim())
                    .map(|origin| origin.to_string())
                    .ok_or_else(|| {
                        format!(
                            "--public-origin {entry:?} is not an origin: write the scheme and \
                             host the site is served at, like https://nestlink.example.org"
                        )
                    })
            })
            .collect::<Result<_, _>>()?;
        Ok(Self { listed, trusted })
    }

    /// Whether a handshake with these headers, from `peer`, comes from a page
    /// of the site (or from something that is not a browser).
    #[must_use]
    pub fn allows(&self, peer: Option<IpAddr>, headers: &HeaderMap) -> bool {
        let Some(value) = headers.get(header::ORIGIN) else {
            return true;
        };
        // "null" (a sandboxed frame, a file) and anything unreadable is no
        // page of ours.
        let Some(origin) = value.to_str().ok().and_then(Origin::parse) else {
            return false;
        };
        if self.listed.contains(&origin.to_string()) {
            return true;
        }
        let named = |name| last_listed(headers, name).is_some_and(|host| origin.is_at(host));
        named(header::HOST)
            || (peer.is_some_and(|peer| self.trusted.contains(&peer)) && named(X_FORWARDED_HOST))
    }
}

/// A parsed `scheme://host[:port]`.
struct Origin {
    scheme: String,
    host: String,
    port: Option<u16>,
}

impl Origin {
    fn parse(text: &str) -> Option<Self> {
        let uri: Uri = text.parse().ok()?;
        let scheme = uri.scheme_str()?.to_ascii_lowercase();
        let authority = uri.authority()?;
        // An origin is only a scheme and a host: no path, query or user.
        let bare = uri.path_and_query().is_none_or(|path| path.as_str() == "/")
            && !authority.as_str().contains('@');
        if !bare {
            return None;
        }
        Some(Self {
            port: authority
                .port_u16()
                .filter(|port| Some(*port) != default_port(&scheme)),
            host: authority.host().to_ascii_lowercase(),
            scheme,
        })
    }

    /// Whether this origin is the `Host` header `host` (which has no
    /// scheme, so a port left out means the scheme's default).
    fn is_at(&self, host: &str) -> bool {
        let Ok(authority) = host.parse::<axum::http::uri::Authority>() else {
            return false;
        };
        authority.host().eq_ignore_ascii_case(&self.host)
            && authority
                .port_u16()
                .filter(|port| Some(*port) != default_port(&self.scheme))
                == self.port
    }
}

/// The port a scheme means when an address leaves it out.
fn default_port(scheme: &str) -> Option<u16> {
    match scheme {
        "http" | "ws" => Some(80),
        "https" | "wss" => Some(443),
        _ => None,
    }
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}://{}", self.scheme, self.host)?;
        if let Some(port) = self.port {
            write!(f, ":{port}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, value.parse().expect("a header value"));
        }
        map
    }

    #[test]
    fn the_page_the_request_was_addressed_to_is_the_site() {
        let site = SiteOrigin::default();
        let ours = headers(&[
            ("host", "127.0.0.1:3000"),
            ("origin", "http://127.0.0.1:3000"),
        ]);
        assert!(site.allows(None, &ours));
        let default_port = headers(&[
            ("host", "nestlink.example.org"),
            ("origin", "https://Nestlink.example.org"),
        ]);
        assert!(site.allows(None, &default_port));
    }

    #[test]
    fn another_site_is_refused() {
        let site = SiteOrigin::default();
        for origin in [
            "https://evil.example",
            "http://127.0.0.1:3001",
            "null",
            "http://127.0.0.1:3000.evil.example",
        ] {
            let theirs = headers(&[("host", "127.0.0.1:3000"), ("origin", origin)]);
            assert!(!site.allows(None, &theirs), "{origin} is another site");
        }
    }

    #[test]
    fn a_client_that_is_not_a_browser_sends_no_origin() {
        assert!(SiteOrigin::default().allows(None, &headers(&[("host", "a.example")])));
    }

    #[test]
    fn only_a_trusted_proxy_says_which_host_was_asked_for() {
        let proxy = IpAddr::from([10, 0, 0, 5]);
        let behind = headers(&[
            ("host", "10.0.0.11:3000"),
            ("x-forwarded-host", "nestlink.example.org"),
            ("origin", "https://nestlink.example.org"),
        ]);
        let site = SiteOrigin::new(&[], vec![proxy]).expect("no origins listed");
        assert!(site.allows(Some(proxy), &behind));
        assert!(
            !site.allows(Some(IpAddr::from([10, 0, 0, 6])), &behind),
            "anyone else's X-Forwarded-Host proves nothing"
        );
    }

    #[test]
    fn listed_origins_are_the_site_wherever_the_request_went() {
        let site = SiteOrigin::new(&["https://nestlink.example.org/".to_owned()], Vec::new())
            .expect("an origin");
        let listed = headers(&[
            ("host", "10.0.0.11:3000"),
            ("origin", "https://nestlink.example.org"),
        ]);
        assert!(site.allows(None, &listed));
        let error = SiteOrigin::new(&["nestlink.example.org/app".to_owned()], Vec::new())
            .expect_err("a path is not an origin");
        assert!(error.contains("https://"), "{error}");
    }
}

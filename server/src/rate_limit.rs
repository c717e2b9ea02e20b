//! The per-client limit on creating links. Behind a reverse proxy every
//! request comes from the proxy's address; a proxy the server is told to
//! trust (`--trusted-proxy`) names the client in `X-Forwarded-For`, whose
//! last entry is the address the proxy itself saw.

use std::{
    net::{IpAddr, SocketAddr},
    num::NonZeroU32,
    time::Duration,
};

use axum::{
    Extension,
    extract::ConnectInfo,
    http::{HeaderMap, header::HeaderName},
};

use governor::{
    DefaultKeyedRateLimiter, Quota, RateLimiter,
    clock::{Clock, DefaultClock},
};

/// How many links one client (IP address) may create per minute, with
/// bursts up to the same number. `None` when the limit is switched off.
#[derive(Debug)]
pub struct ShareLimit {
    limiter: Option<DefaultKeyedRateLimiter<IpAddr>>,
    /// Proxies whose `X-Forwarded-For` names the client.
    trusted: Vec<IpAddr>,
}

const X_FORWARDED_FOR: HeaderName = HeaderName::from_static("x-forwarded-for");

impl ShareLimit {
    /// `per_minute` links per client and minute; 0 switches the limit off
    /// (for load tests, where every request comes from one address).
    #[must_use]
    pub fn per_minute(per_minute: u32) -> Self {
        Self {
            limiter: NonZeroU32::new(per_minute)
                .map(|n| RateLimiter::keyed(Quota::per_minute(n).allow_burst(n))),
            trusted: Vec::new(),
        }
    }

    /// The same limit, counting requests from `proxies` by the client their
    /// `X-Forwarded-For` names.
    #[must_use]
    pub fn trusting(mut self, proxies: Vec<IpAddr>) -> Self {
        self.trusted = proxies;
        self
    }

    /// The client a request counts for: the peer, or, when the peer is a
    /// trusted proxy, the last address of its `X-Forwarded-For` (the one the
    /// proxy added; earlier ones come from the client and prove nothing).
    fn client(&self, peer: Option<IpAddr>, headers: &HeaderMap) -> Option<IpAddr> {
        match peer {
            Some(proxy) if self.trusted.contains(&proxy) => last_listed(headers, X_FORWARDED_FOR)
                .and_then(|last| last.parse().ok())
                .or(peer),
            _ => peer,
        }
    }

    /// Counts one link for `client`; `Err` says how long until the next is
    /// allowed. Requests without a known address share one allowance.
    ///
    /// # Errors
    /// The wait, when the client is over its limit.
    pub fn check(&self, client: Option<IpAddr>) -> Result<(), Duration> {
        let Some(limiter) = &self.limiter else {
            return Ok(());
        };
        let key = client.unwrap_or(IpAddr::from([0, 0, 0, 0]));
        limiter
            .check_key(&key)
            .map_err(|not_until| not_until.wait_time_from(DefaultClock::default().now()))?;
        // Forget clients that have been quiet long enough to be full again,
        // so the map does not grow with every address ever seen.
        if limiter.len() > 10_000 {
            limiter.retain_recent();
        }
        Ok(())
    }
}

/// The last entry of a header a proxy appends to (`X-Forwarded-For`,
/// `X-Forwarded-Host`): the one the nearest proxy added, as the others came
/// from further away and prove nothing.
pub(crate) fn last_listed(headers: &HeaderMap, name: HeaderName) -> Option<&str> {
    headers
        .get_all(name)
        .iter()
        .next_back()
        .and_then(|value| value.to_str().ok())
        .and_then(|list| list.rsplit(',').next())
        .map(str::trim)
}

impl ShareLimit {
    /// [`ShareLimit::check`] for the client a request came from (its
    /// address, when the server was given one), as the API's error.
    ///
    /// # Errors
    /// `RateLimited`, with the wait, when the client is over its limit.
    pub fn check_request(
        &self,
        client: Option<Extension<ConnectInfo<SocketAddr>>>,
        headers: &HeaderMap,
    ) -> Result<(), crate::error::ApiError> {
        let peer = client.map(|Extension(ConnectInfo(address))| address.ip());
        self.check(self.client(peer, headers))
            .map_err(crate::error::ApiError::RateLimited)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_client_has_its_own_allowance() {
        let limit = ShareLimit::per_minute(2);
        let a = Some(IpAddr::from([10, 0, 0, 1]));
        let b = Some(IpAddr::from([10, 0, 0, 2]));
        assert!(limit.check(a).is_ok());
        assert!(limit.check(a).is_ok());
        let wait = limit
            .check(a)
            .expect_err("the third link in a minute waits");
        assert!(wait > Duration::ZERO && wait <= Duration::from_secs(60));
        assert!(limit.check(b).is_ok(), "another client is not held back");
    }

    #[test]
    fn a_trusted_proxy_is_counted_by_the_client_it_names() {
        let proxy = IpAddr::from([127, 0, 0, 1]);
        let limit = ShareLimit::per_minute(1).trusting(vec![proxy]);
        let from = |list: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(X_FORWARDED_FOR, list.parse().expect("a header value"));
            headers
        };
        // The last address is the one the proxy saw; earlier ones are the
        // client's own word.
        assert_eq!(
            limit.client(Some(proxy), &from("6.6.6.6, 10.0.0.7")),
            Some(IpAddr::from([10, 0, 0, 7]))
        );
        assert_eq!(limit.client(Some(proxy), &from("nonsense")), Some(proxy));
        assert_eq!(limit.client(Some(proxy), &HeaderMap::new()), Some(proxy));
        // Anyone else's header is ignored.
        let stranger = Some(IpAddr::from([192, 0, 2, 1]));
        assert_eq!(limit.client(stranger, &from("10.0.0.7")), stranger);
        // Two attendees behind one proxy each get their own allowance.
        for client in ["10.0.0.7", "10.0.0.8"] {
            let peer = Some(Extension(ConnectInfo(SocketAddr::new(proxy, 4000))));
            assert!(limit.check_request(peer, &from(client)).is_ok(), "{client}");
        }
        let peer = Some(Extension(ConnectInfo(SocketAddr::new(proxy, 4000))));
        assert!(limit.check_request(peer, &from("10.0.0.7")).is_err());
    }

    #[test]
    fn zero_switches_the_limit_off() {
        let limit = ShareLimit::per_minute(0);
        for _ in 0..1000 {
            assert!(limit.check(None).is_ok());
        }
    }
}

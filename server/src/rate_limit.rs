//! The per-client limit on creating links.

use std::{
    net::{IpAddr, SocketAddr},
    num::NonZeroU32,
    time::Duration,
};

use axum::{Extension, extract::ConnectInfo};

use governor::{
    DefaultKeyedRateLimiter, Quota, RateLimiter,
    clock::{Clock, DefaultClock},
};

/// How many links one client (IP address) may create per minute, with
/// bursts up to the same number. `None` when the limit is switched off.
#[derive(Debug)]
pub struct ShareLimit {
    limiter: Option<DefaultKeyedRateLimiter<IpAddr>>,
}

impl ShareLimit {
    /// `per_minute` links per client and minute; 0 switches the limit off
    /// (for load tests, where every request comes from one address).
    #[must_use]
    pub fn per_minute(per_minute: u32) -> Self {
        Self {
            limiter: NonZeroU32::new(per_minute)
                .map(|n| RateLimiter::keyed(Quota::per_minute(n).allow_burst(n))),
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

impl ShareLimit {
    /// [`ShareLimit::check`] for the client a request came from (its
    /// address, when the server was given one), as the API's error.
    ///
    /// # Errors
    /// `RateLimited`, with the wait, when the client is over its limit.
    pub fn check_request(
        &self,
        client: Option<Extension<ConnectInfo<SocketAddr>>>,
    ) -> Result<(), crate::error::ApiError> {
        self.check(client.map(|Extension(ConnectInfo(address))| address.ip()))
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
    fn zero_switches_the_limit_off() {
        let limit = ShareLimit::per_minute(0);
        for _ in 0..1000 {
            assert!(limit.check(None).is_ok());
        }
    }
}

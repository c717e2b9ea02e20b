//! Command-line flags and environment settings.

use std::{net::SocketAddr, path::PathBuf};

use clap::Parser;

/// Nestlink: a playground for MongoDB document schemas. Without a command
/// it serves the editor and the API; the commands do the API's work on files.
#[derive(Debug, Clone, Parser)]
#[command(version, about)]
pub struct Settings {
    #[command(subcommand)]
    pub command: Option<crate::cli::Command>,

    /// The address to listen on.
    #[arg(long, env = "NESTLINK_ADDR", default_value = "127.0.0.1:3000")]
    pub addr: SocketAddr,

    /// Where shared models and other data are stored; created if missing.
    #[arg(long, env = "NESTLINK_DATA_DIR", default_value = "./data")]
    pub data_dir: PathBuf,

    /// Where shared models are stored: a `postgres://` URL for PostgreSQL;
    /// without it, SQLite in the data directory.
    #[arg(long, env = "DATABASE_URL")]
    pub database_url: Option<String>,

    /// How many links one client may create per minute; 0 for no limit.
    #[arg(long, env = "NESTLINK_SHARE_LINKS_PER_MINUTE", default_value_t = 30)]
    pub share_links_per_minute: u32,

    /// Addresses of reverse proxies in front of the server (comma-separated):
    /// a request from one of them counts for the client its X-Forwarded-For
    /// names, in the per-client limit on new links.
    #[arg(long, env = "NESTLINK_TRUSTED_PROXY", value_delimiter = ',')]
    pub trusted_proxy: Vec<std::net::IpAddr>,

    /// Origins the site is served at (comma-separated, like
    /// `https://nestlink.example.org`) besides the host each request names:
    /// a live session's WebSocket refuses pages from any other site.
    #[arg(long, env = "NESTLINK_PUBLIC_ORIGIN", value_delimiter = ',')]
    pub public_origin: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::Settings;
    use clap::Parser;

    #[test]
    fn the_addr_flag_is_parsed() {
        let settings = Settings::try_parse_from(["nestlink", "--addr", "127.0.0.1:4100"])
            .expect("a valid address parses");
        assert_eq!(settings.addr.port(), 4100);
    }

    #[test]
    fn a_bad_addr_is_refused_with_a_message() {
        let error = Settings::try_parse_from(["nestlink", "--addr", "not-an-address"])
            .expect_err("an invalid address is refused");
        assert!(error.to_string().contains("--addr"));
    }
}

//! `cargo leptos`, unchanged: cargo-leptos's own entry point, built against
//! the dependencies this folder's Cargo.lock names (see Cargo.toml).

use cargo_leptos::{config::Cli, run};
use clap::Parser;

#[tokio::main]
async fn main() -> color_eyre::Result<()> {
    color_eyre::install()?;
    let mut args: Vec<String> = std::env::args().collect();
    // Run as `cargo leptos`, the second argument is "leptos".
    if args.get(1).is_some_and(|arg| arg == "leptos") {
        args.remove(1);
    }
    let cli = Cli::parse_from(&args);
    let verbose = cli.opts().map_or(0, |opts| opts.verbose);
    cargo_leptos::logger::setup(verbose, &cli.log);
    run(cli).await
}

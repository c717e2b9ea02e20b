//! Starts the Nestlink server: reads the settings, builds the router, serves
//! until SIGTERM or Ctrl-C and then finishes the requests under way.

use std::process::ExitCode;

use clap::Parser;
use leptos::config::get_configuration;
use nestlink::{AppState, Settings, delivery, router, store::Store};
use tracing_subscriber::EnvFilter;

fn main() -> ExitCode {
    let mut settings = Settings::parse();
    if let Some(command) = settings.command.take() {
        return nestlink::cli::run(command);
    }
    match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime.block_on(start(settings)),
        Err(error) => {
            eprintln!("nestlink: cannot start the runtime: {error}");
            ExitCode::FAILURE
        }
    }
}

async fn start(settings: Settings) -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| EnvFilter::new("info,tower_http=debug")),
        )
        .init();

    match serve(settings).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!("nestlink stopped: {error}");
            ExitCode::FAILURE
        }
    }
}

async fn serve(settings: Settings) -> Result<(), Box<dyn std::error::Error>> {
    // Without a Cargo.toml argument Leptos reads its settings from the
    // environment cargo-leptos sets, and otherwise uses the built-in defaults
    // (site root `target/site`), which fit a binary started from the repo root.
    let mut leptos_options = get_configuration(None)?.leptos_options;
    leptos_options.site_addr = settings.addr;
    // A release build names its files by their content and lists the names
    // in a hash file beside this binary; use them when it is there.
    leptos_options.hash_files =
        delivery::hash_file(&leptos_options).is_some_and(|path| path.exists());
    match delivery::split_words(&leptos_options) {
        Some(said) => tracing::info!(
            "the main module says {said} of the messages; the rest come with the split modules"
        ),
        None => tracing::info!(
            "each page fetches all its words at once: this is not a sealed release build, or its main module could not be read"
        ),
    }

    std::fs::create_dir_all(&settings.data_dir).map_err(|error| {
        format!(
            "cannot create the data directory {}: {error}",
            settings.data_dir.display()
        )
    })?;

    let store = Store::open(settings.database_url.as_deref(), &settings.data_dir)?;
    // A database that is down does not stop the editor: sharing answers 503
    // until it is back.
    match store.migrate().await {
        Ok(()) => tracing::info!("shared models are stored in {}", store.kind()),
        Err(error) => tracing::error!(
            "shared links are unavailable until the {} database can be reached: {error}",
            store.kind()
        ),
    }
    let share_limit = nestlink::rate_limit::ShareLimit::per_minute(settings.share_links_per_minute)
        .trusting(settings.trusted_proxy.clone());
    let site = nestlink::site_origin::SiteOrigin::new(
        &settings.public_origin,
        settings.trusted_proxy.clone(),
    )?;
    let state = AppState::new(leptos_options, store, share_limit).serving(site);
    let listener = tokio::net::TcpListener::bind(settings.addr)
        .await
        .map_err(|error| format!("cannot listen on {}: {error}", settings.addr))?;
    tracing::info!("Nestlink is serving http://{}", settings.addr);

    // Client addresses are needed for the per-client limit on new links.
    let app = router(state).into_make_service_with_connect_info::<std::net::SocketAddr>();
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown_signal())
        .await?;
    tracing::info!("Nestlink shut down cleanly");
    Ok(())
}

/// Resolves on Ctrl-C or SIGTERM, whichever comes first.
async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(error) = tokio::signal::ctrl_c().await {
            tracing::warn!("cannot listen for Ctrl-C: {error}");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(error) => {
                tracing::warn!("cannot listen for SIGTERM: {error}");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();

    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutdown requested; finishing requests under way");
}

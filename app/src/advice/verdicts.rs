//! The advisor's verdicts on a shared model, rendered by the server with
//! the page so they read before any script runs.

use leptos::prelude::*;

use crate::words::{pattern_name, text};
use nestlink_core::wire::share::Verdict;

/// What the advisor recommended for the shared version, rendered on the
/// server with the page.
#[component]
pub fn Verdicts(verdicts: Vec<Verdict>) -> impl IntoView {
    view! {
        <aside class="verdicts" aria-label=text("recommendations") data-testid="verdicts">
            <h2>{text("recommendations")}</h2>
            <p class="hint">{text("recommendations-shared")}</p>
            <ul>
                {verdicts
                    .into_iter()
                    .map(|v| {
                        view! {
                            <li>
                                <strong>{v.title}</strong>
                                " "
                                <span
                                    class="badge"
                                    data-testid="verdict-pattern"
                                    data-pattern=v.pattern.clone()
                                >
                                    {pattern_name(&v.pattern)}
                                </span>
                                <p>{v.rationale}</p>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </aside>
    }
}

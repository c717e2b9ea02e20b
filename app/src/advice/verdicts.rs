//! The advisor's verdicts on a shared model, rendered by the server with
//! the page so they read before any script runs.

use leptos::prelude::*;

use nestlink_core::wire::share::Verdict;

/// What the advisor recommended for the shared version, rendered on the
/// server with the page.
#[component]
pub fn Verdicts(verdicts: Vec<Verdict>) -> impl IntoView {
    view! {
        <aside class="verdicts" aria-label="Recommendations" data-testid="verdicts">
            <h2>"Recommendations"</h2>
            <p class="hint">"For the model as it was shared."</p>
            <ul>
                {verdicts
                    .into_iter()
                    .map(|v| {
                        view! {
                            <li>
                                <strong>{v.title}</strong>
                                " "
                                <span class="badge" data-testid="verdict-pattern">{v.pattern}</span>
                                <p>{v.rationale}</p>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </aside>
    }
}

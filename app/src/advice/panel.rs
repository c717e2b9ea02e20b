//! The advice panel beside the canvas: the advisor's live answer for the
//! model being drawn. A relationship selected shows its pattern, why, the
//! rules and alternatives, and the embedded and referenced documents side by
//! side; nothing selected shows the collections the schema ends up with.
//! Teaching mode asks for a guess before it shows the answer.
//!
//! The answer is static between edits, so the panel shows it as HTML
//! (`crate::advice::html`) and serves its buttons with one delegated
//! handler. The server reads and lays out each answer for the panel
//! (`ADVICE_PANEL`); the page reads that in a small WASM module of its own
//! (`#[lazy]`, split by `cargo leptos --split`), fetched with the first
//! answer, and lays out only the relationship selected.

use std::time::Duration;

use leptos::{ev, prelude::*};

use super::actions::{ATTRIBUTE, PanelAction};
use super::{
    Guess, Rule, Shown, advice_html, analysis_request, entity_key, entity_question, feedback, html,
    read_shown,
};
use crate::browser;
use crate::editor::EditorContext;
use crate::editor::state::validator;
use crate::words::text;
use nestlink_core::diagram::Selection;
use nestlink_core::pages::ADVICE_PANEL;
use nestlink_core::wire::analysis::Pattern;
use nestlink_core::wire::model::Model;

/// How long the model must rest before it is sent: a burst of typing makes
/// one request, and an answer still arrives well within 150 ms of the edit.
const DEBOUNCE: Duration = Duration::from_millis(40);
/// How often an analysis turned away by a busy server (503 overloaded) is
/// sent again before the panel says so; each time after the seconds the
/// server's `Retry-After` asks (see [`busy_wait_ms`]).
const BUSY_RETRIES: usize = 5;

/// How long to wait before asking a busy server again: the seconds its
/// `Retry-After` said, from 1 to 30; 1 when it said nothing usable.
#[must_use]
pub fn busy_wait_ms(retry_after: Option<u32>) -> i32 {
    let seconds = retry_after.unwrap_or(1).clamp(1, 30);
    i32::try_from(seconds).map_or(1_000, |seconds| seconds * 1_000)
}

/// The advisor's answer for the model in the editor, kept up to date.
#[derive(Clone, Copy)]
pub struct LiveAdvice {
    /// The latest answer, read; `None` until the first one arrives.
    pub shown: RwSignal<Option<Shown>>,
    /// A request is under way.
    pub pending: RwSignal<bool>,
    /// Teaching mode: answers stay hidden until a guess is made.
    pub teaching: RwSignal<bool>,
    /// Relationship id to the guess made for it (see [`Guess::code`]).
    pub guesses: RwSignal<Vec<(String, String)>>,
    /// Large type for projectors.
    pub presenting: RwSignal<bool>,
    /// The advice takes the workspace's width to be read: the documents
    /// side by side, the canvas narrow, the inspector folded away.
    pub reading: RwSignal<bool>,
}

/// Reads the panel's answer: code of a split module.
#[lazy]
fn read_answer_for(status: u16, body: String, model: Model) -> Shown {
    read_shown(status, &body, &model)
}

/// A guess in teaching mode, with what it is compared with: the advisor's
/// pattern and its alternatives (pattern, trade-off).
type Guessed = (Guess, String, Vec<(String, String)>);

/// Lays out what is selected: one relationship's advice, after teaching
/// mode's feedback on the guess made for it; or in teaching mode, the
/// question on an entity's documents (`entity`). Code of a split module.
#[lazy]
fn selected_html(
    raw: String,
    rules: Vec<Rule>,
    model: Model,
    guessed: Option<Guessed>,
    entity: bool,
) -> String {
    if entity {
        return entity_question(
            &raw,
            &rules,
            &model,
            guessed.as_ref().map(|(guess, ..)| guess),
        );
    }
    let mut out = guessed.map_or_else(String::new, |(guess, pattern, alternatives)| {
        html::feedback(&feedback(&guess, &pattern, &alternatives))
    });
    out.push_str(&advice_html(&raw, &rules, &model));
    out
}

impl LiveAdvice {
    /// Starts following the editor's model: every change the advisor cares
    /// about (positions do not count) is sent after a short rest; only the
    /// answer to the latest request is kept, older ones are dropped.
    #[must_use]
    pub fn follow(context: EditorContext) -> Self {
        let live = Self {
            shown: RwSignal::new(None),
            pending: RwSignal::new(false),
            teaching: RwSignal::new(false),
            guesses: RwSignal::new(Vec::new()),
            presenting: RwSignal::new(false),
            reading: RwSignal::new(false),
        };
        let request = Memo::new(move |_| context.document.doc.with(|d| analysis_request(&d.model)));
        // The number of the latest request, and the timer of the next one.
        // Not a `LocalResource`: it runs one fetch after another and shows
        // each answer, so a slow answer to an older model would be shown,
        // and the model after it sent only once that answer is in.
        let latest = StoredValue::new((0_u64, None::<TimeoutHandle>));
        Effect::new(move |_| {
            let body = request.get();
            let model = context.document.doc.with_untracked(|d| d.model.clone());
            let (mine, waiting) = latest.get_value();
            if let Some(waiting) = waiting {
                waiting.clear();
            }
            let mine = mine + 1;
            // A model that breaks a rule gets the server's own answer (the
            // same validation runs here) without asking: the first problem,
            // with its place. Answers still on their way are dropped.
            // (Tracked: the problems change with the edit once the
            // validator is in, and when it comes in.)
            let problem = context.document.problems.with(|p| p.first().cloned());
            if let Some(problem) = problem {
                latest.set_value((mine, None));
                live.pending.set(false);
                let error = html::error(&problem.into(), &model);
                live.shown.update(|shown| match shown {
                    Some(before) => before.error = Some(error),
                    None => {
                        *shown = Some(Shown {
                            error: Some(error),
                            ..Shown::default()
                        });
                    }
                });
                return;
            }
            live.pending.set(true);
            let send = move || {
                leptos::task::spawn_local(async move {
                    // The validator may still be on its way (its module
                    // is fetched as the editor starts): a model the server
                    // would refuse is never sent, and its problem is shown
                    // once the validator is in (above).
                    let refused = !validator().await(&model).is_empty();
                    if refused || latest.try_get_value().map(|(n, _)| n) != Some(mine) {
                        return;
                    }
                    let mut answer = browser::post_json_reply(ADVICE_PANEL, &body).await;
                    // A busy server (503 overloaded) says when to ask again;
                    // the panel keeps saying it is working meanwhile.
                    for _ in 0..BUSY_RETRIES {
                        let still_latest = latest.try_get_value().map(|(n, _)| n) == Some(mine);
                        let busy = match &answer {
                            Ok(reply) if reply.status == 503 => reply.retry_after,
                            _ => break,
                        };
                        if !still_latest {
                            break;
                        }
                        browser::sleep(busy_wait_ms(busy)).await;
                        answer = browser::post_json_reply(ADVICE_PANEL, &body).await;
                    }
                    let (status, text) = answer
                        .map(|reply| (reply.status, reply.text))
                        .unwrap_or_else(|message| (0, message));
                    let read = read_answer_for(status, text, model).await;
                    // Stale when a newer request is on its way; gone when the
                    // editor closed meanwhile.
                    if latest.try_get_value().map(|(n, _)| n) != Some(mine) {
                        return;
                    }
                    live.pending.try_set(false);
                    live.shown.try_update(|shown| match shown {
                        // A model that breaks a rule keeps the last advice on the canvas.
                        Some(before) if read.error.is_some() => before.error = read.error,
                        _ => *shown = Some(read),
                    });
                });
            };
            let timer = set_timeout_with_handle(send, DEBOUNCE).ok();
            if timer.is_none() {
                live.pending.set(false);
            }
            latest.set_value((mine, timer));
        });
        // Leaving the editor cancels the request waiting for its turn.
        on_cleanup(move || {
            if let Some((_, Some(waiting))) = latest.try_get_value() {
                waiting.clear();
            }
        });
        live
    }

    /// The guess made for a relationship in teaching mode, if any.
    pub fn guess(&self, relationship: &str) -> Option<Guess> {
        self.guesses.with(|guesses| {
            guesses
                .iter()
                .find(|(id, _)| id == relationship)
                .and_then(|(_, code)| Guess::from_code(code))
        })
    }

    /// The pattern to show on the canvas for a relationship: none before
    /// the first answer, nor in teaching mode before a guess.
    pub fn shown_pattern(&self, relationship: &str) -> Option<Pattern> {
        if self.teaching.get() && self.guess(relationship).is_none() {
            return None;
        }
        self.shown.with(|shown| {
            shown
                .as_ref()?
                .relationship(relationship)
                .and_then(|r| Pattern::from_id(&r.pattern))
        })
    }

    /// Is a finding about the entity (`relationship` false) or the
    /// relationship with this id?
    pub fn flagged(&self, relationship: bool, id: &str) -> bool {
        self.shown.with(|shown| {
            shown.as_ref().is_some_and(|s| {
                let list = if relationship {
                    &s.flagged.1
                } else {
                    &s.flagged.0
                };
                list.iter().any(|flagged| flagged == id)
            })
        })
    }

    /// The collections to draw around their entities (none in teaching
    /// mode, where they would give the answers away).
    /// The relationship's advice as the answer gave it (JSON), when its
    /// pattern is on show.
    pub fn shown_advice_json(&self, relationship: &str) -> Option<String> {
        self.shown_pattern(relationship)?;
        self.shown.with(|shown| {
            shown
                .as_ref()?
                .relationship(relationship)
                .map(|r| r.raw.clone())
        })
    }

    pub fn groups(&self) -> Vec<(String, Vec<String>)> {
        if self.teaching.get() {
            return Vec::new();
        }
        self.shown
            .with(|shown| shown.as_ref().map(|s| s.groups.clone()))
            .unwrap_or_default()
    }

    fn set_guess(&self, relationship: &str, guess: Option<String>) {
        self.guesses.update(|guesses| {
            guesses.retain(|(id, _)| id != relationship);
            if let Some(guess) = guess {
                guesses.push((relationship.to_owned(), guess));
            }
        });
    }
}

#[component]
pub fn AdvicePanel() -> impl IntoView {
    let context = expect_context::<EditorContext>();
    let live = expect_context::<LiveAdvice>();
    let panel = NodeRef::<leptos::html::Aside>::new();
    crate::browser::scroll_to_top_when(panel, move || context.document.selection.track());
    let status = move || {
        live.shown.with(|shown| match shown {
            _ if live.pending.get() => text("advice-updating"),
            None => text("advice-asking"),
            Some(shown) if shown.error.is_some() => text("advice-needs-fix"),
            Some(_) => text("advice-up-to-date"),
        })
    };
    let error = move || {
        live.shown
            .with(|s| s.as_ref().and_then(|s| s.error.clone()))
    };
    // The selected relationship's advice, laid out when it is selected: its
    // id, the raw advice it was made from (with which counts were entered),
    // and the HTML.
    let laid_out = RwSignal::new(None::<(String, String, String)>);
    Effect::new(move |_| {
        let Some((id, entity)) =
            asked_about(&context.document.selection.get(), live.teaching.get())
        else {
            return;
        };
        let guess = live.guess(&id);
        let Some((raw, rules, guessed)) = live.shown.with(|shown| {
            let shown = shown.as_ref()?;
            let (pattern, alternatives) = shown
                .relationship(&id)
                .map(|a| (a.pattern.clone(), a.alternatives.clone()))
                .unwrap_or_default();
            let guessed = guess.clone().map(|guess| (guess, pattern, alternatives));
            Some((shown.raw_of(&id)?.to_owned(), shown.rules.clone(), guessed))
        }) else {
            return;
        };
        // The same advice is laid out again when a count goes from assumed
        // to entered (or back), or a guess is made: the answer is unchanged,
        // what is said around it is not.
        let mut key = raw.clone();
        key.push_str(&guess.map(|guess| guess.code()).unwrap_or_default());
        context.document.doc.with_untracked(|d| {
            if let Some(r) = d.model.relationships.iter().find(|r| r.id == id) {
                for entered in [
                    r.typical.is_some(),
                    r.max.is_some(),
                    r.inverse_typical.is_some(),
                ] {
                    key.push(if entered { '1' } else { '0' });
                }
            }
        });
        if laid_out.with_untracked(|l| l.as_ref().is_some_and(|(i, k, _)| *i == id && *k == key)) {
            return;
        }
        let model = context.document.doc.with_untracked(|d| d.model.clone());
        leptos::task::spawn_local(async move {
            let html = selected_html(raw.clone(), rules, model, guessed, entity).await;
            // Kept only if it is still what is selected, and current.
            let selected = context
                .document
                .selection
                .try_with_untracked(|s| asked_about(s, entity).is_some_and(|(now, _)| now == id));
            let current = live.shown.try_with_untracked(|shown| {
                shown
                    .as_ref()
                    .and_then(|s| s.raw_of(&id))
                    .is_some_and(|r| r == raw)
            });
            if selected == Some(true) && current == Some(true) {
                laid_out.try_set(Some((id, key, html)));
            }
        });
    });
    let body = move || panel_html(context, live, laid_out);
    // What a guess is about.
    let selected_relationship = move || {
        context
            .document
            .selection
            .with_untracked(|s| asked_about(s, true))
            .map(|(id, _)| id)
    };
    // One handler for every button the HTML holds.
    let on_click = move |event: ev::MouseEvent| {
        let action =
            browser::clicked_data(&event, ATTRIBUTE).and_then(|text| PanelAction::decode(&text));
        match action {
            Some(PanelAction::Copy) => browser::copy_code(&event),
            Some(PanelAction::Guess(guess)) => {
                if let Some(id) = selected_relationship() {
                    live.set_guess(&id, Some(guess.code()));
                }
            }
            Some(PanelAction::AskAgain) => {
                if let Some(id) = selected_relationship() {
                    live.set_guess(&id, None);
                }
            }
            Some(PanelAction::SelectEntity(id)) => {
                context.document.selection.set(Selection::entity(&id))
            }
            Some(PanelAction::SelectRelationship(id)) => {
                context.document.selection.set(Selection::Relationship(id));
            }
            Some(PanelAction::GuessNamed) | None => {}
        }
    };
    // The select of named patterns answers by its value.
    let on_change = move |event: ev::Event| {
        let chosen = event_target_value(&event);
        if let Some(guess) = Guess::from_code(&chosen)
            && let Some(id) = selected_relationship()
        {
            live.set_guess(&id, Some(guess.code()));
        }
    };
    view! {
        <aside class="advice" aria-label=text("advice") data-testid="advice" node_ref=panel on:click=on_click on:change=on_change>
            <div class="advice-head">
                <h2>{text("advice")}</h2>
                <span class="advice-status" role="status" data-testid="advice-status">{status}</span>
                <span class="spacer"></span>
                <button
                    type="button"
                    aria-pressed=move || live.teaching.get().to_string()
                    on:click=move |_| {
                        live.teaching.update(|t| *t = !*t);
                        live.guesses.update(Vec::clear);
                    }
                    title=text("teaching-mode-hint")
                >
                    {text("teaching-mode")}
                </button>
                <button
                    type="button"
                    aria-pressed=move || live.presenting.get().to_string()
                    on:click=move |_| live.presenting.update(|p| *p = !*p)
                    title=text("presenter-view-hint")
                >
                    {text("presenter-view")}
                </button>
                <button
                    type="button"
                    aria-pressed=move || live.reading.get().to_string()
                    on:click=move |_| live.reading.update(|r| *r = !*r)
                    title=text("wide-advice-hint")
                >
                    {text("wide-advice")}
                </button>
            </div>
            {move || error().map(|error| view! {
                <div class="advice-error" role="alert" data-testid="advice-error" inner_html=error></div>
            })}
            <div class="advice-body" data-hidden-note=text("advice-hidden") inner_html=body></div>
        </aside>
    }
}

/// What the selection asks the panel about: a relationship (its id), or
/// in teaching mode one entity (its key, and `true`).
fn asked_about(selection: &Selection, teaching: bool) -> Option<(String, bool)> {
    match selection {
        Selection::Relationship(id) => Some((id.clone(), false)),
        Selection::Entities(ids) if teaching && ids.len() == 1 => Some((entity_key(&ids[0]), true)),
        Selection::Entities(_) | Selection::None => None,
    }
}

/// What the panel's body shows: for a selected relationship its advice (or
/// teaching mode's question first), otherwise the collections.
fn panel_html(
    context: EditorContext,
    live: LiveAdvice,
    laid_out: RwSignal<Option<(String, String, String)>>,
) -> String {
    let selection = context.document.selection.get();
    let teaching = live.teaching.get();
    live.guesses.track();
    live.shown.with(|shown| {
        let waiting = hint("advice-asking");
        let Selection::Relationship(id) = selection else {
            // In teaching mode the collections would give the answers away;
            // an entity with a pattern of its own is asked about instead.
            if teaching {
                let asked = asked_about(&selection, true)
                    .filter(|(key, _)| shown.as_ref().is_some_and(|s| s.raw_of(key).is_some()));
                if let Some((key, _)) = asked {
                    return laid_out.with(|laid_out| match laid_out {
                        Some((laid_id, _, html)) if *laid_id == key => html.clone(),
                        _ => hint("laying-out-question"),
                    });
                }
                return hint("teaching-select");
            }
            return shown.as_ref().map_or(waiting, |s| s.collections.clone());
        };
        // Read untracked: moving a box must not redraw the panel (that would
        // close what was opened and scroll back to the top). A rename changes
        // the answer, which redraws it.
        let title = context.document.doc.with_untracked(|d| {
            d.model
                .relationship(&id)
                .map(|r| d.model.relationship_title(r))
                .unwrap_or_default()
        });
        let mut out = html::heading(&title);
        let advice = shown.as_ref().and_then(|s| s.relationship(&id));
        match (advice, live.guess(&id)) {
            (_, None) if teaching => out.push_str(&html::quiz()),
            (None, _) if shown.is_none() => out.push_str(&waiting),
            (None, _) => out.push_str(&hint("needs-fix-first")),
            (Some(_), _) => {
                // Until a new answer is laid out, the last one for this
                // relationship stays: no flash of "laying out". A guess's
                // feedback comes laid out with it.
                laid_out.with(|laid_out| match laid_out {
                    Some((laid_id, _, html)) if *laid_id == id => out.push_str(html),
                    _ => out.push_str(&hint("laying-out-advice")),
                });
            }
        }
        out
    })
}

/// A hint in the panel: the message `id`, escaped.
fn hint(id: &str) -> String {
    format!("<p class=\"hint\">{}</p>", html::escape(&text(id)))
}

#[cfg(test)]
mod tests {
    use super::busy_wait_ms;

    #[test]
    fn a_busy_server_is_asked_again_after_the_seconds_it_said() {
        assert_eq!(busy_wait_ms(Some(3)), 3_000);
        assert_eq!(busy_wait_ms(None), 1_000, "nothing said: a second");
        assert_eq!(busy_wait_ms(Some(0)), 1_000, "never at once");
        assert_eq!(busy_wait_ms(Some(86_400)), 30_000, "never for long");
    }
}

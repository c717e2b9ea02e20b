//! The people of a live session on screen, and the owner's workshop: code
//! of the live split module (with `live_link`, which feeds it what the
//! server says and sends what it asks). Who is here (a name chosen on
//! joining, a colour), what each selected and where their pointer is; the
//! owner's lock, "follow me" and live question, and each person's answer.

mod people;
mod workshop;

use nestlink_core::decimal::Rounded;
use std::collections::BTreeMap;

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use crate::browser;
use crate::editor::state::{EditorContext, View};
use crate::words::text;
use nestlink_core::diagram::geometry::{Rect, entity_rect};
use nestlink_core::diagram::selection::Selection;
use nestlink_core::live::{Down, Peer, Presence, Up, Workshop, is_answer};

/// Where this browser keeps the name a person goes by in sessions.
const NAME_KEY: &str = "nestlink.live.name";

/// Sends a message to the session (the connection's own `say`).
pub type Say = Callback<Up>;

/// The people and the workshop as this browser knows them.
#[derive(Clone, Copy)]
pub struct Gathering {
    editor: EditorContext,
    /// How the server shows this person to everyone (`Down::Welcome`).
    me: RwSignal<String>,
    /// This browser holds the owner key.
    owner: bool,
    peers: RwSignal<BTreeMap<String, Peer>>,
    workshop: RwSignal<Workshop>,
    /// The name chosen; none until the person chose one.
    name: RwSignal<Option<String>>,
    /// This person's answer, and the number of the question it answers.
    answered: RwSignal<Option<(u32, String)>>,
    /// Where the pointer is on the canvas, in canvas units.
    pointer: RwSignal<Option<(f64, f64)>>,
    /// The owner chose to see the advice while a question waits (it is
    /// hidden from their screen too, which is often the one projected).
    owner_sees: RwSignal<bool>,
    /// The owner shows the session's link large, for a room to copy.
    showing_link: RwSignal<bool>,
    /// The session's address, to hand out.
    link: StoredValue<String>,
    /// Someone's edit just replaced this person's: what to say, and by
    /// which entity (none: the model as a whole), said on the canvas for
    /// a few seconds.
    overwritten: RwSignal<Option<(String, Option<String>)>>,
}

/// How long the canvas says an edit was overwritten.
const OVERWRITTEN_MS: u64 = 5_000;

impl Gathering {
    #[must_use]
    pub fn new(editor: EditorContext, owner: bool, link: String) -> Self {
        Self {
            owner_sees: RwSignal::new(false),
            showing_link: RwSignal::new(false),
            link: StoredValue::new(link),
            editor,
            me: RwSignal::new(String::new()),
            owner,
            peers: RwSignal::new(BTreeMap::new()),
            workshop: RwSignal::new(Workshop::default()),
            name: RwSignal::new(browser::load(NAME_KEY).filter(|name| !name.trim().is_empty())),
            answered: RwSignal::new(None),
            pointer: RwSignal::new(None),
            overwritten: RwSignal::new(None),
        }
    }

    /// Says on the canvas, by `entity` (or at its top), that someone's
    /// edit replaced this person's; the words go after a few seconds.
    pub fn overwritten(self, text: String, entity: Option<String>) {
        let said = text.clone();
        self.overwritten.set(Some((text, entity)));
        let shown = self.overwritten;
        set_timeout(
            move || {
                // A later message stays its own few seconds.
                if shown.with_untracked(|now| now.as_ref().is_some_and(|(text, _)| *text == said)) {
                    shown.set(None);
                }
            },
            std::time::Duration::from_millis(OVERWRITTEN_MS),
        );
    }

    /// The server said how it shows this person.
    pub fn known_as(self, you: String) {
        self.me.set(you);
    }

    /// Whether this person may not edit now: the owner locked editing, or
    /// the session is archived.
    #[must_use]
    pub fn watching(self) -> bool {
        self.workshop
            .with_untracked(|w| w.archived || (w.locked && !self.owner))
    }

    /// Why edits are not taken now, for the notice.
    #[must_use]
    pub fn why_watching(self) -> String {
        text(if self.workshop.with_untracked(|w| w.archived) {
            "why-archived"
        } else {
            "why-locked"
        })
    }

    /// Takes in what the server says of people and the workshop (other
    /// messages are the connection's).
    pub fn heard(self, down: &Down) {
        match down {
            Down::Peer(peer) => {
                if peer.owner && !self.owner && self.workshop.with_untracked(|w| w.following) {
                    self.follow(&peer.presence);
                }
                self.peers.update(|peers| {
                    peers.insert(peer.client.clone(), peer.clone());
                });
            }
            Down::Left { client } => self.peers.update(|peers| {
                peers.remove(client);
            }),
            Down::Workshop(workshop) => {
                // A new question starts with the owner's advice hidden again.
                let asked = |w: &Workshop| w.question.as_ref().map(|q| q.number);
                if self.workshop.with_untracked(asked) != asked(workshop) {
                    self.owner_sees.set(false);
                }
                let starts_following = workshop.following
                    && !self.workshop.with_untracked(|w| w.following)
                    && !self.owner;
                self.workshop.set(workshop.clone());
                if starts_following {
                    let owner = self.peers.with_untracked(|peers| {
                        peers
                            .values()
                            .find(|peer| peer.owner)
                            .map(|peer| peer.presence.clone())
                    });
                    if let Some(presence) = owner {
                        self.follow(&presence);
                    }
                }
            }
            _ => {}
        }
    }

    /// Shows what the owner shows: the middle of their view at their zoom,
    /// and their selection.
    fn follow(self, owner: &Presence) {
        if let (Some((x, y, zoom)), Some((width, height))) =
            (owner.view, self.editor.viewport.canvas_size.get_untracked())
        {
            self.editor.viewport.view.set(View {
                x: width / 2.0 - x * zoom,
                y: height / 2.0 - y * zoom,
                zoom,
            });
        }
        let selection =
            self.editor
                .document
                .doc
                .with_untracked(|doc| match owner.selection.as_slice() {
                    [one] if doc.model.relationship(one).is_some() => {
                        Selection::Relationship(one.clone())
                    }
                    [] => Selection::None,
                    ids => self.editor.document.index.with_untracked(|index| {
                        Selection::Entities(
                            ids.iter()
                                .filter(|id| index.contains_key(*id))
                                .cloned()
                                .collect(),
                        )
                    }),
                });
        if self
            .editor
            .document
            .selection
            .with_untracked(|now| *now != selection)
        {
            // What the person was typing is kept before the form goes.
            browser::commit_typing();
            self.editor.document.selection.set(selection);
        }
    }

    /// The name someone in the session goes by, by their public id.
    #[must_use]
    pub fn name_of(self, public: &str) -> String {
        self.peers
            .with_untracked(|peers| peers.get(public).map(|peer| peer.presence.name.clone()))
            .unwrap_or_else(|| text("someone"))
    }

    /// What this person shows the others now; none before they chose a
    /// name (they are not listed until then).
    #[must_use]
    pub fn presence(self) -> Option<Presence> {
        let name = self.name.get_untracked()?;
        let selection = match self.editor.document.selection.get_untracked() {
            Selection::None => Vec::new(),
            Selection::Entities(ids) => ids,
            Selection::Relationship(id) => vec![id],
        };
        let view = self.editor.viewport.view.get_untracked();
        let middle = self
            .editor
            .viewport
            .canvas_size
            .get_untracked()
            .map(|(width, height)| {
                let (x, y) = view.to_canvas((width / 2.0, height / 2.0));
                (x, y, view.zoom)
            });
        Some(Presence {
            name,
            selection,
            pointer: self.pointer.get_untracked(),
            view: middle,
        })
    }

    /// The bar: the name form, the people, the workshop.
    fn bar(self, say: Say) -> impl IntoView {
        let draft = RwSignal::new(String::new());
        let renaming = RwSignal::new(false);
        let choose = move |event: leptos::ev::SubmitEvent| {
            event.prevent_default();
            let name: String = draft
                .get_untracked()
                .trim()
                .chars()
                .take(nestlink_core::live::NAME_CHARS)
                .collect();
            if !name.is_empty() {
                browser::save(NAME_KEY, &name);
                self.name.set(Some(name));
                renaming.set(false);
            }
        };
        let asking = move || renaming.get() || self.name.with(Option::is_none);
        // Only names, colours and owners: pointers moving do not redraw it.
        let listed = Memo::new(move |_| {
            self.peers.with(|peers| {
                peers
                    .values()
                    .map(|peer| Peer {
                        presence: Presence {
                            name: peer.presence.name.clone(),
                            ..Presence::default()
                        },
                        ..peer.clone()
                    })
                    .collect::<Vec<_>>()
            })
        });
        let people = move || {
            let me = self.me.get();
            listed.with(|peers| people::list(peers, &me))
        };
        // What the workshop's part reads of the editor, as memos: a model
        // edit or a new selection redraws it (closing an open pattern list)
        // only when they change what it shows.
        let selected_relationship = Memo::new(move |_| {
            matches!(
                self.editor.document.selection.get(),
                Selection::Relationship(_)
            )
        });
        let title = Memo::new(move |_| {
            let asked = self.workshop.with(|w| {
                w.question
                    .as_ref()
                    .map(|question| question.relationship.clone())
            })?;
            Some(self.editor.document.doc.with(|doc| {
                doc.model
                    .relationship(&asked)
                    .map_or_else(|| asked.clone(), |r| doc.model.relationship_title(r))
            }))
        });
        // Who may answer: everyone here but the owner.
        let present =
            Memo::new(move |_| listed.with(|peers| peers.iter().filter(|p| !p.owner).count()));
        let workshop =
            move || self.workshop_html(selected_relationship.get(), title.get(), present.get());
        let clicked = move |event: leptos::ev::MouseEvent| {
            let Some(action) = browser::clicked_data(&event, "data-live") else {
                return;
            };
            if action == "rename" {
                draft.set(self.name.get_untracked().unwrap_or_default());
                renaming.set(true);
            } else if action == "copy-link" {
                let link = self.link.get_value();
                // The button says how it went, for two seconds.
                let button = event
                    .target()
                    .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
                    .and_then(|target| target.closest("[data-live]").ok().flatten());
                leptos::task::spawn_local(async move {
                    let copied = browser::copy_text(&link).await;
                    let Some(button) = button else {
                        return;
                    };
                    button.set_text_content(Some(&text(if copied {
                        "copied"
                    } else {
                        "not-copied"
                    })));
                    browser::sleep(2_000).await;
                    button.set_text_content(Some(&text("ws-copy-link")));
                });
            } else if action == "show-link" {
                self.showing_link.update(|on| *on = !*on);
            } else if action == "show-me" {
                self.owner_sees.update(|on| *on = !*on);
            } else if let Some(up) = self.action(&action) {
                say.run(up);
            }
        };
        let changed = move |event: leptos::ev::Event| {
            let answer = event_target_value(&event);
            if let Some(up) = self.action(&format!("answer:{answer}")) {
                say.run(up);
            }
        };
        view! {
            <div class="live-people">
                <Show when=asking>
                    <form class="live-name" on:submit=choose>
                        <label>
                            {text("your-name")} " "
                            <input
                                type="text"
                                maxlength="40"
                                required
                                data-testid="live-name"
                                prop:value=move || draft.get()
                                on:input=move |event| draft.set(event_target_value(&event))
                            />
                        </label>
                        <button type="submit">{text("join")}</button>
                    </form>
                </Show>
                <div inner_html=people on:click=clicked></div>
            </div>
            <div class="live-workshop" inner_html=workshop on:click=clicked on:change=changed></div>
        }
    }

    /// The workshop part of the bar, as it is now.
    fn workshop_html(
        self,
        selected_relationship: bool,
        title: Option<String>,
        present: usize,
    ) -> String {
        self.workshop.with(|workshop| {
            let number = workshop.question.as_ref().map(|q| q.number);
            let mine = self.answered.with(|answered| {
                answered
                    .as_ref()
                    .filter(|(asked, _)| Some(*asked) == number)
                    .map(|(_, answer)| answer.clone())
            });
            workshop::render(&workshop::Seen {
                workshop,
                owner: self.owner,
                selected_relationship,
                title: title.unwrap_or_default(),
                mine: mine.as_deref(),
                present,
                owner_sees: self.owner_sees.get(),
                link: self
                    .showing_link
                    .get()
                    .then(|| self.link.get_value())
                    .as_deref(),
            })
        })
    }

    /// The message a button's `data-live` action sends, if any.
    fn action(self, action: &str) -> Option<Up> {
        Some(match action {
            "lock" => Up::Lock,
            "unlock" => Up::Unlock,
            "follow" => Up::Follow { on: true },
            "unfollow" => Up::Follow { on: false },
            "reveal" => Up::Reveal,
            "end" => Up::EndQuestion,
            "ask" => match self.editor.document.selection.get_untracked() {
                Selection::Relationship(relationship) => Up::Ask { relationship },
                _ => return None,
            },
            other => {
                let answer = other.strip_prefix("answer:").filter(|a| is_answer(a))?;
                let question = self
                    .workshop
                    .with_untracked(|w| w.question.as_ref().map(|q| q.number))?;
                self.answered.set(Some((question, answer.to_owned())));
                Up::Answer {
                    question,
                    answer: answer.to_owned(),
                }
            }
        })
    }
}

/// Draws the people and the workshop: the room atop the side column, and the
/// others' pointers and selections over it; follows the pointer over the
/// canvas. A split module of its own, fetched once the session is joined,
/// so the connection's module stays small.
#[lazy]
pub fn draw(gathering: Gathering, bar: web_sys::Element, canvas: web_sys::Element, say: Say) {
    let pointer = gathering.pointer;
    let view = gathering.editor.viewport.view;
    let area = canvas.clone();
    browser::on_pointer_over(&canvas, move |at| {
        let on_canvas = at.and_then(|(x, y)| {
            let (left, top, _, _) = browser::element_rect(&area)?;
            Some(view.get_untracked().to_canvas((x - left, y - top)))
        });
        pointer.set(on_canvas);
    });
    // While a question waits, an attendee's advice and verdicts are hidden
    // (by a class on the editor, which the styles read).
    let area = bar.clone();
    Effect::new(move |_| {
        let owner_sees = gathering.owner_sees.get();
        let hiding = gathering
            .workshop
            .with(|w| w.hides_advice(gathering.owner, owner_sees));
        browser::mark_around(&area, ".editor", "hides-advice", hiding);
    });
    browser::draw_inside(&bar, move || gathering.bar(say));
    let layer = move || {
        let me = gathering.me.get();
        let others: Vec<Peer> = gathering.peers.with(|peers| {
            peers
                .values()
                .filter(|peer| peer.client != me)
                .cloned()
                .collect()
        });
        let view = gathering.editor.viewport.view.get();
        gathering
            .editor
            .document
            .doc
            .with(|doc| people::pointers(&others, &doc.model, view))
    };
    browser::draw_inside(&canvas, move || {
        view! { <div class="live-layer" aria-hidden="true" inner_html=layer></div> }
    });
    // By the box whose property was overwritten (above it, or below when
    // it is near the canvas's top), never over it; else at the canvas's top.
    let overwritten = move || {
        let (text, entity) = gathering.overwritten.get()?;
        let view = gathering.editor.viewport.view.get();
        let place = entity.and_then(|id| {
            gathering.editor.document.doc.with(|doc| {
                let (left, top, _, height) = on_screen(&entity_rect(doc.model.entity(&id)?), view);
                Some(if top >= 90.0 {
                    format!(
                        "left: {}px; top: {}px; transform: translateY(-100%)",
                        Rounded(left, 1),
                        Rounded(top - 6.0, 1)
                    )
                } else {
                    format!(
                        "left: {}px; top: {}px",
                        Rounded(left, 1),
                        Rounded(top + height + 6.0, 1)
                    )
                })
            })
        });
        Some(view! {
            <p
                class="live-overwritten"
                role="status"
                data-testid="live-overwritten"
                style=place.unwrap_or_else(|| "left: 12px; top: 12px".to_owned())
            >
                {text}
            </p>
        })
    };
    browser::draw_inside(&canvas, move || overwritten);
}

/// An entity's box on screen, for the selection outlines.
fn on_screen(rect: &Rect, view: View) -> (f64, f64, f64, f64) {
    let (left, top) = view.to_pixels((rect.x, rect.y));
    (left, top, rect.width * view.zoom, rect.height * view.zoom)
}

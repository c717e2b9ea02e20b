//! The editor in a live session (`/s/{id}`): code of a split module,
//! fetched only on a session's page. Each change the person makes becomes
//! ops for the server (`nestlink_core::live`); each op the server applies, anyone's,
//! comes back and is shown. The undo steps take others' changes in too, so
//! Undo takes back only the person's own. Offline, edits wait and are sent
//! when the connection is back; the page reconnects by itself.

use leptos::prelude::*;

use super::room::Gathering;
use crate::browser::{self, Socket};
use crate::editor::state::EditorContext;
use crate::words::{count, fill, text};
use nestlink_core::live::{Down, Op, Presence, Replica, Up, apply, owner_key_name};

/// How long to wait before reconnecting, at first and at most (ms).
const RETRY_FIRST_MS: i32 = 500;
const RETRY_MOST_MS: i32 = 8_000;

/// How often this person's presence (pointer, view, selection) is sent
/// when it changed (ms).
const PRESENCE_EVERY_MS: u64 = 100;

/// Joins the session `id`, whose model the editor shows at `version`;
/// `status` says how the connection is, for the banner; the people and the
/// workshop are drawn in `bar` and over the canvas.
#[lazy]
pub fn join(
    editor: EditorContext,
    id: String,
    version: u64,
    status: RwSignal<String>,
    bar: NodeRef<leptos::html::Div>,
) {
    let model = editor.document.doc.with_untracked(|d| d.model.clone());
    let client = client_id();
    // What this person adds is named apart from what others add at the
    // same moment (`entity_3_k7q2`), so nothing needs renaming later.
    editor
        .document
        .doc
        .update_untracked(|d| d.tag = person_tag());
    // Whether the owner's controls show was settled as the page was taken
    // over (`editor::view`); the people's list says it too.
    let owner = browser::load(&owner_key_name(&id)).is_some();
    editor.access.in_session.set(true);
    let address = format!(
        "{}{}",
        browser::origin(),
        nestlink_core::live::session_link(&id)
    );
    let gathering = Gathering::new(editor, owner, address);
    let link = Link {
        editor,
        id: StoredValue::new(id.clone()),
        replica: StoredValue::new(Replica::new(client, model, version, 0)),
        socket: StoredValue::new_local(None),
        ready: StoredValue::new(false),
        retry_ms: StoredValue::new(RETRY_FIRST_MS),
        status,
        gathering,
        told: StoredValue::new(None),
    };
    // Drawn once both places are on the page.
    let drawn = StoredValue::new(false);
    Effect::new(move |_| {
        if let (Some(bar), Some(canvas), false) =
            (bar.get(), editor.viewport.canvas.get(), drawn.get_value())
        {
            drawn.set_value(true);
            let say = Callback::new(move |up: Up| link.say(&up));
            // Both are divs; the drawing takes them as plain elements.
            let (bar, canvas): (&web_sys::Element, &web_sys::Element) = (&bar, &canvas);
            leptos::task::spawn_local(super::room::draw(
                gathering,
                bar.clone(),
                canvas.clone(),
                say,
            ));
        }
    });
    // Presence at most every PRESENCE_EVERY_MS, and only when it changed.
    let _ = set_interval_with_handle(
        move || link.send_presence(),
        std::time::Duration::from_millis(PRESENCE_EVERY_MS),
    );
    // Each change the person makes (the model differs from the copy).
    Effect::new(move |_| {
        editor.document.doc.track();
        link.send_own_changes();
    });
    // The browser knows first when the network goes: stop sending at once,
    // and try again as soon as it is back.
    browser::on_connectivity(move |online| {
        if online {
            link.retry_ms.set_value(RETRY_FIRST_MS);
            if !link.ready.get_value() {
                link.socket.set_value(None);
                link.connect();
            }
        } else {
            link.socket.set_value(None);
            link.lost();
        }
    });
    link.connect();
}

/// This page's id in the session: new on each page, since edits waiting
/// to be sent do not outlive the page either. Kept secret: others see a
/// public id the server derives from it (`Down::Welcome`), so nobody can
/// send ops in someone else's name.
fn client_id() -> String {
    let (time, _) = browser::entropy();
    let secret: String = (0..3)
        .map(|_| {
            // Without a cryptographic generator (none is known to lack one),
            // the page's ordinary one.
            let random = browser::secret_u32().map_or_else(|| browser::entropy().1, u64::from);
            format!("{random:x}")
        })
        .collect();
    format!("c{time:x}{secret}")
}

/// Four base-36 characters, new on each page: with 1.6 million of them,
/// two people of one session adding at one moment do not share one.
fn person_tag() -> String {
    let (_, random) = browser::entropy();
    let mut n = random % 36_u64.pow(4);
    (0..4)
        .map(|_| {
            let digit = char::from_digit(u32::try_from(n % 36).unwrap_or(0), 36).unwrap_or('0');
            n /= 36;
            digit
        })
        .collect()
}

#[derive(Clone, Copy)]
struct Link {
    editor: EditorContext,
    id: StoredValue<String>,
    replica: StoredValue<Replica>,
    socket: StoredValue<Option<Socket>, LocalStorage>,
    /// Caught up since the socket opened: ops may be sent.
    ready: StoredValue<bool>,
    retry_ms: StoredValue<i32>,
    status: RwSignal<String>,
    gathering: Gathering,
    /// The presence last sent on this connection.
    told: StoredValue<Option<Presence>>,
}

impl Link {
    fn connect(self) {
        if !browser::online() {
            // The online event reconnects.
            self.tell(&text("live-offline"));
            return;
        }
        let path = format!("/api/v1/sessions/{}/live", self.id.get_value());
        let opened = move || {
            let version = self.replica.with_value(Replica::version);
            let client = self.replica.with_value(|r| r.client().to_owned());
            let owner_key = browser::load(&owner_key_name(&self.id.get_value()));
            self.say(&Up::Hello {
                client,
                version,
                owner_key,
            });
            self.tell(&text("live-connected"));
        };
        let heard = move |text: String| self.hear(&text);
        let closed = move || self.lost();
        let socket = browser::open_socket(&path, opened, heard, closed);
        let failed = socket.is_none();
        self.socket.set_value(socket);
        if failed {
            self.lost();
        }
    }

    /// The connection is gone: edits wait; try again a little later.
    fn lost(self) {
        self.ready.set_value(false);
        let waiting = self.replica.with_value(|r| r.waiting().len());
        self.tell(&if waiting == 0 {
            text("live-reconnecting")
        } else {
            count("live-kept-offline", waiting, &[])
        });
        let wait = self.retry_ms.get_value();
        self.retry_ms.set_value((wait * 2).min(RETRY_MOST_MS));
        leptos::task::spawn_local(async move {
            browser::sleep(wait).await;
            if !self.ready.get_value() {
                self.socket.set_value(None);
                self.connect();
            }
        });
    }

    fn hear(self, json: &str) {
        let Some(down) = Down::from_json(json) else {
            return;
        };
        // An edit not yet turned into ops is kept (and sent) first, so what
        // arrives is laid on top of it, never over it.
        if matches!(
            down,
            Down::Applied(_) | Down::Refused { .. } | Down::CaughtUp { .. }
        ) {
            self.send_own_changes();
        }
        match down {
            Down::Welcome { you } => {
                self.replica.update_value(|r| r.known_as(you.clone()));
                self.gathering.known_as(you);
            }
            Down::Applied(applied) => {
                let now = browser::entropy().0 as f64;
                let heard = self.replica.try_update_value(|r| {
                    let clash = r.clashes(&applied, now);
                    r.applied(&applied).map(|()| (r.renamed(), clash))
                });
                let Some(Ok((renamed, clash))) = heard else {
                    // Out of step (cannot happen with one server): start afresh.
                    browser::reload();
                    return;
                };
                // One's own op is in one's undo steps already.
                let mine = self.replica.with_value(|r| r.is_own(&applied));
                self.show((!mine).then_some(&applied.op));
                if let Some(renamed) = renamed.last() {
                    self.editor.panels.notice.set(Some(fill(
                        &format!("live-renamed-{}", renamed.what),
                        &[
                            ("wanted", &nestlink_core::bidi::isolated(&renamed.wanted)),
                            ("kept", &nestlink_core::bidi::isolated(&renamed.kept)),
                        ],
                    )));
                } else if clash {
                    self.gathering.overwritten(
                        fill(
                            "live-clash",
                            &[
                                (
                                    "name",
                                    &nestlink_core::bidi::isolated(
                                        &self.gathering.name_of(&applied.client),
                                    ),
                                ),
                                ("what", &what_was_set(&applied.op)),
                            ],
                        ),
                        touched_entity(self.editor, &applied.op),
                    );
                }
            }
            Down::Refused { seq, reason } => {
                self.replica.update_value(|r| r.refused(seq));
                self.show(None);
                self.tell(&fill("live-not-applied", &[("why", &reason)]));
            }
            Down::CaughtUp { decided, .. } => {
                self.told.set_value(None);
                self.replica.update_value(|r| r.caught_up(decided));
                self.show(None);
                self.ready.set_value(true);
                self.retry_ms.set_value(RETRY_FIRST_MS);
                self.tell(&text("live-now"));
                self.send_waiting();
            }
            Down::Error { code, message } => {
                if code == "slow_down" {
                    leptos::task::spawn_local(async move {
                        browser::sleep(1_000).await;
                        self.send_waiting();
                    });
                } else {
                    self.tell(&message);
                }
            }
            people => {
                if let Down::Workshop(workshop) = &people
                    && workshop.archived
                {
                    self.tell(&text("live-archived"));
                }
                self.gathering.heard(&people);
                self.follow_lock();
            }
        }
    }

    /// The editor takes no edits while this person is watching (locked,
    /// archived): each says why. The reason's notice goes when it ends.
    fn follow_lock(self) {
        let why = self
            .gathering
            .watching()
            .then(|| self.gathering.why_watching());
        let was = self.editor.access.read_only.get_untracked();
        if was == why {
            return;
        }
        self.editor.access.read_only.set(why);
        if was.is_some() && self.editor.panels.notice.with_untracked(|n| *n == was) {
            self.editor.panels.notice.set(None);
        }
    }

    /// This person's presence, when it changed since last sent.
    fn send_presence(self) {
        if !self.ready.get_value() {
            return;
        }
        let Some(presence) = self.gathering.presence() else {
            return;
        };
        if self
            .told
            .with_value(|told| told.as_ref() != Some(&presence))
        {
            self.told.set_value(Some(presence.clone()));
            self.say(&Up::Presence(presence));
        }
    }

    /// The person's copy on screen, with someone else's op (if any) made to
    /// the undo steps too.
    fn show(self, op: Option<&Op>) {
        let view = self.replica.with_value(|r| r.shown().clone());
        self.editor.document.doc.update(|doc| {
            if let Some(op) = op {
                doc.history.rebase(|step| {
                    // A step without what the op is about keeps as it is.
                    let _ = apply(step, op);
                });
            }
            if doc.model != view {
                doc.model = view;
            }
        });
    }

    /// Turns what the person changed since into ops, and sends them when
    /// the session is caught up (else they wait for the catch-up).
    fn send_own_changes(self) {
        let model = self.editor.document.doc.with_untracked(|d| d.model.clone());
        if self.gathering.watching() {
            // Watching: an edit that got past the editor's lock (one made as
            // the lock arrived) is taken back at once, with the reason.
            if self.replica.with_value(|r| r.shown() != &model) {
                self.editor
                    .panels
                    .notice
                    .set(Some(self.gathering.why_watching()));
                self.show(None);
            }
            return;
        }
        let was_held = self.replica.with_value(Replica::holds);
        let new = self
            .replica
            .try_update_value(|r| {
                if r.shown() == &model {
                    Vec::new()
                } else {
                    r.edit(&model)
                }
            })
            .unwrap_or_default();
        // A name someone else took meanwhile was numbered: the editor shows
        // the number at once, or its stale name would be sent again as an
        // edit of its own (and held, the name being taken).
        if self.replica.with_value(|r| r.shown() != &model) {
            self.show(None);
        }
        let holds = self.replica.with_value(Replica::holds);
        if holds != was_held && self.ready.get_value() {
            self.tell(&text(if holds { "live-held" } else { "live-now" }));
        }
        if self.ready.get_value() {
            for waiting in new {
                self.say(&Up::Op {
                    seq: waiting.seq,
                    op: waiting.op,
                });
            }
        }
    }

    fn send_waiting(self) {
        if !self.ready.get_value() {
            return;
        }
        let waiting = self.replica.with_value(|r| r.waiting().to_vec());
        for waiting in waiting {
            self.say(&Up::Op {
                seq: waiting.seq,
                op: waiting.op,
            });
        }
    }

    /// The banner: what a live session is, and how the connection is.
    fn tell(self, how: &str) {
        self.status.set(fill("live-banner", &[("how", how)]));
    }

    fn say(self, up: &Up) {
        let Some(text) = up.to_json() else {
            return;
        };
        self.socket.with_value(|socket| {
            if let Some(socket) = socket {
                socket.send(&text);
            }
        });
    }
}

/// The entity whose box an op's change is shown by: its own, a field's,
/// or a relationship's first end; none for the model's name.
fn touched_entity(editor: EditorContext, op: &Op) -> Option<String> {
    match op {
        Op::SetEntity { id, .. } => Some(id.clone()),
        Op::SetField { entity, .. } | Op::SetFields { entity, .. } => Some(entity.clone()),
        Op::SetRelationship { id, .. } => editor
            .document
            .doc
            .with_untracked(|doc| doc.model.relationship(id).map(|rel| rel.from.clone())),
        _ => None,
    }
}

/// The property an op sets, in a person's words.
fn what_was_set(op: &Op) -> String {
    match op {
        Op::RenameModel { .. } => text("set-model-name"),
        Op::SetEntity { key, .. } if key == "name" => text("set-entity-name"),
        Op::SetEntity { key, .. } if key == "x" || key == "y" => text("set-entity-place"),
        Op::SetEntity { key, .. } => fill("set-entity-key", &[("key", &key.replace('_', " "))]),
        Op::SetField { name, .. } => fill(
            "set-field",
            &[("field", &nestlink_core::bidi::isolated(name))],
        ),
        Op::SetFields { .. } => text("set-fields"),
        Op::SetRelationship { key, .. } => {
            fill("set-relationship-key", &[("key", &key.replace('_', " "))])
        }
        _ => text("set-same"),
    }
}

//! A person's copy of a live model. What the server has applied is the
//! confirmed model; the person's own ops not yet applied wait, in order, on
//! top of it. The person sees the confirmed model with their waiting ops
//! re-applied after every op that arrives, so their edits never vanish
//! while others' arrive, and survive a lost connection: the waiting ops
//! are sent again, and the server applies each only once.
//!
//! The copy predicts what the server will do with each waiting op (an
//! addition under a name someone just took is kept under a fresh one), so
//! what a person sees, and what their next edits name, is what the server
//! will keep. An edit that breaks a rule of the model is held here, shown
//! but not sent, until the person fixes it: the server would refuse it.

use super::diff::diff;
use super::field_renames::FieldRenames;
use super::json_text::JsonText;
use super::op::{Op, apply, field_property};
use super::session::Applied;
use super::settle::{check, settle};
use crate::wire::model::Model;
use crate::wire::validate::validate;

/// An op sent (or to be sent) under the client's own number.
#[derive(Debug, Clone, PartialEq)]
pub struct Waiting {
    pub seq: u64,
    pub op: Op,
}

/// The copy was given an op that does not follow the last one it has: it
/// must be loaded again from the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutOfStep {
    pub expected: u64,
    pub got: u64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Replica {
    client: String,
    /// How the server shows this client's ops to everyone, once it said.
    public: Option<String>,
    confirmed: Model,
    version: u64,
    waiting: Vec<Waiting>,
    next_seq: u64,
    view: Model,
    /// The person's model while it breaks a rule `view` keeps: shown, not
    /// sent (none while it is `view`).
    held: Option<Model>,
    /// The properties this person's ops set lately, with when (ms), to tell
    /// them when someone else's op overwrites one a moment later.
    lately: Vec<(String, f64)>,
    /// This person's additions and names kept otherwise than they gave
    /// them, not yet told.
    renamed: Vec<Renamed>,
    /// The entity names this person had in view when they last edited (or
    /// joined): a name someone else took since, while they typed, is
    /// numbered on their rename as the server would number it; a name
    /// they had seen taken is their own slip, held until they fix it.
    seen_names: Vec<String>,
    /// The field renames the server applied lately: a waiting op on a field
    /// someone else renamed is shown on the field as the server will apply
    /// it.
    field_renames: FieldRenames,
}

/// How long after setting a property a person is told that someone else
/// set it too (ms): long enough for edits made at the same moment.
pub const CLASH_MS: f64 = 5_000.0;

/// At most this many properties are remembered for [`Replica::clashes`].
const LATELY: usize = 32;

/// What the person is told of an op of theirs the server kept otherwise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Renamed {
    /// `entity` or `field`.
    pub what: &'static str,
    /// The entity's id (for a field, the id of the entity holding it).
    pub entity: String,
    pub wanted: String,
    pub kept: String,
}

impl Replica {
    /// A copy of the model at `version`, for a client whose last decided op
    /// number is `decided`.
    #[must_use]
    pub fn new(client: impl Into<String>, model: Model, version: u64, decided: u64) -> Self {
        Self {
            client: client.into(),
            public: None,
            seen_names: names(&model),
            field_renames: FieldRenames::new(),
            view: model.clone(),
            confirmed: model,
            version,
            waiting: Vec::new(),
            next_seq: decided + 1,
            held: None,
            lately: Vec::new(),
            renamed: Vec::new(),
        }
    }

    /// What of this person's was kept under another name than they gave
    /// (someone else took theirs a moment earlier), since last asked: for
    /// them to be told.
    pub fn renamed(&mut self) -> Vec<Renamed> {
        std::mem::take(&mut self.renamed)
    }

    /// Whether `applied`, someone else's op arriving at `now_ms`, set a
    /// property this person set in the last [`CLASH_MS`]: their edit then
    /// replaced this person's, who should be told. This person's own ops
    /// are remembered for that.
    pub fn clashes(&mut self, applied: &Applied, now_ms: f64) -> bool {
        self.lately.retain(|(_, at)| now_ms - at <= CLASH_MS);
        let Some(property) = applied.op.property() else {
            return false;
        };
        if self.is_own(applied) {
            // A field renamed is set under its new name by whoever changes
            // it next (the session follows renames).
            let renamed = match &applied.op {
                Op::SetField {
                    entity,
                    name,
                    field,
                } if field.name != *name => Some(field_property(entity, &field.name)),
                _ => None,
            };
            for property in std::iter::once(property).chain(renamed) {
                self.lately.retain(|(set, _)| *set != property);
                if self.lately.len() == LATELY {
                    self.lately.remove(0);
                }
                self.lately.push((property, now_ms));
            }
            return false;
        }
        self.lately.iter().any(|(set, _)| *set == property)
    }

    /// The server's answer to hello: how others are shown this client
    /// (ops that come back under it are this copy's own).
    pub fn known_as(&mut self, public: impl Into<String>) {
        self.public = Some(public.into());
    }

    /// Whether `applied` is one of this copy's own ops.
    #[must_use]
    pub fn is_own(&self, applied: &Applied) -> bool {
        applied.client == self.client || self.public.as_deref() == Some(applied.client.as_str())
    }

    /// The client id the server knows this copy by.
    #[must_use]
    pub fn client(&self) -> &str {
        &self.client
    }

    /// The confirmed model with the person's waiting ops: what the server
    /// will have once it has them.
    #[must_use]
    pub const fn view(&self) -> &Model {
        &self.view
    }

    /// What the person sees: [`Self::view`], or their edit that breaks a
    /// rule, held until they fix it.
    #[must_use]
    pub fn shown(&self) -> &Model {
        self.held.as_ref().unwrap_or(&self.view)
    }

    /// Whether an edit that breaks a rule is held back.
    #[must_use]
    pub const fn holds(&self) -> bool {
        self.held.is_some()
    }

    #[must_use]
    pub const fn version(&self) -> u64 {
        self.version
    }

    /// The ops the server has not applied yet, to send (again, after a
    /// reconnect) in this order.
    #[must_use]
    pub fn waiting(&self) -> &[Waiting] {
        &self.waiting
    }

    /// The person changed what they see into `after`: the change becomes
    /// ops, which wait for the server; returns them, to send now. A name
    /// someone else took while this person typed it is numbered, and they
    /// are told (see [`Self::renamed`]). While `after` breaks a rule that
    /// the view keeps (a name emptied to be retyped, a name they could see
    /// was taken), it is held instead, and the edit that fixes it sends the
    /// whole change as one.
    pub fn edit(&mut self, after: &Model) -> Vec<Waiting> {
        let (after, told) = self.number_names_taken_meanwhile(after);
        let after = &after;
        self.renamed.extend(told);
        let sent = self.send(after);
        self.seen_names = names(&self.view);
        sent
    }

    /// `after`, with each entity this person renamed to a name someone
    /// else took since their last edit numbered ("Shelf 2"), as the server
    /// numbers the later of two renames to one name; and what to tell them.
    fn number_names_taken_meanwhile(&self, after: &Model) -> (Model, Vec<Renamed>) {
        let mut numbered_after = after.clone();
        let mut told = Vec::new();
        for at in 0..numbered_after.entities.len() {
            let entity = &numbered_after.entities[at];
            // Usually at the same place in the list as before the edit.
            let before = self
                .view
                .entities
                .get(at)
                .filter(|before| before.id == entity.id)
                .or_else(|| self.view.entity(&entity.id));
            let renamed_now = before.is_some_and(|before| before.name != entity.name);
            if !renamed_now || self.seen_names.contains(&entity.name) {
                continue;
            }
            let taken_meanwhile = self
                .view
                .entities
                .iter()
                .any(|other| other.id != entity.id && other.name == entity.name);
            if !taken_meanwhile {
                continue;
            }
            // Numbered as the server numbers it: the same settling.
            let asked = Op::SetEntity {
                id: entity.id.clone(),
                key: "name".to_owned(),
                value: Some(JsonText::string(&entity.name)),
            };
            let settled = settle(&numbered_after, asked.clone());
            if let Some(renamed) = renaming(&asked, &settled)
                && apply(&mut numbered_after, &settled).is_ok()
            {
                told.push(renamed);
            }
        }
        (numbered_after, told)
    }

    /// The change to `after` as ops to send, or held while it breaks a rule.
    fn send(&mut self, after: &Model) -> Vec<Waiting> {
        let kept = validate(&self.view).len();
        if check(kept, after).is_err() {
            self.held = Some(after.clone());
            return Vec::new();
        }
        self.held = None;
        let ops = diff(&self.view, after);
        let first = self.waiting.len();
        for op in ops {
            self.waiting.push(Waiting {
                seq: self.next_seq,
                op,
            });
            self.next_seq += 1;
        }
        self.rebuild();
        self.waiting[first..].to_vec()
    }

    /// An op the server applied (anyone's). Ops already had are ignored.
    pub fn applied(&mut self, applied: &Applied) -> Result<(), OutOfStep> {
        if applied.version <= self.version {
            return Ok(());
        }
        if applied.version != self.version + 1 || apply(&mut self.confirmed, &applied.op).is_err() {
            return Err(OutOfStep {
                expected: self.version + 1,
                got: applied.version,
            });
        }
        self.version = applied.version;
        self.field_renames.remember(&applied.op);
        if self.is_own(applied)
            && let Some(at) = self.waiting.iter().position(|w| w.seq == applied.seq)
        {
            let sent = self.waiting.remove(at);
            self.renamed.extend(renaming(&sent.op, &applied.op));
            self.follow_renames(&sent.op, &applied.op);
        }
        self.rebuild();
        Ok(())
    }

    /// The server refused one of the person's ops: it is dropped.
    pub fn refused(&mut self, seq: u64) {
        self.waiting.retain(|w| w.seq != seq);
        self.rebuild();
    }

    /// After a reconnect, once the server has sent every op missed: ops up
    /// to `decided` that are still waiting were refused while the refusal
    /// could not arrive.
    pub fn caught_up(&mut self, decided: u64) {
        self.waiting.retain(|w| w.seq > decided);
        self.next_seq = self.next_seq.max(decided + 1);
        self.rebuild();
    }

    /// The view again: the confirmed model with each waiting op that still
    /// applies (one that does not is left for the server to decide), each
    /// settled as the server will settle it, and the ops after it following
    /// the new name. A held edit is laid on top again, as far as it goes.
    fn rebuild(&mut self) {
        let held = self.held.as_ref().map(|held| diff(&self.view, held));
        let mut view = self.confirmed.clone();
        for at in 0..self.waiting.len() {
            let sent = self
                .field_renames
                .follow(&view, self.waiting[at].op.clone());
            self.waiting[at].op.clone_from(&sent);
            let settled = settle(&view, sent.clone());
            if settled != sent {
                self.renamed.extend(renaming(&sent, &settled));
                self.waiting[at].op = settled.clone();
                for later in &mut self.waiting[at + 1..] {
                    follow(&mut later.op, &sent, &settled);
                }
            }
            let _still_decided_by_the_server = apply(&mut view, &self.waiting[at].op);
        }
        self.held = held.map(|ops| {
            let mut shown = view.clone();
            for op in &ops {
                let _gone_meanwhile = apply(&mut shown, op);
            }
            shown
        });
        self.view = view;
    }

    /// An addition the server kept under another id or name: the waiting
    /// ops that name it follow.
    fn follow_renames(&mut self, sent: &Op, applied: &Op) {
        for waiting in &mut self.waiting {
            follow(&mut waiting.op, sent, applied);
        }
    }
}

/// What the person is told when the server kept their op under another
/// id or name (a name someone else took a moment earlier).
/// The entity names of `model` (a list: a set's code would weigh on the
/// browser's live module, and it is read only for a name just renamed).
fn names(model: &Model) -> Vec<String> {
    model.entities.iter().map(|e| e.name.clone()).collect()
}

fn renaming(sent: &Op, applied: &Op) -> Option<Renamed> {
    let (what, entity, wanted, kept) = match (sent, applied) {
        (Op::AddEntity { entity: was }, Op::AddEntity { entity: now }) => {
            ("entity", now.id.clone(), was.name.clone(), now.name.clone())
        }
        (
            Op::SetEntity {
                value: Some(was), ..
            },
            Op::SetEntity {
                id,
                value: Some(now),
                ..
            },
        ) => (
            "entity",
            id.clone(),
            was.as_string().unwrap_or_default(),
            now.as_string().unwrap_or_default(),
        ),
        (
            Op::AddField { field: was, .. },
            Op::AddField {
                entity, field: now, ..
            },
        )
        | (
            Op::SetField { field: was, .. },
            Op::SetField {
                entity, field: now, ..
            },
        ) => ("field", entity.clone(), was.name.clone(), now.name.clone()),
        _ => return None,
    };
    (wanted != kept).then_some(Renamed {
        what,
        entity,
        wanted,
        kept,
    })
}

/// `op` naming what `applied` keeps where `sent` had named it otherwise.
fn follow(op: &mut Op, sent: &Op, applied: &Op) {
    match (sent, applied) {
        (Op::AddEntity { entity: was }, Op::AddEntity { entity: now }) if was.id != now.id => {
            rename_entity(op, &was.id, &now.id);
        }
        (Op::AddRelationship { relationship: was }, Op::AddRelationship { relationship: now })
            if was.id != now.id =>
        {
            rename_relationship(op, &was.id, &now.id);
        }
        (
            Op::AddField {
                entity, field: was, ..
            },
            Op::AddField { field: now, .. },
        ) if was.name != now.name => {
            rename_field(op, entity, &was.name, &now.name);
        }
        (
            Op::SetField {
                entity, field: was, ..
            },
            Op::SetField { field: now, .. },
        ) if was.name != now.name => {
            rename_field(op, entity, &was.name, &now.name);
        }
        _ => {}
    }
}

fn rename_entity(op: &mut Op, was: &str, now: &str) {
    let swap = |id: &mut String| {
        if id == was {
            now.clone_into(id);
        }
    };
    match op {
        Op::AddEntity { entity } => swap(&mut entity.id),
        Op::DeleteEntity { id } | Op::SetEntity { id, .. } => swap(id),
        Op::AddField { entity, .. }
        | Op::SetField { entity, .. }
        | Op::DeleteField { entity, .. }
        | Op::MoveField { entity, .. }
        | Op::SetFields { entity, .. } => swap(entity),
        Op::AddRelationship { relationship } => {
            swap(&mut relationship.from);
            swap(&mut relationship.to);
        }
        Op::SetRelationship { key, value, .. }
            if (key == "from" || key == "to")
                && value.as_ref().and_then(JsonText::as_string).as_deref() == Some(was) =>
        {
            *value = Some(JsonText::string(now));
        }
        _ => {}
    }
}

fn rename_relationship(op: &mut Op, was: &str, now: &str) {
    match op {
        Op::DeleteRelationship { id } | Op::SetRelationship { id, .. } if id == was => {
            now.clone_into(id);
        }
        _ => {}
    }
}

fn rename_field(op: &mut Op, owner: &str, was: &str, now: &str) {
    match op {
        Op::SetField {
            entity,
            name,
            field,
        } if entity == owner && name == was => {
            now.clone_into(name);
            if field.name == was {
                now.clone_into(&mut field.name);
            }
        }
        Op::DeleteField { entity, name } | Op::MoveField { entity, name, .. }
            if entity == owner && name == was =>
        {
            now.clone_into(name);
        }
        _ => {}
    }
}

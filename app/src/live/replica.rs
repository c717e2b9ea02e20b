//! A person's copy of a live model. What the server has applied is the
//! confirmed model; the person's own ops not yet applied wait, in order, on
//! top of it. The person sees the confirmed model with their waiting ops
//! re-applied after every op that arrives, so their edits never vanish
//! while others' arrive, and survive a lost connection: the waiting ops
//! are sent again, and the server applies each only once.

use super::diff::diff;
use super::op::{Op, apply};
use super::session::Applied;
use crate::wire::model::Model;

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
}

impl Replica {
    /// A copy of the model at `version`, for a client whose last decided op
    /// number is `decided`.
    #[must_use]
    pub fn new(client: impl Into<String>, model: Model, version: u64, decided: u64) -> Self {
        Self {
            client: client.into(),
            public: None,
            view: model.clone(),
            confirmed: model,
            version,
            waiting: Vec::new(),
            next_seq: decided + 1,
        }
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

    /// What the person sees: the confirmed model and their waiting ops.
    #[must_use]
    pub const fn view(&self) -> &Model {
        &self.view
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

    /// The person changed their view into `after`: the change becomes ops,
    /// which wait for the server; returns them, to send now.
    pub fn edit(&mut self, after: &Model) -> Vec<Waiting> {
        let ops = diff(&self.view, after);
        let first = self.waiting.len();
        for op in ops {
            self.waiting.push(Waiting {
                seq: self.next_seq,
                op,
            });
            self.next_seq += 1;
        }
        self.view = after.clone();
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
        if self.is_own(applied)
            && let Some(at) = self.waiting.iter().position(|w| w.seq == applied.seq)
        {
            let sent = self.waiting.remove(at);
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
    /// applies (one that does not is left for the server to decide).
    fn rebuild(&mut self) {
        let mut view = self.confirmed.clone();
        for waiting in &self.waiting {
            let _still_decided_by_the_server = apply(&mut view, &waiting.op);
        }
        self.view = view;
    }

    /// An addition the server kept under another id or name: the waiting
    /// ops that name it follow.
    fn follow_renames(&mut self, sent: &Op, applied: &Op) {
        match (sent, applied) {
            (Op::AddEntity { entity: was }, Op::AddEntity { entity: now }) if was.id != now.id => {
                for waiting in &mut self.waiting {
                    rename_entity(&mut waiting.op, &was.id, &now.id);
                }
            }
            (
                Op::AddRelationship { relationship: was },
                Op::AddRelationship { relationship: now },
            ) if was.id != now.id => {
                for waiting in &mut self.waiting {
                    rename_relationship(&mut waiting.op, &was.id, &now.id);
                }
            }
            (
                Op::AddField {
                    entity, field: was, ..
                },
                Op::AddField { field: now, .. },
            ) if was.name != now.name => {
                for waiting in &mut self.waiting {
                    rename_field(&mut waiting.op, entity, &was.name, &now.name);
                }
            }
            (
                Op::SetField {
                    entity, field: was, ..
                },
                Op::SetField { field: now, .. },
            ) if was.name != now.name => {
                for waiting in &mut self.waiting {
                    rename_field(&mut waiting.op, entity, &was.name, &now.name);
                }
            }
            _ => {}
        }
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
                && value.as_ref().and_then(|v| v.as_str()) == Some(was) =>
        {
            *value = Some(serde_json::Value::String(now.to_owned()));
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

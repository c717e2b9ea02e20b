//! The server's side of a live session: the one order every op is applied
//! in. Each client numbers its ops; an op arriving again after a reconnect
//! (same client, a number already seen) is not applied twice. An addition
//! (or a field's new name) whose id or name someone else took a moment
//! earlier is kept under a fresh one, so neither person's replaces the
//! other's.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::op::{Op, apply};
use crate::wire::model::Model;

/// An op as the session applied it: the model's version it made, and who
/// sent it under which of their numbers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Applied {
    pub version: u64,
    pub client: String,
    pub seq: u64,
    pub op: Op,
}

/// What became of a submitted op.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    Applied(Box<Applied>),
    /// Not applied; nobody else hears of it.
    Refused {
        seq: u64,
        reason: String,
    },
    /// Already decided (applied or refused) when it first arrived.
    Duplicate,
}

/// A live model and the order of its ops.
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    model: Model,
    version: u64,
    /// The highest op number decided for each client.
    decided: BTreeMap<String, u64>,
}

impl Session {
    /// A session as stored: its model at `version`, and each client's last
    /// decided op number.
    #[must_use]
    pub const fn restore(model: Model, version: u64, decided: BTreeMap<String, u64>) -> Self {
        Self {
            model,
            version,
            decided,
        }
    }

    #[must_use]
    pub const fn model(&self) -> &Model {
        &self.model
    }

    #[must_use]
    pub const fn version(&self) -> u64 {
        self.version
    }

    /// The last op number decided for `client` (0: none yet).
    #[must_use]
    pub fn decided(&self, client: &str) -> u64 {
        self.decided.get(client).copied().unwrap_or(0)
    }

    /// Applies an op another server of the same session already decided
    /// (read from the shared database), in its place in the order.
    ///
    /// # Errors
    /// When it is not the next version, or does not apply: this copy is
    /// out of step and must be loaded again.
    pub fn replay(&mut self, applied: &Applied) -> Result<(), super::op::Refused> {
        if applied.version != self.version + 1 {
            return Err(super::op::Refused::BadValue(format!(
                "version {} does not follow {}",
                applied.version, self.version
            )));
        }
        apply(&mut self.model, &applied.op)?;
        self.version = applied.version;
        self.mark_decided(&applied.client, applied.seq);
        Ok(())
    }

    /// Counts `seq` as decided for `client` without applying anything (an
    /// op refused for a reason of the server's own).
    pub fn mark_decided(&mut self, client: &str, seq: u64) {
        let decided = self.decided.entry(client.to_owned()).or_default();
        *decided = (*decided).max(seq);
    }

    /// Decides one op: applies it after every op before it, or refuses it.
    pub fn submit(&mut self, client: &str, seq: u64, op: Op) -> Outcome {
        if seq <= self.decided(client) {
            return Outcome::Duplicate;
        }
        self.decided.insert(client.to_owned(), seq);
        let op = self.settle(op);
        match apply(&mut self.model, &op) {
            Ok(()) => {
                self.version += 1;
                Outcome::Applied(Box::new(Applied {
                    version: self.version,
                    client: client.to_owned(),
                    seq,
                    op,
                }))
            }
            Err(refused) => Outcome::Refused {
                seq,
                reason: refused.to_string(),
            },
        }
    }

    /// An addition, or a field's new name, under an id or name taken
    /// meanwhile gets the first free one with a number after it.
    fn settle(&self, op: Op) -> Op {
        match op {
            Op::AddEntity { mut entity } => {
                entity.id = fresh(&entity.id, |id| self.model.entity(id).is_some());
                Op::AddEntity { entity }
            }
            Op::AddRelationship { mut relationship } => {
                let taken = |id: &str| self.model.relationships.iter().any(|r| r.id == id);
                relationship.id = fresh(&relationship.id, taken);
                Op::AddRelationship { relationship }
            }
            Op::AddField {
                entity,
                index,
                mut field,
            } => {
                if let Some(owner) = self.model.entity(&entity) {
                    field.name = fresh(&field.name, |name| owner.field(name).is_some());
                }
                Op::AddField {
                    entity,
                    index,
                    field,
                }
            }
            Op::SetField {
                entity,
                name,
                mut field,
            } => {
                if field.name != name
                    && let Some(owner) = self.model.entity(&entity)
                {
                    field.name = fresh(&field.name, |taken| owner.field(taken).is_some());
                }
                Op::SetField {
                    entity,
                    name,
                    field,
                }
            }
            other => other,
        }
    }
}

/// `wanted` if it is free, else `wanted_2`, `wanted_3`...
fn fresh(wanted: &str, taken: impl Fn(&str) -> bool) -> String {
    if !taken(wanted) {
        return wanted.to_owned();
    }
    (2_u64..)
        .map(|n| format!("{wanted}_{n}"))
        .find(|candidate| !taken(candidate))
        .unwrap_or_else(|| wanted.to_owned())
}

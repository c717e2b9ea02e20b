//! The server's side of a live session: the one order every op is applied
//! in. Each client numbers its ops; an op arriving again after a reconnect
//! (same client, a number already seen) is not applied twice. An addition
//! (or a field's new name) whose id or name someone else took a moment
//! earlier is kept under a fresh one, so neither person's replaces the
//! other's; an op that would break a rule of the model is refused.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::field_renames::FieldRenames;
use super::op::{Op, apply};
use super::settle::{check, place_apart, settle};
use crate::wire::model::Model;
use crate::wire::validate::validate;

/// An op as the session applied it: the model's version it made, and who
/// sent it under which of their numbers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Applied {
    pub version: u64,
    pub client: String,
    pub seq: u64,
    /// Read without serde's buffer for tagged enums (see `op_read`).
    #[serde(deserialize_with = "super::op_read::tag_first")]
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
    /// How many rules the model breaks (none, unless it was stored so),
    /// counted when the next op is decided, not on each op replayed.
    problems: Option<usize>,
    version: u64,
    /// The highest op number decided for each client.
    decided: BTreeMap<String, u64>,
    /// An op addressed to a field by a name it had before is applied to
    /// the field under its name now.
    renames: FieldRenames,
}

impl Session {
    /// A session as stored: its model at `version`, and each client's last
    /// decided op number.
    #[must_use]
    pub const fn restore(model: Model, version: u64, decided: BTreeMap<String, u64>) -> Self {
        Self {
            problems: None,
            model,
            version,
            decided,
            renames: FieldRenames::new(),
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
        self.renames.remember(&applied.op);
        self.problems = None;
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

    /// Decides one op: applies it after every op before it, or refuses it
    /// (what it is about is gone, or it would break a rule of the model).
    pub fn submit(&mut self, client: &str, seq: u64, op: Op) -> Outcome {
        if seq <= self.decided(client) {
            return Outcome::Duplicate;
        }
        self.decided.insert(client.to_owned(), seq);
        let op = place_apart(
            &self.model,
            settle(&self.model, self.renames.follow(&self.model, op)),
        );
        let mut after = self.model.clone();
        let checked = apply(&mut after, &op)
            .map_err(|refused| refused.to_string())
            .and_then(|()| {
                let before = *self
                    .problems
                    .get_or_insert_with(|| validate(&self.model).len());
                check(before, &after)
            });
        match checked {
            Ok(problems) => {
                self.model = after;
                self.renames.remember(&op);
                self.problems = Some(problems);
                self.version += 1;
                Outcome::Applied(Box::new(Applied {
                    version: self.version,
                    client: client.to_owned(),
                    seq,
                    op,
                }))
            }
            Err(reason) => Outcome::Refused { seq, reason },
        }
    }
}

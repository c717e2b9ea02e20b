//! The verdict: of the ways the catalog's branches offer for one
//! relationship, the feasible one with the lowest weighted cost.
//!
//! Every branch whose `when` holds builds its way and the advisor finishes
//! it as it would be answered; the cost table (`advisor::costs`) measures
//! each. A way is feasible when its largest document stays within 16 MiB
//! with every array bounded, and, when `atomic` asks for one write, when it
//! changes both sides in one document (or no feasible way does). Among the
//! feasible ways the lowest [`weight`] wins; a tie goes to the branch tried
//! first (the catalog's order), the more particular one.
//!
//! The weight is in bytes read, per child written (the unit MongoDB's
//! guidance compares in: what a read costs against what a write adds):
//!
//! - each main read costs its round trips at [`ROUND_TRIP_AS_READ_BYTES`]
//!   and the bytes it returns (the cost row's `read_bytes`), times
//!   `reads_per_write` (1 when unstated);
//! - each document written for a new child costs [`WRITE_AS_READ_BYTES`],
//!   each index entry it adds [`INDEX_ENTRY_AS_READ_BYTES`];
//! - each document rewritten when a copied field changes costs a write,
//!   times how often such a field changes per child written
//!   ([`RARE_CHANGE_PER_CHILD`]; never, for fields that never change and
//!   for snapshots);
//! - each document rewritten when a tree's node moves costs a write, times
//!   how often a node moves per node added (rarely: once per hundred;
//!   often: [`MOVES_PER_CHILD_OFTEN`]; never).

use nestlink_core::wire::model::{Relinks, Updates};

use super::catalog::Branch;
use crate::advisor::costs;
use crate::advisor::decision::{Decision, Storage};
use crate::advisor::facts::{
    Facts, INDEX_ENTRY_AS_READ_BYTES, MOVES_PER_CHILD_OFTEN, RARE_CHANGE_PER_CHILD,
    ROUND_TRIP_AS_READ_BYTES, WRITE_AS_READ_BYTES,
};
use crate::wire::Cost;

/// One way the catalog offers, finished, with its cost.
pub(super) struct Candidate {
    pub branch: &'static Branch,
    pub decision: Decision,
    pub cost: Cost,
}

impl Candidate {
    pub(super) fn new(f: &Facts<'_>, branch: &'static Branch, decision: Decision) -> Self {
        let cost = costs::row(f, &decision);
        Self {
            branch,
            decision,
            cost,
        }
    }
}

/// The feasible candidate with the lowest weight; the one tried first on
/// a tie. `None` only for no candidates.
pub(super) fn cheapest(f: &Facts<'_>, candidates: Vec<Candidate>) -> Option<Candidate> {
    let fits = |c: &Candidate| c.cost.infeasible.is_none();
    let atomic_fits = candidates.iter().any(|c| fits(c) && c.cost.atomic);
    let feasible = |c: &Candidate| fits(c) && (!f.rel.atomic || c.cost.atomic || !atomic_fits);
    let any_feasible = candidates.iter().any(feasible);
    let mut best: Option<(f64, Candidate)> = None;
    for candidate in candidates {
        // With nothing feasible every way is weighed, and the cheapest
        // stands: its advice says what breaks.
        if any_feasible && !feasible(&candidate) {
            continue;
        }
        let weight = weight(f, &candidate.decision, &candidate.cost);
        if best.as_ref().is_none_or(|(lowest, _)| weight < *lowest) {
            best = Some((weight, candidate));
        }
    }
    best.map(|(_, candidate)| candidate)
}

/// The weighted cost of a way, in bytes read per child written.
#[allow(clippy::cast_precision_loss)]
pub(super) fn weight(f: &Facts<'_>, d: &Decision, cost: &Cost) -> f64 {
    let reads = f.rel.reads_per_write.unwrap_or(1.0);
    let read_bytes = cost.read_bytes.unwrap_or(cost.bytes.typical);
    let read = f64::from(cost.round_trips) * ROUND_TRIP_AS_READ_BYTES as f64 + read_bytes as f64;
    let write = f64::from(cost.writes_per_child) * WRITE_AS_READ_BYTES as f64
        + f64::from(cost.index_entries_per_child) * INDEX_ENTRY_AS_READ_BYTES as f64;
    let copies = cost.writes_per_copy_change.map_or(0.0, |rewrites| {
        rewrites as f64 * WRITE_AS_READ_BYTES as f64 * change_per_child(f, d)
    });
    let moves = cost.writes_per_move.map_or(0.0, |rewrites| {
        rewrites as f64 * WRITE_AS_READ_BYTES as f64 * moves_per_child(f)
    });
    reads * read + write + copies + moves
}

/// How often a tree's node moves to another parent, per node added.
fn moves_per_child(f: &Facts<'_>) -> f64 {
    match f.rel.relinks() {
        Relinks::Never => 0.0,
        Relinks::Rare => RARE_CHANGE_PER_CHILD,
        Relinks::Often => MOVES_PER_CHILD_OFTEN,
    }
}

/// How often a copied field changes per child written: never for a
/// snapshot or for fields that never change.
fn change_per_child(f: &Facts<'_>, d: &Decision) -> f64 {
    if f.rel.snapshot {
        return 0.0;
    }
    let source = |into: &str| if into == f.from.id { f.to } else { f.from };
    let changes = d.denormalize.iter().any(|copy| {
        source(&copy.into)
            .field(&copy.field)
            .is_none_or(|field| field.updates != Some(Updates::Never))
    });
    // Embedded copies of a shared child change with any of its fields.
    let shared = d.storage == Storage::Embedded
        && f.to
            .fields
            .iter()
            .any(|field| field.updates != Some(Updates::Never));
    if changes || shared {
        RARE_CHANGE_PER_CHILD
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use nestlink_core::wire::model::Model;
    use serde_json::json;

    use super::{Candidate, cheapest, weight};
    use crate::advisor::decide::catalog::{Branch, Family, Group, tests::model};
    use crate::advisor::decision::{Decision, Storage};
    use crate::advisor::facts::Facts;
    use crate::wire::Pattern;

    /// Five branches that are never tried: the candidates' places.
    static BRANCHES: [Branch; 5] = {
        const fn branch(place: u8) -> Branch {
            Branch {
                pattern: Pattern::ParentReference,
                tried: (Group::Few, place),
                situation: "situation-parent-reference",
                when: |_| false,
                build: |_| None,
                family: Family::Referenced,
            }
        }
        [branch(0), branch(1), branch(2), branch(3), branch(4)]
    };

    fn facts(model: &Model) -> Facts<'_> {
        Facts::new(
            &model.relationships[0],
            &model.entities[0],
            &model.entities[1],
            "authors".to_owned(),
            "books".to_owned(),
        )
    }

    /// A candidate of the `place`th branch storing `storage`, its cost
    /// measured, then changed by `adjust`.
    fn candidate(
        f: &Facts<'_>,
        place: usize,
        storage: Storage,
        adjust: impl FnOnce(&mut crate::wire::Cost),
    ) -> Candidate {
        let mut decision = Decision::new(Pattern::ParentReference);
        decision.storage = storage;
        let mut candidate = Candidate::new(f, &BRANCHES[place], decision);
        adjust(&mut candidate.cost);
        candidate
    }

    fn place(chosen: Option<Candidate>) -> usize {
        let chosen = chosen.expect("a candidate");
        BRANCHES
            .iter()
            .position(|b| std::ptr::eq(b, chosen.branch))
            .expect("a branch")
    }

    #[test]
    fn a_round_trip_weighs_16_kib_per_read_and_a_write_4_kib() {
        for (ratio, reads) in [(None, 1.0), (Some(2.0), 2.0), (Some(0.25), 0.25)] {
            let m = model(&json!({ "reads_per_write": ratio }));
            let f = facts(&m);
            let base = candidate(&f, 0, Storage::IdInTo, |_| {});
            let w = weight(&f, &base.decision, &base.cost);
            let mut cost = base.cost.clone();
            cost.round_trips += 1;
            assert!((weight(&f, &base.decision, &cost) - w - reads * 16384.0).abs() < 1e-6);
            let mut cost = base.cost.clone();
            cost.writes_per_child += 1;
            assert!((weight(&f, &base.decision, &cost) - w - 4096.0).abs() < 1e-6);
            let mut cost = base.cost.clone();
            cost.index_entries_per_child += 1;
            assert!((weight(&f, &base.decision, &cost) - w - 1024.0).abs() < 1e-6);
        }
    }

    #[test]
    fn the_cheapest_feasible_way_wins_and_a_tie_goes_to_the_first_listed() {
        let m = model(&json!({}));
        let f = facts(&m);
        let ways = |second_round_trips: u32| {
            vec![
                candidate(&f, 1, Storage::IdInTo, |c| c.round_trips = 2),
                candidate(&f, 4, Storage::IdInTo, |c| {
                    c.round_trips = second_round_trips
                }),
            ]
        };
        assert_eq!(place(cheapest(&f, ways(1))), 4);
        assert_eq!(place(cheapest(&f, ways(2))), 1);
        assert_eq!(place(cheapest(&f, ways(3))), 1);
        // The cheaper way cannot be used: the other wins.
        let mut unbounded = ways(1);
        unbounded[1].cost.infeasible = Some("no bound".to_owned());
        assert_eq!(place(cheapest(&f, unbounded)), 1);
    }

    #[test]
    fn atomic_writes_rule_out_the_ways_that_split_them_unless_none_can_keep_them() {
        let m = model(&json!({"atomic": true}));
        let f = facts(&m);
        let ways = |atomic_fits: bool| {
            vec![
                candidate(&f, 1, Storage::Embedded, |c| {
                    c.round_trips = 3;
                    c.atomic = true;
                    if !atomic_fits {
                        c.infeasible = Some("over 16 MiB".to_owned());
                    }
                }),
                candidate(&f, 4, Storage::IdInTo, |c| {
                    c.round_trips = 1;
                    c.atomic = false;
                }),
            ]
        };
        assert_eq!(place(cheapest(&f, ways(true))), 1);
        assert_eq!(place(cheapest(&f, ways(false))), 4);
    }
}

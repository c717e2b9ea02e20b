//! The catalog: every way a relationship can be decided, each with when it
//! applies. Every branch whose `when` holds builds its way, and the verdict
//! (`verdict`) is the feasible one with the lowest weighted cost; a tie
//! goes to the branch tried first, so the more specific branches come
//! first (a workload pattern before plain embedding, a latest-K copy
//! before child references). A `when` states its own case and does not
//! lean on the branches tried before it.
//!
//! No branch is listed here: each pattern's module (the `patterns` folder)
//! holds its own, and the patterns' table hands them all to
//! [`Catalog::new`], which puts them in the order they are tried: by
//! [`Group`], then by their place in it.

use super::case::Case;
use crate::advisor::decision::Decision;
use crate::advisor::versions::EntityPlanner;
use crate::wire::Pattern;

/// What follows a branch's own decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// Nothing: the branch says all there is.
    Own,
    /// A tree: every node is a document of the collection.
    Tree,
    /// A one-to-one or one-to-many: the embedded size, totals, atomicity.
    Pair,
    /// As `Pair`, and first why `to` is not embedded (the blockers).
    Referenced,
}

/// The situations branches answer, in the order they are tried: the more
/// particular first, so that a tie goes to the branch that says more.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    /// An "is a" link, or a few children with rare outliers.
    Particular,
    /// Many-to-many, a graph included.
    ManyToMany,
    /// A tree: a relationship of an entity with itself.
    Tree,
    /// A one-to-one or one-to-many with a workload of its own (totals,
    /// measurements, a stream).
    Workload,
    /// A one-to-one or one-to-many that can be embedded.
    Embeddable,
    /// Kept apart because `to` is embedded in another parent.
    HeldElsewhere,
    /// A referenced one-to-one.
    ReferencedOne,
    /// A referenced one-to-many whose latest few are shown with the parent.
    Latest,
    /// A referenced one-to-many with more children than an id array holds.
    TooMany,
    /// A referenced one-to-many few enough for an array of ids.
    Few,
}

/// One way a relationship can be decided.
pub struct Branch {
    /// The pattern it recommends.
    pub pattern: Pattern,
    /// Where it is tried: its group, then its place in the group (lower
    /// first). No two branches share one.
    pub tried: (Group, u8),
    /// The situation in words: a message of `locales/<tag>/advice.ftl`.
    pub situation: &'static str,
    pub when: fn(&Case<'_, '_>) -> bool,
    /// `None` only where `when` does not hold.
    pub build: fn(&Case<'_, '_>) -> Option<Decision>,
    pub family: Family,
}

/// A pattern that refines another's decision when it fits better (ids
/// with chosen copies are an extended reference; name-value pairs the
/// attribute pattern): it changes the decision or leaves it as it is.
pub type Refinement = fn(&Case<'_, '_>, &mut Decision);

/// When the advisor recommends one pattern: what its module says.
pub struct When {
    /// Its branches: the relationships it is weighed for.
    pub branches: &'static [Branch],
    /// The decisions it refines into itself, whichever branch made them.
    pub refines: Option<Refinement>,
    /// For an entity's pattern: its plan for the entities' documents as a
    /// whole (a planner may plan the pattern beside it too).
    pub plans: Option<EntityPlanner>,
}

/// Every branch of every pattern, in the order they are tried; the
/// refinements every decision then goes through; the entities' plans.
pub struct Catalog {
    branches: Vec<&'static Branch>,
    refinements: Vec<Refinement>,
    planners: Vec<EntityPlanner>,
}

impl Catalog {
    /// Every pattern's `When`: the branches put in the order they are
    /// tried, the refinements and plans kept in the patterns' order.
    pub(crate) fn new(patterns: impl IntoIterator<Item = &'static When>) -> Self {
        let mut catalog = Self {
            branches: Vec::new(),
            refinements: Vec::new(),
            planners: Vec::new(),
        };
        for when in patterns {
            catalog.branches.extend(when.branches);
            catalog.refinements.extend(when.refines);
            catalog.planners.extend(when.plans);
        }
        catalog.branches.sort_by_key(|branch| branch.tried);
        catalog
    }

    /// The entity patterns' plans, in the patterns' order: each is given
    /// the plans before it.
    pub(crate) fn planners(&self) -> &[EntityPlanner] {
        &self.planners
    }

    /// A decision through every refinement, in order.
    pub(super) fn refine(&self, case: &Case<'_, '_>, d: &mut Decision) {
        for refinement in &self.refinements {
            refinement(case, d);
        }
    }

    /// The branches in the order they are tried.
    #[cfg(test)]
    pub(crate) fn branches(&self) -> &[&'static Branch] {
        &self.branches
    }

    /// Every branch that holds, with its decision, in the order tried.
    pub(super) fn candidates(&self, case: &Case<'_, '_>) -> Vec<(&'static Branch, Decision)> {
        self.branches
            .iter()
            .filter(|branch| (branch.when)(case))
            .filter_map(|branch| Some((*branch, (branch.build)(case)?)))
            .collect()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    //! A model for the catalog's tests: one relationship with the facts a
    //! test gives it.

    use nestlink_core::wire::model::Model;
    use serde_json::{Value, json};

    /// Author (name, bio, sport), Book (title, year), Blob (one field of
    /// 20 MB), Letter (10 KB: 500 of them pass 1 MiB) and Release (country,
    /// date), with one relationship of `facts` (Author to Book unless they
    /// say otherwise).
    pub(crate) fn model(facts: &Value) -> Model {
        let mut rel =
            json!({"id": "r", "from": "author", "to": "book", "cardinality": "one-to-many"});
        if let (Some(rel), Some(facts)) = (rel.as_object_mut(), facts.as_object()) {
            rel.extend(facts.clone());
        }
        serde_json::from_value(json!({
            "version": 1,
            "name": "Catalog",
            "entities": [
                {"id": "author", "name": "Author", "x": 0, "y": 0, "fields": [
                    {"name": "name", "type": "string"},
                    {"name": "bio", "type": "string"},
                    {"name": "sport", "type": "string"}]},
                {"id": "book", "name": "Book", "x": 0, "y": 0, "fields": [
                    {"name": "title", "type": "string"},
                    {"name": "year", "type": "int"}]},
                {"id": "blob", "name": "Blob", "x": 0, "y": 0, "fields": [
                    {"name": "data", "type": "string", "size_bytes": 20_000_000}]},
                {"id": "letter", "name": "Letter", "x": 0, "y": 0, "fields": [
                    {"name": "text", "type": "string", "size_bytes": 10_000}]},
                {"id": "release", "name": "Release", "x": 0, "y": 0, "fields": [
                    {"name": "country", "type": "string"},
                    {"name": "date", "type": "date"}]}
            ],
            "relationships": [rel]
        }))
        .expect("a well-formed model")
    }
}

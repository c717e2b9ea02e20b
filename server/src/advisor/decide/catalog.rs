//! The catalog: every way a relationship can be decided, each with when it
//! applies. Every branch whose `when` holds builds its way, and the verdict
//! (`verdict`) is the feasible one with the lowest weighted cost; a tie
//! goes to the branch listed first, so the more specific branches come
//! first (a workload pattern before plain embedding, a latest-K copy
//! before child references). A `when` states its own case and does not
//! lean on the branches above it. Each branch's `build` lives in the module
//! of its pattern.
//!
//! Adding a pattern: write its module with a `build`, and add its line here
//! above the more general branches it could tie with.

use nestlink_core::wire::model::{Cardinality, ReadAs, Relinks, TreeQuery};

use super::case::Case;
use super::{copyable, embedded, many_to_many, outlier, polymorphic, references, tree, workload};
use crate::advisor::decision::Decision;
use crate::wire::Pattern;

/// What follows a branch's own decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Family {
    /// Nothing: the branch says all there is.
    Own,
    /// A tree: every node is a document of the collection.
    Tree,
    /// A one-to-one or one-to-many: the embedded size, totals, atomicity.
    Pair,
    /// As `Pair`, and first why `to` is not embedded (the blockers).
    Referenced,
}

/// One way a relationship can be decided.
pub(super) struct Branch {
    /// The pattern it recommends.
    pub pattern: Pattern,
    /// When it applies, in words.
    /// The situation in words: a message of `locales/<tag>/advice.ftl`.
    pub situation: &'static str,
    pub when: fn(&Case<'_, '_>) -> bool,
    /// `None` only where `when` does not hold.
    pub build: fn(&Case<'_, '_>) -> Option<Decision>,
    pub family: Family,
}

/// The branches in the order they are tried.
pub(super) static BRANCHES: &[Branch] = &[
    Branch {
        pattern: Pattern::Polymorphic,
        situation: "situation-is-a",
        when: polymorphic::applies,
        build: polymorphic::build,
        family: Family::Own,
    },
    Branch {
        pattern: Pattern::Outlier,
        situation: "situation-outliers",
        when: outlier::applies,
        build: outlier::build,
        family: Family::Own,
    },
    // Many-to-many.
    Branch {
        pattern: Pattern::TreeChildReferences,
        situation: "situation-graph",
        when: |c| c.many_to_many() && c.f.rel.is_self(),
        build: |c| Some(many_to_many::build(c, Pattern::TreeChildReferences)),
        family: Family::Own,
    },
    Branch {
        pattern: Pattern::EmbedArray,
        situation: "situation-shared-copies",
        when: |c| c.many_to_many() && c.forced.is_none() && many_to_many::copies_fit(c.f),
        build: |c| Some(many_to_many::embedded_copies(c.f)),
        family: Family::Own,
    },
    Branch {
        pattern: Pattern::ChildReferences,
        situation: "situation-many-to-many",
        when: |c| c.many_to_many() && !c.f.rel.is_self(),
        build: |c| Some(many_to_many::build(c, Pattern::ChildReferences)),
        family: Family::Own,
    },
    // Trees.
    Branch {
        pattern: Pattern::TreeMaterializedPaths,
        situation: "situation-tree-paths",
        when: |c| c.tree() && tree::by_path(c.f) && !tree::moves_often(c.f),
        build: |c| Some(tree::materialized_paths(c.f)),
        family: Family::Tree,
    },
    Branch {
        pattern: Pattern::TreeParentReferences,
        situation: "situation-tree-moving",
        when: |c| c.tree() && (tree::deep(c.f) || tree::by_path(c.f)) && tree::moves_often(c.f),
        build: |c| Some(tree::moving_parents(c.f)),
        family: Family::Tree,
    },
    Branch {
        pattern: Pattern::TreeArrayOfAncestors,
        situation: "situation-tree-ancestors",
        when: |c| c.tree() && tree::deep(c.f),
        build: |c| Some(tree::ancestors(c.f)),
        family: Family::Tree,
    },
    Branch {
        pattern: Pattern::TreeChildReferences,
        situation: "situation-tree-children",
        when: |c| {
            c.tree()
                && tree::asks(c.f, TreeQuery::Children)
                && !tree::asks(c.f, TreeQuery::Parent)
                && tree::children_fit(c.f)
        },
        build: |c| Some(tree::children(c.f)),
        family: Family::Tree,
    },
    Branch {
        pattern: Pattern::TreeParentReferences,
        situation: "situation-tree-other",
        when: |c| c.tree(),
        build: |c| Some(tree::parents(c.f)),
        family: Family::Tree,
    },
    // One-to-one and one-to-many: a workload of its own first.
    Branch {
        pattern: Pattern::Computed,
        situation: "situation-totals",
        when: workload::totals_only,
        build: |c| {
            c.fit
                .as_ref()
                .map(|fit| workload::computed(c.f, &fit.blockers))
        },
        family: Family::Pair,
    },
    Branch {
        pattern: Pattern::TimeSeries,
        situation: "situation-time-series",
        when: workload::measurements,
        build: |c| {
            c.fit
                .as_ref()
                .map(|fit| workload::time_series(c.f, &fit.blockers))
        },
        family: Family::Pair,
    },
    Branch {
        pattern: Pattern::Bucket,
        situation: "situation-buckets",
        when: workload::streamed,
        build: |c| {
            c.fit
                .as_ref()
                .map(|fit| workload::bucket(c.f, &fit.blockers))
        },
        family: Family::Pair,
    },
    // Embedded.
    Branch {
        pattern: Pattern::Subset,
        situation: "situation-split",
        when: |c| c.embeddable().is_some() && embedded::rarely_read(c.f) && c.one(),
        build: |c| c.fit.as_ref().map(|fit| embedded::split(c.f, fit.estimate)),
        family: Family::Pair,
    },
    Branch {
        pattern: Pattern::ParentReference,
        situation: "situation-kept-apart",
        when: |c| c.embeddable().is_some() && embedded::rarely_read(c.f) && !c.one(),
        build: |c| Some(embedded::kept_apart(c.f)),
        family: Family::Pair,
    },
    Branch {
        pattern: Pattern::Embed,
        situation: "situation-embed",
        when: |c| c.embeddable().is_some() && !embedded::rarely_read(c.f) && c.one(),
        build: |c| c.fit.as_ref().map(|fit| embedded::embed(c.f, fit.estimate)),
        family: Family::Pair,
    },
    Branch {
        pattern: Pattern::EmbedArray,
        situation: "situation-embed-array",
        when: |c| c.embeddable().is_some() && !embedded::rarely_read(c.f) && !c.one(),
        build: |c| {
            c.fit
                .as_ref()
                .map(|fit| embedded::embed_array(c.f, fit.estimate))
        },
        family: Family::Pair,
    },
    // Kept apart because it is embedded in another parent.
    Branch {
        pattern: Pattern::ParentReference,
        situation: "situation-held-elsewhere",
        when: |c| c.held_elsewhere && c.referenced().is_some(),
        build: |c| Some(references::held_elsewhere(c.f)),
        family: Family::Referenced,
    },
    // Referenced one-to-one.
    Branch {
        pattern: Pattern::Subset,
        situation: "situation-too-large-one",
        when: |c| c.referenced().is_some_and(|fit| !fit.independent) && c.one(),
        build: |c| Some(references::split(c.f)),
        family: Family::Referenced,
    },
    Branch {
        pattern: Pattern::ParentReference,
        situation: "situation-one-alone",
        when: |c| {
            c.referenced().is_some_and(|fit| fit.independent)
                && c.one()
                && copyable(c.f.to, &c.f.rel.display_fields).is_empty()
        },
        build: |c| Some(references::one_parent(c.f)),
        family: Family::Referenced,
    },
    Branch {
        pattern: Pattern::ExtendedReference,
        situation: "situation-one-alone-shown",
        when: |c| {
            c.referenced().is_some_and(|fit| fit.independent)
                && c.one()
                && !copyable(c.f.to, &c.f.rel.display_fields).is_empty()
        },
        build: |c| Some(references::one_extended(c.f)),
        family: Family::Referenced,
    },
    // Referenced one-to-many: the latest K shown with the parent.
    Branch {
        pattern: Pattern::ParentReference,
        situation: "situation-latest-by-query",
        when: |c| latest_copied(c) && c.f.rel.reads_per_write.is_some(),
        build: |c| {
            let k = c.fit.as_ref()?.latest?;
            Some(references::latest_by_query(
                c.f,
                k,
                c.f.rel.reads_per_write?,
            ))
        },
        family: Family::Referenced,
    },
    Branch {
        pattern: Pattern::Subset,
        situation: "situation-latest-copied",
        when: latest_copied,
        build: |c| Some(references::latest_subset(c.f, c.fit.as_ref()?.latest?)),
        family: Family::Referenced,
    },
    // Referenced one-to-many: too many for an array of ids.
    Branch {
        pattern: Pattern::ExtendedReference,
        situation: "situation-many-shown",
        when: |c| {
            c.referenced()
                .is_some_and(|fit| fit.over_id_limit && fit.latest.is_none())
                && !copyable(c.f.from, &c.f.rel.parent_display_fields).is_empty()
        },
        build: |c| {
            Some(references::many_children(
                c.f,
                None,
                Pattern::ExtendedReference,
            ))
        },
        family: Family::Referenced,
    },
    Branch {
        pattern: Pattern::ParentReference,
        situation: "situation-many",
        when: |c| c.referenced().is_some_and(|fit| fit.over_id_limit) && !latest_copied(c),
        build: |c| {
            let latest = c.fit.as_ref()?.latest;
            Some(references::many_children(
                c.f,
                latest,
                Pattern::ParentReference,
            ))
        },
        family: Family::Referenced,
    },
    // Referenced one-to-many, few enough for an array of ids.
    Branch {
        pattern: Pattern::ParentReference,
        situation: "situation-moving",
        when: |c| c.referenced().is_some() && !c.one() && c.f.rel.relinks() == Relinks::Often,
        build: |c| Some(references::moving_children(c.f)),
        family: Family::Referenced,
    },
    Branch {
        pattern: Pattern::ParentReference,
        situation: "situation-rarely-read",
        when: |c| c.referenced().is_some() && !c.one() && !c.f.rel.read_together,
        build: |c| Some(references::rarely_read(c.f)),
        family: Family::Referenced,
    },
    Branch {
        pattern: Pattern::TwoWayReferences,
        situation: "situation-two-way",
        when: |c| c.referenced().is_some() && !c.one() && c.f.rel.queried_from_child,
        build: |c| Some(references::two_way(c.f)),
        family: Family::Referenced,
    },
    Branch {
        pattern: Pattern::ExtendedReference,
        situation: "situation-extended",
        when: |c| {
            c.referenced().is_some_and(|fit| fit.independent)
                && !c.one()
                && !copyable(c.f.from, &c.f.rel.parent_display_fields).is_empty()
        },
        build: |c| Some(references::extended_parent(c.f)),
        family: Family::Referenced,
    },
    Branch {
        pattern: Pattern::ParentReference,
        situation: "situation-parent-reference",
        when: |c| {
            // "Few" states a bound of its own, so only a one-to-many's
            // missing maximum is a guess an id array would rest on.
            c.referenced().is_some()
                && !c.one()
                && (c.f.rel.read_as() == ReadAs::Page
                    || c.f.rel.cardinality == Cardinality::OneToMany
                        && c.f.rel.max.is_none()
                        && copyable(c.f.to, &c.f.rel.display_fields).is_empty())
        },
        build: |c| Some(references::by_parent(c.f)),
        family: Family::Referenced,
    },
    Branch {
        pattern: Pattern::ChildReferences,
        situation: "situation-child-references",
        when: |c| c.referenced().is_some() && !c.one(),
        build: |c| Some(references::child_references(c.f)),
        family: Family::Referenced,
    },
];

/// The latest K are shown with a parent whose children are kept apart,
/// and copies of them fit in it: the subset pattern's case (a parent with
/// squillions of children and more than an id array holds keeps none).
fn latest_copied(c: &Case<'_, '_>) -> bool {
    c.referenced().is_some_and(|fit| {
        fit.latest.is_some()
            && (!fit.over_id_limit || c.f.rel.cardinality != Cardinality::OneToSquillions)
    })
}

/// Every branch that holds, with its decision, in the table's order.
pub(super) fn candidates(case: &Case<'_, '_>) -> Vec<(&'static Branch, Decision)> {
    BRANCHES
        .iter()
        .filter(|branch| (branch.when)(case))
        .filter_map(|branch| Some((branch, (branch.build)(case)?)))
        .collect()
}

#[cfg(test)]
pub(super) mod tests {
    //! One relationship per branch, each won by its branch (the cheapest
    //! feasible way, or the first on a tie) with the branch's pattern.

    use nestlink_core::wire::model::Model;
    use serde_json::{Value, json};

    use super::super::cheapest;
    use super::{BRANCHES, Case};
    use crate::advisor::collection_names;
    use crate::advisor::facts::Facts;
    use crate::wire::Pattern;

    /// Author (name, bio, sport), Book (title, year), Blob (one field of
    /// 20 MB), Letter (10 KB: 500 of them pass 1 MiB) and Release (country,
    /// date), with one relationship of `facts` (Author to Book unless they
    /// say otherwise).
    pub(in crate::advisor::decide) fn model(facts: &Value) -> Model {
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

    /// The branch that decides `facts`, by its place in the table, and the
    /// pattern it built. `"held_elsewhere": true` among the facts stands for
    /// the whole model's reason: `to` is embedded in another parent.
    fn chosen(facts: &Value) -> (usize, Pattern) {
        let mut facts = facts.clone();
        let held = facts
            .as_object_mut()
            .and_then(|facts| facts.remove("held_elsewhere"))
            .is_some();
        let model = model(&facts);
        let rel = &model.relationships[0];
        let names = collection_names(&model);
        let end = |id: &str| {
            model
                .entities
                .iter()
                .position(|e| e.id == id)
                .expect("an entity of the model")
        };
        let (from, to) = (end(&rel.from), end(&rel.to));
        let f = Facts::new(
            rel,
            &model.entities[from],
            &model.entities[to],
            names[from].clone(),
            names[to].clone(),
        );
        let elsewhere = crate::advisor::said::Said::message("shared-atomic-home");
        let mut case = Case::new(&f, held.then_some(&elsewhere));
        case.held_elsewhere = held;
        let chosen = cheapest(&case).expect("a branch holds");
        let place = BRANCHES
            .iter()
            .position(|b| std::ptr::eq(b, chosen.branch))
            .expect("a branch of the table");
        (place, chosen.decision.pattern)
    }

    #[test]
    fn each_branch_is_reached_and_builds_its_own_pattern() {
        let cases = [
            json!({"cardinality": "one-to-one", "subtype": {"by": "sport", "value": "bowling"}}),
            json!({"typical": 10, "max": 50, "outlier_max": 100_000}),
            json!({"to": "author", "cardinality": "many-to-many", "typical": 3, "max": 10}),
            json!({"cardinality": "many-to-many", "typical": 5, "max": 10}),
            json!({"cardinality": "many-to-many", "typical": 5, "max": 10, "independent_access": true}),
            json!({"to": "author", "tree_queries": ["ordered"]}),
            json!({"to": "author", "tree_queries": ["ancestors"], "relinks": "often"}),
            json!({"to": "author", "tree_queries": ["subtree"]}),
            json!({"to": "author", "tree_queries": ["children"], "max": 10}),
            json!({"to": "author", "tree_queries": ["parent"]}),
            json!({"max": null, "read_as": "totals"}),
            json!({"to": "release", "max": null, "growth": {"count": 1, "per": "minute"}}),
            json!({"max": null, "read_as": "page", "page_size": 10}),
            json!({"cardinality": "one-to-one", "read_together": false}),
            json!({"typical": 5, "max": 10, "read_together": false}),
            json!({"cardinality": "one-to-one"}),
            json!({"typical": 5, "max": 10}),
            json!({"held_elsewhere": true}),
            json!({"cardinality": "one-to-one", "to": "blob"}),
            json!({"cardinality": "one-to-one", "independent_access": true}),
            json!({"cardinality": "one-to-one", "independent_access": true, "display_fields": ["title"]}),
            json!({"max": null, "shown_with_parent": 3, "reads_per_write": 0.125}),
            json!({"max": null, "shown_with_parent": 3}),
            json!({"max": null, "parent_display_fields": ["name"]}),
            json!({"max": null}),
            json!({"typical": 5, "max": 10, "relinks": "often"}),
            json!({"to": "letter", "typical": 5, "max": 500, "read_together": false}),
            json!({"to": "letter", "typical": 5, "max": 500, "queried_from_child": true}),
            json!({"typical": 5, "max": 10, "independent_access": true, "parent_display_fields": ["name"]}),
            json!({"to": "letter", "typical": 5}),
            json!({"to": "letter", "typical": 5, "max": 500}),
        ];
        assert_eq!(cases.len(), BRANCHES.len(), "one case per branch");
        for (place, (facts, branch)) in cases.iter().zip(BRANCHES).enumerate() {
            assert_eq!(
                chosen(facts),
                (place, branch.pattern),
                "{facts} should be decided by \"{}\"",
                branch.situation
            );
        }
    }

    #[test]
    fn every_relationship_pattern_has_a_branch_or_a_refinement() {
        // Refined after a branch: ids with chosen copies (extended
        // reference), name-value pairs (attribute).
        let refined = [Pattern::ExtendedReference, Pattern::Attribute];
        for pattern in Pattern::ALL.into_iter().filter(|p| !p.for_entity()) {
            assert!(
                BRANCHES.iter().any(|b| b.pattern == pattern) || refined.contains(&pattern),
                "{} is never chosen",
                pattern.label()
            );
        }
    }
}

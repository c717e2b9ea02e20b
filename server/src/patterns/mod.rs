//! Every pattern in one place each: a module per pattern holds when the
//! advisor recommends it (its branches of the catalog: the situation in
//! words, `when` it applies, `build` for its decision) and where its
//! sample documents are built (`shown`). The advisor and the sample
//! renderer iterate this table and import no pattern module: `answer`
//! hands them [`catalog`] and [`shown_in`]. Each pattern's name and its
//! teaching sentence (`does-<id>`) are in every language's `patterns.ftl`,
//! and what the browser knows of it in the core's `wire/analysis/pattern`.
//!
//! Adding a pattern is its module here and its line in [`module`] (which
//! has no catch-all, so a pattern without one does not build), beside its
//! module and line in the core; `ARCHITECTURE.md` lists the steps. A
//! pattern's decision and documents are built by the advisor's and the
//! samples' builders for its family (embedded, references, trees,
//! workloads), which several patterns share.

mod approximation;
mod archive;
mod attribute;
mod bucket;
mod child_references;
mod computed;
mod document_versioning;
mod embed;
mod embed_array;
mod extended_reference;
mod outlier;
mod parent_reference;
mod polymorphic;
mod schema_versioning;
mod subset;
mod time_series;
mod tree_array_of_ancestors;
mod tree_child_references;
mod tree_materialized_paths;
mod tree_parent_references;
mod two_way_references;

use std::sync::LazyLock;

use crate::advisor::{Catalog, When};
use crate::samples::Shown;
use crate::wire::Pattern;

/// What the server knows of one pattern.
pub struct PatternModule {
    /// When the advisor recommends it: its branches of the catalog, the
    /// decisions it refines into itself, or its plan for an entity.
    pub when: When,
    /// Where its sample documents are built.
    pub(crate) shown: Shown,
}

/// Each pattern's module.
#[must_use]
pub const fn module(pattern: Pattern) -> &'static PatternModule {
    match pattern {
        Pattern::Embed => &embed::MODULE,
        Pattern::EmbedArray => &embed_array::MODULE,
        Pattern::ChildReferences => &child_references::MODULE,
        Pattern::ParentReference => &parent_reference::MODULE,
        Pattern::TwoWayReferences => &two_way_references::MODULE,
        Pattern::ExtendedReference => &extended_reference::MODULE,
        Pattern::Subset => &subset::MODULE,
        Pattern::TreeParentReferences => &tree_parent_references::MODULE,
        Pattern::TreeChildReferences => &tree_child_references::MODULE,
        Pattern::TreeArrayOfAncestors => &tree_array_of_ancestors::MODULE,
        Pattern::TreeMaterializedPaths => &tree_materialized_paths::MODULE,
        Pattern::Bucket => &bucket::MODULE,
        Pattern::TimeSeries => &time_series::MODULE,
        Pattern::Computed => &computed::MODULE,
        Pattern::Outlier => &outlier::MODULE,
        Pattern::Polymorphic => &polymorphic::MODULE,
        Pattern::Attribute => &attribute::MODULE,
        Pattern::SchemaVersioning => &schema_versioning::MODULE,
        Pattern::DocumentVersioning => &document_versioning::MODULE,
        Pattern::Approximation => &approximation::MODULE,
        Pattern::Archive => &archive::MODULE,
    }
}

/// Every pattern's branches, in the order they are tried, with the
/// refinements and the entities' plans in the patterns' order (the
/// refinements' order does not matter: the extended reference refines
/// reference decisions, the attribute pattern embedded arrays).
#[must_use]
pub fn catalog() -> &'static Catalog {
    static CATALOG: LazyLock<Catalog> = LazyLock::new(|| {
        Catalog::new(
            Pattern::ALL
                .into_iter()
                .map(|pattern| &module(pattern).when),
        )
    });
    &CATALOG
}

/// Where a pattern's sample documents are built.
#[must_use]
pub(crate) const fn shown_in(pattern: Pattern) -> Shown {
    module(pattern).shown
}

#[cfg(test)]
mod tests {
    //! One relationship per branch, each won by its branch (the cheapest
    //! feasible way, or the first on a tie) with the branch's pattern; and
    //! the table's own consistency.

    use serde_json::{Value, json};

    use super::{catalog, module};
    use crate::advisor::collection_names;
    use crate::advisor::decide::{catalog::tests::model, decided_by};
    use crate::advisor::facts::Facts;
    use crate::samples::Columns;
    use crate::wire::Pattern;

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
        let (branch, pattern) = decided_by(&f, held, catalog()).expect("a branch holds");
        let place = catalog()
            .branches()
            .iter()
            .position(|b| std::ptr::eq(*b, branch))
            .expect("a branch of the table");
        (place, pattern)
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
        assert_eq!(
            cases.len(),
            catalog().branches().len(),
            "one case per branch"
        );
        for (place, (facts, branch)) in cases.iter().zip(catalog().branches()).enumerate() {
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
        for pattern in Pattern::ALL.into_iter().filter(|p| !p.for_entity()) {
            let own = module(pattern);
            assert!(
                !own.when.branches.is_empty() || own.when.refines.is_some(),
                "{} is never chosen",
                pattern.label()
            );
        }
    }

    #[test]
    fn each_module_is_its_patterns_and_no_two_branches_are_tried_at_once() {
        for pattern in Pattern::ALL {
            let own = module(pattern);
            // An entity's pattern is planned for the entity, never by a
            // relationship's branch, and shows an entity's columns; only
            // an entity's pattern has a plan.
            assert_eq!(
                pattern.for_entity(),
                own.when.branches.is_empty()
                    && own.when.refines.is_none()
                    && matches!(own.shown.columns, Columns::Entity(_)),
                "{}",
                pattern.label()
            );
            assert!(
                own.when.plans.is_none() || pattern.for_entity(),
                "{}",
                pattern.label()
            );
            for branch in own.when.branches {
                assert_eq!(
                    branch.pattern,
                    pattern,
                    "{}: {}",
                    pattern.label(),
                    branch.situation
                );
            }
        }
        let tried: Vec<_> = catalog().branches().iter().map(|b| b.tried).collect();
        assert!(
            tried.windows(2).all(|pair| pair[0] < pair[1]),
            "two branches are tried at one place: {tried:?}"
        );
    }
}

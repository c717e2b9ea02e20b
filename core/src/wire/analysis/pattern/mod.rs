//! The schema patterns the advisor names, one module each.
//!
//! A pattern's module holds what every part of Nestlink says of it: its
//! name for people, whether it keeps the children inside the parent,
//! whether it is for one entity's documents rather than a relationship,
//! whether it copies fields across, and whether it keeps children both
//! ways. The enum, its JSON words and the readers below come from the one
//! `patterns!` list: adding a pattern is adding its module and its line
//! there, its name and what it does in each language's `patterns.ftl`
//! (`pattern-<id>`, `does-<id>`, and `partly-<id>` when it keeps children
//! both ways: a test checks each), and, on the server, when the advisor
//! chooses it and the documents it shows.
//!
//! Each reader is a `const fn` that takes one field of the pattern's
//! `ABOUT`. The label is the server's English name; the interface reads
//! the name in the page's language from `patterns.ftl`.

use crate::wire::words::words;

/// Whether a pattern is about a relationship or about one entity's
/// documents as a whole.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    Relationship,
    Entity,
}

/// What a pattern's module says of it.
struct About {
    /// The pattern's name for people.
    label: &'static str,
    /// `to` is stored inside `from`'s documents, and nowhere else.
    embeds: bool,
    scope: Scope,
    /// A reference that also copies some of the other side's fields.
    copies_fields: bool,
    /// It keeps part of the children inside the parent and the rest
    /// apart (a subset embeds the latest few): teaching mode counts a
    /// guess of "embed" as half right, in the words `partly-<id>`.
    keeps_both_ways: bool,
}

/// The enum and the readers of each pattern's `ABOUT`, from one list.
macro_rules! patterns {
    ($( $variant:ident = $id:literal in $module:ident, )+) => {
        $( mod $module; )+

        words! {
            /// A schema pattern the advisor names.
            pub enum Pattern {
                $( $variant = $id, )+
            }
        }

        impl Pattern {
            /// The pattern's name for people.
            #[must_use]
            pub const fn label(self) -> &'static str {
                match self { $( Self::$variant => $module::ABOUT.label, )+ }
            }

            /// `to` is stored inside `from`'s documents, and nowhere else.
            #[must_use]
            pub const fn embeds(self) -> bool {
                match self { $( Self::$variant => $module::ABOUT.embeds, )+ }
            }

            /// A pattern for one entity's documents, not for a relationship.
            #[must_use]
            pub const fn for_entity(self) -> bool {
                let scope = match self { $( Self::$variant => $module::ABOUT.scope, )+ };
                matches!(scope, Scope::Entity)
            }

            /// A reference that also copies some of the other side's fields.
            #[must_use]
            pub const fn copies_fields(self) -> bool {
                match self { $( Self::$variant => $module::ABOUT.copies_fields, )+ }
            }

            /// It keeps part of the children inside the parent and the
            /// rest apart: a guess of "embed" is half right.
            #[must_use]
            pub const fn keeps_both_ways(self) -> bool {
                match self { $( Self::$variant => $module::ABOUT.keeps_both_ways, )+ }
            }
        }
    };
}

patterns! {
    Embed = "embed" in embed,
    EmbedArray = "embed-array" in embed_array,
    ChildReferences = "child-references" in child_references,
    ParentReference = "parent-reference" in parent_reference,
    TwoWayReferences = "two-way-references" in two_way_references,
    ExtendedReference = "extended-reference" in extended_reference,
    Subset = "subset" in subset,
    TreeParentReferences = "tree-parent-references" in tree_parent_references,
    TreeChildReferences = "tree-child-references" in tree_child_references,
    TreeArrayOfAncestors = "tree-array-of-ancestors" in tree_array_of_ancestors,
    TreeMaterializedPaths = "tree-materialized-paths" in tree_materialized_paths,
    Bucket = "bucket" in bucket,
    TimeSeries = "time-series" in time_series,
    Computed = "computed" in computed,
    Outlier = "outlier" in outlier,
    Polymorphic = "polymorphic" in polymorphic,
    Attribute = "attribute" in attribute,
    SchemaVersioning = "schema-versioning" in schema_versioning,
    DocumentVersioning = "document-versioning" in document_versioning,
    Approximation = "approximation" in approximation,
    Archive = "archive" in archive,
}

impl Pattern {
    /// The pattern an API id names.
    #[must_use]
    pub fn from_id(id: &str) -> Option<Self> {
        Self::parse(id)
    }
}

#[cfg(test)]
mod tests {
    use super::Pattern;

    #[test]
    fn every_pattern_reads_back_from_its_id_and_json() {
        for pattern in Pattern::ALL {
            assert_eq!(Pattern::from_id(pattern.as_str()), Some(pattern));
            let json = serde_json::to_string(&pattern).unwrap_or_default();
            assert_eq!(json, format!("\"{}\"", pattern.as_str()));
            assert_eq!(serde_json::from_str::<Pattern>(&json).ok(), Some(pattern));
        }
        assert_eq!(Pattern::from_id("nest"), None);
    }

    #[test]
    fn four_patterns_are_about_an_entity_s_documents() {
        let entity: Vec<Pattern> = Pattern::ALL
            .into_iter()
            .filter(|p| p.for_entity())
            .collect();
        assert_eq!(
            entity,
            [
                Pattern::SchemaVersioning,
                Pattern::DocumentVersioning,
                Pattern::Approximation,
                Pattern::Archive
            ]
        );
    }
}

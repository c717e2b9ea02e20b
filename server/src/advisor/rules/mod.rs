//! The rule catalog: every piece of schema-design knowledge the advisor
//! applies, with a one-line statement and the article it comes from, cited
//! by title, section and publisher with the public original's address.
//! Rationales cite rules by their ids, and the analysis lists the rules it
//! used so the UI can show them. The statements and citations are words
//! (`locales/<tag>/rules.ftl`: `rule-<id>` and `source-<id>`), written in
//! the reader's language; a citation names the article in that language
//! where one of the seeds is it.

mod links;

use std::borrow::Cow;

use crate::i18n;

pub use crate::wire::Rule;

/// The ids of the rules. The enum keeps ids from being misspelled in code;
/// its order is the order rules are listed in an analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RuleId {
    FavorEmbedding,
    StoreTogether,
    EmbedOneToOne,
    BoundedArray,
    IndependentAccess,
    TooLargeToEmbed,
    EmbedSharedCopies,
    IdArrayLimit,
    UnboundedGrowth,
    DocumentSizeLimit,
    ChildReferences,
    ManyToManyArraySide,
    ParentReference,
    IndexParentReference,
    ApplicationLevelJoin,
    TwoWayReferences,
    DenormalizeReadMostly,
    NeverCopyVolatile,
    ExtendedReference,
    SubsetHotData,
    SubsetLatestK,
    LatestKSlice,
    RarelyReadApart,
    AtomicSingleDocument,
    MovesOften,
    TreeParentReferences,
    TreeChildReferences,
    TreeArrayOfAncestors,
    TreeMaterializedPaths,
    Bucket,
    TimeSeriesCollection,
    BucketByTime,
    Computed,
    Outlier,
    Polymorphic,
    Attribute,
    SchemaVersioning,
    ValidatorRollout,
    DocumentVersioning,
    LinkFields,
    Approximation,
    Archive,
    EmbeddedTwice,
    EmbeddedChain,
    EmbedCycle,
}

impl RuleId {
    /// Every rule, in catalog order.
    pub const ALL: [Self; 45] = [
        Self::FavorEmbedding,
        Self::StoreTogether,
        Self::EmbedOneToOne,
        Self::BoundedArray,
        Self::IndependentAccess,
        Self::TooLargeToEmbed,
        Self::EmbedSharedCopies,
        Self::IdArrayLimit,
        Self::UnboundedGrowth,
        Self::DocumentSizeLimit,
        Self::ChildReferences,
        Self::ManyToManyArraySide,
        Self::ParentReference,
        Self::IndexParentReference,
        Self::ApplicationLevelJoin,
        Self::TwoWayReferences,
        Self::DenormalizeReadMostly,
        Self::NeverCopyVolatile,
        Self::ExtendedReference,
        Self::SubsetHotData,
        Self::SubsetLatestK,
        Self::LatestKSlice,
        Self::RarelyReadApart,
        Self::AtomicSingleDocument,
        Self::MovesOften,
        Self::TreeParentReferences,
        Self::TreeChildReferences,
        Self::TreeArrayOfAncestors,
        Self::TreeMaterializedPaths,
        Self::Bucket,
        Self::TimeSeriesCollection,
        Self::BucketByTime,
        Self::Computed,
        Self::Outlier,
        Self::Polymorphic,
        Self::Attribute,
        Self::SchemaVersioning,
        Self::ValidatorRollout,
        Self::DocumentVersioning,
        Self::LinkFields,
        Self::Approximation,
        Self::Archive,
        Self::EmbeddedTwice,
        Self::EmbeddedChain,
        Self::EmbedCycle,
    ];

    /// The stable id used in the API.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::FavorEmbedding => "favor-embedding",
            Self::StoreTogether => "store-together",
            Self::EmbedSharedCopies => "embed-shared-copies",
            Self::EmbedOneToOne => "embed-one-to-one",
            Self::BoundedArray => "bounded-array",
            Self::IndependentAccess => "independent-access",
            Self::TooLargeToEmbed => "too-large-to-embed",
            Self::IdArrayLimit => "id-array-limit",
            Self::UnboundedGrowth => "unbounded-growth",
            Self::DocumentSizeLimit => "document-size-limit",
            Self::ChildReferences => "child-references",
            Self::ManyToManyArraySide => "many-to-many-array-side",
            Self::ParentReference => "parent-reference",
            Self::IndexParentReference => "index-parent-reference",
            Self::ApplicationLevelJoin => "application-level-join",
            Self::TwoWayReferences => "two-way-references",
            Self::DenormalizeReadMostly => "denormalize-read-mostly",
            Self::NeverCopyVolatile => "never-copy-volatile",
            Self::ExtendedReference => "extended-reference",
            Self::SubsetHotData => "subset-hot-data",
            Self::SubsetLatestK => "subset-latest-k",
            Self::LatestKSlice => "latest-k-slice",
            Self::RarelyReadApart => "rarely-read-apart",
            Self::AtomicSingleDocument => "atomic-single-document",
            Self::TreeParentReferences => "tree-parent-references",
            Self::TreeChildReferences => "tree-child-references",
            Self::TreeArrayOfAncestors => "tree-array-of-ancestors",
            Self::TreeMaterializedPaths => "tree-materialized-paths",
            Self::Bucket => "bucket",
            Self::TimeSeriesCollection => "time-series-collection",
            Self::BucketByTime => "bucket-by-time",
            Self::Computed => "computed",
            Self::Outlier => "outlier",
            Self::Polymorphic => "polymorphic",
            Self::MovesOften => "moves-often",
            Self::Attribute => "attribute",
            Self::SchemaVersioning => "schema-versioning",
            Self::ValidatorRollout => "validator-rollout",
            Self::DocumentVersioning => "document-versioning",
            Self::LinkFields => "link-fields",
            Self::Approximation => "approximation",
            Self::Archive => "archive",
            Self::EmbeddedTwice => "embedded-twice",
            Self::EmbeddedChain => "embedded-chain",
            Self::EmbedCycle => "embed-cycle",
        }
    }

    /// The catalog entry, its statement and citation in the language
    /// tagged `lang` (English where that language lacks them).
    #[must_use]
    pub fn rule_in(self, lang: &str) -> Rule {
        let id = self.id();
        let words = |kind: &str| i18n::text(lang, &format!("{kind}-{id}"));
        Rule {
            id: Cow::Borrowed(id),
            statement: Cow::Owned(words("rule")),
            source: Cow::Owned(words("source")),
            url: self.url().map(Cow::Borrowed),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::RuleId;
    use std::collections::BTreeSet;

    #[test]
    fn ids_are_unique_kebab_case_and_every_rule_has_a_source() {
        let mut seen = BTreeSet::new();
        for rule in RuleId::ALL {
            let entry = rule.rule_in("en");
            assert!(seen.insert(entry.id.clone()), "duplicate id {}", entry.id);
            assert!(
                entry
                    .id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b == b'-'),
                "{}",
                entry.id
            );
            assert!(
                !entry.statement.starts_with("rule-") && !entry.source.starts_with("source-"),
                "{} has its words",
                entry.id
            );
            // A reader can follow every source: a title, a publisher and a
            // public address, never one of Nestlink's own file names.
            assert!(entry.source.contains('“'), "{}: {}", entry.id, entry.source);
            assert!(
                ["MongoDB manual", "MongoDB blog", "DigitalOcean"]
                    .iter()
                    .any(|publisher| entry.source.contains(publisher)),
                "{}: {}",
                entry.id,
                entry.source
            );
            assert!(
                !entry.source.contains(".txt") && !entry.source.contains("000"),
                "{}",
                entry.source
            );
            assert!(
                entry
                    .url
                    .as_deref()
                    .is_some_and(|url| url.starts_with("https://")),
                "{} has no public address",
                entry.id
            );
        }
    }

    #[test]
    fn a_rule_is_stated_and_cited_in_the_reader_s_language() {
        let russian = RuleId::StoreTogether.rule_in("ru");
        let english = RuleId::StoreTogether.rule_in("en");
        assert_ne!(russian.statement, english.statement);
        assert!(
            russian
                .source
                .contains("Как создать схему документа в MongoDB"),
            "{}",
            russian.source
        );
        assert_eq!(russian.url, english.url);
    }

    #[test]
    fn the_catalog_order_is_the_enum_order() {
        let mut sorted = RuleId::ALL;
        sorted.sort();
        assert_eq!(sorted, RuleId::ALL);
    }
}

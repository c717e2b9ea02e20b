//! The rule catalog: every piece of schema-design knowledge the advisor
//! applies, with a one-line statement and the article it comes from, cited
//! by title, section and publisher with the public original's address. Rationales cite rules by their ids, and
//! the analysis lists the rules it used so the UI can show them.

mod links;

use std::borrow::Cow;

pub use crate::wire::Rule;

/// A citation of one of the articles Nestlink learned from, as a reader
/// finds it: the title, the section, the publisher and the language of the
/// translation it was read in (the copies in `shared/seeds`).
macro_rules! thumb {
    ($section:literal) => {
        concat!(
            "“6 Rules of Thumb for MongoDB Schema Design”, ",
            $section,
            " (MongoDB blog, by William Zola; read in its Chinese translation)"
        )
    };
}
macro_rules! tutorial {
    ($section:literal) => {
        concat!(
            "“How To Design a Document Schema in MongoDB”, ",
            $section,
            " (DigitalOcean tutorial; read in its Russian, Portuguese and Italian translations)"
        )
    };
}
macro_rules! seed_manual {
    ($title:literal) => {
        concat!(
            "“",
            $title,
            "” (MongoDB manual; read in its Bulgarian translation)"
        )
    };
    ($title:literal, $example:literal) => {
        concat!(
            "“",
            $title,
            "”, ",
            $example,
            " (MongoDB manual; read in its Bulgarian translation)"
        )
    };
}
/// A citation of a MongoDB manual page beyond the seeds.
macro_rules! manual {
    ($title:literal) => {
        concat!("“", $title, "” (MongoDB manual)")
    };
    ($title:literal, $example:literal) => {
        concat!("“", $title, "”, ", $example, " (MongoDB manual)")
    };
}

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
        self.entry().0
    }

    /// The catalog entry.
    #[must_use]
    pub const fn rule(self) -> Rule {
        let (id, statement, source) = self.entry();
        let url = match self.url() {
            Some(url) => Some(Cow::Borrowed(url)),
            None => None,
        };
        Rule {
            id: Cow::Borrowed(id),
            statement: Cow::Borrowed(statement),
            source: Cow::Borrowed(source),
            url,
        }
    }

    /// Id, statement and source, as written in the catalog.
    const fn entry(self) -> (&'static str, &'static str, &'static str) {
        const fn rule(
            id: &'static str,
            statement: &'static str,
            source: &'static str,
        ) -> (&'static str, &'static str, &'static str) {
            (id, statement, source)
        }
        match self {
            Self::FavorEmbedding => rule(
                "favor-embedding",
                "Embed unless there is a compelling reason not to: one read returns everything and one write changes it atomically.",
                thumb!("part 3, rule of thumb 1"),
            ),
            Self::StoreTogether => rule(
                "store-together",
                "Store together what the application reads together.",
                tutorial!("guideline 1"),
            ),
            Self::EmbedSharedCopies => rule(
                "embed-shared-copies",
                "Small children shared by many parents, read with them, not used on their own and rarely changed, may be embedded as copies in each parent: one read, at the price of rewriting every copy when one changes.",
                concat!(
                    manual!("Map Schema Relationships", "an article's tags"),
                    "; and ",
                    manual!("Model Data to Support Keyword Search", "a volume's topics")
                ),
            ),
            Self::EmbedOneToOne => rule(
                "embed-one-to-one",
                "A one-to-one relationship that is read with its parent becomes an embedded sub-document.",
                concat!(
                    tutorial!("guideline 2"),
                    "; and ",
                    seed_manual!("Model One-to-One Relationships with Embedded Documents")
                ),
            ),
            Self::BoundedArray => rule(
                "bounded-array",
                "A few children, bounded in number and never used on their own, are embedded as an array of sub-documents.",
                concat!(
                    thumb!("part 1, one-to-few"),
                    "; and ",
                    tutorial!("guideline 3")
                ),
            ),
            Self::IndependentAccess => rule(
                "independent-access",
                "Needing to read or update an object on its own is a compelling reason not to embed it.",
                thumb!("part 3, rule of thumb 2"),
            ),
            Self::TooLargeToEmbed => rule(
                "too-large-to-embed",
                "Children that would make their parent large (past 1 MiB at the largest count) are not embedded: every read and rewrite of the parent would carry them all. A count alone does not decide it; their bytes do.",
                concat!(
                    thumb!("part 3, rule of thumb 3, on high-cardinality arrays"),
                    "; and ",
                    manual!("Reduce Bloated Documents")
                ),
            ),
            Self::IdArrayLimit => rule(
                "id-array-limit",
                "More than a few thousand children: do not keep an array of their ids either.",
                thumb!("part 3, rule of thumb 3"),
            ),
            Self::UnboundedGrowth => rule(
                "unbounded-growth",
                "Arrays must not grow without bound; children without a limit point to their parent instead.",
                concat!(
                    thumb!("part 3, rule of thumb 3"),
                    "; and ",
                    seed_manual!(
                        "Model One-to-Many Relationships with Document References",
                        "publishers and books"
                    )
                ),
            ),
            Self::DocumentSizeLimit => rule(
                "document-size-limit",
                "A BSON document holds at most 16 MiB, so the parent's size at the largest child count decides whether embedding can work at all.",
                concat!(
                    thumb!("part 1, one-to-squillions"),
                    "; and ",
                    tutorial!("guidelines 3 and 5")
                ),
            ),
            Self::ChildReferences => rule(
                "child-references",
                "One-to-many of bounded size, or children that must exist on their own: a separate collection and an array of child ids in the parent.",
                concat!(
                    thumb!("part 1, one-to-many"),
                    "; and ",
                    tutorial!("guideline 4")
                ),
            ),
            Self::ManyToManyArraySide => rule(
                "many-to-many-array-side",
                "For many-to-many, keep the array of ids on the side with fewer links per document, so every array stays short.",
                concat!(
                    tutorial!("guideline 4, students and courses"),
                    ", applying ",
                    thumb!("part 3, rule of thumb 3")
                ),
            ),
            Self::ParentReference => rule(
                "parent-reference",
                "Unbounded one-to-many (one-to-squillions): each child stores its parent's id, in a collection of its own.",
                concat!(
                    thumb!("part 1, one-to-squillions"),
                    "; and ",
                    tutorial!("guideline 5")
                ),
            ),
            Self::IndexParentReference => rule(
                "index-parent-reference",
                "A parent reference needs an index on the reference field, or every lookup of a parent's children scans the collection.",
                concat!(
                    tutorial!("guideline 5"),
                    "; and ",
                    thumb!("part 1, hosts and their log messages")
                ),
            ),
            Self::ApplicationLevelJoin => rule(
                "application-level-join",
                "Do not fear application-level joins: with the right index and a projection they cost little more than a server-side join.",
                thumb!("part 3, rule of thumb 4"),
            ),
            Self::TwoWayReferences => rule(
                "two-way-references",
                "When both directions are queried often, store references on both sides; reassigning a child then takes two writes that are not atomic together.",
                thumb!("part 2, two-way referencing"),
            ),
            Self::DenormalizeReadMostly => rule(
                "denormalize-read-mostly",
                "Copy a field across a reference only when it is read far more often than it is updated; the copies cannot be updated atomically with the original.",
                thumb!("part 2, denormalizing with one-to-many, and part 3, rule of thumb 5"),
            ),
            Self::NeverCopyVolatile => rule(
                "never-copy-volatile",
                "Never copy a field that changes often: every change would have to find and rewrite every copy (a part's name yes, its quantity on hand no).",
                thumb!("part 2, denormalizing from many to one"),
            ),
            Self::ExtendedReference => rule(
                "extended-reference",
                "A reference plus a few copied fields of the referenced document shows it without a second query.",
                thumb!("part 2, denormalizing from many to one and with one-to-squillions"),
            ),
            Self::SubsetHotData => rule(
                "subset-hot-data",
                "Keep the often-read part in the document the application loads first and move the rarely-read rest into a second collection.",
                seed_manual!(
                    "Model One-to-One Relationships with Embedded Documents",
                    "the subset pattern: movies and their details"
                ),
            ),
            Self::SubsetLatestK => rule(
                "subset-latest-k",
                "When only the latest K children are shown with the parent, embed those K and keep every child in its own collection.",
                seed_manual!(
                    "Model One-to-Many Relationships with Embedded Documents",
                    "the subset pattern: a product and its ten latest reviews"
                ),
            ),
            Self::LatestKSlice => rule(
                "latest-k-slice",
                "A latest-K array is kept with $push + $each + $sort + $slice in the same update that records the child.",
                thumb!(
                    "part 2, denormalizing with one-to-squillions: hosts and their latest log messages"
                ),
            ),
            Self::RarelyReadApart => rule(
                "rarely-read-apart",
                "Data rarely needed with its parent bloats the parent and slows every read of it; keep it apart.",
                seed_manual!(
                    "Model One-to-One Relationships with Embedded Documents",
                    "the trade-offs of the subset pattern"
                ),
            ),
            Self::AtomicSingleDocument => rule(
                "atomic-single-document",
                "A write to one document is atomic: fields that must change together belong in one document.",
                seed_manual!("Model Data for Atomic Operations", "book checkouts"),
            ),
            Self::TreeParentReferences => rule(
                "tree-parent-references",
                "A tree whose queries ask for a node's parent or immediate children: each node stores its parent's id, indexed.",
                seed_manual!("Model Tree Structures with Parent References"),
            ),
            Self::TreeChildReferences => rule(
                "tree-child-references",
                "A tree whose queries ask for a node's children: each node stores an array of its children's ids.",
                seed_manual!("Model Tree Structures with Child References"),
            ),
            Self::TreeArrayOfAncestors => rule(
                "tree-array-of-ancestors",
                "A tree whose queries ask for ancestors or whole subtrees: each node also stores the ids of all its ancestors, indexed.",
                manual!(
                    "Model Tree Structures with an Array of Ancestors",
                    "categories of a bookshop"
                ),
            ),
            Self::TreeMaterializedPaths => rule(
                "tree-materialized-paths",
                "A tree listed in hierarchical order, or searched by part of a path, stores each node's ancestors as one path string, sorted and matched by prefix through an index.",
                manual!("Model Tree Structures with Materialized Paths"),
            ),
            Self::Bucket => rule(
                "bucket",
                "A long series of children that keeps growing and is read a page or a time range at a time is grouped into bucket documents of a fixed size: fewer documents and index entries, and a page is one document.",
                manual!(
                    "Group Data with the Bucket Pattern",
                    "stock trades, ten per page"
                ),
            ),
            Self::TimeSeriesCollection => rule(
                "time-series-collection",
                "A stream of measurements, each added once and read by its time, goes into a time series collection (MongoDB 5.0 and later), which groups and compresses the measurements of one source by itself; buckets made by hand on top of one would slow it down.",
                concat!(
                    manual!("Time Series"),
                    "; and ",
                    manual!(
                        "Model IoT Data",
                        "its note: from MongoDB 5.0, time series collections are the recommended collection type for time series data"
                    )
                ),
            ),
            Self::BucketByTime => rule(
                "bucket-by-time",
                "Measurements that arrive as a stream are bucketed by a span of time (readings taken every minute, grouped by hour), and each bucket is written with one upsert that pushes the new child and counts it.",
                manual!(
                    "Model IoT Data",
                    "the bucket pattern; time series collections do it for you from MongoDB 5.0"
                ),
            ),
            Self::Computed => rule(
                "computed",
                "When reads far outnumber writes, store a computed value (a total, a count) with the data it describes and update it on write, instead of computing it on every read.",
                manual!(
                    "Store Computed Data",
                    "movie screenings: total viewers and revenue"
                ),
            ),
            Self::Outlier => rule(
                "outlier",
                "When a few parents have far more children than the rest, design for the common case and treat the few as exceptions: the array holds up to the usual count, and a flag sends the rest to overflow documents.",
                manual!(
                    "Group Data with the Outlier Pattern",
                    "books, and the few best-sellers bought by thousands"
                ),
            ),
            Self::Polymorphic => rule(
                "polymorphic",
                "Documents of different shapes that are queried together share one collection: the common fields in every document, each kind's own fields only in its documents, and a field that tells the kinds apart.",
                manual!("Store Polymorphic Data", "athletes of different sports"),
            ),
            Self::MovesOften => rule(
                "moves-often",
                "Children that often move to another parent live in their own documents with their parent's id: a move is one update of one field, where an embedded child (or an id in the parent's array) must leave one parent's document and join another's, two writes to keep in step.",
                manual!(
                    "Map Schema Relationships",
                    "data the application updates often belongs in its own collection, behind a reference"
                ),
            ),
            Self::Attribute => rule(
                "attribute",
                "Many similar values that queries search across (a release date per country) are kept as an array of name-value pairs, so one compound index on the pair serves every name instead of one index per field.",
                manual!(
                    "Group Data with the Attribute Pattern",
                    "movies and their release dates by country"
                ),
            ),
            Self::SchemaVersioning => rule(
                "schema-versioning",
                "When documents of an older shape stay beside newer ones instead of being migrated at once, each document records its shape's version, so the application reads every shape and rewrites a document in the newest one when it updates it.",
                manual!(
                    "Maintain Different Schema Versions",
                    "customer contacts gaining new contact methods"
                ),
            ),
            Self::ValidatorRollout => rule(
                "validator-rollout",
                "A validator added to a collection whose older documents have another shape is set to validationLevel \"moderate\" (older documents that fail it may still be updated) and validationAction \"warn\" (failures are logged, not refused) until the documents are migrated, lazily as each is rewritten or in batches; then it is made strict.",
                manual!("Specify Validation Level for Existing Documents"),
            ),
            Self::DocumentVersioning => rule(
                "document-versioning",
                "When earlier versions of a document must stay readable, keep the current version in its collection, where the usual queries go, and copy each replaced version into a revisions collection.",
                manual!(
                    "Keep a History of Document Versions",
                    "insurance policies and their revisions"
                ),
            ),
            Self::LinkFields => rule(
                "link-fields",
                "A field that belongs to a link, not to either side (the views of a movie at one theater), is stored where the link is: in the embedded child, or in the array element that holds the other side's id.",
                manual!(
                    "Apply Design Patterns",
                    "each theater's movies array keeps the movie's id, a few of its fields and the views at that theater"
                ),
            ),
            Self::Approximation => rule(
                "approximation",
                "A value that changes very often and is read for its trend, not its exact figure, is written once every N changes (adding N), which divides its writes by N.",
                manual!(
                    "Use the Approximation Pattern",
                    "a city's population, written every 100 changes"
                ),
            ),
            Self::Archive => rule(
                "archive",
                "Documents that are rarely read after a certain age move, whole, to an archive (a collection, a cheaper cluster or object storage), keeping the live collection and its indexes small; the age must be in one field of the document.",
                manual!(
                    "Archive Pattern",
                    "sales older than five years moved out of the live collection"
                ),
            ),
            Self::EmbeddedTwice => rule(
                "embedded-twice",
                "An entity embedded in two places is stored twice; a change must be written everywhere, so shared data belongs in its own collection.",
                concat!(
                    tutorial!("guideline 4, courses repeated in every student"),
                    "; and ",
                    seed_manual!(
                        "Model One-to-Many Relationships with Document References",
                        "a publisher repeated in every book"
                    )
                ),
            ),
            Self::EmbeddedChain => rule(
                "embedded-chain",
                "References held by an embedded entity live inside its parent's documents, under the embedding field.",
                concat!("follows from ", tutorial!("guidelines 1 and 4")),
            ),
            Self::EmbedCycle => rule(
                "embed-cycle",
                "Two entities cannot embed each other; one link of a cycle must be a reference.",
                concat!("follows from ", tutorial!("guideline 1")),
            ),
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
            let entry = rule.rule();
            assert!(seen.insert(entry.id.clone()), "duplicate id {}", entry.id);
            assert!(
                entry
                    .id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b == b'-'),
                "{}",
                entry.id
            );
            assert!(!entry.statement.is_empty() && !entry.source.is_empty());
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
    fn the_catalog_order_is_the_enum_order() {
        let mut sorted = RuleId::ALL;
        sorted.sort();
        assert_eq!(sorted, RuleId::ALL);
    }
}

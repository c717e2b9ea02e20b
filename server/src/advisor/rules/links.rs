//! Where each rule's source can be read: the public address of the first
//! article or manual page it cites.

use super::RuleId;

impl RuleId {
    /// The public address of the source (the first one a rule cites).
    pub(super) const fn url(self) -> Option<&'static str> {
        const RULES_OF_THUMB: &str =
            "https://www.mongodb.com/blog/post/6-rules-of-thumb-for-mongodb-schema-design";
        const TUTORIAL: &str = "https://www.digitalocean.com/community/tutorials/how-to-design-a-document-schema-in-mongodb";
        const EMBEDDED_ONE_TO_ONE: &str = "https://www.mongodb.com/docs/manual/tutorial/model-embedded-one-to-one-relationships-between-documents/";
        match self {
            Self::TooLargeToEmbed => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/design-antipatterns/bloated-documents/",
            ),
            Self::EmbedSharedCopies => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/schema-design-process/map-relationships/",
            ),
            Self::FavorEmbedding
            | Self::BoundedArray
            | Self::IndependentAccess
            | Self::IdArrayLimit
            | Self::UnboundedGrowth
            | Self::DocumentSizeLimit
            | Self::ChildReferences
            | Self::ParentReference
            | Self::ApplicationLevelJoin
            | Self::TwoWayReferences
            | Self::DenormalizeReadMostly
            | Self::NeverCopyVolatile
            | Self::ExtendedReference
            | Self::LatestKSlice => Some(RULES_OF_THUMB),
            Self::StoreTogether
            | Self::EmbedOneToOne
            | Self::ManyToManyArraySide
            | Self::IndexParentReference
            | Self::EmbeddedTwice
            | Self::EmbeddedChain
            | Self::EmbedCycle => Some(TUTORIAL),
            Self::SubsetHotData | Self::RarelyReadApart => Some(EMBEDDED_ONE_TO_ONE),
            Self::SubsetLatestK => Some(
                "https://www.mongodb.com/docs/manual/tutorial/model-embedded-one-to-many-relationships-between-documents/",
            ),
            Self::AtomicSingleDocument => Some(
                "https://www.mongodb.com/docs/manual/tutorial/model-data-for-atomic-operations/",
            ),
            Self::TreeParentReferences => Some(
                "https://www.mongodb.com/docs/manual/tutorial/model-tree-structures-with-parent-references/",
            ),
            Self::TreeChildReferences => Some(
                "https://www.mongodb.com/docs/manual/tutorial/model-tree-structures-with-child-references/",
            ),
            Self::TreeArrayOfAncestors => Some(
                "https://www.mongodb.com/docs/manual/tutorial/model-tree-structures-with-ancestors-array/",
            ),
            Self::TreeMaterializedPaths => Some(
                "https://www.mongodb.com/docs/manual/tutorial/model-tree-structures-with-materialized-paths/",
            ),
            Self::TimeSeriesCollection => {
                Some("https://www.mongodb.com/docs/manual/core/timeseries-collections/")
            }
            Self::Bucket => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/bucket-pattern/",
            ),
            Self::BucketByTime => {
                Some("https://www.mongodb.com/docs/manual/tutorial/model-iot-data/")
            }
            Self::Computed => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/computed-values/computed-schema-pattern/",
            ),
            Self::Outlier => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/outlier-pattern/",
            ),
            Self::Polymorphic => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/polymorphic-data/polymorphic-schema-pattern/",
            ),
            Self::MovesOften => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/schema-design-process/map-relationships/",
            ),
            Self::Attribute => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/attribute-pattern/",
            ),
            Self::SchemaVersioning => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/data-versioning/schema-versioning/",
            ),
            Self::ValidatorRollout => Some(
                "https://www.mongodb.com/docs/manual/core/schema-validation/specify-validation-level/",
            ),
            Self::DocumentVersioning => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/data-versioning/document-versioning/",
            ),
            Self::LinkFields => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/schema-design-process/apply-patterns/",
            ),
            Self::Approximation => Some(
                "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/computed-values/approximation-schema-pattern/",
            ),
            Self::Archive => {
                Some("https://www.mongodb.com/docs/manual/data-modeling/design-patterns/archive/")
            }
        }
    }
}

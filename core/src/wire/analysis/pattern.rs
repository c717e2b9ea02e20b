//! The schema patterns the advisor names, with their ids and the words the
//! browser shows for them.

use crate::wire::words::words;

words! {
    /// A schema pattern the advisor names.
    pub enum Pattern {
        Embed = "embed",
        EmbedArray = "embed-array",
        ChildReferences = "child-references",
        ParentReference = "parent-reference",
        TwoWayReferences = "two-way-references",
        ExtendedReference = "extended-reference",
        Subset = "subset",
        TreeParentReferences = "tree-parent-references",
        TreeChildReferences = "tree-child-references",
        TreeArrayOfAncestors = "tree-array-of-ancestors",
        TreeMaterializedPaths = "tree-materialized-paths",
        Bucket = "bucket",
        Computed = "computed",
        Outlier = "outlier",
        Polymorphic = "polymorphic",
        Attribute = "attribute",
        SchemaVersioning = "schema-versioning",
        DocumentVersioning = "document-versioning",
        Approximation = "approximation",
        Archive = "archive",
    }
}

impl Pattern {
    /// The pattern an API id names.
    #[must_use]
    pub fn from_id(id: &str) -> Option<Self> {
        Self::parse(id)
    }

    /// The pattern's name for people.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Self::Embed => "Embed a sub-document",
            Self::EmbedArray => "Embed an array",
            Self::ChildReferences => "Child references (array of ids)",
            Self::ParentReference => "Parent reference",
            Self::TwoWayReferences => "Two-way references",
            Self::ExtendedReference => "Extended reference",
            Self::Subset => "Subset",
            Self::TreeParentReferences => "Tree: parent references",
            Self::TreeChildReferences => "Tree: child references",
            Self::TreeArrayOfAncestors => "Tree: array of ancestors",
            Self::TreeMaterializedPaths => "Tree: materialized paths",
            Self::Bucket => "Bucket",
            Self::Computed => "Computed totals",
            Self::Outlier => "Outlier",
            Self::Polymorphic => "Polymorphic (one collection of kinds)",
            Self::Attribute => "Attribute (name-value pairs)",
            Self::SchemaVersioning => "Schema versioning",
            Self::DocumentVersioning => "Document versioning",
            Self::Approximation => "Approximation",
            Self::Archive => "Archive",
        }
    }

    /// `to` is stored inside `from`'s documents, and nowhere else.
    #[must_use]
    pub const fn embeds(self) -> bool {
        matches!(self, Self::Embed | Self::EmbedArray | Self::Attribute)
    }

    /// A pattern for one entity's documents, not for a relationship.
    #[must_use]
    pub const fn for_entity(self) -> bool {
        matches!(
            self,
            Self::SchemaVersioning | Self::DocumentVersioning | Self::Approximation | Self::Archive
        )
    }

    /// A reference that also copies some of the other side's fields.
    #[must_use]
    pub const fn copies_fields(self) -> bool {
        matches!(self, Self::ExtendedReference | Self::Subset)
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
}

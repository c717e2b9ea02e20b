//! The schema patterns the advisor names, with their ids and the words the
//! browser shows for them.

use serde::{Deserialize, Serialize};

/// A schema pattern the advisor names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ssr", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Pattern {
    Embed,
    EmbedArray,
    ChildReferences,
    ParentReference,
    TwoWayReferences,
    ExtendedReference,
    Subset,
    TreeParentReferences,
    TreeChildReferences,
    TreeArrayOfAncestors,
    TreeMaterializedPaths,
}

impl Pattern {
    /// Every pattern, in teaching order.
    pub const ALL: [Self; 11] = [
        Self::Embed,
        Self::EmbedArray,
        Self::ChildReferences,
        Self::ParentReference,
        Self::TwoWayReferences,
        Self::ExtendedReference,
        Self::Subset,
        Self::TreeParentReferences,
        Self::TreeChildReferences,
        Self::TreeArrayOfAncestors,
        Self::TreeMaterializedPaths,
    ];

    /// The id used in the API.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Embed => "embed",
            Self::EmbedArray => "embed-array",
            Self::ChildReferences => "child-references",
            Self::ParentReference => "parent-reference",
            Self::TwoWayReferences => "two-way-references",
            Self::ExtendedReference => "extended-reference",
            Self::Subset => "subset",
            Self::TreeParentReferences => "tree-parent-references",
            Self::TreeChildReferences => "tree-child-references",
            Self::TreeArrayOfAncestors => "tree-array-of-ancestors",
            Self::TreeMaterializedPaths => "tree-materialized-paths",
        }
    }

    /// The pattern an API id names.
    #[must_use]
    pub fn from_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == id)
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
        }
    }

    /// `to` is stored inside `from`'s documents, and nowhere else.
    #[must_use]
    pub const fn embeds(self) -> bool {
        matches!(self, Self::Embed | Self::EmbedArray)
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

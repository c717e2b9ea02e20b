//! The fixed words of the model: field types, how often values change,
//! cardinalities and tree questions, each with its JSON name.

use crate::wire::words::words;

words! {
    /// The BSON types a field can have.
    pub enum FieldType {
        String = "string",
        Int = "int",
        Long = "long",
        Double = "double",
        Decimal = "decimal",
        Bool = "bool",
        Date = "date",
        ObjectId = "objectId",
        BinData = "binData",
        Array = "array",
        Object = "object",
    }
}

words! {
    /// How often a field's value changes.
    pub enum Updates {
        Never = "never",
        Rare = "rare",
        Often = "often",
    }
}

words! {
    /// How many `to` documents one `from` document relates to.
    pub enum Cardinality {
        OneToOne = "one-to-one",
        OneToFew = "one-to-few",
        OneToMany = "one-to-many",
        OneToSquillions = "one-to-squillions",
        ManyToMany = "many-to-many",
    }
}

impl FieldType {
    /// A number: what can be summed, or written approximately.
    #[must_use]
    pub const fn is_number(self) -> bool {
        matches!(self, Self::Int | Self::Long | Self::Double | Self::Decimal)
    }
}

impl Cardinality {
    /// Typical and maximum counts when the model leaves them out (`None`:
    /// unbounded). They follow domain.md's wording: one-to-few is "a handful,
    /// a couple of dozen at most"; one-to-many "hundreds, up to a few
    /// thousand"; one-to-squillions has no limit.
    #[must_use]
    pub const fn default_counts(self) -> (u64, Option<u64>) {
        match self {
            Self::OneToOne => (1, Some(1)),
            Self::OneToFew => (3, Some(20)),
            Self::OneToMany => (100, Some(2_000)),
            Self::OneToSquillions => (10_000, None),
            Self::ManyToMany => (10, Some(100)),
        }
    }

    /// The short mark drawn at the end of a relationship line.
    #[must_use]
    pub const fn mark(self) -> &'static str {
        match self {
            Self::OneToOne => "1:1",
            Self::OneToFew => "1:few",
            Self::OneToMany => "1:N",
            Self::OneToSquillions => "1:∞",
            Self::ManyToMany => "N:M",
        }
    }
}

words! {
    /// What a tree (self-relationship) is asked for.
    pub enum TreeQuery {
        /// A node's parent.
        Parent = "parent",
        /// A node's immediate children.
        Children = "children",
        /// All ancestors of a node (its path to the root).
        Ancestors = "ancestors",
        /// All descendants of a node.
        Subtree = "subtree",
        /// The nodes that share a node's parent.
        Siblings = "siblings",
        /// The whole tree listed in hierarchical order.
        Ordered = "ordered",
        /// Nodes found by the start of their path.
        PathPrefix = "path-prefix",
    }
}

impl TreeQuery {
    /// The question in plain words, for the editor.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Self::Parent => "A node's parent",
            Self::Children => "A node's children",
            Self::Ancestors => "All ancestors of a node",
            Self::Subtree => "A node's whole subtree",
            Self::Siblings => "A node's siblings",
            Self::Ordered => "The whole tree, in hierarchical order",
            Self::PathPrefix => "Nodes by the start of their path",
        }
    }
}

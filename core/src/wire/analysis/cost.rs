//! What one way of storing a relationship costs, as the advisor weighs it:
//! bytes, round trips, writes, copies, atomicity and index entries, worked
//! out from the model's facts for each way it considers.

use serde::{Deserialize, Serialize};

use super::{Pattern, SizeEstimate};

/// One way the advisor considered for a relationship, and what it costs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Cost {
    pub pattern: Pattern,
    /// The largest document this way keeps (the parent with what it holds
    /// of its children, or one child's or one bucket's document), in BSON
    /// bytes at the typical and the maximum child count; `max` is `null`
    /// when that document grows without bound.
    pub bytes: SizeEstimate,
    /// The share of the 16 MiB document limit that document uses at the
    /// maximum, in thousandths (1000: the limit); `null` when unbounded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit_per_mille: Option<u64>,
    /// Round trips of the main read: a parent with its children as shown
    /// (for a tree, a node with the answers to the queries asked of it).
    pub round_trips: u32,
    /// The BSON bytes the main read returns, typically (what the children
    /// shown add, read apart with a projection of the fields shown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_bytes: Option<u64>,
    /// Documents written when a child is added (or a link, for
    /// many-to-many).
    pub writes_per_child: u32,
    /// Documents rewritten when a copied field changes, typically; `null`
    /// when nothing is copied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub writes_per_copy_change: Option<u64>,
    /// A tree's only: documents rewritten when a node moves to another
    /// parent, at least (the node and its children; its deeper
    /// descendants too where each keeps its ancestors).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub writes_per_move: Option<u64>,
    /// Adding or changing a child together with its parent is one
    /// single-document write, atomic without a transaction.
    pub atomic: bool,
    /// Index entries a new child adds, its own `_id` included when it is a
    /// document of its own.
    pub index_entries_per_child: u32,
    /// Why this way cannot be used, when it cannot: the document would
    /// pass 16 MiB, or an array in it has no bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub infeasible: Option<String>,
    /// Why the facts leave this way out although it fits (a compelling
    /// reason not to embed, or the case the recommended way is for), when
    /// they do; absent for the recommended way and for the ways weighed
    /// against it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set_aside: Option<String>,
}

/// MongoDB's largest BSON document, 16 MiB.
pub const DOCUMENT_LIMIT: u64 = 16 * 1024 * 1024;

impl Cost {
    /// Sets the largest document's bytes, and the share of the limit it
    /// uses at the maximum.
    pub fn measure(&mut self, bytes: SizeEstimate) {
        self.bytes = bytes;
        self.limit_per_mille = bytes
            .max
            .map(|max| max.saturating_mul(1000).div_ceil(DOCUMENT_LIMIT));
    }
}

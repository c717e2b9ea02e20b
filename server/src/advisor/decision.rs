//! What was decided for one relationship, as the advisor builds it: the
//! pattern, the reasons and rules behind it, the alternatives, warnings,
//! copies and indexes, and where `to`'s data is kept ([`Storage`]). The
//! decision for a relationship (`decide`) builds one; the whole-model pass
//! (`effects`) places it and turns it into the API's `Advice`.

use std::collections::BTreeSet;

use nestlink_core::wire::model::Entity;

use crate::advisor::rules::RuleId;
use crate::advisor::said::{Said, written_in};
use crate::advisor::workload::TimeSeriesPlan;
use crate::wire::{Advice, Alternative, Denormalization, Index, IndexKeys, Pattern, SizeEstimate};

/// An index a decision needs, before it is known which collection holds the
/// entity (an embedded entity's field lives under its parent's path).
#[derive(Debug, Clone)]
pub struct IndexPlan {
    /// The entity whose documents hold the field.
    pub entity: String,
    pub field: String,
    /// The keys after `field`, with their directions (a compound index).
    pub more: Vec<(String, i32)>,
    pub unique: bool,
    pub reason: Said,
}

/// Where a relationship keeps `to`'s data, and which side holds the
/// other's id: one of these, never a mix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Storage {
    /// `to` has documents of its own, linked by the pattern's own fields
    /// (a tree's parent, children, ancestors or path).
    Apart,
    /// `to` is stored inside `from`'s documents, under the relationship's
    /// field (embedded, or embedded up to the usual count with the
    /// outliers' rest overflowing).
    Embedded,
    /// `to`'s fields sit at the top level of `from`'s documents, not under
    /// the relationship's field (the kinds of a polymorphic collection).
    Merged,
    /// `to` is not stored at all, only what is computed from it.
    Discarded,
    /// Each `to` document holds its `from`'s id.
    IdInTo,
    /// `to` is embedded in another parent, and each embedded `to` holds
    /// this `from`'s id there: `to` has no documents of its own for it.
    IdInEmbeddedTo,
    /// `from`'s documents hold the ids of their `to`s: `to` is looked up
    /// on its own.
    IdsInFrom,
    /// Both of the above.
    IdsBothWays,
    /// Each `to` document holds its `from`'s id, and `from`'s documents
    /// keep copies of some of their `to`s (a subset, the latest K).
    CopiesInFrom,
}

impl Storage {
    /// `to`'s data is inside `from`'s documents.
    #[must_use]
    pub const fn embeds(self) -> bool {
        matches!(self, Self::Embedded | Self::Merged)
    }

    /// Each `to` document holds its `from`'s id.
    #[must_use]
    pub const fn id_in_to(self) -> bool {
        matches!(
            self,
            Self::IdInTo | Self::IdInEmbeddedTo | Self::IdsBothWays | Self::CopiesInFrom
        )
    }

    /// `from`'s documents hold their `to`s' ids.
    #[must_use]
    pub const fn ids_in_from(self) -> bool {
        matches!(self, Self::IdsInFrom | Self::IdsBothWays)
    }
}

/// What was decided for one relationship, and what the whole-model pass
/// needs to know about it.
#[derive(Debug, Clone)]
pub struct Decision {
    pub pattern: Pattern,
    pub rules: BTreeSet<RuleId>,
    pub reasons: Vec<Said>,
    pub alternatives: Vec<Considered>,
    pub warnings: Vec<Said>,
    pub denormalize: Vec<Copied>,
    pub index_plans: Vec<IndexPlan>,
    /// Filled in by the whole-model pass from `index_plans`.
    pub indexes: Vec<Index>,
    pub estimate: Option<SizeEstimate>,
    /// Where `to`'s data is kept, and which side holds the other's id.
    pub storage: Storage,
    /// `from`'s documents get a field for this relationship (embedded data,
    /// an id array, a latest-K array...).
    pub field_in_from: Option<String>,
    /// A collection of the decision's own, not named after an entity: the
    /// outliers' overflow, with the index that finds a parent's documents.
    pub extra_collection: Option<OwnCollection>,
    /// `to`'s collection is a time series collection with these options.
    pub time_series: Option<TimeSeriesPlan>,
    /// The patterns the verdict weighed (every branch that applied).
    pub weighed: Vec<Pattern>,
    /// Why a way that was not weighed is left out: what stands against
    /// embedding, or the case the chosen way is for.
    pub left_out: Option<LeftOut>,
}

/// A pattern the decision names as the other way, and what it would trade.
#[derive(Debug, Clone)]
pub struct Considered {
    pub pattern: Pattern,
    pub tradeoff: Said,
}

/// A collection of a decision's own, not named after an entity (an
/// outlier's overflow), and the field its index finds a parent's
/// documents by.
#[derive(Debug, Clone)]
pub struct OwnCollection {
    pub name: String,
    pub field: String,
    pub reason: Said,
}

impl OwnCollection {
    /// Its index, the reason written in the language tagged `lang`.
    #[must_use]
    pub fn index(&self, lang: &str) -> Index {
        Index {
            collection: self.name.clone(),
            keys: IndexKeys::one(self.field.clone()),
            unique: false,
            reason: self.reason.written_in(lang),
        }
    }
}

/// A field copied across the relationship, as the API's `Denormalization`
/// has it, its reason still a typed one.
#[derive(Debug, Clone)]
pub struct Copied {
    pub field: String,
    /// The entity whose documents hold the copy.
    pub into: String,
    pub why: Said,
    /// Part of the latest K children copied into the parent.
    pub latest: Option<u64>,
}

/// Why the ways the verdict did not weigh are left out.
#[derive(Debug, Clone)]
pub struct LeftOut {
    /// What stands against embedding, when something does.
    pub embedding: Option<Said>,
    /// The case the chosen way is for, in words.
    pub case: Said,
}

impl Decision {
    pub(crate) fn new(pattern: Pattern) -> Self {
        Self {
            pattern,
            rules: BTreeSet::new(),
            reasons: Vec::new(),
            alternatives: Vec::new(),
            warnings: Vec::new(),
            denormalize: Vec::new(),
            index_plans: Vec::new(),
            indexes: Vec::new(),
            estimate: None,
            storage: if pattern.embeds() {
                Storage::Embedded
            } else {
                Storage::Apart
            },
            field_in_from: None,
            extra_collection: None,
            time_series: None,
            weighed: Vec::new(),
            left_out: None,
        }
    }

    /// Why `pattern` was left out of the verdict, when it was: neither
    /// weighed nor the chosen way.
    #[must_use]
    pub fn set_aside(&self, pattern: Pattern) -> Option<&Said> {
        let left_out = self.left_out.as_ref()?;
        if pattern == self.pattern || self.weighed.contains(&pattern) {
            return None;
        }
        let embedding = matches!(pattern, Pattern::Embed | Pattern::EmbedArray);
        Some(match (&left_out.embedding, embedding) {
            (Some(why), true) => why,
            _ => &left_out.case,
        })
    }

    pub(crate) fn rule(&mut self, rules: &[RuleId]) -> &mut Self {
        self.rules.extend(rules.iter().copied());
        self
    }

    pub(crate) fn say(&mut self, sentence: impl Into<Said>) -> &mut Self {
        self.reasons.push(sentence.into());
        self
    }

    pub(crate) fn warn(&mut self, warning: impl Into<Said>) -> &mut Self {
        self.warnings.push(warning.into());
        self
    }

    pub(crate) fn alternative(&mut self, pattern: Pattern, tradeoff: impl Into<Said>) -> &mut Self {
        self.alternatives.push(Considered {
            pattern,
            tradeoff: tradeoff.into(),
        });
        self
    }

    pub(crate) fn index(
        &mut self,
        entity: &Entity,
        field: &str,
        unique: bool,
        reason: impl Into<Said>,
    ) -> &mut Self {
        self.index_plans.push(IndexPlan {
            entity: entity.id.clone(),
            field: field.to_owned(),
            more: Vec::new(),
            unique,
            reason: reason.into(),
        });
        self
    }

    /// A compound index on `entity`'s documents, its keys in order.
    pub(crate) fn index_compound(
        &mut self,
        entity: &Entity,
        keys: &[(&str, i32)],
        reason: impl Into<Said>,
    ) -> &mut Self {
        if let Some(((first, _), more)) = keys.split_first() {
            self.index_plans.push(IndexPlan {
                entity: entity.id.clone(),
                field: (*first).to_owned(),
                more: more
                    .iter()
                    .map(|(key, direction)| ((*key).to_owned(), *direction))
                    .collect(),
                unique: false,
                reason: reason.into(),
            });
        }
        self
    }

    /// The API shape, its sentences in the language tagged `lang`.
    pub fn into_advice(self, relationship: String, lang: &str) -> Advice {
        Advice {
            relationship,
            pattern: self.pattern,
            denormalize: self
                .denormalize
                .into_iter()
                .map(|copy| Denormalization {
                    field: copy.field,
                    into: copy.into,
                    why: copy.why.written_in(lang),
                    latest: copy.latest,
                })
                .collect(),
            rules: self.rules.iter().map(|rule| rule.id().to_owned()).collect(),
            rationale: written_in(&self.reasons, lang).join(" "),
            alternatives: self
                .alternatives
                .into_iter()
                .map(|considered| Alternative {
                    pattern: considered.pattern,
                    tradeoff: considered.tradeoff.written_in(lang),
                })
                .collect(),
            warnings: written_in(&self.warnings, lang),
            indexes: self.indexes,
            embedded_size_estimate: self.estimate,
            costs: None,
            variants: None,
        }
    }
}

//! The decision for one relationship, from its own facts. The whole-model
//! pass (`effects`) may call it again with a reason that forbids embedding.
//!
//! [`decide`] dispatches by kind of relationship: one-to-one and one-to-many
//! (`one_to_n`: embed or not; `references` when not), many-to-many and
//! trees. What they share is here: the [`Decision`] being built, and copying
//! fields across a reference (denormalization).

mod attribute;
mod many_to_many;
mod one_to_n;
mod references;
mod tree;
mod workload;

pub use self::attribute::pair as attribute_pair;

use std::collections::BTreeSet;

use nestlink_core::wire::model::{Cardinality, Entity, Updates};

use crate::advisor::names::a;
use crate::advisor::{
    facts::{Facts, count_text, quoted_list},
    rules::RuleId,
};
use crate::wire::{Advice, Alternative, Denormalization, Index, Pattern, SizeEstimate};

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
    pub reason: String,
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
        matches!(self, Self::IdInTo | Self::IdsBothWays | Self::CopiesInFrom)
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
    pub reasons: Vec<String>,
    pub alternatives: Vec<Alternative>,
    pub warnings: Vec<String>,
    pub denormalize: Vec<Denormalization>,
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
    pub extra_collection: Option<(String, Index)>,
}

impl Decision {
    fn new(pattern: Pattern) -> Self {
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
        }
    }

    fn rule(&mut self, rules: &[RuleId]) -> &mut Self {
        self.rules.extend(rules.iter().copied());
        self
    }

    fn say(&mut self, sentence: String) -> &mut Self {
        self.reasons.push(sentence);
        self
    }

    fn warn(&mut self, warning: String) -> &mut Self {
        self.warnings.push(warning);
        self
    }

    fn alternative(&mut self, pattern: Pattern, tradeoff: String) -> &mut Self {
        self.alternatives.push(Alternative { pattern, tradeoff });
        self
    }

    fn index(&mut self, entity: &Entity, field: &str, unique: bool, reason: String) -> &mut Self {
        self.index_plans.push(IndexPlan {
            entity: entity.id.clone(),
            field: field.to_owned(),
            more: Vec::new(),
            unique,
            reason,
        });
        self
    }

    /// A compound index on `entity`'s documents, its keys in order.
    fn index_compound(
        &mut self,
        entity: &Entity,
        keys: &[(&str, i32)],
        reason: String,
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
                reason,
            });
        }
        self
    }

    /// The API shape.
    pub fn into_advice(self, relationship: String) -> Advice {
        Advice {
            relationship,
            pattern: self.pattern,
            denormalize: self.denormalize,
            rules: self.rules.iter().map(|rule| rule.id().to_owned()).collect(),
            rationale: self.reasons.join(" "),
            alternatives: self.alternatives,
            warnings: self.warnings,
            indexes: self.indexes,
            embedded_size_estimate: self.estimate,
            variants: None,
        }
    }
}

/// Decides one relationship. `forced` is a reason, found in the whole model,
/// why `to` must not be embedded in `from`.
pub fn decide(f: &Facts<'_>, forced: Option<&str>) -> Decision {
    let mut d = if let Some(d) = workload::kind_of(f) {
        d
    } else if let Some(d) = workload::outlier(f, forced) {
        d
    } else if f.rel.cardinality == Cardinality::ManyToMany {
        many_to_many::many_to_many(f)
    } else if f.rel.is_self() {
        tree::tree(f)
    } else {
        one_to_n::one_to_n(f, forced)
    };
    attribute::attribute(f, &mut d);
    place_link_fields(f, &mut d);
    index_query_fields(f, &mut d);
    d
}

/// The link's own fields (`link_fields`: the quantity of an item in a
/// cart) are stored where the link is; the sentence says where.
fn place_link_fields(f: &Facts<'_>, d: &mut Decision) {
    if f.rel.link_fields.is_empty() || d.storage == Storage::Discarded {
        return;
    }
    let (from, to) = (&f.from.name, &f.to.name);
    let names: Vec<&str> = f
        .rel
        .link_fields
        .iter()
        .map(|field| field.name.as_str())
        .collect();
    if matches!(
        d.pattern,
        Pattern::Bucket | Pattern::Computed | Pattern::Outlier | Pattern::Polymorphic
    ) {
        d.warn(format!(
            "{} belong{} to one {from} and one {to} together, but the {} pattern has no place of its own for them: store them with each {to}, named apart from its own fields.",
            quoted_list(&names),
            if names.len() == 1 { "s" } else { "" },
            d.pattern.label()
        ));
        return;
    }
    let place = if d.storage.embeds() {
        format!("in each embedded {to}, beside its own fields")
    } else if d.storage.ids_in_from() && d.field_in_from.is_some() {
        format!(
            "in each element of \"{}\", next to the {to}'s id: the element stands for the link itself",
            f.label
        )
    } else if d.storage.id_in_to() && f.rel.cardinality == Cardinality::ManyToMany {
        format!(
            "in each element of the {to}'s \"{}\", next to the {from}'s id",
            f.from_array_field
        )
    } else if d.storage.id_in_to() {
        format!(
            "in each {to}'s document, next to its {from}'s id in \"{}\"",
            f.parent_field
        )
    } else {
        return;
    };
    d.rule(&[RuleId::LinkFields]).say(format!(
        "{} belong{} to one {from} and one {to} together, so {} stored {place}.",
        quoted_list(&names),
        if names.len() == 1 { "s" } else { "" },
        if names.len() == 1 {
            "it is"
        } else {
            "they are"
        },
    ));
}

/// The fields of `to` the application filters or sorts on get an index
/// wherever `to` is stored (under its parent's path when embedded); a
/// bucket's children are found through the bucket's own index instead.
fn index_query_fields(f: &Facts<'_>, d: &mut Decision) {
    if matches!(d.pattern, Pattern::Bucket | Pattern::Attribute) || d.storage == Storage::Discarded
    {
        return;
    }
    for name in &f.rel.query_fields {
        if f.to.field(name).is_some() {
            d.index(
                f.to,
                name,
                false,
                format!("the application filters or sorts {} by {name}", f.to_plural),
            );
        }
    }
}

/// Why `to` is not embedded: the blockers' reasons in one clause.
fn because(blockers: &[(RuleId, String)]) -> String {
    blockers
        .iter()
        .map(|(_, reason)| reason.as_str())
        .collect::<Vec<_>>()
        .join("; and ")
}

fn counts_text(f: &Facts<'_>) -> String {
    let per = format!("{} per {}", f.to_plural, f.from.name);
    match f.max {
        Some(max) if max == f.typical => format!("{} {per}", count_text(max)),
        Some(max) => format!(
            "typically {} and at most {} {per}",
            count_text(f.typical),
            count_text(max)
        ),
        None => format!(
            "typically {} {per}, with no upper limit",
            count_text(f.typical)
        ),
    }
}

/// The names of fields of `entity` that may be copied: not `often`.
fn copyable<'e>(entity: &'e Entity, names: &'e [String]) -> Vec<&'e str> {
    names
        .iter()
        .filter(|name| {
            entity
                .field(name)
                .is_some_and(|field| field.updates != Some(Updates::Often))
        })
        .map(String::as_str)
        .collect()
}

/// Denormalization for a reference pattern: which side can receive copies
/// depends on where the references are.
fn denormalize(f: &Facts<'_>, d: &mut Decision) {
    let (from, to) = (&f.from.name, &f.to.name);
    let (into_from, into_to) = match d.pattern {
        Pattern::ChildReferences | Pattern::TwoWayReferences => (true, true),
        Pattern::ExtendedReference => (d.storage.ids_in_from(), d.storage.id_in_to()),
        Pattern::ParentReference => (false, true),
        // Subsets copy whole children already (see copy_latest).
        Pattern::Subset => (false, true),
        _ => (false, false),
    };
    if !into_from && d.storage != Storage::CopiesInFrom && !f.rel.display_fields.is_empty() {
        d.rule(&[RuleId::ApplicationLevelJoin]).warn(format!(
            "{to}'s {} shown with {a_from} are not copied into {from}: there is no bounded place for them there. Read them with find({{{}: <{from} id>}}, {{projection}}); with the index that costs little.",
            quoted_list(&f.rel.display_fields.iter().map(String::as_str).collect::<Vec<_>>()),
            f.parent_field, a_from = a(from),
        ));
    }
    copy_fields(f, d, into_from, into_to);
}

fn copy_fields(f: &Facts<'_>, d: &mut Decision, into_from: bool, into_to: bool) {
    let rel = f.rel;
    if into_from {
        for name in &rel.display_fields {
            copy_field(d, (f.to, f.from), name, &f.label, true, rel.snapshot);
        }
    }
    if into_to {
        for name in &rel.parent_display_fields {
            copy_field(
                d,
                (f.from, f.to),
                name,
                &f.parent_field,
                false,
                rel.snapshot,
            );
        }
    }
}

/// Copies `name` of `source` into `target` if it changes rarely enough, or
/// whatever its rate when copies keep the value they had (a snapshot).
fn copy_field(
    d: &mut Decision,
    (source, target): (&Entity, &Entity),
    name: &str,
    via: &str,
    into_array: bool,
    snapshot: bool,
) {
    let Some(field) = source.field(name) else {
        return;
    };
    let (src, dst) = (&source.name, &target.name);
    let place = if into_array {
        format!("next to each id in \"{via}\"")
    } else {
        format!("next to \"{via}\"")
    };
    if snapshot {
        d.rule(&[RuleId::ExtendedReference]);
        d.denormalize.push(Denormalization {
            field: name.to_owned(),
            into: target.id.clone(),
            why: format!(
                "{src}.{name} is copied {place} as it was when the link was made: the copy is history, so it is never updated when {src} changes."
            ),
            latest: None,
        });
        return;
    }
    match field.updates {
        Some(Updates::Often) => {
            d.rule(&[RuleId::NeverCopyVolatile]).warn(format!(
                "{src}.{name} is shown with each {dst} but changes often, so it is not copied: every change would have to rewrite every copy. Read it from {src} with a projection."
            ));
        }
        updates => {
            let how = match updates {
                Some(Updates::Never) => "never changes",
                Some(Updates::Rare) => "changes rarely",
                _ => "has no stated update rate and is taken to change rarely",
            };
            d.rule(&[RuleId::DenormalizeReadMostly]);
            d.denormalize.push(Denormalization {
                field: name.to_owned(),
                into: target.id.clone(),
                why: format!(
                    "{src}.{name} is shown with each {dst} and {how}: copied {place}, it saves a query per read. When it changes, update every copy (updateMany); the copies are not updated atomically with the original."
                ),
                latest: None,
            });
        }
    }
}

//! The decision for one relationship, from its own facts. The whole-model
//! pass (`effects`) may call it again with a reason that forbids embedding.

use std::collections::BTreeSet;

use app::model::{Cardinality, Entity, TreeQuery, Updates};

use super::facts::{DOCUMENT_WARN, EMBED_LIMIT, Facts, ID_ARRAY_LIMIT, bytes_text, count_text};
use super::names;
use super::{Advice, Alternative, Denormalization, Index, Pattern, RuleId, SizeEstimate};
use crate::bson_size::DOCUMENT_LIMIT;

/// An index a decision needs, before it is known which collection holds the
/// entity (an embedded entity's field lives under its parent's path).
#[derive(Debug, Clone)]
pub struct IndexPlan {
    /// The entity whose documents hold the field.
    pub entity: String,
    pub field: String,
    pub unique: bool,
    pub reason: String,
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
    /// `to`'s id is stored in `from`'s documents: `to` is looked up on its own.
    pub to_referenced: bool,
    /// `from`'s id is stored in `to`'s documents.
    pub from_referenced: bool,
    /// `to` (or part of it) is copied into `from`'s documents (subset, latest K).
    pub copies_into_from: bool,
    /// `from`'s documents get a field for this relationship (embedded data,
    /// an id array, a latest-K array...).
    pub field_in_from: Option<String>,
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
            to_referenced: false,
            from_referenced: false,
            copies_into_from: false,
            field_in_from: None,
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
            unique,
            reason,
        });
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
    if f.rel.cardinality == Cardinality::ManyToMany {
        many_to_many(f)
    } else if f.rel.is_self() {
        tree(f)
    } else {
        one_to_n(f, forced)
    }
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

fn one_to_n(f: &Facts<'_>, forced: Option<&str>) -> Decision {
    let rel = f.rel;
    let one = rel.cardinality == Cardinality::OneToOne;
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let estimate = SizeEstimate {
        typical: f.embedded_parent_bytes(f.typical),
        max: f.max.map(|max| f.embedded_parent_bytes(max)),
    };
    let largest = estimate.max.unwrap_or(estimate.typical);
    let unbounded = f.max.is_none();
    let too_many = !one && f.max.is_none_or(|max| max > EMBED_LIMIT);
    let too_big = estimate.typical > DOCUMENT_LIMIT || largest > DOCUMENT_LIMIT;
    let over_id_limit = f.max.is_none_or(|max| max > ID_ARRAY_LIMIT);
    let latest = rel
        .shown_with_parent
        .filter(|&k| k > 0 && f.max.is_none_or(|max| k < max));

    // Compelling reasons not to embed, each with the rule that states it.
    let mut blockers: Vec<(RuleId, String)> = Vec::new();
    if let Some(reason) = forced {
        blockers.push((RuleId::IndependentAccess, reason.to_owned()));
    }
    if rel.independent_access {
        blockers.push((
            RuleId::IndependentAccess,
            format!("{to} is read or updated on its own (independent_access), which is a compelling reason not to embed it"),
        ));
    }
    if unbounded {
        blockers.push((
            RuleId::UnboundedGrowth,
            format!("the number of {tos} per {from} has no upper limit, and an embedded array must not grow without bound"),
        ));
    } else if too_many {
        blockers.push((
            RuleId::TooManyToEmbed,
            format!(
                "up to {} {tos} per {from} is more than the couple of hundred that can sensibly be embedded",
                count_text(f.max.unwrap_or(0))
            ),
        ));
    }
    if too_big {
        blockers.push((
            RuleId::DocumentSizeLimit,
            format!(
                "embedded, a {from} document would grow to {}, over the 16 MiB BSON document limit",
                bytes_text(largest)
            ),
        ));
    }
    // Atomicity can outweigh independent access (the data is then read through
    // its parent), but never the size limits or a whole-model reason.
    let atomic_embed = rel.atomic
        && forced.is_none()
        && blockers
            .iter()
            .all(|(rule, _)| *rule == RuleId::IndependentAccess);

    let mut d = if blockers.is_empty() || atomic_embed {
        embedded(f, estimate)
    } else {
        referenced(f, &blockers, latest, over_id_limit)
    };
    if !one || d.pattern.embeds() {
        d.estimate = Some(estimate);
    }

    if rel.atomic {
        d.rule(&[RuleId::AtomicSingleDocument]);
        if d.pattern.embeds() {
            d.say(format!(
                "{from} and {to} must change together (atomic), and a write to one document is atomic: one updateOne (for example $inc and $push together) changes both."
            ));
            if rel.independent_access {
                d.warn(format!(
                    "{to} is also used on its own, but it stays embedded so that it changes atomically with {from}; read it through {from} with a projection and an index on \"{}\" fields, or keep it apart and use a multi-document transaction.",
                    f.label
                ));
            }
        } else {
            let why = blockers
                .iter()
                .map(|(_, reason)| reason.as_str())
                .collect::<Vec<_>>()
                .join("; ");
            d.warn(format!(
                "{from} and {to} should change atomically, but they cannot share one document: {why}. Keep the values that must agree (a counter or a status) in the {from} document and update them in the same updateOne as the child, or use a multi-document transaction."
            ));
        }
    }
    if d.pattern.embeds() && largest > DOCUMENT_WARN && !too_big {
        d.rule(&[RuleId::DocumentSizeLimit]).warn(format!(
            "At the maximum count a {from} document is {}: legal, but every read and rewrite of it moves that much data.",
            bytes_text(largest)
        ));
    }
    d
}

/// `to` goes inside `from`: embed, embed-array, or the split of subset/parent
/// reference when it is rarely read.
fn embedded(f: &Facts<'_>, estimate: SizeEstimate) -> Decision {
    let rel = f.rel;
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let one = rel.cardinality == Cardinality::OneToOne;
    let size = match estimate.max {
        Some(max) if max != estimate.typical => format!(
            "An embedded {from} document is estimated at {} typically and {} at the maximum, far below the 16 MiB limit.",
            bytes_text(estimate.typical),
            bytes_text(max)
        ),
        _ => format!(
            "An embedded {from} document is estimated at {}, far below the 16 MiB limit.",
            bytes_text(estimate.typical)
        ),
    };

    if !rel.read_together && !rel.atomic {
        return rarely_read(f, estimate);
    }
    let alone = if rel.independent_access {
        ""
    } else {
        " and not used on its own"
    };

    let mut d;
    if one {
        d = Decision::new(Pattern::Embed);
        d.rule(&[
            RuleId::EmbedOneToOne,
            RuleId::FavorEmbedding,
            RuleId::StoreTogether,
        ])
        .say(format!(
            "Embed {to} in {from} as the sub-document \"{}\": it is one-to-one and read together with {from}{alone}, so one read returns both.",
            f.label
        ))
        .say(size)
        .alternative(
            Pattern::ParentReference,
            format!(
                "{to} in its own collection with the {from}'s id: a second query for every read of a {from}, gained only if {to} is used on its own."
            ),
        );
    } else {
        d = Decision::new(Pattern::EmbedArray);
        d.rule(&[RuleId::BoundedArray, RuleId::FavorEmbedding, RuleId::StoreTogether])
            .say(format!(
                "Embed the {tos} in {from} as the array \"{}\": {}, read together with {from}{alone}.",
                f.label,
                counts_text(f)
            ))
            .say(size)
            .alternative(
                Pattern::ChildReferences,
                format!(
                    "{to} in its own collection and an array of their ids in {from}: two queries per read and no single atomic write, gained only if {to} must be used on its own."
                ),
            );
        if let Some(k) = rel.shown_with_parent.filter(|&k| k > 0) {
            d.say(format!(
                "Only {} are shown with the {from}: project them with {{\"{}\": {{$slice: -{k}}}}}.",
                count_text(k),
                f.label
            ));
        }
    }
    d.field_in_from = Some(f.label.clone());
    d
}

/// Read with the parent only rarely: keep it out of the parent's documents.
fn rarely_read(f: &Facts<'_>, estimate: SizeEstimate) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let mut d;
    if f.rel.cardinality == Cardinality::OneToOne {
        d = Decision::new(Pattern::Subset);
        d.rule(&[RuleId::SubsetHotData, RuleId::RarelyReadApart])
            .say(format!(
                "Split {to} from {from}: it is one-to-one but rarely needed when a {from} is read (read_together is false), and carrying it would bloat every {from} read ({} instead of {}).",
                bytes_text(estimate.typical),
                bytes_text(f.parent_bytes)
            ))
            .say(format!(
                "{from} keeps the often-read fields; {to} goes to the collection \"{}\" with the {from}'s id in \"{}\", fetched only when it is shown.",
                f.to_collection, f.parent_field
            ))
            .index(
                f.to,
                &f.parent_field,
                true,
                format!("finds the one {to} of a {from}; unique because the relationship is one-to-one"),
            )
            .alternative(
                Pattern::Embed,
                format!("one read returns everything, but every read of a {from} carries the rarely used {to}"),
            );
    } else {
        d = Decision::new(Pattern::ParentReference);
        d.rule(&[
            RuleId::RarelyReadApart,
            RuleId::ParentReference,
            RuleId::IndexParentReference,
        ])
        .say(format!(
            "Keep the {tos} in their own collection \"{}\", each with its {from}'s id in \"{}\": they are rarely needed when a {from} is read (read_together is false), so embedding them would slow every read of a {from}.",
            f.to_collection, f.parent_field
        ))
        .say(format!(
            "When they are needed, one indexed query finds them: find({{{}: <{from} id>}}).",
            f.parent_field
        ))
        .index(
            f.to,
            &f.parent_field,
            false,
            format!("finds the {tos} of a {from}"),
        )
        .alternative(
            Pattern::EmbedArray,
            format!("one read returns everything, but every read of a {from} carries its {tos}"),
        );
    }
    d.from_referenced = true;
    denormalize(f, &mut d);
    d
}

/// `to` must live in a collection of its own.
fn referenced(
    f: &Facts<'_>,
    blockers: &[(RuleId, String)],
    latest: Option<u64>,
    over_id_limit: bool,
) -> Decision {
    let rel = f.rel;
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let independent = blockers
        .iter()
        .any(|(rule, _)| *rule == RuleId::IndependentAccess);
    let because = blockers
        .iter()
        .map(|(_, reason)| reason.as_str())
        .collect::<Vec<_>>()
        .join("; and ");
    let rules: Vec<RuleId> = blockers.iter().map(|(rule, _)| *rule).collect();

    let mut d = if rel.cardinality == Cardinality::OneToOne {
        one_to_one_reference(f, independent)
    } else if over_id_limit {
        many_children(f, latest)
    } else if let Some(k) = latest.filter(|_| !independent) {
        latest_subset(f, k)
    } else if !rel.read_together && !independent {
        let mut d = Decision::new(Pattern::ParentReference);
        d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference, RuleId::RarelyReadApart])
            .say(format!(
                "Each {to} keeps its {from}'s id in \"{}\" (indexed): they are rarely read with the {from} (read_together is false), so the {from} needs no list of them.",
                f.parent_field
            ))
            .index(f.to, &f.parent_field, false, format!("finds the {tos} of a {from}"));
        d.from_referenced = true;
        d
    } else if rel.queried_from_child {
        two_way(f)
    } else {
        child_references(f)
    };
    d.rule(&rules);
    d.reasons
        .insert(0, format!("{to} is not embedded because {because}."));
    if !d.alternatives.iter().any(|alt| alt.pattern.embeds()) {
        let embed = if rel.cardinality == Cardinality::OneToOne {
            Pattern::Embed
        } else {
            Pattern::EmbedArray
        };
        d.alternative(
            embed,
            "one read and one atomic write, ruled out for the reasons above".to_owned(),
        );
    }
    denormalize(f, &mut d);
    d
}

fn one_to_one_reference(f: &Facts<'_>, independent: bool) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    if !independent {
        // Too big to embed whole, but not needed on its own: split it.
        let mut d = Decision::new(Pattern::Subset);
        d.rule(&[RuleId::SubsetHotData])
            .say(format!(
                "Keep the often-read part of {to} in {from} and the rest in \"{}\" with the {from}'s id in \"{}\".",
                f.to_collection, f.parent_field
            ))
            .index(f.to, &f.parent_field, true, format!("finds the {tos} of a {from}"));
        d.from_referenced = true;
        return d;
    }
    let copied = copyable(f.to, &f.rel.display_fields);
    let mut d;
    if copied.is_empty() {
        d = Decision::new(Pattern::ParentReference);
        d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference])
            .say(format!(
                "{to} lives in \"{}\" with the {from}'s id in \"{}\"; a unique index finds a {from}'s {to} in one query.",
                f.to_collection, f.parent_field
            ))
            .index(
                f.to,
                &f.parent_field,
                true,
                format!("finds the {to} of a {from}; unique because the relationship is one-to-one"),
            )
            .alternative(
                Pattern::ExtendedReference,
                format!("{from} holds the {to}'s id and copies of the fields it shows, saving the second query"),
            );
        d.from_referenced = true;
    } else {
        d = Decision::new(Pattern::ExtendedReference);
        d.rule(&[RuleId::ExtendedReference, RuleId::ApplicationLevelJoin])
            .say(format!(
                "{from} holds the {to}'s id in \"{}\" with copies of {}, so a {from} is shown without a second query; the full {to} lives in \"{}\".",
                f.label,
                quoted_list(&copied),
                f.to_collection
            ))
            .alternative(
                Pattern::ParentReference,
                format!("nothing copied, so nothing to keep in step, but every {from} shown with its {to} costs a second query"),
            );
        d.to_referenced = true;
        d.field_in_from = Some(f.label.clone());
    }
    d
}

/// More children than an id array should hold: parent references.
fn many_children(f: &Facts<'_>, latest: Option<u64>) -> Decision {
    let rel = f.rel;
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    if let Some(k) = latest
        && rel.cardinality != Cardinality::OneToSquillions
    {
        return latest_subset(f, k);
    }
    let copied_up = copyable(f.from, &rel.parent_display_fields);
    let pattern = if copied_up.is_empty() || latest.is_some() {
        Pattern::ParentReference
    } else {
        Pattern::ExtendedReference
    };
    let mut d = Decision::new(pattern);
    d.rule(&[
        RuleId::ParentReference,
        RuleId::IndexParentReference,
        RuleId::ApplicationLevelJoin,
    ]);
    if f.max.is_some() {
        d.rule(&[RuleId::IdArrayLimit]);
    }
    d.say(format!(
        "Each {to} stores its {from}'s id in \"{}\", in the collection \"{}\": with {}, even an array of ids in {from} would grow past a few thousand entries (and toward the 16 MiB limit).",
        f.parent_field,
        f.to_collection,
        counts_text(f)
    ))
    .say(format!(
        "A {from}'s {tos} are found with one indexed query: find({{{}: <{from} id>}}).",
        f.parent_field
    ))
    .index(
        f.to,
        &f.parent_field,
        false,
        format!("finds the {tos} of a {from} (parent reference)"),
    )
    .alternative(
        Pattern::ChildReferences,
        format!("an array of {to} ids in {from}: it would grow without a useful bound and must be rewritten on every new {to}"),
    );
    if pattern == Pattern::ExtendedReference {
        d.rule(&[RuleId::ExtendedReference]).say(format!(
            "Each {to} also carries copies of the {from}'s {}, so it is shown (or filtered) without reading the {from}.",
            quoted_list(&copied_up)
        ));
    }
    if let Some(k) = latest {
        d.rule(&[RuleId::LatestKSlice])
            .say(format!(
                "The latest {} {tos} are also copied into \"{}\" of each {from}, kept in the same write that inserts a {to}: $push with $each, $sort and $slice: -{k}.",
                count_text(k),
                f.label
            ))
            .warn(format!(
                "The latest-{k} copy in {from}.{} must be updated with every new {to}; it is worth it only if {from} pages are read about as often as {tos} are written.",
                f.label
            ));
        copy_latest(f, &mut d, k);
        d.copies_into_from = true;
        d.field_in_from = Some(f.label.clone());
    }
    d.from_referenced = true;
    d
}

/// The latest K embedded in the parent; all of them in their own collection.
fn latest_subset(f: &Facts<'_>, k: u64) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let mut d = Decision::new(Pattern::Subset);
    d.rule(&[
        RuleId::SubsetLatestK,
        RuleId::LatestKSlice,
        RuleId::ParentReference,
        RuleId::IndexParentReference,
    ])
    .say(format!(
        "Only the latest {} {tos} are shown with a {from} (shown_with_parent), so embed those in \"{}\" and keep every {to} in \"{}\" with the {from}'s id in \"{}\": {}.",
        count_text(k),
        f.label,
        f.to_collection,
        f.parent_field,
        counts_text(f)
    ))
    .say(format!(
        "A new {to} is inserted in \"{}\" and pushed into the {from} with $push, $each, $sort and $slice: -{k}.",
        f.to_collection
    ))
    .index(f.to, &f.parent_field, false, format!("lists all {tos} of a {from}"))
    .warn(format!(
        "The {tos} in {from}.{} are copies: an edited {to} must be updated in both collections.",
        f.label
    ));
    copy_latest(f, &mut d, k);
    d.copies_into_from = true;
    d.from_referenced = true;
    d.field_in_from = Some(f.label.clone());
    d
}

fn copy_latest(f: &Facts<'_>, d: &mut Decision, k: u64) {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let names: Vec<&str> = if f.rel.display_fields.is_empty() {
        f.to.fields
            .iter()
            .map(|field| field.name.as_str())
            .collect()
    } else {
        f.rel.display_fields.iter().map(String::as_str).collect()
    };
    for name in names {
        match f.to.field(name).and_then(|field| field.updates) {
            Some(Updates::Often) => {
                d.rule(&[RuleId::NeverCopyVolatile]).warn(format!(
                    "{to}.{name} changes often, so it is left out of the latest-{k} copy in {from}; read it from \"{}\".",
                    f.to_collection
                ));
            }
            _ => d.denormalize.push(Denormalization {
                field: name.to_owned(),
                into: f.from.id.clone(),
                why: format!(
                    "part of the latest {} {tos} shown with each {from}, kept with $push/$each/$sort/$slice",
                    count_text(k)
                ),
                latest: Some(k),
            }),
        }
    }
}

fn child_references(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let largest = f.max.map_or(f.typical, |max| max).min(ID_ARRAY_LIMIT);
    let mut d = Decision::new(Pattern::ChildReferences);
    d.rule(&[RuleId::ChildReferences, RuleId::ApplicationLevelJoin])
        .say(format!(
            "{tos} live in their own collection \"{}\" and each {from} keeps an array of their ids in \"{}\": {}, few enough for an id array ({} for the {from} document at most).",
            f.to_collection,
            f.label,
            counts_text(f),
            bytes_text(f.id_array_parent_bytes(largest))
        ))
        .say(format!(
            "A {from} with its {tos} is two queries: findOne the {from}, then find({{_id: {{$in: <{from}>.{}}}}}), or one $lookup.",
            f.label
        ))
        .alternative(
            Pattern::ParentReference,
            format!("each {to} holds its {from}'s id instead: no array to maintain in {from}, but listing a {from}'s {tos} needs an index on that field"),
        );
    d.to_referenced = true;
    d.field_in_from = Some(f.label.clone());
    d
}

fn two_way(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let mut d = Decision::new(Pattern::TwoWayReferences);
    d.rule(&[RuleId::TwoWayReferences, RuleId::ChildReferences])
        .say(format!(
            "Both directions are queried often (queried_from_child): {from} keeps an array of {to} ids in \"{}\" and each {to} keeps its {from}'s id in \"{}\", so either side finds the other directly; {}.",
            f.label,
            f.parent_field,
            counts_text(f)
        ))
        .index(
            f.to,
            &f.parent_field,
            false,
            format!("finds the {tos} of a {from} from the {to} side, for example with a filter on another field"),
        )
        .warn(format!(
            "Moving a {to} to another {from} takes writes to both {from} documents and the {to}; they are not atomic together."
        ))
        .alternative(
            Pattern::ChildReferences,
            format!("only the array in {from}: one write per change, but going from a {to} to its {from} needs a query on the array"),
        );
    d.to_referenced = true;
    d.from_referenced = true;
    d.field_in_from = Some(f.label.clone());
    d
}

fn many_to_many(f: &Facts<'_>) -> Decision {
    let rel = f.rel;
    let (from, to) = (&f.from.name, &f.to.name);
    let (froms, tos) = (&f.from_plural, &f.to_plural);
    // The array goes where there are fewer links per document; a tie keeps
    // it in `from`, as the model defines.
    let in_to = rel
        .inverse_typical
        .is_some_and(|inverse| inverse < f.typical);
    let (holder, held, field, count, limit_exceeded) = if in_to {
        (
            f.to,
            f.from,
            &f.from_array_field,
            f.inverse_typical,
            f.inverse_typical > ID_ARRAY_LIMIT,
        )
    } else {
        (
            f.from,
            f.to,
            &f.label,
            f.typical,
            f.max.is_none_or(|max| max > ID_ARRAY_LIMIT),
        )
    };
    let other_count = if in_to { f.typical } else { f.inverse_typical };
    let both_small = !limit_exceeded && other_count <= ID_ARRAY_LIMIT;
    let pattern = if rel.queried_from_child && both_small && !rel.is_self() {
        Pattern::TwoWayReferences
    } else {
        Pattern::ChildReferences
    };

    let mut d = Decision::new(pattern);
    d.rule(&[
        RuleId::ChildReferences,
        RuleId::ManyToManyArraySide,
        RuleId::ApplicationLevelJoin,
    ])
    .say(format!(
        "Many-to-many: a {to} belongs to many {froms}, so embedding would copy each {to} into every {from} that links to it; {from} and {to} keep their own collections, linked by an array of ids."
    ))
    .say(format!(
        "The array goes in {} (\"{field}\", typically {} ids) because that side has fewer links per document (typically {} {tos} per {from}, {} {froms} per {to}).",
        holder.name,
        count_text(count),
        count_text(f.typical),
        count_text(f.inverse_typical),
    ));
    if pattern == Pattern::TwoWayReferences {
        d.rule(&[RuleId::TwoWayReferences])
            .say(format!(
                "Both directions are queried often (queried_from_child), so {} also keeps an array of {} ids; a link change then writes both sides, not atomically.",
                held.name, holder.name
            ));
    } else if rel.queried_from_child {
        d.index(
            holder,
            field,
            false,
            format!(
                "a multikey index: finds the {} that list a given {}",
                names::plural_name(&holder.name),
                held.name
            ),
        );
    }
    if limit_exceeded {
        d.rule(&[RuleId::IdArrayLimit]).warn(format!(
            "An array of {} ids in {} could grow past a few thousand entries; if it does, keep one small document per link in a separate collection, with an index on each id.",
            held.name, holder.name
        ));
    }
    if rel.atomic {
        d.rule(&[RuleId::AtomicSingleDocument]).warn(format!(
            "A many-to-many link cannot keep {from} and {to} in one document (a {to} is shared by many {froms}); use a multi-document transaction for changes that must be atomic."
        ));
    }
    d.alternative(
        Pattern::EmbedArray,
        format!("copy each {to} into every {from} that links to it: one read, but every change to a {to} must be repeated in each copy"),
    );
    if pattern == Pattern::ChildReferences {
        d.alternative(
            Pattern::TwoWayReferences,
            "arrays on both sides: each direction is one query, every link change two writes"
                .to_owned(),
        );
    }
    if in_to {
        d.from_referenced = true;
        if pattern == Pattern::TwoWayReferences {
            d.to_referenced = true;
            d.field_in_from = Some(f.label.clone());
        }
    } else {
        d.to_referenced = true;
        d.field_in_from = Some(f.label.clone());
        if pattern == Pattern::TwoWayReferences {
            d.from_referenced = true;
        }
    }
    // Copies go into the side that holds the other's ids.
    let from_holds = !in_to || pattern == Pattern::TwoWayReferences;
    let to_holds = in_to || pattern == Pattern::TwoWayReferences;
    if !from_holds && !rel.display_fields.is_empty() {
        d.rule(&[RuleId::ApplicationLevelJoin]).warn(format!(
            "{}'s {} shown with a {from} are read with find({{{}: <{from} id>}}, {{projection}}) since {from} holds no array to copy them into.",
            to,
            quoted_list(&rel.display_fields.iter().map(String::as_str).collect::<Vec<_>>()),
            f.from_array_field
        ));
    }
    if !to_holds && !rel.parent_display_fields.is_empty() {
        d.rule(&[RuleId::ApplicationLevelJoin]).warn(format!(
            "{}'s {} shown with a {to} are read with find({{{}: <{to} id>}}, {{projection}}) since {to} holds no array to copy them into.",
            from,
            quoted_list(&rel.parent_display_fields.iter().map(String::as_str).collect::<Vec<_>>()),
            f.label
        ));
    }
    copy_fields(f, &mut d, from_holds, to_holds);
    d
}

fn tree(f: &Facts<'_>) -> Decision {
    let rel = f.rel;
    let node = &f.from.name;
    let asks = |query: TreeQuery| rel.tree_queries.contains(&query);
    let children_fit = f.max.is_some_and(|max| max <= ID_ARRAY_LIMIT);
    let children_field = rel.label.clone().unwrap_or_else(|| "children".to_owned());
    let collection = &f.from_collection;

    let mut d;
    if asks(TreeQuery::Ancestors) || asks(TreeQuery::Subtree) {
        d = Decision::new(Pattern::TreeArrayOfAncestors);
        d.rule(&[RuleId::TreeArrayOfAncestors])
            .say(format!(
                "The {node} tree is asked for ancestors or whole subtrees, which parent or child references answer only one level per query. Each {node} stores its parent in \"parent\" and the ids of all its ancestors, root first, in \"ancestors\": findOne(...).ancestors is the path to the root, find({{ancestors: <id>}}) is the whole subtree."
            ))
            .index(
                f.from,
                "ancestors",
                false,
                "a multikey index: finds every descendant of a node".to_owned(),
            )
            .index(f.from, "parent", false, "finds a node's children".to_owned())
            .warn(format!(
                "Moving a {node} means rewriting the ancestors array of every {node} below it."
            ))
            .alternative(
                Pattern::TreeMaterializedPaths,
                "one string path per node (\",Books,Programming,\") queried with a regular expression: same power, paths are harder to update".to_owned(),
            )
            .alternative(
                Pattern::TreeParentReferences,
                "only the parent id: cheap moves, but a subtree takes one query per level (or $graphLookup)".to_owned(),
            );
    } else if asks(TreeQuery::Children) && !asks(TreeQuery::Parent) && children_fit {
        d = Decision::new(Pattern::TreeChildReferences);
        d.rule(&[RuleId::TreeChildReferences])
            .say(format!(
                "The {node} tree is asked for a node's children, so each {node} keeps an array of its children's ids in \"{children_field}\": findOne({{_id: <id>}}).{children_field} answers directly, and find({{{children_field}: <id>}}) finds a node's parent and siblings."
            ))
            .index(
                f.from,
                &children_field,
                false,
                "a multikey index: finds a node's parent".to_owned(),
            )
            .alternative(
                Pattern::TreeParentReferences,
                "each node stores its parent id instead: the parent is direct and children need an indexed query".to_owned(),
            );
    } else {
        d = Decision::new(Pattern::TreeParentReferences);
        d.rule(&[RuleId::TreeParentReferences])
            .say(format!(
                "Each {node} stores its parent's id in \"parent\": findOne({{_id: <id>}}).parent is a node's parent, and find({{parent: <id>}}) its immediate children, with an index on \"parent\"."
            ))
            .index(f.from, "parent", false, "finds a node's children".to_owned())
            .alternative(
                Pattern::TreeChildReferences,
                "each node keeps an array of its children's ids: children are direct, the parent needs a query on the arrays".to_owned(),
            );
        if rel.tree_queries.is_empty() {
            d.say(
                "No tree_queries are given; parent references answer both parent and children queries.".to_owned(),
            );
        } else if asks(TreeQuery::Children) && !children_fit {
            d.rule(&[RuleId::IdArrayLimit]).warn(format!(
                "Children are queried, but a {node} can have {} children, too many for an array of ids; find({{parent: <id>}}) lists them instead.",
                f.max.map_or_else(|| "unboundedly many".to_owned(), count_text)
            ));
        }
    }
    d.say(format!("Every {node} is a document of \"{collection}\"."));
    d
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

fn quoted_list(names: &[&str]) -> String {
    names
        .iter()
        .map(|name| format!("\"{name}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Denormalization for a reference pattern: which side can receive copies
/// depends on where the references are.
fn denormalize(f: &Facts<'_>, d: &mut Decision) {
    let (from, to) = (&f.from.name, &f.to.name);
    let (into_from, into_to) = match d.pattern {
        Pattern::ChildReferences | Pattern::TwoWayReferences => (true, true),
        Pattern::ExtendedReference => (d.to_referenced, d.from_referenced),
        Pattern::ParentReference => (false, true),
        // Subsets copy whole children already (see copy_latest).
        Pattern::Subset => (false, true),
        _ => (false, false),
    };
    if !into_from && !d.copies_into_from && !f.rel.display_fields.is_empty() {
        d.rule(&[RuleId::ApplicationLevelJoin]).warn(format!(
            "{to}'s {} shown with a {from} are not copied into {from}: there is no bounded place for them there. Read them with find({{{}: <{from} id>}}, {{projection}}); with the index that costs little.",
            quoted_list(&f.rel.display_fields.iter().map(String::as_str).collect::<Vec<_>>()),
            f.parent_field
        ));
    }
    copy_fields(f, d, into_from, into_to);
}

fn copy_fields(f: &Facts<'_>, d: &mut Decision, into_from: bool, into_to: bool) {
    let rel = f.rel;
    if into_from {
        for name in &rel.display_fields {
            copy_field(d, f.to, f.from, name, &f.label, true);
        }
    }
    if into_to {
        for name in &rel.parent_display_fields {
            copy_field(d, f.from, f.to, name, &f.parent_field, false);
        }
    }
}

/// Copies `name` of `source` into `target` if it changes rarely enough.
fn copy_field(
    d: &mut Decision,
    source: &Entity,
    target: &Entity,
    name: &str,
    via: &str,
    into_array: bool,
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

//! A one-to-one or one-to-many that nothing keeps from being embedded:
//! embedded (a sub-document, or an array), or kept apart after all when it
//! is rarely read with its parent (a split one-to-one, parent references).

use super::{Decision, Storage, counts_text, denormalize};
use crate::advisor::names::a;
use crate::advisor::{
    facts::{Facts, bytes_text, count_text},
    rules::RuleId,
};
use crate::wire::{Pattern, SizeEstimate};

/// Rarely read with the parent, and no atomic write keeps it there.
pub(super) fn rarely_read(f: &Facts<'_>) -> bool {
    !f.rel.read_together && !f.rel.atomic
}

/// The embedded document's size, in a sentence.
fn size(f: &Facts<'_>, estimate: SizeEstimate) -> String {
    let from = &f.from.name;
    match estimate.max {
        Some(max) if max != estimate.typical => format!(
            "An embedded {from} document is estimated at {} typically and {} at the maximum, far below the 16 MiB limit.",
            bytes_text(estimate.typical),
            bytes_text(max)
        ),
        _ => format!(
            "An embedded {from} document is estimated at {}, far below the 16 MiB limit.",
            bytes_text(estimate.typical)
        ),
    }
}

/// " and not used on its own", when it is not.
fn alone(f: &Facts<'_>) -> &'static str {
    if f.rel.independent_access {
        ""
    } else {
        " and not used on its own"
    }
}

/// A one-to-one as a sub-document.
pub(super) fn embed(f: &Facts<'_>, estimate: SizeEstimate) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let (size, alone) = (size(f, estimate), alone(f));
    let mut d = Decision::new(Pattern::Embed);
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
            "{to} in its own collection with the {from}'s id: a second query for every read of {a_from}, gained only if {to} is used on its own.", a_from = a(from),
        ),
    );
    d.field_in_from = Some(f.label.clone());
    d
}

/// A one-to-many as an array of sub-documents.
pub(super) fn embed_array(f: &Facts<'_>, estimate: SizeEstimate) -> Decision {
    let rel = f.rel;
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let (size, alone) = (size(f, estimate), alone(f));
    let mut d = Decision::new(Pattern::EmbedArray);
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
    d.field_in_from = Some(f.label.clone());
    d
}

/// A one-to-one rarely read with its parent: split into a collection of
/// its own.
pub(super) fn split(f: &Facts<'_>, estimate: SizeEstimate) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let mut d = Decision::new(Pattern::Subset);
    d.rule(&[RuleId::SubsetHotData, RuleId::RarelyReadApart])
        .say(format!(
            "Split {to} from {from}: it is one-to-one but rarely needed when {a_from} is read, and carrying it would bloat every {from} read ({} instead of {}).",
            bytes_text(estimate.typical),
            bytes_text(f.parent_bytes), a_from = a(from),
        ))
        .say(format!(
            "{from} keeps the often-read fields; {to} goes to the collection \"{}\" with the {from}'s id in \"{}\", fetched only when it is shown.",
            f.to_collection, f.parent_field
        ))
        .index(
            f.to,
            &f.parent_field,
            true,
            format!("finds the one {to} of {a_from}; unique because the relationship is one-to-one", a_from = a(from)),
        )
        .alternative(
            Pattern::Embed,
            format!("one read returns everything, but every read of {a_from} carries the rarely used {to}", a_from = a(from)),
        );
    d.storage = Storage::IdInTo;
    denormalize(f, &mut d);
    d
}

/// A one-to-many rarely read with its parent: the children in their own
/// collection, each with its parent's id.
pub(super) fn kept_apart(f: &Facts<'_>) -> Decision {
    let from = &f.from.name;
    let tos = &f.to_plural;
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[
        RuleId::RarelyReadApart,
        RuleId::ParentReference,
        RuleId::IndexParentReference,
    ])
    .say(format!(
        "Keep the {tos} in their own collection \"{}\", each with its {from}'s id in \"{}\": they are rarely needed when {a_from} is read, so embedding them would slow every read of {a_from}.",
        f.to_collection, f.parent_field, a_from = a(from),
    ))
    .say(format!(
        "When they are needed, one indexed query finds them: find({{{}: <{from} id>}}).",
        f.parent_field
    ))
    .index(
        f.to,
        &f.parent_field,
        false,
        format!("finds the {tos} of {a_from}", a_from = a(from)),
    )
    .alternative(
        Pattern::EmbedArray,
        format!("one read returns everything, but every read of {a_from} carries its {tos}", a_from = a(from)),
    );
    d.storage = Storage::IdInTo;
    denormalize(f, &mut d);
    d
}

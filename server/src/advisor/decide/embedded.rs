//! A one-to-one or one-to-many that nothing keeps from being embedded:
//! embedded (a sub-document, or an array), or kept apart after all when it
//! is rarely read with its parent (a split one-to-one, parent references).

use super::{Decision, Storage, counts, denormalize};
use crate::advisor::{facts::Facts, rules::RuleId, said::Said};
use crate::wire::{Pattern, SizeEstimate};

/// Rarely read with the parent, and no atomic write keeps it there.
pub(crate) fn rarely_read(f: &Facts<'_>) -> bool {
    !f.rel.read_together && !f.rel.atomic
}

/// The embedded document's size, in a sentence.
fn size(f: &Facts<'_>, estimate: SizeEstimate) -> Said {
    let said = match estimate.max {
        Some(max) if max != estimate.typical => {
            Said::message("embedded-size-range").bytes("max", max)
        }
        _ => Said::message("embedded-size"),
    };
    said.with("parent", &f.from.name)
        .bytes("typical", estimate.typical)
}

/// The names and the child's use on its own, as every sentence here takes them.
fn said(f: &Facts<'_>, id: &'static str) -> Said {
    Said::message(id)
        .names(&f.names)
        .with("field", &f.label)
        .with(
            "used_alone",
            if f.rel.independent_access {
                "yes"
            } else {
                "no"
            },
        )
}

/// A one-to-one as a sub-document.
pub(crate) fn embed(f: &Facts<'_>, estimate: SizeEstimate) -> Decision {
    let mut d = Decision::new(Pattern::Embed);
    d.rule(&[
        RuleId::EmbedOneToOne,
        RuleId::FavorEmbedding,
        RuleId::StoreTogether,
    ])
    .say(said(f, "embed"))
    .say(size(f, estimate))
    .alternative(Pattern::ParentReference, said(f, "embed-vs-reference"));
    d.field_in_from = Some(f.label.clone());
    d
}

/// A one-to-many as an array of sub-documents.
pub(crate) fn embed_array(f: &Facts<'_>, estimate: SizeEstimate) -> Decision {
    let mut d = Decision::new(Pattern::EmbedArray);
    d.rule(&[
        RuleId::BoundedArray,
        RuleId::FavorEmbedding,
        RuleId::StoreTogether,
    ])
    .say(said(f, "embed-array").phrase("counts", counts(f)))
    .say(size(f, estimate))
    .alternative(
        Pattern::ChildReferences,
        said(f, "embed-array-vs-references"),
    );
    if let Some(k) = f.rel.shown_with_parent.filter(|&k| k > 0) {
        d.say(said(f, "embed-array-slice").count("count", k).with(
            "projection",
            format!("{{\"{}\": {{$slice: -{k}}}}}", f.label),
        ));
    }
    d.field_in_from = Some(f.label.clone());
    d
}

/// A one-to-one rarely read with its parent: split into a collection of
/// its own.
pub(crate) fn split(f: &Facts<'_>, estimate: SizeEstimate) -> Decision {
    let apart = |id: &'static str| {
        said(f, id)
            .with("collection", &f.to_collection)
            .with("field", &f.parent_field)
    };
    let mut d = Decision::new(Pattern::Subset);
    d.rule(&[RuleId::SubsetHotData, RuleId::RarelyReadApart])
        .say(
            said(f, "split")
                .bytes("with", estimate.typical)
                .bytes("without", f.parent_bytes),
        )
        .say(apart("split-apart"))
        .index(f.to, &f.parent_field, true, said(f, "split-index"))
        .alternative(Pattern::Embed, said(f, "split-vs-embed"));
    d.storage = Storage::IdInTo;
    denormalize(f, &mut d);
    d
}

/// A one-to-many rarely read with its parent: the children in their own
/// collection, each with its parent's id.
pub(crate) fn kept_apart(f: &Facts<'_>) -> Decision {
    let apart = |id: &'static str| {
        said(f, id)
            .with("collection", &f.to_collection)
            .with("field", &f.parent_field)
    };
    let query = format!("find({{{}: <{} id>}})", f.parent_field, f.from.name);
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[
        RuleId::RarelyReadApart,
        RuleId::ParentReference,
        RuleId::IndexParentReference,
    ])
    .say(apart("kept-apart"))
    .say(said(f, "kept-apart-query").with("query", query))
    .index(f.to, &f.parent_field, false, said(f, "kept-apart-index"))
    .alternative(Pattern::EmbedArray, said(f, "kept-apart-vs-embed"));
    d.storage = Storage::IdInTo;
    denormalize(f, &mut d);
    d
}

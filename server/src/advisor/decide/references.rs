//! One-to-one and one-to-many when `to` must live in a collection of its
//! own: parent references, child references, two-way references, extended
//! references and subsets (the latest K children copied into the parent).

use nestlink_core::wire::model::{ReadAs, Updates};

use super::{Decision, Storage, copyable, counts};
use crate::advisor::decision::Copied;
use crate::advisor::said::Said;
use crate::advisor::{
    facts::{Facts, ROUND_TRIP_AS_READ_BYTES, WRITE_AS_READ_BYTES, quoted_list, ratio_text},
    rules::RuleId,
};
use crate::wire::Pattern;

/// The message `id` with the names every sentence here may take: the
/// parent and child, their plurals, the child's field for its parent's id,
/// its collection and the parent's field for the children.
pub(crate) fn said(f: &Facts<'_>, id: &'static str) -> Said {
    Said::message(id).names(&f.names)
}

/// `find({<parent field>: <Parent id>})`: a parent's children.
fn by_parent_query(f: &Facts<'_>) -> String {
    format!("find({{{}: <{} id>}})", f.parent_field, f.from.name)
}

/// Children embedded in another parent: each keeps this parent's id where it
/// is embedded, found through the path with an index there.
pub(crate) fn held_elsewhere(f: &Facts<'_>) -> Decision {
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference])
        .say(said(f, "ref-held-elsewhere"))
        .index(f.to, &f.parent_field, false, said(f, "ref-index"));
    d.storage = Storage::IdInEmbeddedTo;
    d
}

/// Children that often move to another parent: each keeps its parent's
/// id, so a move is one write.
pub(crate) fn moving_children(f: &Facts<'_>) -> Decision {
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[
        RuleId::MovesOften,
        RuleId::ParentReference,
        RuleId::IndexParentReference,
    ])
    .say(said(f, "ref-moving"))
    .index(f.to, &f.parent_field, false, said(f, "ref-index"))
    .alternative(Pattern::ChildReferences, said(f, "ref-moving-vs-ids"));
    d.storage = Storage::IdInTo;
    d
}

/// Children rarely read with their parent: the parent needs no list of them.
pub(crate) fn rarely_read(f: &Facts<'_>) -> Decision {
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[
        RuleId::ParentReference,
        RuleId::IndexParentReference,
        RuleId::RarelyReadApart,
    ])
    .say(said(f, "ref-rarely-read"))
    .index(f.to, &f.parent_field, false, said(f, "ref-index"));
    d.storage = Storage::IdInTo;
    d
}

/// Children read on their own and shown with a few fields of their parent
/// (an order with its customer's name and address) keep the parent's id
/// with copies of those fields beside it.
pub(crate) fn extended_parent(f: &Facts<'_>) -> Decision {
    let copied = copyable(f.from, &f.rel.parent_display_fields);
    let mut d = Decision::new(Pattern::ExtendedReference);
    d.rule(&[
        RuleId::ExtendedReference,
        RuleId::ParentReference,
        RuleId::IndexParentReference,
    ])
    .say(said(f, "ref-extended-parent").with("copies", quoted_list(&copied)))
    .say(said(f, "ref-found-by-query").with("query", by_parent_query(f)))
    .index(f.to, &f.parent_field, false, said(f, "ref-index"))
    .alternative(
        Pattern::ChildReferences,
        said(f, "ref-extended-parent-vs-ids"),
    );
    d.storage = Storage::IdInTo;
    d
}

/// A one-to-one too large to embed whole but not needed on its own: the
/// often-read part stays in the parent.
pub(crate) fn split(f: &Facts<'_>) -> Decision {
    // Too big to embed whole, but not needed on its own: split it.
    let mut d = Decision::new(Pattern::Subset);
    d.rule(&[RuleId::SubsetHotData])
        .say(said(f, "ref-split"))
        .index(f.to, &f.parent_field, true, said(f, "ref-index"));
    d.storage = Storage::IdInTo;
    d
}

/// A one-to-one used on its own, nothing of it shown with its parent.
pub(crate) fn one_parent(f: &Facts<'_>) -> Decision {
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference])
        .say(said(f, "ref-one-parent"))
        .index(f.to, &f.parent_field, true, said(f, "ref-one-parent-index"))
        .alternative(
            Pattern::ExtendedReference,
            said(f, "ref-one-parent-vs-extended"),
        );
    d.storage = Storage::IdInTo;
    d
}

/// A one-to-one used on its own, shown with its parent by a few copied
/// fields.
pub(crate) fn one_extended(f: &Facts<'_>) -> Decision {
    let copied = copyable(f.to, &f.rel.display_fields);
    let mut d = Decision::new(Pattern::ExtendedReference);
    d.rule(&[RuleId::ExtendedReference, RuleId::ApplicationLevelJoin])
        .say(said(f, "ref-one-extended").with("copies", quoted_list(&copied)))
        .alternative(
            Pattern::ParentReference,
            said(f, "ref-one-extended-vs-parent"),
        );
    d.storage = Storage::IdsInFrom;
    d.field_in_from = Some(f.label.clone());
    d
}

/// More children than an id array should hold: parent references.
pub(crate) fn many_children(f: &Facts<'_>, latest: Option<u64>, pattern: Pattern) -> Decision {
    let rel = f.rel;
    let copied_up = copyable(f.from, &rel.parent_display_fields);
    let mut d = Decision::new(pattern);
    d.rule(&[
        RuleId::ParentReference,
        RuleId::IndexParentReference,
        RuleId::ApplicationLevelJoin,
    ]);
    if f.max.is_some() {
        d.rule(&[RuleId::IdArrayLimit]);
    }
    d.say(said(f, "ref-many").phrase("counts", counts(f)))
        .say(said(f, "ref-found-by-query").with("query", by_parent_query(f)))
        .index(f.to, &f.parent_field, false, said(f, "ref-many-index"))
        .alternative(Pattern::ChildReferences, said(f, "ref-many-vs-ids"));
    if pattern == Pattern::ExtendedReference {
        d.rule(&[RuleId::ExtendedReference])
            .say(said(f, "ref-many-extended").with("copies", quoted_list(&copied_up)));
    }
    if let (Some(k), Some(ratio)) = (latest, write_heavy(f)) {
        latest_found(f, &mut d, k, ratio);
    } else if let Some(k) = latest {
        let latest = |id: &'static str| said(f, id).count("count", k).with("k", k.to_string());
        d.rule(&[RuleId::LatestKSlice])
            .say(latest("ref-latest-copied"))
            .warn(latest("ref-latest-copied-warning"));
        copy_latest(f, &mut d, k);
        d.storage = Storage::CopiesInFrom;
        d.field_in_from = Some(f.label.clone());
    } else {
        d.storage = Storage::IdInTo;
    }
    d
}

/// Children written so often for the reads of their parent that a copy of
/// the latest K in the parent costs more than it saves: the round trip it
/// saves each read weighs less than the second write every child costs
/// (the verdict's weights). The ratio, when so.
fn write_heavy(f: &Facts<'_>) -> Option<f64> {
    #[allow(clippy::cast_precision_loss)]
    let saved_per_write = |ratio: f64| ratio * ROUND_TRIP_AS_READ_BYTES as f64;
    #[allow(clippy::cast_precision_loss)]
    let write = WRITE_AS_READ_BYTES as f64;
    f.rel
        .reads_per_write
        .filter(|&ratio| saved_per_write(ratio) < write)
}

/// The latest K shown with the parent, but written more than read: every
/// child keeps its parent's id, and the page queries the latest K.
pub(crate) fn latest_by_query(f: &Facts<'_>, k: u64, ratio: f64) -> Decision {
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference])
        .say(said(f, "ref-latest-by-query").phrase("counts", counts(f)))
        .index(
            f.to,
            &f.parent_field,
            false,
            said(f, "ref-latest-by-query-index"),
        );
    latest_found(f, &mut d, k, ratio);
    d.storage = Storage::IdInTo;
    d
}

/// Why the latest K are queried, not copied into the parent, and the copy
/// as the alternative.
fn latest_found(f: &Facts<'_>, d: &mut Decision, k: u64, ratio: f64) {
    let query = format!("{}.sort({{_id: -1}}).limit({k})", by_parent_query(f));
    d.say(
        said(f, "ref-latest-found")
            .count("count", k)
            .with("ratio", ratio_text(ratio))
            .with("query", query),
    )
    .alternative(
        Pattern::Subset,
        said(f, "ref-latest-found-vs-subset").count("count", k),
    );
}

/// The latest K embedded in the parent; all of them in their own collection.
pub(crate) fn latest_subset(f: &Facts<'_>, k: u64) -> Decision {
    let mut d = Decision::new(Pattern::Subset);
    d.rule(&[
        RuleId::SubsetLatestK,
        RuleId::LatestKSlice,
        RuleId::ParentReference,
        RuleId::IndexParentReference,
    ])
    .say(
        said(f, "ref-subset")
            .count("count", k)
            .phrase("counts", counts(f)),
    )
    .say(said(f, "ref-subset-push").with("k", k.to_string()))
    .index(f.to, &f.parent_field, false, said(f, "ref-subset-index"))
    .warn(said(f, "ref-subset-copies"));
    copy_latest(f, &mut d, k);
    d.storage = Storage::CopiesInFrom;
    d.field_in_from = Some(f.label.clone());
    d
}

fn copy_latest(f: &Facts<'_>, d: &mut Decision, k: u64) {
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
                d.rule(&[RuleId::NeverCopyVolatile]).warn(
                    said(f, "ref-latest-volatile")
                        .with("name", name)
                        .with("k", k.to_string()),
                );
            }
            _ => d.denormalize.push(Copied {
                field: name.to_owned(),
                into: f.from.id.clone(),
                why: said(f, "copy-latest").count("count", k),
                latest: Some(k),
            }),
        }
    }
}

/// Children kept apart that are read a page at a time, or whose maximum
/// nobody stated: each keeps its parent's id, the direction a foreign key
/// has, and one index serves the list in order (newest first by the
/// child's date, where it has one). An id array in the parent would rest
/// on a count nobody gave, and a page needs the children in order anyway.
pub(crate) fn by_parent(f: &Facts<'_>) -> Decision {
    let parent = &f.parent_field;
    let date = f.to.first_date_field();
    let order = date.map_or_else(String::new, |date| format!(".sort({{{date}: -1}})"));
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference]);
    let list = if f.rel.read_as() == ReadAs::Page {
        let size = f.rel.page_size.unwrap_or(20);
        said(f, "ref-by-parent-page").with(
            "query",
            format!("{}{order}.limit({size})", by_parent_query(f)),
        )
    } else {
        said(f, "ref-by-parent-unbounded").with("query", format!("{}{order}", by_parent_query(f)))
    };
    d.say(said(f, "ref-by-parent").phrase("list", list));
    match date {
        Some(date) => d.index_compound(
            f.to,
            &[(parent, 1), (date, -1)],
            said(f, "ref-by-parent-index-newest"),
        ),
        None => d.index(f.to, parent, false, said(f, "ref-by-parent-index")),
    };
    d.alternative(Pattern::ChildReferences, said(f, "ref-by-parent-vs-ids"));
    d.storage = Storage::IdInTo;
    d
}

pub(crate) fn child_references(f: &Facts<'_>) -> Decision {
    let largest = f.max.unwrap_or(f.typical);
    let query = format!("find({{_id: {{$in: <{}>.{}}}}})", f.from.name, f.label);
    let mut d = Decision::new(Pattern::ChildReferences);
    d.rule(&[RuleId::ChildReferences, RuleId::ApplicationLevelJoin])
        .say(
            said(f, "ref-child-references")
                .phrase("counts", counts(f))
                .bytes("size", f.id_array_parent_bytes(largest)),
        )
        .say(said(f, "ref-child-references-read").with("query", query))
        .alternative(
            Pattern::ParentReference,
            said(f, "ref-child-references-vs-parent"),
        );
    d.storage = Storage::IdsInFrom;
    d.field_in_from = Some(f.label.clone());
    d
}

pub(crate) fn two_way(f: &Facts<'_>) -> Decision {
    let mut d = Decision::new(Pattern::TwoWayReferences);
    d.rule(&[RuleId::TwoWayReferences, RuleId::ChildReferences])
        .say(said(f, "ref-two-way").phrase("counts", counts(f)))
        .index(f.to, &f.parent_field, false, said(f, "ref-two-way-index"))
        .warn(said(f, "ref-two-way-move"))
        .alternative(Pattern::ChildReferences, said(f, "ref-two-way-vs-ids"));
    d.storage = Storage::IdsBothWays;
    d.field_in_from = Some(f.label.clone());
    d
}

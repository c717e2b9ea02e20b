//! One-to-one and one-to-many when `to` must live in a collection of its
//! own: parent references, child references, two-way references, extended
//! references and subsets (the latest K children copied into the parent).

use nestlink_core::wire::model::{ReadAs, Updates};

use super::case::Case;
use super::{Decision, Storage, copyable, counts_text};
use crate::advisor::names::{a, cap_a};
use crate::advisor::{
    facts::{
        Facts, ROUND_TRIP_AS_READ_BYTES, WRITE_AS_READ_BYTES, bytes_text, count_text, quoted_list,
        ratio_text,
    },
    rules::RuleId,
};
use crate::wire::{Denormalization, Pattern};

/// Children embedded in another parent: each keeps this parent's id where it
/// is embedded, found through the path with an index there.
pub(super) fn held_elsewhere(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference])
        .say(format!(
            "Each {to} keeps its {from}'s id in \"{}\" where it is stored: {a_from}'s {tos} are found by that field, with an index on it.",
            f.parent_field,
            a_from = a(from),
        ))
        .index(
            f.to,
            &f.parent_field,
            false,
            format!("finds the {tos} of {a_from}", a_from = a(from)),
        );
    d.storage = Storage::IdInEmbeddedTo;
    d
}

/// Children that often move to another parent: each keeps its parent's
/// id, so a move is one write.
pub(super) fn moving_children(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[RuleId::MovesOften, RuleId::ParentReference, RuleId::IndexParentReference])
        .say(format!(
            "Each {to} keeps its {from}'s id in \"{}\" (indexed): {tos} move between {} often, and a move is then one update of that field, where an array of ids in the {from} would change two {from} documents per move.",
            f.parent_field, f.from_plural
        ))
        .index(f.to, &f.parent_field, false, format!("finds the {tos} of {a_from}", a_from = a(from)))
        .alternative(
            Pattern::ChildReferences,
            format!("an array of {to} ids in each {from}: the {from} lists its {tos} without a query, but every move rewrites two {from} documents"),
        );
    d.storage = Storage::IdInTo;
    d
}

/// Children rarely read with their parent: the parent needs no list of them.
pub(super) fn rarely_read(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference, RuleId::RarelyReadApart])
        .say(format!(
            "Each {to} keeps its {from}'s id in \"{}\" (indexed): they are rarely read with the {from}, so the {from} needs no list of them.",
            f.parent_field
        ))
        .index(f.to, &f.parent_field, false, format!("finds the {tos} of {a_from}", a_from = a(from)));
    d.storage = Storage::IdInTo;
    d
}

/// Children read on their own and shown with a few fields of their parent
/// (an order with its customer's name and address) keep the parent's id
/// with copies of those fields beside it.
pub(super) fn extended_parent(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let copied = copyable(f.from, &f.rel.parent_display_fields);
    let mut d = Decision::new(Pattern::ExtendedReference);
    d.rule(&[
        RuleId::ExtendedReference,
        RuleId::ParentReference,
        RuleId::IndexParentReference,
    ])
    .say(format!(
        "Each {to} is read on its own and shown with its {from}'s {}: it keeps the {from}'s id in \"{}\" with copies of those fields beside it (an extended reference), so {a_to} is shown without reading its {from}.",
        quoted_list(&copied),
        f.parent_field, a_to = a(to),
    ))
    .say(format!(
        "{cap_a_from}'s {tos} are found with one indexed query: find({{{}: <{from} id>}}).",
        f.parent_field, cap_a_from = cap_a(from),
    ))
    .index(f.to, &f.parent_field, false, format!("finds the {tos} of {a_from}", a_from = a(from)))
    .alternative(
        Pattern::ChildReferences,
        format!("an array of {to} ids in each {from}: the {from} lists its {tos} without a query, but {a_to} shown with its {from}'s fields needs a second read", a_to = a(to)),
    );
    d.storage = Storage::IdInTo;
    d
}

/// A one-to-one too large to embed whole but not needed on its own: the
/// often-read part stays in the parent.
pub(super) fn split(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    // Too big to embed whole, but not needed on its own: split it.
    let mut d = Decision::new(Pattern::Subset);
    d.rule(&[RuleId::SubsetHotData])
        .say(format!(
            "Keep the often-read part of {to} in {from} and the rest in \"{}\" with the {from}'s id in \"{}\".",
            f.to_collection, f.parent_field
        ))
        .index(f.to, &f.parent_field, true, format!("finds the {tos} of {a_from}", a_from = a(from)));
    d.storage = Storage::IdInTo;
    d
}

/// A one-to-one used on its own, nothing of it shown with its parent.
pub(super) fn one_parent(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference])
        .say(format!(
            "{to} lives in \"{}\" with the {from}'s id in \"{}\"; a unique index finds {a_from}'s {to} in one query.",
            f.to_collection, f.parent_field, a_from = a(from),
        ))
        .index(
            f.to,
            &f.parent_field,
            true,
            format!("finds the {to} of {a_from}; unique because the relationship is one-to-one", a_from = a(from)),
        )
        .alternative(
            Pattern::ExtendedReference,
            format!("{from} holds the {to}'s id and copies of the fields it shows, saving the second query"),
        );
    d.storage = Storage::IdInTo;
    d
}

/// A one-to-one used on its own, shown with its parent by a few copied
/// fields.
pub(super) fn one_extended(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let copied = copyable(f.to, &f.rel.display_fields);
    let mut d = Decision::new(Pattern::ExtendedReference);
    d.rule(&[RuleId::ExtendedReference, RuleId::ApplicationLevelJoin])
        .say(format!(
            "{from} holds the {to}'s id in \"{}\" with copies of {}, so {a_from} is shown without a second query; the full {to} lives in \"{}\".",
            f.label,
            quoted_list(&copied),
            f.to_collection, a_from = a(from),
        ))
        .alternative(
            Pattern::ParentReference,
            format!("nothing copied, so nothing to keep in step, but every {from} shown with its {to} costs a second query"),
        );
    d.storage = Storage::IdsInFrom;
    d.field_in_from = Some(f.label.clone());
    d
}

/// More children than an id array should hold: parent references.
pub(super) fn many_children(f: &Facts<'_>, latest: Option<u64>, pattern: Pattern) -> Decision {
    let rel = f.rel;
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
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
    d.say(format!(
        "Each {to} stores its {from}'s id in \"{}\", in the collection \"{}\": with {}, even an array of ids in {from} would grow past a few thousand entries (and toward the 16 MiB limit).",
        f.parent_field,
        f.to_collection,
        counts_text(f)
    ))
    .say(format!(
        "{cap_a_from}'s {tos} are found with one indexed query: find({{{}: <{from} id>}}).",
        f.parent_field, cap_a_from = cap_a(from),
    ))
    .index(
        f.to,
        &f.parent_field,
        false,
        format!("finds the {tos} of {a_from} (parent reference)", a_from = a(from)),
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
    if let (Some(k), Some(ratio)) = (latest, write_heavy(f)) {
        latest_found(f, &mut d, k, ratio);
    } else if let Some(k) = latest {
        d.rule(&[RuleId::LatestKSlice])
            .say(format!(
                "The latest {} {tos} are also copied into \"{}\" of each {from}, kept in the same write that inserts {a_to}: $push with $each, $sort and $slice: -{k}.",
                count_text(k),
                f.label, a_to = a(to),
            ))
            .warn(format!(
                "The latest-{k} copy in {from}.{} must be updated with every new {to}; it is worth it only if {from} pages are read about as often as {tos} are written.",
                f.label
            ));
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
pub(super) fn write_heavy(f: &Facts<'_>) -> Option<f64> {
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
pub(super) fn latest_by_query(f: &Facts<'_>, k: u64, ratio: f64) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference])
        .say(format!(
            "Each {to} keeps its {from}'s id in \"{}\", in the collection \"{}\": {}.",
            f.parent_field,
            f.to_collection,
            counts_text(f)
        ))
        .index(
            f.to,
            &f.parent_field,
            false,
            format!("finds the latest {tos} of {a_from}", a_from = a(from)),
        );
    latest_found(f, &mut d, k, ratio);
    d.storage = Storage::IdInTo;
    d
}

/// Why the latest K are queried, not copied into the parent, and the copy
/// as the alternative.
fn latest_found(f: &Facts<'_>, d: &mut Decision, k: u64, ratio: f64) {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    d.say(format!(
        "Only the latest {} {tos} are shown with {a_from}, but {a_from} is read with them {} times for each {to} written: a copy of them in the {from} would save each of those reads a round trip and cost every {to} a second write, and here the writes weigh more (a round trip is weighed as 16 KiB read, a write as 4 KiB). The page asks for them instead: find({{{}: <{from} id>}}).sort({{_id: -1}}).limit({k}).",
        count_text(k),
        ratio_text(ratio),
        f.parent_field, a_from = a(from),
    ))
    .alternative(
        Pattern::Subset,
        format!(
            "the latest {} {tos} copied into each {from}: its page is one read, but every new {to} is written twice, which weighs more here than the round trips it saves",
            count_text(k),
        ),
    );
}

/// The latest K embedded in the parent; all of them in their own collection.
pub(super) fn latest_subset(f: &Facts<'_>, k: u64) -> Decision {
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
        "Only the latest {} {tos} are shown with {a_from}, so embed those in \"{}\" and keep every {to} in \"{}\" with the {from}'s id in \"{}\": {}.",
        count_text(k),
        f.label,
        f.to_collection,
        f.parent_field,
        counts_text(f), a_from = a(from),
    ))
    .say(format!(
        "A new {to} is inserted in \"{}\" and pushed into the {from} with $push, $each, $sort and $slice: -{k}.",
        f.to_collection
    ))
    .index(f.to, &f.parent_field, false, format!("lists all {tos} of {a_from}", a_from = a(from)))
    .warn(format!(
        "The {tos} in {from}.{} are copies: an edited {to} must be updated in both collections.",
        f.label
    ));
    copy_latest(f, &mut d, k);
    d.storage = Storage::CopiesInFrom;
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

/// Children kept apart that are read a page at a time, or whose maximum
/// nobody stated: each keeps its parent's id, the direction a foreign key
/// has, and one index serves the list in order (newest first by the
/// child's date, where it has one). An id array in the parent would rest
/// on a count nobody gave, and a page needs the children in order anyway.
pub(super) fn by_parent(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let parent = &f.parent_field;
    let date = f.to.first_date_field();
    let order = date.map_or_else(String::new, |date| format!(".sort({{{date}: -1}})"));
    let mut d = Decision::new(Pattern::ParentReference);
    d.rule(&[RuleId::ParentReference, RuleId::IndexParentReference]);
    let list = if f.rel.read_as() == ReadAs::Page {
        let size = f.rel.page_size.unwrap_or(20);
        format!(
            "{a_from}'s {tos} are read a page at a time: find({{{parent}: <{from} id>}}){order}.limit({size}), the next page starting after the last one shown",
            a_from = a(from),
        )
    } else {
        format!(
            "no maximum was given, so an array of their ids in the {from} would grow with every {to}; one indexed query lists {a_from}'s {tos}: find({{{parent}: <{from} id>}}){order}",
            a_from = a(from),
        )
    };
    d.say(format!(
        "Each {to} keeps its {from}'s id in \"{parent}\", in the collection \"{}\", as a foreign key would: {list}.",
        f.to_collection
    ));
    let reason = format!("lists the {tos} of {a_from}", a_from = a(from));
    match date {
        Some(date) => d.index_compound(
            f.to,
            &[(parent, 1), (date, -1)],
            format!("{reason}, newest first"),
        ),
        None => d.index(f.to, parent, false, reason),
    };
    d.alternative(
        Pattern::ChildReferences,
        format!("an array of {to} ids in each {from}: the {from} lists its {tos} itself, but the array grows with every {to} and must stay within a maximum you can state"),
    );
    d.storage = Storage::IdInTo;
    d
}

pub(super) fn child_references(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let largest = f.max.unwrap_or(f.typical);
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
            "{cap_a_from} with its {tos} is two queries: findOne the {from}, then find({{_id: {{$in: <{from}>.{}}}}}), or one $lookup.",
            f.label, cap_a_from = cap_a(from),
        ))
        .alternative(
            Pattern::ParentReference,
            format!("each {to} holds its {from}'s id instead: no array to maintain in {from}, but listing {a_from}'s {tos} needs an index on that field", a_from = a(from)),
        );
    d.storage = Storage::IdsInFrom;
    d.field_in_from = Some(f.label.clone());
    d
}

pub(super) fn two_way(f: &Facts<'_>) -> Decision {
    let (from, to) = (&f.from.name, &f.to.name);
    let tos = &f.to_plural;
    let mut d = Decision::new(Pattern::TwoWayReferences);
    d.rule(&[RuleId::TwoWayReferences, RuleId::ChildReferences])
        .say(format!(
            "Both directions are queried often: {from} keeps an array of {to} ids in \"{}\" and each {to} keeps its {from}'s id in \"{}\", so either side finds the other directly; {}.",
            f.label,
            f.parent_field,
            counts_text(f)
        ))
        .index(
            f.to,
            &f.parent_field,
            false,
            format!("finds the {tos} of {a_from} from the {to} side, for example with a filter on another field", a_from = a(from)),
        )
        .warn(format!(
            "Moving {a_to} to another {from} takes writes to both {from} documents and the {to}; they are not atomic together.", a_to = a(to),
        ))
        .alternative(
            Pattern::ChildReferences,
            format!("only the array in {from}: one write per change, but going from {a_to} to its {from} needs a query on the array", a_to = a(to)),
        );
    d.storage = Storage::IdsBothWays;
    d.field_in_from = Some(f.label.clone());
    d
}

/// Ids with copies of the other side's fields beside them are an extended
/// reference, in MongoDB's words, whichever side holds them: the copies are
/// chosen, not the whole document. (The 6 Rules series calls the same move
/// denormalization.)
pub(super) fn extend(c: &Case<'_, '_>, d: &mut Decision) {
    let f = c.f;
    let copies: Vec<(String, String)> = d
        .denormalize
        .iter()
        .filter(|copy| copy.latest.is_none())
        .map(|copy| (copy.field.clone(), copy.into.clone()))
        .collect();
    if !matches!(
        d.pattern,
        Pattern::ChildReferences | Pattern::ParentReference
    ) || copies.is_empty()
        || c.tree()
    {
        return;
    }
    let (from, to) = (&f.from.name, &f.to.name);
    let named = |into: &str| -> Vec<&str> {
        copies
            .iter()
            .filter(|(_, holder)| holder == into)
            .map(|(field, _)| field.as_str())
            .collect()
    };
    let (into_from, into_to) = (named(&f.from.id), named(&f.to.id));
    let volatile_left = d.rules.contains(&RuleId::NeverCopyVolatile);
    let link_documents = !f.rel.link_fields.is_empty() && !into_from.is_empty();
    let plain = d.pattern;
    d.pattern = Pattern::ExtendedReference;
    d.rule(&[RuleId::ExtendedReference]);
    if !into_from.is_empty() {
        d.say(format!(
            "Next to each id, the array keeps copies of {}: an extended reference, which shows {} with its {} without a second query{}.",
            quoted_list(&into_from),
            a(from),
            f.to_plural,
            if f.rel.snapshot {
                ", and keeps the values they had when the link was made"
            } else if link_documents && !volatile_left {
                "; each element is a small document for the link, so the copies sit beside the link's own fields"
            } else if volatile_left {
                "; fields that change often stay behind and are read from their own collection"
            } else {
                ""
            }
        ));
    }
    if !into_to.is_empty() {
        d.say(format!(
            "Each {to} keeps copies of its {from}'s {} next to \"{}\": an extended reference, which shows {} with its {from}'s fields without a second query.",
            quoted_list(&into_to),
            f.parent_field,
            a(to),
        ));
    }
    let shown = if into_from.is_empty() {
        format!(
            "{} is shown with its {from}'s {}",
            a(to),
            quoted_list(&into_to)
        )
    } else {
        format!(
            "{} is shown with its {}' {}",
            a(from),
            f.to_plural,
            quoted_list(&into_from)
        )
    };
    d.alternative(
        plain,
        format!(
            "plain ids, nothing copied: nothing to keep in step, but every time {shown}, that takes a second query. The 6 Rules of Thumb series calls these copies denormalization."
        ),
    );
}

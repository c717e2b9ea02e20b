//! The polymorphic pattern for an "is a" link (`subtype`): one collection
//! holds every kind, each document with the fields of its own kind.

use nestlink_core::wire::model::Cardinality;

use super::case::Case;
use super::{Decision, Storage};
use crate::advisor::facts::quoted_list;
use crate::advisor::names::{a, cap_a};
use crate::advisor::rules::RuleId;
use crate::wire::Pattern;

/// A one-to-one link that says which kind of `from` a `to` is.
pub(super) fn applies(c: &Case<'_, '_>) -> bool {
    let rel = c.f.rel;
    rel.subtype.is_some() && rel.cardinality == Cardinality::OneToOne && !rel.is_self()
}

/// An "is a" link (`subtype`): the kind's fields live in the parent's
/// documents, beside the fields every kind shares.
pub(super) fn build(c: &Case<'_, '_>) -> Option<Decision> {
    let f = c.f;
    let subtype = f.rel.subtype.as_ref()?;
    let (from, to, froms) = (&f.from.name, &f.to.name, &f.from_plural);
    let own: Vec<&str> =
        f.to.fields
            .iter()
            .map(|field| field.name.as_str())
            .collect();
    let mut d = Decision::new(Pattern::Polymorphic);
    d.rule(&[RuleId::Polymorphic, RuleId::StoreTogether]);
    d.say(format!(
        "{cap_a_to} is {a_from} whose \"{}\" is \"{}\" (an \"is a\" link): keep it in the {from}'s collection \"{}\", with its own fields{} beside the ones every {from} has, in the same documents.",
        subtype.by,
        subtype.value,
        f.from_collection,
        if own.is_empty() {
            String::new()
        } else {
            format!(" ({})", quoted_list(&own))
        }, a_from = a(from), cap_a_to = cap_a(to),
    ))
    .say(format!(
        "One query reads {froms} of every kind, \"{}\" tells the kinds apart, and an index on it finds one kind; a validator requires the shared fields and lets each kind add its own.",
        subtype.by
    ))
    .index(
        f.from,
        &subtype.by,
        false,
        format!("finds the {froms} of one kind"),
    )
    .alternative(
        Pattern::Embed,
        format!(
            "the {to}'s fields in a sub-document \"{}\" of the {from}: the same one collection, one level deeper in queries and indexes",
            f.label
        ),
    )
    .alternative(
        Pattern::ParentReference,
        format!(
            "a collection per kind, each with its {from}'s id: reading {froms} of every kind takes a query per kind"
        ),
    );
    d.storage = Storage::Merged;
    Some(d)
}

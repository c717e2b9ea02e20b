//! The polymorphic pattern for an "is a" link (`subtype`): one collection
//! holds every kind, each document with the fields of its own kind.

use nestlink_core::wire::model::Cardinality;

use crate::advisor::Case;
use crate::advisor::decision::{Decision, Storage};
use crate::advisor::facts::quoted_list;
use crate::advisor::rules::RuleId;
use crate::advisor::said::Said;
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
    let own: Vec<&str> =
        f.to.fields
            .iter()
            .map(|field| field.name.as_str())
            .collect();
    let said = |id: &'static str| {
        Said::message(id)
            .with("parent", &f.from.name)
            .with("parents", &f.from_plural)
            .with("child", &f.to.name)
            .with("by", &subtype.by)
    };
    let kept = if own.is_empty() {
        said("is-a")
    } else {
        said("is-a-with-fields").with("fields", quoted_list(&own))
    };
    let mut d = Decision::new(Pattern::Polymorphic);
    d.rule(&[RuleId::Polymorphic, RuleId::StoreTogether]);
    d.say(
        kept.with("value", &subtype.value)
            .with("collection", &f.from_collection),
    )
    .say(said("is-a-query"))
    .index(f.from, &subtype.by, false, said("is-a-index"))
    .alternative(
        Pattern::Embed,
        said("is-a-vs-embed").with("label", &f.label),
    )
    .alternative(Pattern::ParentReference, said("is-a-vs-collections"));
    d.storage = Storage::Merged;
    Some(d)
}

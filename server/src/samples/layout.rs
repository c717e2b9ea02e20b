//! How a reference pattern lays the two sides of a relationship out: which
//! side holds ids or copies of the other, and under which keys.

use bson::Document;
use nestlink_core::wire::model::Cardinality;

use super::{Pool, SHOWN, values::Sized};
use crate::advisor::facts::Facts;
use crate::wire::{Advice, Pattern};

/// How a reference style lays the two sides out.
#[derive(Debug, Default)]
pub(super) struct Layout<'f> {
    /// `from.label` lists the children: ids, or `{_id, copies}`.
    pub ids_in_from: bool,
    /// Each child holds its parent's id in `parent_field`.
    pub from_in_to: bool,
    /// Many-to-many with the array in `to` (`from_array_field`).
    pub m2m_in_to: bool,
    /// `from.label` keeps copies of the latest K children.
    pub latest: Option<u64>,
    /// Fields of `to` copied next to each id in `from` (or into the latest copies).
    pub copies_into_from: Vec<&'f str>,
    /// Fields of `from` copied into each `to`.
    pub copies_into_to: Vec<&'f str>,
}

pub(super) fn layout<'a>(
    f: &Facts<'_>,
    pattern: Pattern,
    advice: Option<&'a Advice>,
) -> Layout<'a> {
    let m2m = f.rel.cardinality == Cardinality::ManyToMany;
    let in_to = m2m
        && !f.rel.is_self()
        && f.rel
            .inverse_typical
            .is_some_and(|inverse| inverse < f.typical);
    // Ids with copies of `to` beside them sit in `from`, whatever the
    // cardinality (a product's parts with their names).
    let copies_in_from = advice.is_some_and(|advice| {
        advice
            .denormalize
            .iter()
            .any(|copy| copy.latest.is_none() && copy.into == f.from.id)
    });
    let mut l = Layout::default();
    match pattern {
        Pattern::ChildReferences if m2m && in_to => l.m2m_in_to = true,
        Pattern::ChildReferences => l.ids_in_from = true,
        // A graph's nodes list their children (a self-relationship).
        Pattern::TreeChildReferences if m2m => l.ids_in_from = true,
        Pattern::TwoWayReferences if m2m => {
            l.ids_in_from = true;
            l.m2m_in_to = true;
        }
        Pattern::TwoWayReferences => {
            l.ids_in_from = true;
            l.from_in_to = true;
        }
        Pattern::ExtendedReference if m2m && in_to => l.m2m_in_to = true,
        Pattern::ExtendedReference
            if m2m || f.rel.cardinality == Cardinality::OneToOne || copies_in_from =>
        {
            l.ids_in_from = true;
        }
        Pattern::Subset if f.rel.cardinality != Cardinality::OneToOne => {
            l.from_in_to = true;
            l.latest = f.rel.shown_with_parent.filter(|&k| k > 0).or(Some(SHOWN));
        }
        _ => l.from_in_to = true,
    }
    let Some(advice) = advice else { return l };
    for copy in &advice.denormalize {
        if copy.latest.is_some() {
            // A latest-K copy on a parent reference (host <- log messages).
            l.latest = l.latest.or(copy.latest);
            l.copies_into_from.push(copy.field.as_str());
        } else if copy.into == f.from.id && !f.rel.is_self() {
            l.copies_into_from.push(copy.field.as_str());
        } else if copy.into == f.to.id {
            l.copies_into_to.push(copy.field.as_str());
        }
    }
    l
}

/// The key a copy of `from.field` gets in a `to` document: its own name
/// unless `to` has a field of that name ("name" -> "product_name").
pub(super) fn copy_key(f: &Facts<'_>, field: &str) -> String {
    if f.to.field(field).is_some() || field == f.parent_field {
        format!("{}_{field}", f.parent_field)
    } else {
        field.to_owned()
    }
}

/// The copied fields of `to` instance `n`, with its `_id` first.
pub(super) fn child_copy<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, n: u64, fields: &[&str]) -> Sized {
    let all = pool.fields(f.to, n);
    let mut doc = Document::new();
    doc.insert("_id", pool.oid(f.to, n));
    for name in fields {
        if let Some(value) = all.doc.get(*name) {
            doc.insert((*name).to_owned(), value.clone());
        }
    }
    // Cut-short values keep their true size in `extra` only when copied whole.
    let extra = if fields.len() == all.doc.len() {
        all.extra
    } else {
        0
    };
    Sized { doc, extra }
}

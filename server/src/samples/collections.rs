//! A sample document of each collection of the recommended schema: the
//! entity it is named after, what is embedded in it, and the references and
//! copies the recommendation puts there.

use std::collections::BTreeMap;

use bson::Bson;
use nestlink_core::wire::model::{Cardinality, Entity};

use super::{
    InParent, Pool, ShownIn, child_instance,
    layout::{child_copy, copy_key, layout},
    values::Sized,
};
use crate::advisor::facts::Facts;
use crate::wire::{Advice, Pattern};

/// Embedded entities nested deeper than this are left out of a collection's
/// sample (a dense model could otherwise nest without end).
const MAX_NESTING: usize = 3;

/// A collection's sample and what its validator needs to know of it.
pub(super) struct Composed {
    pub sample: Sized,
    /// Keys that may be `null` too.
    pub nullable: Vec<String>,
    /// Top-level keys only some documents have (a kind's own fields).
    pub optional: Vec<String>,
}

/// One document of the collection named after `root`: its fields, what is
/// embedded in it, and the references and copies the recommended schema
/// puts there.
pub(super) fn compose<'m>(
    pool: &mut Pool<'m>,
    sources: &Sources<'_, 'm>,
    root: &'m Entity,
) -> Composed {
    let mut nullable = Vec::new();
    // Children kept in a shape of their pattern's own (buckets): the
    // collection's documents have that shape.
    let shaped = sources.find(root, |f, advice| {
        f.to.id == root.id && (sources.shown_in)(advice.pattern).child_documents.is_some()
    });
    if let Some((f, advice)) = shaped
        && let Some(child_documents) = (sources.shown_in)(advice.pattern).child_documents
    {
        return Composed {
            sample: child_documents(pool, f),
            nullable,
            optional: Vec::new(),
        };
    }
    let mut doc = pool.document(root, 0);
    let optional = merge_first_kind(pool, sources, root, &mut doc);
    add_relationships(pool, sources, root, &mut doc, 0, &mut nullable);
    Composed {
        sample: doc,
        nullable,
        optional,
    }
}

/// A polymorphic collection's sample is one document of its first kind:
/// the kind's value in the field that tells them apart, and its own fields,
/// which the other kinds do not have.
fn merge_first_kind<'m>(
    pool: &mut Pool<'m>,
    sources: &Sources<'_, 'm>,
    root: &'m Entity,
    doc: &mut Sized,
) -> Vec<String> {
    let first = sources.find(root, |f, advice| {
        advice.pattern == Pattern::Polymorphic && f.from.id == root.id
    });
    let Some((f, _)) = first else {
        return Vec::new();
    };
    let kind = pool.fields(f.to, 0);
    if let Some(subtype) = &f.rel.subtype {
        doc.doc.insert(subtype.by.clone(), subtype.value.clone());
    }
    let own: Vec<String> = kind.doc.keys().cloned().collect();
    doc.extra = doc.extra.saturating_add(kind.extra);
    doc.doc.extend(kind.doc);
    own
}

/// The decided relationships, and which of them touch each entity.
pub(super) struct Sources<'a, 'm> {
    pub decided: &'a [(Facts<'m>, Advice)],
    pub touching: &'a BTreeMap<&'m str, Vec<usize>>,
    /// Where each pattern's documents are built.
    pub shown_in: ShownIn,
}

impl<'a, 'm> Sources<'a, 'm> {
    /// The first decided relationship touching `entity` that `wanted` picks.
    fn find(
        &self,
        entity: &Entity,
        wanted: impl Fn(&Facts<'m>, &Advice) -> bool,
    ) -> Option<&'a (Facts<'m>, Advice)> {
        self.touching
            .get(entity.id.as_str())
            .into_iter()
            .flatten()
            .filter_map(|&i| self.decided.get(i))
            .find(|(f, advice)| wanted(f, advice))
    }
}

fn add_relationships<'m>(
    pool: &mut Pool<'m>,
    sources: &Sources<'_, 'm>,
    entity: &'m Entity,
    doc: &mut Sized,
    depth: usize,
    nullable: &mut Vec<String>,
) {
    let touching = sources
        .touching
        .get(entity.id.as_str())
        .map(Vec::as_slice)
        .unwrap_or_default();
    for (f, advice) in touching.iter().filter_map(|&i| sources.decided.get(i)) {
        let from_here = f.from.id == entity.id;
        let to_here = f.to.id == entity.id;
        if !from_here && !to_here {
            continue;
        }
        if f.rel.is_self() && f.rel.cardinality != Cardinality::ManyToMany {
            let field = f.rel.label.clone().unwrap_or_else(|| "children".to_owned());
            let other = Bson::ObjectId(pool.oid(entity, 1));
            match advice.pattern {
                Pattern::TreeChildReferences => {
                    doc.doc.insert(field, vec![other]);
                }
                Pattern::TreeMaterializedPaths => {
                    doc.doc
                        .insert("path", format!(",{},", pool.oid(entity, 1).to_hex()));
                    nullable.push("path".to_owned());
                }
                Pattern::TreeArrayOfAncestors => {
                    doc.doc.insert("parent", other.clone());
                    doc.doc.insert("ancestors", vec![other]);
                    nullable.push("parent".to_owned());
                }
                _ => {
                    doc.doc.insert("parent", other);
                    if depth == 0 {
                        nullable.push("parent".to_owned());
                    }
                }
            }
            continue;
        }
        if advice.pattern.embeds() {
            if from_here && depth < MAX_NESTING {
                let mut child = pool.fields(f.to, 0);
                child.extend(pool.link(f, 0));
                add_relationships(pool, sources, f.to, &mut child, depth + 1, nullable);
                doc.extra = doc.extra.saturating_add(child.extra);
                if advice.pattern == Pattern::Embed {
                    doc.doc.insert(f.label.clone(), child.doc);
                } else {
                    doc.doc
                        .insert(f.label.clone(), vec![Bson::Document(child.doc)]);
                }
            }
            continue;
        }
        if advice.pattern == Pattern::Polymorphic {
            // The kinds' fields are merged into the documents (see compose).
            continue;
        }
        match (sources.shown_in)(advice.pattern).in_parent {
            Some(InParent::Holds(held)) => {
                if from_here {
                    held(pool, f, doc);
                }
                continue;
            }
            Some(InParent::Adds(added)) if from_here => added(pool, f, doc),
            _ => {}
        }
        let l = layout(f, advice.pattern, Some(advice));
        let one = f.rel.cardinality == Cardinality::OneToOne;
        if from_here {
            if l.latest.is_some() {
                let names: Vec<&str> = if l.copies_into_from.is_empty() {
                    f.to.fields.iter().map(|fl| fl.name.as_str()).collect()
                } else {
                    l.copies_into_from.clone()
                };
                let copy = child_copy(pool, f, child_instance(f, 0), &names);
                doc.doc
                    .insert(f.label.clone(), vec![Bson::Document(copy.doc)]);
            } else if l.ids_in_from {
                let n = child_instance(f, 0);
                let element = if l.copies_into_from.is_empty() && f.rel.link_fields.is_empty() {
                    Bson::ObjectId(pool.oid(f.to, n))
                } else {
                    let mut element = child_copy(pool, f, n, &l.copies_into_from);
                    element.extend(pool.link(f, 0));
                    Bson::Document(element.doc)
                };
                if one {
                    doc.doc.insert(f.label.clone(), element);
                } else {
                    doc.doc.insert(f.label.clone(), vec![element]);
                }
            }
        }
        if to_here {
            let parent_id = Bson::ObjectId(pool.oid(f.from, 0));
            if l.from_in_to {
                doc.doc.insert(f.parent_field.clone(), parent_id.clone());
                if !l.ids_in_from {
                    doc.extend(pool.link(f, 0));
                }
                if !l.copies_into_to.is_empty() {
                    let parent = pool.fields(f.from, 0);
                    for name in &l.copies_into_to {
                        if let Some(value) = parent.doc.get(*name) {
                            doc.doc.insert(copy_key(f, name), value.clone());
                        }
                    }
                }
            }
            if l.m2m_in_to {
                let element = if l.ids_in_from || f.rel.link_fields.is_empty() {
                    parent_id
                } else {
                    let mut element = bson::doc! {"_id": parent_id};
                    element.extend(pool.link(f, 0).doc);
                    Bson::Document(element)
                };
                doc.doc.insert(f.from_array_field.clone(), vec![element]);
            }
        }
    }
}

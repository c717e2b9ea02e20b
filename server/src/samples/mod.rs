//! Sample documents: for every relationship, what the embedded and the
//! referenced choice really look like, side by side, with exact BSON sizes,
//! the main read in mongosh, and what an update of a copied field costs; and
//! for every collection, a sample of its final shape and a `$jsonSchema`
//! validator.
//!
//! [`render`] adds all of this to an [`Analysis`] made by the advisor
//! (the `answer` module composes the two into what the API serves).
//!
//! Samples show at most [`SHOWN`] children. What is left out is never shown
//! as fake data: each variant's `omitted` maps `"collection"` (documents of
//! that collection not listed) or `"collection.path"` (elements of that array
//! not listed, per document) to the number left out. Sizes always count
//! every child.

pub mod reads;
pub mod schema;
pub mod sizes;
pub mod values;

use std::collections::BTreeMap;

use bson::{Bson, Document, oid::ObjectId};

use app::model::{Cardinality, Entity, Model, Updates};

use self::sizes::true_size;
use self::values::Sized;
use crate::advisor::{self, facts::Facts, facts::ID_ARRAY_LIMIT, facts::count_text};
use crate::bson_size::{
    DOCUMENT_LIMIT, OBJECT_ID_BYTES, array_size, breaking_count, element_size, encoded,
};
use crate::wire::{Advice, Analysis, Pattern};
pub use crate::wire::{BsonBytes, Doc, Reads, Variant, Variants, Writes};

/// Children shown per parent in a sample.
pub const SHOWN: u64 = 3;

/// Adds `variants` to every relationship and `sample`/`validator` to every
/// collection. Never panics; relationships whose ends do not exist were
/// left out by the advisor and are skipped here the same way.
pub fn render(model: &Model, analysis: &mut Analysis) {
    let names = advisor::collection_names(model);
    let mut by_id: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, entity) in model.entities.iter().enumerate() {
        by_id.entry(entity.id.as_str()).or_insert(i);
    }
    let mut pool = Pool {
        seed: values::hash(&[&model.name]),
        cache: BTreeMap::new(),
    };
    let name_of = |i: usize| names.get(i).cloned().unwrap_or_default();

    let mut decided: Vec<(Facts<'_>, Advice)> = Vec::new();
    let mut advices = analysis.relationships.iter_mut();
    for rel in &model.relationships {
        let (Some(&fi), Some(&ti)) = (by_id.get(rel.from.as_str()), by_id.get(rel.to.as_str()))
        else {
            continue;
        };
        let (Some(from), Some(to)) = (model.entities.get(fi), model.entities.get(ti)) else {
            continue;
        };
        let Some(advice) = advices.next() else { break };
        let f = Facts::new(rel, from, to, name_of(fi), name_of(ti));
        // Copied before the variants are added: cloning them only to drop
        // them again was most of the time on large models.
        let plain = advice.clone();
        advice.variants = Some(variants(&mut pool, &f, &plain));
        decided.push((f, plain));
    }

    // Which relationships touch each entity, so composing a collection's
    // sample looks only at those (a 1,000-entity model has 1,500).
    let mut touching: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, (f, _)) in decided.iter().enumerate() {
        touching.entry(f.from.id.as_str()).or_default().push(i);
        if f.to.id != f.from.id {
            touching.entry(f.to.id.as_str()).or_default().push(i);
        }
    }
    let sources = Sources {
        decided: &decided,
        touching: &touching,
    };
    let roots: BTreeMap<&str, usize> = names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_str(), i))
        .collect();
    for collection in &mut analysis.collections {
        let Some(entity) = roots
            .get(collection.name.as_str())
            .and_then(|&i| model.entities.get(i))
        else {
            continue;
        };
        let (sample, nullable) = compose(&mut pool, &sources, entity);
        collection.validator = Some(Doc(schema::validator(&sample.doc, &nullable)));
        collection.sample = Some(Doc(sample.doc));
    }
}

/// Values and ids, cached per entity instance so every variant shows the
/// same student with the same e-mails.
struct Pool<'m> {
    seed: u64,
    cache: BTreeMap<(&'m str, u64), Sized>,
}

impl<'m> Pool<'m> {
    fn oid(&self, entity: &Entity, n: u64) -> ObjectId {
        values::object_id(self.seed, &entity.id, n)
    }

    /// Instance `n` of an entity: its fields, without `_id`.
    fn fields(&mut self, entity: &'m Entity, n: u64) -> Sized {
        let seed = self.seed;
        self.cache
            .entry((entity.id.as_str(), n))
            .or_insert_with(|| values::entity_fields(seed, entity, n))
            .clone()
    }

    /// Instance `n` as a top-level document: `_id` first.
    fn document(&mut self, entity: &'m Entity, n: u64) -> Sized {
        let fields = self.fields(entity, n);
        let mut doc = Document::new();
        doc.insert("_id", self.oid(entity, n));
        doc.extend(fields.doc);
        Sized {
            doc,
            extra: fields.extra,
        }
    }
}

/// How a reference style lays the two sides out.
#[derive(Debug, Default)]
struct Layout<'f> {
    /// `from.label` lists the children: ids, or `{_id, copies}`.
    ids_in_from: bool,
    /// Each child holds its parent's id in `parent_field`.
    from_in_to: bool,
    /// Many-to-many with the array in `to` (`from_array_field`).
    m2m_in_to: bool,
    /// `from.label` keeps copies of the latest K children.
    latest: Option<u64>,
    /// Fields of `to` copied next to each id in `from` (or into the latest copies).
    copies_into_from: Vec<&'f str>,
    /// Fields of `from` copied into each `to`.
    copies_into_to: Vec<&'f str>,
}

fn layout<'a>(f: &Facts<'_>, pattern: Pattern, advice: Option<&'a Advice>) -> Layout<'a> {
    let m2m = f.rel.cardinality == Cardinality::ManyToMany;
    let in_to = m2m
        && f.rel
            .inverse_typical
            .is_some_and(|inverse| inverse < f.typical);
    let mut l = Layout::default();
    match pattern {
        Pattern::ChildReferences if m2m && in_to => l.m2m_in_to = true,
        Pattern::ChildReferences => l.ids_in_from = true,
        Pattern::TwoWayReferences if m2m => {
            l.ids_in_from = true;
            l.m2m_in_to = true;
        }
        Pattern::TwoWayReferences => {
            l.ids_in_from = true;
            l.from_in_to = true;
        }
        Pattern::ExtendedReference if f.rel.cardinality == Cardinality::OneToOne => {
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
fn copy_key(f: &Facts<'_>, field: &str) -> String {
    if f.to.field(field).is_some() || field == f.parent_field {
        format!("{}_{field}", f.parent_field)
    } else {
        field.to_owned()
    }
}

/// The shown children's count, and the instance number of child `i` (a
/// tree's children come after its root, instance 0).
fn shown(f: &Facts<'_>) -> u64 {
    if f.rel.cardinality == Cardinality::OneToOne {
        1
    } else {
        f.typical.min(SHOWN)
    }
}

fn child_instance(f: &Facts<'_>, i: u64) -> u64 {
    if f.rel.is_self() { i + 1 } else { i }
}

fn variants<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, advice: &Advice) -> Variants {
    if f.rel.is_self() && f.rel.cardinality != Cardinality::ManyToMany {
        return tree_variants(pool, f, advice);
    }
    let one = f.rel.cardinality == Cardinality::OneToOne;
    let m2m = f.rel.cardinality == Cardinality::ManyToMany;
    let mut embedded = embedded_variant(pool, f);
    let referenced_pattern = match advice.pattern {
        Pattern::ChildReferences | Pattern::TwoWayReferences => advice.pattern,
        Pattern::ParentReference if !m2m => advice.pattern,
        _ if m2m => Pattern::ChildReferences,
        _ if one => Pattern::ParentReference,
        _ if f.max.is_some_and(|max| max <= ID_ARRAY_LIMIT) => Pattern::ChildReferences,
        _ => Pattern::ParentReference,
    };
    let own = |pattern: Pattern| (pattern == advice.pattern).then_some(advice);
    let mut referenced = reference_variant(pool, f, referenced_pattern, own(referenced_pattern));
    let mut recommended = None;
    if advice.pattern == embedded.pattern {
        embedded.recommended = true;
    } else if advice.pattern == referenced.pattern {
        referenced.recommended = true;
    } else {
        let mut third = reference_variant(pool, f, advice.pattern, Some(advice));
        third.recommended = true;
        recommended = Some(third);
    }
    Variants {
        embedded,
        referenced,
        recommended,
    }
}

/// Sizes of the largest document of a variant as the child count grows.
struct Growth<'s> {
    /// Size at a child count.
    size: Box<dyn Fn(u64) -> u64 + 's>,
    /// The size depends on the count.
    grows: bool,
}

fn bson_bytes(f: &Facts<'_>, growth: &Growth<'_>, shown: u64) -> (BsonBytes, Vec<String>) {
    let typical = (growth.size)(f.typical);
    let max = match f.max {
        Some(max) => Some((growth.size)(max)),
        None if growth.grows => None,
        None => Some(typical),
    };
    let breaks_at = if growth.grows {
        breaking_count(&*growth.size)
    } else {
        (typical > DOCUMENT_LIMIT).then_some(0)
    };
    let mut warnings = Vec::new();
    if let Some(at) = breaks_at {
        let reached = f.max.is_none_or(|max| max >= at);
        if reached {
            let per = format!("{} per {}", f.to_plural, f.from.name);
            warnings.push(match f.max {
                _ if !growth.grows => format!(
                    "Over the 16 MiB BSON limit ({} bytes) even with one child: this document cannot be stored.",
                    count_text(DOCUMENT_LIMIT)
                ),
                None => format!(
                    "Grows without bound: at {} {per} the document passes the 16 MiB BSON limit ({} bytes) and can no longer be written.",
                    count_text(at),
                    count_text(DOCUMENT_LIMIT)
                ),
                Some(max) => format!(
                    "Breaks at {} {per}: past the 16 MiB BSON limit ({} bytes), below the maximum of {}.",
                    count_text(at),
                    count_text(DOCUMENT_LIMIT),
                    count_text(max)
                ),
            });
        }
    }
    (
        BsonBytes {
            typical,
            max,
            shown,
            breaks_at,
        },
        warnings,
    )
}

fn documents(entries: Vec<(String, Vec<Sized>)>) -> (BTreeMap<String, Vec<Doc>>, u64) {
    let mut shown = 0;
    let mut out: BTreeMap<String, Vec<Doc>> = BTreeMap::new();
    for (collection, docs) in entries {
        let list = out.entry(collection).or_default();
        for sized in docs {
            shown = shown.max(encoded(&sized.doc));
            list.push(Doc(sized.doc));
        }
    }
    (out, shown)
}

fn omit(omitted: &mut BTreeMap<String, u64>, key: String, total: u64, shown: u64) {
    if total > shown {
        omitted.insert(key, total - shown);
    }
}

fn embedded_variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>) -> Variant {
    let one = f.rel.cardinality == Cardinality::OneToOne;
    let k = shown(f);
    let mut parent = pool.document(f.from, 0);
    let base = true_size(&parent);
    let children: Vec<Sized> = (0..k)
        .map(|i| pool.fields(f.to, child_instance(f, i)))
        .collect();
    let child_sizes: Vec<u64> = children.iter().map(true_size).collect();
    let mut extra: u64 = parent.extra;
    if one {
        if let Some(child) = children.first() {
            parent.doc.insert(f.label.clone(), child.doc.clone());
            extra = extra.saturating_add(child.extra);
        }
    } else {
        let array: Vec<Bson> = children
            .iter()
            .map(|c| Bson::Document(c.doc.clone()))
            .collect();
        extra = children
            .iter()
            .fold(extra, |total, c| total.saturating_add(c.extra));
        parent.doc.insert(f.label.clone(), array);
    }
    parent.extra = extra;
    let label = f.label.clone();
    let growth = if one {
        let size = child_sizes.first().copied().unwrap_or(5);
        Growth {
            size: Box::new(move |_| base.saturating_add(element_size(&label, size))),
            grows: false,
        }
    } else {
        let sizes = child_sizes.clone();
        Growth {
            size: Box::new(move |n| {
                base.saturating_add(element_size(&label, array_size(&sizes, n)))
            }),
            grows: true,
        }
    };
    let mut omitted = BTreeMap::new();
    if !one {
        omit(
            &mut omitted,
            format!("{}.{}", f.from_collection, f.label),
            f.typical,
            k,
        );
    }
    let (documents, shown_bytes) = documents(vec![(f.from_collection.clone(), vec![parent])]);
    let (bson_bytes, warnings) = bson_bytes(f, &growth, shown_bytes);
    let (from, to) = (&f.from.name, &f.to.name);
    let writes = if f.rel.cardinality == Cardinality::ManyToMany {
        Writes {
            summary: format!(
                "Each {to} is copied into every {from} that links to it: changing one {to} touches typically {} {from} documents (updateMany), not atomically.",
                count_text(f.inverse_typical)
            ),
            documents: f.inverse_typical,
            documents_max: None,
        }
    } else {
        Writes {
            summary: format!(
                "Changing {} {to} rewrites the one {from} document that holds it: 1 document, atomic.",
                a(to)
            ),
            documents: 1,
            documents_max: Some(1),
        }
    };
    Variant {
        pattern: if one {
            Pattern::Embed
        } else {
            Pattern::EmbedArray
        },
        recommended: false,
        documents,
        omitted,
        bson_bytes,
        reads: reads::embedded(&f.from_collection, pool.oid(f.from, 0)),
        writes,
        warnings,
    }
}

/// The copied fields of `to` instance `n`, with its `_id` first.
fn child_copy<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, n: u64, fields: &[&str]) -> Sized {
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

fn reference_variant<'m>(
    pool: &mut Pool<'m>,
    f: &Facts<'m>,
    pattern: Pattern,
    advice: Option<&Advice>,
) -> Variant {
    let l = layout(f, pattern, advice);
    let one = f.rel.cardinality == Cardinality::OneToOne;
    let k = shown(f);
    let parent_id = pool.oid(f.from, 0);
    let mut parent = pool.document(f.from, 0);
    let parent_fields = parent.doc.clone();
    let base = true_size(&parent);

    // The parent's field for this relationship, and the sizes of its elements.
    let mut parent_growth: Option<Vec<u64>> = None;
    let mut latest_cap: Option<u64> = None;
    if let Some(latest) = l.latest {
        let names: Vec<&str> = if l.copies_into_from.is_empty() {
            f.to.fields
                .iter()
                .filter(|field| field.updates != Some(Updates::Often))
                .map(|field| field.name.as_str())
                .collect()
        } else {
            l.copies_into_from.clone()
        };
        let copies: Vec<Sized> = (0..k.min(latest))
            .map(|i| child_copy(pool, f, child_instance(f, i), &names))
            .collect();
        parent_growth = Some(copies.iter().map(true_size).collect());
        latest_cap = Some(latest);
        parent.extra = copies
            .iter()
            .fold(parent.extra, |t, c| t.saturating_add(c.extra));
        parent.doc.insert(
            f.label.clone(),
            copies
                .into_iter()
                .map(|c| Bson::Document(c.doc))
                .collect::<Vec<_>>(),
        );
    } else if l.ids_in_from {
        let elements: Vec<Sized> = (0..k)
            .map(|i| {
                let n = child_instance(f, i);
                if l.copies_into_from.is_empty() {
                    let mut doc = Document::new();
                    doc.insert("_id", pool.oid(f.to, n));
                    Sized { doc, extra: 0 }
                } else {
                    child_copy(pool, f, n, &l.copies_into_from)
                }
            })
            .collect();
        let plain_ids = l.copies_into_from.is_empty();
        let value = |s: &Sized| -> Bson {
            if plain_ids {
                s.doc.get("_id").cloned().unwrap_or(Bson::Null)
            } else {
                Bson::Document(s.doc.clone())
            }
        };
        let sizes: Vec<u64> = elements
            .iter()
            .map(|s| {
                if plain_ids {
                    OBJECT_ID_BYTES
                } else {
                    true_size(s)
                }
            })
            .collect();
        if one {
            if let Some(first) = elements.first() {
                parent.doc.insert(f.label.clone(), value(first));
            }
        } else {
            parent.doc.insert(
                f.label.clone(),
                elements.iter().map(value).collect::<Vec<_>>(),
            );
            parent_growth = Some(sizes);
        }
    }
    let parent_fixed = true_size(&parent);

    // The children.
    let mut children: Vec<Sized> = Vec::new();
    let mut child_growth: u64 = 0;
    for i in 0..k {
        let n = child_instance(f, i);
        let mut child = pool.document(f.to, n);
        if l.from_in_to {
            child.doc.insert(f.parent_field.clone(), parent_id);
            for name in &l.copies_into_to {
                if let Some(value) = parent_fields.get(*name) {
                    child.doc.insert(copy_key(f, name), value.clone());
                }
            }
        }
        if l.m2m_in_to {
            let size = element_size(
                &f.from_array_field,
                array_size(&[OBJECT_ID_BYTES], f.inverse_typical),
            );
            child
                .doc
                .insert(f.from_array_field.clone(), vec![Bson::ObjectId(parent_id)]);
            let shown_size = true_size(&child);
            let with_all = shown_size
                .saturating_sub(element_size(
                    &f.from_array_field,
                    array_size(&[OBJECT_ID_BYTES], 1),
                ))
                .saturating_add(size);
            child_growth = child_growth.max(with_all);
        } else {
            child_growth = child_growth.max(true_size(&child));
        }
        children.push(child);
    }

    let label = f.label.clone();
    let growth = match parent_growth {
        Some(sizes) => Growth {
            size: Box::new(move |n| {
                let count = latest_cap.map_or(n, |cap| n.min(cap));
                base.saturating_add(element_size(&label, array_size(&sizes, count)))
                    .max(child_growth)
            }),
            grows: latest_cap.is_none(),
        },
        None => Growth {
            size: Box::new(move |_| parent_fixed.max(child_growth)),
            grows: false,
        },
    };

    let mut omitted = BTreeMap::new();
    if l.latest.is_none() && l.ids_in_from && !one {
        omit(
            &mut omitted,
            format!("{}.{}", f.from_collection, f.label),
            f.typical,
            k,
        );
    }
    if let Some(latest) = l.latest {
        omit(
            &mut omitted,
            format!("{}.{}", f.from_collection, f.label),
            f.typical.min(latest),
            k.min(latest),
        );
    }
    if l.m2m_in_to {
        omit(
            &mut omitted,
            format!("{}.{}", f.to_collection, f.from_array_field),
            f.inverse_typical,
            1,
        );
    }
    if !one {
        omit(&mut omitted, f.to_collection.clone(), f.typical, k);
    }

    let (documents, shown_bytes) = documents(vec![
        (f.from_collection.clone(), vec![parent]),
        (f.to_collection.clone(), children),
    ]);
    let (bson_bytes, warnings) = bson_bytes(f, &growth, shown_bytes);

    let from_var = advisor::names::singular_field(&f.from.name, &f.from.id);
    let reads = if l.latest.is_some() || (one && l.ids_in_from && !l.copies_into_from.is_empty()) {
        // The page shows what the parent holds: one read.
        reads::embedded(&f.from_collection, parent_id)
    } else if l.ids_in_from {
        reads::child_references(
            &f.from_collection,
            &from_var,
            parent_id,
            &f.label,
            &f.to_collection,
            !l.copies_into_from.is_empty(),
        )
    } else if l.m2m_in_to {
        reads::parent_reference(
            &f.from_collection,
            &from_var,
            parent_id,
            &f.to_collection,
            &f.from_array_field,
            None,
        )
    } else {
        reads::parent_reference(
            &f.from_collection,
            &from_var,
            parent_id,
            &f.to_collection,
            &f.parent_field,
            f.max.is_none().then_some(100),
        )
    };

    Variant {
        pattern,
        recommended: false,
        documents,
        omitted,
        bson_bytes,
        reads,
        writes: reference_writes(f, &l),
        warnings,
    }
}

/// "a" or "an" before a name, by its first letter.
fn a(name: &str) -> &'static str {
    if name.starts_with(['A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

fn quoted(names: &[&str]) -> String {
    names
        .iter()
        .map(|n| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

fn reference_writes(f: &Facts<'_>, l: &Layout<'_>) -> Writes {
    let (from, to) = (&f.from.name, &f.to.name);
    if !l.copies_into_to.is_empty() {
        // A change of the parent's copied field touches every child (001 part 2).
        return Writes {
            summary: format!(
                "A change of the {from}'s {} touches the {from} and every {to} that copied it: typically {} documents{}, with one updateMany on \"{}\"; the copies are not updated atomically with the {from}.",
                quoted(&l.copies_into_to),
                count_text(f.typical.saturating_add(1)),
                f.max.map_or_else(
                    || ", with no upper limit".to_owned(),
                    |max| format!(" and at most {}", count_text(max.saturating_add(1)))
                ),
                f.to_collection
            ),
            documents: f.typical.saturating_add(1),
            documents_max: f.max.map(|max| max.saturating_add(1)),
        };
    }
    if l.latest.is_some() {
        return Writes {
            summary: format!(
                "Editing a {to} touches its own document and, while it is among the latest ones, its copy in the {from}: 2 documents, not atomic together. A new {to} is 2 writes too (insertOne, then $push with $each, $sort and $slice)."
            ),
            documents: 2,
            documents_max: Some(2),
        };
    }
    if !l.copies_into_from.is_empty() {
        let holders = if f.rel.cardinality == Cardinality::ManyToMany {
            f.inverse_typical
        } else {
            1
        };
        return Writes {
            summary: format!(
                "A rename of a {to}'s {} touches the {to} and every {from} that copied it: typically {} documents (updateMany on \"{}\" with arrayFilters), not atomic together.",
                quoted(&l.copies_into_from),
                count_text(holders.saturating_add(1)),
                f.from_collection
            ),
            documents: holders.saturating_add(1),
            documents_max: (f.rel.cardinality != Cardinality::ManyToMany)
                .then_some(holders.saturating_add(1)),
        };
    }
    if l.ids_in_from && (l.from_in_to || l.m2m_in_to) {
        return Writes {
            summary: format!(
                "Changing a {to} rewrites only its own document; moving it to another {from} touches 3 documents (the {to} and both {from} arrays), not atomic together."
            ),
            documents: 1,
            documents_max: Some(3),
        };
    }
    Writes {
        summary: format!(
            "Changing {} {to} rewrites only its own document in \"{}\": 1 document; nothing is copied.",
            a(to),
            f.to_collection
        ),
        documents: 1,
        documents_max: Some(1),
    }
}

fn tree_variants<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, advice: &Advice) -> Variants {
    let node = f.from;
    let k = shown(f);
    let collection = f.from_collection.clone();
    let children_field = f.rel.label.clone().unwrap_or_else(|| "children".to_owned());
    let root_id = pool.oid(node, 0);
    let root = pool.document(node, 0);
    let base = true_size(&root);

    // Embedded: the children nested in their parent (one level shown).
    let nested: Vec<Sized> = (1..=k).map(|n| pool.fields(node, n)).collect();
    let nested_sizes: Vec<u64> = nested.iter().map(true_size).collect();
    let mut embedded_root = root.clone();
    embedded_root.extra = nested
        .iter()
        .fold(embedded_root.extra, |t, c| t.saturating_add(c.extra));
    embedded_root.doc.insert(
        children_field.clone(),
        nested
            .into_iter()
            .map(|c| Bson::Document(c.doc))
            .collect::<Vec<_>>(),
    );
    let field = children_field.clone();
    let growth = Growth {
        size: Box::new(move |n| {
            base.saturating_add(element_size(&field, array_size(&nested_sizes, n)))
        }),
        grows: true,
    };
    let mut omitted = BTreeMap::new();
    omit(
        &mut omitted,
        format!("{collection}.{children_field}"),
        f.typical,
        k,
    );
    let (docs, shown_bytes) = documents(vec![(collection.clone(), vec![embedded_root])]);
    let (bytes, warnings) = bson_bytes(f, &growth, shown_bytes);
    let mut embedded = Variant {
        pattern: Pattern::EmbedArray,
        recommended: false,
        documents: docs,
        omitted,
        bson_bytes: bytes,
        reads: reads::embedded(&collection, root_id),
        writes: Writes {
            summary: format!(
                "The whole tree under a root is one document: moving or editing a {} rewrites that document, 1 document, atomic.",
                node.name
            ),
            documents: 1,
            documents_max: Some(1),
        },
        warnings,
    };

    let pattern = match advice.pattern {
        Pattern::TreeChildReferences | Pattern::TreeArrayOfAncestors => advice.pattern,
        _ => Pattern::TreeParentReferences,
    };
    let mut nodes: Vec<Sized> = vec![root];
    for n in 1..=k {
        nodes.push(pool.document(node, n));
    }
    let child_ids: Vec<Bson> = (1..=k).map(|n| Bson::ObjectId(pool.oid(node, n))).collect();
    for (i, sized) in nodes.iter_mut().enumerate() {
        let is_root = i == 0;
        match pattern {
            Pattern::TreeChildReferences => {
                let ids = if is_root {
                    child_ids.clone()
                } else {
                    Vec::new()
                };
                sized.doc.insert(children_field.clone(), ids);
            }
            Pattern::TreeArrayOfAncestors => {
                let (parent, ancestors) = if is_root {
                    (Bson::Null, Vec::new())
                } else {
                    (Bson::ObjectId(root_id), vec![Bson::ObjectId(root_id)])
                };
                sized.doc.insert("parent", parent);
                sized.doc.insert("ancestors", ancestors);
            }
            _ => {
                let parent = if is_root {
                    Bson::Null
                } else {
                    Bson::ObjectId(root_id)
                };
                sized.doc.insert("parent", parent);
            }
        }
    }
    let root_size = nodes.first().map_or(0, true_size);
    let node_max = nodes.iter().map(true_size).max().unwrap_or(0);
    let field = children_field.clone();
    let growth = if pattern == Pattern::TreeChildReferences {
        let without =
            root_size.saturating_sub(element_size(&field, array_size(&[OBJECT_ID_BYTES], k)));
        Growth {
            size: Box::new(move |n| {
                without
                    .saturating_add(element_size(&field, array_size(&[OBJECT_ID_BYTES], n)))
                    .max(node_max)
            }),
            grows: true,
        }
    } else {
        Growth {
            size: Box::new(move |_| node_max),
            grows: false,
        }
    };
    let mut omitted = BTreeMap::new();
    omit(&mut omitted, collection.clone(), f.typical, k);
    if pattern == Pattern::TreeChildReferences {
        omit(
            &mut omitted,
            format!("{collection}.{children_field}"),
            f.typical,
            k,
        );
    }
    let (documents, shown_bytes) = documents(vec![(collection.clone(), nodes)]);
    let (bson_bytes, warnings) = bson_bytes(f, &growth, shown_bytes);
    let (reads, writes) = match pattern {
        Pattern::TreeChildReferences => (
            reads::tree_child_ids(&collection, root_id, &children_field),
            Writes {
                summary: format!(
                    "Moving a {} touches 2 documents: $pull from the old parent's \"{children_field}\" and $push to the new one's, not atomic together.",
                    node.name
                ),
                documents: 2,
                documents_max: Some(2),
            },
        ),
        Pattern::TreeArrayOfAncestors => (
            reads::tree_children(&collection, root_id, "parent"),
            Writes {
                summary: format!(
                    "Moving a {} rewrites it and the \"ancestors\" of every {} below it (updateMany).",
                    node.name, node.name
                ),
                documents: f.typical.saturating_add(1),
                documents_max: None,
            },
        ),
        _ => (
            reads::tree_children(&collection, root_id, "parent"),
            Writes {
                summary: format!(
                    "Moving a {} rewrites its own \"parent\" field: 1 document.",
                    node.name
                ),
                documents: 1,
                documents_max: Some(1),
            },
        ),
    };
    let mut referenced = Variant {
        pattern,
        recommended: false,
        documents,
        omitted,
        bson_bytes,
        reads,
        writes,
        warnings,
    };
    if advice.pattern == embedded.pattern {
        embedded.recommended = true;
    } else {
        referenced.recommended = true;
    }
    Variants {
        embedded,
        referenced,
        recommended: None,
    }
}

/// Embedded entities nested deeper than this are left out of a collection's
/// sample (a dense model could otherwise nest without end).
const MAX_NESTING: usize = 3;

/// One document of the collection named after `root`: its fields, what is
/// embedded in it, and the references and copies the recommended schema
/// puts there. Returns the keys that may be `null` too.
fn compose<'m>(
    pool: &mut Pool<'m>,
    sources: &Sources<'_, 'm>,
    root: &'m Entity,
) -> (Sized, Vec<String>) {
    let mut nullable = Vec::new();
    let mut doc = pool.document(root, 0);
    add_relationships(pool, sources, root, &mut doc, 0, &mut nullable);
    (doc, nullable)
}

/// The decided relationships, and which of them touch each entity.
struct Sources<'a, 'm> {
    decided: &'a [(Facts<'m>, Advice)],
    touching: &'a BTreeMap<&'m str, Vec<usize>>,
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
                let element = if l.copies_into_from.is_empty() {
                    Bson::ObjectId(pool.oid(f.to, n))
                } else {
                    Bson::Document(child_copy(pool, f, n, &l.copies_into_from).doc)
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
                doc.doc.insert(f.from_array_field.clone(), vec![parent_id]);
            }
        }
    }
}

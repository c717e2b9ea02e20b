//! Sample documents: for every relationship, what the embedded and the
//! referenced choice really look like, side by side, with exact BSON sizes,
//! the main read in mongosh, and what an update of a copied field costs; and
//! for every collection, a sample of its final shape and a `$jsonSchema`
//! validator.
//!
//! [`render_in`] adds all of this to an [`Analysis`] made by the advisor
//! (the `answer` module composes the two into what the API serves).
//!
//! Samples show at most [`SHOWN`] children. What is left out is never shown
//! as fake data: each variant's `omitted` maps `"collection"` (documents of
//! that collection not listed) or `"collection.path"` (elements of that array
//! not listed, per document) to the number left out. Sizes always count
//! every child.
//!
//! Every relationship shows the plain embedded column (`embedded`) and the
//! plain referenced one (`referenced`, laid out by `layout`), or a tree's
//! (`tree`); a pattern that is neither adds a column of its own. Where a
//! pattern's documents are built is said by the pattern's own module (the
//! `patterns` folder), handed in as [`ShownIn`]: a [`Shown`] names its
//! column or columns and what it adds to the collections' samples. The
//! entity patterns' columns are built here (`schema_versioning`,
//! `document_versioning`, with what they share in `versions`;
//! `approximation`, `archive`), beside the collections' samples they stamp;
//! a relationship pattern with documents of its own builds them in its
//! module. The collections' samples
//! are composed in `collections`; values come from `values`, sizes from
//! `sizes`, reads from `reads` and validators from `schema`. This module
//! ties them together: [`render_in`], the shared pool of sample values, and
//! the choice of columns for a relationship.

pub(crate) mod approximation;
pub(crate) mod archive;
mod collections;
pub(crate) mod document_versioning;
pub(crate) mod embedded;
mod layout;
pub mod reads;
pub(crate) mod referenced;
pub mod schema;
pub(crate) mod schema_versioning;
pub mod sizes;
mod tree;
pub mod values;
mod versions;

use std::collections::BTreeMap;

use bson::{Document, oid::ObjectId};

use nestlink_core::wire::model::{Cardinality, Entity, Model};

use self::values::Sized;
use crate::advisor::{self, facts::Facts, facts::ids_fit};
use crate::bson_size::encoded;
use crate::wire::{Advice, Analysis, EntityAdvice, Pattern};
pub use crate::wire::{BsonBytes, Doc, Reads, Variant, Variants, Writes};

/// Children shown per parent in a sample.
pub const SHOWN: u64 = 3;

thread_local! {
    /// The language the captions of the samples being rendered are written
    /// in: set by [`render_in`] for its run, so the builders need no argument
    /// for it (a render runs on one thread, start to end).
    static WRITTEN_IN: std::cell::Cell<&'static str> = const { std::cell::Cell::new(crate::i18n::ENGLISH) };
}

/// A caption (a message of `samples.ftl`), in the language of the render.
pub(crate) fn written(said: &crate::advisor::said::Said) -> String {
    said.written_in(WRITTEN_IN.with(std::cell::Cell::get))
}

/// The message `id` of `samples.ftl`, to give its arguments.
pub(crate) fn said(id: &'static str) -> crate::advisor::said::Said {
    crate::advisor::said::Said::message(id)
}

/// Sets the captions' language until dropped, then puts the last one back.
struct WritingIn(&'static str);

impl WritingIn {
    fn new(lang: &str) -> Self {
        let tag = crate::i18n::LANGUAGES
            .iter()
            .map(|(tag, _)| *tag)
            .find(|tag| *tag == lang)
            .unwrap_or(crate::i18n::ENGLISH);
        Self(WRITTEN_IN.with(|now| now.replace(tag)))
    }
}

impl Drop for WritingIn {
    fn drop(&mut self) {
        WRITTEN_IN.with(|now| now.set(self.0));
    }
}

/// Adds `variants` to every relationship and `sample`/`validator` to every
/// collection. Never panics; relationships whose ends do not exist were
/// left out by the advisor and are skipped here the same way.
/// The captions are written in the language tagged `lang`.
pub(crate) fn render_in(model: &Model, analysis: &mut Analysis, lang: &str, shown_in: ShownIn) {
    let _writing = WritingIn::new(lang);
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
        let shown = variants(&mut pool, &f, &plain, shown_in);
        if let Some(costs) = &mut advice.costs {
            measure_costs(costs, &shown);
        }
        advice.variants = Some(shown);
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
    let sources = collections::Sources {
        decided: &decided,
        touching: &touching,
        shown_in,
    };
    let roots: BTreeMap<&str, usize> = names
        .iter()
        .enumerate()
        .map(|(i, n)| (n.as_str(), i))
        .collect();
    // The collections' samples, stamped by the entities' own patterns; kept
    // by name for those patterns' variants and revisions.
    let mut samples: BTreeMap<String, Sized> = BTreeMap::new();
    for collection in &mut analysis.collections {
        let Some(entity) = roots
            .get(collection.name.as_str())
            .and_then(|&i| model.entities.get(i))
        else {
            continue;
        };
        let mut composed = collections::compose(&mut pool, &sources, entity);
        let here = || {
            analysis
                .entities
                .iter()
                .filter(|advice| advice.collection == collection.name)
        };
        let shapes = here()
            .filter(|advice| advice.pattern == Pattern::SchemaVersioning)
            .filter_map(|advice| model.entity(&advice.entity))
            .map(Entity::shape_versions)
            .max();
        let history = here().any(|advice| advice.pattern == Pattern::DocumentVersioning);
        composed.optional.extend(versions::stamp(
            &mut composed.sample.doc,
            entity,
            shapes,
            history,
        ));
        collection.validator = Some(Doc(schema::validator_with_optional(
            &composed.sample.doc,
            &composed.nullable,
            &composed.optional,
        )));
        // Kept only where an entity pattern will show it again.
        if here().next().is_some() {
            samples.insert(collection.name.clone(), composed.sample.clone());
        }
        collection.sample = Some(Doc(composed.sample.doc));
    }
    // Each entity pattern's variants, and a kept history's revisions.
    for advice in &mut analysis.entities {
        let (Some(current), Some(holder)) = (
            samples.get(&advice.collection),
            roots
                .get(advice.collection.as_str())
                .and_then(|&i| model.entities.get(i)),
        ) else {
            continue;
        };
        let ids = revision_ids(&pool, holder);
        let entity = model.entity(&advice.entity).unwrap_or(holder);
        let at = Stamped {
            entity,
            holder,
            current,
            revision_ids: &ids,
        };
        advice.variants = match shown_in(advice.pattern).columns {
            Columns::Entity(columns) => columns(advice, &at),
            Columns::Relationship(_) => Vec::new(),
        };
        if let Some(name) = advisor::archive::archive_collection(advice) {
            // Whole documents move there: the live collection's validator
            // (older shapes, a tree's root) holds for them too.
            let live = analysis
                .collections
                .iter()
                .find(|c| c.name == advice.collection)
                .and_then(|c| c.validator.clone());
            if let Some(archived) = analysis.collections.iter_mut().find(|c| c.name == name) {
                archived.validator = live;
                archived.sample = Some(Doc(archive::archived(&current.doc, entity)));
            }
        }
        let revisions = advisor::versions::revisions_collection(advice)
            .and_then(|name| analysis.collections.iter_mut().find(|c| c.name == name));
        if let (Some(revisions), Some(&first)) = (revisions, ids.first()) {
            let sample = versions::revision(&current.doc, holder, first, 1);
            revisions.validator = Some(Doc(schema::validator(&sample, &[])));
            revisions.sample = Some(Doc(sample));
        }
    }
    // A pattern's collection of its own (an outlier's overflow): its
    // sample, from the first relationship that adds it.
    for (f, advice) in &decided {
        let Some(own) = shown_in(advice.pattern).own_collection else {
            continue;
        };
        let name = (own.name)(f);
        if let Some(collection) = analysis
            .collections
            .iter_mut()
            .find(|c| c.name == name && c.sample.is_none())
        {
            let sample = (own.sample)(&mut pool, f);
            collection.validator = Some(Doc(schema::validator(&sample.doc, &[])));
            collection.sample = Some(Doc(sample.doc));
        }
    }
}

/// The cost table's sizes for the ways shown side by side are the sample
/// documents' own, so the table and the columns say the same.
fn measure_costs(costs: &mut [crate::wire::Cost], shown: &Variants) {
    for cost in costs {
        let column = shown
            .columns()
            .into_iter()
            .map(|(_, _, variant)| variant)
            .find(|variant| variant.pattern == cost.pattern);
        if let Some(variant) = column {
            cost.measure(crate::wire::SizeEstimate {
                typical: variant.bson_bytes.typical,
                max: variant.bson_bytes.max,
            });
        }
    }
}

/// The ids of the earlier revisions a sample shows, the same in every place.
fn revision_ids(pool: &Pool<'_>, holder: &Entity) -> Vec<ObjectId> {
    (1..=versions::EARLIER_SHOWN)
        .map(|n| {
            values::object_id(
                pool.seed,
                &format!("{}#revision", holder.id),
                n.unsigned_abs(),
            )
        })
        .collect()
}

/// Values and ids, cached per entity instance so every variant shows the
/// same student with the same e-mails.
pub(crate) struct Pool<'m> {
    pub(crate) seed: u64,
    cache: BTreeMap<(&'m str, u64), Sized>,
}

impl<'m> Pool<'m> {
    pub(crate) fn oid(&self, entity: &Entity, n: u64) -> ObjectId {
        values::object_id(self.seed, &entity.id, n)
    }

    /// Instance `n` of an entity: its fields, without `_id`.
    pub(crate) fn fields(&mut self, entity: &'m Entity, n: u64) -> Sized {
        let seed = self.seed;
        self.cache
            .entry((entity.id.as_str(), n))
            .or_insert_with(|| values::entity_fields(seed, entity, n))
            .clone()
    }

    /// The link's own fields (`link_fields`) for link `n`: the quantity of
    /// one item in one cart. Empty when the link has none.
    pub(crate) fn link(&self, f: &Facts<'_>, n: u64) -> Sized {
        if f.rel.link_fields.is_empty() {
            return Sized::default();
        }
        let mut link = Entity::new(format!("{}~link", f.rel.id), f.label.clone(), 0.0, 0.0);
        link.fields.clone_from(&f.rel.link_fields);
        values::entity_fields(self.seed, &link, n)
    }

    /// Instance `n` as a top-level document: `_id` first.
    pub(crate) fn document(&mut self, entity: &'m Entity, n: u64) -> Sized {
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

/// The shown children's count, and the instance number of child `i` (a
/// tree's children come after its root, instance 0).
pub(crate) fn shown(f: &Facts<'_>) -> u64 {
    if f.rel.cardinality == Cardinality::OneToOne {
        1
    } else {
        f.typical.min(SHOWN)
    }
}

pub(crate) fn child_instance(f: &Facts<'_>, i: u64) -> u64 {
    if f.rel.is_self() { i + 1 } else { i }
}

/// A relationship pattern's column: built from the relationship's facts
/// and its advice.
pub(crate) type Column = for<'m> fn(&mut Pool<'m>, &Facts<'m>, &Advice) -> Variant;

/// What an entity pattern's documents are built from.
pub(crate) struct Stamped<'a> {
    /// The entity the advice is about.
    entity: &'a Entity,
    /// The entity whose collection holds its documents.
    holder: &'a Entity,
    /// That collection's sample, stamped with the patterns' fields.
    current: &'a Sized,
    /// The ids of the earlier revisions a sample shows.
    revision_ids: &'a [ObjectId],
}

/// Where a pattern's documents are built: what its module (the
/// `patterns` folder) says of them.
#[derive(Clone, Copy)]
pub(crate) struct Shown {
    /// Its own column or columns.
    pub columns: Columns,
    /// The shape it replaces, shown in place of the plain embedded column
    /// (the attribute pattern's field per name).
    pub instead_of_embedded: Option<Plain>,
    /// The documents of `to`'s collection, when the pattern gives them a
    /// shape of their own (a bucket of children).
    pub child_documents: Option<Shaped>,
    /// What it stores in the parent's document of its collection's sample.
    pub in_parent: Option<InParent>,
    /// A collection of its own (an outlier's overflow).
    pub own_collection: Option<OwnCollection>,
}

/// A column built from the relationship alone.
pub(crate) type Plain = for<'m> fn(&mut Pool<'m>, &Facts<'m>) -> Variant;

/// A document a pattern shapes for a relationship.
pub(crate) type Shaped = for<'m> fn(&mut Pool<'m>, &Facts<'m>) -> Sized;

/// A collection a pattern adds: its name, and its sample document.
#[derive(Clone, Copy)]
pub(crate) struct OwnCollection {
    pub name: fn(&Facts<'_>) -> String,
    pub sample: Shaped,
}

/// A pattern's own column or columns.
#[derive(Clone, Copy)]
pub(crate) enum Columns {
    /// A relationship pattern: its column where neither plain column is
    /// the pattern.
    Relationship(Column),
    /// An entity pattern: its columns, from its collection's sample.
    Entity(fn(&EntityAdvice, &Stamped<'_>) -> Vec<Variant>),
}

/// What a pattern stores in the parent's document of its collection's
/// sample.
#[derive(Clone, Copy)]
pub(crate) enum InParent {
    /// Fields beside the references laid out as usual (stored totals).
    Adds(for<'m> fn(&mut Pool<'m>, &Facts<'m>, &mut Sized)),
    /// The children as the pattern keeps them, and nothing else (an
    /// outlier's usual children and its overflow flag).
    Holds(for<'m> fn(&mut Pool<'m>, &Facts<'m>, &mut Sized)),
}

impl Shown {
    /// A relationship pattern's column, and nothing else of its own.
    pub(crate) const fn column(column: Column) -> Self {
        Self {
            columns: Columns::Relationship(column),
            instead_of_embedded: None,
            child_documents: None,
            in_parent: None,
            own_collection: None,
        }
    }

    /// An entity pattern's columns.
    pub(crate) const fn entity(columns: fn(&EntityAdvice, &Stamped<'_>) -> Vec<Variant>) -> Self {
        Self {
            columns: Columns::Entity(columns),
            instead_of_embedded: None,
            child_documents: None,
            in_parent: None,
            own_collection: None,
        }
    }
}

pub(crate) type ShownIn = fn(Pattern) -> Shown;

fn variants<'m>(
    pool: &mut Pool<'m>,
    f: &Facts<'m>,
    advice: &Advice,
    shown_in: ShownIn,
) -> Variants {
    if f.rel.is_self() && f.rel.cardinality != Cardinality::ManyToMany {
        return tree::tree_variants(pool, f, advice);
    }
    let one = f.rel.cardinality == Cardinality::OneToOne;
    let m2m = f.rel.cardinality == Cardinality::ManyToMany;
    // A pattern may be weighed against the shape it replaces rather than
    // against a plain embedded list (the attribute pattern).
    let mut embedded = match shown_in(advice.pattern).instead_of_embedded {
        Some(replaced) => replaced(pool, f),
        None => embedded::embedded_variant(pool, f),
    };
    let referenced_pattern = match advice.pattern {
        Pattern::ChildReferences | Pattern::TwoWayReferences => advice.pattern,
        Pattern::ParentReference if !m2m => advice.pattern,
        _ if m2m => Pattern::ChildReferences,
        _ if one => Pattern::ParentReference,
        // With a stated maximum that an id array holds, the 6 Rules' array
        // of ids; otherwise each child keeps its parent's id.
        _ if f.rel.max.is_some() && f.max.is_some_and(ids_fit) => Pattern::ChildReferences,
        _ => Pattern::ParentReference,
    };
    let own = |pattern: Pattern| (pattern == advice.pattern).then_some(advice);
    let mut referenced =
        referenced::reference_variant(pool, f, referenced_pattern, own(referenced_pattern));
    let mut recommended = None;
    if advice.pattern == embedded.pattern {
        embedded.recommended = true;
    } else if advice.pattern == referenced.pattern {
        referenced.recommended = true;
    } else {
        let column = match shown_in(advice.pattern).columns {
            Columns::Relationship(column) => column,
            // Not a relationship's pattern: the advisor never names one
            // for a relationship, and the plain columns stand alone.
            Columns::Entity(_) => referenced::variant,
        };
        let mut third = column(pool, f, advice);
        third.recommended = true;
        recommended = Some(third);
    }
    // Both sides must change together but are stored apart: the write the
    // recommended way needs is a multi-document transaction.
    if f.rel.atomic && !advice.pattern.embeds() {
        let chosen = if referenced.recommended {
            Some(&mut referenced)
        } else {
            recommended.as_mut()
        };
        if let Some(chosen) = chosen {
            chosen.writes.mongosh = Some(transaction(pool, f, chosen));
        }
    }
    Variants {
        embedded,
        referenced,
        recommended,
    }
}

/// A new child and its parent's change in one multi-document transaction,
/// in mongosh: the child as this way stores it, and the parent's first
/// field set to its sample value, standing for the values that must agree.
fn transaction<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, chosen: &Variant) -> String {
    let child = chosen
        .documents
        .get(&f.to_collection)
        .and_then(|docs| docs.first())
        .map(|doc| doc.0.clone())
        .unwrap_or_default();
    let parent = pool.document(f.from, 0);
    let change = parent
        .doc
        .iter()
        .find(|(key, _)| key.as_str() != "_id")
        .map(|(key, value)| format!("{{$set: {{{}: {}}}}}", reads::key(key), reads::shell(value)))
        .unwrap_or_else(|| "{$currentDate: {updated: true}}".to_owned());
    format!(
        "const session = db.getMongo().startSession();\nsession.withTransaction(() => {{\n  const tx = session.getDatabase(db.getName());\n  tx{}.insertOne({});\n  tx{}.updateOne({{_id: {}}}, {change});\n}});\nsession.endSession();",
        reads::db(&f.to_collection).trim_start_matches("db"),
        reads::shell(&bson::Bson::Document(child)),
        reads::db(&f.from_collection).trim_start_matches("db"),
        reads::shell(&bson::Bson::ObjectId(pool.oid(f.from, 0))),
    )
}

pub(crate) fn documents(entries: Vec<(String, Vec<Sized>)>) -> (BTreeMap<String, Vec<Doc>>, u64) {
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

pub(crate) fn omit(omitted: &mut BTreeMap<String, u64>, key: String, total: u64, shown: u64) {
    if total > shown {
        omitted.insert(key, total - shown);
    }
}

#[cfg(test)]
mod testing {
    //! A small model and its facts, for the variants' unit tests.

    use std::collections::BTreeMap;

    use nestlink_core::wire::model::Model;
    use serde_json::json;

    use super::{Facts, Pool, advisor, values};

    /// Author (name) -> Book (title, year), one-to-many with `typical`
    /// and `max` books per author.
    pub fn authors_and_books(typical: u64, max: u64) -> Model {
        serde_json::from_value(json!({
            "version": 1,
            "name": "Library",
            "entities": [
                {"id": "author", "name": "Author", "x": 0, "y": 0,
                 "fields": [{"name": "name", "type": "string"}]},
                {"id": "book", "name": "Book", "x": 0, "y": 0,
                 "fields": [{"name": "title", "type": "string"}, {"name": "year", "type": "int"}]}
            ],
            "relationships": [{"id": "r1", "from": "author", "to": "book",
                "cardinality": "one-to-many", "typical": typical, "max": max}]
        }))
        .expect("a well-formed model")
    }

    /// The facts of the model's first relationship, from its first entity to
    /// its second.
    pub fn facts(model: &Model) -> Facts<'_> {
        let names = advisor::collection_names(model);
        Facts::new(
            &model.relationships[0],
            &model.entities[0],
            &model.entities[1],
            names[0].clone(),
            names[1].clone(),
        )
    }

    pub fn pool(model: &Model) -> Pool<'_> {
        Pool {
            seed: values::hash(&[&model.name]),
            cache: BTreeMap::new(),
        }
    }
}

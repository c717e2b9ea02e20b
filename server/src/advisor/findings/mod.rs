//! Whole-model findings: the problems that show only when the model is seen
//! at once, after every relationship is decided. MongoDB's schema
//! anti-patterns (the manual's "Schema Design Anti-Patterns" pages) name
//! them: unbounded arrays, bloated documents, too many `$lookup`s,
//! unnecessary indexes, too many collections, and data read together but
//! stored apart. Each comes with a sentence that says what to do and the
//! paths of the model parts involved, and the page that names it. Beside
//! them, smells a reviewer names at once: a counter rewritten on every
//! change (`fields`), many fields that differ only by a name's end
//! (`fields`), and kinds of one thing kept in collections of their own
//! (`collections`).

mod collections;
mod fields;

use std::collections::BTreeMap;

use nestlink_core::wire::model::{Cardinality, FieldReads, Model, ReadAs};

use super::decision::Decision;
use super::effects::Plan;
use super::facts::{EMBED_BYTES, Facts, quoted_list, value_bytes};
use super::said::Said;
use crate::i18n;
use crate::wire::{Collection, Finding, FindingCode, Pattern, Severity};

/// Rarely read fields this large, and at least half the document, bloat it.
const RARELY_READ_BYTES: u64 = 1024;
/// Rarely shown bytes across a whole collection (an entity's `count` times
/// its documents' share) past which they crowd the working set, the
/// documents and indexes MongoDB keeps in memory for the reads it serves.
const RARELY_READ_COLLECTION_BYTES: u64 = 1 << 30;
/// Showing an entity with this many referenced others takes as many lookups.
const LOOKUPS: usize = 3;

/// Every finding of the model, in a fixed order: by code, then by the
/// model's order.
#[must_use]
pub fn find(model: &Model, plan: &Plan<'_>, lang: &str) -> Vec<Finding> {
    let entity_index: BTreeMap<&str, usize> = model
        .entities
        .iter()
        .enumerate()
        .rev()
        .map(|(i, e)| (e.id.as_str(), i))
        .collect();
    // The facts the decisions were made on, with each relationship's place
    // in the model.
    let decided: Vec<(usize, &Facts<'_>, &Decision)> = plan
        .positions
        .iter()
        .zip(&plan.facts)
        .zip(&plan.decisions)
        .map(|((&r, f), (_, d))| (r, f, d))
        .collect();
    let collections = &plan.collections;

    let mut findings = Findings {
        lang,
        list: Vec::new(),
    };
    unbounded_arrays(&decided, &mut findings);
    bloated_documents(model, &mut findings);
    too_many_lookups(model, &entity_index, &decided, &mut findings);
    unnecessary_indexes(collections, &entity_index, &mut findings);
    collections::too_many(model, collections, &mut findings);
    separated_read_together(&decided, &mut findings);
    fields::hot_counters(model, collections, &mut findings);
    fields::similar_fields(model, &mut findings);
    findings.list
}

/// The findings found so far, written in the language tagged `lang`.
struct Findings<'l> {
    lang: &'l str,
    list: Vec<Finding>,
}

impl Findings<'_> {
    /// A finding citing the page that names its problem, its message
    /// written in the reader's language.
    fn finding(
        &self,
        code: FindingCode,
        severity: Severity,
        message: &Said,
        paths: Vec<String>,
    ) -> Finding {
        finding(
            code,
            severity,
            message.written_in(self.lang),
            paths,
            self.lang,
        )
    }

    fn push(&mut self, code: FindingCode, severity: Severity, message: &Said, paths: Vec<String>) {
        let found = self.finding(code, severity, message, paths);
        self.list.push(found);
    }
}

/// A finding citing the page that names its problem, the citation in the
/// language tagged `lang` (`rules.ftl`: `cite-<code>`).
fn finding(
    code: FindingCode,
    severity: Severity,
    message: String,
    paths: Vec<String>,
    lang: &str,
) -> Finding {
    let url = cited(code);
    Finding {
        code,
        severity,
        message,
        paths,
        source: Some(i18n::text(lang, &format!("cite-{}", code.as_str())).into()),
        url: Some(url.into()),
    }
}

/// Where each problem is described (its title is in `rules.ftl`): the manual's
/// anti-pattern pages, the Developer Center's anti-pattern series for data
/// read together, and the pattern pages that give the remedy of the smells.
const fn cited(code: FindingCode) -> &'static str {
    match code {
        FindingCode::UnboundedArray => {
            "https://www.mongodb.com/docs/manual/data-modeling/design-antipatterns/unbounded-arrays/"
        }
        FindingCode::BloatedDocument => {
            "https://www.mongodb.com/docs/manual/data-modeling/design-antipatterns/bloated-documents/"
        }
        FindingCode::TooManyLookups => {
            "https://www.mongodb.com/docs/manual/data-modeling/design-antipatterns/reduce-lookup-operations/"
        }
        FindingCode::UnnecessaryIndex => {
            "https://www.mongodb.com/docs/manual/data-modeling/design-antipatterns/unnecessary-indexes/"
        }
        FindingCode::TooManyCollections => {
            "https://www.mongodb.com/docs/manual/data-modeling/design-antipatterns/reduce-collections/"
        }
        FindingCode::SeparatedDataReadTogether => {
            "https://www.mongodb.com/developer/products/mongodb/schema-design-anti-pattern-separating-data/"
        }
        FindingCode::HotCounter => {
            "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/computed-values/approximation-schema-pattern/"
        }
        FindingCode::SimilarFields => {
            "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/attribute-pattern/"
        }
    }
}

/// An array in a document that grows with no bound, in the schema as
/// recommended: children embedded for atomicity, or ids past any limit.
fn unbounded_arrays(decided: &[(usize, &Facts<'_>, &Decision)], out: &mut Findings<'_>) {
    for (r, f, d) in decided {
        let array_in_from = d.storage.embeds()
            || matches!(
                d.pattern,
                Pattern::ChildReferences | Pattern::TwoWayReferences | Pattern::ExtendedReference
            ) && d.field_in_from.is_some();
        let many = f.rel.cardinality != Cardinality::OneToOne;
        if array_in_from && many && f.max.is_none() && d.pattern != Pattern::Outlier {
            out.push(
                FindingCode::UnboundedArray,
                Severity::Warning,
                &Said::message("finding-unbounded-array")
                    .with("parent", &f.from.name)
                    .with("label", &f.label)
                    .with("child", &f.to.name),
                vec![format!("relationships[{r}]")],
            );
        }
    }
}

/// Large fields that are rarely shown, carried by every read of their
/// document.
fn bloated_documents(model: &Model, out: &mut Findings<'_>) {
    for (e, entity) in model.entities.iter().enumerate() {
        // Sizes may be as large as a count can be: add without overflow.
        let total = entity
            .fields
            .iter()
            .map(value_bytes)
            .fold(0u64, u64::saturating_add);
        let rare: Vec<(usize, &str, u64)> = entity
            .fields
            .iter()
            .enumerate()
            .filter(|(_, field)| field.reads() == FieldReads::Rare)
            .map(|(i, field)| (i, field.name.as_str(), value_bytes(field)))
            .collect();
        let rare_bytes = rare
            .iter()
            .map(|(_, _, bytes)| *bytes)
            .fold(0u64, u64::saturating_add);
        // With the collection's size stated, small rarely shown fields in
        // very many documents count too.
        let in_collection = entity.count.map(|count| rare_bytes.saturating_mul(count));
        let many = in_collection.is_some_and(|bytes| bytes >= RARELY_READ_COLLECTION_BYTES);
        if (rare_bytes >= RARELY_READ_BYTES || many)
            && rare_bytes > 0
            && rare_bytes.saturating_mul(2) >= total
        {
            let fields: Vec<&str> = rare.iter().map(|(_, name, _)| *name).collect();
            let bloated = Said::message("finding-bloated")
                .with("entity", &entity.name)
                .with("fields", quoted_list(&fields))
                .bytes("rare", rare_bytes)
                .bytes("total", total);
            let message = match (entity.count, in_collection) {
                (Some(count), Some(bytes)) if many => Said::message("finding-bloated-across")
                    .phrase("bloated", bloated)
                    .count("count", count)
                    .bytes("bytes", bytes)
                    .with("entity", &entity.name),
                _ => Said::message("finding-bloated-document")
                    .phrase("bloated", bloated)
                    .with("entity", &entity.name),
            };
            out.push(
                FindingCode::BloatedDocument,
                Severity::Warning,
                &message,
                rare.iter()
                    .map(|(i, _, _)| format!("entities[{e}].fields[{i}]"))
                    .collect(),
            );
        }
    }
}

/// An entity shown with several others that each live apart: a query or a
/// `$lookup` per other.
fn too_many_lookups(
    model: &Model,
    entity_index: &BTreeMap<&str, usize>,
    decided: &[(usize, &Facts<'_>, &Decision)],
    out: &mut Findings<'_>,
) {
    let mut apart: BTreeMap<usize, Vec<(usize, &str)>> = BTreeMap::new();
    for (r, f, d) in decided {
        let read_together = f.rel.read_together && !f.rel.is_self();
        let own_documents = !d.storage.embeds()
            && !matches!(
                d.pattern,
                Pattern::Computed | Pattern::Bucket | Pattern::Subset | Pattern::ExtendedReference
            );
        if read_together
            && own_documents
            && let Some(&from) = entity_index.get(f.rel.from.as_str())
        {
            apart
                .entry(from)
                .or_default()
                .push((*r, f.to.name.as_str()));
        }
    }
    for (e, others) in apart {
        if others.len() < LOOKUPS {
            continue;
        }
        let Some(entity) = model.entities.get(e) else {
            continue;
        };
        let names: Vec<&str> = others.iter().map(|(_, name)| *name).collect();
        out.push(
            FindingCode::TooManyLookups,
            Severity::Warning,
            &Said::message("finding-lookups")
                .with("entity", &entity.name)
                .count("count", others.len() as u64)
                .with("others", quoted_list(&names)),
            others
                .iter()
                .map(|(r, _)| format!("relationships[{r}]"))
                .collect(),
        );
    }
}

/// An index whose keys begin another index of the same collection: the
/// longer one serves its queries too.
fn unnecessary_indexes(
    collections: &[Collection],
    entity_index: &BTreeMap<&str, usize>,
    out: &mut Findings<'_>,
) {
    for collection in collections {
        for (i, short) in collection.indexes.iter().enumerate() {
            let covered = collection.indexes.iter().enumerate().find(|(j, long)| {
                *j != i
                    && long.keys.0.len() > short.keys.0.len()
                    && long.keys.0.starts_with(&short.keys.0)
            });
            if let Some((_, long)) = covered.filter(|_| !short.unique) {
                let paths = collection
                    .entities
                    .first()
                    .and_then(|id| entity_index.get(id.as_str()))
                    .map(|e| vec![format!("entities[{e}]")])
                    .unwrap_or_default();
                out.push(
                    FindingCode::UnnecessaryIndex,
                    Severity::Info,
                    &Said::message("finding-unnecessary-index")
                        .with("collection", &collection.name)
                        .with("short", keys_text(short))
                        .with("long", keys_text(long)),
                    paths,
                );
            }
        }
    }
}

fn keys_text(index: &crate::wire::Index) -> String {
    serde_json::to_string(&index.keys).unwrap_or_default()
}

/// Read together, yet stored apart, where embedding would fit: every read
/// pays a second query for what an embedded document gives at once.
fn separated_read_together(decided: &[(usize, &Facts<'_>, &Decision)], out: &mut Findings<'_>) {
    for (r, f, d) in decided {
        // A one-to-many's fit is only known from a stated maximum (the
        // advice says at which one it would embed), and children read a
        // page or a range at a time are served by the reference itself.
        let fits = match f.rel.cardinality {
            Cardinality::OneToOne => true,
            Cardinality::OneToMany if f.rel.max.is_none() => false,
            Cardinality::OneToFew | Cardinality::OneToMany => f
                .max
                .is_some_and(|max| f.embedded_parent_bytes(max) <= EMBED_BYTES),
            _ => false,
        } && matches!(f.rel.read_as(), ReadAs::All | ReadAs::Latest);
        let apart = !d.storage.embeds()
            && matches!(
                d.pattern,
                Pattern::ParentReference | Pattern::ChildReferences | Pattern::TwoWayReferences
            );
        if f.rel.read_together && !f.rel.is_self() && fits && apart {
            let why = if f.rel.independent_access {
                Said::message("finding-separated-used-alone")
                    .with("child", &f.to.name)
                    .with("parent", &f.from.name)
            } else {
                Said::message("finding-separated-model")
            };
            out.push(
                FindingCode::SeparatedDataReadTogether,
                Severity::Info,
                &Said::message("finding-separated")
                    .with("parent", &f.from.name)
                    .with("children", &f.to_plural)
                    .phrase("why", why),
                vec![format!("relationships[{r}]")],
            );
        }
    }
}

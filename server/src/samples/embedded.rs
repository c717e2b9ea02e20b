//! The embedded variant of a one-to-one, one-to-many or many-to-many
//! relationship: the child nested in its parent, as a sub-document or an
//! array.

use std::collections::BTreeMap;

use bson::Bson;
use nestlink_core::wire::model::Cardinality;

use super::{
    Pool, child_instance, documents, omit, reads, shown,
    sizes::{Growth, bson_bytes, true_size},
    values::Sized,
};
use super::{said, written};
use crate::advisor::facts::Facts;
use crate::bson_size::{array_size, element_size};
use crate::wire::{Advice, Pattern, Variant, Writes};

/// The embedded column as a pattern's own (it is the same).
pub(crate) fn variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, _: &Advice) -> Variant {
    embedded_variant(pool, f)
}

pub(crate) fn embedded_variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>) -> Variant {
    let one = f.rel.cardinality == Cardinality::OneToOne;
    let k = shown(f);
    let mut parent = pool.document(f.from, 0);
    let base = true_size(&parent);
    let children: Vec<Sized> = (0..k)
        .map(|i| {
            let mut child = pool.fields(f.to, child_instance(f, i));
            child.extend(pool.link(f, i));
            child
        })
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
            summary: written(
                &said("sample-copied-everywhere")
                    .with("to", to.as_str())
                    .with("from", from.as_str())
                    .count("count", f.inverse_typical),
            ),
            documents: f.inverse_typical,
            documents_max: None,
            mongosh: None,
        }
    } else {
        Writes {
            summary: written(
                &said("sample-embedded-one")
                    .with("to", to.as_str())
                    .with("from", from.as_str()),
            ),
            documents: 1,
            documents_max: Some(1),
            mongosh: None,
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

#[cfg(test)]
mod tests {
    use bson::Document;

    use super::super::testing::{authors_and_books, facts, pool};
    use super::*;
    use crate::bson_size::encoded;

    #[test]
    fn the_children_are_an_array_in_the_parent_and_sizes_count_them_all() {
        let model = authors_and_books(5, 10);
        let f = facts(&model);
        let variant = embedded_variant(&mut pool(&model), &f);
        assert_eq!(variant.pattern, Pattern::EmbedArray);
        assert_eq!(variant.documents.keys().collect::<Vec<_>>(), ["authors"]);
        let parent = &variant.documents["authors"][0].0;
        let books = parent.get_array("books").expect("an array of books");
        assert_eq!(books.len(), 3, "three children are shown");
        assert!(
            books
                .iter()
                .all(|book| book.as_document().is_some_and(|b| !b.contains_key("_id"))),
            "embedded books have no _id"
        );
        assert_eq!(
            variant.omitted,
            BTreeMap::from([("authors.books".to_owned(), 2)])
        );
        assert_eq!(variant.bson_bytes.shown, encoded(parent));

        // The typical size is that of the parent with all five books, the
        // shown ones standing in for the others in turn.
        let with = |count: usize| {
            let mut doc: Document = parent.clone();
            let all: Vec<Bson> = books.iter().cycle().take(count).cloned().collect();
            doc.insert("books", all);
            encoded(&doc)
        };
        assert_eq!(variant.bson_bytes.typical, with(5));
        assert_eq!(variant.bson_bytes.max, Some(with(10)));
        assert!(variant.bson_bytes.breaks_at.is_some_and(|at| at > 10_000));
        assert!(variant.warnings.is_empty());
        assert_eq!(variant.writes.documents, 1);
        assert_eq!(variant.reads.round_trips, 1);
    }
}

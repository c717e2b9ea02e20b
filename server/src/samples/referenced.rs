//! A reference variant of a one-to-one, one-to-many or many-to-many
//! relationship: the child in its own documents, linked by ids (and copies)
//! in the style of the pattern; with its main read and what an update costs.

use std::collections::BTreeMap;

use bson::{Bson, Document};
use nestlink_core::wire::model::{Cardinality, Updates};

use super::{
    Pool, child_instance, documents,
    layout::{Layout, child_copy, copy_key, layout},
    omit, reads, shown,
    sizes::{Growth, bson_bytes, true_size},
    values::Sized,
};
use super::{said, written};
use crate::advisor::{
    self,
    facts::{Facts, quoted_list},
};
use crate::bson_size::{OBJECT_ID_BYTES, array_size, element_size};
use crate::wire::{Advice, Pattern, Variant, Writes};

/// The references laid out for the advised pattern, with its copies.
pub(crate) fn variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, advice: &Advice) -> Variant {
    reference_variant(pool, f, advice.pattern, Some(advice))
}

pub(crate) fn reference_variant<'m>(
    pool: &mut Pool<'m>,
    f: &Facts<'m>,
    pattern: Pattern,
    advice: Option<&Advice>,
) -> Variant {
    let l = layout(f, pattern, advice);
    let one = f.rel.cardinality == Cardinality::OneToOne;
    // The parent's ids are bare unless fields are copied or kept beside them.
    let plain_ids = l.copies_into_from.is_empty() && f.rel.link_fields.is_empty();
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
                let mut element = if l.copies_into_from.is_empty() {
                    let mut doc = Document::new();
                    doc.insert("_id", pool.oid(f.to, n));
                    Sized { doc, extra: 0 }
                } else {
                    child_copy(pool, f, n, &l.copies_into_from)
                };
                element.extend(pool.link(f, i));
                element
            })
            .collect();
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
            if !l.ids_in_from {
                child.extend(pool.link(f, i));
            }
            for name in &l.copies_into_to {
                if let Some(value) = parent_fields.get(*name) {
                    child.doc.insert(copy_key(f, name), value.clone());
                }
            }
        }
        if l.m2m_in_to {
            // The link's own fields ride in this array when `from` holds none.
            let (element, element_bytes, element_extra) =
                if l.ids_in_from || f.rel.link_fields.is_empty() {
                    (Bson::ObjectId(parent_id), OBJECT_ID_BYTES, 0)
                } else {
                    let mut element = Sized {
                        doc: bson::doc! {"_id": parent_id},
                        extra: 0,
                    };
                    element.extend(pool.link(f, i));
                    let bytes = true_size(&element);
                    (Bson::Document(element.doc), bytes, element.extra)
                };
            child.extra = child.extra.saturating_add(element_extra);
            let size = element_size(
                &f.from_array_field,
                array_size(&[element_bytes], f.inverse_typical),
            );
            child.doc.insert(f.from_array_field.clone(), vec![element]);
            let shown_size = true_size(&child);
            let with_all = shown_size
                .saturating_sub(element_size(
                    &f.from_array_field,
                    array_size(&[element_bytes], 1),
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
            match (one, plain_ids) {
                (false, true) => reads::HeldIds::List,
                (false, false) => reads::HeldIds::ListOfDocs,
                (true, true) => reads::HeldIds::One,
                (true, false) => reads::HeldIds::OneDoc,
            },
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
            // The latest K queried, not copied (written more than read), or
            // a page of an unbounded list.
            f.rel
                .shown_with_parent
                .filter(|&k| k > 0 && f.rel.reads_per_write.is_some_and(|r| r < 1.0))
                .or_else(|| f.max.is_none().then_some(100)),
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

fn reference_writes(f: &Facts<'_>, l: &Layout<'_>) -> Writes {
    let (from, to) = (&f.from.name, &f.to.name);
    if !l.copies_into_to.is_empty() {
        // A change of the parent's copied field touches every child (001 part 2).
        return Writes {
            summary: written(
                &match f.max {
                    None => said("sample-parent-copies-unbounded"),
                    Some(max) => said("sample-parent-copies").count("max", max.saturating_add(1)),
                }
                .with("from", from.as_str())
                .with("to", to.as_str())
                .with("fields", quoted_list(&l.copies_into_to))
                .count("count", f.typical.saturating_add(1))
                .with("collection", f.to_collection.as_str()),
            ),
            documents: f.typical.saturating_add(1),
            documents_max: f.max.map(|max| max.saturating_add(1)),
            mongosh: None,
        };
    }
    if l.latest.is_some() {
        return Writes {
            summary: written(
                &said("sample-latest-copy")
                    .with("to", to.as_str())
                    .with("from", from.as_str()),
            ),
            documents: 2,
            documents_max: Some(2),
            mongosh: None,
        };
    }
    if !l.copies_into_from.is_empty() {
        let holders = if f.rel.cardinality == Cardinality::ManyToMany {
            f.inverse_typical
        } else {
            1
        };
        return Writes {
            summary: written(
                &said("sample-child-copies")
                    .with("to", to.as_str())
                    .with("from", from.as_str())
                    .with("fields", quoted_list(&l.copies_into_from))
                    .count("count", holders.saturating_add(1))
                    .with("collection", f.from_collection.as_str()),
            ),
            documents: holders.saturating_add(1),
            documents_max: (f.rel.cardinality != Cardinality::ManyToMany)
                .then_some(holders.saturating_add(1)),
            mongosh: None,
        };
    }
    if l.ids_in_from && (l.from_in_to || l.m2m_in_to) {
        return Writes {
            summary: written(
                &said("sample-move-ids")
                    .with("to", to.as_str())
                    .with("from", from.as_str()),
            ),
            documents: 1,
            documents_max: Some(3),
            mongosh: None,
        };
    }
    Writes {
        summary: written(
            &said("sample-own-document")
                .with("to", to.as_str())
                .with("collection", f.to_collection.as_str()),
        ),
        documents: 1,
        documents_max: Some(1),
        mongosh: None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{authors_and_books, facts, pool};
    use super::*;
    use crate::bson_size::encoded;

    #[test]
    fn parent_references_put_the_parents_id_in_each_child() {
        let model = authors_and_books(5, 10);
        let f = facts(&model);
        let variant = reference_variant(&mut pool(&model), &f, Pattern::ParentReference, None);
        assert_eq!(variant.documents["authors"].len(), 1);
        let author = &variant.documents["authors"][0].0;
        assert!(!author.contains_key("books"), "the author lists no books");
        let id = author.get_object_id("_id").expect("an ObjectId");
        let books = &variant.documents["books"];
        assert_eq!(books.len(), 3);
        for book in books {
            assert_eq!(book.0.get_object_id("author").ok(), Some(id));
        }
        assert_eq!(variant.omitted, BTreeMap::from([("books".to_owned(), 2)]));
        let largest = variant
            .documents
            .values()
            .flatten()
            .map(|doc| encoded(&doc.0))
            .max();
        assert_eq!(Some(variant.bson_bytes.shown), largest);
        // No document grows with the number of books.
        assert_eq!(variant.bson_bytes.max, Some(variant.bson_bytes.typical));
        assert_eq!(variant.bson_bytes.breaks_at, None);
        assert_eq!(variant.reads.round_trips, 2);
        assert_eq!(variant.writes.documents, 1);
    }

    #[test]
    fn child_references_list_the_ids_and_count_every_one() {
        let model = authors_and_books(5, 10);
        let f = facts(&model);
        let variant = reference_variant(&mut pool(&model), &f, Pattern::ChildReferences, None);
        let author = &variant.documents["authors"][0].0;
        let ids = author.get_array("books").expect("an array of ids");
        let books = &variant.documents["books"];
        assert_eq!(ids.len(), 3);
        for (id, book) in ids.iter().zip(books) {
            assert_eq!(id.as_object_id(), book.0.get_object_id("_id").ok());
            assert!(
                !book.0.contains_key("author"),
                "a book does not name its author"
            );
        }
        assert_eq!(
            variant.omitted,
            BTreeMap::from([("authors.books".to_owned(), 2), ("books".to_owned(), 2)])
        );
        let with = |count: usize| {
            let mut doc = author.clone();
            let all: Vec<Bson> = ids.iter().cycle().take(count).cloned().collect();
            doc.insert("books", all);
            encoded(&doc)
        };
        let largest_book = books.iter().map(|doc| encoded(&doc.0)).max().unwrap_or(0);
        assert_eq!(variant.bson_bytes.typical, with(5).max(largest_book));
        assert_eq!(variant.bson_bytes.max, Some(with(10).max(largest_book)));
    }
}

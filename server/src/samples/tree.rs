//! The variants of a tree (an entity related to itself): the children
//! nested in their parent, and the nodes as documents of their own with
//! parent references, child references, an array of ancestors or
//! materialized paths.

use std::collections::BTreeMap;

use bson::Bson;

use super::{
    Pool, documents, omit, reads, shown,
    sizes::{Growth, bson_bytes, true_size},
    values::Sized,
};
use super::{said, written};
use crate::advisor::facts::Facts;
use crate::bson_size::{OBJECT_ID_BYTES, array_size, element_size};
use crate::wire::{Advice, Pattern, Variant, Variants, Writes};

pub(super) fn tree_variants<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, advice: &Advice) -> Variants {
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
            summary: written(&said("sample-tree-one-document").with("node", &node.name)),
            documents: 1,
            documents_max: Some(1),
            mongosh: None,
        },
        warnings,
    };

    let pattern = match advice.pattern {
        Pattern::TreeChildReferences
        | Pattern::TreeArrayOfAncestors
        | Pattern::TreeMaterializedPaths => advice.pattern,
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
            Pattern::TreeMaterializedPaths => {
                let path = if is_root {
                    Bson::Null
                } else {
                    Bson::String(format!(",{},", root_id.to_hex()))
                };
                sized.doc.insert("path", path);
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
                summary: written(
                    &said("sample-tree-child-move")
                        .with("node", &node.name)
                        .with("field", children_field.as_str()),
                ),
                documents: 2,
                documents_max: Some(2),
                mongosh: None,
            },
        ),
        Pattern::TreeMaterializedPaths => (
            reads::tree_by_path(&collection, root_id),
            Writes {
                summary: written(&said("sample-tree-path-move").with("node", &node.name)),
                documents: f.typical.saturating_add(1),
                documents_max: None,
                mongosh: None,
            },
        ),
        Pattern::TreeArrayOfAncestors => (
            reads::tree_by_ancestors(&collection, root_id),
            Writes {
                summary: written(&said("sample-tree-ancestors-move").with("node", &node.name)),
                documents: f.typical.saturating_add(1),
                documents_max: None,
                mongosh: None,
            },
        ),
        _ => (
            reads::tree_children(&collection, root_id, "parent"),
            Writes {
                summary: written(&said("sample-tree-parent-move").with("node", &node.name)),
                documents: 1,
                documents_max: Some(1),
                mongosh: None,
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

//! Where each entity's data is stored: its own collection, or inside the
//! documents of the entities that embed it (and at which path), once the
//! decisions are settled.

use std::collections::VecDeque;

use super::decision::{Decision, Storage};
use super::facts::Facts;

/// An entity appears in at most this many places; beyond it, the model is a
/// dense web of embeddings and listing every copy helps nobody.
const MAX_PLACEMENTS: usize = 32;

/// Where some of an entity's data is stored: a collection (named after the
/// root entity) and the path inside its documents ("" for the top level).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    pub root: usize,
    pub path: String,
}

impl Placement {
    /// A field's path in the documents of this placement's collection.
    #[must_use]
    pub fn key(&self, field: &str) -> String {
        if self.path.is_empty() {
            field.to_owned()
        } else {
            format!("{}.{field}", self.path)
        }
    }
}

/// Where entity `e`'s data is first stored, and that collection's name; none
/// when it is not stored at all (only totals over it are).
#[must_use]
pub fn stored<'p>(
    placements: &'p [Vec<Placement>],
    collection_names: &'p [String],
    e: usize,
) -> Option<(&'p Placement, &'p String)> {
    let placement = placements.get(e)?.first()?;
    Some((placement, collection_names.get(placement.root)?))
}

/// Where each entity's data lives. An entity has its own collection unless
/// it is only ever embedded; an embedded entity is found under its parent's
/// placements. Embedding edges form a DAG here, walked in topological order.
pub fn place(
    facts: &[Facts<'_>],
    ends: &[(usize, usize)],
    decisions: &[Decision],
    entity_count: usize,
) -> (Vec<Vec<Placement>>, Vec<bool>) {
    let mut embedded_in: Vec<bool> = vec![false; entity_count];
    let mut separate: Vec<bool> = vec![false; entity_count];
    let mut discarded: Vec<bool> = vec![false; entity_count];
    let mut has_own_relationships: Vec<bool> = vec![false; entity_count];
    let mut out: Vec<Vec<usize>> = vec![Vec::new(); entity_count];
    let mut indegree: Vec<usize> = vec![0; entity_count];
    for (i, d) in decisions.iter().enumerate() {
        let Some(&(from, to)) = ends.get(i) else {
            continue;
        };
        if let Some(flag) = has_own_relationships.get_mut(from) {
            *flag = true;
        }
        if d.storage.embeds() {
            if let Some(flag) = embedded_in.get_mut(to) {
                *flag = true;
            }
            if let Some(list) = out.get_mut(from) {
                list.push(i);
            }
            if let Some(count) = indegree.get_mut(to) {
                *count += 1;
            }
        } else if d.storage == Storage::IdInEmbeddedTo {
            // Stored where the other parent embeds it.
        } else if d.storage == Storage::Discarded {
            if let Some(flag) = discarded.get_mut(to) {
                *flag = true;
            }
        } else if let Some(flag) = separate.get_mut(to) {
            *flag = true;
        }
    }
    // An entity kept only as totals in its parent has no documents of its
    // own, unless it is the parent of another relationship.
    let own: Vec<bool> = (0..entity_count)
        .map(|e| {
            let embedded = embedded_in.get(e).copied().unwrap_or(false);
            let apart = separate.get(e).copied().unwrap_or(false);
            let only_totals = discarded.get(e).copied().unwrap_or(false)
                && !embedded
                && !has_own_relationships.get(e).copied().unwrap_or(false);
            apart || (!embedded && !only_totals)
        })
        .collect();

    let mut placements: Vec<Vec<Placement>> = vec![Vec::new(); entity_count];
    let mut queue: VecDeque<usize> = (0..entity_count)
        .filter(|&e| indegree.get(e) == Some(&0))
        .collect();
    let mut visited = vec![false; entity_count];
    while let Some(node) = queue.pop_front() {
        if let Some(v) = visited.get_mut(node) {
            *v = true;
        }
        if own.get(node).copied().unwrap_or(true)
            && let Some(list) = placements.get_mut(node)
        {
            list.insert(
                0,
                Placement {
                    root: node,
                    path: String::new(),
                },
            );
        }
        let parents = placements.get(node).cloned().unwrap_or_default();
        for &rel in out.get(node).map(Vec::as_slice).unwrap_or_default() {
            let (Some(f), Some(&(_, child))) = (facts.get(rel), ends.get(rel)) else {
                continue;
            };
            let merged = decisions
                .get(rel)
                .is_some_and(|d| d.storage == Storage::Merged);
            if let Some(list) = placements.get_mut(child) {
                for parent in &parents {
                    if list.len() >= MAX_PLACEMENTS {
                        break;
                    }
                    list.push(Placement {
                        root: parent.root,
                        path: if merged {
                            parent.path.clone()
                        } else {
                            parent.key(&f.label)
                        },
                    });
                }
            }
            if let Some(count) = indegree.get_mut(child) {
                *count = count.saturating_sub(1);
                if *count == 0 {
                    queue.push_back(child);
                }
            }
        }
    }
    // Unreachable after cycle breaking; kept so that no entity is ever lost.
    for (e, seen) in visited.iter().enumerate() {
        if !seen && let Some(list) = placements.get_mut(e) {
            list.insert(
                0,
                Placement {
                    root: e,
                    path: String::new(),
                },
            );
        }
    }
    (placements, own)
}

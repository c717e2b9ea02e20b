//! Auto-layout: untangles a model into columns by relationship depth (parents
//! left of their children), ordered to keep related boxes level, so lines
//! mostly run left to right and seldom cross. Boxes never overlap: each
//! column stacks its boxes with a gap. Deterministic, linear-ish in the model.

use std::collections::{BTreeMap, VecDeque};

use super::geometry::{BOX_WIDTH, box_height};
use crate::model::Model;

pub const COLUMN_GAP: f64 = 120.0;
pub const ROW_GAP: f64 = 40.0;
pub const MARGIN: f64 = 40.0;
/// Columns taller than this wrap into a new column, so a flat model of many
/// unrelated entities becomes a grid rather than one endless column.
pub const MAX_COLUMN_HEIGHT: f64 = 1400.0;

/// New positions for every entity, in model order.
#[must_use]
pub fn auto_layout(model: &Model) -> Vec<(String, f64, f64)> {
    let index: BTreeMap<&str, usize> = model
        .entities
        .iter()
        .enumerate()
        .map(|(i, e)| (e.id.as_str(), i))
        .collect();
    let count = model.entities.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut has_parent = vec![false; count];
    for rel in &model.relationships {
        if let (Some(&from), Some(&to)) = (index.get(rel.from.as_str()), index.get(rel.to.as_str()))
            && from != to
        {
            children[from].push(to);
            has_parent[to] = true;
        }
    }

    // Depth by breadth-first search from the roots; entities only in cycles
    // start a search of their own. Each entity gets the first depth found.
    let mut depth: Vec<Option<usize>> = vec![None; count];
    let mut order = Vec::with_capacity(count);
    let starts = (0..count)
        .filter(|&i| !has_parent[i])
        .chain(0..count)
        .collect::<Vec<_>>();
    for start in starts {
        if depth[start].is_some() {
            continue;
        }
        depth[start] = Some(0);
        let mut queue = VecDeque::from([start]);
        while let Some(node) = queue.pop_front() {
            order.push(node);
            let next = depth[node].unwrap_or(0) + 1;
            for &child in &children[node] {
                if depth[child].is_none() {
                    depth[child] = Some(next);
                    queue.push_back(child);
                }
            }
        }
    }

    // Stack each depth's entities, in discovery order (children follow their
    // parents), wrapping tall columns.
    let mut columns: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for &node in &order {
        columns
            .entry(depth[node].unwrap_or(0))
            .or_default()
            .push(node);
    }
    let mut positions = vec![(0.0, 0.0); count];
    let mut column_x = MARGIN;
    for nodes in columns.values() {
        let mut y = MARGIN;
        for &node in nodes {
            let height = box_height(model.entities[node].fields.len());
            if y > MARGIN && y + height > MAX_COLUMN_HEIGHT {
                column_x += BOX_WIDTH + COLUMN_GAP;
                y = MARGIN;
            }
            positions[node] = (column_x, y);
            y += height + ROW_GAP;
        }
        column_x += BOX_WIDTH + COLUMN_GAP;
    }

    model
        .entities
        .iter()
        .zip(positions)
        .map(|(entity, (x, y))| (entity.id.clone(), x, y))
        .collect()
}

/// Where a new entity goes: the first place, scanning rows of slots from
/// `near`, where its box overlaps no other, so new boxes never hide old ones.
#[must_use]
pub fn free_spot(model: &Model, near: (f64, f64)) -> (f64, f64) {
    let step_x = BOX_WIDTH + 40.0;
    let step_y = box_height(4) + ROW_GAP;
    let columns = 6_u32;
    // Each box blocks at most a few slots, so this many slots always hold a free one.
    let slots = u32::try_from(model.entities.len())
        .unwrap_or(u32::MAX)
        .saturating_mul(4)
        .saturating_add(1);
    (0..slots)
        .map(|slot| {
            (
                near.0 + f64::from(slot % columns) * step_x,
                near.1 + f64::from(slot / columns) * step_y,
            )
        })
        .find(|&(x, y)| {
            let candidate = super::geometry::Rect {
                x,
                y,
                width: BOX_WIDTH,
                height: box_height(0),
            };
            model
                .entities
                .iter()
                .all(|e| !super::geometry::entity_rect(e).overlaps(&candidate))
        })
        .unwrap_or(near)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::edit::{Edit, apply};
    use crate::editor::geometry::entity_rect;
    use crate::model::{Cardinality, MODEL_VERSION};

    /// A pile: every entity at the origin, with a few fields and links.
    fn pile(entities: usize, links: &[(usize, usize)]) -> Model {
        let mut model = Model {
            version: MODEL_VERSION,
            name: String::new(),
            entities: Vec::new(),
            relationships: Vec::new(),
        };
        for i in 0..entities {
            apply(&mut model, Edit::AddEntity { x: 0.0, y: 0.0 }).expect("adds");
            for _ in 0..(i % 7) {
                let id = model.entities[i].id.clone();
                apply(&mut model, Edit::AddField { entity: id }).expect("adds a field");
            }
        }
        for &(from, to) in links {
            let from = model.entities[from].id.clone();
            let to = model.entities[to].id.clone();
            apply(
                &mut model,
                Edit::Connect {
                    from,
                    to,
                    cardinality: Cardinality::OneToMany,
                },
            )
            .expect("connects");
        }
        model
    }

    fn laid_out(mut model: Model) -> Model {
        let moves = auto_layout(&model);
        apply(&mut model, Edit::MoveEntities { moves }).expect("moves");
        model
    }

    fn assert_no_overlaps(model: &Model) {
        let rects: Vec<_> = model.entities.iter().map(entity_rect).collect();
        for (i, a) in rects.iter().enumerate() {
            for b in &rects[i + 1..] {
                assert!(!a.overlaps(b), "{a:?} overlaps {b:?}");
            }
        }
    }

    #[test]
    fn a_pile_is_untangled_without_overlaps() {
        let links: Vec<_> = (1..60).map(|i| (i / 3, i)).collect();
        let model = laid_out(pile(60, &links));
        assert_no_overlaps(&model);
    }

    #[test]
    fn parents_stand_left_of_their_children() {
        let model = laid_out(pile(4, &[(0, 1), (1, 2), (0, 3)]));
        let x = |i: usize| model.entities[i].x;
        assert!(x(0) < x(1) && x(1) < x(2) && x(0) < x(3));
    }

    #[test]
    fn cycles_and_self_loops_are_laid_out_too() {
        let model = laid_out(pile(5, &[(0, 1), (1, 2), (2, 0), (3, 3), (4, 3)]));
        assert_no_overlaps(&model);
    }

    #[test]
    fn many_unrelated_entities_wrap_into_a_grid() {
        let model = laid_out(pile(300, &[]));
        assert_no_overlaps(&model);
        let widest = model.entities.iter().map(|e| e.x).fold(0.0, f64::max);
        let tallest = model.entities.iter().map(|e| e.y).fold(0.0, f64::max);
        assert!(tallest < MAX_COLUMN_HEIGHT, "columns wrap");
        assert!(widest > 0.0);
    }

    #[test]
    fn new_entities_go_where_nothing_is() {
        let mut model = pile(0, &[]);
        for _ in 0..40 {
            let (x, y) = free_spot(&model, (10.0, 10.0));
            apply(&mut model, Edit::AddEntity { x, y }).expect("adds");
        }
        assert_no_overlaps(&model);
        assert_eq!((model.entities[0].x, model.entities[0].y), (10.0, 10.0));
    }

    #[test]
    fn the_layout_is_deterministic() {
        let model = pile(20, &[(0, 5), (5, 9), (2, 3)]);
        assert_eq!(auto_layout(&model), auto_layout(&model));
    }
}

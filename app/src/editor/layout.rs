//! Auto-layout: untangles a model into columns by relationship depth (parents
//! left of their children), then orders each column by the mean place of its
//! neighbours in the next one (barycentre sweeps, as in Sugiyama-style layered
//! drawing), keeping the order with the fewest crossings. Lines then mostly
//! run left to right and seldom cross. Boxes never overlap: each column
//! stacks its boxes with a gap. Deterministic.

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
    layout_with(model, true)
}

/// The layout, with or without the crossing-reducing sweeps (tests compare).
fn layout_with(model: &Model, sweep: bool) -> Vec<(String, f64, f64)> {
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

    // Each depth's entities, first in discovery order (children follow their
    // parents), then reordered to cross less; stacked, wrapping tall columns.
    let mut columns: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for &node in &order {
        columns
            .entry(depth[node].unwrap_or(0))
            .or_default()
            .push(node);
    }
    let mut columns: Vec<Vec<usize>> = columns.into_values().collect();
    if sweep {
        // Orders are judged by the crossings of the lines as drawn.
        let lines: Vec<(usize, usize)> = children
            .iter()
            .enumerate()
            .flat_map(|(from, tos)| tos.iter().map(move |&to| (from, to)))
            .collect();
        let measure = |columns: &[Vec<usize>]| {
            let positions = stack(model, columns);
            let centre = |node: usize| {
                let (x, y) = positions[node];
                let height = box_height(model.entities[node].fields.len());
                (x + BOX_WIDTH / 2.0, y + height / 2.0)
            };
            line_crossings(
                &lines
                    .iter()
                    .map(|&(from, to)| (from, to, centre(from), centre(to)))
                    .collect::<Vec<_>>(),
            )
        };
        untangle(&mut columns, &children, count, measure);
    }
    let positions = stack(model, &columns);

    model
        .entities
        .iter()
        .zip(positions)
        .map(|(entity, (x, y))| (entity.id.clone(), x, y))
        .collect()
}

/// Stacks each column's boxes top to bottom, wrapping a column that grows
/// too tall into the next.
fn stack(model: &Model, columns: &[Vec<usize>]) -> Vec<(f64, f64)> {
    let mut positions = vec![(0.0, 0.0); model.entities.len()];
    let mut column_x = MARGIN;
    for nodes in columns {
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
    positions
}

/// Barycentre sweeps over the columns: each box moves to the mean place of
/// its neighbours in the column before (sweeping right) or after (sweeping
/// left). A few sweeps settle most models; the order with the fewest
/// crossings (by `measure`) is kept, so it is never worse than the order it
/// started from.
fn untangle(
    columns: &mut [Vec<usize>],
    children: &[Vec<usize>],
    count: usize,
    measure: impl Fn(&[Vec<usize>]) -> usize,
) {
    const SWEEPS: usize = 4;
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); count];
    for (from, tos) in children.iter().enumerate() {
        for &to in tos {
            neighbours[from].push(to);
            neighbours[to].push(from);
        }
    }
    let mut column_of = vec![0; count];
    for (c, nodes) in columns.iter().enumerate() {
        for &node in nodes {
            column_of[node] = c;
        }
    }
    let mut place = vec![0.0_f64; count];
    let set_places = |columns: &[Vec<usize>], place: &mut [f64]| {
        for nodes in columns {
            for (i, &node) in nodes.iter().enumerate() {
                place[node] = i as f64;
            }
        }
    };
    set_places(columns, &mut place);
    let mut best = columns.to_vec();
    let mut fewest = measure(columns);
    for sweep in 0..2 * SWEEPS {
        if fewest == 0 {
            break;
        }
        let rightwards = sweep % 2 == 0;
        let order: Vec<usize> = if rightwards {
            (1..columns.len()).collect()
        } else {
            (0..columns.len().saturating_sub(1)).rev().collect()
        };
        for c in order {
            let beside = if rightwards { c - 1 } else { c + 1 };
            // A box without neighbours there keeps its own place as its key.
            let mut keyed: Vec<(f64, usize)> = columns[c]
                .iter()
                .map(|&node| {
                    let (sum, n) = neighbours[node]
                        .iter()
                        .filter(|&&other| column_of[other] == beside)
                        .fold((0.0, 0.0), |(sum, n), &other| (sum + place[other], n + 1.0));
                    (if n > 0.0 { sum / n } else { place[node] }, node)
                })
                .collect();
            // Stable: ties keep the order they had.
            keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
            columns[c] = keyed.into_iter().map(|(_, node)| node).collect();
            for (i, &node) in columns[c].iter().enumerate() {
                place[node] = i as f64;
            }
        }
        let now = measure(columns);
        if now < fewest {
            fewest = now;
            best = columns.to_vec();
        }
    }
    columns.clone_from_slice(&best);
}

/// How many pairs of relationship lines cross, drawn straight between box
/// centres (lines that share an entity are not counted): the measure of a
/// tangle that auto-layout keeps low.
#[must_use]
pub fn crossings(model: &Model) -> usize {
    let index: BTreeMap<&str, usize> = model
        .entities
        .iter()
        .enumerate()
        .map(|(i, e)| (e.id.as_str(), i))
        .collect();
    let centre = |id: &str| {
        let at = *index.get(id)?;
        Some((
            at,
            super::geometry::entity_rect(&model.entities[at]).center(),
        ))
    };
    let lines: Vec<_> = model
        .relationships
        .iter()
        .filter(|r| !r.is_self())
        .filter_map(|r| {
            let ((from, a), (to, b)) = (centre(&r.from)?, centre(&r.to)?);
            Some((from, to, a, b))
        })
        .collect();
    line_crossings(&lines)
}

/// A line as drawn: the entities it joins (by index) and its two ends.
type Line = (usize, usize, (f64, f64), (f64, f64));

/// Pairs of lines that cross, leaving out pairs that share an entity (they
/// meet at its box, not across the drawing).
fn line_crossings(lines: &[Line]) -> usize {
    let side = |a: (f64, f64), b: (f64, f64), p: (f64, f64)| {
        ((b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0)).signum()
    };
    let mut total = 0;
    for (i, &(f1, t1, a, b)) in lines.iter().enumerate() {
        for &(f2, t2, c, d) in &lines[i + 1..] {
            if f1 == t1 || f2 == t2 || [f2, t2].contains(&f1) || [f2, t2].contains(&t1) {
                continue;
            }
            let proper = side(a, b, c) * side(a, b, d) < 0.0 && side(c, d, a) * side(c, d, b) < 0.0;
            total += usize::from(proper);
        }
    }
    total
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
        let columns: std::collections::BTreeSet<u64> =
            model.entities.iter().map(|e| e.x.to_bits()).collect();
        let rows: std::collections::BTreeSet<u64> =
            model.entities.iter().map(|e| e.y.to_bits()).collect();
        let widest = model.entities.iter().map(|e| e.x).fold(0.0, f64::max);
        let tallest = model.entities.iter().map(|e| e.y).fold(0.0, f64::max);
        assert!(tallest < MAX_COLUMN_HEIGHT, "columns wrap");
        assert!(
            columns.len() > 10 && rows.len() > 5,
            "a grid: {columns:?} {rows:?}"
        );
        // Not a long strip either way.
        assert!(
            widest / tallest < 40.0 && tallest / widest < 4.0,
            "{widest} x {tallest}"
        );
    }

    /// The layout without the barycentre sweeps: columns in discovery order.
    fn in_discovery_order(model: &Model) -> Model {
        let mut plain = model.clone();
        let moves = auto_layout_unswept(model);
        apply(&mut plain, Edit::MoveEntities { moves }).expect("moves");
        plain
    }

    fn auto_layout_unswept(model: &Model) -> Vec<(String, f64, f64)> {
        super::layout_with(model, false)
    }

    #[test]
    fn sweeps_undo_crossings_that_discovery_order_makes() {
        // Roots 0, 1, 2 over children found in the order 5, 3, 4: the line
        // 2 -> 3 crosses 1 -> 4 until the roots are ordered 0, 2, 1.
        let links = [(0, 5), (0, 3), (1, 4), (2, 3)];
        let model = pile(6, &links);
        let before = crossings(&in_discovery_order(&model));
        let after = crossings(&laid_out(model.clone()));
        assert!(before >= 1, "the plain order crosses: {before}");
        assert_eq!(after, 0, "{before} crossings before");
    }

    #[test]
    fn the_university_lays_out_without_crossings() {
        // Student -> ID card, e-mails, courses, posts; courses -> professor.
        let model = laid_out(pile(6, &[(0, 1), (0, 2), (0, 3), (0, 4), (3, 5)]));
        assert_eq!(crossings(&model), 0);
        assert_no_overlaps(&model);
    }

    #[test]
    fn sweeps_never_make_a_model_worse() {
        // A tiny linear congruential generator: seeded, no dependency.
        let mut seed = 0x2545_f491_u64;
        let mut next = |n: usize| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            usize::try_from(seed >> 33).unwrap_or(0) % n
        };
        for _ in 0..8 {
            let links: Vec<_> = (0..70).map(|_| (next(50), next(50))).collect();
            let model = pile(50, &links);
            let swept = laid_out(model.clone());
            assert_no_overlaps(&swept);
            let before = crossings(&in_discovery_order(&model));
            let after = crossings(&swept);
            assert!(after <= before, "{after} crossings, {before} before");
        }
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

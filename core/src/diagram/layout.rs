//! Auto-layout: untangles a model into columns by relationship depth (parents
//! left of their children, as far as cycles allow). Each column starts in
//! discovery order and is then reordered by a few barycenter sweeps, down and
//! up the columns: a box moves towards the mean position of its neighbours in
//! the column beside it, which removes most crossings between neighbouring
//! columns. The best order the sweeps reach is kept, and it replaces the
//! discovery order only if its lines cross no more often. Boxes never
//! overlap: each column stacks its boxes with a gap, wrapping tall columns.
//! Deterministic (stable sorts, ties keep their order); each sweep costs about
//! `E log V`, the final check about the number of line pairs side by side.

use std::collections::{BTreeMap, VecDeque};

use super::edit::{Edit, apply};
use super::geometry::{BOX_WIDTH, Rect, box_height, entity_rect, within};
use crate::wire::model::Model;

pub const COLUMN_GAP: f64 = 120.0;
pub const ROW_GAP: f64 = 40.0;
pub const MARGIN: f64 = 40.0;
/// Columns taller than this wrap into a new column, so a flat model of many
/// unrelated entities becomes a grid rather than one endless column. Large
/// models wrap later (see [`column_height`]).
pub const MAX_COLUMN_HEIGHT: f64 = 1400.0;
/// How many down-and-up rounds of barycenter sweeps reorder the columns.
const SWEEP_ROUNDS: usize = 12;

/// New positions for every entity, in model order.
#[must_use]
pub fn auto_layout(model: &Model) -> Vec<(String, f64, f64)> {
    arrange(model, SWEEP_ROUNDS)
}

/// How many pairs of relationship lines cross, each line drawn straight from
/// the centre of one box to the centre of the other. Self-loops and pairs
/// that share an entity are left out (they always meet); lines that only
/// touch or run along one another do not count.
#[must_use]
pub fn crossings(model: &Model) -> usize {
    let index = entity_index(model);
    let centres: Vec<(f64, f64)> = model
        .entities
        .iter()
        .map(|e| entity_rect(e).center())
        .collect();
    count_crossings(&segments(&links(model, &index), &centres))
}

fn entity_index(model: &Model) -> BTreeMap<&str, usize> {
    model
        .entities
        .iter()
        .enumerate()
        .map(|(i, e)| (e.id.as_str(), i))
        .collect()
}

/// The relationships as pairs of entity indices, without self-loops or
/// dangling ends.
fn links(model: &Model, index: &BTreeMap<&str, usize>) -> Vec<(usize, usize)> {
    model
        .relationships
        .iter()
        .filter_map(|rel| Some((*index.get(rel.from.as_str())?, *index.get(rel.to.as_str())?)))
        .filter(|(from, to)| from != to)
        .collect()
}

/// A straight line between two entities' centres.
#[derive(Debug, Clone, Copy)]
struct Segment {
    a: (f64, f64),
    b: (f64, f64),
    ends: (usize, usize),
}

fn segments(links: &[(usize, usize)], centres: &[(f64, f64)]) -> Vec<Segment> {
    links
        .iter()
        .map(|&(from, to)| Segment {
            a: centres[from],
            b: centres[to],
            ends: (from, to),
        })
        .collect()
}

/// Proper crossings among `segments`: a sweep over them sorted by their left
/// end, so only pairs side by side are compared.
fn count_crossings(segments: &[Segment]) -> usize {
    let mut sorted: Vec<Segment> = segments.to_vec();
    sorted.sort_by(|p, q| p.a.0.min(p.b.0).total_cmp(&q.a.0.min(q.b.0)));
    let mut count = 0;
    for (i, p) in sorted.iter().enumerate() {
        let right = p.a.0.max(p.b.0);
        let (top, bottom) = (p.a.1.min(p.b.1), p.a.1.max(p.b.1));
        for q in sorted[i + 1..]
            .iter()
            .take_while(|q| q.a.0.min(q.b.0) <= right)
        {
            let shares_an_end = p.ends.0 == q.ends.0
                || p.ends.0 == q.ends.1
                || p.ends.1 == q.ends.0
                || p.ends.1 == q.ends.1;
            if !shares_an_end
                && q.a.1.min(q.b.1) <= bottom
                && top <= q.a.1.max(q.b.1)
                && cross(p, q)
            {
                count += 1;
            }
        }
    }
    count
}

/// Whether two segments cross at a point inside both.
fn cross(p: &Segment, q: &Segment) -> bool {
    let side = |o: (f64, f64), a: (f64, f64), b: (f64, f64)| {
        let turn = (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0);
        if turn > 0.0 {
            1
        } else if turn < 0.0 {
            -1
        } else {
            0
        }
    };
    side(p.a, p.b, q.a) * side(p.a, p.b, q.b) < 0 && side(q.a, q.b, p.a) * side(q.a, q.b, p.b) < 0
}

/// The layout itself; `rounds` of zero gives the plain discovery order.
fn arrange(model: &Model, rounds: usize) -> Vec<(String, f64, f64)> {
    let index = entity_index(model);
    let count = model.entities.len();
    let links = links(model, &index);
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); count];
    let mut has_parent = vec![false; count];
    for &(from, to) in &links {
        children[from].push(to);
        neighbours[from].push(to);
        neighbours[to].push(from);
        has_parent[to] = true;
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
    let depth: Vec<usize> = depth.into_iter().map(|d| d.unwrap_or(0)).collect();

    // Each depth's entities in discovery order (children follow their
    // parents); every depth up to the deepest holds at least one entity.
    let mut layers: Vec<Vec<usize>> = Vec::new();
    for &node in &order {
        if layers.len() <= depth[node] {
            layers.resize_with(depth[node] + 1, Vec::new);
        }
        layers[depth[node]].push(node);
    }

    let mut positions = place(model, &layers);
    if rounds > 0 && layers.len() > 1 {
        // Sweep from two starts, the discovery order and one that keeps
        // linked entities together, and keep the better result.
        let (swept, count) = sweep(layers.clone(), &depth, &neighbours, &links, rounds);
        let together = linked_order(&order, &depth, &neighbours, layers.len());
        let (other, other_count) = sweep(together, &depth, &neighbours, &links, rounds);
        let swept = if other_count < count { other } else { swept };
        if swept != layers {
            let candidate = place(model, &swept);
            let lines = |positions: &[(f64, f64)]| {
                let centres: Vec<(f64, f64)> = positions
                    .iter()
                    .zip(&model.entities)
                    .map(|(&(x, y), e)| (x + BOX_WIDTH / 2.0, y + box_height(e.fields.len()) / 2.0))
                    .collect();
                count_crossings(&segments(&links, &centres))
            };
            if lines(&candidate) <= lines(&positions) {
                positions = candidate;
            }
        }
    }

    model
        .entities
        .iter()
        .zip(positions)
        .map(|(entity, (x, y))| (entity.id.clone(), x, y))
        .collect()
}

/// The height at which columns wrap: [`MAX_COLUMN_HEIGHT`], or for a model
/// whose boxes would not fit a 16:9 rectangle that tall, the height of that
/// rectangle. A thousand imported tables then keep the shape of a screen,
/// which Fit can show whole, instead of a band 30 times wider than tall.
#[must_use]
pub fn column_height(model: &Model) -> f64 {
    let area: f64 = model
        .entities
        .iter()
        .map(|e| (BOX_WIDTH + COLUMN_GAP) * (box_height(e.fields.len()) + ROW_GAP))
        .sum();
    (area * 9.0 / 16.0).sqrt().max(MAX_COLUMN_HEIGHT)
}

/// Stacks each layer's entities in a column, wrapping tall columns.
fn place(model: &Model, layers: &[Vec<usize>]) -> Vec<(f64, f64)> {
    let wrap_at = column_height(model);
    let mut positions = vec![(0.0, 0.0); model.entities.len()];
    let mut column_x = MARGIN;
    for nodes in layers {
        let mut y = MARGIN;
        for &node in nodes {
            let height = box_height(model.entities[node].fields.len());
            if y > MARGIN && y + height > wrap_at {
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

/// Barycenter sweeps: down the layers, each ordered by its neighbours in the
/// layer before; then up, by those in the layer after; each followed by a
/// pass of swaps. Returns the order with the fewest crossings between
/// neighbouring layers, the first one on ties, and that number. Stops early
/// once rounds stop finding a better order.
fn sweep(
    mut layers: Vec<Vec<usize>>,
    depth: &[usize],
    neighbours: &[Vec<usize>],
    links: &[(usize, usize)],
    rounds: usize,
) -> (Vec<Vec<usize>>, usize) {
    let mut rank = vec![0; depth.len()];
    for layer in &layers {
        for (i, &node) in layer.iter().enumerate() {
            rank[node] = i;
        }
    }
    // Each entity's neighbours in the layer before its own and after it.
    let beside = |offset: isize| -> Vec<Vec<usize>> {
        neighbours
            .iter()
            .enumerate()
            .map(|(node, others)| {
                others
                    .iter()
                    .copied()
                    .filter(|&other| depth[node].checked_add_signed(offset) == Some(depth[other]))
                    .collect()
            })
            .collect()
    };
    let (before, after) = (beside(-1), beside(1));
    // The links between neighbouring layers, by the upper layer's depth.
    let mut between: Vec<Vec<(usize, usize)>> = vec![Vec::new(); layers.len()];
    for &(from, to) in links {
        let (upper, lower) = if depth[from] < depth[to] {
            (from, to)
        } else {
            (to, from)
        };
        if depth[lower] == depth[upper] + 1 {
            between[depth[upper]].push((upper, lower));
        }
    }
    let mut best_count = layered_crossings(&layers, &between, &rank);
    let mut best = layers.clone();
    let mut idle_rounds = 0;
    for _ in 0..rounds {
        if best_count == 0 || idle_rounds == 2 {
            break;
        }
        idle_rounds += 1;
        for pass in [Pass::Down, Pass::Up] {
            let steps: Vec<(usize, usize)> = match pass {
                Pass::Down => (1..layers.len()).map(|d| (d, d - 1)).collect(),
                Pass::Up => (0..layers.len() - 1).rev().map(|d| (d, d + 1)).collect(),
            };
            let fixed_side = match pass {
                Pass::Down => &before,
                Pass::Up => &after,
            };
            for (moving, fixed) in steps {
                let fixed_len = layers[fixed].len();
                reorder(&mut layers[moving], fixed_side, fixed_len, &mut rank);
            }
            transpose(&mut layers, [&before, &after], &mut rank);
            let count = layered_crossings(&layers, &between, &rank);
            if count < best_count {
                best_count = count;
                best.clone_from(&layers);
                idle_rounds = 0;
            }
        }
    }
    (best, best_count)
}

/// The layers filled by a breadth-first search that follows links both
/// ways, started from each entity in discovery order: linked entities land
/// near one another, which the sweeps alone may not reach from a start where
/// unrelated roots sit between them.
fn linked_order(
    order: &[usize],
    depth: &[usize],
    neighbours: &[Vec<usize>],
    layer_count: usize,
) -> Vec<Vec<usize>> {
    let mut layers: Vec<Vec<usize>> = vec![Vec::new(); layer_count];
    let mut seen = vec![false; depth.len()];
    for &start in order {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut queue = VecDeque::from([start]);
        while let Some(node) = queue.pop_front() {
            layers[depth[node]].push(node);
            for &other in &neighbours[node] {
                if !seen[other] {
                    seen[other] = true;
                    queue.push_back(other);
                }
            }
        }
    }
    layers
}

#[derive(Clone, Copy)]
enum Pass {
    Down,
    Up,
}

/// Orders one layer by the mean place of each entity's neighbours in the
/// fixed layer beside it (`fixed_side` lists them, `fixed_len` is that
/// layer's length); an entity with none there keeps its own place. Places
/// are fractions of a layer's length, so layers of any size compare.
fn reorder(layer: &mut [usize], fixed_side: &[Vec<usize>], fixed_len: usize, rank: &mut [usize]) {
    let fraction = |i: usize, len: usize| (to_f64(i) + 0.5) / to_f64(len);
    let len = layer.len();
    let mut keyed: Vec<(f64, usize)> = layer
        .iter()
        .map(|&node| {
            let others = &fixed_side[node];
            let key = if others.is_empty() {
                fraction(rank[node], len)
            } else {
                let sum: f64 = others
                    .iter()
                    .map(|&other| fraction(rank[other], fixed_len))
                    .sum();
                sum / to_f64(others.len())
            };
            (key, node)
        })
        .collect();
    // Stable: ties keep the order they had.
    keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (i, (slot, (_, node))) in layer.iter_mut().zip(keyed).enumerate() {
        *slot = node;
        rank[node] = i;
    }
}

/// Swaps neighbouring entities of a layer wherever that removes crossings
/// with the layers on either side (`sides` lists each entity's neighbours
/// there), until no swap helps or after a few passes: it frees the sweeps
/// from ties they cannot break. Each pass costs about `E log V`.
fn transpose(layers: &mut [Vec<usize>], sides: [&Vec<Vec<usize>>; 2], rank: &mut [usize]) {
    const PASSES: usize = 4;
    let (mut above, mut below) = (Vec::new(), Vec::new());
    for _ in 0..PASSES {
        let mut improved = false;
        for layer in layers.iter_mut() {
            for i in 1..layer.len() {
                let (upper, lower) = (layer[i - 1], layer[i]);
                let (mut kept, mut swapped) = (0, 0);
                for side in sides {
                    above.clear();
                    above.extend(side[upper].iter().map(|&other| rank[other]));
                    below.clear();
                    below.extend(side[lower].iter().map(|&other| rank[other]));
                    below.sort_unstable();
                    for &place in &above {
                        // A line from `upper` crosses those from `lower` that
                        // end above it; after a swap, those that end below.
                        kept += below.partition_point(|&p| p < place);
                        swapped += below.len() - below.partition_point(|&p| p <= place);
                    }
                }
                if swapped < kept {
                    layer.swap(i - 1, i);
                    rank[upper] = i;
                    rank[lower] = i - 1;
                    improved = true;
                }
            }
        }
        if !improved {
            break;
        }
    }
}

fn to_f64(n: usize) -> f64 {
    f64::from(u32::try_from(n).unwrap_or(u32::MAX))
}

/// Crossings between the links of neighbouring layers, counted as
/// inversions with a Fenwick tree: about `E log V`.
fn layered_crossings(
    layers: &[Vec<usize>],
    between: &[Vec<(usize, usize)>],
    rank: &[usize],
) -> usize {
    let mut total = 0;
    for (upper, pairs) in between.iter().enumerate() {
        let Some(lower_len) = layers.get(upper + 1).map(Vec::len) else {
            continue;
        };
        let mut ends: Vec<(usize, usize)> = pairs
            .iter()
            .map(|&(from, to)| (rank[from], rank[to]))
            .collect();
        ends.sort_unstable();
        let mut tree = vec![0_usize; lower_len + 1];
        for (seen, &(_, lower)) in ends.iter().enumerate() {
            // Earlier links ending at or above `lower` do not cross this one.
            let mut at_or_above = 0;
            let mut i = lower + 1;
            while i > 0 {
                at_or_above += tree[i];
                i &= i - 1;
            }
            total += seen - at_or_above;
            let mut i = lower + 1;
            while i <= lower_len {
                tree[i] += 1;
                i += i & i.wrapping_neg();
            }
        }
    }
    total
}

/// Where a new entity goes: the first place, scanning rows of slots from
/// `near`, where its box overlaps no other, so new boxes never hide old ones,
/// and none of `keep_clear` (the frames the canvas draws around a
/// collection's entities: a box put inside one would look nested in that
/// collection). A row holds as many boxes as fit in `width` (what the canvas
/// shows), so new boxes fill the screen before they go past it. Slots are as
/// far apart as the layout's columns: a line drawn between two neighbours
/// has room for its label and verdict icon.
#[must_use]
pub fn free_spot(model: &Model, near: (f64, f64), width: f64, keep_clear: &[Rect]) -> (f64, f64) {
    let step_x = BOX_WIDTH + COLUMN_GAP;
    let step_y = box_height(4) + ROW_GAP;
    // n boxes take n widths and the n - 1 gaps between them.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let columns = within(((width + COLUMN_GAP) / step_x).floor(), 1.0, 12.0) as u32;
    // Each box or frame blocks a few slots (a frame as many as the boxes in
    // it, and its edges some more), so this many slots always hold a free one.
    let slots = u32::try_from(model.entities.len() + keep_clear.len())
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
            let candidate = Rect {
                x,
                y,
                width: BOX_WIDTH,
                height: box_height(0),
            };
            model
                .entities
                .iter()
                .all(|e| !super::geometry::entity_rect(e).overlaps(&candidate))
                && keep_clear.iter().all(|frame| !frame.overlaps(&candidate))
        })
        .unwrap_or(near)
}

/// A model with positions as it came; one drawn elsewhere, with none at all
/// or with a good part of its boxes on top of one another (a pile), laid out.
/// A drawing with a box or two overlapping is kept as its author left it.
#[must_use]
pub fn laid_out(mut model: Model) -> Model {
    if boxes_overlapping(&model) >= (model.entities.len() / 4).max(2) {
        let moves = auto_layout(&model);
        let _ = apply(&mut model, Edit::MoveEntities { moves });
    }
    model
}

/// How many boxes overlap another: a sweep over boxes sorted by their left
/// edge, so a model without piles is checked in about n log n.
fn boxes_overlapping(model: &Model) -> usize {
    let mut rects: Vec<Rect> = model.entities.iter().map(entity_rect).collect();
    rects.sort_by(|a, b| a.x.total_cmp(&b.x));
    let mut overlapping = vec![false; rects.len()];
    for (i, a) in rects.iter().enumerate() {
        for (j, b) in rects.iter().enumerate().skip(i + 1) {
            if b.x >= a.x + a.width {
                break;
            }
            if a.overlaps(b) {
                overlapping[i] = true;
                overlapping[j] = true;
            }
        }
    }
    overlapping.into_iter().filter(|&o| o).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagram::edit::{Edit, apply, new_relationship};
    use crate::diagram::geometry::{FRAME_LABEL, FRAME_PAD, enclosing};
    use crate::wire::model::{Cardinality, MODEL_VERSION};

    #[test]
    fn a_model_without_positions_is_laid_out_and_one_with_them_kept() {
        let model: Model = serde_json::from_str(
            r#"{"version":1,"name":"m","entities":[
                {"id":"a","name":"A","fields":[]},{"id":"b","name":"B","fields":[]}],
              "relationships":[]}"#,
        )
        .expect("a model");
        let placed = super::laid_out(model);
        let (a, b) = (&placed.entities[0], &placed.entities[1]);
        assert!((a.x, a.y) != (b.x, b.y), "boxes are apart: {a:?} {b:?}");
        assert_eq!(super::laid_out(placed.clone()), placed);
    }

    #[test]
    fn a_partial_pile_is_laid_out_too() {
        let model: Model = serde_json::from_str(
            r#"{"version":1,"name":"m","entities":[
                {"id":"a","name":"A","fields":[],"x":500,"y":40},
                {"id":"b","name":"B","fields":[],"x":20,"y":20},
                {"id":"c","name":"C","fields":[],"x":30,"y":30}],
              "relationships":[]}"#,
        )
        .expect("a model");
        assert_eq!(boxes_overlapping(&model), 2);
        let placed = super::laid_out(model);
        assert_eq!(boxes_overlapping(&placed), 0, "{:?}", placed.entities);
    }

    #[test]
    fn a_drawing_with_one_overlap_keeps_its_places() {
        let entities: Vec<String> = (0..12)
            .map(|i| {
                let x = if i == 11 { 10 } else { i * 300 };
                format!(r#"{{"id":"e{i}","name":"E{i}","fields":[],"x":{x},"y":0}}"#)
            })
            .collect();
        let model: Model = serde_json::from_str(&format!(
            r#"{{"version":1,"name":"m","entities":[{}],"relationships":[]}}"#,
            entities.join(",")
        ))
        .expect("a model");
        assert_eq!(boxes_overlapping(&model), 2);
        assert_eq!(super::laid_out(model.clone()), model);
    }

    /// A pile: every entity at the origin, with a few fields and links.
    /// Built from one entity, field and relationship made by edits, copied,
    /// so a big pile is quick to make.
    fn pile(entities: usize, links: &[(usize, usize)]) -> Model {
        let mut model = Model {
            version: MODEL_VERSION,
            name: String::new(),
            entities: Vec::new(),
            relationships: Vec::new(),
        };
        apply(&mut model, Edit::AddEntity { x: 0.0, y: 0.0 }).expect("adds");
        let id = model.entities[0].id.clone();
        apply(&mut model, Edit::AddField { entity: id }).expect("adds a field");
        let mut template = model.entities.remove(0);
        let field = template.fields.remove(0);
        model.entities = (0..entities)
            .map(|i| {
                let mut entity = template.clone();
                entity.id = format!("entity_{}", i + 1);
                entity.name = format!("Entity{}", i + 1);
                entity.fields = (0..(i % 7))
                    .map(|f| {
                        let mut field = field.clone();
                        field.name = format!("field_{}", f + 1);
                        field
                    })
                    .collect();
                entity
            })
            .collect();
        model.relationships = links
            .iter()
            .enumerate()
            .map(|(n, &(from, to))| {
                new_relationship(
                    format!("r{}", n + 1),
                    model.entities[from].id.clone(),
                    model.entities[to].id.clone(),
                    Cardinality::OneToMany,
                )
            })
            .collect();
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
        let wrap_at = column_height(&model);
        let tallest = model.entities.iter().map(|e| e.y).fold(0.0, f64::max);
        assert!(tallest < wrap_at, "columns wrap");
        // One column per distinct x, in order, each stacked from the top.
        let mut columns: BTreeMap<u64, Vec<&crate::wire::model::Entity>> = BTreeMap::new();
        for entity in &model.entities {
            columns.entry(entity.x.to_bits()).or_default().push(entity);
        }
        let rows = columns.values().map(Vec::len).max().unwrap_or(0);
        assert!(
            columns.len() > 1 && rows > 1,
            "{} columns of up to {rows}",
            columns.len()
        );
        let columns: Vec<_> = columns.into_values().collect();
        // A column wraps only when the next box would not fit below it.
        for (column, next) in columns.iter().zip(&columns[1..]) {
            let bottom = column
                .iter()
                .map(|e| entity_rect(e).y + entity_rect(e).height)
                .fold(0.0, f64::max);
            let next_height = entity_rect(next[0]).height;
            assert!(
                bottom + ROW_GAP + next_height > wrap_at,
                "a column wrapped early"
            );
        }
        // So the grid is dense: its area is at most twice the boxes' area
        // with their gaps, and it is a band of full columns, not a line.
        let bounds = crate::diagram::geometry::model_bounds(&model).expect("bounds");
        let boxes: f64 = model
            .entities
            .iter()
            .map(|e| (BOX_WIDTH + COLUMN_GAP) * (entity_rect(e).height + ROW_GAP))
            .sum();
        assert!(bounds.width * bounds.height <= 2.0 * boxes, "{bounds:?}");
        let ratio = bounds.width / bounds.height;
        assert!((1.0..=12.0).contains(&ratio), "width to height {ratio}");
    }

    #[test]
    fn new_entities_go_where_nothing_is() {
        let mut model = pile(0, &[]);
        for _ in 0..40 {
            let (x, y) = free_spot(&model, (10.0, 10.0), 1560.0, &[]);
            apply(&mut model, Edit::AddEntity { x, y }).expect("adds");
        }
        assert_no_overlaps(&model);
        assert_eq!((model.entities[0].x, model.entities[0].y), (10.0, 10.0));
    }

    #[test]
    fn a_new_entity_is_not_put_inside_a_collections_frame() {
        // Two boxes a slot apart, framed as one collection: the slot between
        // them is free of boxes but inside their frame.
        let mut model = pile(0, &[]);
        let step = BOX_WIDTH + COLUMN_GAP;
        for x in [10.0, 10.0 + 2.0 * step] {
            apply(&mut model, Edit::AddEntity { x, y: 10.0 }).expect("adds");
        }
        let frame = enclosing(
            model.entities.iter().map(entity_rect),
            FRAME_PAD,
            FRAME_LABEL,
        )
        .expect("two boxes");
        assert_eq!(
            free_spot(&model, (10.0, 10.0), 1560.0, &[]),
            (10.0 + step, 10.0)
        );
        let (x, y) = free_spot(&model, (10.0, 10.0), 1560.0, &[frame]);
        let placed = Rect {
            x,
            y,
            width: BOX_WIDTH,
            height: box_height(0),
        };
        assert!(!frame.overlaps(&placed), "{placed:?} inside {frame:?}");
        assert_eq!(
            (x, y),
            (10.0 + 3.0 * step, 10.0),
            "the next slot clear of the frame"
        );
    }

    #[test]
    fn new_entities_fill_the_width_shown_before_a_new_row() {
        let mut model = pile(0, &[]);
        for _ in 0..3 {
            let (x, y) = free_spot(&model, (10.0, 10.0), 600.0, &[]);
            apply(&mut model, Edit::AddEntity { x, y }).expect("adds");
        }
        let rows: Vec<f64> = model.entities.iter().map(|e| e.y).collect();
        assert!(
            (rows[0] - rows[1]).abs() < f64::EPSILON,
            "two boxes fit in a row"
        );
        assert!(rows[2] > rows[0], "the third starts the next row");
        assert!(model.entities.iter().all(|e| e.x + BOX_WIDTH <= 610.0));
        // Neighbours leave a column's gap, room for a line's label.
        let gap = model.entities[1].x - (model.entities[0].x + BOX_WIDTH);
        assert!((gap - COLUMN_GAP).abs() < f64::EPSILON, "{gap}");
    }

    #[test]
    fn the_layout_is_deterministic() {
        let model = pile(20, &[(0, 5), (5, 9), (2, 3)]);
        assert_eq!(auto_layout(&model), auto_layout(&model));
    }

    /// The entities' positions before the sweeps: discovery order only.
    fn unswept(mut model: Model) -> Model {
        let moves = arrange(&model, 0);
        apply(&mut model, Edit::MoveEntities { moves }).expect("moves");
        model
    }

    /// A small linear congruential generator, so the tests need no crate.
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            usize::try_from(self.0 >> 33).expect("fits") % n
        }
    }

    fn random_links(seed: u64, entities: usize, links: usize) -> Vec<(usize, usize)> {
        let mut rng = Lcg(seed);
        (0..links)
            .map(|_| (rng.below(entities), rng.below(entities)))
            .collect()
    }

    #[test]
    fn crossings_are_counted_centre_to_centre() {
        // Two lines forming an X, and one sharing an end with each.
        let mut model = pile(4, &[(0, 3), (1, 2), (0, 1)]);
        let moves = vec![
            ("entity_1".to_owned(), 0.0, 0.0),
            ("entity_2".to_owned(), 0.0, 400.0),
            ("entity_3".to_owned(), 600.0, 0.0),
            ("entity_4".to_owned(), 600.0, 400.0),
        ];
        let ids: Vec<_> = model.entities.iter().map(|e| e.id.clone()).collect();
        let moves = ids
            .iter()
            .zip(moves)
            .map(|(id, (_, x, y))| (id.clone(), x, y))
            .collect();
        apply(&mut model, Edit::MoveEntities { moves }).expect("moves");
        // Box heights differ, so the centres are not a perfect rectangle; the
        // lines 0-3 and 1-2 still cross, 0-1 shares an end with both.
        assert_eq!(crossings(&model), 1);
        assert_eq!(
            crossings(&pile(3, &[(0, 1), (1, 2), (2, 0)])),
            0,
            "shared ends"
        );
    }

    #[test]
    fn sweeps_untangle_two_layers_the_discovery_order_crosses() {
        // Roots a, b, c and children z, x, y as discovered: b-y and c-x cross.
        let small = pile(6, &[(0, 5), (0, 3), (1, 4), (2, 3)]);
        // A zigzag q_0 - p_0 - q_1 - p_1 - ... - q_6, planar with the p and
        // the q in order; but the model lists the roots p in a scrambled
        // order, so discovery puts unrelated roots between linked ones.
        // Entity k is root p_(roots[k]) for k < 6, and q_(k - 6) after.
        let roots = [0, 3, 1, 4, 2, 5];
        let links: Vec<_> = roots
            .iter()
            .enumerate()
            .flat_map(|(k, &p)| [(k, 6 + p), (k, 6 + p + 1)])
            .collect();
        let zigzag = pile(13, &links);
        for (name, model) in [("small", small), ("zigzag", zigzag)] {
            let before = crossings(&unswept(model.clone()));
            let after_model = laid_out(model);
            let after = crossings(&after_model);
            eprintln!("{name}: {before} crossings before the sweeps, {after} after");
            assert!(after < before, "{name}: {after} is not below {before}");
            assert_eq!(after, 0, "{name} has a planar order");
            assert_no_overlaps(&after_model);
        }
    }

    #[test]
    fn the_university_lays_out_without_crossings() {
        let mut model = pile(0, &[]);
        let names = ["Student", "Course", "Professor", "Department", "Email"];
        for (i, name) in names.iter().enumerate() {
            apply(&mut model, Edit::AddEntity { x: 0.0, y: 0.0 }).expect("adds");
            model.entities[i].name = (*name).to_owned();
            for _ in 0..(2 + i % 3) {
                let id = model.entities[i].id.clone();
                apply(&mut model, Edit::AddField { entity: id }).expect("adds a field");
            }
        }
        let id = |name: &str| {
            let i = names.iter().position(|n| *n == name).expect("a name");
            model.entities[i].id.clone()
        };
        let connections = [
            ("Student", "Course", Cardinality::ManyToMany),
            ("Student", "Email", Cardinality::OneToFew),
            ("Professor", "Course", Cardinality::OneToMany),
            ("Department", "Professor", Cardinality::OneToMany),
            ("Department", "Course", Cardinality::OneToMany),
        ]
        .map(|(from, to, cardinality)| Edit::Connect {
            from: id(from),
            to: id(to),
            cardinality,
        });
        for edit in connections {
            apply(&mut model, edit).expect("connects");
        }
        let before = crossings(&unswept(model.clone()));
        let model = laid_out(model);
        eprintln!(
            "university: {before} crossings before the sweeps, {} after",
            crossings(&model)
        );
        assert_eq!(crossings(&model), 0);
        assert_no_overlaps(&model);
    }

    #[test]
    fn random_models_never_cross_more_than_without_sweeps() {
        let (mut before_total, mut after_total) = (0, 0);
        for seed in 1..=12 {
            let model = pile(50, &random_links(seed, 50, 60));
            let before = crossings(&unswept(model.clone()));
            let model = laid_out(model);
            let after = crossings(&model);
            eprintln!("seed {seed}: {before} crossings before the sweeps, {after} after");
            assert!(after <= before, "seed {seed}: {after} > {before}");
            assert_no_overlaps(&model);
            before_total += before;
            after_total += after;
        }
        eprintln!("all seeds: {before_total} before, {after_total} after");
        assert!(after_total < before_total, "the sweeps help somewhere");
    }

    #[test]
    fn a_thousand_entities_lay_out_without_overlaps() {
        let model = pile(1000, &random_links(7, 1000, 1500));
        let start = std::time::Instant::now();
        let moves = auto_layout(&model);
        eprintln!("1000 entities, 1500 links: {:?}", start.elapsed());
        let mut model = model;
        apply(&mut model, Edit::MoveEntities { moves }).expect("moves");
        assert_no_overlaps(&model);
        // About the shape of a screen, so Fit shows it whole at a zoom a
        // person can still read the shape at.
        let bounds = crate::diagram::geometry::model_bounds(&model).expect("bounds");
        let ratio = bounds.width / bounds.height;
        assert!((0.5..=4.0).contains(&ratio), "width to height {ratio}");
        let tree: Vec<_> = (1..1000).map(|i| (i / 3, i)).collect();
        let model = pile(1000, &tree);
        let start = std::time::Instant::now();
        let _ = auto_layout(&model);
        eprintln!("1000 entities in a tree: {:?}", start.elapsed());
    }
}

//! How a relationship is drawn between two boxes, the same on the canvas
//! and in an exported picture: side-by-side lanes for relationships between
//! the same two entities, the line's path and label point, and the
//! crow's-foot marks at its ends.

use std::collections::HashMap;

use crate::decimal::Decimal;
use crate::diagram::geometry::Rect;
use crate::wire::model::{Cardinality, Model, Relationship};

/// Space between relationships that join the same two entities.
pub const LANE_SPACING: f64 = 22.0;

/// The marks at the ends of relationship lines, in crow's-foot style: a bar
/// for one, a small foot for few, a foot for many, a double foot for
/// squillions. Shared by the canvas and the export; each styles `.mark`.
pub const END_MARKS: &str = "<marker id=\"mark-one\" viewBox=\"0 0 20 20\" refX=\"20\" refY=\"10\" \
markerUnits=\"userSpaceOnUse\" markerWidth=\"20\" markerHeight=\"20\" orient=\"auto-start-reverse\">\
<path class=\"mark\" d=\"M 12 3 V 17\"/></marker>\
<marker id=\"mark-few\" viewBox=\"0 0 20 20\" refX=\"20\" refY=\"10\" markerUnits=\"userSpaceOnUse\" \
markerWidth=\"20\" markerHeight=\"20\" orient=\"auto-start-reverse\">\
<path class=\"mark\" d=\"M 13 10 L 20 6 M 13 10 L 20 14\"/></marker>\
<marker id=\"mark-many\" viewBox=\"0 0 20 20\" refX=\"20\" refY=\"10\" markerUnits=\"userSpaceOnUse\" \
markerWidth=\"20\" markerHeight=\"20\" orient=\"auto-start-reverse\">\
<path class=\"mark\" d=\"M 6 10 L 20 2 M 6 10 L 20 18\"/></marker>\
<marker id=\"mark-squillions\" viewBox=\"0 0 20 20\" refX=\"20\" refY=\"10\" markerUnits=\"userSpaceOnUse\" \
markerWidth=\"20\" markerHeight=\"20\" orient=\"auto-start-reverse\">\
<path class=\"mark\" d=\"M 0 10 L 10 3 M 0 10 L 10 17 M 8 10 L 20 2 M 8 10 L 20 18\"/></marker>";

/// The `url(#...)` references of the marks at the start (the `from` end)
/// and the end (the `to` end) of a relationship line.
#[must_use]
pub const fn end_marks(cardinality: Cardinality) -> (&'static str, &'static str) {
    match cardinality {
        Cardinality::OneToOne => ("url(#mark-one)", "url(#mark-one)"),
        Cardinality::OneToFew => ("url(#mark-one)", "url(#mark-few)"),
        Cardinality::OneToMany => ("url(#mark-one)", "url(#mark-many)"),
        Cardinality::OneToSquillions => ("url(#mark-one)", "url(#mark-squillions)"),
        Cardinality::ManyToMany => ("url(#mark-many)", "url(#mark-many)"),
    }
}

/// Each relationship's lane: relationships between the same two entities
/// (either way round) are drawn side by side instead of on top of each
/// other, and an entity's self-loops nest inside one another. The value is
/// the sideways offset of the line, or the loop's index for a self-loop.
// Inline: compiled in the caller's crate, the map's code is shared with
// the editor's other maps of the same types instead of written twice into
// the browser's main module.
#[inline]
#[must_use]
pub fn relationship_lanes(model: &Model) -> HashMap<String, f64> {
    let mut pairs: HashMap<(&str, &str), Vec<&Relationship>> = HashMap::new();
    for rel in &model.relationships {
        let pair = if rel.from <= rel.to {
            (rel.from.as_str(), rel.to.as_str())
        } else {
            (rel.to.as_str(), rel.from.as_str())
        };
        pairs.entry(pair).or_default().push(rel);
    }
    let mut lanes = HashMap::with_capacity(model.relationships.len());
    for rels in pairs.values() {
        let middle = (rels.len() as f64 - 1.0) / 2.0;
        for (i, rel) in rels.iter().enumerate() {
            let lane = if rel.is_self() {
                i as f64
            } else {
                // Measured against the pair's own order, so A→B and B→A
                // part instead of landing on the same side.
                let side = if rel.from <= rel.to { 1.0 } else { -1.0 };
                side * (i as f64 - middle) * LANE_SPACING
            };
            lanes.insert(rel.id.clone(), lane);
        }
    }
    lanes
}

/// The path of a relationship line and where its label goes, shared by the
/// canvas and the export so both draw the same picture. `lane` comes from
/// [`relationship_lanes`].
#[must_use]
pub fn relationship_path(from: &Rect, to: &Rect, is_self: bool, lane: f64) -> (String, (f64, f64)) {
    if is_self {
        let grow = 1.0 + 0.6 * lane;
        let (x, y) = (from.x + from.width, from.y + 10.0);
        let (reach, drop) = (70.0 * grow, 40.0 * grow);
        (
            format!(
                "M {} {} c {} -{} {} {} 0 {}",
                Decimal(x),
                Decimal(y),
                Decimal(reach),
                Decimal(drop),
                Decimal(reach),
                Decimal(2.0 * drop),
                Decimal(drop)
            ),
            (
                from.x + from.width + 60.0 * grow,
                from.y + 10.0 + drop / 2.0,
            ),
        )
    } else {
        let ((fx, fy), (tx, ty)) = (from.center(), to.center());
        let (sx, sy) = from.border_towards(tx, ty);
        let (ex, ey) = to.border_towards(fx, fy);
        // Sideways for the lane: along the normal of the centre line.
        let length = (tx - fx).hypot(ty - fy).max(1.0);
        let (nx, ny) = (-(ty - fy) / length * lane, (tx - fx) / length * lane);
        (
            format!(
                "M {} {} L {} {}",
                Decimal(sx + nx),
                Decimal(sy + ny),
                Decimal(ex + nx),
                Decimal(ey + ny)
            ),
            ((sx + ex) / 2.0 + nx, (sy + ey) / 2.0 + ny - 6.0),
        )
    }
}

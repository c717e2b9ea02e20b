//! The size of an entity's box on the canvas, shared by the drawing, the
//! hit-testing of the rubber band and the auto-layout.

use std::collections::HashMap;

use crate::wire::model::{Entity, Model};

pub const BOX_WIDTH: f64 = 220.0;
pub const HEADER_HEIGHT: f64 = 34.0;
pub const ROW_HEIGHT: f64 = 22.0;
pub const BOX_PADDING: f64 = 8.0;
/// A collection's frame: its space around the boxes, and above them for
/// its caption.
pub const FRAME_PAD: f64 = 14.0;
pub const FRAME_LABEL: f64 = 18.0;

/// `value` kept between `low` and `high`. Not `f64::clamp`: its panic
/// message (for `low > high`) writes the bounds with `{:?}`, which alone
/// keeps core's float formatter in the browser's main WASM module.
#[must_use]
pub fn within(value: f64, low: f64, high: f64) -> f64 {
    value.max(low).min(high)
}

/// An axis-aligned rectangle in canvas coordinates.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

impl Rect {
    #[must_use]
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.x + other.width
            && other.x < self.x + self.width
            && self.y < other.y + other.height
            && other.y < self.y + self.height
    }

    #[must_use]
    pub fn center(&self) -> (f64, f64) {
        (self.x + self.width / 2.0, self.y + self.height / 2.0)
    }

    /// Where the segment from the centre towards `(tx, ty)` leaves the box:
    /// relationship lines start and end on the border, not in the middle.
    #[must_use]
    pub fn border_towards(&self, tx: f64, ty: f64) -> (f64, f64) {
        let (cx, cy) = self.center();
        let (dx, dy) = (tx - cx, ty - cy);
        if dx == 0.0 && dy == 0.0 {
            return (cx, cy);
        }
        let sx = if dx == 0.0 {
            f64::INFINITY
        } else {
            (self.width / 2.0) / dx.abs()
        };
        let sy = if dy == 0.0 {
            f64::INFINITY
        } else {
            (self.height / 2.0) / dy.abs()
        };
        let s = sx.min(sy);
        (cx + dx * s, cy + dy * s)
    }
}

/// The height of an entity's box: a header and one row per field (at least one
/// row, so an empty entity still has room for its "no fields" hint).
#[must_use]
pub fn box_height(field_count: usize) -> f64 {
    let rows = u32::try_from(field_count.max(1)).unwrap_or(u32::MAX);
    HEADER_HEIGHT + f64::from(rows) * ROW_HEIGHT + BOX_PADDING
}

/// The box an entity occupies.
#[must_use]
pub fn entity_rect(entity: &Entity) -> Rect {
    Rect {
        x: entity.x,
        y: entity.y,
        width: BOX_WIDTH,
        height: box_height(entity.fields.len()),
    }
}

/// The rectangle spanned by two corners given in any order (a rubber band).
#[must_use]
pub fn rect_between(a: (f64, f64), b: (f64, f64)) -> Rect {
    Rect {
        x: a.0.min(b.0),
        y: a.1.min(b.1),
        width: (a.0 - b.0).abs(),
        height: (a.1 - b.1).abs(),
    }
}

/// The topmost entity under a canvas point (the last drawn wins).
#[must_use]
pub fn entity_at(model: &Model, x: f64, y: f64) -> Option<&Entity> {
    model.entities.iter().rev().find(|e| {
        let r = entity_rect(e);
        x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height
    })
}

/// The ids of the entities a rubber band touches.
#[must_use]
pub fn entities_in(model: &Model, band: &Rect) -> Vec<String> {
    model
        .entities
        .iter()
        .filter(|e| entity_rect(e).overlaps(band))
        .map(|e| e.id.clone())
        .collect()
}

/// The bounding box of every box, with room on the right for self-loops;
/// `None` for an empty model.
#[must_use]
pub fn model_bounds(model: &Model) -> Option<Rect> {
    let mut rects = model.entities.iter().map(entity_rect);
    let first = rects.next()?;
    let (mut x0, mut y0) = (first.x, first.y);
    let (mut x1, mut y1) = (first.x + first.width + 80.0, first.y + first.height);
    for r in rects {
        x0 = x0.min(r.x);
        y0 = y0.min(r.y);
        x1 = x1.max(r.x + r.width + 80.0);
        y1 = y1.max(r.y + r.height);
    }
    Some(Rect {
        x: x0,
        y: y0,
        width: x1 - x0,
        height: y1 - y0,
    })
}

/// The part of the canvas a view shows, in canvas units: a viewport of
/// `size` pixels seen at offset `(x, y)` and `zoom`, widened by `margin`
/// pixels on every side so boxes slide in without a gap while panning.
#[must_use]
pub fn visible_area(offset: (f64, f64), zoom: f64, size: (f64, f64), margin: f64) -> Rect {
    let zoom = zoom.max(f64::EPSILON);
    Rect {
        x: (-offset.0 - margin) / zoom,
        y: (-offset.1 - margin) / zoom,
        width: (size.0 + 2.0 * margin) / zoom,
        height: (size.1 + 2.0 * margin) / zoom,
    }
}

/// Room a self-loop and a label take beyond the boxes a line joins.
const LINE_REACH: f64 = 80.0;

/// The ids of the entities and relationships to draw for `area`: what
/// touches it, plus whatever `keep` names (the selection, so a box being
/// dragged or edited never vanishes). Big models then cost what is on screen.
/// Both lists keep the model's order, which is the drawing order.
#[must_use]
pub fn visible_items(
    model: &Model,
    area: &Rect,
    keep: impl Fn(&str) -> bool,
) -> (Vec<String>, Vec<String>) {
    let rects: HashMap<&str, Rect> = model
        .entities
        .iter()
        .map(|e| (e.id.as_str(), entity_rect(e)))
        .collect();
    let entities = model
        .entities
        .iter()
        .filter(|e| keep(&e.id) || rects[e.id.as_str()].overlaps(area))
        .map(|e| e.id.clone())
        .collect();
    let relationships = model
        .relationships
        .iter()
        .filter(|r| {
            // A line stays inside the box around both of its ends.
            let reach = match (rects.get(r.from.as_str()), rects.get(r.to.as_str())) {
                (Some(a), Some(b)) => {
                    let (x0, y0) = (a.x.min(b.x), a.y.min(b.y));
                    let x1 = (a.x + a.width).max(b.x + b.width);
                    let y1 = (a.y + a.height).max(b.y + b.height);
                    Rect {
                        x: x0 - LINE_REACH,
                        y: y0 - LINE_REACH,
                        width: x1 - x0 + 2.0 * LINE_REACH,
                        height: y1 - y0 + 2.0 * LINE_REACH,
                    }
                    .overlaps(area)
                }
                // A dangling end is a validation problem; still drawn.
                _ => true,
            };
            reach || keep(&r.id) || keep(&r.from) || keep(&r.to)
        })
        .map(|r| r.id.clone())
        .collect();
    (entities, relationships)
}

/// The view after a two-finger pinch: `view` is `(x, y, zoom)` when the
/// fingers were at `before`; they are now at `after` (screen pixels). The
/// zoom follows the distance between the fingers, clamped to `zooms`, and
/// the canvas point that was between them stays between them.
#[must_use]
pub fn pinch(
    view: (f64, f64, f64),
    before: [(f64, f64); 2],
    after: [(f64, f64); 2],
    zooms: (f64, f64),
) -> (f64, f64, f64) {
    let distance = |[a, b]: [(f64, f64); 2]| (a.0 - b.0).hypot(a.1 - b.1);
    let middle = |[a, b]: [(f64, f64); 2]| ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let (x, y, zoom) = view;
    let factor = if distance(before) > 1.0 {
        distance(after) / distance(before)
    } else {
        1.0
    };
    let new_zoom = within(zoom * factor, zooms.0, zooms.1);
    let (m0, m1) = (middle(before), middle(after));
    // The canvas point under the old middle...
    let anchor = ((m0.0 - x) / zoom, (m0.1 - y) / zoom);
    // ...is drawn under the new middle.
    (
        m1.0 - anchor.0 * new_zoom,
        m1.1 - anchor.1 * new_zoom,
        new_zoom,
    )
}

/// How Fit frames a diagram: the zooms it keeps between and the empty
/// margin it leaves around it, in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Framing {
    pub min_zoom: f64,
    pub max_zoom: f64,
    pub margin: f64,
}

/// The offset and zoom that show all of `content` in a viewport of the given
/// size, within `framing`'s margin and zooms.
#[must_use]
pub fn fit(content: &Rect, viewport: (f64, f64), framing: Framing) -> (f64, f64, f64) {
    let margin = framing.margin;
    let zoom = within(
        ((viewport.0 - 2.0 * margin) / content.width.max(1.0))
            .min((viewport.1 - 2.0 * margin) / content.height.max(1.0)),
        framing.min_zoom,
        framing.max_zoom,
    );
    let x = (viewport.0 - content.width * zoom) / 2.0 - content.x * zoom;
    let y = (viewport.1 - content.height * zoom) / 2.0 - content.y * zoom;
    (x, y, zoom)
}

/// The rectangle around `rects`, `pad` wider on every side and `label`
/// taller at the top (room for a caption); `None` for no rectangles. The
/// canvas draws a collection this way around the entities embedded in it.
#[must_use]
pub fn enclosing(rects: impl IntoIterator<Item = Rect>, pad: f64, label: f64) -> Option<Rect> {
    let mut rects = rects.into_iter();
    let first = rects.next()?;
    let (mut left, mut top) = (first.x, first.y);
    let (mut right, mut bottom) = (first.x + first.width, first.y + first.height);
    for r in rects {
        left = left.min(r.x);
        top = top.min(r.y);
        right = right.max(r.x + r.width);
        bottom = bottom.max(r.y + r.height);
    }
    Some(Rect {
        x: left - pad,
        y: top - pad - label,
        width: right - left + 2.0 * pad,
        height: bottom - top + 2.0 * pad + label,
    })
}

/// How far to move a span starting at `start`, `length` long, so it lies
/// wholly inside `0..window` with `margin` to spare: 0 when it already
/// does; its start first when it is longer than the window.
#[must_use]
pub fn into_view(start: f64, length: f64, window: f64, margin: f64) -> f64 {
    if start < margin || length > window - 2.0 * margin {
        margin - start
    } else if start + length > window - margin {
        window - margin - (start + length)
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_boxes() -> Model {
        let mut model = crate::diagram::document::empty_model();
        for (x, y) in [(0.0, 0.0), (500.0, 300.0)] {
            crate::diagram::apply(&mut model, crate::diagram::Edit::AddEntity { x, y })
                .expect("adds");
        }
        model
    }

    #[test]
    fn the_topmost_box_under_a_point_is_found() {
        let model = two_boxes();
        assert_eq!(
            entity_at(&model, 10.0, 10.0).map(|e| e.id.as_str()),
            Some("entity_1")
        );
        assert_eq!(
            entity_at(&model, 510.0, 310.0).map(|e| e.id.as_str()),
            Some("entity_2")
        );
        assert!(entity_at(&model, 400.0, 10.0).is_none());
    }

    #[test]
    fn a_rubber_band_selects_what_it_touches() {
        let model = two_boxes();
        let band = rect_between((600.0, 400.0), (100.0, 20.0));
        assert_eq!(entities_in(&model, &band), ["entity_1", "entity_2"]);
        let band = rect_between((300.0, 250.0), (900.0, 900.0));
        assert_eq!(entities_in(&model, &band), ["entity_2"]);
    }

    #[test]
    fn fitting_shows_everything_centred() {
        let model = two_boxes();
        let bounds = model_bounds(&model).expect("not empty");
        let framing = Framing {
            min_zoom: 0.2,
            max_zoom: 1.0,
            margin: 40.0,
        };
        let (x, y, zoom) = fit(&bounds, (800.0, 600.0), framing);
        assert!((0.2..=1.0).contains(&zoom));
        // A small diagram is enlarged up to the framing's limit, no further.
        let small = Rect {
            x: 10.0,
            y: 10.0,
            width: 200.0,
            height: 100.0,
        };
        let larger = Framing {
            max_zoom: 2.0,
            ..framing
        };
        assert!((fit(&small, (800.0, 600.0), framing).2 - 1.0).abs() < 1e-9);
        assert!((fit(&small, (800.0, 600.0), larger).2 - 2.0).abs() < 1e-9);
        let wide = Framing {
            max_zoom: 10.0,
            ..framing
        };
        assert!((fit(&small, (800.0, 600.0), wide).2 - 3.6).abs() < 1e-9);
        // Both corners of the content land inside the viewport.
        for (cx, cy) in [
            (bounds.x, bounds.y),
            (bounds.x + bounds.width, bounds.y + bounds.height),
        ] {
            let (sx, sy) = (cx * zoom + x, cy * zoom + y);
            assert!(
                (0.0..=800.0).contains(&sx) && (0.0..=600.0).contains(&sy),
                "{sx},{sy}"
            );
        }
        assert!(model_bounds(&crate::diagram::document::empty_model()).is_none());
    }

    #[test]
    fn only_what_touches_the_view_is_drawn() {
        let mut model = two_boxes();
        for (x, y) in [(5000.0, 5000.0), (-5000.0, -5000.0)] {
            crate::diagram::apply(&mut model, crate::diagram::Edit::AddEntity { x, y })
                .expect("adds");
        }
        // entity_3 and entity_4 are far away, but the line between them
        // crosses the view; entity_1 to entity_3 starts inside it.
        for (from, to) in [("entity_3", "entity_4"), ("entity_1", "entity_3")] {
            crate::diagram::apply(
                &mut model,
                crate::diagram::Edit::Connect {
                    from: from.to_owned(),
                    to: to.to_owned(),
                    cardinality: crate::wire::model::Cardinality::OneToMany,
                },
            )
            .expect("connects");
        }
        crate::diagram::apply(
            &mut model,
            crate::diagram::Edit::Connect {
                from: "entity_3".to_owned(),
                to: "entity_3".to_owned(),
                cardinality: crate::wire::model::Cardinality::OneToMany,
            },
        )
        .expect("connects");
        let area = visible_area((0.0, 0.0), 1.0, (1280.0, 720.0), 0.0);
        let (entities, relationships) = visible_items(&model, &area, |_| false);
        assert_eq!(entities, ["entity_1", "entity_2"]);
        let ids: Vec<_> = model.relationships.iter().map(|r| r.id.clone()).collect();
        assert_eq!(relationships, ids[..2]);

        // Zoomed out, everything is in view; a kept item always is.
        let wide = visible_area((640.0, 360.0), 0.05, (1280.0, 720.0), 0.0);
        assert_eq!(visible_items(&model, &wide, |_| false).0.len(), 4);
        let (entities, relationships) = visible_items(&model, &area, |id| id == "entity_3");
        assert_eq!(entities, ["entity_1", "entity_2", "entity_3"]);
        assert_eq!(relationships, ids);
    }

    #[test]
    fn the_visible_area_follows_pan_and_zoom() {
        let area = visible_area((-100.0, 50.0), 2.0, (800.0, 600.0), 10.0);
        assert_eq!(
            area,
            Rect {
                x: 45.0,
                y: -30.0,
                width: 410.0,
                height: 310.0
            }
        );
    }

    #[test]
    fn a_pinch_zooms_around_the_fingers() {
        // Fingers spread from 100 to 200 px apart around (300, 200).
        let (x, y, zoom) = pinch(
            (0.0, 0.0, 1.0),
            [(250.0, 200.0), (350.0, 200.0)],
            [(200.0, 200.0), (400.0, 200.0)],
            (0.2, 3.0),
        );
        assert_eq!(zoom, 2.0);
        // The canvas point (300, 200) is still under the middle.
        assert_eq!((300.0 * zoom + x, 200.0 * zoom + y), (300.0, 200.0));

        // Both fingers sliding right pans; the zoom stays within its limits.
        let (x, _, zoom) = pinch(
            (0.0, 0.0, 1.0),
            [(0.0, 0.0), (100.0, 0.0)],
            [(50.0, 0.0), (150.0, 0.0)],
            (0.2, 3.0),
        );
        assert_eq!((x, zoom), (50.0, 1.0));
        let (_, _, zoom) = pinch(
            (0.0, 0.0, 1.0),
            [(0.0, 0.0), (100.0, 0.0)],
            [(0.0, 0.0), (10_000.0, 0.0)],
            (0.2, 3.0),
        );
        assert_eq!(zoom, 3.0);
    }

    #[test]
    fn boxes_grow_with_their_fields() {
        assert_eq!(box_height(0), box_height(1));
        assert!(box_height(5) > box_height(4));
    }

    #[test]
    fn lines_leave_boxes_on_their_border() {
        let rect = Rect {
            x: 0.0,
            y: 0.0,
            width: 200.0,
            height: 100.0,
        };
        assert_eq!(rect.border_towards(1000.0, 50.0), (200.0, 50.0));
        assert_eq!(rect.border_towards(100.0, -500.0), (100.0, 0.0));
        assert_eq!(rect.border_towards(100.0, 50.0), (100.0, 50.0));
    }

    #[test]
    fn touching_boxes_do_not_overlap() {
        let a = Rect {
            x: 0.0,
            y: 0.0,
            width: 10.0,
            height: 10.0,
        };
        let b = Rect {
            x: 10.0,
            y: 0.0,
            width: 10.0,
            height: 10.0,
        };
        let c = Rect {
            x: 5.0,
            y: 5.0,
            width: 10.0,
            height: 10.0,
        };
        assert!(!a.overlaps(&b));
        assert!(a.overlaps(&c));
    }

    #[test]
    fn enclosing_wraps_every_rectangle_with_room_for_a_caption() {
        let a = Rect {
            x: 0.0,
            y: 0.0,
            width: 10.0,
            height: 10.0,
        };
        let b = Rect {
            x: 30.0,
            y: -5.0,
            width: 10.0,
            height: 40.0,
        };
        assert_eq!(
            enclosing([a, b], 2.0, 5.0),
            Some(Rect {
                x: -2.0,
                y: -12.0,
                width: 44.0,
                height: 49.0
            })
        );
        assert_eq!(enclosing([], 2.0, 5.0), None);
    }

    #[test]
    fn a_span_is_moved_the_least_into_view() {
        assert!(into_view(100.0, 200.0, 1000.0, 24.0).abs() < f64::EPSILON);
        assert!((into_view(900.0, 200.0, 1000.0, 24.0) - (-124.0)).abs() < f64::EPSILON);
        assert!((into_view(-50.0, 200.0, 1000.0, 24.0) - 74.0).abs() < f64::EPSILON);
        // Longer than the window: its start shows.
        assert!((into_view(300.0, 2000.0, 1000.0, 24.0) - (-276.0)).abs() < f64::EPSILON);
    }
}

//! The size of an entity's box on the canvas, shared by the drawing, the
//! hit-testing of the rubber band and the auto-layout.

use crate::model::Entity;

pub const BOX_WIDTH: f64 = 220.0;
pub const HEADER_HEIGHT: f64 = 34.0;
pub const ROW_HEIGHT: f64 = 22.0;
pub const BOX_PADDING: f64 = 8.0;

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

#[cfg(test)]
mod tests {
    use super::*;

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
}

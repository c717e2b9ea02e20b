//! What of the diagram is on screen: the canvas's offset and zoom, its
//! element and size, and how much detail that zoom can show.

use leptos::prelude::*;

use crate::browser;
use nestlink_core::diagram::geometry::Framing;

/// The view's offset and zoom factor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct View {
    pub x: f64,
    pub y: f64,
    pub zoom: f64,
}

impl View {
    /// The view a page opens with: no offset, no zoom.
    pub const HOME: Self = Self {
        x: 0.0,
        y: 0.0,
        zoom: 1.0,
    };

    /// The canvas point under a point of the SVG element (in pixels).
    #[must_use]
    pub fn to_canvas(self, (px, py): (f64, f64)) -> (f64, f64) {
        ((px - self.x) / self.zoom, (py - self.y) / self.zoom)
    }

    /// The point of the SVG element (in pixels) over a canvas point: the
    /// inverse of [`View::to_canvas`].
    #[must_use]
    pub fn to_pixels(self, (cx, cy): (f64, f64)) -> (f64, f64) {
        (cx * self.zoom + self.x, cy * self.zoom + self.y)
    }
}

/// Low enough for Fit to show the largest model (2,000 boxes) whole on a
/// 1280x720 projector.
pub const MIN_ZOOM: f64 = 0.05;
pub const MAX_ZOOM: f64 = 3.0;
/// Fit while editing: never past 100%, so a small model keeps its size.
pub const EDITING_FRAME: Framing = Framing {
    min_zoom: MIN_ZOOM,
    max_zoom: 1.0,
    margin: 40.0,
};
/// Fit in presenter view: up to 200% with a narrow margin, so a workshop's
/// model fills the canvas and its text reads from the back of the room.
pub const PRESENTING_FRAME: Framing = Framing {
    min_zoom: MIN_ZOOM,
    max_zoom: 2.0,
    margin: 12.0,
};
/// Below this zoom, field names (12 px) would be under 6 px tall.
const DETAIL_ZOOM: f64 = 0.5;
/// Below this zoom, entity names (14 px) would be under 4 px tall.
const OVERVIEW_ZOOM: f64 = 0.3;

/// What of the diagram is on screen, and the canvas showing it.
#[derive(Clone, Copy)]
pub struct Viewport {
    /// The canvas's offset and zoom.
    pub view: RwSignal<View>,
    /// The canvas element, for its place on the page.
    pub canvas: NodeRef<leptos::html::Div>,
    /// The canvas's size in pixels, for drawing only what is on screen.
    pub canvas_size: RwSignal<Option<(f64, f64)>>,
    /// Set when a model arrives that should be shown whole.
    pub fit_requested: RwSignal<bool>,
    /// Presenter view is on: Fit frames the diagram for a projector.
    pub presenting: RwSignal<bool>,
    /// False when zoomed out so far that text could not be read: boxes then
    /// draw their fields as bars and lines drop their labels, which keeps a
    /// whole big model on screen as fast as a part of it.
    pub detailed: Memo<bool>,
    /// True when zoomed out so far that even the names could not be read:
    /// boxes are then a header over a body, nothing else, so a schema of a
    /// thousand tables can be seen whole and still follows the pointer.
    pub overview: Memo<bool>,
}

impl Viewport {
    pub(super) fn new() -> Self {
        let view = RwSignal::new(View::HOME);
        Self {
            view,
            canvas: NodeRef::new(),
            canvas_size: RwSignal::new(None),
            fit_requested: RwSignal::new(false),
            presenting: RwSignal::new(false),
            detailed: Memo::new(move |_| view.with(|v| v.zoom >= DETAIL_ZOOM)),
            overview: Memo::new(move |_| view.with(|v| v.zoom < OVERVIEW_ZOOM)),
        }
    }

    /// The canvas's place and size on the page: (left, top, width, height).
    #[must_use]
    pub fn canvas_rect(&self) -> Option<(f64, f64, f64, f64)> {
        self.canvas
            .get_untracked()
            .and_then(|canvas| browser::element_rect(&canvas))
    }

    /// Measures the canvas again, after the window or the workspace around
    /// it changed shape.
    pub fn measure_canvas(self) {
        if let Some((_, _, width, height)) = self.canvas_rect() {
            self.canvas_size.set(Some((width, height)));
        }
    }

    /// A page point (client pixels) in the canvas element's pixels.
    #[must_use]
    pub fn canvas_pixels(&self, (x, y): (f64, f64)) -> (f64, f64) {
        let (left, top, _, _) = self.canvas_rect().unwrap_or_default();
        (x - left, y - top)
    }
}

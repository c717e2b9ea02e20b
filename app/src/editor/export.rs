//! The diagram as a standalone SVG document, drawn from the model itself
//! (not copied from the page), so the export has its own styles, fits its
//! content, and native tests can check it.

use std::collections::HashMap;
use std::fmt::Write as _;

use super::geometry::{BOX_WIDTH, HEADER_HEIGHT, ROW_HEIGHT, Rect, entity_rect, model_bounds};
use crate::wire::model::{Cardinality, Model};

const MARGIN: f64 = 30.0;

const STYLE: &str = "text{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}\
.body{fill:#fff;stroke:#d9dfdb;stroke-width:1.5}.head{fill:#0f7a3d}\
.name{fill:#fff;font-weight:700;font-size:14px}.field{fill:#1c2321;font-size:13px}\
.type{fill:#55615c;font-size:12px;font-family:ui-monospace,Menlo,Consolas,monospace}\
.line{stroke:#55615c;stroke-width:2;fill:none}.mark{stroke:#55615c;stroke-width:2;fill:none}.label{fill:#1c2321;font-size:12px;paint-order:stroke;stroke:#fff;stroke-width:4px}";

/// The area the picture covers: the boxes, and the self-loops and their
/// labels that reach out to the right of their box.
fn bounds(model: &Model) -> Rect {
    let mut area = model_bounds(model).unwrap_or(Rect {
        x: 0.0,
        y: 0.0,
        width: 0.0,
        height: 0.0,
    });
    let lanes = relationship_lanes(model);
    for rel in model.relationships.iter().filter(|r| r.is_self()) {
        let (Some(entity), Some(lane)) = (model.entity(&rel.from), lanes.get(&rel.id)) else {
            continue;
        };
        let rect = entity_rect(entity);
        let grow = 1.0 + 0.6 * lane;
        // The loop's label starts 60·grow right of the box; leave room for it.
        let right = rect.x + rect.width + 60.0 * grow + 140.0;
        let bottom = rect.y + 10.0 + 80.0 * grow;
        area.width = area.width.max(right - area.x);
        area.height = area.height.max(bottom - area.y);
    }
    area
}

/// Space between relationships that join the same two entities.
const LANE_SPACING: f64 = 22.0;

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
#[must_use]
pub fn relationship_lanes(model: &Model) -> HashMap<String, f64> {
    let mut pairs: HashMap<(&str, &str), Vec<&crate::wire::model::Relationship>> = HashMap::new();
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
                "M {x} {y} c {reach} -{drop} {reach} {} 0 {drop}",
                2.0 * drop
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
            format!("M {} {} L {} {}", sx + nx, sy + ny, ex + nx, ey + ny),
            ((sx + ex) / 2.0 + nx, (sy + ey) / 2.0 + ny - 6.0),
        )
    }
}

/// The exported picture's width and height.
#[must_use]
pub fn picture_size(model: &Model) -> (f64, f64) {
    let area = bounds(model);
    (area.width + 2.0 * MARGIN, area.height + 2.0 * MARGIN)
}

/// The whole diagram as an SVG document.
#[must_use]
pub fn to_svg(model: &Model) -> String {
    let area = bounds(model);
    let (width, height) = picture_size(model);
    let mut svg = String::new();
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"{} {} {width} {height}\" role=\"img\" aria-label=\"{}\">",
        area.x - MARGIN,
        area.y - MARGIN,
        xml(&model.name)
    );
    let _ = write!(
        svg,
        "<title>{}</title><style>{STYLE}</style>\
         <defs>{END_MARKS}</defs>\
         <rect x=\"{}\" y=\"{}\" width=\"{width}\" height=\"{height}\" fill=\"#f7f8f6\"/>",
        xml(&model.name),
        area.x - MARGIN,
        area.y - MARGIN
    );
    let lanes = relationship_lanes(model);
    for rel in &model.relationships {
        let (Some(from), Some(to)) = (model.entity(&rel.from), model.entity(&rel.to)) else {
            continue;
        };
        let lane = lanes.get(&rel.id).copied().unwrap_or_default();
        let (path, (lx, ly)) =
            relationship_path(&entity_rect(from), &entity_rect(to), rel.is_self(), lane);
        let label = rel.label.clone().unwrap_or_else(|| to.name.clone());
        let (start, end) = end_marks(rel.cardinality);
        let _ = write!(
            svg,
            "<path class=\"line\" d=\"{path}\" marker-start=\"{start}\" marker-end=\"{end}\"/>\
             <text class=\"label\" x=\"{lx}\" y=\"{ly}\" text-anchor=\"middle\">{} · {}</text>",
            xml(&label),
            rel.cardinality.mark()
        );
    }
    for entity in &model.entities {
        let rect = entity_rect(entity);
        let _ = write!(
            svg,
            "<g transform=\"translate({} {})\"><rect class=\"body\" width=\"{BOX_WIDTH}\" height=\"{}\" rx=\"8\"/>\
             <rect class=\"head\" width=\"{BOX_WIDTH}\" height=\"{HEADER_HEIGHT}\" rx=\"8\"/>\
             <text class=\"name\" x=\"12\" y=\"22\">{}</text>",
            rect.x,
            rect.y,
            rect.height,
            xml(&entity.name)
        );
        for (i, field) in entity.fields.iter().enumerate() {
            let y = HEADER_HEIGHT + 16.0 + ROW_HEIGHT * f64::from(u32::try_from(i).unwrap_or(0));
            let _ = write!(
                svg,
                "<text class=\"field\" x=\"12\" y=\"{y}\">{}</text>\
                 <text class=\"type\" x=\"{}\" y=\"{y}\" text-anchor=\"end\">{}</text>",
                xml(&field.name),
                BOX_WIDTH - 12.0,
                field.field_type.as_str()
            );
        }
        svg.push_str("</g>");
    }
    svg.push_str("</svg>");
    svg
}

/// A file name for downloads: the model's name in lower case, words joined
/// by dashes, or "model" when nothing usable is left.
#[must_use]
pub fn file_stem(model: &Model) -> String {
    let stem: String = model
        .name
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        // Char by char: `str::to_lowercase` (final sigma and all) is a few KB
        // of the main WASM module for a file name.
        .map(|word| {
            word.chars()
                .flat_map(char::to_lowercase)
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("-");
    if stem.is_empty() {
        "model".to_owned()
    } else {
        stem
    }
}

/// Text made safe for an SVG text node or a double-quoted attribute.
fn xml(text: &str) -> String {
    maud::html! { (text) }.into_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::{Document, Edit};
    use crate::wire::model::Cardinality;

    fn university() -> Model {
        let mut doc = Document::default();
        doc.model.name = "University <draft>".into();
        for (x, name) in [(0.0, "Student"), (400.0, "E-mail & phone")] {
            doc.edit(Edit::AddEntity { x, y: 50.0 }).expect("adds");
            let id = doc
                .model
                .entities
                .last()
                .map(|e| e.id.clone())
                .expect("added");
            doc.edit(Edit::RenameEntity {
                id: id.clone(),
                name: name.into(),
            })
            .expect("renames");
            doc.edit(Edit::AddField { entity: id })
                .expect("adds a field");
        }
        doc.edit(Edit::Connect {
            from: "entity_1".into(),
            to: "entity_2".into(),
            cardinality: Cardinality::OneToFew,
        })
        .expect("connects");
        doc.model
    }

    #[test]
    fn the_export_names_every_entity_and_relationship() {
        let svg = to_svg(&university());
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>"));
        assert!(svg.contains(">Student</text>"));
        assert!(
            svg.contains(">E-mail &amp; phone</text>"),
            "names are escaped"
        );
        assert!(svg.contains("<title>University &lt;draft&gt;</title>"));
        assert!(svg.contains("1:few"));
        assert!(svg.contains(">field_1</text>"));
    }

    #[test]
    fn lines_end_in_their_cardinality_marks() {
        let svg = to_svg(&university());
        assert!(svg.contains("<marker id=\"mark-few\""));
        assert!(svg.contains("marker-start=\"url(#mark-one)\" marker-end=\"url(#mark-few)\""));
        assert_eq!(
            end_marks(Cardinality::ManyToMany),
            ("url(#mark-many)", "url(#mark-many)")
        );
    }

    #[test]
    fn relationships_between_the_same_entities_get_lanes_of_their_own() {
        let mut model = university();
        let mut doc = Document::new(model.clone());
        for (from, to) in [
            ("entity_2", "entity_1"),
            ("entity_1", "entity_1"),
            ("entity_1", "entity_1"),
        ] {
            doc.edit(Edit::Connect {
                from: from.into(),
                to: to.into(),
                cardinality: Cardinality::OneToMany,
            })
            .expect("connects");
        }
        model = doc.model;
        let lanes = relationship_lanes(&model);
        let lane = |i: usize| lanes[&model.relationships[i].id];
        // Student → E-mail and E-mail → Student lie side by side, a lane apart.
        let labels: Vec<_> = (0..2)
            .map(|i| {
                let rel = &model.relationships[i];
                let rect = |id: &str| entity_rect(model.entity(id).expect("exists"));
                relationship_path(&rect(&rel.from), &rect(&rel.to), false, lane(i)).1
            })
            .collect();
        let apart = (labels[0].0 - labels[1].0).hypot(labels[0].1 - labels[1].1);
        assert!((apart - LANE_SPACING).abs() < 1e-9, "{labels:?}");
        // Two self-loops on Student nest: indexes 0 and 1.
        let mut loops = vec![lane(2), lane(3)];
        loops.sort_by(f64::total_cmp);
        assert_eq!(loops, vec![0.0, 1.0]);
        // A single relationship stays on the centre line.
        assert_eq!(
            relationship_lanes(&university())[&model.relationships[0].id],
            0.0
        );
    }

    #[test]
    fn nested_self_loops_fit_in_the_picture() {
        let mut doc = Document::new(university());
        let (plain_width, _) = picture_size(&doc.model);
        for _ in 0..3 {
            doc.edit(Edit::Connect {
                from: "entity_2".into(),
                to: "entity_2".into(),
                cardinality: Cardinality::OneToMany,
            })
            .expect("connects");
        }
        let (width, _) = picture_size(&doc.model);
        let box_right = entity_rect(doc.model.entity("entity_2").expect("exists"));
        let outermost = 60.0 * (1.0 + 0.6 * 2.0);
        assert!(width > plain_width);
        assert!(
            width - MARGIN >= box_right.x + box_right.width + outermost - bounds(&university()).x,
            "{width}"
        );
    }

    #[test]
    fn an_empty_model_exports_a_valid_empty_picture() {
        let svg = to_svg(&crate::editor::document::empty_model());
        assert!(svg.contains("viewBox"));
        assert!(svg.ends_with("</svg>"));
    }

    #[test]
    fn file_names_are_plain() {
        let mut model = university();
        assert_eq!(file_stem(&model), "university-draft");
        model.name = "  ***  ".into();
        assert_eq!(file_stem(&model), "model");
    }
}

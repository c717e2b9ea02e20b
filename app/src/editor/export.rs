//! The diagram as a standalone SVG document, drawn from the model itself
//! (not copied from the page), so the export has its own styles, fits its
//! content, and native tests can check it.

use std::fmt::Write as _;

use super::geometry::{BOX_WIDTH, HEADER_HEIGHT, ROW_HEIGHT, Rect, entity_rect, model_bounds};
use crate::model::Model;

const MARGIN: f64 = 30.0;

const STYLE: &str = "text{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}\
.body{fill:#fff;stroke:#d9dfdb;stroke-width:1.5}.head{fill:#0f7a3d}\
.name{fill:#fff;font-weight:700;font-size:14px}.field{fill:#1c2321;font-size:13px}\
.type{fill:#55615c;font-size:12px;font-family:ui-monospace,Menlo,Consolas,monospace}\
.line{stroke:#55615c;stroke-width:2;fill:none}.label{fill:#1c2321;font-size:12px;paint-order:stroke;stroke:#fff;stroke-width:4px}";

/// Escapes text for XML content and attribute values: the same escaping as
/// the advice panel's HTML (`&#39;` for `'` is valid XML too).
use crate::advice::html::escape as xml;

/// The area the picture covers.
fn bounds(model: &Model) -> Rect {
    model_bounds(model).unwrap_or(Rect {
        x: 0.0,
        y: 0.0,
        width: 0.0,
        height: 0.0,
    })
}

/// The path of a relationship line and where its label goes, shared by the
/// canvas and the export so both draw the same picture.
#[must_use]
pub fn relationship_path(from: &Rect, to: &Rect, is_self: bool) -> (String, (f64, f64)) {
    if is_self {
        let (x, y) = (from.x + from.width, from.y + 10.0);
        (
            format!("M {x} {y} c 70 -40 70 80 0 40"),
            (from.x + from.width + 60.0, from.y + 30.0),
        )
    } else {
        let ((fx, fy), (tx, ty)) = (from.center(), to.center());
        let (sx, sy) = from.border_towards(tx, ty);
        let (ex, ey) = to.border_towards(fx, fy);
        (
            format!("M {sx} {sy} L {ex} {ey}"),
            ((fx + tx) / 2.0, (fy + ty) / 2.0 - 6.0),
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
         <defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" \
         markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#55615c\"/></marker></defs>\
         <rect x=\"{}\" y=\"{}\" width=\"{width}\" height=\"{height}\" fill=\"#f7f8f6\"/>",
        xml(&model.name),
        area.x - MARGIN,
        area.y - MARGIN
    );
    for rel in &model.relationships {
        let (Some(from), Some(to)) = (model.entity(&rel.from), model.entity(&rel.to)) else {
            continue;
        };
        let (path, (lx, ly)) =
            relationship_path(&entity_rect(from), &entity_rect(to), rel.is_self());
        let label = rel.label.clone().unwrap_or_else(|| to.name.clone());
        let _ = write!(
            svg,
            "<path class=\"line\" d=\"{path}\" marker-end=\"url(#arrow)\"/>\
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
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join("-");
    if stem.is_empty() {
        "model".to_owned()
    } else {
        stem
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::{Document, Edit};
    use crate::model::Cardinality;

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

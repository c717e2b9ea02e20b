//! The diagram as a standalone SVG document, drawn from the model itself
//! (not copied from the page), so the export has its own styles, fits its
//! content, and native tests can check it.

use std::collections::HashMap;

use maud::{PreEscaped, html};

use nestlink_core::diagram::geometry::{
    BOX_WIDTH, FRAME_LABEL, FRAME_PAD, HEADER_HEIGHT, ROW_HEIGHT, Rect, enclosing, entity_rect,
    model_bounds,
};
use nestlink_core::diagram::lines::{END_MARKS, end_marks, relationship_lanes, relationship_path};
use nestlink_core::wire::analysis::Pattern;
use nestlink_core::wire::model::Model;

/// What the advice adds to an exported picture, for a handout: each
/// relationship's pattern, drawn as the canvas's verdict icon, and the
/// collections holding more than one entity, drawn as frames.
#[derive(Debug, Clone, Default)]
pub struct Verdicts {
    /// Pattern by relationship id.
    pub patterns: HashMap<String, Pattern>,
    /// Collection name and the ids of the entities it holds.
    pub groups: Vec<(String, Vec<String>)>,
    /// The one-line reason by relationship id, for a picture "with advice":
    /// listed beside the diagram.
    pub reasons: HashMap<String, String>,
}

/// The advice column beside a diagram "with advice": its width, the gap
/// before it, its line height, and how many characters a line holds.
const ADVICE_WIDTH: f64 = 440.0;
const ADVICE_GAP: f64 = 40.0;
const ADVICE_LINE: f64 = 17.0;
const ADVICE_WRAP: usize = 64;

/// The first sentence of an explanation: the one line a handout gives it.
#[must_use]
pub fn first_sentence(text: &str) -> String {
    let end = text.find(". ").map_or(text.len(), |at| at + 1);
    text[..end].trim().to_owned()
}

/// Words put into lines of at most `width` characters (a longer word
/// stands alone).
fn wrapped(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

/// Each relationship with a reason: "Blog → Post: Embed an array" and its
/// reason in lines.
fn advice_entries(model: &Model, verdicts: &Verdicts) -> Vec<(String, Vec<String>)> {
    model
        .relationships
        .iter()
        .filter_map(|rel| {
            let reason = verdicts.reasons.get(&rel.id)?;
            let pattern = verdicts
                .patterns
                .get(&rel.id)
                .map_or_else(String::new, |p| crate::words::pattern_name(p.as_str()));
            let heading = format!("{}: {pattern}", model.relationship_title(rel));
            Some((heading, wrapped(reason, ADVICE_WRAP)))
        })
        .collect()
}

/// How tall the advice column is.
fn advice_height(entries: &[(String, Vec<String>)]) -> f64 {
    entries
        .iter()
        .fold(ADVICE_LINE * 2.0, |height, (_, lines)| {
            let count = u32::try_from(lines.len() + 1).unwrap_or(u32::MAX);
            height + ADVICE_LINE * f64::from(count) + 10.0
        })
}

/// The collection frames' names and rectangles, as the canvas pads them.
fn frames(model: &Model, verdicts: &Verdicts) -> Vec<(String, Rect)> {
    verdicts
        .groups
        .iter()
        .filter_map(|(name, members)| {
            let rects = members
                .iter()
                .filter_map(|id| model.entity(id))
                .map(entity_rect);
            Some((name.clone(), enclosing(rects, FRAME_PAD, FRAME_LABEL)?))
        })
        .collect()
}

const MARGIN: f64 = 30.0;

const STYLE: &str = "text{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}\
.body{fill:#fff;stroke:#d9dfdb;stroke-width:1.5}.head{fill:#0f7a3d}\
.name{fill:#fff;font-weight:700;font-size:14px}.field{fill:#1c2321;font-size:13px}\
.type{fill:#55615c;font-size:12px;font-family:ui-monospace,Menlo,Consolas,monospace}\
.line{stroke:#55615c;stroke-width:2;fill:none}.mark{stroke:#55615c;stroke-width:2;fill:none}.label{fill:#1c2321;font-size:12px;paint-order:stroke;stroke:#fff;stroke-width:4px}\
.icon-back{fill:#fff;stroke:#0f7a3d;stroke-width:1.5}.icon-outer{fill:none;stroke:#0f7a3d;stroke-width:1.5}\
.icon-inner{fill:#0f7a3d}.icon-arrow{fill:none;stroke:#0f7a3d;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}\
.frame{fill:#0f7a3d12;stroke:#0f7a3d99;stroke-width:1.5}\
.frame-name{fill:#0f7a3d;font-size:12px;font-family:ui-monospace,Menlo,Consolas,monospace}\
.advice-title{fill:#1c2321;font-size:15px;font-weight:700}.advice-heading{fill:#0f7a3d;font-size:13px;font-weight:700}\
.advice-reason{fill:#1c2321;font-size:12px}";

/// The area the picture covers: the boxes, the collection frames, and the
/// self-loops and their labels that reach out to the right of their box.
fn bounds(model: &Model, verdicts: &Verdicts) -> Rect {
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
    for (_, frame) in frames(model, verdicts) {
        let (right, bottom) = (area.x + area.width, area.y + area.height);
        area.x = area.x.min(frame.x);
        area.y = area.y.min(frame.y);
        area.width = right.max(frame.x + frame.width) - area.x;
        area.height = bottom.max(frame.y + frame.height) - area.y;
    }
    area
}

/// The area the whole picture covers: the diagram, and the advice column
/// to its right when there is one.
fn picture_area(model: &Model, verdicts: &Verdicts) -> Rect {
    let mut area = bounds(model, verdicts);
    let entries = advice_entries(model, verdicts);
    if !entries.is_empty() {
        area.width += ADVICE_GAP + ADVICE_WIDTH;
        area.height = area.height.max(advice_height(&entries));
    }
    area
}

/// The exported picture's width and height.
#[must_use]
pub fn picture_size(model: &Model, verdicts: &Verdicts) -> (f64, f64) {
    let area = picture_area(model, verdicts);
    (area.width + 2.0 * MARGIN, area.height + 2.0 * MARGIN)
}

/// One relationship as drawn: its line, where its label sits, its label,
/// its end marks, and the pattern the advice chose for it.
struct DrawnLine<'m> {
    path: String,
    label_at: (f64, f64),
    label: &'m str,
    ends: (&'static str, &'static str),
    mark: &'static str,
    pattern: Option<Pattern>,
}

/// Every relationship whose two ends are in the model, as drawn.
fn drawn_lines<'m>(model: &'m Model, verdicts: &Verdicts) -> Vec<DrawnLine<'m>> {
    let lanes = relationship_lanes(model);
    model
        .relationships
        .iter()
        .filter_map(|rel| {
            let (from, to) = (model.entity(&rel.from)?, model.entity(&rel.to)?);
            let lane = lanes.get(&rel.id).copied().unwrap_or_default();
            let (path, label_at) =
                relationship_path(&entity_rect(from), &entity_rect(to), rel.is_self(), lane);
            Some(DrawnLine {
                path,
                label_at,
                label: rel.label.as_deref().unwrap_or(&to.name),
                ends: end_marks(rel.cardinality),
                mark: rel.cardinality.mark(),
                pattern: verdicts.patterns.get(&rel.id).copied(),
            })
        })
        .collect()
}

/// The inside of a verdict icon: a box in a box for an embedding, an arrow
/// for a reference, and a dot beside the arrow for a reference with copies.
fn icon_shape(pattern: Pattern) -> &'static str {
    if pattern.embeds() {
        "<rect x=\"-6\" y=\"-6\" width=\"12\" height=\"12\" rx=\"2\" class=\"icon-outer\"/>\
         <rect x=\"-2.5\" y=\"-2.5\" width=\"5\" height=\"5\" class=\"icon-inner\"/>"
    } else if pattern.copies_fields() {
        "<path d=\"M -6 0 H 5 M 1 -4 L 5 0 L 1 4\" class=\"icon-arrow\"/>\
         <circle cx=\"-5\" cy=\"-4\" r=\"2\" class=\"icon-inner\"/>"
    } else {
        "<path d=\"M -6 0 H 5 M 1 -4 L 5 0 L 1 4\" class=\"icon-arrow\"/>"
    }
}

/// The advice column's lines from the top `y` down: (baseline, class, text).
fn advice_rows(top: f64, entries: Vec<(String, Vec<String>)>) -> Vec<(f64, &'static str, String)> {
    let mut y = top;
    let mut rows = Vec::new();
    for (heading, lines) in entries {
        y += ADVICE_LINE + 10.0;
        rows.push((y, "advice-heading", heading));
        for line in lines {
            y += ADVICE_LINE;
            rows.push((y, "advice-reason", line));
        }
    }
    rows
}

/// The baseline of an entity's `row`th field, from the box's top.
fn field_baseline(row: usize) -> f64 {
    HEADER_HEIGHT + 16.0 + ROW_HEIGHT * f64::from(u32::try_from(row).unwrap_or(0))
}

/// The whole diagram as an SVG document, with the advice's verdicts. Every
/// name is written by `maud`, which escapes text and attributes as it
/// writes them; only the fixed styles and shapes go in as they are. Each
/// element is closed (`{}`), not left open as HTML's void elements are, so
/// the file is well-formed XML.
#[must_use]
pub fn to_svg(model: &Model, verdicts: &Verdicts) -> String {
    let diagram = bounds(model, verdicts);
    let area = picture_area(model, verdicts);
    let (width, height) = (area.width + 2.0 * MARGIN, area.height + 2.0 * MARGIN);
    let (left, top) = (area.x - MARGIN, area.y - MARGIN);
    let entries = advice_entries(model, verdicts);
    let advice_x = diagram.x + diagram.width + ADVICE_GAP;
    let advice_title_y = area.y + ADVICE_LINE;
    let has_advice = !entries.is_empty();
    let rows = advice_rows(advice_title_y, entries);
    html! {
        svg xmlns="http://www.w3.org/2000/svg" width=(width) height=(height)
            viewBox={ (left) " " (top) " " (width) " " (height) }
            role="img" aria-label=(model.name) {
            title { (model.name) }
            style { (PreEscaped(STYLE)) }
            defs { (PreEscaped(END_MARKS)) }
            rect x=(left) y=(top) width=(width) height=(height) fill="#f7f8f6" {}
            @for (name, frame) in frames(model, verdicts) {
                rect class="frame" x=(frame.x) y=(frame.y) width=(frame.width)
                    height=(frame.height) rx="10" {}
                text class="frame-name" x=(frame.x + 10.0) y=(frame.y + 14.0) {
                    "collection " (name)
                }
            }
            @for line in drawn_lines(model, verdicts) {
                @let (lx, ly) = line.label_at;
                path class="line" d=(line.path) marker-start=(line.ends.0)
                    marker-end=(line.ends.1) {}
                text class="label" x=(lx) y=(ly) text-anchor="middle" {
                    (line.label) " · " (line.mark)
                }
                @if let Some(pattern) = line.pattern {
                    g class="verdict-icon" data-pattern=(pattern.as_str())
                        transform={ "translate(" (lx) " " (ly - 20.0) ")" } {
                        title { (crate::words::pattern_name(pattern.as_str())) }
                        circle r="10" class="icon-back" {}
                        (PreEscaped(icon_shape(pattern)))
                    }
                }
            }
            @for entity in &model.entities {
                @let rect = entity_rect(entity);
                g transform={ "translate(" (rect.x) " " (rect.y) ")" } {
                    rect class="body" width=(BOX_WIDTH) height=(rect.height) rx="8" {}
                    rect class="head" width=(BOX_WIDTH) height=(HEADER_HEIGHT) rx="8" {}
                    text class="name" x="12" y="22" { (entity.name) }
                    @for (row, field) in entity.fields.iter().enumerate() {
                        text class="field" x="12" y=(field_baseline(row)) { (field.name) }
                        text class="type" x=(BOX_WIDTH - 12.0) y=(field_baseline(row))
                            text-anchor="end" { (field.field_type.as_str()) }
                    }
                }
            }
            @if has_advice {
                g class="advice" {
                    text class="advice-title" x=(advice_x) y=(advice_title_y) { "Advice" }
                    @for (y, class, words) in rows {
                        text class=(class) x=(advice_x) y=(y) { (words) }
                    }
                }
            }
        }
    }
    .into_string()
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

#[cfg(test)]
mod tests {
    use super::*;
    use nestlink_core::diagram::lines::LANE_SPACING;
    use nestlink_core::diagram::{Document, Edit};
    use nestlink_core::wire::model::Cardinality;

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

    /// Whatever the names hold, the export is one well-formed XML document
    /// whose names are text: no element or attribute comes from a name.
    #[test]
    fn the_export_is_well_formed_xml_with_names_kept_as_text() {
        const HOSTILE: &str = "\"><script>alert('x')</script><g onload=\"x\" &amp; ]]>";
        let mut model = university();
        model.name = HOSTILE.into();
        model.entities[0].name = HOSTILE.into();
        model.entities[0].fields[0].name = HOSTILE.into();
        model.relationships[0].label = Some(HOSTILE.into());
        let relationship = model.relationships[0].id.clone();
        let ids = model.entities.iter().map(|e| e.id.clone()).collect();
        let verdicts = Verdicts {
            patterns: HashMap::from([(relationship.clone(), Pattern::EmbedArray)]),
            groups: vec![(HOSTILE.into(), ids)],
            reasons: HashMap::from([(relationship, HOSTILE.into())]),
        };
        let svg = to_svg(&model, &verdicts);
        let document = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{e}: {svg}"));
        let root = document.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(root.attribute("aria-label"), Some(HOSTILE));
        let elements: Vec<_> = document.descendants().filter(|n| n.is_element()).collect();
        for element in &elements {
            let tag = element.tag_name().name();
            assert!(tag != "script", "{svg}");
            assert!(
                element.attributes().all(|a| a.name() != "onload"),
                "{tag} has an attribute from a name"
            );
        }
        let texts: Vec<String> = elements
            .iter()
            .filter(|e| e.tag_name().name() == "text")
            .map(|e| e.text().unwrap_or_default().to_owned())
            .collect();
        for expected in [
            HOSTILE.to_owned(),
            format!("collection {HOSTILE}"),
            format!("{HOSTILE} · 1:few"),
        ] {
            assert!(texts.contains(&expected), "{expected:?} in {texts:?}");
        }
        assert!(
            texts.iter().any(|t| t.starts_with("\"><script>")),
            "the reason's first line, as text"
        );
        let icons = elements
            .iter()
            .filter(|e| e.attribute("class") == Some("verdict-icon"))
            .count();
        assert_eq!(icons, 1);
    }

    #[test]
    fn the_export_names_every_entity_and_relationship() {
        let svg = to_svg(&university(), &Verdicts::default());
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
        let svg = to_svg(&university(), &Verdicts::default());
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
        let (plain_width, _) = picture_size(&doc.model, &Verdicts::default());
        for _ in 0..3 {
            doc.edit(Edit::Connect {
                from: "entity_2".into(),
                to: "entity_2".into(),
                cardinality: Cardinality::OneToMany,
            })
            .expect("connects");
        }
        let (width, _) = picture_size(&doc.model, &Verdicts::default());
        let box_right = entity_rect(doc.model.entity("entity_2").expect("exists"));
        let outermost = 60.0 * (1.0 + 0.6 * 2.0);
        assert!(width > plain_width);
        assert!(
            width - MARGIN
                >= box_right.x + box_right.width + outermost
                    - bounds(&university(), &Verdicts::default()).x,
            "{width}"
        );
    }

    #[test]
    fn an_empty_model_exports_a_valid_empty_picture() {
        let svg = to_svg(
            &nestlink_core::diagram::document::empty_model(),
            &Verdicts::default(),
        );
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

    #[test]
    fn a_handout_carries_the_verdict_icons_and_collection_frames() {
        let model = university();
        let first = model.relationships[0].id.clone();
        let members: Vec<String> = model
            .entities
            .iter()
            .take(2)
            .map(|e| e.id.clone())
            .collect();
        let verdicts = Verdicts {
            patterns: HashMap::from([(first, Pattern::EmbedArray)]),
            groups: vec![("students <&>".to_owned(), members)],
            reasons: HashMap::new(),
        };
        let svg = to_svg(&model, &verdicts);
        assert!(
            svg.contains("class=\"verdict-icon\" data-pattern=\"embed-array\""),
            "{svg}"
        );
        assert!(svg.contains("<title>Embed an array</title>"), "{svg}");
        assert!(svg.contains("collection students &lt;&amp;&gt;"), "{svg}");
        assert_eq!(svg.matches("class=\"verdict-icon\"").count(), 1);
        // The frame reaches above the boxes: the picture grows to hold it.
        let (_, plain) = picture_size(&model, &Verdicts::default());
        let (_, framed) = picture_size(&model, &verdicts);
        assert!(framed > plain, "{framed} > {plain}");
    }

    #[test]
    fn with_advice_each_reason_stands_beside_the_diagram() {
        let model = university();
        let first = &model.relationships[0];
        let reason = first_sentence(
            "Few <small> e-mails are read with their student, so they live inside it. Also more.",
        );
        assert_eq!(
            reason,
            "Few <small> e-mails are read with their student, so they live inside it."
        );
        let verdicts = Verdicts {
            patterns: HashMap::from([(first.id.clone(), Pattern::EmbedArray)]),
            groups: Vec::new(),
            reasons: HashMap::from([(first.id.clone(), reason)]),
        };
        let svg = to_svg(&model, &verdicts);
        assert!(svg.contains("Embed an array</text>"), "{svg}");
        assert!(
            svg.contains("Few &lt;small&gt; e-mails are read with their student, so"),
            "{svg}"
        );
        assert!(
            svg.contains(">inside it.</text>"),
            "the reason wraps: {svg}"
        );
        let (plain, _) = picture_size(&model, &Verdicts::default());
        let (with_advice, _) = picture_size(&model, &verdicts);
        assert!((with_advice - plain - ADVICE_GAP - ADVICE_WIDTH).abs() < 1e-9);
    }
}

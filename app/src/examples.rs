//! The worked examples the server keeps (`GET /api/v1/examples`), as the
//! gallery and the editor's menu list and open them.

use serde::Deserialize;

use crate::editor::geometry::{Rect, entity_rect};
use crate::editor::{Edit, apply, layout::auto_layout};
use crate::model::Model;

/// One entry of the gallery.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ExampleSummary {
    pub slug: String,
    pub title: String,
    pub summary: String,
}

/// The editor address that opens an example.
#[must_use]
pub fn editor_link(slug: &str) -> String {
    format!("/editor#example={slug}")
}

/// The example an editor address names (`#example=slug`), if any.
#[must_use]
pub fn slug_from_fragment(fragment: &str) -> Option<String> {
    let slug = fragment.strip_prefix("#example=")?;
    let plain = !slug.is_empty()
        && slug.len() <= 64
        && slug
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    plain.then(|| slug.to_owned())
}

/// Reads `GET /api/v1/examples`.
///
/// # Errors
/// A sentence to show when the list could not be had.
pub fn read_list(status: u16, body: &str) -> Result<Vec<ExampleSummary>, String> {
    if status != 200 {
        return Err(format!(
            "The examples could not be loaded (HTTP {status}); reload the page to try again."
        ));
    }
    serde_json::from_str(body)
        .map_err(|_| "The list of examples could not be read; reload the page.".to_owned())
}

/// Reads `GET /api/v1/examples/{slug}`: the model as stored (the editor
/// lays it out with [`laid_out`] if it would open as a pile).
///
/// # Errors
/// A sentence to show when the example could not be opened.
pub fn read_model(status: u16, body: &str) -> Result<Model, String> {
    match status {
        200 => serde_json::from_str(body)
            .map_err(|_| "The example could not be read; reload the page.".to_owned()),
        404 => Err("There is no such example; pick one from the list.".to_owned()),
        _ => Err(format!(
            "The example could not be loaded (HTTP {status}); try again in a moment."
        )),
    }
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

    #[test]
    fn an_example_address_names_its_slug() {
        let link = editor_link("product-parts");
        let fragment = link.strip_prefix("/editor").expect("an editor link");
        assert_eq!(
            slug_from_fragment(fragment).as_deref(),
            Some("product-parts")
        );
        assert_eq!(slug_from_fragment("#m=abc"), None);
        assert_eq!(slug_from_fragment("#example="), None);
        assert_eq!(slug_from_fragment("#example=../etc"), None);
        assert_eq!(slug_from_fragment(""), None);
    }

    #[test]
    fn a_model_without_positions_is_laid_out_and_one_with_them_kept() {
        let model: Model = serde_json::from_str(
            r#"{"version":1,"name":"m","entities":[
                {"id":"a","name":"A","fields":[]},{"id":"b","name":"B","fields":[]}],
              "relationships":[]}"#,
        )
        .expect("a model");
        let placed = laid_out(model);
        let (a, b) = (&placed.entities[0], &placed.entities[1]);
        assert!((a.x, a.y) != (b.x, b.y), "boxes are apart: {a:?} {b:?}");
        assert_eq!(laid_out(placed.clone()), placed);
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
        let placed = laid_out(model);
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
        assert_eq!(laid_out(model.clone()), model);
    }

    #[test]
    fn answers_are_read_by_status() {
        assert_eq!(
            read_list(200, r#"[{"slug":"u","title":"U","summary":"S"}]"#).map(|l| l.len()),
            Ok(1)
        );
        assert!(read_list(500, "").is_err());
        assert!(
            read_model(404, "")
                .expect_err("not found")
                .contains("no such example")
        );
        assert!(read_model(200, "{").is_err());
    }
}

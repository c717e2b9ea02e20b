//! My models: every model this browser keeps, each under a key of its own,
//! so starting, forking or opening one never writes over another. The list
//! keeps them in the order they were last saved, the latest first.
//!
//! Plain logic over a [`Shelf`] (the browser's storage, or a map in tests).

use crate::browser;
use crate::words::{fill, text};
use nestlink_core::diagram::document::{Document, STORAGE_KEY};
use nestlink_core::diagram::edit::Edit;

/// The list: the models' ids, one a line, the last saved first.
pub const INDEX_KEY: &str = "nestlink.models";
/// A model's saved document is kept under this prefix and its id.
const MODEL_PREFIX: &str = "nestlink.model.";
/// The last model deleted, for "Undo delete": its id, its place in the
/// list, then its saved document, one a line.
const DELETED_KEY: &str = "nestlink.deleted";
/// The fragment that names one of this browser's models: `/editor#mine=ID`.
const ADDRESS_PREFIX: &str = "#mine=";

/// Where saved text is kept.
pub trait Shelf {
    fn load(&self, key: &str) -> Option<String>;
    /// False when the text could not be kept (storage full or blocked).
    fn save(&mut self, key: &str, value: &str) -> bool;
    fn remove(&mut self, key: &str);
}

/// The browser's `localStorage`.
pub struct BrowserShelf;

impl Shelf for BrowserShelf {
    fn load(&self, key: &str) -> Option<String> {
        browser::load(key)
    }
    fn save(&mut self, key: &str, value: &str) -> bool {
        browser::save(key, value)
    }
    fn remove(&mut self, key: &str) {
        browser::remove(key);
    }
}

/// One model of the list, as "My models" shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub id: String,
    /// The model's name; `None` when its save cannot be read (it is kept).
    pub name: Option<String>,
    pub entities: usize,
    pub relationships: usize,
}

fn model_key(id: &str) -> String {
    format!("{MODEL_PREFIX}{id}")
}

/// The address that reopens a model in this browser.
#[must_use]
pub fn address(id: &str) -> String {
    format!("/editor{ADDRESS_PREFIX}{id}")
}

/// The model an address's fragment names, if it names one.
#[must_use]
pub fn named_in(fragment: &str) -> Option<&str> {
    fragment
        .strip_prefix(ADDRESS_PREFIX)
        .filter(|id| !id.is_empty() && id.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// A new model's id: the time in milliseconds and a random number, so two
/// tabs starting a model at once still differ.
#[must_use]
pub fn id_from(millis: u64, random: u64) -> String {
    format!("{millis}{random:010}")
}

/// A fresh id from the browser's clock and random numbers.
#[must_use]
pub fn fresh_id() -> String {
    let (millis, random) = browser::entropy();
    id_from(millis, random)
}

/// The models' ids, the last saved first.
pub fn ids(shelf: &impl Shelf) -> Vec<String> {
    shelf
        .load(INDEX_KEY)
        .map(|text| {
            text.lines()
                .filter(|id| !id.is_empty())
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

fn write_ids(shelf: &mut impl Shelf, ids: &[String]) -> bool {
    shelf.save(INDEX_KEY, &ids.join("\n"))
}

/// A model's saved document.
pub fn load(shelf: &impl Shelf, id: &str) -> Option<String> {
    shelf.load(&model_key(id))
}

/// A model's saved document, read; `None` when there is none or it cannot
/// be read (it is kept as it is).
pub fn read(shelf: &impl Shelf, id: &str) -> Option<Document> {
    load(shelf, id).and_then(|json| Document::from_saved_json(&json).ok())
}

/// Saves a model's document and moves it to the top of the list.
pub fn save(shelf: &mut impl Shelf, id: &str, json: &str) -> bool {
    if !shelf.save(&model_key(id), json) {
        return false;
    }
    let mut list = ids(shelf);
    if list.first().is_some_and(|first| first == id) {
        return true;
    }
    list.retain(|other| other != id);
    list.insert(0, id.to_owned());
    write_ids(shelf, &list)
}

/// The model to open: the one the address names when this browser has it,
/// else the last saved.
pub fn chosen(shelf: &impl Shelf, named: Option<&str>) -> Option<String> {
    let list = ids(shelf);
    named
        .filter(|id| list.iter().any(|other| other == id))
        .map(str::to_owned)
        .or_else(|| list.into_iter().next())
}

/// On the first start with a list, the one save that earlier versions kept,
/// and the copy they set aside before something replaced it, become its
/// entries. Their old keys are left as they are.
pub fn migrate(shelf: &mut impl Shelf, mut fresh_id: impl FnMut() -> String) {
    if shelf.load(INDEX_KEY).is_some() {
        return;
    }
    let mut kept: Vec<String> = Vec::new();
    let mut list = Vec::new();
    let old: Vec<String> = [STORAGE_KEY.to_owned(), format!("{STORAGE_KEY}.previous")]
        .iter()
        .filter_map(|key| shelf.load(key))
        .collect();
    for json in old {
        if kept.contains(&json) {
            continue;
        }
        let id = fresh_id();
        if !shelf.save(&model_key(&id), &json) {
            // Storage refused: try again on the next start.
            return;
        }
        kept.push(json);
        list.push(id);
    }
    write_ids(shelf, &list);
}

/// Every model of the list, read for "My models".
pub fn entries(shelf: &impl Shelf) -> Vec<Entry> {
    ids(shelf)
        .into_iter()
        .map(|id| {
            let doc = read(shelf, &id);
            Entry {
                name: doc.as_ref().map(|d| d.model.name.clone()),
                entities: doc.as_ref().map_or(0, |d| d.model.entities.len()),
                relationships: doc.as_ref().map_or(0, |d| d.model.relationships.len()),
                id,
            }
        })
        .collect()
}

/// Renames a model that is not open (as an undoable step of its own
/// history), in place in the list.
pub fn rename(shelf: &mut impl Shelf, id: &str, name: String) -> Result<(), String> {
    let mut doc = read(shelf, id).ok_or_else(|| text("not-renamed"))?;
    doc.edit(Edit::RenameModel { name })
        .map_err(|e| e.to_string())?;
    if shelf.save(&model_key(id), &doc.to_saved_json()) {
        Ok(())
    } else {
        Err(full())
    }
}

fn full() -> String {
    text("storage-full")
}

/// Copies a model under a new id, named as a copy, just below it.
pub fn duplicate(shelf: &mut impl Shelf, id: &str, new_id: &str) -> Result<(), String> {
    let doc = read(shelf, id).ok_or_else(|| text("not-copied-model"))?;
    let mut model = doc.model;
    model.name = fill("copy-of", &[("name", &model.name)]);
    if !shelf.save(&model_key(new_id), &Document::new(model).to_saved_json()) {
        return Err(full());
    }
    let mut list = ids(shelf);
    let place = list
        .iter()
        .position(|other| other == id)
        .map_or(0, |i| i + 1);
    list.insert(place, new_id.to_owned());
    write_ids(shelf, &list);
    Ok(())
}

/// Deletes a model, keeping it (and its place) until the next delete, so
/// "Undo delete" can bring it back.
pub fn delete(shelf: &mut impl Shelf, id: &str) -> Result<(), String> {
    let json = load(shelf, id).unwrap_or_default();
    let mut list = ids(shelf);
    let place = list
        .iter()
        .position(|other| other == id)
        .unwrap_or(list.len());
    if !shelf.save(DELETED_KEY, &format!("{id}\n{place}\n{json}")) {
        return Err(full());
    }
    list.retain(|other| other != id);
    write_ids(shelf, &list);
    shelf.remove(&model_key(id));
    Ok(())
}

/// The name of the model "Undo delete" would bring back.
pub fn deleted_name(shelf: &impl Shelf) -> Option<String> {
    let kept = shelf.load(DELETED_KEY)?;
    let json = kept.splitn(3, '\n').nth(2)?;
    Some(Document::from_saved_json(json).map_or_else(
        |_| text("a-model"),
        |d| format!("\"{}\"", nestlink_core::bidi::isolated(&d.model.name)),
    ))
}

/// Brings the last deleted model back to its place in the list.
pub fn undo_delete(shelf: &mut impl Shelf) -> bool {
    let Some(kept) = shelf.load(DELETED_KEY) else {
        return false;
    };
    let mut parts = kept.splitn(3, '\n');
    let (Some(id), Some(place), Some(json)) = (parts.next(), parts.next(), parts.next()) else {
        return false;
    };
    if !shelf.save(&model_key(id), json) {
        return false;
    }
    let mut list = ids(shelf);
    list.retain(|other| other != id);
    let place = place.parse::<usize>().unwrap_or(0).min(list.len());
    list.insert(place, id.to_owned());
    write_ids(shelf, &list);
    shelf.remove(DELETED_KEY);
    true
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use nestlink_core::diagram::document::empty_model;

    #[derive(Default)]
    struct Map(HashMap<String, String>);

    impl Shelf for Map {
        fn load(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn save(&mut self, key: &str, value: &str) -> bool {
            self.0.insert(key.to_owned(), value.to_owned());
            true
        }
        fn remove(&mut self, key: &str) {
            self.0.remove(key);
        }
    }

    fn saved(name: &str) -> String {
        let mut model = empty_model();
        model.name = name.to_owned();
        Document::new(model).to_saved_json()
    }

    fn counter() -> impl FnMut() -> String {
        let mut n = 0;
        move || {
            n += 1;
            format!("m{n}")
        }
    }

    fn names(shelf: &Map) -> Vec<String> {
        entries(shelf)
            .into_iter()
            .map(|e| e.name.unwrap_or_default())
            .collect()
    }

    #[test]
    fn the_old_single_save_and_its_copy_aside_become_entries_and_stay() {
        let mut shelf = Map::default();
        shelf.save(STORAGE_KEY, &saved("Mine"));
        shelf.save(&format!("{STORAGE_KEY}.previous"), &saved("Before"));
        let before = shelf.0.clone();
        migrate(&mut shelf, counter());
        assert_eq!(names(&shelf), ["Mine", "Before"]);
        for (key, value) in before {
            assert_eq!(shelf.0.get(&key), Some(&value), "{key} is kept as it was");
        }
        // Only on the first start: a second start adds nothing.
        migrate(&mut shelf, counter());
        assert_eq!(ids(&shelf), ["m1", "m2"]);
    }

    #[test]
    fn a_copy_aside_equal_to_the_save_is_one_entry_and_no_save_is_an_empty_list() {
        let mut shelf = Map::default();
        shelf.save(STORAGE_KEY, &saved("Mine"));
        shelf.save(&format!("{STORAGE_KEY}.previous"), &saved("Mine"));
        migrate(&mut shelf, counter());
        assert_eq!(names(&shelf), ["Mine"]);
        let mut empty = Map::default();
        migrate(&mut empty, counter());
        assert_eq!(empty.load(INDEX_KEY).as_deref(), Some(""));
        assert!(ids(&empty).is_empty());
    }

    #[test]
    fn saving_puts_a_model_first_and_never_touches_another() {
        let mut shelf = Map::default();
        save(&mut shelf, "a", &saved("A"));
        save(&mut shelf, "b", &saved("B"));
        assert_eq!(ids(&shelf), ["b", "a"]);
        save(&mut shelf, "a", &saved("A2"));
        assert_eq!(names(&shelf), ["A2", "B"]);
        assert_eq!(chosen(&shelf, None).as_deref(), Some("a"));
        assert_eq!(chosen(&shelf, Some("b")).as_deref(), Some("b"));
        assert_eq!(chosen(&shelf, Some("gone")).as_deref(), Some("a"));
    }

    #[test]
    fn rename_duplicate_delete_and_undo() {
        let mut shelf = Map::default();
        save(&mut shelf, "b", &saved("B"));
        save(&mut shelf, "a", &saved("A"));
        rename(&mut shelf, "b", "Blog".to_owned()).expect("renamed");
        duplicate(&mut shelf, "a", "c").expect("copied");
        assert_eq!(names(&shelf), ["A", "A (copy)", "Blog"]);
        delete(&mut shelf, "c").expect("deleted");
        assert_eq!(names(&shelf), ["A", "Blog"]);
        assert_eq!(deleted_name(&shelf).as_deref(), Some("\"A (copy)\""));
        assert!(undo_delete(&mut shelf));
        assert_eq!(names(&shelf), ["A", "A (copy)", "Blog"]);
        assert_eq!(deleted_name(&shelf), None);
        assert!(!undo_delete(&mut shelf));
        // The renamed model can undo its rename.
        let mut blog =
            Document::from_saved_json(&load(&shelf, "b").expect("kept")).expect("readable");
        assert!(blog.undo());
        assert_eq!(blog.model.name, "B");
    }

    #[test]
    fn ids_and_addresses() {
        assert_eq!(id_from(0, 0), "00000000000");
        assert_eq!(id_from(1_795_000_000_000, 35), "17950000000000000000035");
        let id = id_from(1_795_000_000_000, 4_000_000_000);
        assert!(id.bytes().all(|b| b.is_ascii_alphanumeric()));
        assert_eq!(named_in(&address(&id)[7..]), Some(id.as_str()));
        assert_eq!(named_in("#mine="), None);
        assert_eq!(named_in("#mine=../x"), None);
        assert_eq!(named_in("#example=blog"), None);
    }
}

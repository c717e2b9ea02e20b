//! `docs/api.md`, the contract a person reads, against the OpenAPI document
//! the server serves: every route, every key of the model and of the
//! analysis, and every fixed word is on the page, and every route, key and
//! finding code the page's tables name is in the document. Neither can
//! change without the other.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::common::{body_json, get, send};

fn page() -> String {
    let path = format!("{}/../docs/api.md", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).expect("docs/api.md is readable")
}

async fn document() -> Value {
    body_json(send(get("/api/openapi.json")).await).await
}

/// The code spans of a piece of Markdown: `a`, `b c`.
fn code_spans(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// Every word of the page written as code (`key`) or quoted ("key").
fn written(page: &str) -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    for span in code_spans(page) {
        words.insert(span.to_owned());
        for quoted in span.split('"').skip(1).step_by(2) {
            words.insert(quoted.to_owned());
        }
    }
    words
}

/// The first cells of the rows of each table whose first header is
/// `header`.
fn first_cells<'p>(page: &'p str, header: &str) -> Vec<&'p str> {
    let mut cells = Vec::new();
    let mut in_table = false;
    let mut previous_was_row = false;
    for line in page.lines() {
        let row = line.starts_with('|');
        let first = line.split('|').nth(1).map(str::trim).unwrap_or_default();
        if row && !previous_was_row {
            in_table = first == header;
        } else if row && in_table && !first.starts_with("---") {
            cells.push(first);
        }
        previous_was_row = row;
    }
    cells
}

fn schema<'d>(document: &'d Value, name: &str) -> &'d Value {
    &document["components"]["schemas"][name]
}

fn properties(document: &Value, name: &str) -> Vec<String> {
    schema(document, name)["properties"]
        .as_object()
        .unwrap_or_else(|| panic!("{name} has properties"))
        .keys()
        .cloned()
        .collect()
}

const KEYED: [&str; 24] = [
    "Model",
    "Entity",
    "Field",
    "Relationship",
    "Analysis",
    "Advice",
    "Variant",
    "BsonBytes",
    "Reads",
    "Writes",
    "Cost",
    "Collection",
    "EntityAdvice",
    "Finding",
    "Rule",
    "Index",
    "Denormalization",
    "ErrorDetail",
    "ImportNote",
    "SessionStarted",
    "LiveSnapshot",
    "Subtype",
    "Growth",
    "Age",
];

#[tokio::test]
async fn every_route_of_the_document_is_on_the_page_and_no_other() {
    let (page, document) = (page(), document().await);
    let spans: BTreeSet<&str> = code_spans(&page).into_iter().collect();
    let mut documented = BTreeSet::new();
    for (path, item) in document["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("a path item").keys() {
            let route = format!("{} {path}", method.to_uppercase());
            assert!(
                spans.contains(route.as_str()),
                "{route} is not in docs/api.md"
            );
            documented.insert(route);
        }
    }
    for route in first_cells(&page, "route") {
        for span in code_spans(route) {
            assert!(
                documented.contains(span),
                "docs/api.md names {span}, which the server does not serve"
            );
        }
    }
}

#[tokio::test]
async fn every_key_and_word_of_the_document_is_on_the_page() {
    let (page, document) = (page(), document().await);
    let words = written(&page);
    for name in KEYED {
        for key in properties(&document, name) {
            assert!(words.contains(&key), "{name}.{key} is not in docs/api.md");
        }
    }
    for (name, schema) in document["components"]["schemas"]
        .as_object()
        .expect("schemas")
    {
        for word in schema["enum"].as_array().into_iter().flatten() {
            let word = word.as_str().expect("a word");
            assert!(
                words.contains(word),
                "{name} \"{word}\" is not in docs/api.md"
            );
        }
    }
}

#[tokio::test]
async fn every_key_and_code_the_page_lists_is_in_the_document() {
    let (page, document) = (page(), document().await);
    let keys: BTreeSet<String> = KEYED
        .iter()
        .flat_map(|name| properties(&document, name))
        .collect();
    let listed = first_cells(&page, "key");
    assert!(listed.len() > 60, "the key tables are read: {listed:?}");
    for cell in listed {
        for key in code_spans(cell) {
            assert!(
                keys.contains(key),
                "docs/api.md lists `{key}`, which no schema has"
            );
        }
    }
    let codes: BTreeSet<&str> = schema(&document, "FindingCode")["enum"]
        .as_array()
        .expect("the finding codes")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    let listed = first_cells(&page, "code");
    assert_eq!(listed.len(), codes.len(), "one row per finding code");
    for cell in listed {
        for code in code_spans(cell) {
            assert!(
                codes.contains(code),
                "docs/api.md lists the finding `{code}`, which the server does not have"
            );
        }
    }
}

#[test]
fn tables_are_read_by_their_first_header() {
    let page =
        "| key | meaning |\n|---|---|\n| `a`, `b` | x |\n\n| code | x |\n|---|---|\n| `c` | y |\n";
    assert_eq!(first_cells(page, "key"), ["`a`, `b`"]);
    assert_eq!(first_cells(page, "code"), ["`c`"]);
    assert_eq!(code_spans("`a`, `b`"), ["a", "b"]);
    assert!(written("`{\"id\", \"url\"}`").contains("url"));
}

//! Models in and out: SQL DDL imported through the API (a golden schema of
//! every foreign-key form), the exports (a mongosh script run against a
//! stand-in for mongosh, Mermaid, validators), and the command line.

use std::process::{Command, Stdio};

use axum::{
    body::Body,
    http::{Request, StatusCode, header},
};
use bson::Bson;
use nestlink::{answer::analyze_with_samples, http::extract::parse_model};
use nestlink_core::wire::{model::Cardinality, validate::validate};
use serde_json::Value;

use crate::common::{body_bytes, body_json, body_text, model, model_text, scratch_dir, send};

const GOLDEN_DDL: &str = include_str!("../imports/bookshop.sql");
const GOLDEN_IMPORT: &str = "tests/imports/bookshop.json";

fn post(uri: &str, content_type: &str, body: impl Into<Body>) -> Request<Body> {
    Request::post(uri)
        .header(header::CONTENT_TYPE, content_type)
        .body(body.into())
        .expect("a request")
}

#[tokio::test]
async fn the_golden_schema_imports_as_its_golden_model() {
    let response = send(post("/api/v1/import/sql", "application/sql", GOLDEN_DDL)).await;
    assert_eq!(response.status(), StatusCode::OK);
    let answer = body_json(response).await;
    let path = format!("{}/{GOLDEN_IMPORT}", env!("CARGO_MANIFEST_DIR"));
    let pretty = serde_json::to_string_pretty(&answer).expect("JSON") + "\n";
    // NESTLINK_BLESS=1 writes the golden file anew after a deliberate change.
    if std::env::var_os("NESTLINK_BLESS").is_some() {
        std::fs::write(&path, &pretty).expect("the golden file is written");
    }
    let golden = std::fs::read_to_string(&path).expect("the golden import exists");
    assert_eq!(pretty, golden, "the import changed; see {GOLDEN_IMPORT}");

    let model = parse_model(answer["model"].to_string().as_bytes()).expect("a valid model");
    let entities: Vec<&str> = model.entities.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(
        entities,
        [
            "Customer",
            "Loyalty card",
            "Address",
            "Publisher",
            "Author",
            "Book",
            "Category",
            "Order",
            "Review"
        ],
        "the three join tables are relationships, not entities"
    );
    let kind = |from: &str, to: &str| {
        model
            .relationships
            .iter()
            .find(|rel| rel.from == from && rel.to == to)
            .map(|rel| rel.cardinality)
    };
    assert_eq!(
        kind("customers", "loyalty_cards"),
        Some(Cardinality::OneToOne)
    );
    assert_eq!(kind("customers", "addresses"), Some(Cardinality::OneToMany));
    assert_eq!(kind("publishers", "books"), Some(Cardinality::OneToMany));
    assert_eq!(
        kind("categories", "categories"),
        Some(Cardinality::OneToMany)
    );
    assert_eq!(kind("books", "authors"), Some(Cardinality::ManyToMany));
    assert_eq!(kind("books", "categories"), Some(Cardinality::ManyToMany));
    assert_eq!(kind("addresses", "orders"), Some(Cardinality::OneToMany));
    let lines = model
        .relationships
        .iter()
        .find(|rel| rel.from == "orders" && rel.to == "books")
        .expect("order lines join orders and books");
    let own: Vec<&str> = lines.link_fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(own, ["quantity", "unit_price"]);

    // One click from relational to document: the import goes to the advice.
    let analysis = analyze_with_samples(&model);
    assert_eq!(analysis.relationships.len(), model.relationships.len());
    // Each foreign key keeps its direction until a fact says otherwise: the
    // child keeps its parent's id, with an index on it; none is turned
    // into an array in the parent.
    for (from, to) in [
        ("customers", "addresses"),
        ("publishers", "books"),
        ("addresses", "orders"),
    ] {
        let (r, _) = model
            .relationships
            .iter()
            .enumerate()
            .find(|(_, rel)| rel.from == from && rel.to == to)
            .expect("the relationship");
        let advice = &analysis.relationships[r];
        assert_eq!(
            advice.pattern,
            nestlink::advisor::Pattern::ParentReference,
            "{from} -> {to}"
        );
        assert!(
            advice
                .indexes
                .iter()
                .any(|index| index.collection == to && index.keys.0.len() == 1),
            "{from} -> {to}: {:?}",
            advice.indexes
        );
    }
    // Told that a customer's addresses are shown with it, embedding is
    // weighed again.
    let mut shown = model.clone();
    if let Some(rel) = shown
        .relationships
        .iter_mut()
        .find(|rel| rel.from == "customers" && rel.to == "addresses")
    {
        rel.read_together = true;
        rel.max = Some(Some(5));
    }
    let embedded = analyze_with_samples(&shown);
    assert!(
        embedded
            .relationships
            .iter()
            .any(|advice| advice.pattern == nestlink::advisor::Pattern::EmbedArray),
        "{:?}",
        embedded
            .relationships
            .iter()
            .map(|a| a.pattern)
            .collect::<Vec<_>>()
    );
}

#[tokio::test]
async fn sql_that_cannot_be_imported_says_what_and_where() {
    let response = send(post(
        "/api/v1/import/sql",
        "text/plain",
        "CREATE TABLE a (id INT);\nCREATE TABLE b (id INT,, name TEXT);",
    ))
    .await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let error = body_json(response).await;
    assert_eq!(error["error"]["code"], "invalid_sql");
    assert_eq!(error["error"]["line"], 2);
    assert!(error["error"]["column"].as_u64().is_some(), "{error}");
    assert!(
        error["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("line 2")),
        "{error}"
    );

    let response = send(post("/api/v1/import/sql", "text/plain", "SELECT 1;")).await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        body_json(response).await["error"]["code"],
        "nothing_to_import"
    );

    let response = send(post("/api/v1/import/sql", "text/plain", vec![0xff, 0xfe])).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    assert_eq!(body_json(response).await["error"]["code"], "invalid_text");

    let huge = "-- padding\n".repeat(100_000);
    let response = send(post("/api/v1/import/sql", "text/plain", huge)).await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
}

/// Runs a mongosh script against the stand-in and reads what it created.
fn run_in_stand_in(script: &str) -> Value {
    let dir = scratch_dir();
    let path = dir.join("export.js");
    std::fs::write(&path, script).expect("the script is written");
    let stand_in = format!(
        "{}/tests/imports/mongosh-stand-in.cjs",
        env!("CARGO_MANIFEST_DIR")
    );
    let output = Command::new("node")
        .arg(stand_in)
        .arg(&path)
        .output()
        .expect("node runs (make test installs it)");
    assert!(
        output.status.success(),
        "the script runs: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the stand-in prints JSON")
}

fn bson(value: &Value) -> Bson {
    Bson::try_from(value.clone()).expect("Extended JSON")
}

/// The script's comments name each collection's entities as people named
/// them, and a name cannot end a comment to run code of its own.
#[tokio::test]
async fn the_mongosh_comments_name_the_entities_and_a_name_cannot_break_out() {
    let mut hostile = model("university");
    hostile.entities[0].name = "Student\nthrow new Error(1)//".to_owned();
    hostile.entities[1].name = "Card\u{2028}throw new Error(2)".to_owned();
    let text = serde_json::to_string(&hostile).expect("JSON");
    let response = send(post("/api/v1/export/mongosh", "application/json", text)).await;
    assert_eq!(response.status(), StatusCode::OK);
    let script = body_text(response).await;
    let students = script
        .lines()
        .find(|line| line.starts_with("// Student"))
        .expect("the students' comment names Student");
    assert!(
        students.contains("Student throw new Error(1)//"),
        "{students}"
    );
    assert!(
        !script.contains("// entity_") && !script.contains("// student,"),
        "ids"
    );
    // The stand-in runs it: nothing threw.
    let created = run_in_stand_in(&script);
    assert!(created.as_object().is_some_and(|made| !made.is_empty()));
}

#[tokio::test]
async fn the_mongosh_export_creates_every_collection_with_its_validator_indexes_and_sample() {
    for name in [
        "university",
        "sensor-readings",
        "theater-screenings",
        "policy-history",
    ] {
        let response = send(post(
            "/api/v1/export/mongosh",
            "application/json",
            model_text(name),
        ))
        .await;
        assert_eq!(response.status(), StatusCode::OK, "{name}");
        assert!(
            response.headers()[header::CONTENT_DISPOSITION]
                .to_str()
                .is_ok_and(
                    |value| value.starts_with("attachment; filename=") && value.ends_with(".js\"")
                ),
        );
        let created = run_in_stand_in(&body_text(response).await);
        let analysis = analyze_with_samples(&model(name));
        let created = created.as_object().expect("collections by name");
        assert_eq!(created.len(), analysis.collections.len(), "{name}");
        for collection in &analysis.collections {
            let made = &created[&collection.name];
            // A time series collection is created with its options and
            // no validator, which it would not take.
            let timeseries = collection
                .timeseries
                .as_ref()
                .map(|doc| Bson::Document(doc.0.clone()));
            assert_eq!(
                Some(bson(&made["timeseries"])).filter(|v| *v != Bson::Null),
                timeseries,
                "{name}: {}'s time series options",
                collection.name
            );
            let validator = collection
                .validator
                .as_ref()
                .filter(|_| timeseries.is_none())
                .map(|doc| Bson::Document(doc.0.clone()));
            assert_eq!(
                Some(bson(&made["validator"])).filter(|v| *v != Bson::Null),
                validator,
                "{name}: {}'s validator",
                collection.name
            );
            let indexes: Vec<(Value, bool)> = collection
                .indexes
                .iter()
                .map(|index| {
                    (
                        serde_json::to_value(&index.keys).expect("keys"),
                        index.unique,
                    )
                })
                .collect();
            let made_indexes: Vec<(Value, bool)> = made["indexes"]
                .as_array()
                .expect("indexes")
                .iter()
                .map(|index| (index["keys"].clone(), index["unique"] == true))
                .collect();
            assert_eq!(
                made_indexes, indexes,
                "{name}: {}'s indexes",
                collection.name
            );
            let documents: Vec<Bson> = made["documents"]
                .as_array()
                .expect("documents")
                .iter()
                .map(bson)
                .collect();
            let samples: Vec<Bson> = collection
                .sample
                .iter()
                .map(|doc| Bson::Document(doc.0.clone()))
                .collect();
            assert_eq!(
                documents, samples,
                "{name}: {}'s documents keep their BSON types",
                collection.name
            );
        }
    }
}

#[tokio::test]
async fn a_hostile_name_stays_inside_its_string_in_the_script() {
    let mut json: Value = serde_json::from_str(&model_text("university")).expect("JSON");
    if let Some(fields) = json["entities"][0]["fields"].as_array_mut() {
        fields.push(
            serde_json::json!({"name": "\"); throw new Error('escaped'); (\"", "type": "string"}),
        );
    }
    json["name"] = Value::from("*/ throw new Error('escaped') /*\nnext");
    let response = send(post(
        "/api/v1/export/mongosh",
        "application/json",
        json.to_string(),
    ))
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    let created = run_in_stand_in(&body_text(response).await);
    assert!(created.as_object().is_some_and(|c| !c.is_empty()));
}

#[tokio::test]
async fn mermaid_and_validators_describe_the_model_and_its_collections() {
    let mermaid = |format: &'static str| async move {
        let response = send(post(
            &format!("/api/v1/export/{format}"),
            "application/json",
            model_text("university"),
        ))
        .await;
        assert_eq!(response.status(), StatusCode::OK);
        assert!(
            response.headers()[header::CONTENT_TYPE]
                .to_str()
                .is_ok_and(|value| value.starts_with("text/vnd.mermaid"))
        );
        body_text(response).await
    };
    // One diagram a file: Mermaid refuses a second `erDiagram` in one text.
    let drawn = mermaid("mermaid-model").await;
    assert_eq!(drawn.matches("erDiagram").count(), 1, "{drawn}");
    let university = model("university");
    for entity in &university.entities {
        assert!(
            drawn.contains(&format!("{}[\"{}\"] {{", entity.id, entity.name)),
            "{drawn}"
        );
    }
    let collections = mermaid("mermaid").await;
    assert_eq!(collections.matches("erDiagram").count(), 1, "{collections}");
    for collection in analyze_with_samples(&university).collections {
        assert!(
            collections.contains(&format!("    {} {{", collection.name)),
            "{collections}"
        );
    }

    let response = send(post(
        "/api/v1/export/json-schema",
        "application/json",
        model_text("university"),
    ))
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    let validators: Value = serde_json::from_slice(&body_bytes(response).await).expect("JSON");
    let analysis = analyze_with_samples(&university);
    assert_eq!(
        validators.as_object().map(serde_json::Map::len),
        Some(analysis.collections.len())
    );
    for collection in &analysis.collections {
        assert!(
            validators[&collection.name]["$jsonSchema"].is_object(),
            "{}",
            collection.name
        );
    }

    let response = send(post(
        "/api/v1/export/pdf",
        "application/json",
        model_text("university"),
    ))
    .await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(body_json(response).await["error"]["code"], "not_found");
}

/// Runs the binary's command line; (exit code, stdout, stderr).
fn nestlink(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_nestlink"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    if let Some(mut input) = child.stdin.take() {
        input
            .write_all(stdin.unwrap_or_default().as_bytes())
            .expect("stdin");
    }
    let output = child.wait_with_output().expect("the binary ends");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn the_command_line_does_the_endpoints_work() {
    let dir = scratch_dir();
    let sql = dir.join("bookshop.sql");
    std::fs::write(&sql, GOLDEN_DDL).expect("written");
    let (code, model_json, notes) =
        nestlink(&["import", "sql", sql.to_str().expect("utf-8")], None);
    assert_eq!(code, 0, "{notes}");
    assert!(notes.contains("note: line"), "{notes}");
    let imported: nestlink_core::wire::model::Model =
        serde_json::from_str(&model_json).expect("a model");
    assert_eq!(validate(&imported), []);

    let (code, text, _) = nestlink(&["analyze", "-"], Some(&model_text("university")));
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("Student -> Email"), "{text}");
    let (code, json, _) = nestlink(&["analyze", "--json", "-"], Some(&model_text("university")));
    assert_eq!(code, 0);
    assert!(serde_json::from_str::<Value>(&json).is_ok_and(|v| v["relationships"].is_array()));

    // A finding of severity warning fails the check, so CI can catch it.
    let unbounded = r#"{"version": 1, "entities": [{"id": "tag", "name": "Tag"}, {"id": "post", "name": "Post"}],
        "relationships": [{"id": "r", "from": "tag", "to": "post", "cardinality": "many-to-many", "max": null}]}"#;
    let (code, text, _) = nestlink(&["analyze", "-"], Some(unbounded));
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("warning unbounded-array"), "{text}");

    let (code, script, _) = nestlink(&["export", "mongosh", "-"], Some(&model_text("university")));
    assert_eq!(code, 0);
    assert!(script.contains("db.createCollection("));

    let (code, _, error) = nestlink(
        &["analyze", "-"],
        Some("{\"version\": 1, \"entities\": [{}]}"),
    );
    assert_eq!(code, 2);
    assert!(error.starts_with("nestlink: "), "{error}");
    let (code, _, error) = nestlink(&["import", "sql", "-"], Some("CREATE TABLE (;"));
    assert_eq!(code, 2);
    assert!(error.contains("line 1"), "{error}");
    let (code, help, _) = nestlink(&["analyze", "--help"], None);
    assert_eq!(code, 0);
    assert!(help.contains("warning"), "{help}");
}

#[tokio::test]
async fn sample_documents_import_with_their_fields_in_order_and_their_references() {
    let body = r#"{"collections": {
        "authors": [{"_id": {"$oid": "65a1b2c3d4e5f60718293a40"}, "name": "Ann", "born": {"$date": "1970-05-01T00:00:00Z"}}],
        "books": [
            {"title": "One", "pages": 120, "author": {"$oid": "65a1b2c3d4e5f60718293a40"},
             "reviews": [{"stars": 5, "text": "Good"}, {"stars": 3, "text": "Fine"}]},
            {"title": "Two", "pages": 80, "author": {"$oid": "65a1b2c3d4e5f60718293a40"}, "reviews": [], "isbn": "123"}
        ]}}"#;
    let response = send(post("/api/v1/import/documents", "application/json", body)).await;
    assert_eq!(response.status(), StatusCode::OK);
    let answer = body_json(response).await;
    let model = parse_model(answer["model"].to_string().as_bytes()).expect("a valid model");
    let books = model.entity("books").expect("books");
    let fields: Vec<&str> = books.fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(
        fields,
        ["title", "pages", "isbn"],
        "in the documents' order, links apart"
    );
    let links: Vec<(&str, &str, Cardinality)> = model
        .relationships
        .iter()
        .map(|r| (r.from.as_str(), r.to.as_str(), r.cardinality))
        .collect();
    assert_eq!(
        links,
        [
            ("authors", "books", Cardinality::OneToMany),
            ("books", "books_reviews", Cardinality::OneToFew)
        ]
    );
    let notes = answer["notes"].to_string();
    assert!(notes.contains("Present in 1 of 2 documents"), "{notes}");

    let response = send(post(
        "/api/v1/import/documents",
        "application/json",
        r#"{"collections": {"books": [{"a": 1}, [1, 2]]}}"#,
    ))
    .await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let error = body_json(response).await;
    assert_eq!(error["error"]["code"], "invalid_document");
    assert_eq!(error["error"]["path"], "collections.books[1]");
}

#[tokio::test]
async fn a_model_goes_to_compass_and_comes_back() {
    let response = send(post(
        "/api/v1/export/compass",
        "application/json",
        model_text("theater-screenings"),
    ))
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response.headers()[header::CONTENT_DISPOSITION]
            .to_str()
            .is_ok_and(|value| value.ends_with(".mdm\""))
    );
    let file = body_text(response).await;
    let response = send(post("/api/v1/import/compass", "application/json", file)).await;
    assert_eq!(response.status(), StatusCode::OK);
    let back = parse_model(body_json(response).await["model"].to_string().as_bytes())
        .expect("a valid model");
    let original = model("theater-screenings");
    let names = |m: &nestlink_core::wire::model::Model| {
        m.entities
            .iter()
            .map(|e| e.name.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&back), names(&original));
    assert_eq!(back.relationships.len(), original.relationships.len());

    let response = send(post(
        "/api/v1/import/compass",
        "application/json",
        r#"{"type": "x", "version": 1, "name": "n", "database": "d", "edits": ""}"#,
    ))
    .await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body_json(response).await["error"]["path"], "type");
}

#[test]
fn the_command_line_imports_documents_and_compass_diagrams() {
    let dir = scratch_dir();
    std::fs::write(
        dir.join("hosts.json"),
        r#"[{"_id": {"$oid": "65a1b2c3d4e5f60718293a40"}, "name": "web-1", "ip": "10.0.0.1"}]"#,
    )
    .expect("written");
    // mongoexport's default: one document a line.
    std::fs::write(
        dir.join("logs.jsonl"),
        "{\"host\": {\"$oid\": \"65a1b2c3d4e5f60718293a40\"}, \"at\": {\"$date\": \"2026-01-01T00:00:00Z\"}, \"text\": \"up\"}\n\
         {\"host\": {\"$oid\": \"65a1b2c3d4e5f60718293a40\"}, \"at\": {\"$date\": \"2026-01-01T00:01:00Z\"}, \"text\": \"ok\"}\n",
    )
    .expect("written");
    let (code, json, notes) =
        nestlink(&["import", "documents", dir.to_str().expect("utf-8")], None);
    assert_eq!(code, 0, "{notes}");
    let model: nestlink_core::wire::model::Model = serde_json::from_str(&json).expect("a model");
    assert_eq!(validate(&model), []);
    assert_eq!(
        model
            .relationships
            .iter()
            .map(|r| (r.from.as_str(), r.to.as_str()))
            .collect::<Vec<_>>(),
        [("hosts", "logs")]
    );

    let (code, diagram, _) = nestlink(&["export", "compass", "-"], Some(&json));
    assert_eq!(code, 0);
    let (code, back, notes) = nestlink(&["import", "compass", "-"], Some(&diagram));
    assert_eq!(code, 0, "{notes}");
    let back: nestlink_core::wire::model::Model = serde_json::from_str(&back).expect("a model");
    assert_eq!(back.entities.len(), model.entities.len());
}

#[test]
fn the_golden_document_set_imports_as_its_golden_model() {
    let root = env!("CARGO_MANIFEST_DIR");
    let folder = format!("{root}/tests/imports/bookshop-documents");
    let (code, model, notes) = nestlink(&["import", "documents", &folder], None);
    assert_eq!(code, 0, "{notes}");
    let golden = format!("{root}/tests/imports/bookshop-documents.model.json");
    // NESTLINK_BLESS=1 writes the golden file anew after a deliberate change.
    if std::env::var_os("NESTLINK_BLESS").is_some() {
        std::fs::write(&golden, &model).expect("the golden file is written");
    }
    assert_eq!(
        model,
        std::fs::read_to_string(&golden).expect("the golden model exists"),
        "the import changed; see tests/imports/bookshop-documents.model.json"
    );
    let model: nestlink_core::wire::model::Model = serde_json::from_str(&model).expect("a model");
    assert_eq!(validate(&model), []);
    let links: Vec<(&str, &str, Cardinality)> = model
        .relationships
        .iter()
        .map(|r| (r.from.as_str(), r.to.as_str(), r.cardinality))
        .collect();
    for expected in [
        ("books", "books_authors", Cardinality::OneToFew),
        ("customers", "customers_address", Cardinality::OneToOne),
        ("customers", "orders", Cardinality::OneToMany),
        ("orders", "books", Cardinality::ManyToMany),
    ] {
        assert!(links.contains(&expected), "{expected:?} in {links:?}");
    }
    assert!(
        notes.contains("orders.coupon: Present in 1 of 3 documents."),
        "{notes}"
    );
}

#[tokio::test]
async fn too_much_to_import_is_refused_in_the_words_of_its_format() {
    let refusal = |response: axum::response::Response| async move {
        assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
        let error = body_json(response).await;
        assert_eq!(error["error"]["code"], "too_many_entities");
        error["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    };
    let tables: String = (0..2_001)
        .map(|n| format!("CREATE TABLE t{n} (id INT PRIMARY KEY);\n"))
        .collect();
    let said = refusal(send(post("/api/v1/import/sql", "text/plain", tables)).await).await;
    assert!(said.starts_with("The SQL creates 2001 tables"), "{said}");

    let collections: Vec<String> = (0..2_001)
        .map(|n| format!("\"c{n}\": [{{\"a\": 1}}]"))
        .collect();
    let documents = format!("{{\"collections\": {{{}}}}}", collections.join(", "));
    let said = refusal(
        send(post(
            "/api/v1/import/documents",
            "application/json",
            documents,
        ))
        .await,
    )
    .await;
    assert!(
        said.starts_with("The documents make 2001 entities"),
        "{said}"
    );
    assert!(!said.contains("SQL"), "{said}");

    let entities: Vec<String> = (0..2_001)
        .map(|n| format!(r#"{{"id": "e{n}", "name": "E{n}", "x": 0, "y": 0, "fields": []}}"#))
        .collect();
    let too_big: nestlink_core::wire::model::Model = serde_json::from_str(&format!(
        r#"{{"version": 1, "name": "Big", "entities": [{}], "relationships": []}}"#,
        entities.join(", ")
    ))
    .expect("a model, if too big for the rules");
    let diagram = nestlink::import::compass::write(&too_big);
    let said =
        refusal(send(post("/api/v1/import/compass", "application/json", diagram)).await).await;
    assert!(
        said.starts_with("The diagram has 2001 collections"),
        "{said}"
    );
    assert!(!said.contains("SQL"), "{said}");
}

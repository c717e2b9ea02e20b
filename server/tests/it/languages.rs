//! Nestlink's languages (issue 32): every language has every message its
//! English original has, with the same arguments, and the API answers in
//! the language asked for where it has a translation, saying which one it
//! used (`Content-Language`).

use std::collections::{BTreeMap, BTreeSet};

use axum::{
    body::Body,
    http::{Request, StatusCode, header},
};
use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};
use nestlink::i18n::LANGUAGES;
use nestlink_core::wire::model::Model;
use serde_json::Value;

use crate::common::{body_bytes, send};

/// Each message's id and the arguments it uses, of every file of a language.
fn messages(files: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let mut found = BTreeMap::new();
    for file in files {
        let resource = fluent_syntax::parser::parse(*file)
            .unwrap_or_else(|(_, errors)| panic!("a file does not parse: {errors:?}"));
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let mut arguments = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    pattern_arguments(pattern, &mut arguments);
                }
                found.insert(message.id.name.to_owned(), arguments);
            }
        }
    }
    found
}

fn pattern_arguments(pattern: &ast::Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_arguments(expression, into);
        }
    }
}

fn expression_arguments(expression: &Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_arguments(selector, into);
            for variant in variants {
                pattern_arguments(&variant.value, into);
            }
        }
        Expression::Inline(inline) => inline_arguments(inline, into),
    }
}

fn inline_arguments(inline: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_arguments(expression, into),
        // English's A($node): the function's arguments are the message's.
        InlineExpression::FunctionReference { arguments, .. } => {
            for positional in &arguments.positional {
                inline_arguments(positional, into);
            }
        }
        _ => {}
    }
}

#[test]
fn every_language_has_every_message_with_its_arguments() {
    let (_, english_files) = LANGUAGES[0];
    let english = messages(english_files);
    assert!(!english.is_empty());
    for (tag, files) in &LANGUAGES[1..] {
        let theirs = messages(files);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !theirs.contains_key(*id))
            .collect();
        let extra: Vec<&String> = theirs
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{tag} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{tag} has messages English has not: {extra:?}"
        );
        for (id, arguments) in &english {
            assert_eq!(&theirs[id], arguments, "{tag}'s {id} uses other arguments");
        }
    }
}

/// A message's words outside its placeables, of every file of a language.
fn words(files: &[&str]) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    for file in files {
        let resource = fluent_syntax::parser::parse(*file)
            .unwrap_or_else(|(_, errors)| panic!("a file does not parse: {errors:?}"));
        for entry in resource.body {
            if let Entry::Message(message) = entry
                && let Some(pattern) = &message.value
            {
                let text: String = pattern
                    .elements
                    .iter()
                    .filter_map(|element| match element {
                        PatternElement::TextElement { value } => Some(*value),
                        PatternElement::Placeable { .. } => None,
                    })
                    .collect();
                found.insert(message.id.name.to_owned(), text);
            }
        }
    }
    found
}

/// A message whose words are English's own is an English sentence left
/// untranslated (messages with no words of their own, such as joiners,
/// are alike in every language).
#[test]
fn no_language_keeps_an_english_sentence() {
    let (_, english_files) = LANGUAGES[0];
    let english = words(english_files);
    for (tag, files) in &LANGUAGES[1..] {
        for (id, theirs) in words(files) {
            let Some(original) = english.get(&id) else {
                continue;
            };
            // A sentence of words, not one word two languages share ("per").
            let has_words = original
                .split(|c: char| !c.is_ascii_alphabetic())
                .filter(|word| word.len() >= 3)
                .count()
                >= 3;
            assert!(
                !has_words || &theirs != original,
                "{tag}'s {id} is the English text: {original}"
            );
        }
    }
}

#[test]
fn every_message_renders_in_every_language() {
    let (_, english_files) = LANGUAGES[0];
    for (id, arguments) in messages(english_files) {
        for (tag, _) in &LANGUAGES {
            for value in [1_u64, 3, 25] {
                let mut args = fluent_bundle::FluentArgs::new();
                for argument in &arguments {
                    args.set(argument.clone(), value);
                }
                let text = nestlink::i18n::message(tag, &id, &args);
                assert!(
                    text.as_ref()
                        .is_some_and(|text| !text.trim().is_empty() && !text.contains('\n')),
                    "{tag}'s {id} with {value}: {text:?}"
                );
            }
        }
    }
}

async fn get(uri: &str, accept_language: Option<&str>) -> (StatusCode, String, Value) {
    let mut request = Request::get(uri);
    if let Some(languages) = accept_language {
        request = request.header(header::ACCEPT_LANGUAGE, languages);
    }
    let response = send(request.body(Body::empty()).expect("a request")).await;
    let status = response.status();
    let language = content_language(&response);
    assert!(
        response
            .headers()
            .get_all(header::VARY)
            .iter()
            .any(|value| value.to_str().is_ok_and(|v| v.contains("accept-language"))),
        "{uri}: the answer varies by language"
    );
    let body = serde_json::from_slice(&body_bytes(response).await).expect("JSON");
    (status, language, body)
}

fn message(body: &Value) -> &str {
    body["error"]["message"].as_str().expect("a message")
}

#[tokio::test]
async fn an_error_is_answered_in_the_language_asked_for() {
    let (status, language, body) = get("/api/v9/nothing", Some("ru-RU,ru;q=0.9,en;q=0.5")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(language, "ru");
    assert_eq!(
        message(&body),
        "Маршрута API /api/v9/nothing нет; список маршрутов — в /api/openapi.json."
    );
    assert_eq!(body["error"]["code"], "not_found", "codes stay as they are");

    // `?lang=` wins over the header.
    let (_, language, body) = get("/api/v1/examples/none?lang=it", Some("ru")).await;
    assert_eq!(language, "it");
    assert_eq!(
        message(&body),
        "Non esiste un esempio chiamato \"none\"; GET /api/v1/examples li elenca."
    );
    for (asked, tag, words) in [
        ("zh-CN", "zh-CN", "没有名为“none”的示例"),
        ("bg", "bg", "Няма пример с име „none“"),
        ("pt-BR", "pt-BR", "Não existe exemplo chamado \"none\""),
        ("pt", "pt-BR", "Não existe exemplo chamado \"none\""),
    ] {
        let (_, language, body) = get("/api/v1/examples/none", Some(asked)).await;
        assert_eq!(language, tag, "{asked}");
        assert!(
            message(&body).starts_with(words),
            "{asked}: {}",
            message(&body)
        );
    }
}

#[tokio::test]
async fn english_is_the_answer_where_no_language_or_translation_fits() {
    let english = "There is no example called \"none\"; GET /api/v1/examples lists them.";
    for asked in [None, Some("de-DE, fr;q=0.8"), Some("*")] {
        let (_, language, body) = get("/api/v1/examples/none", asked).await;
        assert_eq!(
            (language.as_str(), message(&body)),
            ("en", english),
            "{asked:?}"
        );
    }
    // The gallery is in the language asked for, and says so.
    let (status, language, body) = get("/api/v1/examples", Some("ru")).await;
    assert_eq!((status, language.as_str()), (StatusCode::OK, "ru"));
    assert!(
        body[0]["summary"]
            .as_str()
            .is_some_and(|story| story.contains("студент")),
        "{body}"
    );
}

#[tokio::test]
async fn a_model_s_problems_are_answered_in_the_language_asked_for() {
    let response = send(
        Request::post("/api/v1/analyze?lang=ru")
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(
                r#"{"version": 1, "name": "M", "entities": [], "relationships": [
                    {"id": "r", "from": "a", "to": "b", "cardinality": "one-to-one"}]}"#,
            ))
            .expect("a request"),
    )
    .await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        response
            .headers()
            .get(header::CONTENT_LANGUAGE)
            .map(|v| v.as_bytes()),
        Some(&b"ru"[..])
    );
    let body: Value = serde_json::from_slice(&body_bytes(response).await).expect("JSON");
    assert_eq!(
        body["error"]["message"],
        "\"from\" указывает на сущность \"a\", которой нет в модели; укажите идентификатор существующей сущности. (и ещё 1 проблема в списке \"problems\")"
    );
    assert_eq!(body["error"]["problems"][1]["path"], "relationships[0].to");
    assert!(
        body["error"]["problems"][1]["message"]
            .as_str()
            .is_some_and(|m| m.contains("сущность \"b\"")),
        "{body}"
    );
}

/// `body`, sent as `kind` to `uri` by a reader of `language`.
async fn ask(
    uri: &str,
    kind: &str,
    language: &str,
    body: impl Into<Body>,
) -> axum::response::Response {
    send(
        Request::post(uri)
            .header(header::CONTENT_TYPE, kind)
            .header(header::ACCEPT_LANGUAGE, language)
            .body(body.into())
            .expect("a request"),
    )
    .await
}

/// An import refused, asked for in `language`: its language and message.
async fn refused_import(uri: &str, body: String, language: &str) -> (String, String) {
    let response = ask(uri, "text/plain", language, body).await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY, "{uri}");
    let said = content_language(&response);
    let body: Value = serde_json::from_slice(&body_bytes(response).await).expect("JSON");
    (said, message(&body).to_owned())
}

#[tokio::test]
async fn an_import_s_refusal_is_said_in_the_language_asked_for() {
    let unreadable = "CREATE TABLE a (id INT);\nCREATE TABLE b (id INT,, name TEXT);".to_owned();
    let (said, message) = refused_import("/api/v1/import/sql", unreadable.clone(), "ru").await;
    assert_eq!(said, "ru");
    assert!(
        message.starts_with("SQL не читается в строке 2, столбце "),
        "{message}"
    );
    let (said, message) = refused_import("/api/v1/import/sql", unreadable, "en").await;
    assert_eq!(said, "en");
    assert!(
        message.starts_with("The SQL cannot be read at line 2, column "),
        "{message}"
    );

    let (said, message) =
        refused_import("/api/v1/import/sql", "SELECT 1;".to_owned(), "zh-CN").await;
    assert_eq!(said, "zh-CN");
    assert!(message.starts_with("该 SQL 没有创建任何表。"), "{message}");

    // A rule the import would break is written in the language too.
    let keys: Vec<String> = (0..5_001)
        .map(|n| format!("k{n} INT REFERENCES t (id)"))
        .collect();
    let ddl = format!("CREATE TABLE t (id INT PRIMARY KEY, {});", keys.join(", "));
    let (said, message) = refused_import("/api/v1/import/sql", ddl, "it").await;
    assert_eq!(said, "it");
    assert!(
        message.starts_with("L'importazione creerebbe un modello che viola una regola: "),
        "{message}"
    );
    assert!(!message.contains("relationships"), "{message}");
}

/// An import's answer in `language`: the language it says, and its notes
/// as (subject, message, line).
async fn imported(
    uri: &str,
    kind: &str,
    body: String,
    language: &str,
) -> (String, String, Vec<(String, String, Option<u64>)>) {
    let response = ask(uri, kind, language, body).await;
    assert_eq!(response.status(), StatusCode::OK, "{uri}");
    let said = content_language(&response);
    let body: Value = serde_json::from_slice(&body_bytes(response).await).expect("JSON");
    let notes = body["notes"]
        .as_array()
        .expect("notes")
        .iter()
        .map(|note| {
            (
                note["subject"].as_str().expect("a subject").to_owned(),
                note["message"].as_str().expect("a message").to_owned(),
                note["line"].as_u64(),
            )
        })
        .collect();
    let name = body["model"]["name"].as_str().expect("a name").to_owned();
    (said, name, notes)
}

#[tokio::test]
async fn an_import_s_notes_are_written_in_the_language_asked_for() {
    // Something of each kind an importer notes.
    let ddl = "CREATE TABLE customers (id INT PRIMARY KEY, name TEXT, mood mood_kind, tag);
CREATE TABLE orders (region INT, number INT, customer_id INT REFERENCES customers (id), code TEXT, shop TEXT,
  PRIMARY KEY (region, number), UNIQUE (code, shop));
CREATE TABLE tags (id INT PRIMARY KEY);
CREATE TABLE customer_tags (customer_id INT REFERENCES customers (id), tag_id INT REFERENCES tags (id), since DATE);
CREATE TABLE customers (id INT);
CREATE TABLE notes (id INT PRIMARY KEY, ghost_id INT REFERENCES ghosts (id));
ALTER TABLE notes ADD COLUMN body TEXT;
ALTER TABLE phantoms ADD CONSTRAINT f FOREIGN KEY (x) REFERENCES notes (id);
CREATE INDEX by_name ON customers (name);
CREATE VIEW busy AS SELECT * FROM orders;
GRANT SELECT ON orders TO someone;"
        .to_owned();
    let documents = serde_json::json!({
        "collections": {
            "authors": [
                {"_id": {"$oid": "64b000000000000000000001"}, "name": "Ann"},
                {"_id": {"$oid": "64b000000000000000000002"}}
            ],
            "books": [
                {"title": "A", "author": {"$oid": "64b000000000000000000001"}, "year": 1999,
                 "editors": [{"$oid": "64b000000000000000000002"}], "isbn": null},
                {"title": "B", "author": {"$oid": "64b000000000000000000002"}, "year": "2001",
                 "editors": [], "isbn": null}
            ]
        }
    })
    .to_string();
    let inputs = [
        ("/api/v1/import/sql", "text/plain", ddl),
        ("/api/v1/import/documents", "application/json", documents),
    ];
    let mut kinds = 0;
    for (uri, kind, body) in inputs {
        let (said, english_name, english) = imported(uri, kind, body.clone(), "en").await;
        assert_eq!(said, "en");
        assert!(english_name.starts_with("Imported from "), "{english_name}");
        kinds += english.len();
        for (_, message, _) in &english {
            assert!(
                !message.starts_with("import-"),
                "a message without words: {message}"
            );
        }
        for (tag, _) in &LANGUAGES[1..] {
            let (said, name, theirs) = imported(uri, kind, body.clone(), tag).await;
            assert_eq!(&said, tag);
            // The model's name too: the reader's own words.
            assert_ne!(name, english_name, "{uri} in {tag}");
            assert_eq!(theirs.len(), english.len(), "{uri} in {tag}");
            for ((subject, message, line), (english_subject, english_message, english_line)) in
                theirs.iter().zip(&english)
            {
                assert_eq!(line, english_line);
                assert_ne!(message, english_message, "{uri} in {tag}");
                // A subject that is words, not a name from the input, is translated too.
                if [
                    "relationships",
                    "primary keys",
                    "foreign keys",
                    "index on ",
                    "view ",
                ]
                .iter()
                .any(|words| english_subject.starts_with(words))
                {
                    assert_ne!(subject, english_subject, "{uri} in {tag}");
                } else {
                    assert_eq!(subject, english_subject, "{uri} in {tag}");
                }
            }
        }
    }
    assert!(kinds >= 18, "the inputs make only {kinds} notes");

    // What an importer says of a file it refuses is in the language too.
    let response = ask(
        "/api/v1/import/compass",
        "application/json",
        "ru",
        r#"{"type":"Compass Data Modeling Diagram","version":1,"name":"x","database":"d","edits":"%%%"}"#,
    )
    .await;
    assert_eq!(response.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: Value = serde_json::from_slice(&body_bytes(response).await).expect("JSON");
    assert_eq!(
        message(&body),
        "Значение в edits нельзя импортировать: правки (edits) записаны не в base64."
    );
}

#[tokio::test]
async fn the_mongosh_script_is_commented_in_the_language_asked_for() {
    let model = crate::common::model_text("student_courses");
    let export = |uri: &'static str, language: &'static str| {
        let model = model.clone();
        async move {
            let (said, body) = post(uri, language, model).await;
            (said, String::from_utf8(body).expect("text"))
        }
    };
    let (said, english) = export("/api/v1/export/mongosh", "en").await;
    assert_eq!(said, "en");
    assert!(
        english.contains("// Run it against an empty database: mongosh"),
        "{english}"
    );
    for (tag, words) in [
        ("ru", "коллекции, которые рекомендует Nestlink"),
        ("zh-CN", "Nestlink 推荐的集合"),
        ("bg", "колекциите, които Nestlink препоръчва"),
        ("pt-BR", "as coleções que o Nestlink recomenda"),
        ("it", "le collezioni che Nestlink consiglia"),
    ] {
        let (said, script) = export("/api/v1/export/mongosh", tag).await;
        assert_eq!(said, tag);
        assert!(
            script
                .lines()
                .next()
                .is_some_and(|line| line.contains(words)),
            "{tag}: {script}"
        );
        // Only the comments change: the commands are the English script's.
        let commands = |text: &str| -> Vec<String> {
            text.lines()
                .filter(|line| !line.starts_with("//"))
                .map(str::to_owned)
                .collect()
        };
        assert_eq!(commands(&script), commands(&english), "{tag}");
        assert!(
            script
                .lines()
                .all(|line| line.is_empty() || line.starts_with("//") || line.starts_with("db.")),
            "{tag}"
        );
    }
    // A diagram has no prose of its own: English, whatever was asked.
    let (said, _) = export("/api/v1/export/mermaid", "ru").await;
    assert_eq!(said, "en");
}

/// The analysis of a golden model in the language `tag` asks for, and the
/// languages it says it is written in.
async fn analysis(case: &str, tag: &str) -> (String, Value) {
    let (said, body) = post("/api/v1/analyze", tag, crate::common::model_text(case)).await;
    (said, serde_json::from_slice(&body).expect("JSON"))
}

/// A JSON body posted to `uri` in the language `language` asks for: the
/// languages the answer says it is written in, and its body.
async fn post(uri: &str, language: &str, body: String) -> (String, Vec<u8>) {
    let response = ask(uri, "application/json", language, body).await;
    assert_eq!(response.status(), StatusCode::OK, "{uri}");
    let said = content_language(&response);
    (said, body_bytes(response).await)
}

/// The languages an answer says it is written in (`Content-Language`).
fn content_language(response: &axum::response::Response) -> String {
    response
        .headers()
        .get(header::CONTENT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

/// Every sentence and phrase of a relationship's advice: the rationale's
/// sentences, the warnings, the trade-offs, the indexes' purposes, why
/// a way is set aside or cannot be used, and why a field is copied.
fn sentences(advice: &Value) -> Vec<String> {
    let text = |value: &Value| value.as_str().unwrap_or_default().to_owned();
    let mut found: Vec<String> = text(&advice["rationale"])
        .split_inclusive(". ")
        .map(|sentence| sentence.trim().to_owned())
        .collect();
    let each = |key: &str, field: &str| -> Vec<String> {
        advice[key]
            .as_array()
            .map(|items| {
                items
                    .iter()
                    .map(|item| {
                        if field.is_empty() {
                            text(item)
                        } else {
                            text(&item[field])
                        }
                    })
                    .filter(|said| !said.is_empty())
                    .collect()
            })
            .unwrap_or_default()
    };
    found.extend(each("warnings", ""));
    found.extend(each("alternatives", "tradeoff"));
    found.extend(each("indexes", "reason"));
    found.extend(each("costs", "set_aside"));
    found.extend(each("costs", "infeasible"));
    found.extend(each("denormalize", "why"));
    // The sample documents' captions: what each way's write touches, and
    // where a document passes 16 MiB.
    for variant in advice["variants"]
        .as_object()
        .into_iter()
        .flat_map(|variants| variants.values())
    {
        found.push(text(&variant["writes"]["summary"]));
        found.extend(
            variant["warnings"]
                .as_array()
                .into_iter()
                .flatten()
                .map(text),
        );
    }
    found.retain(|said| !said.is_empty());
    found
}

/// Every golden model and every model of the second reference set, by name.
fn all_models() -> Vec<(String, Model)> {
    let mut models: Vec<(String, Model)> = crate::common::model_names()
        .into_iter()
        .map(|name| {
            let model = crate::common::model(&name);
            (name, model)
        })
        .collect();
    let second = format!("{}/tests/second_set", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&second)
        .expect("the second set is readable")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| {
            path.extension().is_some_and(|ext| ext == "json")
                && !path
                    .file_name()
                    .and_then(|name| name.to_str())
                    .is_some_and(|name| name.starts_with("manifest"))
        })
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a case");
        let model: Model = serde_json::from_str(&text).expect("a model");
        models.push((path.display().to_string(), model));
    }
    models
}

/// A relationship's advice, an entity's and the findings are written in the language
/// asked for (issue 32): in every golden model and every model of the
/// second reference set, none of the English answer's sentences is left
/// in any relationship's or entity's advice in any other language, nor in
/// its sample documents' captions, while its pattern, rules and copies stay
/// as they are.
#[test]
fn every_relationships_advice_is_written_in_the_language_asked_for() {
    for (case, model) in all_models() {
        let english =
            serde_json::to_value(nestlink::answer::analyze_with_samples(&model)).expect("JSON");
        for tag in ["ru", "zh-CN", "bg", "pt-BR", "it"] {
            let theirs =
                serde_json::to_value(nestlink::answer::analyze_with_samples_in(&model, tag))
                    .expect("JSON");
            let pairs = english["relationships"]
                .as_array()
                .into_iter()
                .flatten()
                .zip(theirs["relationships"].as_array().into_iter().flatten());
            for (english, theirs) in pairs {
                same_but_written_in(&case, tag, english, theirs);
            }
            // The findings: the same problems, said in the reader's words.
            let findings = english["findings"]
                .as_array()
                .into_iter()
                .flatten()
                .zip(theirs["findings"].as_array().into_iter().flatten());
            for (english, theirs) in findings {
                for key in ["code", "severity", "paths"] {
                    assert_eq!(theirs[key], english[key], "{case} in {tag}: {key}");
                }
                assert_ne!(theirs["message"], english["message"], "{case} in {tag}");
            }
            // The advice on an entity's documents as a whole, too.
            let entities = english["entities"]
                .as_array()
                .into_iter()
                .flatten()
                .zip(theirs["entities"].as_array().into_iter().flatten());
            for (english, theirs) in entities {
                for key in ["entity", "pattern", "collection", "rules"] {
                    assert_eq!(theirs[key], english[key], "{case} in {tag}: {key}");
                }
                let all = sentences(theirs).join("\n");
                for sentence in sentences(english) {
                    assert!(
                        !all.contains(sentence.as_str()),
                        "{case} in {tag} still says in English: {sentence}"
                    );
                }
            }
        }
    }
}

/// `theirs` is `english` written in `tag`: the same pattern, rules and
/// copies, and none of the English sentences.
fn same_but_written_in(case: &str, tag: &str, english: &Value, theirs: &Value) {
    for key in ["relationship", "pattern", "rules"] {
        assert_eq!(theirs[key], english[key], "{case} in {tag}: {key}");
    }
    // The copies are the same fields, each saying why in the reader's words.
    let copies = |advice: &Value| -> Vec<(Value, Value, Value)> {
        advice["denormalize"]
            .as_array()
            .map(|copies| {
                copies
                    .iter()
                    .map(|copy| {
                        (
                            copy["field"].clone(),
                            copy["into"].clone(),
                            copy["latest"].clone(),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(
        copies(theirs),
        copies(english),
        "{case} in {tag}: denormalize"
    );
    let all = sentences(theirs).join("\n");
    assert!(!all.trim().is_empty(), "{case} in {tag}");
    for sentence in sentences(english) {
        assert!(
            !all.contains(sentence.as_str()),
            "{case} in {tag} still says in English: {sentence}"
        );
    }
}

/// The API writes the analysis in the language asked for, and says so;
/// the same body in two languages is two answers, not one cached.
#[tokio::test]
async fn the_api_analyses_in_the_language_asked_for() {
    for case in ["university", "product-reviews", "category-tree"] {
        let (said, english) = analysis(case, "en").await;
        assert_eq!(said, "en");
        for tag in ["ru", "zh-CN", "bg", "pt-BR", "it"] {
            let (said, theirs) = analysis(case, tag).await;
            assert_eq!(said, tag, "{case}");
            let pairs = english["relationships"]
                .as_array()
                .into_iter()
                .flatten()
                .zip(theirs["relationships"].as_array().into_iter().flatten());
            for (english, theirs) in pairs {
                same_but_written_in(case, tag, english, theirs);
            }
        }
    }
}

//! Sample documents (issue 4): the seed examples side by side, embedded vs
//! referenced, with exact BSON sizes; the same model gives the same bytes.
//! For every golden model (the workload patterns' too), every document
//! survives a round trip through `bson` at its stated size, and validators
//! accept their samples.

use bson::{Bson, Document};
use nestlink::{
    advisor::{Advice, Analysis, Pattern},
    answer::analyze_with_samples,
    samples::{Variant, schema},
};
use serde_json::Value;

use crate::common::{model as case, model_names};

const CASES: &[&str] = &[
    "book-checkout",
    "category_tree_children",
    "category-tree",
    "client_address",
    "host-logs",
    "host_logmsg_latest",
    "movie-details",
    "person_addresses",
    "person-tasks",
    "product-parts",
    "product-reviews",
    "publisher-books",
    "student_courses",
    "student_emails",
    "student_id_card",
    "student_posts",
    "university",
];

fn only(analysis: &Analysis) -> &Advice {
    assert_eq!(analysis.relationships.len(), 1);
    &analysis.relationships[0]
}

fn json(variant: &Variant) -> Value {
    serde_json::to_value(variant).expect("serialises")
}

/// Relaxed Extended JSON back to BSON.
fn to_document(value: &Value) -> Document {
    match Bson::try_from(value.clone()).expect("valid Extended JSON") {
        Bson::Document(doc) => doc,
        other => panic!("a document, not {other:?}"),
    }
}

fn encoded_len(doc: &Document) -> u64 {
    doc.to_vec().expect("encodes").len() as u64
}

fn all_variants(advice: &Advice) -> Vec<&Variant> {
    let v = advice.variants.as_ref().expect("variants are rendered");
    let mut list = vec![&v.embedded, &v.referenced];
    list.extend(v.recommended.as_ref());
    list
}

fn recommended(advice: &Advice) -> &Variant {
    let list = all_variants(advice);
    let marked: Vec<&&Variant> = list.iter().filter(|v| v.recommended).collect();
    assert_eq!(marked.len(), 1, "exactly one variant is recommended");
    assert_eq!(marked[0].pattern, advice.pattern);
    marked[0]
}

#[test]
fn student_emails_embedded_vs_referenced() {
    // 000 guideline 3: e-mails embedded as an array; the alternative keeps
    // them in their own collection with an array of ids.
    let a = analyze_with_samples(&case("student_emails"));
    let r = only(&a);
    let v = r.variants.as_ref().expect("variants");
    assert_eq!(v.embedded.pattern, Pattern::EmbedArray);
    assert!(v.embedded.recommended);
    assert_eq!(v.referenced.pattern, Pattern::ChildReferences);
    assert!(v.recommended.is_none());

    let embedded = json(&v.embedded);
    let student = &embedded["documents"]["students"][0];
    assert!(student["_id"]["$oid"].is_string(), "{student}");
    let emails = student["emails"].as_array().expect("an array of e-mails");
    assert_eq!(emails.len(), 2, "typical 2: all shown");
    assert!(emails[0]["email"].as_str().is_some_and(|e| e.contains('@')));
    assert!(embedded.get("omitted").is_none());
    assert_eq!(v.embedded.reads.round_trips, 1);
    assert!(v.embedded.reads.mongosh.starts_with("db.students.findOne("));
    // Typical 2 <= 3 shown and no size_bytes: the shown document is the typical one.
    assert_eq!(v.embedded.bson_bytes.shown, v.embedded.bson_bytes.typical);
    assert_eq!(
        v.embedded.bson_bytes.typical,
        encoded_len(&to_document(student))
    );
    let max = v.embedded.bson_bytes.max.expect("bounded");
    assert!(max > v.embedded.bson_bytes.typical);

    // Referenced: the ids in the student resolve to the e-mail documents.
    let referenced = json(&v.referenced);
    let ids: Vec<&Value> = referenced["documents"]["students"][0]["emails"]
        .as_array()
        .expect("ids")
        .iter()
        .collect();
    let email_ids: Vec<&Value> = referenced["documents"]["emails"]
        .as_array()
        .expect("e-mail documents")
        .iter()
        .map(|e| &e["_id"])
        .collect();
    assert_eq!(ids, email_ids);
    // Same student, same e-mails in both variants.
    assert_eq!(
        referenced["documents"]["emails"][0]["email"],
        emails[0]["email"]
    );
    assert_eq!(v.referenced.reads.round_trips, 2);
    assert!(
        v.referenced.reads.mongosh.contains("$in"),
        "{}",
        v.referenced.reads.mongosh
    );
    assert!(
        v.referenced
            .reads
            .aggregate
            .as_deref()
            .is_some_and(|a| a.contains("$lookup"))
    );
}

#[test]
fn product_parts_with_part_names_copied() {
    // 001 part 2: the product's parts array holds ids with the part names.
    let a = analyze_with_samples(&case("product-parts"));
    let r = only(&a);
    let chosen = recommended(r);
    assert_eq!(chosen.pattern, Pattern::ExtendedReference);
    let doc = json(chosen);
    let product = &doc["documents"]["products"][0];
    let parts = product["parts"].as_array().expect("parts");
    assert_eq!(parts.len(), 3, "min(typical, 3) shown");
    assert!(parts[0]["_id"]["$oid"].is_string());
    assert!(parts[0]["name"].is_string());
    assert!(
        parts[0].get("qty").is_none(),
        "qty changes often: never copied"
    );
    assert_eq!(parts[0]["name"], doc["documents"]["parts"][0]["name"]);
    // 50 typical: 47 not shown, counted outside the data.
    assert_eq!(doc["omitted"]["products.parts"], 47);
    assert_eq!(doc["omitted"]["parts"], 47);
    assert!(chosen.bson_bytes.typical > chosen.bson_bytes.shown);
    // A rename of a part touches the part and the product that copied it.
    assert_eq!(chosen.writes.documents, 2);
    assert!(
        chosen.writes.summary.contains("rename"),
        "{}",
        chosen.writes.summary
    );

    let embedded = &r.variants.as_ref().expect("variants").embedded;
    assert_eq!(embedded.pattern, Pattern::EmbedArray);
    assert!(!embedded.recommended);
}

#[test]
fn host_logmsg_parent_reference_and_unbounded_embedding() {
    // 001 part 1: each log message holds its host's id, indexed.
    let a = analyze_with_samples(&case("host-logs"));
    let r = only(&a);
    assert!(
        r.indexes
            .iter()
            .any(|i| i.collection == "log_messages" && i.keys.contains_key("host"))
    );
    let v = r.variants.as_ref().expect("variants");
    assert!(v.referenced.recommended);
    assert_eq!(v.referenced.pattern, Pattern::ParentReference);
    let doc = json(&v.referenced);
    let host_id = &doc["documents"]["hosts"][0]["_id"];
    for message in doc["documents"]["log_messages"]
        .as_array()
        .expect("messages")
    {
        assert_eq!(&message["host"], host_id);
        // size_bytes 120 is honoured.
        assert_eq!(message["message"].as_str().map(str::len), Some(120));
    }
    // Log messages do not grow the host: bounded even though the count is not.
    assert_eq!(
        v.referenced.bson_bytes.max,
        Some(v.referenced.bson_bytes.typical)
    );
    assert!(
        v.referenced
            .reads
            .mongosh
            .contains("find({host: host._id})")
    );

    // Embedded, the host grows without bound and breaks at an exact count.
    let e = &v.embedded;
    assert_eq!(e.bson_bytes.max, None);
    let at = e.bson_bytes.breaks_at.expect("it breaks");
    let named = nestlink::advisor::facts::count_text(at);
    assert!(
        e.warnings.iter().any(|w| w.contains(&named)),
        "{:?}",
        e.warnings
    );
    assert!(e.warnings.iter().any(|w| w.contains("16 MiB")));
}

#[test]
fn a_recommendation_that_is_neither_gets_a_third_variant() {
    for name in ["product-reviews", "movie-details"] {
        let a = analyze_with_samples(&case(name));
        let r = only(&a);
        assert_eq!(r.pattern, Pattern::Subset, "{name}");
        let v = r.variants.as_ref().expect("variants");
        let third = v.recommended.as_ref().expect("a third variant");
        assert!(third.recommended && !v.embedded.recommended && !v.referenced.recommended);
        assert_eq!(third.pattern, Pattern::Subset);
    }
}

/// Every variant of an analysis, with what it is for: each relationship's
/// columns, then each entity pattern's.
fn every_variant(analysis: &Analysis) -> Vec<(&str, &Variant)> {
    let mut list: Vec<(&str, &Variant)> = Vec::new();
    for advice in &analysis.relationships {
        for variant in all_variants(advice) {
            list.push((&advice.relationship, variant));
        }
    }
    for advice in &analysis.entities {
        for variant in &advice.variants {
            list.push((&advice.entity, variant));
        }
    }
    list
}

/// Every golden model: the gallery, the seeds' cases and the published set,
/// so the workload patterns' documents (buckets, overflow, computed totals,
/// versions, archives...) are held to the same checks as the seeds'.
#[test]
fn every_document_round_trips_through_bson_with_its_size() {
    for name in &model_names() {
        let a = analyze_with_samples(&case(name));
        for (owner, variant) in every_variant(&a) {
            {
                let value = json(variant);
                let mut largest = 0;
                for docs in value["documents"].as_object().expect("documents").values() {
                    for doc in docs.as_array().expect("a list") {
                        let bson = to_document(doc);
                        let back = Bson::Document(bson.clone()).into_relaxed_extjson();
                        assert_eq!(&back, doc, "{name}: {doc}");
                        largest = largest.max(encoded_len(&bson));
                    }
                }
                assert_eq!(
                    variant.bson_bytes.shown, largest,
                    "{name} {owner} {:?}: shown size is the encoded length",
                    variant.pattern
                );
                assert!(
                    variant.bson_bytes.typical >= variant.bson_bytes.shown,
                    "{name} {owner} {:?}: {:?}",
                    variant.pattern,
                    variant.bson_bytes
                );
            }
        }
        for collection in &a.collections {
            let sample = serde_json::to_value(&collection.sample).expect("serialises");
            let bson = to_document(&sample);
            assert_eq!(Bson::Document(bson).into_relaxed_extjson(), sample);
        }
    }
}

#[test]
fn validators_accept_their_samples_and_refuse_broken_documents() {
    for name in &model_names() {
        let a = analyze_with_samples(&case(name));
        for collection in &a.collections {
            let validator =
                to_document(&serde_json::to_value(&collection.validator).expect("json"));
            let schema = validator.get_document("$jsonSchema").expect("$jsonSchema");
            let sample = to_document(&serde_json::to_value(&collection.sample).expect("json"));
            assert_eq!(
                schema::check(schema, &Bson::Document(sample.clone()), "$"),
                Ok(()),
                "{name}/{}",
                collection.name
            );
            let mut broken = sample.clone();
            broken.remove("_id");
            assert!(schema::check(schema, &Bson::Document(broken), "$").is_err());
            let mut wrong = sample;
            wrong.insert("_id", "not an id");
            assert!(schema::check(schema, &Bson::Document(wrong), "$").is_err());
        }
    }
}

#[test]
fn the_same_model_gives_the_same_bytes() {
    for name in CASES {
        let model = case(name);
        let first = serde_json::to_vec(&analyze_with_samples(&model)).expect("json");
        let second = serde_json::to_vec(&analyze_with_samples(&model)).expect("json");
        assert_eq!(first, second, "{name}");
    }
}

#[test]
fn huge_counts_are_sized_by_formula_and_shown_by_three() {
    let mut model = case("student_emails");
    model.relationships[0].typical = Some(1_000_000_000);
    model.relationships[0].max = Some(None);
    model.entities[1].fields[0].size_bytes = Some(u64::MAX);
    let a = analyze_with_samples(&model);
    let v = only(&a).variants.as_ref().expect("variants");
    let doc = json(&v.embedded);
    assert_eq!(
        doc["documents"]["students"][0]["emails"]
            .as_array()
            .map(Vec::len),
        Some(3)
    );
    assert_eq!(doc["omitted"]["students.emails"], 999_999_997u64);
    assert_eq!(v.embedded.bson_bytes.max, None);
    assert_eq!(v.embedded.bson_bytes.breaks_at, Some(1));
}

//! The workload patterns: what each new fact does to the verdict (and only
//! where it should), and the documents, reads and writes of the bucket and
//! computed patterns on MongoDB's own examples (see `published.rs`).

use nestlink::{advisor::Pattern, answer::analyze, answer::analyze_with_samples};
use serde_json::{Value, json};

use crate::common::{aggregation, model, model_json, only_advice};

/// The pattern of a model's only relationship, after `change` to its JSON.
fn pattern_after(name: &str, change: impl FnOnce(&mut Value)) -> Pattern {
    let mut json = model_json(name);
    change(&mut json);
    let model = serde_json::from_value(json).expect("still a model");
    assert_eq!(
        nestlink_core::wire::validate::validate(&model),
        vec![],
        "{name}: the change keeps the model valid"
    );
    analyze(&model).relationships[0].pattern
}

fn set(key: &str, value: Value) -> impl FnOnce(&mut Value) {
    let key = key.to_owned();
    move |json| json["relationships"][0][key] = value
}

fn remove(key: &str) -> impl FnOnce(&mut Value) {
    let key = key.to_owned();
    move |json| {
        if let Some(rel) = json["relationships"][0].as_object_mut() {
            rel.remove(&key);
        }
    }
}

/// The sensor's readings, corrected after they are written (a field that
/// changes): no longer measurements for a time series collection, so the
/// stream is bucketed by hand.
fn corrected(json: &mut Value) {
    json["entities"][1]["fields"][1]["updates"] = json!("rare");
}

/// The pattern after `change`, of the readings corrected after they are
/// written.
fn after_correction(case: &str, change: impl FnOnce(&mut Value)) -> Pattern {
    pattern_after(case, |json| {
        corrected(json);
        change(json);
    })
}

#[test]
fn a_stream_of_measurements_read_by_time_is_a_time_series_collection() {
    let case = "sensor_readings_bucket";
    assert_eq!(pattern_after(case, |_| {}), Pattern::TimeSeries);
    // Each fact against a time series collection moves it: readings that
    // change after they are written, no date, read a page at a time.
    assert_eq!(pattern_after(case, corrected), Pattern::Bucket);
    assert_eq!(
        pattern_after(case, |json| {
            json["entities"][1]["fields"][0]["type"] = json!("long");
            if let Some(rel) = json["relationships"][0].as_object_mut() {
                rel.remove("query_fields");
            }
        }),
        Pattern::Bucket
    );
    assert_eq!(
        pattern_after(case, |json| {
            json["relationships"][0]["read_as"] = json!("page");
            json["relationships"][0]["page_size"] = json!(20);
        }),
        Pattern::Bucket
    );
    // No stated rate: no series, a plain parent reference.
    assert_eq!(
        pattern_after(case, remove("growth")),
        Pattern::ParentReference
    );
    // The granularity follows the rate, and archive_after becomes a TTL.
    let mut json = model_json(case);
    json["relationships"][0]["growth"] = json!({"count": 1, "per": "hour"});
    json["entities"][1]["archive_after"] = json!({"count": 30, "per": "day"});
    let model = serde_json::from_value(json).expect("still a model");
    let analysis = analyze(&model);
    let measurements = analysis
        .collections
        .iter()
        .find(|c| c.name == "measurements")
        .expect("the measurements");
    assert_eq!(
        measurements.timeseries.as_ref().map(|doc| doc.0.clone()),
        Some(bson::doc! {"timeField": "timestamp", "metaField": "sensor", "granularity": "hours"})
    );
    assert_eq!(measurements.expire_after_seconds, Some(30 * 86_400));
    let script =
        nestlink::export::export(&model, nestlink_core::wire::export::ExportFormat::Mongosh);
    assert!(
        script.contains("db.createCollection(\"measurements\", { timeseries: { \"timeField\": \"timestamp\", \"metaField\": \"sensor\", \"granularity\": \"hours\" }, expireAfterSeconds: 2592000 });"),
        "{script}"
    );
}

#[test]
fn totals_over_a_stream_of_measurements_keep_the_raw_ones_in_a_time_series_collection() {
    // Read only as totals: the running totals in the sensor, and the
    // measurements themselves, kept, in a time series collection where
    // any period's totals are one aggregation.
    let case = "sensor_readings_bucket";
    let totals = |json: &mut Value| json["relationships"][0]["read_as"] = json!("totals");
    assert_eq!(pattern_after(case, totals), Pattern::Computed);
    let mut json = model_json(case);
    totals(&mut json);
    let model = serde_json::from_value(json).expect("still a model");
    let analysis = analyze(&model);
    let advice = &analysis.relationships[0];
    assert!(
        advice
            .rules
            .iter()
            .any(|rule| rule == "time-series-collection")
    );
    assert!(
        advice.rationale.contains("$dateTrunc of \"timestamp\""),
        "{}",
        advice.rationale
    );
    let measurements = analysis
        .collections
        .iter()
        .find(|c| c.name == "measurements")
        .expect("the measurements");
    assert!(measurements.timeseries.is_some());
    // Readings corrected after they are written are not a series: an
    // ordinary collection beside the totals, as before.
    let mut json = model_json(case);
    totals(&mut json);
    corrected(&mut json);
    let model = serde_json::from_value(json).expect("still a model");
    let analysis = analyze(&model);
    assert_eq!(analysis.relationships[0].pattern, Pattern::Computed);
    assert!(analysis.collections.iter().all(|c| c.timeseries.is_none()));
}

#[test]
fn a_stream_read_by_range_is_bucketed_and_each_fact_counts() {
    // Readings corrected after they are written: buckets made by hand.
    let case = "sensor_readings_bucket";
    assert_eq!(after_correction(case, |_| {}), Pattern::Bucket);
    // Without the stream, a range of an unbounded series is a plain parent reference.
    assert_eq!(
        after_correction(case, remove("growth")),
        Pattern::ParentReference
    );
    // Read whole, the stream is not bucketed either.
    assert_eq!(
        after_correction(case, set("read_as", json!("all"))),
        Pattern::ParentReference
    );
    // Measurements needed on their own keep their own documents.
    assert_eq!(
        after_correction(case, set("independent_access", json!(true))),
        Pattern::ParentReference
    );
    // A short, bounded series is simply embedded.
    assert_eq!(
        after_correction(case, |json| {
            json["relationships"][0]["cardinality"] = json!("one-to-few");
        }),
        Pattern::EmbedArray
    );
    // Only totals read: computed; raw readings not kept: computed too.
    assert_eq!(
        after_correction(case, set("read_as", json!("totals"))),
        Pattern::Computed
    );
    assert_eq!(
        after_correction(case, set("keeps_raw", json!(false))),
        Pattern::Computed
    );
    // Facts that do not bear on it change nothing.
    assert_eq!(
        after_correction(case, set("relinks", json!("never"))),
        Pattern::Bucket
    );
    assert_eq!(
        after_correction(case, set("snapshot", json!(true))),
        Pattern::Bucket
    );
}

#[test]
fn a_page_at_a_time_is_a_bucket_per_page() {
    let case = "customer_trades_bucket";
    assert_eq!(pattern_after(case, |_| {}), Pattern::Bucket);
    assert_eq!(
        pattern_after(case, |json| {
            let rel = &mut json["relationships"][0];
            rel["read_as"] = json!("all");
            if let Some(rel) = rel.as_object_mut() {
                rel.remove("page_size");
            }
        }),
        Pattern::ParentReference
    );
}

#[test]
fn totals_are_computed_only_when_reads_outnumber_writes() {
    let case = "movie_screenings_computed";
    assert_eq!(pattern_after(case, |_| {}), Pattern::Computed);
    assert_eq!(
        pattern_after(case, set("reads_per_write", json!(1000))),
        Pattern::Computed
    );
    // More writes than reads: adding up at read time is cheaper.
    assert_ne!(
        pattern_after(case, set("reads_per_write", json!(0.2))),
        Pattern::Computed
    );
    // Totals over a handful of embeddable children are added up on read.
    assert_eq!(
        pattern_after(case, |json| {
            json["relationships"][0]["cardinality"] = json!("one-to-few");
        }),
        Pattern::EmbedArray
    );
    // Read whole with the movie: up to 2,000 small screenings are about
    // 200 KiB, so they are embedded.
    assert_eq!(
        pattern_after(case, set("read_as", json!("all"))),
        Pattern::EmbedArray
    );
}

#[test]
fn an_hour_of_readings_is_one_bucket_written_by_one_upsert() {
    let mut json = model_json("sensor_readings_bucket");
    corrected(&mut json);
    let model = serde_json::from_value(json).expect("still a model");
    let analysis = serde_json::to_value(analyze_with_samples(&model)).expect("JSON");
    let advice = &analysis["relationships"][0];
    assert_eq!(advice["pattern"], "bucket");
    let rationale = advice["rationale"].as_str().expect("a rationale");
    for fact in ["1 per minute", "read by time range", "an hour", "60"] {
        assert!(rationale.contains(fact), "{fact}: {rationale}");
    }
    let index = &advice["indexes"][0];
    assert_eq!(index["collection"], "measurements");
    let keys: Vec<&String> = index["keys"].as_object().expect("keys").keys().collect();
    assert_eq!(
        keys,
        ["sensor", "start"],
        "the parent first, then the start"
    );

    let bucket = &advice["variants"]["recommended"];
    assert_eq!(bucket["pattern"], "bucket");
    let doc = &bucket["documents"]["measurements"][0];
    assert_eq!(doc["count"], 60);
    assert_eq!(doc["start"]["$date"], "2026-01-01T00:00:00Z");
    assert_eq!(doc["end"]["$date"], "2026-01-01T01:00:00Z");
    let shown = doc["measurements"].as_array().expect("the readings");
    assert_eq!(shown.len(), 3);
    assert_eq!(shown[1]["timestamp"]["$date"], "2026-01-01T00:01:00Z");
    assert_eq!(bucket["omitted"]["measurements.measurements"], 57);
    let write = bucket["writes"]["mongosh"].as_str().expect("the upsert");
    for part in [
        "updateOne(",
        "$push: {measurements:",
        "$inc: {count: 1}",
        "upsert: true",
    ] {
        assert!(write.contains(part), "{part}: {write}");
    }
    let read = bucket["reads"]["mongosh"].as_str().expect("the read");
    assert!(
        read.contains("start: {$gte: ISODate(\"2026-01-01T00:00:00Z\")"),
        "{read}"
    );
    // The same hour in one round trip: the parent and its buckets joined.
    let joined = aggregation(bucket);
    for part in [
        "{$match: {_id: ObjectId(",
        "$lookup: {from: \"measurements\", localField: \"_id\"",
        "pipeline: [{$match: {start: {$gte: ISODate(\"2026-01-01T00:00:00Z\")",
        "{$sort: {start: 1}}]",
    ] {
        assert!(joined.contains(part), "{part}: {joined}");
    }
    // A full bucket is far smaller than the whole series embedded.
    let full = bucket["bson_bytes"]["max"].as_u64().expect("a size");
    assert!(full < 4_000, "{full}");
    assert_eq!(
        advice["variants"]["embedded"]["bson_bytes"]["max"],
        Value::Null
    );
}

#[test]
fn a_page_bucket_closes_at_the_page_size() {
    let advice = only_advice("customer_trades_bucket");
    let bucket = &advice["variants"]["recommended"];
    assert_eq!(bucket["documents"]["trades"][0]["count"], 10);
    let write = bucket["writes"]["mongosh"].as_str().expect("the upsert");
    assert!(write.contains("count: {$lt: 10}"), "{write}");
    assert!(
        bucket["reads"]["mongosh"]
            .as_str()
            .is_some_and(|r| r.contains(".skip(page - 1).limit(1)"))
    );
    let joined = aggregation(bucket);
    assert!(
        joined.contains("pipeline: [{$sort: {start: -1}}, {$skip: page - 1}, {$limit: 1}]"),
        "{joined}"
    );
}

#[test]
fn computed_totals_are_kept_in_the_parent_and_raised_on_write() {
    let analysis = serde_json::to_value(analyze_with_samples(&model("movie_screenings_computed")))
        .expect("JSON");
    let advice = &analysis["relationships"][0];
    let computed = &advice["variants"]["recommended"];
    let movie = &computed["documents"]["movies"][0];
    assert_eq!(movie["screenings_count"], 100);
    // The totals add up the shown screenings, standing in for the others in turn.
    let screenings = computed["documents"]["screenings"]
        .as_array()
        .expect("screenings");
    let viewers: Vec<i64> = screenings
        .iter()
        .map(|s| s["num_viewers"].as_i64().expect("a count"))
        .collect();
    let expected: i64 = (0..100).map(|i| viewers[i % viewers.len()]).sum();
    assert_eq!(movie["total_num_viewers"], expected);
    let write = computed["writes"]["mongosh"].as_str().expect("the writes");
    assert!(
        write.contains("insertOne(") && write.contains("$inc: {screenings_count: 1"),
        "{write}"
    );
    // The movies collection's sample carries the totals too.
    let movies = analysis["collections"]
        .as_array()
        .and_then(|c| c.iter().find(|c| c["name"] == "movies"))
        .expect("movies");
    assert_eq!(movies["sample"]["total_num_viewers"], expected);
}

#[test]
fn totals_of_children_not_kept_leave_no_collection_for_them() {
    let mut json = model_json("movie_screenings_computed");
    json["relationships"][0]["keeps_raw"] = json!(false);
    let model = serde_json::from_value(json).expect("a model");
    let analysis = serde_json::to_value(analyze_with_samples(&model)).expect("JSON");
    let names: Vec<&Value> = analysis["collections"]
        .as_array()
        .expect("collections")
        .iter()
        .map(|c| &c["name"])
        .collect();
    assert_eq!(names, [&json!("movies")]);
    let computed = &analysis["relationships"][0]["variants"]["recommended"];
    assert_eq!(computed["writes"]["documents"], 1);
    assert!(computed["documents"].get("screenings").is_none());
}

#[test]
fn copies_across_a_many_to_many_with_a_volatile_field_left_behind_are_an_extended_reference() {
    let mut json = model_json("university");
    // The course's name is shown with each student; its seats left change often.
    let course = json["entities"]
        .as_array_mut()
        .and_then(|entities| entities.iter_mut().find(|e| e["id"] == "course"))
        .expect("a course");
    course["fields"]
        .as_array_mut()
        .expect("fields")
        .push(json!({"name": "seats_left", "type": "int", "updates": "often"}));
    let courses = json["relationships"]
        .as_array_mut()
        .and_then(|rels| rels.iter_mut().find(|r| r["id"] == "courses"))
        .expect("courses");
    courses["display_fields"] = json!(["name", "seats_left"]);
    let model = serde_json::from_value(json.clone()).expect("a model");
    let analysis = serde_json::to_value(analyze_with_samples(&model)).expect("JSON");
    let advice = analysis["relationships"]
        .as_array()
        .and_then(|rels| rels.iter().find(|r| r["relationship"] == "courses"))
        .expect("courses");
    assert_eq!(advice["pattern"], "extended-reference");
    assert!(
        advice["rules"]
            .as_array()
            .is_some_and(|r| r.contains(&json!("never-copy-volatile")))
    );
    let student = &advice["variants"]["recommended"]["documents"]["students"][0];
    let first = &student["courses"][0];
    assert!(
        first["_id"].is_object() && first["name"].is_string(),
        "{student}"
    );
    assert!(
        first.get("seats_left").is_none(),
        "the volatile field stays behind"
    );

    // Without the volatile field the course names are still copied beside
    // the ids: the seed's answer, which MongoDB calls an extended reference.
    assert_eq!(
        analyze(&crate::common::model("university"))
            .relationships
            .iter()
            .find(|r| r.relationship == "courses")
            .map(|r| r.pattern),
        Some(Pattern::ExtendedReference)
    );
    // Copies kept as they were (a snapshot) are an extended reference too,
    // and a field that changes often is copied then, since it is history.
    let mut snapshot = json;
    let courses = snapshot["relationships"]
        .as_array_mut()
        .and_then(|rels| rels.iter_mut().find(|r| r["id"] == "courses"))
        .expect("courses");
    courses["snapshot"] = json!(true);
    let model = serde_json::from_value(snapshot).expect("a model");
    let advice = analyze(&model)
        .relationships
        .into_iter()
        .find(|r| r.relationship == "courses")
        .expect("courses");
    assert_eq!(advice.pattern, Pattern::ExtendedReference);
    let copied: Vec<&str> = advice
        .denormalize
        .iter()
        .map(|c| c.field.as_str())
        .collect();
    assert_eq!(copied, ["name", "seats_left"]);
}

#[test]
fn the_latest_few_are_a_subset_even_when_the_children_are_used_on_their_own() {
    let mut json = model_json("product-reviews");
    json["relationships"][0]["independent_access"] = json!(true);
    let model = serde_json::from_value(json).expect("a model");
    assert_eq!(analyze(&model).relationships[0].pattern, Pattern::Subset);
}

#[test]
fn fields_queried_across_a_relationship_are_indexed_where_they_are_stored() {
    let mut json = model_json("student_emails");
    json["relationships"][0]["query_fields"] = json!(["email"]);
    let queried = serde_json::from_value(json).expect("a model");
    let advice = analyze(&queried).relationships.remove(0);
    assert_eq!(advice.pattern, Pattern::EmbedArray, "the verdict stays");
    assert!(
        advice
            .indexes
            .iter()
            .any(|i| i.collection == "students" && i.keys.contains_key("emails.email")),
        "{:?}",
        advice.indexes
    );
    let plain = analyze(&model("student_emails")).relationships.remove(0);
    assert!(plain.indexes.is_empty());
}

#[test]
fn a_field_the_application_finds_documents_by_is_indexed_in_its_collection() {
    let mut json = model_json("student_emails");
    // Students are looked up by name; e-mails (embedded) by address.
    json["entities"][0]["fields"][0]["queried"] = json!(["equality", "sort"]);
    json["entities"][1]["fields"][0]["queried"] = json!(["equality"]);
    let queried = serde_json::from_value(json).expect("a model");
    let analysis = analyze(&queried);
    let students = &analysis.collections[0];
    let keys: Vec<Vec<&str>> = students
        .indexes
        .iter()
        .map(|i| i.keys.fields().collect())
        .collect();
    let first = model_json("student_emails")["entities"][0]["fields"][0]["name"]
        .as_str()
        .expect("a name")
        .to_owned();
    assert!(keys.contains(&vec![first.as_str()]), "{keys:?}");
    assert!(keys.contains(&vec!["emails.email"]), "{keys:?}");
    // A word search alone asks for a text index, which is left to the person.
    let mut json = model_json("student_emails");
    json["entities"][0]["fields"][0]["queried"] = json!(["text"]);
    let text_only = serde_json::from_value(json).expect("a model");
    assert!(analyze(&text_only).collections[0].indexes.is_empty());
}

#[test]
fn a_unique_field_gets_a_unique_index_where_its_documents_are_the_collections_own() {
    let mut json = model_json("student_emails");
    // Students' names are unique and looked up; e-mail addresses (embedded
    // in each student) are unique too, which no index can keep there.
    json["entities"][0]["fields"][0]["unique"] = json!(true);
    json["entities"][0]["fields"][0]["queried"] = json!(["equality"]);
    json["entities"][1]["fields"][0]["unique"] = json!(true);
    let model: nestlink_core::wire::model::Model = serde_json::from_value(json).expect("a model");
    let analysis = analyze(&model);
    let students = &analysis.collections[0];
    let first = &model.entities[0].fields[0].name;
    let unique: Vec<_> = students.indexes.iter().filter(|i| i.unique).collect();
    assert_eq!(unique.len(), 1, "{:?}", students.indexes);
    assert_eq!(
        unique[0].keys.fields().collect::<Vec<_>>(),
        [first.as_str()]
    );
    assert!(
        unique[0].reason.contains("no two") && unique[0].reason.contains("found by"),
        "one index says both reasons: {}",
        unique[0].reason
    );
    assert!(
        !students
            .indexes
            .iter()
            .any(|i| i.keys.fields().any(|key| key.starts_with("emails."))),
        "no index for the embedded e-mails' uniqueness: {:?}",
        students.indexes
    );
    let script =
        nestlink::export::export(&model, nestlink_core::wire::export::ExportFormat::Mongosh);
    assert!(
        script.lines().any(|line| line.contains("createIndex(")
            && line.contains(first.as_str())
            && line.ends_with("{ unique: true });")),
        "{script}"
    );
}

#[test]
fn a_few_best_sellers_overflow_while_the_rest_keep_one_array() {
    let case = "outlier_book_sales";
    assert_eq!(pattern_after(case, |_| {}), Pattern::Outlier);
    // Without skew stated, up to 50 customers of one small field each,
    // linked to nothing else, are copied into the book (as the page's array
    // of user ids holds them)...
    assert_eq!(
        pattern_after(case, remove("outlier_max")),
        Pattern::EmbedArray
    );
    // ...and kept apart, as ids, once a customer is used on its own.
    assert_eq!(
        pattern_after(case, |json| {
            json["relationships"][0]
                .as_object_mut()
                .expect("an object")
                .remove("outlier_max");
            json["relationships"][0]["independent_access"] = json!(true);
        }),
        Pattern::ChildReferences
    );
    // Outliers whose customers still fit as copies need no overflow.
    assert_eq!(
        pattern_after(case, set("outlier_max", json!(1000))),
        Pattern::EmbedArray
    );

    let analysis = serde_json::to_value(analyze_with_samples(&model(case))).expect("JSON");
    let advice = &analysis["relationships"][0];
    let rationale = advice["rationale"].as_str().expect("a rationale");
    assert!(
        rationale.contains("at most 50") && rationale.contains("has_extras"),
        "{rationale}"
    );
    let outlier = &advice["variants"]["recommended"];
    let book = &outlier["documents"]["books"][0];
    assert_eq!(book["has_extras"], true);
    let overflow = &outlier["documents"]["books_extra_customers_purchased"][0];
    assert_eq!(overflow["count"], 50);
    assert!(overflow["book"].is_object(), "{overflow}");
    let write = outlier["writes"]["mongosh"].as_str().expect("the write");
    assert!(
        write.contains("\"customers_purchased.49\": {$exists: false}"),
        "{write}"
    );
    assert!(write.contains("upsert: true"), "{write}");
    // Every child in one round trip: the overflow arrays after the book's own.
    let joined = aggregation(outlier);
    for part in [
        "$lookup: {from: \"books_extra_customers_purchased\", localField: \"_id\", foreignField: \"book\"",
        "customers_purchased: {$concatArrays: [\"$customers_purchased\", {$reduce: {input: \"$customers_purchased_overflow.customers_purchased\"",
        "{$unset: \"customers_purchased_overflow\"}",
    ] {
        assert!(joined.contains(part), "{part}: {joined}");
    }
    // The shell read asks for the overflow only for a flagged book.
    assert!(
        outlier["reads"]["mongosh"]
            .as_str()
            .is_some_and(|r| r.contains("if (parent.has_extras)")),
        "{}",
        outlier["reads"]["mongosh"]
    );
    // The overflow is a collection of the schema, with its index and sample.
    let extra = analysis["collections"]
        .as_array()
        .and_then(|c| {
            c.iter()
                .find(|c| c["name"] == "books_extra_customers_purchased")
        })
        .expect("the overflow collection");
    assert!(extra["sample"].is_object() && extra["validator"].is_object());
    assert!(extra["indexes"][0]["keys"]["book"].is_number());
    let books = analysis["collections"]
        .as_array()
        .and_then(|c| c.iter().find(|c| c["name"] == "books"))
        .expect("books");
    assert_eq!(books["sample"]["has_extras"], false);
}

#[test]
fn embedded_children_with_outliers_stay_embedded_up_to_the_usual_count() {
    let mut json = model_json("student_emails");
    json["relationships"][0]["outlier_max"] = json!(null);
    let skewed = serde_json::from_value(json).expect("a model");
    let analysis = serde_json::to_value(analyze_with_samples(&skewed)).expect("JSON");
    let advice = &analysis["relationships"][0];
    assert_eq!(advice["pattern"], "outlier");
    let names = collection_names(&analysis);
    assert_eq!(
        names,
        ["students", "students_extra_emails"],
        "e-mails live in their students"
    );
    let student = &advice["variants"]["recommended"]["documents"]["students"][0];
    assert!(student["emails"][0].is_object(), "{student}");
}

#[test]
fn kinds_of_one_entity_share_its_collection() {
    let case = "polymorphic_athletes";
    let analysis = serde_json::to_value(analyze_with_samples(&model(case))).expect("JSON");
    let names = collection_names(&analysis);
    assert_eq!(
        names,
        ["athletes"],
        "every kind lives in the athletes' collection"
    );
    let advice = &analysis["relationships"][0];
    assert_eq!(advice["pattern"], "polymorphic");
    assert!(
        advice["rationale"]
            .as_str()
            .is_some_and(|r| r.contains("\"sport\" is \"bowling\""))
    );
    let bowler = &advice["variants"]["recommended"]["documents"]["athletes"][0];
    assert_eq!(bowler["sport"], "bowling");
    assert!(
        bowler.get("perfect_games").is_some() && bowler.get("bowling").is_none(),
        "{bowler}"
    );
    // One index finds a kind, however many kinds there are.
    let athletes = &analysis["collections"][0];
    assert_eq!(athletes["indexes"].as_array().map(Vec::len), Some(1));
    assert!(athletes["indexes"][0]["keys"]["sport"].is_number());
    // The validator requires what every athlete has, not a kind's own fields.
    let required = athletes["validator"]["$jsonSchema"]["required"]
        .as_array()
        .expect("required");
    assert!(required.contains(&json!("sport")) && required.contains(&json!("name")));
    assert!(!required.contains(&json!("perfect_games")), "{required:?}");
    assert!(athletes["validator"]["$jsonSchema"]["properties"]["perfect_games"].is_object());

    // Without the "is a" link, a one-to-one read together is a sub-document.
    assert_eq!(pattern_after(case, remove("subtype")), Pattern::Embed);
}

#[test]
fn children_that_often_move_to_another_parent_keep_their_parents_id() {
    // Embedded, a move takes an e-mail out of one student and into another.
    assert_eq!(pattern_after("student_emails", |_| {}), Pattern::EmbedArray);
    assert_eq!(
        pattern_after("student_emails", set("relinks", json!("often"))),
        Pattern::ParentReference
    );
    assert_eq!(
        pattern_after("student_emails", set("relinks", json!("never"))),
        Pattern::EmbedArray
    );
    // An array of ids in the parent changes two parents per move as well.
    assert_eq!(
        pattern_after("product-parts", |_| {}),
        Pattern::ExtendedReference
    );
    assert_eq!(
        pattern_after("product-parts", set("relinks", json!("often"))),
        Pattern::ParentReference
    );
    let mut json = model_json("student_emails");
    json["relationships"][0]["relinks"] = json!("often");
    let model = serde_json::from_value(json).expect("a model");
    let analysis = analyze(&model);
    assert!(
        analysis.relationships[0]
            .rationale
            .contains("often, and a move is then one update")
    );
    assert!(analysis.rules.iter().any(|rule| {
        rule.id == "moves-often"
            && rule
                .url
                .as_deref()
                .is_some_and(|url| url.contains("map-relationships"))
    }));
    // One-to-one links are left as they were: nothing moves in an array.
    assert_eq!(
        pattern_after("student_id_card", set("relinks", json!("often"))),
        pattern_after("student_id_card", |_| {})
    );
}

/// The names of an analysis' collections, in order.
fn collection_names(analysis: &Value) -> Vec<&str> {
    analysis["collections"]
        .as_array()
        .expect("collections")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect()
}

//! Facts about a link and about a document's life: a link's own fields
//! (`link_fields`), a child shown with its parent's fields, a figure that
//! may be approximate (`approximate`) and documents that age out
//! (`archive_after`). What each does to the verdict, and only there, on
//! MongoDB's own examples (see `published.rs`).

use nestlink::{advisor::Pattern, answer::analyze, answer::analyze_with_samples};
use serde_json::json;

use crate::common::{changed, model, model_json};

#[test]
fn a_links_own_fields_sit_in_the_array_element_that_stands_for_the_link() {
    let analysis = analyze_with_samples(&model("apply_patterns_movie_theater"));
    let advice = &analysis.relationships[0];
    assert_eq!(advice.pattern, Pattern::ExtendedReference);
    assert!(advice.rules.iter().any(|rule| rule == "link-fields"));
    assert!(
        advice.rationale.contains("\"views\""),
        "{}",
        advice.rationale
    );
    // The theater's array holds the movie's id, the copies and the views,
    // as on the manual's page; the movies keep no views.
    let theaters = analysis
        .collections
        .iter()
        .find(|c| c.name == "theaters")
        .expect("theaters");
    let sample = &theaters.sample.as_ref().expect("a sample").0;
    let element = sample
        .get_array("movies")
        .ok()
        .and_then(|movies| movies.first())
        .and_then(|first| first.as_document())
        .expect("a movie element");
    let keys: Vec<&str> = element.keys().map(String::as_str).collect();
    assert_eq!(keys, ["_id", "title", "runtime", "views"]);
    let movies = analysis.collections.iter().find(|c| c.name == "movies");
    let movie = &movies.and_then(|c| c.sample.as_ref()).expect("a movie").0;
    assert!(!movie.contains_key("views"));
    // The validator requires the link's field in each element.
    let validator = theaters
        .validator
        .as_ref()
        .expect("a validator")
        .0
        .to_string();
    assert!(validator.contains("views"), "{validator}");

    // Embedded instead (no copies of their own), each embedded movie
    // carries its views too.
    let variants = advice.variants.as_ref().expect("variants");
    let embedded = &variants.embedded.documents["theaters"][0].0;
    let first = embedded.get_array("movies").expect("movies")[0]
        .as_document()
        .expect("a movie");
    assert!(first.contains_key("views") && first.contains_key("director"));

    // Without the link's field, the copies still make an extended reference,
    // and the link's rule is gone.
    let plain = analyze(&changed("apply_patterns_movie_theater", |json| {
        json["relationships"][0]
            .as_object_mut()
            .expect("an object")
            .remove("link_fields");
    }));
    assert_eq!(plain.relationships[0].pattern, Pattern::ExtendedReference);
    assert!(
        !plain.relationships[0]
            .rules
            .iter()
            .any(|r| r == "link-fields")
    );
}

#[test]
fn a_links_own_fields_follow_the_reference_wherever_it_is() {
    // One-to-many, the child holding its parent's id: the link's fields
    // are in the child, next to that id.
    let analysis = analyze_with_samples(&changed("one_to_many_publisher_books", |json| {
        json["relationships"][0]["link_fields"] = json!([{"name": "royalty", "type": "double"}]);
    }));
    let advice = &analysis.relationships[0];
    assert_eq!(advice.pattern, Pattern::ParentReference);
    assert!(
        advice.rationale.contains("next to its Publisher's id"),
        "{}",
        advice.rationale
    );
    let books = analysis
        .collections
        .iter()
        .find(|c| c.name == "books")
        .expect("books");
    let book = &books.sample.as_ref().expect("a book").0;
    assert!(book.contains_key("royalty"), "{book}");
    // Many-to-many with the array on the other side: the element there is
    // a small document with the id and the link's fields.
    let analysis = analyze_with_samples(&changed("student_courses", |json| {
        json["relationships"][0]["link_fields"] = json!([{"name": "grade", "type": "string"}]);
        json["relationships"][0]["inverse_typical"] = json!(2);
    }));
    let advice = &analysis.relationships[0];
    assert!(
        advice.rationale.contains("\"grade\""),
        "{}",
        advice.rationale
    );
    let documents = &advice
        .variants
        .as_ref()
        .expect("variants")
        .referenced
        .documents;
    let holder = documents.values().flatten().find_map(|doc| {
        doc.0
            .iter()
            .find_map(|(_, value)| value.as_array().and_then(|a| a.first()))
            .and_then(|first| first.as_document())
            .filter(|element| element.contains_key("grade"))
    });
    assert!(holder.is_some(), "{documents:?}");
}

#[test]
fn children_read_alone_with_their_parents_fields_keep_its_id_beside_the_copies() {
    let analysis = analyze_with_samples(&model("blog_extended_reference_orders"));
    let advice = &analysis.relationships[0];
    assert_eq!(advice.pattern, Pattern::ExtendedReference);
    let copied: Vec<&str> = advice
        .denormalize
        .iter()
        .map(|d| d.field.as_str())
        .collect();
    assert_eq!(copied, ["name", "street", "city", "country"]);
    let orders = analysis
        .collections
        .iter()
        .find(|c| c.name == "orders")
        .expect("orders");
    let order = &orders.sample.as_ref().expect("an order").0;
    for key in ["customer", "name", "street", "city", "country"] {
        assert!(order.contains_key(key), "{key} in {order}");
    }
    assert!(
        orders
            .indexes
            .iter()
            .any(|i| i.keys.fields().eq(["customer"]))
    );
    // Not shown with the customer's fields, and no maximum stated: each
    // order keeps its customer's id, as a foreign key would, and one index
    // lists a customer's orders, newest first.
    let plain = analyze(&changed("blog_extended_reference_orders", |json| {
        json["relationships"][0]
            .as_object_mut()
            .expect("an object")
            .remove("parent_display_fields");
    }));
    assert_eq!(plain.relationships[0].pattern, Pattern::ParentReference);
    // With a maximum stated, the customer may list its orders' ids.
    let bounded = analyze(&changed("blog_extended_reference_orders", |json| {
        let rel = json["relationships"][0].as_object_mut().expect("an object");
        rel.remove("parent_display_fields");
        rel.insert("max".to_owned(), json!(200));
    }));
    assert_eq!(bounded.relationships[0].pattern, Pattern::ChildReferences);
    // Not read on its own: an order is embedded in its customer, as before.
    let embedded = analyze(&changed("blog_extended_reference_orders", |json| {
        json["relationships"][0]["independent_access"] = json!(false);
        json["relationships"][0]["cardinality"] = json!("one-to-few");
    }));
    assert_eq!(embedded.relationships[0].pattern, Pattern::EmbedArray);
}

#[test]
fn a_figure_that_may_be_approximate_and_changes_often_is_written_every_hundredth_change() {
    let analysis = analyze_with_samples(&model("approximation_city_population"));
    let advice = &analysis.entities[0];
    assert_eq!(advice.pattern, Pattern::Approximation);
    assert!(
        advice.rationale.contains("every 100"),
        "{}",
        advice.rationale
    );
    assert!(
        analysis
            .rules
            .iter()
            .any(|rule| rule.id == "approximation" && rule.url.is_some())
    );
    let [exact, approximate] = advice.variants.as_slice() else {
        panic!("two variants: {:?}", advice.variants);
    };
    assert!(!exact.recommended && approximate.recommended);
    let write = |v: &nestlink_core::wire::analysis::Variant<_>| {
        v.writes.mongosh.clone().unwrap_or_default()
    };
    assert!(
        write(exact).contains("$inc: {population: 1}"),
        "{}",
        write(exact)
    );
    assert!(
        write(approximate).contains("$inc: {population: 100}"),
        "{}",
        write(approximate)
    );
    // Each half of the fact is needed.
    for key in ["approximate", "updates"] {
        let without = analyze(&changed("approximation_city_population", |json| {
            json["entities"][0]["fields"][1]
                .as_object_mut()
                .expect("a field")
                .remove(key);
        }));
        assert!(without.entities.is_empty(), "{key}");
    }
}

#[test]
fn documents_past_their_archive_age_move_whole_to_an_archive_collection() {
    let analysis = analyze_with_samples(&model("archive_old_sales"));
    let advice = analysis
        .entities
        .iter()
        .find(|advice| advice.pattern == Pattern::Archive)
        .expect("an archive");
    assert_eq!(advice.collection, "sales");
    assert!(advice.rationale.contains("5 years"), "{}", advice.rationale);
    let archive = analysis
        .collections
        .iter()
        .find(|c| c.name == "sales_archive")
        .expect("the archive collection");
    assert!(archive.validator.is_some() && archive.sample.is_some());
    let sales = analysis
        .collections
        .iter()
        .find(|c| c.name == "sales")
        .expect("sales");
    assert!(sales.indexes.iter().any(|i| i.keys.fields().eq(["date"])));
    let variant = &advice.variants[0];
    let write = variant.writes.mongosh.clone().unwrap_or_default();
    assert!(
        write.contains("$merge") && write.contains("deleteMany"),
        "{write}"
    );
    // The archived document is older than the age, the live one younger.
    let date = |collection: &str| {
        variant.documents[collection][0]
            .0
            .get_datetime("date")
            .expect("a date")
            .timestamp_millis()
    };
    let five_years = 5 * 365 * 86_400_000_i64;
    assert!(date("sales") - date("sales_archive") >= five_years);
    // The embedded products stay embedded: an archive keeps whole documents.
    assert_eq!(analysis.relationships[0].pattern, Pattern::EmbedArray);
    // Without the fact, nothing moves and no archive exists.
    let kept = analyze(&changed("archive_old_sales", |json| {
        json["entities"][0]
            .as_object_mut()
            .expect("an entity")
            .remove("archive_after");
    }));
    assert!(kept.entities.is_empty());
    assert!(!kept.collections.iter().any(|c| c.name.contains("archive")));
    // The archive holds whole documents of the live collection's shape.
    assert_eq!(archive.validator, sales.validator);
    // An embedded entity's age would move its parent along: no archive.
    let embedded = analyze(&changed("archive_old_sales", |json| {
        let sale = json["entities"][0].as_object_mut().expect("an entity");
        let age = sale.remove("archive_after").expect("an age");
        let line = json["entities"][1].as_object_mut().expect("an entity");
        line.insert("archive_after".to_owned(), age);
        line["fields"]
            .as_array_mut()
            .expect("fields")
            .push(json!({"name": "shipped_on", "type": "date"}));
    }));
    assert_eq!(embedded.relationships[0].pattern, Pattern::EmbedArray);
    assert!(embedded.entities.is_empty(), "{:?}", embedded.entities);
}

#[test]
fn a_links_own_fields_where_the_pattern_has_no_place_for_them_are_a_warning() {
    let analysis = analyze(&changed("outlier_book_sales", |json| {
        json["relationships"][0]["link_fields"] = json!([{"name": "price_paid", "type": "double"}]);
    }));
    let advice = &analysis.relationships[0];
    assert_eq!(advice.pattern, Pattern::Outlier);
    assert!(!advice.rules.iter().any(|rule| rule == "link-fields"));
    assert!(
        advice.warnings.iter().any(|w| w.contains("\"price_paid\"")),
        "{:?}",
        advice.warnings
    );
}

#[test]
fn a_graph_whose_nodes_have_several_parents_lists_each_nodes_children() {
    // The manual's child references page: "a suitable solution for storing
    // graphs where a node may have multiple parents".
    let mut json = model_json("tree_child_references");
    json["relationships"][0]["cardinality"] = json!("many-to-many");
    let object = json["relationships"][0].as_object_mut().expect("an object");
    object.remove("tree_queries");
    object.remove("typical");
    object.remove("max");
    let model = serde_json::from_value(json).expect("a model");
    assert_eq!(nestlink_core::wire::validate::validate(&model), vec![]);
    let analysis = analyze_with_samples(&model);
    let advice = &analysis.relationships[0];
    assert_eq!(advice.pattern, Pattern::TreeChildReferences);
    assert!(
        advice.rationale.contains("several parents"),
        "{}",
        advice.rationale
    );
    assert_eq!(advice.indexes.len(), 1, "{:?}", advice.indexes);
    // Fewer parents than children per node changes nothing: the children
    // are listed under the relationship's own field, which is indexed.
    let mut json = model_json("tree_child_references");
    json["relationships"][0]["cardinality"] = json!("many-to-many");
    json["relationships"][0]["label"] = json!("subcategories");
    json["relationships"][0]["inverse_typical"] = json!(2);
    json["relationships"][0]
        .as_object_mut()
        .expect("an object")
        .remove("tree_queries");
    let fewer = analyze_with_samples(&serde_json::from_value(json).expect("a model"));
    let advice = &fewer.relationships[0];
    let keys: Vec<Vec<&str>> = advice
        .indexes
        .iter()
        .map(|i| i.keys.fields().collect())
        .collect();
    assert_eq!(keys, [["subcategories"]]);
    let categories = &fewer.collections[0].sample.as_ref().expect("a sample").0;
    assert!(categories.contains_key("subcategories"), "{categories}");
    let recommended = advice
        .variants
        .as_ref()
        .and_then(|v| v.recommended.as_ref());
    let recommended = recommended.expect("the pattern's documents");
    let node = recommended
        .documents
        .values()
        .flatten()
        .next()
        .expect("a node");
    let children = node.0.iter().find_map(|(_, value)| value.as_array());
    assert!(
        children.is_some_and(|ids| ids.iter().all(|id| id.as_object_id().is_some())),
        "{node:?}"
    );
}

#[test]
fn a_many_to_many_queried_both_ways_keeps_one_indexed_array() {
    // An array on each side would save no round trip (the other direction
    // is one query on the array) and write every link twice: one array and
    // its multikey index cost less, however often links change.
    let both_ways = |relinks: Option<&str>| {
        analyze(&changed("student_courses", |json| {
            json["relationships"][0]["queried_from_child"] = json!(true);
            if let Some(relinks) = relinks {
                json["relationships"][0]["relinks"] = json!(relinks);
            }
        }))
    };
    for relinks in [None, Some("rare"), Some("often")] {
        let analysis = both_ways(relinks);
        let advice = &analysis.relationships[0];
        assert_eq!(advice.pattern, Pattern::ChildReferences, "{relinks:?}");
        assert!(
            advice
                .indexes
                .iter()
                .any(|i| i.keys.fields().eq(["courses"])),
            "{relinks:?}: {:?}",
            advice.indexes
        );
        assert_eq!(
            advice.rules.iter().any(|rule| rule == "moves-often"),
            relinks == Some("often"),
            "{relinks:?}"
        );
        assert!(
            advice.rationale.contains("find({courses: <Course id>})") || relinks == Some("often"),
            "{}",
            advice.rationale
        );
    }
}

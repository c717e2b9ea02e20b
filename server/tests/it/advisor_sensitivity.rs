//! Change one fact and the answer changes the way the seeds say it should;
//! and the whole-model effects: an entity embedded twice, embedded yet used
//! on its own, chains, cycles, self-relationships.

use nestlink::advisor::{Advice, Analysis, Pattern};
use nestlink::answer::analyze;
use nestlink_core::wire::{model::Model, validate::validate};
use serde_json::{Value, json};

use crate::common::model_json as case_json;

fn run(model: Value) -> Analysis {
    let model: Model = serde_json::from_value(model).expect("a well-formed model");
    assert_eq!(validate(&model), vec![], "a valid model");
    analyze(&model)
}

fn rel<'a>(analysis: &'a Analysis, id: &str) -> &'a Advice {
    analysis
        .relationships
        .iter()
        .find(|advice| advice.relationship == id)
        .expect("advice for every relationship")
}

fn entity(id: &str, name: &str, fields: Value) -> Value {
    json!({"id": id, "name": name, "x": 0, "y": 0, "fields": fields})
}

fn model(entities: Vec<Value>, relationships: Vec<Value>) -> Value {
    json!({"version": 1, "name": "test", "entities": entities, "relationships": relationships})
}

#[test]
fn a_hundred_thousand_emails_are_no_longer_embedded() {
    let mut m = case_json("student_emails");
    assert_eq!(rel(&run(m.clone()), "r1").pattern, Pattern::EmbedArray);
    m["relationships"][0]["typical"] = json!(100_000);
    m["relationships"][0]["max"] = json!(100_000);
    let a = run(m);
    let r = rel(&a, "r1");
    assert_eq!(r.pattern, Pattern::ParentReference);
    assert!(
        r.rules.iter().any(|id| id == "id-array-limit"),
        "{:?}",
        r.rules
    );
    assert!(r.rationale.contains("100,000"), "{}", r.rationale);
    assert!(r.indexes.iter().any(|i| i.keys.contains_key("student")));
}

#[test]
fn bytes_not_counts_decide_whether_emails_are_embedded() {
    let mut m = case_json("student_emails");
    m["relationships"][0]["typical"] = json!(150);
    m["relationships"][0]["max"] = json!(800);
    assert_eq!(
        rel(&run(m.clone()), "r1").pattern,
        Pattern::EmbedArray,
        "800 short e-mail addresses are well under 1 MiB: embedded"
    );
    // The same count of 2 KB e-mails would make a student 1.6 MB.
    m["entities"][1]["fields"][0]["size_bytes"] = json!(2000);
    let r = run(m);
    let advice = rel(&r, "r1");
    assert_eq!(advice.pattern, Pattern::ChildReferences);
    assert!(
        advice.rules.iter().any(|id| id == "too-large-to-embed"),
        "{:?}",
        advice.rules
    );
    assert!(advice.rationale.contains("MiB"), "{}", advice.rationale);
}

#[test]
fn small_stable_shared_children_are_copied_into_each_parent() {
    let tags = |facts: serde_json::Value, field: serde_json::Value| {
        let mut rel =
            json!({"id": "tags", "from": "article", "to": "tag", "cardinality": "many-to-many"});
        if let (Some(rel), Some(facts)) = (rel.as_object_mut(), facts.as_object()) {
            rel.extend(facts.clone());
        }
        run(model(
            vec![
                entity(
                    "article",
                    "Article",
                    json!([{"name": "title", "type": "string"}]),
                ),
                entity(
                    "tag",
                    "Tag",
                    json!([field, {"name": "url", "type": "string"}]),
                ),
            ],
            vec![rel],
        ))
    };
    let name = json!({"name": "name", "type": "string"});
    let a = tags(json!({}), name.clone());
    let r = rel(&a, "tags");
    assert_eq!(r.pattern, Pattern::EmbedArray);
    assert!(r.rules.iter().any(|id| id == "embed-shared-copies"));
    // What a change costs is said: each of a tag's articles is rewritten.
    assert!(
        r.rationale.contains("typically 10 Articles"),
        "{}",
        r.rationale
    );
    let copies = r
        .costs
        .as_ref()
        .and_then(|costs| costs.first())
        .expect("costs");
    assert_eq!(copies.writes_per_copy_change, Some(10));
    // Each fact against copying moves it back to ids.
    let often = json!({"name": "name", "type": "string", "updates": "often"});
    assert!(!rel(&tags(json!({}), often), "tags").pattern.embeds());
    let alone = tags(json!({"independent_access": true}), name.clone());
    assert!(!rel(&alone, "tags").pattern.embeds());
    let big = json!({"name": "name", "type": "string", "size_bytes": 5000});
    assert!(!rel(&tags(json!({}), big), "tags").pattern.embeds());
}

#[test]
fn children_read_apart_from_their_parent_point_to_it() {
    // Used on their own and not read with the student: the student needs
    // no list of them, each e-mail keeps its student's id (indexed).
    let mut m = case_json("student_emails");
    m["relationships"][0]["independent_access"] = json!(true);
    m["relationships"][0]["read_together"] = json!(false);
    let a = run(m);
    let r = rel(&a, "r1");
    assert_eq!(r.pattern, Pattern::ParentReference);
    assert!(
        r.indexes.iter().any(|index| index.collection == "emails"),
        "{:?}",
        r.indexes
    );
}

#[test]
fn independent_access_stops_embedding() {
    let mut m = case_json("student_emails");
    m["relationships"][0]["independent_access"] = json!(true);
    let a = run(m);
    let r = rel(&a, "r1");
    assert!(!r.pattern.embeds(), "{:?}", r.pattern);
    assert!(r.rules.iter().any(|id| id == "independent-access"));
    assert_eq!(a.collections.len(), 2);

    let mut one = case_json("student_id_card");
    one["relationships"][0]["independent_access"] = json!(true);
    assert!(!rel(&run(one), "r1").pattern.embeds());
}

#[test]
fn a_displayed_field_that_changes_often_is_not_copied() {
    let mut m = case_json("product-parts");
    assert!(
        rel(&run(m.clone()), "r1")
            .denormalize
            .iter()
            .any(|d| d.field == "name")
    );
    m["entities"][1]["fields"][1]["updates"] = json!("often");
    let a = run(m);
    let r = rel(&a, "r1");
    assert!(r.denormalize.is_empty(), "{:?}", r.denormalize);
    assert!(
        r.warnings.iter().any(|w| w.contains("Part.name")),
        "{:?}",
        r.warnings
    );
}

#[test]
fn the_hosts_ip_address_is_copied_into_each_log_message() {
    // 001 Part 2: denormalizing into the squillions side.
    let mut m = case_json("host-logs");
    m["relationships"][0]["parent_display_fields"] = json!(["ipaddr"]);
    let a = run(m);
    let r = rel(&a, "r1");
    assert_eq!(r.pattern, Pattern::ExtendedReference);
    assert_eq!(r.denormalize.len(), 1);
    assert_eq!(
        (
            r.denormalize[0].field.as_str(),
            r.denormalize[0].into.as_str()
        ),
        ("ipaddr", "logmsg")
    );
    assert!(r.indexes.iter().any(|i| i.keys.contains_key("host")));
}

#[test]
fn both_directions_queried_turn_child_references_into_two_way() {
    let mut m = case_json("product-parts");
    m["relationships"][0]["queried_from_child"] = json!(true);
    assert_eq!(rel(&run(m), "r1").pattern, Pattern::TwoWayReferences);
}

#[test]
fn rarely_read_children_stay_out_of_the_parent() {
    let mut m = case_json("student_emails");
    m["relationships"][0]["read_together"] = json!(false);
    assert_eq!(rel(&run(m), "r1").pattern, Pattern::ParentReference);
}

#[test]
fn atomic_children_without_bound_cannot_stay_in_one_document() {
    let mut m = case_json("book-checkout");
    m["relationships"][0]["max"] = Value::Null;
    let a = run(m);
    let r = rel(&a, "r1");
    assert!(!r.pattern.embeds());
    assert!(
        r.warnings
            .iter()
            .any(|w| w.contains("atomically") && w.contains("no upper limit")),
        "{:?}",
        r.warnings
    );
}

#[test]
fn huge_children_break_the_sixteen_mebibyte_limit() {
    // 150 images of 200 KB each: few enough by count, too big by size.
    let m = model(
        vec![
            entity(
                "album",
                "Album",
                json!([{"name": "title", "type": "string"}]),
            ),
            entity(
                "photo",
                "Photo",
                json!([{"name": "jpeg", "type": "binData", "size_bytes": 200_000}]),
            ),
        ],
        vec![
            json!({"id": "r1", "from": "album", "to": "photo", "cardinality": "one-to-many", "typical": 20, "max": 150}),
        ],
    );
    let a = run(m);
    let r = rel(&a, "r1");
    assert!(!r.pattern.embeds());
    assert!(
        r.rules.iter().any(|id| id == "document-size-limit"),
        "{:?}",
        r.rules
    );
    assert!(r.rationale.contains("16 MiB"), "{}", r.rationale);
}

#[test]
fn many_to_many_puts_the_array_on_the_side_with_fewer_links() {
    let mut m = case_json("student_courses");
    m["relationships"][0]["typical"] = json!(15);
    m["relationships"][0]["max"] = json!(20);
    m["relationships"][0]["inverse_typical"] = json!(3);
    let a = run(m);
    let r = rel(&a, "r1");
    assert_eq!(r.pattern, Pattern::ChildReferences);
    assert!(
        r.rationale.contains("goes in Course (\"students\""),
        "{}",
        r.rationale
    );
}

#[test]
fn a_tree_asked_for_subtrees_stores_its_ancestors() {
    let mut m = case_json("category-tree");
    m["relationships"][0]["tree_queries"] = json!(["subtree"]);
    let a = run(m);
    let r = rel(&a, "r1");
    assert_eq!(r.pattern, Pattern::TreeArrayOfAncestors);
    assert!(r.indexes.iter().any(|i| i.keys.contains_key("ancestors")));
}

#[test]
fn an_entity_embedded_in_two_parents_is_flagged_as_duplicated() {
    let address = json!([{"name": "street", "type": "string"}]);
    let a = run(model(
        vec![
            entity("client", "Client", json!([])),
            entity("shop", "Shop", json!([])),
            entity("address", "Address", address),
        ],
        vec![
            json!({"id": "a", "from": "client", "to": "address", "cardinality": "one-to-one"}),
            json!({"id": "b", "from": "shop", "to": "address", "cardinality": "one-to-few"}),
        ],
    ));
    for id in ["a", "b"] {
        let r = rel(&a, id);
        assert!(r.pattern.embeds());
        assert!(
            r.rules.iter().any(|rule| rule == "embedded-twice"),
            "{:?}",
            r.rules
        );
        assert!(
            r.warnings.iter().any(|w| w.contains("2 places")),
            "{:?}",
            r.warnings
        );
    }
    let names: Vec<&str> = a.collections.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["clients", "shops"]);
}

#[test]
fn a_child_embedded_to_change_atomically_is_found_there_by_its_other_parent() {
    // Stock reserved in the item's own document; the cart finds its
    // reservations there by the id each keeps (the inventory use case).
    let a = run(model(
        vec![
            entity("item", "Item", json!([{"name": "qty", "type": "int"}])),
            entity(
                "cart",
                "Cart",
                json!([{"name": "status", "type": "string"}]),
            ),
            entity(
                "reservation",
                "Reservation",
                json!([{"name": "qty", "type": "int"}]),
            ),
        ],
        vec![
            json!({"id": "carted", "from": "item", "to": "reservation", "cardinality": "one-to-many", "atomic": true}),
            json!({"id": "held", "from": "cart", "to": "reservation", "cardinality": "one-to-many"}),
        ],
    ));
    assert_eq!(rel(&a, "carted").pattern, Pattern::EmbedArray);
    let held = rel(&a, "held");
    assert_eq!(held.pattern, Pattern::ParentReference);
    assert!(held.rationale.contains("atomically"), "{}", held.rationale);
    let keys: Vec<(&str, Vec<&str>)> = held
        .indexes
        .iter()
        .map(|index| (index.collection.as_str(), index.keys.fields().collect()))
        .collect();
    assert_eq!(keys, [("items", vec!["reservations.cart"])]);
    let names: Vec<&str> = a.collections.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["items", "carts"]);
}

#[test]
fn an_entity_used_on_its_own_elsewhere_is_not_embedded() {
    let a = run(model(
        vec![
            entity("order", "Order", json!([])),
            entity("customer", "Customer", json!([])),
            entity(
                "product",
                "Product",
                json!([{"name": "name", "type": "string"}]),
            ),
        ],
        vec![
            // Alone, this would embed the products in each order...
            json!({"id": "lines", "from": "order", "to": "product", "cardinality": "one-to-few"}),
            // ...but customers keep lists of product ids.
            json!({"id": "wishlist", "from": "customer", "to": "product", "cardinality": "many-to-many"}),
        ],
    ));
    let lines = rel(&a, "lines");
    assert!(!lines.pattern.embeds(), "{:?}", lines.pattern);
    assert!(
        lines.warnings[0].contains("wishlist"),
        "{:?}",
        lines.warnings
    );
    assert!(a.collections.iter().any(|c| c.name == "products"));
}

#[test]
fn references_from_an_embedded_entity_live_in_the_parents_documents() {
    let a = run(model(
        vec![
            entity("student", "Student", json!([])),
            entity("transcript", "Transcript", json!([])),
            entity("grade", "Grade", json!([{"name": "score", "type": "int"}])),
        ],
        vec![
            json!({"id": "t", "from": "student", "to": "transcript", "cardinality": "one-to-one"}),
            json!({"id": "g", "from": "transcript", "to": "grade", "cardinality": "one-to-many",
                   "max": null, "independent_access": true}),
        ],
    ));
    assert_eq!(rel(&a, "t").pattern, Pattern::Embed);
    let g = rel(&a, "g");
    assert_eq!(g.pattern, Pattern::ParentReference);
    assert!(
        g.rules.iter().any(|rule| rule == "embedded-chain"),
        "{:?}",
        g.rules
    );
    // The transcript is found inside students documents.
    assert!(
        g.indexes
            .iter()
            .any(|i| i.collection == "students" && i.keys.contains_key("transcript._id")),
        "{:?}",
        g.indexes
    );
    assert_eq!(a.collections[0].entities, ["student", "transcript"]);
}

#[test]
fn embedded_chains_nest_their_paths() {
    let a = run(model(
        vec![
            entity("a", "A", json!([])),
            entity("b", "B", json!([])),
            entity("c", "C", json!([])),
        ],
        vec![
            json!({"id": "ab", "from": "a", "to": "b", "cardinality": "one-to-one"}),
            json!({"id": "bc", "from": "b", "to": "c", "cardinality": "one-to-few"}),
        ],
    ));
    assert!(
        rel(&a, "bc").rationale.contains("\"b.cs\""),
        "{}",
        rel(&a, "bc").rationale
    );
    assert_eq!(a.collections.len(), 1);
    assert_eq!(a.collections[0].entities, ["a", "b", "c"]);
}

#[test]
fn an_embedding_cycle_is_broken() {
    let a = run(model(
        vec![entity("a", "A", json!([])), entity("b", "B", json!([]))],
        vec![
            json!({"id": "ab", "from": "a", "to": "b", "cardinality": "one-to-one"}),
            json!({"id": "ba", "from": "b", "to": "a", "cardinality": "one-to-one"}),
        ],
    ));
    let embedded = a
        .relationships
        .iter()
        .filter(|r| r.pattern.embeds())
        .count();
    assert_eq!(embedded, 1);
    assert!(
        a.relationships
            .iter()
            .any(|r| r.rules.iter().any(|rule| rule == "embed-cycle"))
    );
    assert!(!a.collections.is_empty());
}

#[test]
fn a_self_relationship_is_a_tree_and_its_entity_has_a_collection() {
    let a = run(model(
        vec![
            entity("org", "Org", json!([])),
            entity(
                "employee",
                "Employee",
                json!([{"name": "name", "type": "string"}]),
            ),
        ],
        vec![
            json!({"id": "staff", "from": "org", "to": "employee", "cardinality": "one-to-few"}),
            json!({"id": "reports", "from": "employee", "to": "employee", "cardinality": "one-to-few"}),
        ],
    ));
    assert_eq!(rel(&a, "reports").pattern, Pattern::TreeParentReferences);
    assert!(
        !rel(&a, "staff").pattern.embeds(),
        "tree nodes are documents"
    );
    assert!(a.collections.iter().any(|c| c.name == "employees"));
}

#[test]
fn collection_names_that_clash_get_a_suffix() {
    let a = run(model(
        vec![
            entity("p1", "Person", json!([])),
            entity("p2", "People", json!([])),
        ],
        vec![],
    ));
    let names: Vec<&str> = a.collections.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["people", "people_2"]);
}

/// The latest K shown with the parent are copied into it only while the
/// round trip the copy saves each read (weighed as 16 KiB) outweighs the
/// second write it costs each child (4 KiB): `reads_per_write` under a
/// quarter turns the copy into a query, and only there.
#[test]
fn the_latest_children_are_copied_only_when_reads_outnumber_writes() {
    for (case, unstated) in [
        ("product-reviews", Pattern::Subset),
        ("host_logmsg_latest", Pattern::ParentReference),
    ] {
        let base = case_json(case);
        let with_ratio = |ratio: f64| {
            let mut m = base.clone();
            m["relationships"][0]["reads_per_write"] = json!(ratio);
            run(m)
        };
        let copies = |a: &Analysis| {
            let r = rel(a, "r1");
            (r.pattern, r.denormalize.iter().any(|d| d.latest.is_some()))
        };
        // Unstated, or read more than written: the latest are copied.
        for analysis in [
            run(base.clone()),
            with_ratio(0.5),
            with_ratio(1.0),
            with_ratio(1000.0),
        ] {
            assert_eq!(copies(&analysis), (unstated, true), "{case}");
        }
        // Written more than read: every child keeps its parent's id, the
        // page queries the latest, and the copy is the alternative.
        let a = with_ratio(0.125);
        let r = rel(&a, "r1");
        assert_eq!(copies(&a), (Pattern::ParentReference, false), "{case}");
        assert!(
            r.rationale.contains("0.125 times for each")
                && r.rationale.contains(".sort({_id: -1}).limit("),
            "{case}: {}",
            r.rationale
        );
        assert!(
            r.alternatives
                .iter()
                .any(|alt| alt.pattern == Pattern::Subset),
            "{case}: {:?}",
            r.alternatives
        );
        assert!(
            r.warnings.iter().all(|w| !w.contains("worth it only if")),
            "{case}: {:?}",
            r.warnings
        );
        // The side-by-side read is that query.
        let mut m = base.clone();
        m["relationships"][0]["reads_per_write"] = json!(0.125);
        let model: Model = serde_json::from_value(m).expect("a model");
        let k = model.relationships[0].shown_with_parent.expect("K");
        let samples = nestlink::answer::analyze_with_samples(&model);
        let variants = samples.relationships[0]
            .variants
            .as_ref()
            .expect("variants");
        assert!(
            variants.referenced.recommended
                && variants
                    .referenced
                    .reads
                    .mongosh
                    .ends_with(&format!(".sort({{_id: -1}}).limit({k})")),
            "{case}: {}",
            variants.referenced.reads.mongosh
        );
    }
}

#[test]
fn atomic_sides_kept_apart_get_a_multi_document_transaction() {
    // Lines of 20 KB without bound cannot live in their item: the change
    // that must be atomic is shown as one transaction over both documents.
    let model = model(
        vec![
            entity("item", "Item", json!([{"name": "qty", "type": "int"}])),
            entity(
                "line",
                "Line",
                json!([{"name": "qty", "type": "int"}, {"name": "note", "type": "string", "size_bytes": 20000}]),
            ),
        ],
        vec![
            json!({"id": "r1", "from": "item", "to": "line", "cardinality": "one-to-many", "max": null, "atomic": true}),
        ],
    );
    let analysis =
        nestlink::answer::analyze_with_samples(&serde_json::from_value(model).expect("a model"));
    let advice = &analysis.relationships[0];
    assert!(!advice.pattern.embeds());
    assert!(
        advice
            .warnings
            .iter()
            .any(|w| w.contains("session.withTransaction")),
        "{:?}",
        advice.warnings
    );
    let variants = advice.variants.as_ref().expect("variants");
    let chosen = variants
        .columns()
        .into_iter()
        .map(|(_, _, variant)| variant)
        .find(|variant| variant.recommended)
        .expect("a recommended column");
    let write = chosen.writes.mongosh.as_deref().unwrap_or_default();
    for part in [
        "session.withTransaction(() => {",
        "tx.lines.insertOne(",
        "tx.items.updateOne(",
    ] {
        assert!(write.contains(part), "{part}: {write}");
    }
}

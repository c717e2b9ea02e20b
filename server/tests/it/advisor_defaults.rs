//! A model drawn or imported without counts (issue 31, point 8): a
//! one-to-many whose maximum nobody stated keeps its direction, as a
//! foreign key would, with the index its list needs; children read a page
//! at a time are found in order by one index; and the advice says at which
//! maximum the verdict would turn, checked by deciding again at that count.

use nestlink::advisor::{Advice, Analysis, Pattern};
use nestlink::answer::analyze;
use nestlink_core::wire::{model::Model, validate::validate};
use serde_json::{Value, json};

fn run(model: &Value) -> Analysis {
    let model: Model = serde_json::from_value(model.clone()).expect("a well-formed model");
    assert_eq!(validate(&model), vec![], "a valid model");
    analyze(&model)
}

fn only(analysis: &Analysis) -> &Advice {
    &analysis.relationships[0]
}

/// Blog (title) -> Post (title, a 4,000-byte body, createdAt), with `facts`.
fn blog(facts: &Value) -> Value {
    let mut rel = json!({"id": "r1", "from": "blog", "to": "post", "cardinality": "one-to-many"});
    if let (Some(rel), Some(facts)) = (rel.as_object_mut(), facts.as_object()) {
        rel.extend(facts.clone());
    }
    json!({"version": 1, "name": "Blog", "entities": [
        {"id": "blog", "name": "Blog", "x": 0, "y": 0, "fields": [{"name": "title", "type": "string"}]},
        {"id": "post", "name": "Post", "x": 0, "y": 0, "fields": [
            {"name": "title", "type": "string"},
            {"name": "body", "type": "string", "size_bytes": 4000},
            {"name": "createdAt", "type": "date"}]}],
        "relationships": [rel]})
}

fn keys(advice: &Advice) -> Vec<Vec<(String, i32)>> {
    advice
        .indexes
        .iter()
        .map(|index| index.keys.0.clone())
        .collect()
}

/// A parent reference listing a blog's posts newest first by one index,
/// with `read` in its rationale.
fn listed_newest_first(advice: &Advice, read: &str) {
    assert_eq!(advice.pattern, Pattern::ParentReference);
    assert_eq!(
        keys(advice),
        [vec![("blog".to_owned(), 1), ("createdAt".to_owned(), -1)]]
    );
    assert!(advice.rationale.contains(read), "{}", advice.rationale);
}

#[test]
fn a_blog_drawn_without_counts_keeps_its_posts_apart_with_the_index_its_list_needs() {
    let analysis = run(&blog(&json!({})));
    let advice = only(&analysis);
    listed_newest_first(advice, "find({blog: <Blog id>}).sort({createdAt: -1})");
    // The assumed number that would change the verdict: 257 posts of
    // about 4 KiB stay within 1 MiB.
    assert!(
        advice.rationale.contains(
            "if a Blog never has more than 257 Posts, embedding them saves a round trip on every read"
        ),
        "{}",
        advice.rationale
    );
    // Checked, not only computed: at that maximum the posts are embedded,
    // one more and they are not, and a stated maximum says nothing assumed.
    let at = run(&blog(&json!({"max": 257})));
    assert_eq!(only(&at).pattern, Pattern::EmbedArray);
    assert!(!only(&at).rationale.contains("assumed maximum"));
    let past = run(&blog(&json!({"max": 258})));
    assert_ne!(only(&past).pattern, Pattern::EmbedArray);
    // With a maximum stated, the 6 Rules' array of ids is weighed again.
    let stated = run(&blog(&json!({"max": 2000})));
    assert_eq!(only(&stated).pattern, Pattern::ChildReferences);
    assert!(!only(&stated).rationale.contains("assumed maximum"));
    // "Few" states a bound of its own: a few posts used on their own are
    // listed by the blog's array of their ids.
    let few = run(&blog(
        &json!({"cardinality": "one-to-few", "independent_access": true}),
    ));
    assert_eq!(only(&few).pattern, Pattern::ChildReferences);
}

#[test]
fn an_embedding_that_rests_on_the_assumed_maximum_says_where_it_would_stop() {
    // Small posts: 2,000 of them fit in 1 MiB, so they are embedded, and
    // the advice says how many would not; checked at that count.
    let mut small = blog(&json!({}));
    small["entities"][1]["fields"][1]["size_bytes"] = json!(100);
    let analysis = run(&small);
    let advice = only(&analysis);
    assert_eq!(advice.pattern, Pattern::EmbedArray);
    assert!(
        advice
            .rationale
            .contains("if a Blog can have more than 5,930 Posts, keep them apart"),
        "{}",
        advice.rationale
    );
    small["relationships"][0]["max"] = json!(5931);
    assert_ne!(only(&run(&small)).pattern, Pattern::EmbedArray);
    small["relationships"][0]
        .as_object_mut()
        .expect("an object")
        .remove("max");
    // A one-to-few says "few" itself, and a stream has no maximum but
    // time: neither rests on an assumed maximum.
    for facts in [
        json!({"cardinality": "one-to-few"}),
        json!({"growth": {"count": 1, "per": "day"}, "read_as": "range"}),
    ] {
        let mut model = small.clone();
        if let (Some(rel), Some(facts)) =
            (model["relationships"][0].as_object_mut(), facts.as_object())
        {
            rel.extend(facts.clone());
        }
        let analysis = run(&model);
        assert!(
            !only(&analysis).rationale.contains("assumed maximum"),
            "{facts}: {}",
            only(&analysis).rationale
        );
    }
}

#[test]
fn children_read_a_page_at_a_time_are_listed_in_order_by_one_index() {
    let analysis = run(&blog(&json!({
        "max": 5000, "independent_access": true, "read_as": "page", "page_size": 10
    })));
    listed_newest_first(
        only(&analysis),
        "find({blog: <Blog id>}).sort({createdAt: -1}).limit(10)",
    );
    // Without a date, the parent's id alone is indexed.
    let mut undated = blog(&json!({
        "max": 5000, "independent_access": true, "read_as": "page", "page_size": 10
    }));
    undated["entities"][1]["fields"]
        .as_array_mut()
        .expect("fields")
        .pop();
    let analysis = run(&undated);
    assert_eq!(keys(only(&analysis)), [vec![("blog".to_owned(), 1)]]);
}

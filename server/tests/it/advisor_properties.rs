//! Random models, valid and invalid: nothing panics, a valid model gets one
//! recommendation per relationship, an invalid one a 422 with a path.

use crate::common::state;
use axum::{
    body::Body,
    http::{Request, StatusCode, header},
};
use http_body_util::BodyExt;
use nestlink::{
    answer::{analyze, analyze_with_samples},
    http::extract::parse_model,
    router,
};
use nestlink_core::{
    wire::model::{
        Cardinality, Entity, Field, FieldType, Growth, Model, Period, ReadAs, Relationship,
        TreeQuery, Updates,
    },
    wire::validate::{MAX_COUNT, validate},
};
use proptest::prelude::*;
use tower::ServiceExt;

/// Ids from a small pool so that duplicates and dangling ends happen.
fn id() -> impl Strategy<Value = String> {
    prop_oneof![
        8 => (0..6u8).prop_map(|n| format!("e{n}")),
        1 => Just("bad id".to_owned()),
        1 => Just(String::new()),
    ]
}

fn field_type() -> impl Strategy<Value = FieldType> {
    prop::sample::select(vec![
        FieldType::String,
        FieldType::Int,
        FieldType::Long,
        FieldType::Double,
        FieldType::Decimal,
        FieldType::Bool,
        FieldType::Date,
        FieldType::ObjectId,
        FieldType::BinData,
        FieldType::Array,
        FieldType::Object,
    ])
}

fn field() -> impl Strategy<Value = Field> {
    (
        prop::sample::select(vec!["name", "title", "time", "qty", "n", "$bad", "a.b"]),
        field_type(),
        prop::option::of(prop::sample::select(vec![
            Updates::Never,
            Updates::Rare,
            Updates::Often,
        ])),
        prop::option::of(prop_oneof![0..1_000u64, Just(u64::MAX), Just(20_000_000)]),
    )
        .prop_map(|(name, field_type, updates, size_bytes)| Field {
            updates,
            size_bytes,
            ..Field::new(name, field_type)
        })
}

fn entity() -> impl Strategy<Value = Entity> {
    (
        id(),
        prop::sample::select(vec![
            "Student",
            "LogMessage",
            "Person",
            "People",
            "",
            "ID card",
        ]),
        prop::collection::vec(field(), 0..5),
    )
        .prop_map(|(id, name, fields)| {
            let name = if name == "Student" {
                format!("{name}{id}")
            } else {
                name.to_owned()
            };
            Entity {
                fields,
                ..Entity::new(id, name, 0.0, 0.0)
            }
        })
}

fn count() -> impl Strategy<Value = u64> {
    prop_oneof![0..30u64, 0..10_000u64, Just(u64::MAX)]
}

fn relationship() -> impl Strategy<Value = Relationship> {
    (
        (id(), id(), id()),
        prop::sample::select(vec![
            Cardinality::OneToOne,
            Cardinality::OneToFew,
            Cardinality::OneToMany,
            Cardinality::OneToSquillions,
            Cardinality::ManyToMany,
        ]),
        (
            prop::option::of(count()),
            prop::option::of(prop::option::of(count())),
            prop::option::of(count()),
            prop::option::of(count()),
        ),
        prop::array::uniform5(any::<bool>()),
        prop::collection::vec(
            prop::sample::select(vec!["name", "title", "qty", "zz"]),
            0..3,
        ),
        prop::collection::vec(prop::sample::select(vec!["name", "time", "n"]), 0..2),
        prop::collection::vec(
            prop::sample::select(vec![
                TreeQuery::Parent,
                TreeQuery::Children,
                TreeQuery::Ancestors,
                TreeQuery::Subtree,
            ]),
            0..3,
        ),
        prop::option::of(prop::sample::select(vec!["items", "bad.label"])),
    )
        .prop_map(
            |(
                (rel_id, from, to),
                cardinality,
                (typical, max, inverse_typical, shown_with_parent),
                flags,
                display,
                parent_display,
                tree_queries,
                label,
            )| Relationship {
                label: label.map(str::to_owned),
                typical,
                max,
                inverse_typical,
                independent_access: flags[0],
                read_together: flags[1],
                atomic: flags[2],
                shown_with_parent,
                display_fields: display.into_iter().map(str::to_owned).collect(),
                parent_display_fields: parent_display.into_iter().map(str::to_owned).collect(),
                queried_from_child: flags[3],
                tree_queries: if flags[4] { tree_queries } else { Vec::new() },
                ..Relationship::new(rel_id.replace('e', "r"), from, to, cardinality)
            },
        )
}

/// A relationship with some of the workload facts stated.
fn with_workload() -> impl Strategy<Value = Relationship> {
    (
        relationship(),
        prop::option::of((
            prop_oneof![Just(1u64), 1..100_000u64, Just(u64::MAX)],
            prop::sample::select(Period::ALL.to_vec()),
        )),
        prop::option::of(prop::sample::select(ReadAs::ALL.to_vec())),
        prop::option::of(prop_oneof![Just(0u64), 1..50u64, Just(u64::MAX)]),
        any::<bool>(),
        prop::option::of(prop_oneof![Just(0.001f64), Just(0.5), Just(1.0), Just(1e9)]),
        prop::option::of(prop::option::of(prop_oneof![0..10u64, 1_000..100_000u64])),
    )
        .prop_map(
            |(mut rel, growth, read_as, page_size, keeps_raw, reads_per_write, outlier_max)| {
                rel.growth = growth.map(|(count, per)| Growth { count, per });
                rel.read_as = read_as;
                rel.page_size = page_size;
                rel.keeps_raw = keeps_raw;
                rel.reads_per_write = reads_per_write;
                rel.outlier_max = outlier_max;
                rel
            },
        )
}

fn model() -> impl Strategy<Value = Model> {
    (
        prop::collection::vec(entity(), 0..7),
        prop::collection::vec(with_workload(), 0..8),
    )
        .prop_map(|(entities, relationships)| Model {
            version: 1,
            name: "random".to_owned(),
            entities,
            relationships,
        })
}

/// Makes a random model valid where it can: distinct ids and names, only
/// the rules' allowed combinations. Keeps the interesting facts.
fn repaired(mut model: Model) -> Model {
    for (i, entity) in model.entities.iter_mut().enumerate() {
        entity.id = format!("e{i}");
        entity.name = format!("{} {i}", entity.name);
        let mut seen = std::collections::BTreeSet::new();
        entity
            .fields
            .retain(|f| !f.name.contains(['.', '$']) && seen.insert(f.name.clone()));
        for field in &mut entity.fields {
            field.size_bytes = field.size_bytes.map(|size| size.min(MAX_COUNT));
        }
    }
    let n = model.entities.len();
    if n == 0 {
        model.relationships.clear();
    }
    let entities = model.entities.clone();
    for (i, rel) in model.relationships.iter_mut().enumerate() {
        rel.id = format!("r{i}");
        let from = i % n.max(1);
        let to = (i * 7 + rel.from.len()) % n.max(1);
        rel.from = format!("e{from}");
        rel.to = format!("e{to}");
        rel.label = None;
        if let (Some(typical), Some(Some(max))) = (rel.typical, rel.max)
            && typical > max
        {
            rel.typical = Some(max);
        }
        // Counts stay within what a browser holds exactly.
        let cap = |count: Option<u64>| count.map(|c| c.min(MAX_COUNT));
        rel.typical = cap(rel.typical);
        rel.max = rel.max.map(cap);
        rel.inverse_typical = cap(rel.inverse_typical);
        rel.shown_with_parent = cap(rel.shown_with_parent);
        if rel.cardinality == Cardinality::OneToOne {
            rel.typical = rel.typical.map(|t| t.min(1));
            rel.max = rel.max.map(|m| m.map(|m| m.min(1)));
        }
        if rel.cardinality != Cardinality::ManyToMany {
            rel.inverse_typical = None;
        }
        if from != to {
            rel.tree_queries.clear();
        }
        let has = |e: usize, name: &str| entities[e].fields.iter().any(|f| f.name == name);
        // The workload facts' own rules.
        rel.growth = rel.growth.map(|g| Growth {
            count: g.count.clamp(1, MAX_COUNT),
            per: g.per,
        });
        rel.page_size = rel.page_size.map(|p| p.clamp(1, MAX_COUNT));
        match (rel.read_as, rel.page_size) {
            (Some(ReadAs::Page), None) => rel.page_size = Some(10),
            (read_as, Some(_)) if read_as != Some(ReadAs::Page) => rel.page_size = None,
            _ => {}
        }
        if rel.read_as == Some(ReadAs::Latest) && rel.shown_with_parent.is_none() {
            rel.read_as = None;
        }
        let usual = rel
            .max
            .unwrap_or_else(|| rel.cardinality.default_counts().1);
        rel.outlier_max = match (usual, rel.outlier_max) {
            (None, _) | (_, None) => None,
            (Some(usual), Some(Some(outlier))) if outlier <= usual => Some(None),
            (_, outlier) => outlier,
        };
        rel.display_fields.retain(|name| has(to, name));
        rel.parent_display_fields.retain(|name| has(from, name));
    }
    model
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn valid_models_get_one_recommendation_per_relationship(raw in model()) {
        let model = repaired(raw);
        prop_assert_eq!(validate(&model), vec![]);
        let analysis = analyze(&model);
        prop_assert_eq!(analysis.relationships.len(), model.relationships.len());
        for (advice, rel) in analysis.relationships.iter().zip(&model.relationships) {
            prop_assert_eq!(&advice.relationship, &rel.id);
            prop_assert!(!advice.rationale.is_empty());
            prop_assert!(!advice.rules.is_empty());
        }
        // Every entity ends up in at least one collection, unless all that
        // is kept of it are totals in its parent (keeps_raw false).
        for entity in &model.entities {
            let only_totals = model.relationships.iter().any(|r| r.to == entity.id && !r.keeps_raw);
            let stored = analysis.collections.iter().any(|c| c.entities.contains(&entity.id));
            prop_assert!(stored || only_totals, "{} is lost", entity.id);
        }
        // Deterministic.
        prop_assert_eq!(analyze(&model), analysis);
    }

    #[test]
    fn any_model_is_either_analyzed_or_refused_with_a_path(raw in model()) {
        let json = serde_json::to_vec(&raw).expect("serialises");
        // Analysis never panics, even on models the validator refuses.
        let _ = analyze(&raw);
        let _ = analyze_with_samples(&raw);
        match parse_model(&json) {
            Ok(model) => {
                prop_assert_eq!(validate(&model), vec![]);
                prop_assert_eq!(analyze(&model).relationships.len(), model.relationships.len());
            }
            Err(error) => {
                prop_assert_eq!(error.status(), StatusCode::UNPROCESSABLE_ENTITY);
                let problems = error.problems().expect("every problem is listed");
                prop_assert!(!problems.is_empty());
                prop_assert!(problems.iter().all(|p| !p.path.is_empty() && !p.message.is_empty()));
                prop_assert_eq!(error.path(), problems.first().map(|p| p.path.as_str()));
            }
        }
    }

    #[test]
    fn arbitrary_bytes_never_crash_the_parser(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        if let Err(error) = parse_model(&bytes) {
            prop_assert!(error.status().is_client_error());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// The same through the HTTP router: 200 with one advice per
    /// relationship, or 422 with a path.
    #[test]
    fn the_api_answers_200_or_422(raw in model()) {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        let relationships = raw.relationships.len();
        let valid = validate(&raw).is_empty();
        let body = serde_json::to_vec(&raw).expect("serialises");
        let (status, answer) = runtime.block_on(async move {
            let response = router(state())
                .oneshot(
                    Request::post("/api/v1/analyze")
                        .header(header::CONTENT_TYPE, "application/json")
                        .body(Body::from(body))
                        .expect("a request"),
                )
                .await
                .expect("an answer");
            let status = response.status();
            let bytes = response.into_body().collect().await.expect("a body").to_bytes();
            (status, serde_json::from_slice::<serde_json::Value>(&bytes).expect("JSON"))
        });
        if valid {
            prop_assert_eq!(status, StatusCode::OK);
            prop_assert_eq!(answer["relationships"].as_array().map(Vec::len), Some(relationships));
        } else {
            prop_assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
            prop_assert!(answer["error"]["path"].as_str().is_some_and(|p| !p.is_empty()));
        }
    }
}

//! How fast the advisor is: the university example (5 entities, budget
//! 100 µs), and generated models of 100 and 1,000 entities (1,000 with 1,500
//! relationships: budget 50 ms). The ratio between the two generated sizes
//! is printed; it stays near 10 while the analysis is linear.
//!
//! The same with sample documents (`answer::analyze_with_samples`, what the
//! API serves): budgets 1 ms for the university, 200 ms for 1,000 entities.
//!
//! `cargo bench -p nestlink` (add `-- --quick` for a short run).

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use nestlink::answer::{analyze, analyze_with_samples};
use nestlink_core::wire::model::{
    Age, Cardinality, Entity, Field, FieldType, Growth, Model, Period, Query, ReadAs, Relationship,
    Relinks, TreeQuery, Updates,
};

/// The gallery's university example, as the binary embeds it.
fn university() -> Model {
    nestlink::examples::load()
        .into_iter()
        .find(|example| example.slug == "university")
        .expect("the gallery has the university example")
        .model
}

/// A deterministic model with `entities` entities and 1.5 times as many
/// relationships, mixing every cardinality, flag and a few trees, and the
/// workload facts (growth, how children are read, skew, copies, link
/// fields, queried fields, versions, history, archives) on some of each.
fn generated(entities: usize) -> Model {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        // xorshift64: a fixed sequence, so every run measures the same model.
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let field_types = [
        FieldType::String,
        FieldType::Int,
        FieldType::Date,
        FieldType::Decimal,
        FieldType::ObjectId,
    ];
    let updates = [
        Some(Updates::Never),
        Some(Updates::Rare),
        Some(Updates::Often),
        None,
    ];
    let entity_list: Vec<Entity> = (0..entities)
        .map(|i| Entity {
            fields: (0..6)
                .map(|f| Field {
                    updates: updates[(i * 3 + f) % updates.len()],
                    queried: if (i + f) % 9 == 0 {
                        vec![Query::Equality, Query::Sort]
                    } else {
                        Vec::new()
                    },
                    ..Field::new(format!("f{f}"), field_types[(i + f) % field_types.len()])
                })
                .collect(),
            shape_versions: (i % 7 == 0).then_some(2),
            keep_history: i % 11 == 0,
            count: (i % 5 == 0).then_some(1_000_000),
            archive_after: (i % 13 == 0).then_some(Age {
                count: 2,
                per: Period::Year,
            }),
            ..Entity::new(format!("e{i}"), format!("Entity{i}"), 0.0, 0.0)
        })
        .collect();
    let cardinalities = [
        Cardinality::OneToOne,
        Cardinality::OneToFew,
        Cardinality::OneToMany,
        Cardinality::OneToSquillions,
        Cardinality::ManyToMany,
    ];
    let count = entities * 3 / 2;
    let relationships = (0..count)
        .map(|r| {
            let from = usize::try_from(next() % entities as u64).unwrap_or(0);
            let to = if r % 50 == 0 {
                from
            } else {
                usize::try_from(next() % entities as u64).unwrap_or(0)
            };
            let flags = next();
            let cardinality = cardinalities[r % cardinalities.len()];
            let many = matches!(
                cardinality,
                Cardinality::OneToMany | Cardinality::OneToSquillions
            ) && from != to;
            Relationship {
                inverse_typical: (cardinality == Cardinality::ManyToMany).then_some(flags % 40),
                independent_access: flags & 1 == 1,
                read_together: flags & 2 == 0,
                atomic: flags & 4 == 4 && flags & 8 == 8,
                shown_with_parent: (flags & 16 == 16).then_some(10),
                display_fields: vec!["f1".to_owned(), "f2".to_owned()],
                parent_display_fields: vec!["f3".to_owned()],
                queried_from_child: flags & 32 == 32,
                tree_queries: if from == to {
                    vec![TreeQuery::Parent]
                } else {
                    Vec::new()
                },
                // The workload facts, on the one-to-many kinds.
                growth: (many && r % 3 == 0).then_some(Growth {
                    count: 60,
                    per: Period::Hour,
                }),
                read_as: many
                    .then(|| [ReadAs::Range, ReadAs::Page, ReadAs::Totals, ReadAs::All][r % 4]),
                page_size: (many && r % 4 == 1).then_some(20),
                // Skewed: most parents have up to 500 children, a few a million.
                typical: (many && r % 7 == 0).then_some(50),
                max: (many && r % 7 == 0).then_some(Some(500)),
                outlier_max: (many && r % 7 == 0).then_some(Some(1_000_000)),
                snapshot: many && r % 6 == 0,
                query_fields: if many && r % 5 == 2 {
                    vec!["f1".to_owned()]
                } else {
                    Vec::new()
                },
                relinks: (r % 8 == 0).then_some(Relinks::Often),
                reads_per_write: (r % 9 == 0).then_some(50.0),
                link_fields: if cardinality == Cardinality::ManyToMany && r % 2 == 0 {
                    vec![Field::new("quantity", FieldType::Int)]
                } else {
                    Vec::new()
                },
                ..Relationship::new(
                    format!("r{r}"),
                    format!("e{from}"),
                    format!("e{to}"),
                    cardinality,
                )
            }
        })
        .collect();
    Model {
        version: 1,
        name: format!("generated {entities}"),
        entities: entity_list,
        relationships,
    }
}

fn mean_time(model: &Model, runs: u32) -> Duration {
    let start = Instant::now();
    for _ in 0..runs {
        std::hint::black_box(analyze(std::hint::black_box(model)));
    }
    start.elapsed() / runs
}

fn benches(c: &mut Criterion) {
    let university = university();
    let small = generated(100);
    let large = generated(1_000);
    let problems = nestlink_core::wire::validate::validate(&large);
    assert!(
        problems.is_empty(),
        "the generated model is valid: {:?}",
        problems.iter().take(5).collect::<Vec<_>>()
    );

    c.bench_function("analyze university (5 entities)", |b| {
        b.iter(|| analyze(std::hint::black_box(&university)));
    });
    c.bench_function("analyze 100 entities, 150 relationships", |b| {
        b.iter(|| analyze(std::hint::black_box(&small)));
    });
    c.bench_function("analyze 1,000 entities, 1,500 relationships", |b| {
        b.iter(|| analyze(std::hint::black_box(&large)));
    });

    c.bench_function("analyze with samples, university (5 entities)", |b| {
        b.iter(|| analyze_with_samples(std::hint::black_box(&university)));
    });
    c.bench_function(
        "analyze with samples, 1,000 entities, 1,500 relationships",
        |b| {
            b.iter(|| analyze_with_samples(std::hint::black_box(&large)));
        },
    );

    let small_time = mean_time(&small, 50);
    let large_time = mean_time(&large, 10);
    println!(
        "scaling: 1,000 entities take {:.1}x the time of 100 ({:?} vs {:?}); linear is about 10x",
        large_time.as_secs_f64() / small_time.as_secs_f64(),
        large_time,
        small_time
    );
}

criterion_group!(advisor, benches);
criterion_main!(advisor);

//! How fast schemas come in: 10,000 sample documents of about 1 KB each
//! across three collections, with embedded documents, arrays and references
//! (budget: 1 s, issue 17), and a 1,000-table DDL read and laid out
//! (budget: 2 s). Each run prints its time against the budget.
//!
//! `cargo bench -p nestlink --bench import` (add `-- --quick` for a short run).

use std::time::{Duration, Instant};

use bson::{Bson, doc, oid::ObjectId};
use criterion::{Criterion, criterion_group, criterion_main};
use nestlink::import::{SampleDocuments, from_documents, from_sql};

/// 10,000 documents: 1,000 customers, 1,000 products, 8,000 orders that
/// name both and hold their lines; each about 1 KB of BSON.
fn documents() -> SampleDocuments {
    let id = |n: u32| {
        ObjectId::from_bytes([
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            0,
            (n >> 24) as u8,
            (n >> 16) as u8,
            (n >> 8) as u8,
            n as u8,
        ])
    };
    let text = |n: u32, len: usize| format!("{n:08}").repeat(len / 8);
    let customers: Vec<Bson> = (0..1_000)
        .map(|n| Bson::Document(doc! {
            "_id": id(n), "name": text(n, 40), "email": text(n, 48), "joined": bson::DateTime::from_millis(i64::from(n) * 86_400_000),
            "address": {"street": text(n, 64), "city": text(n, 24), "zip": text(n, 8)},
            "notes": text(n, 680),
        }))
        .collect();
    let products: Vec<Bson> = (0..1_000)
        .map(|n| {
            Bson::Document(doc! {
                "_id": id(100_000 + n), "title": text(n, 64), "price": f64::from(n) / 10.0,
                "tags": ["a", "b", "c"], "description": text(n, 800),
            })
        })
        .collect();
    let orders: Vec<Bson> = (0..8_000u32)
        .map(|n| Bson::Document(doc! {
            "customer": id(n % 1_000), "placed": bson::DateTime::from_millis(i64::from(n) * 60_000),
            "lines": (0..(n % 5 + 1)).map(|line| Bson::Document(doc! {
                "product": id(100_000 + (n + line) % 1_000), "quantity": line + 1, "note": text(line, 96),
            })).collect::<Vec<_>>(),
            "comment": text(n, 400),
        }))
        .collect();
    SampleDocuments {
        collections: [
            ("customers".to_owned(), customers),
            ("products".to_owned(), products),
            ("orders".to_owned(), orders),
        ]
        .into(),
    }
}

/// 1,000 tables, each with a key to an earlier one, and every tenth a join.
fn ddl() -> String {
    (0..1_000)
        .map(|n| {
            if n % 10 == 9 {
                format!("CREATE TABLE t{n} (a INT REFERENCES t{} (id), b INT REFERENCES t{} (id), PRIMARY KEY (a, b));\n", n - 1, n - 2)
            } else {
                format!(
                    "CREATE TABLE t{n} (id INT PRIMARY KEY, name TEXT, amount NUMERIC(8,2), at TIMESTAMP{});\n",
                    if n > 0 { format!(", up INT REFERENCES t{} (id)", n / 2 / 10 * 10) } else { String::new() }
                )
            }
        })
        .collect()
}

fn report(what: &str, time: Duration, budget: Duration) {
    let verdict = if time <= budget { "within" } else { "OVER" };
    println!("{what}: {time:?} ({verdict} the budget of {budget:?})");
}

fn benches(c: &mut Criterion) {
    let samples = documents();
    let bytes: usize = samples
        .collections
        .values()
        .flatten()
        .filter_map(|document| {
            document
                .as_document()?
                .to_vec()
                .ok()
                .map(|bytes| bytes.len())
        })
        .sum();
    println!(
        "sample documents: 10,000, {} KB of BSON in all",
        bytes / 1024
    );
    let sql = ddl();

    let mut group = c.benchmark_group("import");
    group.sample_size(10);
    group.bench_function("10,000 documents of about 1 KB", |b| {
        b.iter(|| from_documents(std::hint::black_box(&samples)));
    });
    group.bench_function("1,000-table DDL, read and laid out", |b| {
        b.iter(|| from_sql(std::hint::black_box(&sql)));
    });
    group.finish();

    let start = Instant::now();
    let imported = from_documents(&samples).expect("the documents import");
    report("10,000 documents", start.elapsed(), Duration::from_secs(1));
    assert!(imported.model.relationships.len() >= 3);
    let start = Instant::now();
    let imported = from_sql(&sql).expect("the DDL imports");
    report("1,000-table DDL", start.elapsed(), Duration::from_secs(2));
    assert!(imported.model.entities.len() >= 900);
}

criterion_group!(import, benches);
criterion_main!(import);

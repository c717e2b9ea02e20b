//! The computed pattern's documents: totals kept in the parent and raised
//! with `$inc` on every new child, the children themselves kept apart or
//! not at all.

use std::collections::BTreeMap;

use bson::{Bson, Decimal128, Document};

use crate::advisor::{
    facts::Facts,
    workload::{Total, totals},
};
use crate::samples::{Pool, SHOWN, child_instance, documents, omit, reads, sizes::true_size};
use crate::samples::{said, values::Sized, values::count_value, written};
use crate::wire::{Advice, BsonBytes, Pattern, Variant, Writes};

/// The totals in the parent's sample, over the same children as the
/// column's, so the two agree.
pub(super) fn in_parent<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, parent: &mut Sized) {
    let children: Vec<Sized> = (0..SHOWN.min(f.typical.max(1)))
        .map(|i| pool.fields(f.to, child_instance(f, i)))
        .collect();
    parent
        .doc
        .extend(total_values(&children, &totals(f), f.typical));
}

/// The totals' values over `count` children, the shown ones standing for
/// the others in turn (as sizes do).
fn total_values(children: &[Sized], totals: &[Total], count: u64) -> Document {
    let mut doc = Document::new();
    for total in totals {
        let value = match &total.sums {
            None => count_value(count),
            Some(field) => sum(children, field, count),
        };
        doc.insert(total.field.clone(), value);
    }
    doc
}

fn sum(children: &[Sized], field: &str, count: u64) -> Bson {
    let cycle = children.len() as u64;
    let times = |i: u64| (count / cycle.max(1)).saturating_add(u64::from(i < count % cycle.max(1)));
    let mut whole: i64 = 0;
    let mut real: f64 = 0.0;
    let mut decimal = false;
    let mut fractional = false;
    for (i, child) in children.iter().enumerate() {
        let n = times(i as u64);
        #[allow(clippy::cast_precision_loss)]
        let weight = n as f64;
        match child.doc.get(field) {
            Some(Bson::Int32(v)) => {
                whole = whole.saturating_add(
                    i64::from(*v).saturating_mul(i64::try_from(n).unwrap_or(i64::MAX)),
                );
            }
            Some(Bson::Int64(v)) => {
                whole =
                    whole.saturating_add(v.saturating_mul(i64::try_from(n).unwrap_or(i64::MAX)));
            }
            Some(Bson::Double(v)) => {
                fractional = true;
                real += v * weight;
            }
            Some(Bson::Decimal128(v)) => {
                decimal = true;
                real += v.to_string().parse::<f64>().unwrap_or(0.0) * weight;
            }
            _ => {}
        }
    }
    if decimal {
        #[allow(clippy::cast_precision_loss)]
        let value = real + whole as f64;
        format!("{value:.2}")
            .parse::<Decimal128>()
            .map_or(Bson::Double(value), Bson::Decimal128)
    } else if fractional {
        #[allow(clippy::cast_precision_loss)]
        Bson::Double(real + whole as f64)
    } else {
        // An int while it fits, as `count_value`: a sample read back from
        // its Extended JSON has the same types, sizes and validator.
        i32::try_from(whole).map_or(Bson::Int64(whole), Bson::Int32)
    }
}

pub(super) fn variant<'m>(pool: &mut Pool<'m>, f: &Facts<'m>, _: &Advice) -> Variant {
    let (from, to) = (&f.from.name, &f.to.name);
    let totals = totals(f);
    let k = SHOWN.min(f.typical.max(1));
    let children: Vec<Sized> = (0..k)
        .map(|i| pool.document(f.to, child_instance(f, i)))
        .collect();
    let mut parent = pool.document(f.from, 0);
    let parent_id = pool.oid(f.from, 0);
    parent
        .doc
        .extend(total_values(&children, &totals, f.typical));
    let parent_size = true_size(&parent);

    let mut omitted = BTreeMap::new();
    let mut entries = vec![(f.from_collection.clone(), vec![parent])];
    let new_child = children.first().map(|c| c.doc.clone()).unwrap_or_default();
    let increments: Vec<String> = totals
        .iter()
        .map(|total| {
            let by = match &total.sums {
                None => "1".to_owned(),
                Some(field) => new_child
                    .get(field)
                    .map_or_else(|| "0".to_owned(), reads::shell),
            };
            format!("{}: {by}", total.field)
        })
        .collect();
    let increment = format!(
        "{}.updateOne({{_id: {}}}, {{$inc: {{{}}}}})",
        reads::db(&f.from_collection),
        reads::shell(&Bson::ObjectId(parent_id)),
        increments.join(", ")
    );
    let mut largest = parent_size;
    let writes = if f.rel.keeps_raw {
        let stored: Vec<Sized> = children
            .into_iter()
            .map(|mut child| {
                child.doc.insert(f.parent_field.clone(), parent_id);
                child
            })
            .collect();
        largest = stored.iter().map(true_size).fold(largest, u64::max);
        let mut inserted = new_child.clone();
        inserted.insert(f.parent_field.clone(), parent_id);
        inserted.remove("_id");
        omit(&mut omitted, f.to_collection.clone(), f.typical, k);
        entries.push((f.to_collection.clone(), stored));
        Writes {
            summary: written(
                &said("sample-computed-kept")
                    .with("to", to)
                    .with("from", from),
            ),
            documents: 2,
            documents_max: Some(2),
            mongosh: Some(format!(
                "{}.insertOne({});\n{increment}",
                reads::db(&f.to_collection),
                reads::shell(&Bson::Document(inserted))
            )),
        }
    } else {
        Writes {
            summary: written(
                &said("sample-computed-only")
                    .with("to", to)
                    .with("from", from),
            ),
            documents: 1,
            documents_max: Some(1),
            mongosh: Some(increment),
        }
    };
    let (documents, shown) = documents(entries);
    Variant {
        pattern: Pattern::Computed,
        recommended: true,
        documents,
        omitted,
        bson_bytes: BsonBytes {
            typical: largest,
            max: Some(largest),
            shown,
            breaks_at: None,
        },
        reads: reads::embedded(&f.from_collection, parent_id),
        writes,
        warnings: Vec::new(),
    }
}

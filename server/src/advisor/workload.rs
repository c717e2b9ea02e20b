//! What the workload facts make of a relationship's documents, worked out
//! once for the advisor (which names the pattern and explains it) and the
//! samples (which draw it): how big a bucket is and what span it covers,
//! and which totals a computed pattern keeps in the parent.

use nestlink_core::wire::model::{FieldType, Period, ReadAs};

use super::facts::{BUCKET_LIMIT, DOCUMENT_WARN, Facts};

/// Children per page when `read_as` is `page` and `page_size` is missing
/// (the validator asks for it; the advisor never fails for want of it).
const DEFAULT_PAGE: u64 = 20;

/// The spans a time bucket may cover, longest first.
const SPANS: [Period; 6] = [
    Period::Year,
    Period::Month,
    Period::Day,
    Period::Hour,
    Period::Minute,
    Period::Second,
];

/// How the children of one parent are grouped into bucket documents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BucketPlan {
    /// Children per bucket: a page, the children of one span, or a cap.
    pub size: u64,
    /// The span of time one bucket covers; `None`: a bucket closes when it
    /// holds `size` children (pages, or streams too fast for any span).
    pub span: Option<Period>,
    /// The date field of the child that orders it, if it has one.
    pub time_field: Option<String>,
}

/// The most children one bucket should hold: a couple of hundred, fewer
/// when they are large, so a bucket stays far below 16 MiB.
fn bucket_cap(f: &Facts<'_>) -> u64 {
    (DOCUMENT_WARN / f.child_bytes.max(1)).clamp(1, BUCKET_LIMIT)
}

/// The bucket for this relationship's children.
#[must_use]
pub fn bucket_plan(f: &Facts<'_>) -> BucketPlan {
    let time_field = time_field(f);
    let cap = bucket_cap(f);
    if f.rel.read_as() == ReadAs::Page {
        return BucketPlan {
            size: f.rel.page_size.unwrap_or(DEFAULT_PAGE).max(1),
            span: None,
            time_field,
        };
    }
    let Some(growth) = f.rel.growth else {
        return BucketPlan {
            size: cap,
            span: None,
            time_field,
        };
    };
    // Children of one parent arriving in each span, largest span first; the
    // first that stays within the cap is the bucket.
    let per_span = |span: Period| {
        u128::from(growth.count) * u128::from(span.seconds()) / u128::from(growth.per.seconds())
    };
    for span in SPANS {
        let count = per_span(span);
        if count <= u128::from(cap) {
            return BucketPlan {
                size: u64::try_from(count).unwrap_or(cap).max(1),
                span: Some(span),
                time_field,
            };
        }
    }
    BucketPlan {
        size: cap,
        span: None,
        time_field,
    }
}

/// A time series collection's options for a relationship's children.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimeSeriesPlan {
    /// The child's date: `timeField`.
    pub time_field: String,
    /// The parent's id in each child: `metaField`, what tells the series
    /// apart.
    pub meta_field: String,
    /// `seconds`, `minutes` or `hours`: the unit nearest the gap between
    /// two measurements of one parent.
    pub granularity: &'static str,
}

/// The time series collection for a stream of children, when they have a
/// date to be ordered by and a stated rate.
#[must_use]
pub fn time_series_plan(f: &Facts<'_>) -> Option<TimeSeriesPlan> {
    let time_field = time_field(f)?;
    let growth = f.rel.growth?;
    let gap = growth.per.seconds() / growth.count.max(1);
    let granularity = if gap < 60 {
        "seconds"
    } else if gap < 3600 {
        "minutes"
    } else {
        "hours"
    };
    Some(TimeSeriesPlan {
        time_field,
        meta_field: f.parent_field.clone(),
        granularity,
    })
}

/// The child's field that orders the series: a date it is queried by, or
/// its first date.
fn time_field(f: &Facts<'_>) -> Option<String> {
    let is_date = |name: &str| {
        f.to.field(name)
            .is_some_and(|field| field.field_type == FieldType::Date)
    };
    f.rel
        .query_fields
        .iter()
        .find(|name| is_date(name))
        .cloned()
        .or_else(|| f.to.first_date_field().map(str::to_owned))
}

/// One value a computed pattern keeps in the parent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Total {
    /// The field in the parent.
    pub field: String,
    /// The child's field it sums; `None` for the count of children.
    pub sums: Option<String>,
}

/// The totals kept in the parent: the count of children, and the sum of
/// each numeric field of the child.
#[must_use]
pub fn totals(f: &Facts<'_>) -> Vec<Total> {
    let mut totals = vec![Total {
        field: format!("{}_count", f.label),
        sums: None,
    }];
    for field in &f.to.fields {
        let numeric = field.field_type.is_number();
        let name = format!("total_{}", field.name);
        if numeric && f.from.field(&name).is_none() {
            totals.push(Total {
                field: name,
                sums: Some(field.name.clone()),
            });
        }
    }
    totals
}

/// The collection the outliers' overflow documents go to.
#[must_use]
pub fn overflow_collection(f: &Facts<'_>) -> String {
    format!("{}_extra_{}", f.from_collection, f.label)
}

/// The field that flags a parent whose children overflow.
pub const HAS_EXTRAS: &str = "has_extras";

/// The parents' usual most children, and the outliers' (`None`: no bound),
/// when the relationship states skew.
#[must_use]
pub fn skew(f: &Facts<'_>) -> Option<(u64, Option<u64>)> {
    let outliers = f.rel.outlier_max?;
    Some((f.max?, outliers))
}

#[cfg(test)]
mod tests {
    use nestlink_core::wire::model::Model;
    use serde_json::json;

    use super::*;
    use crate::advisor::collection_names;

    fn model(relationship: serde_json::Value, reading_fields: serde_json::Value) -> Model {
        let mut rel = json!({"id": "r", "from": "sensor", "to": "reading",
            "cardinality": "one-to-squillions"});
        if let (Some(rel), Some(extra)) = (rel.as_object_mut(), relationship.as_object()) {
            rel.extend(extra.clone());
        }
        serde_json::from_value(json!({"version": 1, "entities": [
            {"id": "sensor", "name": "Sensor", "fields": [{"name": "model", "type": "string"}]},
            {"id": "reading", "name": "Reading", "fields": reading_fields}],
            "relationships": [rel]}))
        .expect("a model")
    }

    fn plan(model: &Model) -> BucketPlan {
        let names = collection_names(model);
        let f = Facts::new(
            &model.relationships[0],
            &model.entities[0],
            &model.entities[1],
            names[0].clone(),
            names[1].clone(),
        );
        bucket_plan(&f)
    }

    fn readings() -> serde_json::Value {
        json!([{"name": "at", "type": "date"}, {"name": "celsius", "type": "double"}])
    }

    #[test]
    fn a_reading_a_minute_is_bucketed_by_the_hour() {
        let m = model(
            json!({"growth": {"count": 1, "per": "minute"}, "read_as": "range"}),
            readings(),
        );
        assert_eq!(
            plan(&m),
            BucketPlan {
                size: 60,
                span: Some(Period::Hour),
                time_field: Some("at".to_owned())
            }
        );
    }

    #[test]
    fn faster_streams_get_shorter_spans_and_the_fastest_a_cap() {
        let span = |count: u64, per: &str| {
            plan(&model(
                json!({"growth": {"count": count, "per": per}, "read_as": "range"}),
                readings(),
            ))
        };
        assert_eq!(span(1, "second").span, Some(Period::Minute));
        assert_eq!(span(1, "day").span, Some(Period::Month));
        assert_eq!(span(5, "year").span, Some(Period::Year));
        let flood = span(1_000, "second");
        assert_eq!((flood.size, flood.span), (200, None));
    }

    #[test]
    fn large_children_make_smaller_buckets() {
        let m = model(
            json!({"growth": {"count": 10, "per": "second"}, "read_as": "range"}),
            json!([{"name": "frame", "type": "binData", "size_bytes": 100_000}]),
        );
        let p = plan(&m);
        // At most 20 frames of 100 kB fit a bucket's 2 MiB: a second's ten do.
        assert_eq!((p.size, p.span), (10, Some(Period::Second)));
        assert_eq!(p.time_field, None);
        let faster = plan(&model(
            json!({"growth": {"count": 50, "per": "second"}, "read_as": "range"}),
            json!([{"name": "frame", "type": "binData", "size_bytes": 100_000}]),
        ));
        assert_eq!((faster.size, faster.span), (20, None));
    }

    #[test]
    fn a_page_is_a_bucket() {
        let m = model(json!({"read_as": "page", "page_size": 10}), readings());
        assert_eq!(plan(&m).size, 10);
        assert_eq!(plan(&m).span, None);
    }
}

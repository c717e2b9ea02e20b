//! The reference set from MongoDB's own publications: each case in
//! `tests/cases/` below is modeled from one worked example of the MongoDB
//! manual or blog, with the facts that page states and no more, and expects
//! the pattern that page recommends.

use nestlink::advisor::{Pattern, analyze};

use crate::common::model;

/// A worked example: the case file, the page (title and address), and the
/// pattern the page recommends for each relationship.
struct Published {
    case: &'static str,
    title: &'static str,
    url: &'static str,
    expects: &'static [(&'static str, Pattern)],
}

const PUBLISHED: &[Published] = &[
    Published {
        case: "sensor_readings_bucket",
        title: "MongoDB manual: Model IoT Data",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-iot-data/",
        expects: &[("measurements", Pattern::Bucket)],
    },
    Published {
        case: "customer_trades_bucket",
        title: "MongoDB manual: Group Data with the Bucket Pattern",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/bucket-pattern/",
        expects: &[("history", Pattern::Bucket)],
    },
    Published {
        case: "movie_screenings_computed",
        title: "MongoDB manual: Store Computed Data",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/computed-values/computed-schema-pattern/",
        expects: &[("screenings", Pattern::Computed)],
    },
];

#[test]
fn the_advisor_recommends_what_each_page_recommends() {
    let mut wrong = Vec::new();
    for case in PUBLISHED {
        assert!(
            case.url.starts_with("https://www.mongodb.com/"),
            "{}",
            case.case
        );
        assert!(!case.title.is_empty());
        let analysis = analyze(&model(case.case));
        for (relationship, expected) in case.expects {
            let advice = analysis
                .relationships
                .iter()
                .find(|advice| advice.relationship == *relationship)
                .unwrap_or_else(|| panic!("{}: no relationship {relationship}", case.case));
            if advice.pattern != *expected {
                wrong.push(format!(
                    "{} ({}), {relationship}: expected {}, got {}",
                    case.case,
                    case.title,
                    expected.as_str(),
                    advice.pattern.as_str()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_case_of_the_set_is_listed_once() {
    let mut cases: Vec<&str> = PUBLISHED.iter().map(|p| p.case).collect();
    cases.sort_unstable();
    let before = cases.len();
    cases.dedup();
    assert_eq!(cases.len(), before, "a case is listed twice");
}

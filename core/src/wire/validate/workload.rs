//! The rules of the workload facts (`docs/api.md`, "Workload facts"):
//! the values each key takes, and the few that only make sense together
//! (a page needs its size, outliers need a bound for the common case).

use std::collections::BTreeSet;

use crate::decimal::Decimal;
use crate::wire::model::{Cardinality, Entity, ReadAs, Relationship};

use super::problems::{FieldName, Problems, Said, check_count, field_name_problem, is_valid_name};

/// The problems of an entity's own facts; `at` is the entity's path.
pub fn check_entity(entity: &Entity, at: &str, problems: &mut Problems) {
    if let Some(shapes) = entity.shape_versions {
        if shapes == 0 {
            problems.add(
                "invalid_shape_versions",
                Said::new("problem-invalid-shape-versions"),
                format!("{at}.shape_versions"),
            );
        }
        check_count(
            problems,
            "shape_versions",
            shapes,
            format!("{at}.shape_versions"),
        );
    }
    if let Some(count) = entity.count {
        check_count(problems, "count", count, format!("{at}.count"));
    }
    if let Some(age) = entity.archive_after {
        if age.count == 0 {
            problems.add(
                "invalid_archive_after",
                Said::new("problem-invalid-archive-after").arg("per", age.per.as_str()),
                format!("{at}.archive_after.count"),
            );
        }
        check_count(
            problems,
            "archive_after.count",
            age.count,
            format!("{at}.archive_after.count"),
        );
        if entity.first_date_field().is_none() {
            problems.add(
                "archive_without_date",
                Said::new("problem-archive-without-date").arg("entity", entity.name.as_str()),
                format!("{at}.archive_after"),
            );
        }
    }
    for (i, field) in entity.fields.iter().enumerate() {
        if field.approximate && !field.field_type.is_number() {
            problems.add(
                "approximate_not_a_number",
                Said::new("problem-approximate-not-a-number")
                    .arg("field", field.name.as_str())
                    .arg("type", field.field_type.as_str()),
                format!("{at}.fields[{i}].approximate"),
            );
        }
    }
}

/// The problems of a relationship's workload facts. `from` and `to` are its
/// ends when they exist; `at` turns a key into its path.
pub fn check_relationship(
    rel: &Relationship,
    (from, to): (Option<&Entity>, Option<&Entity>),
    at: &dyn Fn(&str) -> String,
    problems: &mut Problems,
) {
    check_reading(rel, at, problems);
    check_outliers(rel, at, problems);
    check_link_fields(rel, to, at, problems);

    if let Some(to) = to {
        for (i, name) in rel.query_fields.iter().enumerate() {
            if to.field(name).is_none() {
                problems.add(
                    "unknown_query_field",
                    Said::new("problem-unknown-query-field")
                        .arg("name", format!("{name:?}"))
                        .arg("entity", format!("{:?}", to.name)),
                    format!("{}[{i}]", at("query_fields")),
                );
            }
        }
    }

    if let Some(ratio) = rel.reads_per_write
        && !(ratio.is_finite() && ratio > 0.0)
    {
        problems.add(
            "invalid_reads_per_write",
            Said::new("problem-invalid-reads-per-write").arg("ratio", Decimal(ratio).to_string()),
            at("reads_per_write"),
        );
    }

    if let Some(subtype) = &rel.subtype {
        check_subtype(rel, subtype, from, at, problems);
    }
}

fn check_reading(rel: &Relationship, at: &dyn Fn(&str) -> String, problems: &mut Problems) {
    if let Some(growth) = rel.growth {
        if growth.count == 0 {
            problems.add(
                "invalid_growth",
                Said::new("problem-invalid-growth").arg("per", growth.per.as_str()),
                format!("{}.count", at("growth")),
            );
        }
        check_count(
            problems,
            "growth.count",
            growth.count,
            format!("{}.count", at("growth")),
        );
    }
    if let Some(size) = rel.page_size {
        if size == 0 {
            problems.add(
                "invalid_page_size",
                Said::new("problem-invalid-page-size"),
                at("page_size"),
            );
        }
        check_count(problems, "page_size", size, at("page_size"));
    }
    match (rel.read_as, rel.page_size) {
        (Some(ReadAs::Page), None) => problems.add(
            "page_size_missing",
            Said::new("problem-page-size-missing"),
            at("page_size"),
        ),
        (read_as, Some(_)) if read_as != Some(ReadAs::Page) => problems.add(
            "page_size_without_pages",
            Said::new("problem-page-size-without-pages"),
            at("page_size"),
        ),
        _ => {}
    }
    if rel.read_as == Some(ReadAs::Latest) && rel.shown_with_parent.is_none() {
        problems.add(
            "latest_without_count",
            Said::new("problem-latest-without-count"),
            at("shown_with_parent"),
        );
    }
}

fn check_outliers(rel: &Relationship, at: &dyn Fn(&str) -> String, problems: &mut Problems) {
    let Some(outlier_max) = rel.outlier_max else {
        return;
    };
    if let Some(count) = outlier_max {
        check_count(problems, "outlier_max", count, at("outlier_max"));
    }
    let usual_max = rel
        .max
        .unwrap_or_else(|| rel.cardinality.default_counts().1);
    match (usual_max, outlier_max) {
        (None, _) => problems.add(
            "outliers_without_max",
            Said::new("problem-outliers-without-max"),
            at("outlier_max"),
        ),
        (Some(usual), Some(outlier)) if outlier <= usual => problems.add(
            "outlier_max_not_above_max",
            Said::new("problem-outlier-max-not-above-max")
                .arg("outlier", outlier.to_string())
                .arg("max", usual.to_string()),
            at("outlier_max"),
        ),
        _ => {}
    }
}

fn check_link_fields(
    rel: &Relationship,
    to: Option<&Entity>,
    at: &dyn Fn(&str) -> String,
    problems: &mut Problems,
) {
    let mut seen: BTreeSet<&str> = BTreeSet::new();
    for (i, field) in rel.link_fields.iter().enumerate() {
        let here = format!("{}[{i}]", at("link_fields"));
        if let Some(size) = field.size_bytes {
            check_count(problems, "size_bytes", size, format!("{here}.size_bytes"));
        }
        let path = format!("{here}.name");
        if let Some(said) = field_name_problem(&field.name, FieldName::LinkField) {
            problems.add(
                "invalid_field_name",
                Said::new(said).arg("name", format!("{:?}", field.name)),
                path,
            );
        } else if !seen.insert(&field.name) {
            problems.add(
                "duplicate_field",
                Said::new("problem-duplicate-link-field").arg("name", format!("{:?}", field.name)),
                path,
            );
        } else if field.name == "_id" {
            problems.add("link_field_clash", Said::new("problem-link-field-id"), path);
        } else if let Some(to) = to
            && to.field(&field.name).is_some()
        {
            problems.add(
                "link_field_clash",
                Said::new("problem-link-field-clash")
                    .arg("name", format!("{:?}", field.name))
                    .arg("entity", format!("{:?}", to.name)),
                path,
            );
        }
    }
}

fn check_subtype(
    rel: &Relationship,
    subtype: &crate::wire::model::Subtype,
    from: Option<&Entity>,
    at: &dyn Fn(&str) -> String,
    problems: &mut Problems,
) {
    if rel.cardinality != Cardinality::OneToOne {
        problems.add(
            "subtype_not_one_to_one",
            Said::new("problem-subtype-not-one-to-one")
                .arg("entity", from.map_or("parent", |from| from.name.as_str()))
                .arg("cardinality", rel.cardinality.as_str()),
            at("subtype"),
        );
    }
    if rel.is_self() {
        problems.add(
            "subtype_self",
            Said::new("problem-subtype-self"),
            at("subtype"),
        );
    }
    if let Some(from) = from
        && from.field(&subtype.by).is_none()
    {
        problems.add(
            "unknown_subtype_field",
            Said::new("problem-unknown-subtype-field")
                .arg("name", format!("{:?}", subtype.by))
                .arg("entity", format!("{:?}", from.name)),
            format!("{}.by", at("subtype")),
        );
    }
    if !is_valid_name(&subtype.value) {
        problems.add(
            "invalid_subtype_value",
            Said::new("problem-invalid-subtype-value"),
            format!("{}.value", at("subtype")),
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::wire::{model::Model, validate::validate};

    /// The codes and paths of the problems of a model of two entities,
    /// `a` (fields `kind`, `name`) and `b` (field `price`), and `relationship`.
    fn found(relationship: &str, entity_b: &str) -> Vec<(String, String)> {
        let json = format!(
            r#"{{"version":1,"entities":[
                {{"id":"a","name":"A","fields":[{{"name":"kind","type":"string"}},{{"name":"name","type":"string"}}]}},
                {{"id":"b","name":"B","fields":[{{"name":"price","type":"double","reads":"rare","queried":["range","sort"]}}]{entity_b}}}],
              "relationships":[{{"id":"r","from":"a","to":"b",{relationship}}}]}}"#
        );
        let model: Model = serde_json::from_str(&json).expect("well-formed");
        validate(&model)
            .into_iter()
            .map(|p| (p.code, p.path))
            .collect()
    }

    fn codes(relationship: &str) -> Vec<String> {
        found(relationship, "")
            .into_iter()
            .map(|(c, _)| c)
            .collect()
    }

    #[test]
    fn every_fact_stated_well_is_accepted() {
        let all = r#""cardinality":"one-to-many","max":50,"growth":{"count":60,"per":"hour"},
            "read_as":"page","page_size":20,"keeps_raw":false,"outlier_max":null,"snapshot":true,
            "link_fields":[{"name":"quantity","type":"int"}],"query_fields":["price"],
            "relinks":"often","reads_per_write":0.5"#;
        assert_eq!(
            found(all, r#","shape_versions":3,"keep_history":true,"count":0"#),
            []
        );
        let is_a = r#""cardinality":"one-to-one","subtype":{"by":"kind","value":"bowler"}"#;
        assert_eq!(codes(is_a), Vec::<String>::new());
        let latest = r#""cardinality":"one-to-many","read_as":"latest","shown_with_parent":5"#;
        assert_eq!(codes(latest), Vec::<String>::new());
    }

    #[test]
    fn an_archive_needs_each_documents_age_and_only_numbers_are_approximate() {
        assert_eq!(
            found(
                r#""cardinality":"one-to-many""#,
                r#","archive_after":{"count":0,"per":"year"}"#
            ),
            [
                ("invalid_archive_after", "entities[1].archive_after.count"),
                ("archive_without_date", "entities[1].archive_after"),
            ]
            .map(|(c, p)| (c.to_owned(), p.to_owned()))
        );
        let model: Model = serde_json::from_str(
            r#"{"version":1,"entities":[{"id":"sale","name":"Sale","archive_after":{"count":5,"per":"year"},
                "fields":[{"name":"date","type":"date"},{"name":"total","type":"double","approximate":true},
                          {"name":"note","type":"string","approximate":true}]}]}"#,
        )
        .expect("well-formed");
        let found: Vec<(String, String)> = validate(&model)
            .into_iter()
            .map(|p| (p.code, p.path))
            .collect();
        assert_eq!(
            found,
            [(
                "approximate_not_a_number".to_owned(),
                "entities[0].fields[2].approximate".to_owned()
            )]
        );
    }

    #[test]
    fn each_fact_out_of_range_is_reported_where_it_is() {
        assert_eq!(
            found(
                r#""cardinality":"one-to-many","growth":{"count":0,"per":"day"},"page_size":0,"reads_per_write":0"#,
                r#","shape_versions":0,"count":9007199254740992"#
            ),
            [
                ("invalid_shape_versions", "entities[1].shape_versions"),
                ("count_too_large", "entities[1].count"),
                ("invalid_growth", "relationships[0].growth.count"),
                ("invalid_page_size", "relationships[0].page_size"),
                ("page_size_without_pages", "relationships[0].page_size"),
                (
                    "invalid_reads_per_write",
                    "relationships[0].reads_per_write"
                ),
            ]
            .map(|(c, p)| (c.to_owned(), p.to_owned()))
        );
    }

    #[test]
    fn facts_that_need_each_other_say_so() {
        assert_eq!(
            codes(r#""cardinality":"one-to-many","read_as":"page""#),
            ["page_size_missing"]
        );
        assert_eq!(
            codes(r#""cardinality":"one-to-many","read_as":"latest""#),
            ["latest_without_count"]
        );
        // The outliers are above what most parents stay within.
        assert_eq!(
            codes(r#""cardinality":"one-to-many","max":50,"outlier_max":40"#),
            ["outlier_max_not_above_max"]
        );
        assert_eq!(
            codes(r#""cardinality":"one-to-many","outlier_max":2000"#),
            ["outlier_max_not_above_max"],
            "one-to-many's default max is 2000"
        );
        assert_eq!(
            codes(r#""cardinality":"one-to-many","max":null,"outlier_max":null"#),
            ["outliers_without_max"]
        );
        assert_eq!(
            codes(r#""cardinality":"one-to-squillions","outlier_max":5"#),
            ["outliers_without_max"]
        );
    }

    #[test]
    fn names_in_facts_must_name_something() {
        assert_eq!(
            found(
                r#""cardinality":"one-to-many","query_fields":["price","colour"],
                "link_fields":[{"name":"qty","type":"int"},{"name":"qty","type":"int"},{"name":"price","type":"int"},{"name":"a.b","type":"int"},{"name":"_id","type":"int"}]"#,
                ""
            ),
            [
                ("duplicate_field", "relationships[0].link_fields[1].name"),
                ("link_field_clash", "relationships[0].link_fields[2].name"),
                ("invalid_field_name", "relationships[0].link_fields[3].name"),
                ("link_field_clash", "relationships[0].link_fields[4].name"),
                ("unknown_query_field", "relationships[0].query_fields[1]"),
            ]
            .map(|(c, p)| (c.to_owned(), p.to_owned()))
        );
    }

    #[test]
    fn an_is_a_link_is_one_to_one_between_two_entities_and_names_its_field() {
        assert_eq!(
            found(
                r#""cardinality":"one-to-many","subtype":{"by":"sport","value":" "}"#,
                ""
            ),
            [
                ("subtype_not_one_to_one", "relationships[0].subtype"),
                ("unknown_subtype_field", "relationships[0].subtype.by"),
                ("invalid_subtype_value", "relationships[0].subtype.value"),
            ]
            .map(|(c, p)| (c.to_owned(), p.to_owned()))
        );
        let json = r#"{"version":1,"entities":[{"id":"a","name":"A","fields":[{"name":"kind","type":"string"}]}],
            "relationships":[{"id":"r","from":"a","to":"a","cardinality":"one-to-one","subtype":{"by":"kind","value":"x"}}]}"#;
        let model: Model = serde_json::from_str(json).expect("well-formed");
        let codes: Vec<String> = validate(&model).into_iter().map(|p| p.code).collect();
        assert_eq!(codes, ["subtype_self"]);
    }
}

//! Checks a [`Model`] against the rules of `docs/api.md` and reports
//! every problem at once, each with the JSON path of the value at fault, so
//! the editor and the API can show the same list.
//!
//! Plain Rust and serde only: this module is compiled into the browser too.

use std::collections::{BTreeMap, BTreeSet};

use crate::wire::model::{Cardinality, MODEL_VERSION, Model, Relationship};

mod problems;
mod workload;

use problems::{
    FieldName, Problems, check_count, check_id, field_name_problem, first_use, is_valid_name,
};
pub use problems::{
    MAX_COUNT, MAX_ENTITIES, MAX_NAME_CHARS, MAX_RELATIONSHIPS, Problem, Said, Writer, is_valid_id,
    numbered, write_problems_with,
};

/// Every problem of the model, in the order of the JSON; empty when valid.
#[must_use]
pub fn validate(model: &Model) -> Vec<Problem> {
    let mut problems = Problems::default();

    if model.version != MODEL_VERSION {
        problems.add(
            "unsupported_version",
            Said::new("problem-unsupported-version")
                .arg("version", model.version.to_string())
                .arg("understood", MODEL_VERSION.to_string()),
            "version".to_owned(),
        );
    }
    if model.entities.len() > MAX_ENTITIES {
        problems.add(
            "too_many_entities",
            Said::new("problem-too-many-entities")
                .arg("count", model.entities.len().to_string())
                .arg("limit", MAX_ENTITIES.to_string()),
            "entities".to_owned(),
        );
    }
    if model.relationships.len() > MAX_RELATIONSHIPS {
        problems.add(
            "too_many_relationships",
            Said::new("problem-too-many-relationships")
                .arg("count", model.relationships.len().to_string())
                .arg("limit", MAX_RELATIONSHIPS.to_string()),
            "relationships".to_owned(),
        );
    }

    check_entities(model, &mut problems);
    check_relationships(model, &mut problems);
    problems.0
}

fn check_entities(model: &Model, problems: &mut Problems) {
    let mut ids: BTreeMap<&str, usize> = BTreeMap::new();
    let mut names: BTreeMap<&str, usize> = BTreeMap::new();

    for (e, entity) in model.entities.iter().enumerate() {
        check_id(
            problems,
            &entity.id,
            format!("entities[{e}].id"),
            "problem-invalid-id-entity",
        );
        if let Some(first) = first_use(&mut ids, &entity.id, e) {
            problems.add(
                "duplicate_id",
                Said::new("problem-duplicate-entity-id")
                    .arg("id", format!("{:?}", entity.id))
                    .arg("first", format!("entities[{first}]")),
                format!("entities[{e}].id"),
            );
        }
        if !is_valid_name(&entity.name) {
            problems.add(
                "invalid_name",
                Said::new("problem-invalid-entity-name"),
                format!("entities[{e}].name"),
            );
        } else if let Some(first) = first_use(&mut names, &entity.name, e) {
            problems.add(
                "duplicate_name",
                Said::new("problem-duplicate-entity-name")
                    .arg("name", format!("{:?}", entity.name))
                    .arg("first", format!("entities[{first}]")),
                format!("entities[{e}].name"),
            );
        }

        let mut fields: BTreeSet<&str> = BTreeSet::new();
        for (f, field) in entity.fields.iter().enumerate() {
            if let Some(size) = field.size_bytes {
                check_count(
                    problems,
                    "size_bytes",
                    size,
                    format!("entities[{e}].fields[{f}].size_bytes"),
                );
            }
            let path = format!("entities[{e}].fields[{f}].name");
            if let Some(said) = field_name_problem(&field.name, FieldName::Field) {
                problems.add(
                    "invalid_field_name",
                    Said::new(said).arg("name", format!("{:?}", field.name)),
                    path,
                );
            } else if !fields.insert(&field.name) {
                problems.add(
                    "duplicate_field",
                    Said::new("problem-duplicate-field")
                        .arg("entity", format!("{:?}", entity.name))
                        .arg("name", format!("{:?}", field.name)),
                    path,
                );
            }
        }
        workload::check_entity(entity, &format!("entities[{e}]"), problems);
    }
}

fn check_relationships(model: &Model, problems: &mut Problems) {
    let mut ids: BTreeMap<&str, usize> = BTreeMap::new();
    // Duplicate entity ids are reported above; the first one wins here.
    let mut entities = BTreeMap::new();
    for entity in &model.entities {
        entities.entry(entity.id.as_str()).or_insert(entity);
    }

    for (r, rel) in model.relationships.iter().enumerate() {
        let at = |key: &str| format!("relationships[{r}].{key}");
        check_id(
            problems,
            &rel.id,
            at("id"),
            "problem-invalid-id-relationship",
        );
        if let Some(first) = first_use(&mut ids, &rel.id, r) {
            problems.add(
                "duplicate_id",
                Said::new("problem-duplicate-relationship-id")
                    .arg("id", format!("{:?}", rel.id))
                    .arg("first", format!("relationships[{first}]")),
                at("id"),
            );
        }

        let from = entities.get(rel.from.as_str()).copied();
        let to = entities.get(rel.to.as_str()).copied();
        for (key, id, found) in [("from", &rel.from, from), ("to", &rel.to, to)] {
            if found.is_none() {
                problems.add(
                    "unknown_entity",
                    Said::new("problem-unknown-entity")
                        .arg("key", key)
                        .arg("id", format!("{id:?}")),
                    at(key),
                );
            }
        }

        if let Some(label) = &rel.label
            && let Some(said) = field_name_problem(label, FieldName::Label)
        {
            problems.add(
                "invalid_label",
                Said::new(said).arg("label", format!("{label:?}")),
                at("label"),
            );
        }

        check_counts(rel, problems, &at);

        if let Some(to) = to {
            for (i, name) in rel.display_fields.iter().enumerate() {
                if to.field(name).is_none() {
                    problems.add(
                        "unknown_display_field",
                        Said::new("problem-unknown-display-field")
                            .arg("name", format!("{name:?}"))
                            .arg("entity", format!("{:?}", to.name)),
                        format!("relationships[{r}].display_fields[{i}]"),
                    );
                }
            }
        }
        if let Some(from) = from {
            for (i, name) in rel.parent_display_fields.iter().enumerate() {
                if from.field(name).is_none() {
                    problems.add(
                        "unknown_display_field",
                        Said::new("problem-unknown-parent-display-field")
                            .arg("name", format!("{name:?}"))
                            .arg("entity", format!("{:?}", from.name)),
                        format!("relationships[{r}].parent_display_fields[{i}]"),
                    );
                }
            }
        }
        workload::check_relationship(rel, (from, to), &at, problems);
    }
}

fn check_counts(rel: &Relationship, problems: &mut Problems, at: &dyn Fn(&str) -> String) {
    for (key, value) in [
        ("typical", rel.typical),
        ("max", rel.max.flatten()),
        ("inverse_typical", rel.inverse_typical),
        ("shown_with_parent", rel.shown_with_parent),
    ] {
        if let Some(value) = value {
            check_count(problems, key, value, at(key));
        }
    }
    if let (Some(typical), Some(Some(max))) = (rel.typical, rel.max)
        && typical > max
    {
        problems.add(
            "typical_above_max",
            Said::new("problem-typical-above-max")
                .arg("typical", typical.to_string())
                .arg("max", max.to_string()),
            at("typical"),
        );
    }
    if rel.cardinality == Cardinality::OneToOne {
        for (key, value) in [("typical", rel.typical), ("max", rel.max.flatten())] {
            if value.is_some_and(|count| count > 1) {
                problems.add(
                    "count_above_one",
                    Said::new("problem-count-above-one").arg("key", key),
                    at(key),
                );
            }
        }
    }
    if rel.inverse_typical.is_some() && rel.cardinality != Cardinality::ManyToMany {
        problems.add(
            "inverse_typical_not_many_to_many",
            Said::new("problem-inverse-typical-not-many-to-many")
                .arg("cardinality", rel.cardinality.as_str()),
            at("inverse_typical"),
        );
    }
    if !rel.tree_queries.is_empty() && !rel.is_self() {
        problems.add(
            "tree_queries_not_self",
            Said::new("problem-tree-queries-not-self"),
            at("tree_queries"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model(json: &str) -> Model {
        serde_json::from_str(json).expect("a well-formed model")
    }

    fn paths(model: &Model) -> Vec<String> {
        validate(model).into_iter().map(|p| p.path).collect()
    }

    #[test]
    fn a_good_model_has_no_problems() {
        let m = model(
            r#"{"version":1,"entities":[
                {"id":"a","name":"A","fields":[{"name":"n","type":"string"}]},
                {"id":"b","name":"B","fields":[{"name":"m","type":"int"}]}],
              "relationships":[{"id":"r","from":"a","to":"b","cardinality":"one-to-few",
                "display_fields":["m"],"parent_display_fields":["n"]}]}"#,
        );
        assert_eq!(validate(&m), vec![]);
    }

    #[test]
    fn every_problem_is_reported_with_its_path() {
        let m = model(
            r#"{"version":2,"entities":[
                {"id":"a b","name":"A","fields":[{"name":"n","type":"string"},{"name":"n","type":"int"}]},
                {"id":"a b","name":"A","fields":[{"name":"$x","type":"int"}]}],
              "relationships":[
                {"id":"r","from":"a b","to":"zz","cardinality":"one-to-few","typical":9,"max":3,
                 "inverse_typical":2,"tree_queries":["parent"],"parent_display_fields":["nope"]},
                {"id":"r","from":"a b","to":"a b","cardinality":"one-to-one","max":4,
                 "display_fields":["ghost"]}]}"#,
        );
        assert_eq!(
            paths(&m),
            vec![
                "version",
                "entities[0].id",
                "entities[0].fields[1].name",
                "entities[1].id",
                "entities[1].id",
                "entities[1].name",
                "entities[1].fields[0].name",
                "relationships[0].to",
                "relationships[0].typical",
                "relationships[0].inverse_typical",
                "relationships[0].tree_queries",
                "relationships[0].parent_display_fields[0]",
                "relationships[1].id",
                "relationships[1].max",
                "relationships[1].display_fields[0]",
            ]
        );
    }

    #[test]
    fn ids_are_plain_ascii_and_short() {
        assert!(is_valid_id("Log_message-2"));
        assert!(!is_valid_id(""));
        assert!(!is_valid_id("é"));
        assert!(!is_valid_id(&"x".repeat(65)));
        assert!(is_valid_id(&"x".repeat(64)));
    }

    #[test]
    fn counts_past_what_javascript_holds_are_refused() {
        let m = model(
            r#"{"version":1,"entities":[{"id":"a","name":"A","fields":[{"name":"f","type":"string","size_bytes":9007199254740992}]},{"id":"b","name":"B"}],
            "relationships":[{"id":"r","from":"a","to":"b","cardinality":"many-to-many","typical":9007199254740991,
            "max":18446744073709551615,"inverse_typical":9007199254740992,"shown_with_parent":2}]}"#,
        );
        let problems = validate(&m);
        let found: Vec<(&str, &str)> = problems
            .iter()
            .map(|p| (p.code.as_str(), p.path.as_str()))
            .collect();
        assert_eq!(
            found,
            [
                ("count_too_large", "entities[0].fields[0].size_bytes"),
                ("count_too_large", "relationships[0].max"),
                ("count_too_large", "relationships[0].inverse_typical"),
            ]
        );
    }

    #[test]
    fn size_limits_are_reported_once() {
        let mut m = model(r#"{"version":1}"#);
        m.entities = (0..=MAX_ENTITIES)
            .map(|i| crate::wire::model::Entity::new(format!("e{i}"), format!("E{i}"), 0.0, 0.0))
            .collect();
        let problems = validate(&m);
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].code, "too_many_entities");
    }
}

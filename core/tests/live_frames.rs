//! The live session's frames read back as they were written: every kind of
//! message down and every op, read field by field after their tag (which
//! the server writes first), with serde's strictness kept: a field no kind
//! has, an unknown kind and a tag out of place are refused, except that an
//! op whose tag comes later (another client's, a database's key order) is
//! still read on the server.

use nestlink_core::live::{Applied, Down, JsonText, Op, Peer, Presence, Workshop};
use nestlink_core::wire::model::{Cardinality, Entity, Field, FieldType, Model, Relationship};

fn model() -> Model {
    let mut author = Entity::new("a", "Author", 10.0, 20.0);
    author.fields.push(Field::new("name", FieldType::String));
    let book = Entity::new("b", "Book", 300.0, 20.0);
    Model {
        version: 1,
        name: "Library".to_owned(),
        entities: vec![author, book],
        relationships: vec![Relationship::new("ab", "a", "b", Cardinality::OneToMany)],
    }
}

/// One op of each kind.
fn every_op() -> Vec<Op> {
    let model = model();
    vec![
        Op::RenameModel {
            name: "Shelves".to_owned(),
        },
        Op::AddEntity {
            entity: Box::new(model.entities[0].clone()),
        },
        Op::DeleteEntity { id: "a".to_owned() },
        Op::SetEntity {
            id: "a".to_owned(),
            key: "x".to_owned(),
            value: JsonText::of(&40.5),
        },
        Op::SetEntity {
            id: "a".to_owned(),
            key: "kind".to_owned(),
            value: None,
        },
        Op::AddField {
            entity: "a".to_owned(),
            index: 1,
            field: Field::new("born", FieldType::Date),
        },
        Op::SetField {
            entity: "a".to_owned(),
            name: "name".to_owned(),
            field: Field::new("full_name", FieldType::String),
        },
        Op::DeleteField {
            entity: "a".to_owned(),
            name: "name".to_owned(),
        },
        Op::MoveField {
            entity: "a".to_owned(),
            name: "name".to_owned(),
            index: 0,
        },
        Op::SetFields {
            entity: "a".to_owned(),
            fields: model.entities[0].fields.clone(),
        },
        Op::AddRelationship {
            relationship: Box::new(model.relationships[0].clone()),
        },
        Op::DeleteRelationship {
            id: "ab".to_owned(),
        },
        Op::SetRelationship {
            id: "ab".to_owned(),
            key: "typical".to_owned(),
            value: JsonText::of(&12),
        },
        Op::Replace {
            model: Box::new(model),
        },
    ]
}

#[test]
fn every_message_and_every_op_reads_back_as_the_server_wrote_it() {
    let mut messages: Vec<Down> = every_op()
        .into_iter()
        .enumerate()
        .map(|(seq, op)| {
            Down::Applied(Applied {
                version: 7,
                client: "k2".to_owned(),
                seq: seq as u64,
                op,
            })
        })
        .collect();
    messages.extend([
        Down::Refused {
            seq: 3,
            reason: "no such entity".to_owned(),
        },
        Down::CaughtUp {
            version: 9,
            decided: 2,
        },
        Down::Welcome {
            you: "k2".to_owned(),
        },
        Down::Error {
            code: "slow_down".to_owned(),
            message: "Too many ops.".to_owned(),
        },
        Down::Peer(Peer {
            client: "k3".to_owned(),
            colour: 2,
            owner: true,
            presence: Presence {
                name: "Ana".to_owned(),
                selection: vec!["a".to_owned()],
                pointer: Some((1.5, 2.0)),
                view: None,
            },
        }),
        Down::Left {
            client: "k3".to_owned(),
        },
        Down::Workshop(Workshop {
            locked: true,
            following: true,
            ..Workshop::default()
        }),
    ]);
    for message in messages {
        let json = serde_json::to_string(&message).expect("JSON");
        assert!(json.starts_with("{\"type\":"), "the tag first: {json}");
        assert_eq!(Down::from_json(&json), Some(message), "{json}");
    }
}

#[test]
fn a_field_no_kind_has_an_unknown_kind_and_a_misplaced_tag_are_refused() {
    // (Written out: `json!` would sort the keys.)
    let applied = |op: &str| {
        Down::from_json(&format!(
            r#"{{"type":"applied","version":1,"client":"k","seq":1,"op":{op}}}"#
        ))
    };
    // As written: read.
    assert!(applied(r#"{"op":"delete_entity","id":"a"}"#).is_some());
    // A key the op does not have, an op that does not exist, a key missing.
    assert_eq!(applied(r#"{"op":"delete_entity","id":"a","x":1}"#), None);
    assert_eq!(applied(r#"{"op":"paint_entity","id":"a"}"#), None);
    assert_eq!(applied(r#"{"op":"delete_entity"}"#), None);
    // A message's tag must come first (serde_json keeps the order written).
    assert_eq!(
        Down::from_json(r#"{"seq":3,"type":"refused","reason":"no"}"#),
        None
    );
    assert_eq!(
        Down::from_json(r#"{"type":"welcome","you":"k2"}"#),
        Some(Down::Welcome {
            you: "k2".to_owned()
        })
    );
    assert_eq!(Down::from_json(r#"{"type":"shout","you":"k2"}"#), None);
    assert_eq!(Down::from_json(r#"{}"#), None);
}

#[test]
fn an_op_whose_tag_comes_later_is_still_read_on_the_server() {
    // PostgreSQL's jsonb, for one, orders keys its own way: "id" before "op".
    let later = r#"{"type":"applied","version":1,"client":"k","seq":1,"op":{"id":"a","op":"delete_entity"}}"#;
    assert_eq!(
        Down::from_json(later),
        Some(Down::Applied(Applied {
            version: 1,
            client: "k".to_owned(),
            seq: 1,
            op: Op::DeleteEntity { id: "a".to_owned() },
        }))
    );
    // Strict there too.
    let extra = r#"{"type":"applied","version":1,"client":"k","seq":1,"op":{"id":"a","x":1,"op":"delete_entity"}}"#;
    assert_eq!(Down::from_json(extra), None);
    // And an applied op as the session's log keeps it, in any order.
    let logged: Applied = serde_json::from_str(
        r#"{"op":{"name":"Shelves","op":"rename_model"},"seq":2,"client":"k","version":3}"#,
    )
    .expect("an applied op");
    assert_eq!(
        logged.op,
        Op::RenameModel {
            name: "Shelves".to_owned()
        }
    );
}

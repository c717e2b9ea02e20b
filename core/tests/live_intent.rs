//! What each person meant survives a live session: people who add,
//! rename and fill in things at the same moment each find their own edit
//! on their own thing, and the model stays one the analysis accepts. Each
//! person is modelled as the browser works: the editor holds the model and
//! a selection by id, its edits are tagged with the person's tag, the copy
//! (`Replica`) turns them into ops, and what arrives replaces the editor's
//! model with what the copy shows.

use std::collections::VecDeque;

use nestlink_core::diagram::edit::{Edit, apply_as};
use nestlink_core::live::{Applied, JsonText, Op, Outcome, Renamed, Replica, Session, Waiting};
use nestlink_core::wire::model::{Entity, Field, FieldType, Model};
use nestlink_core::wire::validate::validate;

struct Person {
    tag: String,
    replica: Replica,
    /// The editor's model.
    model: Model,
    online: bool,
    up: VecDeque<Waiting>,
    down: VecDeque<Applied>,
    told: Vec<Renamed>,
    /// How often someone else's op replaced a property this person had
    /// just set (what the browser tells them).
    overwritten: usize,
}

struct Room {
    server: Session,
    log: Vec<Applied>,
    refused: Vec<String>,
    people: Vec<Person>,
}

fn start() -> Model {
    let mut author = Entity::new("a", "Author", 0.0, 0.0);
    author.fields.push(Field::new("name", FieldType::String));
    Model {
        version: 1,
        name: "Library".to_owned(),
        entities: vec![author],
        relationships: Vec::new(),
    }
}

impl Room {
    fn new(people: usize) -> Self {
        let model = start();
        Self {
            server: Session::restore(model.clone(), 0, Default::default()),
            log: Vec::new(),
            refused: Vec::new(),
            people: (0..people)
                .map(|i| {
                    let mut replica = Replica::new(format!("c{i}"), model.clone(), 0, 0);
                    replica.known_as(format!("p{i}"));
                    Person {
                        tag: format!("t{i}"),
                        replica,
                        model: model.clone(),
                        online: true,
                        up: VecDeque::new(),
                        down: VecDeque::new(),
                        told: Vec::new(),
                        overwritten: 0,
                    }
                })
                .collect(),
        }
    }

    /// The person edits in their editor; the change goes out as ops.
    fn edit(&mut self, who: usize, edit: Edit) {
        let person = &mut self.people[who];
        apply_as(&mut person.model, edit, &person.tag).expect("the edit applies");
        let sent = person.replica.edit(&person.model);
        person.model = person.replica.shown().clone();
        if person.online {
            person.up.extend(sent);
        }
    }

    /// What the person's editor just added (the editor selects it).
    fn last_entity(&self, who: usize) -> String {
        let model = &self.people[who].model;
        model.entities.last().expect("an entity").id.clone()
    }

    /// The server takes the person's next op.
    fn deliver(&mut self, who: usize) {
        let Some(waiting) = self.people[who].up.pop_front() else {
            return;
        };
        match self
            .server
            .submit(&format!("c{who}"), waiting.seq, waiting.op)
        {
            Outcome::Applied(applied) => {
                let shown = Applied {
                    client: format!("p{who}"),
                    ..(*applied).clone()
                };
                for person in self.people.iter_mut().filter(|p| p.online) {
                    person.down.push_back(shown.clone());
                }
                self.log.push(*applied);
            }
            Outcome::Refused { seq, reason } => {
                self.refused.push(reason);
                self.people[who].replica.refused(seq);
            }
            Outcome::Duplicate => {}
        }
    }

    /// The person's browser takes the next op from the server.
    fn receive(&mut self, who: usize) {
        let person = &mut self.people[who];
        let Some(applied) = person.down.pop_front() else {
            return;
        };
        // Messages in a test arrive within a moment of each other.
        if person.replica.clashes(&applied, 0.0) {
            person.overwritten += 1;
        }
        person.replica.applied(&applied).expect("in order");
        let renamed = person.replica.renamed();
        person.told.extend(renamed);
        person.model = person.replica.shown().clone();
    }

    fn offline(&mut self, who: usize) {
        let person = &mut self.people[who];
        person.online = false;
        person.up.clear();
        person.down.clear();
    }

    fn online(&mut self, who: usize) {
        let from = self.people[who].replica.version();
        let missed: Vec<_> = self
            .log
            .iter()
            .filter(|a| a.version > from)
            .map(|a| Applied {
                client: format!("p{}", &a.client[1..]),
                ..a.clone()
            })
            .collect();
        let decided = self.server.decided(&format!("c{who}"));
        let person = &mut self.people[who];
        person.online = true;
        for applied in missed {
            person.replica.applied(&applied).expect("in order");
        }
        person.replica.caught_up(decided);
        person.model = person.replica.shown().clone();
        person.up.extend(person.replica.waiting().iter().cloned());
    }

    fn settle(&mut self) {
        while self
            .people
            .iter()
            .any(|p| !p.up.is_empty() || !p.down.is_empty())
        {
            for who in 0..self.people.len() {
                self.deliver(who);
            }
            for who in 0..self.people.len() {
                while !self.people[who].down.is_empty() {
                    self.receive(who);
                }
            }
        }
        for person in self.people.iter().filter(|p| p.online) {
            assert_eq!(person.replica.view(), self.server.model());
            assert!(person.replica.waiting().is_empty());
        }
        assert!(self.refused.is_empty(), "refused: {:?}", self.refused);
        assert!(validate(self.server.model()).is_empty());
    }

    fn name_of(&self, id: &str) -> &str {
        &self.server.model().entity(id).expect("kept").name
    }
}

fn rename(id: &str, name: &str) -> Edit {
    Edit::RenameEntity {
        id: id.to_owned(),
        name: name.to_owned(),
    }
}

#[test]
fn two_entities_added_at_one_moment_each_keep_their_own_name() {
    let mut room = Room::new(2);
    room.edit(0, Edit::AddEntity { x: 0.0, y: 0.0 });
    room.edit(1, Edit::AddEntity { x: 0.0, y: 0.0 });
    let (alpha, gamma) = (room.last_entity(0), room.last_entity(1));
    // The server takes both; each person hears the other's addition before
    // naming their own, which their editor has selected.
    room.deliver(0);
    room.deliver(1);
    room.receive(0);
    room.receive(1);
    room.edit(0, rename(&alpha, "Alpha"));
    room.edit(1, rename(&gamma, "Gamma"));
    room.settle();
    assert_ne!(alpha, gamma);
    assert_eq!(room.name_of(&alpha), "Alpha");
    assert_eq!(room.name_of(&gamma), "Gamma");
    assert_eq!(room.server.model().entities.len(), 3);
}

#[test]
fn a_name_taken_a_moment_earlier_is_kept_with_a_number_and_its_author_is_told() {
    let mut room = Room::new(2);
    room.edit(0, Edit::AddEntity { x: 0.0, y: 0.0 });
    room.edit(1, Edit::AddEntity { x: 0.0, y: 0.0 });
    let (first, second) = (room.last_entity(0), room.last_entity(1));
    // Both new entities are "Entity 1" in their editors.
    assert_eq!(
        room.people[1]
            .model
            .entity(&second)
            .map(|e| e.name.as_str()),
        Some("Entity 1")
    );
    room.settle();
    assert_eq!(room.name_of(&first), "Entity 1");
    assert_eq!(room.name_of(&second), "Entity 1 2");
    assert_eq!(
        room.people[1].told,
        [Renamed {
            what: "entity",
            entity: second.clone(),
            wanted: "Entity 1".to_owned(),
            kept: "Entity 1 2".to_owned()
        }]
    );
    // Two renames to one name at one moment: the later is numbered.
    room.edit(0, rename(&first, "Shelf"));
    room.edit(1, rename(&second, "Shelf"));
    room.deliver(0);
    room.deliver(1);
    room.settle();
    assert_eq!(room.name_of(&first), "Shelf");
    assert_eq!(room.name_of(&second), "Shelf 2");
    assert_eq!(room.people[1].told.len(), 2);
    assert!(room.people[0].told.is_empty());
}

/// The rename someone else made arrives while this person is still typing
/// the same name: theirs is numbered as the server numbers it, and they
/// are told, instead of being held as a broken rule (screens had then
/// differed until a reload dropped the edit).
#[test]
fn a_name_taken_while_this_person_typed_is_numbered_and_they_are_told() {
    let mut room = Room::new(2);
    room.edit(0, Edit::AddEntity { x: 0.0, y: 0.0 });
    room.settle();
    let book = room.last_entity(0);
    room.edit(1, rename("a", "Shared"));
    room.deliver(1);
    room.receive(0);
    room.edit(0, rename(&book, "Shared"));
    assert!(!room.people[0].replica.holds(), "numbered, not held");
    assert_eq!(room.people[0].up.len(), 1, "sent at once");
    room.settle();
    assert_eq!(room.name_of("a"), "Shared");
    assert_eq!(room.name_of(&book), "Shared 2");
    assert_eq!(
        room.people[0].told,
        [Renamed {
            what: "entity",
            entity: book.clone(),
            wanted: "Shared".to_owned(),
            kept: "Shared 2".to_owned()
        }]
    );
    assert!(room.people[1].told.is_empty());
    for person in &room.people {
        assert_eq!(&person.model, room.server.model());
    }
}

#[test]
fn two_people_typing_a_new_name_for_one_field_end_with_one_field_and_one_name() {
    let mut room = Room::new(2);
    let typed = ["title", "label"];
    // Each keystroke in the inspector renames the field at its place; both
    // type at once, each hearing the other's keystrokes in between.
    for letters in 1..=5 {
        for (who, name) in typed.iter().enumerate() {
            let mut field = room.people[who].model.entities[0].fields[0].clone();
            field.name = name[..letters].to_owned();
            room.edit(
                who,
                Edit::UpdateField {
                    entity: "a".to_owned(),
                    index: 0,
                    field,
                },
            );
        }
        room.deliver(0);
        room.deliver(1);
        for who in 0..2 {
            while !room.people[who].down.is_empty() {
                room.receive(who);
            }
        }
    }
    room.settle();
    let fields = &room.server.model().entity("a").expect("kept").fields;
    assert_eq!(fields.len(), 1, "nothing duplicated: {fields:?}");
    let kept = fields[0].name.as_str();
    assert!(typed.contains(&kept), "one person's name wins: {kept}");
    let loser = usize::from(kept == typed[0]);
    assert!(
        room.people[loser].overwritten > 0,
        "whoever typed {} is told it was replaced",
        typed[loser]
    );

    // A third person's change of the field, sent before they heard of the
    // renames, follows the field to its name now.
    let mut late = Session::restore(start(), 0, Default::default());
    let first = Op::SetField {
        entity: "a".to_owned(),
        name: "name".to_owned(),
        field: Field::new("title", FieldType::String),
    };
    assert!(matches!(late.submit("c0", 1, first), Outcome::Applied(_)));
    let stale = Op::SetField {
        entity: "a".to_owned(),
        name: "name".to_owned(),
        field: Field::new("name", FieldType::Int),
    };
    let Outcome::Applied(followed) = late.submit("c2", 1, stale) else {
        panic!("a change of a renamed field is applied to it");
    };
    assert!(matches!(&followed.op, Op::SetField { name, .. } if name == "title"));
    let fields = &late.model().entity("a").expect("kept").fields;
    assert_eq!(fields, &vec![Field::new("title", FieldType::Int)]);
}

/// Two people add an entity at one moment: their editors give both boxes
/// the same free place, and the later one moves to the next, so neither
/// hides the other (on every screen alike).
#[test]
fn boxes_added_at_one_moment_do_not_land_on_each_other() {
    let mut room = Room::new(2);
    room.edit(0, Edit::AddEntity { x: 300.0, y: 0.0 });
    room.edit(1, Edit::AddEntity { x: 300.0, y: 0.0 });
    let (first, second) = (room.last_entity(0), room.last_entity(1));
    room.settle();
    let model = room.server.model();
    let rect =
        |id: &str| nestlink_core::diagram::geometry::entity_rect(model.entity(id).expect("kept"));
    assert!(
        !rect(&first).overlaps(&rect(&second)),
        "{:?} {:?}",
        rect(&first),
        rect(&second)
    );
    for person in &room.people {
        assert_eq!(&person.model, room.server.model());
    }
}

#[test]
fn fields_added_at_one_moment_are_both_kept_and_each_named_by_its_author() {
    let mut room = Room::new(2);
    room.edit(
        0,
        Edit::AddField {
            entity: "a".to_owned(),
        },
    );
    room.edit(
        1,
        Edit::AddField {
            entity: "a".to_owned(),
        },
    );
    // The name each editor's new row shows, as its box notes it.
    let mine = |room: &Room, who: usize| {
        room.people[who].model.entities[0]
            .fields
            .last()
            .expect("a new field")
            .name
            .clone()
    };
    let (first, second) = (mine(&room, 0), mine(&room, 1));
    assert_ne!(first, second);
    room.deliver(0);
    room.deliver(1);
    room.receive(0);
    room.receive(1);
    // Each names the field their row was made for, found by the name it
    // had when they started typing (others' fields may have moved it).
    for (who, was, now) in [(0, &first, "email"), (1, &second, "phone")] {
        let fields = &room.people[who].model.entities[0].fields;
        let index = fields
            .iter()
            .position(|f| &f.name == was)
            .expect("still there");
        let mut field = fields[index].clone();
        now.clone_into(&mut field.name);
        room.edit(
            who,
            Edit::UpdateField {
                entity: "a".to_owned(),
                index,
                field,
            },
        );
    }
    room.settle();
    let names: Vec<_> = room.server.model().entities[0]
        .fields
        .iter()
        .map(|f| f.name.as_str())
        .collect();
    assert_eq!(names.len(), 3, "{names:?}");
    for name in ["name", "email", "phone"] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
}

#[test]
fn an_entity_added_offline_keeps_its_name_when_its_author_is_back() {
    let mut room = Room::new(2);
    room.offline(1);
    room.edit(1, Edit::AddEntity { x: 0.0, y: 0.0 });
    let offline = room.last_entity(1);
    room.edit(1, rename(&offline, "Loan"));
    room.edit(0, Edit::AddEntity { x: 0.0, y: 0.0 });
    let online = room.last_entity(0);
    room.edit(0, rename(&online, "Shelf"));
    room.settle();
    room.online(1);
    room.settle();
    assert_eq!(room.name_of(&offline), "Loan");
    assert_eq!(room.name_of(&online), "Shelf");
}

#[test]
fn an_edit_that_breaks_a_rule_is_held_until_fixed_then_sent_as_one() {
    let mut room = Room::new(2);
    // Emptying a name to type a new one: the empty name stays in the editor.
    room.edit(0, rename("a", ""));
    assert!(room.people[0].replica.holds());
    assert!(room.people[0].up.is_empty());
    assert_eq!(room.people[0].model.entities[0].name, "");
    // Someone else's edit arrives meanwhile; the held one stays on top.
    room.edit(
        1,
        Edit::AddField {
            entity: "a".to_owned(),
        },
    );
    room.deliver(1);
    room.receive(0);
    assert_eq!(room.people[0].model.entities[0].name, "");
    assert_eq!(room.people[0].model.entities[0].fields.len(), 2);
    room.edit(0, rename("a", "Writer"));
    assert!(!room.people[0].replica.holds());
    assert_eq!(room.people[0].up.len(), 1, "one op for the whole change");
    room.settle();
    assert_eq!(room.name_of("a"), "Writer");
}

/// Ops a person's own browser would never send, sent by hand over the
/// socket: each is refused with a reason, and the model stays valid.
#[test]
fn ops_that_break_the_models_rules_are_refused_with_the_reason() {
    let mut session = Session::restore(start(), 0, Default::default());
    let set = |key: &str, value: serde_json::Value| Op::SetEntity {
        id: "a".to_owned(),
        key: key.to_owned(),
        value: JsonText::of(&value),
    };
    let mut dangling = nestlink_core::wire::model::Relationship::new(
        "r",
        "a",
        "nobody",
        nestlink_core::wire::model::Cardinality::OneToMany,
    );
    dangling.typical = Some(3);
    let mut twins = start();
    twins.entities.push(Entity::new("a", "Again", 0.0, 0.0));
    let bad = [
        set("name", "x".repeat(900 * 1024).into()),
        set("name", "".into()),
        set("name", "   ".into()),
        set("x", 1e308.into()),
        Op::AddEntity {
            entity: Box::new(Entity::new("<script>alert(1)</script>", "Evil", 0.0, 0.0)),
        },
        Op::SetFields {
            entity: "a".to_owned(),
            fields: vec![
                Field::new("twin", FieldType::String),
                Field::new("twin", FieldType::Int),
            ],
        },
        Op::AddRelationship {
            relationship: Box::new(dangling),
        },
        Op::Replace {
            model: Box::new(twins),
        },
    ];
    for (seq, op) in (1..).zip(bad) {
        let shown = format!("{op:?}");
        match session.submit("c", seq, op) {
            Outcome::Refused { reason, .. } => assert!(!reason.is_empty()),
            other => panic!(
                "{} was not refused: {other:?}",
                &shown[..shown.len().min(80)]
            ),
        }
    }
    assert_eq!(session.model(), &start());
    assert!(validate(session.model()).is_empty());
}

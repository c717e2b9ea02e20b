//! Several people edit one live model at once, with messages delayed and
//! connections dropped at random: once everyone is back and every message
//! has arrived, every copy shows the same model as the server, nobody has
//! an op still waiting, and the server's model is its log replayed: no op
//! the server applied (acknowledged) is missing.

use std::collections::VecDeque;

use nestlink_core::diagram::edit::{Edit, apply as edit, apply_as};
use nestlink_core::diagram::layout::free_spot;
use nestlink_core::live::{Applied, Outcome, Replica, Session, Waiting, apply};
use nestlink_core::wire::model::{Cardinality, Entity, Field, FieldType, Model};
use proptest::prelude::*;

const CLIENTS: usize = 3;

/// What happens next in the room, with numbers to pick what it is about.
#[derive(Debug, Clone)]
enum Step {
    Edit {
        client: usize,
        kind: u8,
        a: u8,
        b: u8,
    },
    Deliver {
        client: usize,
    },
    Receive {
        client: usize,
    },
    Disconnect {
        client: usize,
    },
    Reconnect {
        client: usize,
    },
}

fn step() -> impl Strategy<Value = Step> {
    let client = 0..CLIENTS;
    prop_oneof![
        4 => (client.clone(), 0_u8..12, any::<u8>(), any::<u8>())
            .prop_map(|(client, kind, a, b)| Step::Edit { client, kind, a, b }),
        4 => client.clone().prop_map(|client| Step::Deliver { client }),
        4 => client.clone().prop_map(|client| Step::Receive { client }),
        1 => client.clone().prop_map(|client| Step::Disconnect { client }),
        1 => client.prop_map(|client| Step::Reconnect { client }),
    ]
}

/// From the server to a client.
#[derive(Debug, Clone)]
enum Down {
    Applied(Applied),
    Refused(u64),
    Caught(u64),
}

/// How the server shows a client to everyone.
fn public(client: &str) -> String {
    format!("p-{client}")
}

/// An applied op as everyone receives it.
fn shown(applied: &Applied) -> Applied {
    Applied {
        client: public(&applied.client),
        ..applied.clone()
    }
}

struct Person {
    replica: Replica,
    /// The entities this person has renamed: what they may be told was
    /// kept under another name. A rename held (while the person's model
    /// broke a rule) is sent, and numbered, with a later edit of theirs.
    renamed: Vec<String>,
    online: bool,
    up: VecDeque<Waiting>,
    down: VecDeque<Down>,
}

fn start() -> Model {
    let mut a = Entity::new("a", "Author", 0.0, 0.0);
    a.fields.push(Field::new("name", FieldType::String));
    a.fields.push(Field::new("born", FieldType::Date));
    let mut b = Entity::new("b", "Book", 300.0, 0.0);
    b.fields.push(Field::new("title", FieldType::String));
    let mut model = Model {
        version: 1,
        name: "Library".to_owned(),
        entities: vec![a, b],
        relationships: Vec::new(),
    };
    edit(
        &mut model,
        Edit::Connect {
            from: "a".to_owned(),
            to: "b".to_owned(),
            cardinality: Cardinality::OneToMany,
        },
    )
    .expect("both ends exist");
    model
}

/// An editor edit of the person's own view, chosen by the numbers.
fn editor_edit(view: &Model, kind: u8, a: u8, b: u8) -> Option<Edit> {
    let pick = |n: usize| (n > 0).then(|| usize::from(a) % n);
    let entity = pick(view.entities.len()).map(|i| &view.entities[i]);
    let relationship = pick(view.relationships.len()).map(|i| &view.relationships[i]);
    let names = ["Author", "Book", "Shelf", "Loan"];
    Some(match kind {
        // As the editor does: a new box goes to a free place near where
        // the person looks, never onto a box they can see.
        0 => {
            let (x, y) = free_spot(view, (f64::from(a), f64::from(b)), 1560.0, &[]);
            Edit::AddEntity { x, y }
        }
        1 => Edit::RenameEntity {
            id: entity?.id.clone(),
            name: names[usize::from(b) % names.len()].to_owned(),
        },
        2 => Edit::MoveEntities {
            moves: vec![(entity?.id.clone(), f64::from(b), f64::from(a))],
        },
        3 => Edit::DeleteEntities {
            ids: vec![entity?.id.clone()],
        },
        4 => Edit::AddField {
            entity: entity?.id.clone(),
        },
        5 => {
            let entity = entity?;
            let index = usize::from(b) % entity.fields.len().max(1);
            let mut field = entity.fields.get(index)?.clone();
            if b.is_multiple_of(2) {
                field.name = ["title", "isbn", "year", "name"][usize::from(b / 2) % 4].to_owned();
            } else {
                field.field_type = [FieldType::Int, FieldType::String][usize::from(b / 2) % 2];
            }
            Edit::UpdateField {
                entity: entity.id.clone(),
                index,
                field,
            }
        }
        6 => {
            let entity = entity?;
            Edit::DeleteField {
                entity: entity.id.clone(),
                index: usize::from(b) % entity.fields.len().max(1),
            }
        }
        7 => {
            let entity = entity?;
            let n = entity.fields.len().max(1);
            Edit::MoveField {
                entity: entity.id.clone(),
                from: usize::from(b) % n,
                to: usize::from(a) % n,
            }
        }
        8 => Edit::Connect {
            from: entity?.id.clone(),
            to: view.entities[usize::from(b) % view.entities.len()]
                .id
                .clone(),
            cardinality: Cardinality::OneToFew,
        },
        9 => {
            let mut changed = relationship?.clone();
            if b.is_multiple_of(2) {
                changed.typical = Some(u64::from(b));
            } else {
                changed.read_together = !changed.read_together;
            }
            Edit::UpdateRelationship {
                relationship: Box::new(changed),
            }
        }
        10 => Edit::DeleteRelationships {
            ids: vec![relationship?.id.clone()],
        },
        _ => Edit::RenameModel {
            name: names[usize::from(b) % names.len()].to_owned(),
        },
    })
}

struct Room {
    server: Session,
    log: Vec<Applied>,
    /// Why ops were refused: only for something another person deleted.
    refusals: Vec<String>,
    people: Vec<Person>,
}

impl Room {
    fn new() -> Self {
        let model = start();
        Self {
            server: Session::restore(model.clone(), 0, Default::default()),
            log: Vec::new(),
            refusals: Vec::new(),
            people: (0..CLIENTS)
                .map(|i| Person {
                    replica: {
                        // As the server does: ops go out under a public id,
                        // never the client id itself.
                        let mut replica = Replica::new(format!("c{i}"), model.clone(), 0, 0);
                        replica.known_as(public(&format!("c{i}")));
                        replica
                    },
                    renamed: Vec::new(),
                    online: true,
                    up: VecDeque::new(),
                    down: VecDeque::new(),
                })
                .collect(),
        }
    }

    fn run(&mut self, step: &Step) {
        match *step {
            Step::Edit { client, kind, a, b } => {
                let person = &mut self.people[client];
                let mut after = person.replica.shown().clone();
                let Some(change) = editor_edit(&after, kind, a, b) else {
                    return;
                };
                if let Edit::RenameEntity { id, .. } = &change {
                    person.renamed.push(id.clone());
                }
                // Each person's additions carry their tag, as in the editor.
                if apply_as(&mut after, change, &format!("t{client}")).is_err() {
                    return;
                }
                let _told_before = person.replica.renamed();
                let sent = person.replica.edit(&after);
                // A name someone else took since the person last edited is
                // numbered, and they are told: that is the edit they see. It
                // is a rename of theirs: this edit's, or one held until now.
                for told in person.replica.renamed() {
                    // By id: an entity the person renamed before may carry
                    // the same name, given by someone else since.
                    assert!(
                        person.renamed.contains(&told.entity),
                        "told of an entity this person renamed"
                    );
                    let entity = after
                        .entities
                        .iter_mut()
                        .find(|e| e.id == told.entity)
                        .expect("the entity is there");
                    assert_eq!(entity.name, told.wanted);
                    entity.name = told.kept;
                }
                assert_eq!(person.replica.shown(), &after, "the person sees their edit");
                if person.online {
                    person.up.extend(sent);
                }
            }
            Step::Deliver { client } => self.deliver(client),
            Step::Receive { client } => self.receive(client),
            Step::Disconnect { client } => {
                let person = &mut self.people[client];
                person.online = false;
                person.up.clear();
                person.down.clear();
            }
            Step::Reconnect { client } => self.reconnect(client),
        }
    }

    fn deliver(&mut self, client: usize) {
        let Some(waiting) = self.people[client].up.pop_front() else {
            return;
        };
        match self
            .server
            .submit(&format!("c{client}"), waiting.seq, waiting.op)
        {
            Outcome::Applied(applied) => {
                for person in self.people.iter_mut().filter(|p| p.online) {
                    person.down.push_back(Down::Applied(shown(&applied)));
                }
                self.log.push(*applied);
            }
            Outcome::Refused { seq, reason } => {
                self.refusals.push(reason);
                self.people[client].down.push_back(Down::Refused(seq));
            }
            Outcome::Duplicate => {}
        }
    }

    fn receive(&mut self, client: usize) {
        let person = &mut self.people[client];
        let Some(message) = person.down.pop_front() else {
            return;
        };
        match message {
            Down::Applied(applied) => person
                .replica
                .applied(&applied)
                .expect("ops arrive in order"),
            Down::Refused(seq) => person.replica.refused(seq),
            Down::Caught(decided) => person.replica.caught_up(decided),
        }
    }

    /// Back online: the ops missed, then how far the server decided, then
    /// the person's waiting ops sent again.
    fn reconnect(&mut self, client: usize) {
        let person = &mut self.people[client];
        if person.online {
            return;
        }
        person.online = true;
        let from = person.replica.version();
        for applied in self.log.iter().filter(|a| a.version > from) {
            person.down.push_back(Down::Applied(shown(applied)));
        }
        person
            .down
            .push_back(Down::Caught(self.server.decided(&format!("c{client}"))));
        while !self.people[client].down.is_empty() {
            self.receive(client);
        }
        let person = &mut self.people[client];
        person.up.extend(person.replica.waiting().iter().cloned());
    }

    /// Everyone back, every message through.
    fn settle(&mut self) {
        for client in 0..CLIENTS {
            self.reconnect(client);
        }
        while self
            .people
            .iter()
            .any(|p| !p.up.is_empty() || !p.down.is_empty())
        {
            for client in 0..CLIENTS {
                self.deliver(client);
                self.receive(client);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_copy_converges_and_no_applied_op_is_lost(
        steps in prop::collection::vec(step(), 1..120)
    ) {
        let mut room = Room::new();
        for step in &steps {
            room.run(step);
        }
        room.settle();
        let mut replayed = start();
        for applied in &room.log {
            apply(&mut replayed, &applied.op).expect("the log replays");
        }
        prop_assert_eq!(&replayed, room.server.model());
        prop_assert_eq!(room.server.version(), room.log.len() as u64);
        for reason in &room.refusals {
            prop_assert!(reason.ends_with("is no longer in the model"), "{}", reason);
        }
        for person in &room.people {
            prop_assert!(person.replica.waiting().is_empty());
            prop_assert_eq!(person.replica.view(), room.server.model());
        }
        // A model that keeps every rule stays so, whatever people do at once.
        prop_assert!(nestlink_core::wire::validate::validate(room.server.model()).is_empty());
    }
}

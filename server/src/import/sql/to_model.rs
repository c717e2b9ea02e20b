//! From the schema as read to the model: entities with the columns that
//! stay fields, relationships from the foreign keys and join tables, labels
//! kept apart, and the notes summed up.

use std::collections::{BTreeMap, BTreeSet};

use nestlink_core::{
    diagram::layout::laid_out,
    wire::{
        model::{Cardinality, Entity, Field, FieldType, MODEL_VERSION, Model, Relationship},
        validate::MAX_NAME_CHARS,
    },
};

use super::{ForeignKey, Schema, Table};
use crate::import::note_on;
use crate::{
    advisor::names::{default_label, snake_case},
    import::{
        ImportFormat, Imported, Message,
        names::{Taken, entity_id, entity_name, field_name},
        sql_types::bson_type,
    },
};

impl Schema {
    pub(super) fn into_model(mut self) -> Imported {
        let foreign_keys = self.usable_foreign_keys();
        let joins = self.join_tables(&foreign_keys);

        // Entities, with the columns that stay fields.
        let mut ids = Taken::default();
        let mut names = Taken::default();
        let mut entities = Vec::new();
        let mut entity_of: BTreeMap<String, usize> = BTreeMap::new();
        let tables = std::mem::take(&mut self.tables);
        // Columns that are not fields: summed up in two notes, not one each.
        let mut keys_as_ids = Vec::new();
        let mut keys_as_links = Vec::new();
        for table in &tables {
            let key = table.name.to_lowercase();
            if joins.contains_key(&key) {
                continue;
            }
            let mut entity = Entity::new(
                ids.unique(&entity_id(&table.name), "_"),
                names.unique(&entity_name(&table.name), " "),
                0.0,
                0.0,
            );
            let primary = self.primary_keys.get(&key).cloned().unwrap_or_default();
            let linked: BTreeSet<&str> = foreign_keys
                .iter()
                .filter(|foreign| foreign.table == key)
                .flat_map(|foreign| foreign.columns.iter().map(String::as_str))
                .collect();
            let mut fields = Taken::default();
            for column in &table.columns {
                let column_key = column.name.to_lowercase();
                let subject = format!("{}.{}", table.name, column.name);
                if linked.contains(column_key.as_str()) {
                    keys_as_links.push(subject);
                } else if primary.len() == 1 && primary[0] == column_key {
                    keys_as_ids.push(subject);
                } else {
                    let name = fields.unique(&field_name(&column.name), "_");
                    let field_type = self.field_type(&subject, &column.sql_type, table.line);
                    let mut field = Field::new(name, field_type);
                    field.unique = self.is_unique(&key, std::slice::from_ref(&column_key));
                    entity.fields.push(field);
                }
            }
            self.note_compound_uniques(table, &linked);
            if primary.len() > 1 {
                self.note(
                    &table.name,
                    Message::new("import-note-compound-primary-key")
                        .count("count", primary.len())
                        .text("columns", primary.join(", ")),
                    table.line,
                );
            }
            entity_of.insert(key, entities.len());
            entities.push(entity);
        }

        let mut relationships = Vec::new();
        // What each relationship may be called if its usual name is taken.
        let mut hints = Vec::new();
        let mut one_to_many = 0;
        for foreign in &foreign_keys {
            if joins.contains_key(&foreign.table) {
                continue;
            }
            let (Some(&parent), Some(&child)) = (
                entity_of.get(&foreign.references),
                entity_of.get(&foreign.table),
            ) else {
                continue;
            };
            let unique = self.is_unique(&foreign.table, &foreign.columns);
            let cardinality = if unique && parent != child {
                Cardinality::OneToOne
            } else {
                one_to_many += 1;
                Cardinality::OneToMany
            };
            let mut relationship = Relationship::new(
                format!("r{}", relationships.len() + 1),
                entities[parent].id.clone(),
                entities[child].id.clone(),
                cardinality,
            );
            // A foreign key says where the link is kept, not that the rows
            // are read with their parent: the child keeps its parent's id
            // until a fact says otherwise (the note says which).
            relationship.read_together = cardinality == Cardinality::OneToOne;
            relationships.push(relationship);
            hints.push(key_stem(&foreign.columns));
        }
        for (join, (first, second)) in &joins {
            let (Some(&from), Some(&to)) = (
                entity_of.get(&first.references),
                entity_of.get(&second.references),
            ) else {
                continue;
            };
            let Some(table) = self.by_name.get(join).map(|&at| &tables[at]) else {
                continue;
            };
            let mut relationship = Relationship::new(
                format!("r{}", relationships.len() + 1),
                entities[from].id.clone(),
                entities[to].id.clone(),
                Cardinality::ManyToMany,
            );
            relationship.link_fields = self.link_fields(table, first, second, &entities[to]);
            let joins = if relationship.link_fields.is_empty() {
                Message::new("import-note-join-table")
            } else {
                Message::new("import-note-join-table-with-fields").text(
                    "fields",
                    relationship
                        .link_fields
                        .iter()
                        .map(|field| field.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                )
            };
            self.note(
                &table.name,
                joins
                    .text("first", &tables[self.by_name[&first.references]].name)
                    .text("second", &tables[self.by_name[&second.references]].name),
                table.line,
            );
            relationships.push(relationship);
            hints.push(Some(snake_case(&table.name)));
        }
        if one_to_many > 0 {
            self.notes.push(note_on(
                Message::new("import-note-on-relationships"),
                Message::new("import-note-default-counts").count("count", one_to_many),
                None,
            ));
        }
        label_apart(&entities, &mut relationships, &hints);
        if !keys_as_ids.is_empty() {
            self.notes.push(note_on(
                Message::new("import-note-on-primary-keys"),
                Message::new("import-note-keys-as-ids").text("keys", keys_as_ids.join(", ")),
                None,
            ));
        }
        if !keys_as_links.is_empty() {
            self.notes.push(note_on(
                Message::new("import-note-on-foreign-keys"),
                Message::new("import-note-keys-as-links").text("columns", keys_as_links.join(", ")),
                None,
            ));
        }
        // In the order of the input; notes on the whole schema last.
        self.notes.sort_by_key(|note| note.line.unwrap_or(u64::MAX));

        let model = laid_out(Model {
            version: MODEL_VERSION,
            name: crate::import::model_name(ImportFormat::Sql, crate::i18n::ENGLISH)
                .unwrap_or_default(),
            entities,
            relationships,
        });
        Imported {
            model,
            notes: self.notes,
        }
    }

    /// Foreign keys whose tables and columns exist; a note for the others.
    fn usable_foreign_keys(&mut self) -> Vec<ForeignKey> {
        let mut usable = Vec::new();
        for foreign in std::mem::take(&mut self.foreign_keys) {
            let Some(&at) = self.by_name.get(&foreign.table) else {
                self.note(
                    &foreign.table,
                    Message::new("import-note-foreign-key-without-table"),
                    foreign.line,
                );
                continue;
            };
            let table = &self.tables[at];
            let subject = format!("{}.{}", table.name, foreign.columns.join(","));
            if !self.by_name.contains_key(&foreign.references) {
                self.note(
                    &subject,
                    Message::new("import-note-references-missing")
                        .text("table", &foreign.references),
                    foreign.line,
                );
            } else if foreign.columns.is_empty()
                || !foreign.columns.iter().all(|column| {
                    table
                        .columns
                        .iter()
                        .any(|known| known.name.to_lowercase() == *column)
                })
            {
                self.note(
                    &subject,
                    Message::new("import-note-foreign-key-without-column"),
                    foreign.line,
                );
            } else {
                usable.push(foreign);
            }
        }
        usable
    }

    /// Tables that only join two others: exactly two single-column foreign
    /// keys to other tables and no key pointing at them; and either the pair
    /// is the primary key or unique (other columns are then the link's own
    /// fields), or the table has no column but the pair and an id of its own.
    /// (Two keys beside data of its own, as a message's sender and
    /// recipient, make an entity.)
    fn join_tables(
        &self,
        foreign_keys: &[ForeignKey],
    ) -> BTreeMap<String, (ForeignKey, ForeignKey)> {
        let referenced: BTreeSet<&str> = foreign_keys
            .iter()
            .map(|foreign| foreign.references.as_str())
            .collect();
        let mut by_table: BTreeMap<&str, Vec<&ForeignKey>> = BTreeMap::new();
        for foreign in foreign_keys {
            by_table
                .entry(foreign.table.as_str())
                .or_default()
                .push(foreign);
        }
        let mut joins = BTreeMap::new();
        for (table, keys) in by_table {
            let [first, second] = keys.as_slice() else {
                continue;
            };
            let pair: BTreeSet<&str> = first
                .columns
                .iter()
                .chain(&second.columns)
                .map(String::as_str)
                .collect();
            let primary: BTreeSet<&str> = self
                .primary_keys
                .get(table)
                .map(|columns| columns.iter().map(String::as_str).collect())
                .unwrap_or_default();
            let pair_columns: Vec<String> =
                pair.iter().map(|column| (*column).to_owned()).collect();
            let columns = self
                .by_name
                .get(table)
                .map_or(0, |&at| self.tables[at].columns.len());
            let only_keys = (primary.is_empty() && columns == 2)
                || (primary.len() == 1 && primary.is_disjoint(&pair) && columns == 3);
            let primary_fits = only_keys || self.is_unique(table, &pair_columns);
            if first.columns.len() == 1
                && second.columns.len() == 1
                && pair.len() == 2
                && first.references != table
                && second.references != table
                && !referenced.contains(table)
                && primary_fits
            {
                // Ordered by column position: the first is the side that holds the ids.
                let (a, b) = if self.position(table, &first.columns[0])
                    <= self.position(table, &second.columns[0])
                {
                    (first, second)
                } else {
                    (second, first)
                };
                joins.insert(table.to_owned(), ((*a).clone(), (*b).clone()));
            }
        }
        joins
    }

    fn position(&self, table: &str, column: &str) -> usize {
        self.by_name
            .get(table)
            .and_then(|&at| {
                self.tables[at]
                    .columns
                    .iter()
                    .position(|known| known.name.to_lowercase() == column)
            })
            .unwrap_or(usize::MAX)
    }

    fn is_unique(&self, table: &str, columns: &[String]) -> bool {
        let wanted: BTreeSet<&String> = columns.iter().collect();
        let same = |set: &Vec<String>| set.iter().collect::<BTreeSet<_>>() == wanted;
        self.primary_keys.get(table).is_some_and(same)
            || self
                .uniques
                .get(table)
                .is_some_and(|sets| sets.iter().any(same))
    }

    /// A unique constraint on several columns has no field of its own to
    /// mark: it is named, with the index that keeps it, in a note. (One on
    /// a foreign key's columns made the relationship one-to-one.)
    fn note_compound_uniques(&mut self, table: &Table, linked: &BTreeSet<&str>) {
        let key = table.name.to_lowercase();
        let compound: Vec<Vec<String>> = self
            .uniques
            .get(&key)
            .into_iter()
            .flatten()
            .filter(|columns| columns.len() > 1)
            .filter(|columns| {
                !columns
                    .iter()
                    .all(|column| linked.contains(column.as_str()))
            })
            .cloned()
            .collect();
        for columns in compound {
            let keys: Vec<String> = columns
                .iter()
                .map(|column| format!("{}: 1", field_name(column)))
                .collect();
            self.note(
                &table.name,
                Message::new("import-note-compound-unique")
                    .text("columns", columns.join(", "))
                    .count("count", columns.len())
                    .text(
                        "code",
                        format!("createIndex({{{}}}, {{unique: true}})", keys.join(", ")),
                    ),
                table.line,
            );
        }
    }

    /// A join table's columns other than its keys, named apart from the
    /// other side's fields (a link field may not repeat one).
    fn link_fields(
        &mut self,
        table: &Table,
        first: &ForeignKey,
        second: &ForeignKey,
        to: &Entity,
    ) -> Vec<Field> {
        let key = table.name.to_lowercase();
        let primary = self.primary_keys.get(&key).cloned().unwrap_or_default();
        let mut taken = Taken::default();
        taken.unique("_id", "_");
        for field in &to.fields {
            taken.unique(&field.name, "_");
        }
        let mut fields = Vec::new();
        for column in &table.columns {
            let column_key = column.name.to_lowercase();
            if first.columns.contains(&column_key)
                || second.columns.contains(&column_key)
                || primary.contains(&column_key)
            {
                continue;
            }
            let subject = format!("{}.{}", table.name, column.name);
            let field_type = self.field_type(&subject, &column.sql_type, table.line);
            fields.push(Field::new(
                taken.unique(&field_name(&column.name), "_"),
                field_type,
            ));
        }
        fields
    }

    fn field_type(&mut self, subject: &str, sql_type: &str, line: Option<u64>) -> FieldType {
        bson_type(sql_type).unwrap_or_else(|| {
            let message = if sql_type.trim().is_empty() {
                Message::new("import-note-column-without-type")
            } else {
                Message::new("import-note-unknown-sql-type").text("type", sql_type)
            };
            self.note(subject, message, line);
            FieldType::String
        })
    }
}

/// Where a parent would get two fields of one name (two keys between the
/// same tables, or a label equal to one of its fields), each relationship
/// after the first is labelled by the key or table it came from
/// ("messages_as_sender").
fn label_apart(entities: &[Entity], relationships: &mut [Relationship], hints: &[Option<String>]) {
    let mut taken: BTreeMap<&str, Taken> = BTreeMap::new();
    for entity in entities {
        let names = taken.entry(entity.id.as_str()).or_default();
        names.unique("_id", "_");
        for field in &entity.fields {
            names.unique(&field.name, "_");
        }
    }
    for (relationship, hint) in relationships.iter_mut().zip(hints) {
        let Some(to) = entities.iter().find(|entity| entity.id == relationship.to) else {
            continue;
        };
        let default = default_label(relationship.cardinality, &to.name, &to.id);
        let Some(names) = taken.get_mut(relationship.from.as_str()) else {
            continue;
        };
        let wanted = match hint {
            Some(hint) if names.contains(&default) => format!("{default}_as_{hint}"),
            _ => default.clone(),
        };
        let chosen = names.unique(&field_name(&wanted), "_");
        if chosen != default {
            relationship.label = Some(chosen.chars().take(MAX_NAME_CHARS).collect());
        }
    }
}

/// A foreign key's column without its `_id` ending ("sender_id" -> "sender").
fn key_stem(columns: &[String]) -> Option<String> {
    let [column] = columns else { return None };
    let stem = column
        .strip_suffix("_id")
        .or_else(|| column.strip_suffix("id"))
        .unwrap_or(column)
        .trim_matches('_');
    (!stem.is_empty()).then(|| stem.to_owned())
}

//! SQL DDL to a model. Tables become entities and columns fields; a foreign
//! key becomes a relationship from the referenced table (the one side) to
//! the referencing one, one-to-one where the key is also unique; a table
//! that only joins two others becomes a many-to-many, its other columns the
//! link's own fields. A single-column primary key becomes the document's
//! `_id` and a foreign key's columns the relationship, so neither is kept
//! as a field. What is skipped or guessed gets a note.

use std::collections::BTreeMap;

use sqlparser::{
    ast::{
        AlterTableOperation, ColumnOption, CreateTable, Expr, IndexColumn, ObjectName, Spanned,
        Statement, TableConstraint,
    },
    dialect::{Dialect, GenericDialect, MySqlDialect, PostgreSqlDialect, SQLiteDialect},
    parser::{Parser, ParserError},
};

use nestlink_core::wire::validate::MAX_ENTITIES;

use super::{ImportError, ImportFormat, ImportNote, Imported, Message, note, note_on};

/// Reads PostgreSQL, MySQL or SQLite DDL into a model and its notes.
///
/// # Errors
/// [`ImportError::Syntax`] with the line and column where the SQL cannot be
/// read; [`ImportError::Empty`] when it creates no table;
/// [`ImportError::TooLarge`] past the model's 2,000 entities.
pub fn from_sql(ddl: &str) -> Result<Imported, ImportError> {
    let mut schema = Schema::default();
    for statement in parse(ddl)? {
        schema.read(&statement);
    }
    if schema.tables.is_empty() {
        return Err(ImportError::Empty(ImportFormat::Sql));
    }
    if schema.tables.len() > MAX_ENTITIES {
        return Err(ImportError::TooLarge {
            format: ImportFormat::Sql,
            count: schema.tables.len(),
        });
    }
    super::checked(schema.into_model())
}

/// Parses with the dialect the text looks like, then with the others; the
/// error shown is the likely dialect's.
fn parse(ddl: &str) -> Result<Vec<Statement>, ImportError> {
    let likely = likely_dialect(ddl);
    let error = match Parser::parse_sql(likely.as_ref(), ddl) {
        Ok(statements) => return Ok(statements),
        Err(error) => error,
    };
    let others: [Box<dyn Dialect>; 4] = [
        Box::new(PostgreSqlDialect {}),
        Box::new(MySqlDialect {}),
        Box::new(SQLiteDialect {}),
        Box::new(GenericDialect {}),
    ];
    others
        .iter()
        .find_map(|dialect| Parser::parse_sql(dialect.as_ref(), ddl).ok())
        .ok_or_else(|| syntax_error(ddl, &error))
}

fn likely_dialect(ddl: &str) -> Box<dyn Dialect> {
    let lower = ddl.to_ascii_lowercase();
    if ddl.contains('`') || lower.contains("auto_increment") || lower.contains("engine=") {
        Box::new(MySqlDialect {})
    } else if lower.contains("autoincrement") || lower.contains("without rowid") {
        Box::new(SQLiteDialect {})
    } else {
        Box::new(PostgreSqlDialect {})
    }
}

/// The parser's message ends with "at Line: L, Column: C" where it knows the
/// place; an error at the very end (a missing parenthesis) points there.
fn syntax_error(ddl: &str, error: &ParserError) -> ImportError {
    let message = match error {
        ParserError::TokenizerError(message) | ParserError::ParserError(message) => message.clone(),
        ParserError::RecursionLimitExceeded => "it nests too deeply".to_owned(),
    };
    let place = message
        .rsplit_once(" at Line: ")
        .and_then(|(reason, place)| {
            let (line, column) = place.split_once(", Column: ")?;
            Some((
                reason.to_owned(),
                line.parse().ok()?,
                column.trim().parse().ok()?,
            ))
        });
    let (reason, line, column) = place.unwrap_or_else(|| {
        let lines = ddl.lines().count().max(1);
        let last = ddl.lines().last().map_or(0, |line| line.chars().count());
        (message, lines as u64, last as u64 + 1)
    });
    ImportError::Syntax {
        line,
        column,
        reason,
    }
}

#[derive(Default)]
struct Schema {
    /// In the order the SQL creates them.
    tables: Vec<Table>,
    /// Table names, lower case, to their place in `tables`.
    by_name: BTreeMap<String, usize>,
    /// Keyed by table name (lower case): declared in the table or added later.
    primary_keys: BTreeMap<String, Vec<String>>,
    uniques: BTreeMap<String, Vec<Vec<String>>>,
    foreign_keys: Vec<ForeignKey>,
    notes: Vec<ImportNote>,
}

struct Table {
    name: String,
    line: Option<u64>,
    columns: Vec<Column>,
}

struct Column {
    name: String,
    sql_type: String,
}

#[derive(Clone)]
struct ForeignKey {
    /// The referencing table and columns, lower case.
    table: String,
    columns: Vec<String>,
    /// The referenced table, lower case.
    references: String,
    line: Option<u64>,
}

impl Schema {
    fn read(&mut self, statement: &Statement) {
        let line = Some(statement.span().start.line).filter(|line| *line > 0);
        match statement {
            Statement::CreateTable(create) => self.create_table(create, line),
            Statement::AlterTable(alter) => {
                let table = last_part(&alter.name).to_lowercase();
                for operation in &alter.operations {
                    match operation {
                        AlterTableOperation::AddConstraint { constraint, .. } => {
                            self.constraint(&table, constraint, line);
                        }
                        other => self.note(
                            &format!("ALTER TABLE {}", last_part(&alter.name)),
                            Message::new("import-note-alter-skipped")
                                .text("operation", head(&other.to_string(), 8)),
                            line,
                        ),
                    }
                }
            }
            Statement::CreateIndex(index) if index.unique => {
                if let Some(columns) = column_names(&index.columns) {
                    self.uniques
                        .entry(last_part(&index.table_name).to_lowercase())
                        .or_default()
                        .push(columns);
                }
            }
            Statement::CreateIndex(index) => self.notes.push(note_on(
                Message::new("import-note-on-index").text("table", last_part(&index.table_name)),
                Message::new("import-note-index-skipped"),
                line,
            )),
            Statement::CreateView(view) => self.notes.push(note_on(
                Message::new("import-note-on-view").text("view", view.name.to_string()),
                Message::new("import-note-view-skipped"),
                line,
            )),
            other => {
                let text = other.to_string();
                let first = text
                    .split_whitespace()
                    .next()
                    .unwrap_or_default()
                    .to_ascii_uppercase();
                // Session and transaction statements of a dump say nothing of the schema.
                if !matches!(
                    first.as_str(),
                    "SET"
                        | "BEGIN"
                        | "START"
                        | "COMMIT"
                        | "ROLLBACK"
                        | "DROP"
                        | "USE"
                        | "LOCK"
                        | "UNLOCK"
                        | "PRAGMA"
                ) {
                    self.note(
                        &head(&text, 3),
                        Message::new("import-note-statement-skipped"),
                        line,
                    );
                }
            }
        }
    }

    fn create_table(&mut self, create: &CreateTable, line: Option<u64>) {
        let name = last_part(&create.name);
        let key = name.to_lowercase();
        if self.by_name.contains_key(&key) {
            self.note(&name, Message::new("import-note-table-twice"), line);
            return;
        }
        let mut columns = Vec::with_capacity(create.columns.len());
        for column in &create.columns {
            let column_key = column.name.value.to_lowercase();
            columns.push(Column {
                name: column.name.value.clone(),
                sql_type: column.data_type.to_string(),
            });
            for option in &column.options {
                match &option.option {
                    ColumnOption::PrimaryKey(_) => {
                        self.primary_keys
                            .insert(key.clone(), vec![column_key.clone()]);
                    }
                    ColumnOption::Unique(_) => {
                        self.uniques
                            .entry(key.clone())
                            .or_default()
                            .push(vec![column_key.clone()]);
                    }
                    ColumnOption::ForeignKey(foreign) => self.foreign_keys.push(ForeignKey {
                        table: key.clone(),
                        columns: vec![column_key.clone()],
                        references: last_part(&foreign.foreign_table).to_lowercase(),
                        line,
                    }),
                    _ => {}
                }
            }
        }
        self.by_name.insert(key.clone(), self.tables.len());
        self.tables.push(Table {
            name,
            line,
            columns,
        });
        for constraint in &create.constraints {
            self.constraint(&key, constraint, line);
        }
    }

    fn constraint(&mut self, table: &str, constraint: &TableConstraint, line: Option<u64>) {
        match constraint {
            TableConstraint::PrimaryKey(key) => {
                if let Some(columns) = column_names(&key.columns) {
                    self.primary_keys.insert(table.to_owned(), columns);
                }
            }
            TableConstraint::Unique(unique) => {
                if let Some(columns) = column_names(&unique.columns) {
                    self.uniques
                        .entry(table.to_owned())
                        .or_default()
                        .push(columns);
                }
            }
            TableConstraint::ForeignKey(foreign) => self.foreign_keys.push(ForeignKey {
                table: table.to_owned(),
                columns: foreign
                    .columns
                    .iter()
                    .map(|column| column.value.to_lowercase())
                    .collect(),
                references: last_part(&foreign.foreign_table).to_lowercase(),
                line,
            }),
            _ => {}
        }
    }

    fn note(&mut self, subject: &str, message: Message, line: Option<u64>) {
        self.notes.push(note(subject, message, line));
    }
}

/// A table's own name, without its schema, unquoted.
fn last_part(name: &ObjectName) -> String {
    name.0
        .last()
        .and_then(|part| part.as_ident())
        .map_or_else(|| name.to_string(), |ident| ident.value.clone())
}

/// Plain column names of a key; `None` when one is an expression.
fn column_names(columns: &[IndexColumn]) -> Option<Vec<String>> {
    columns
        .iter()
        .map(|column| match &column.column.expr {
            Expr::Identifier(ident) => Some(ident.value.to_lowercase()),
            Expr::CompoundIdentifier(parts) => parts.last().map(|ident| ident.value.to_lowercase()),
            _ => None,
        })
        .collect()
}

/// The first `words` words of a statement, for a note's subject.
fn head(text: &str, words: usize) -> String {
    let mut head: Vec<&str> = text.split_whitespace().take(words + 1).collect();
    let more = head.len() > words;
    head.truncate(words);
    let mut head = head.join(" ");
    if more {
        head.push_str(" ...");
    }
    head.chars().take(80).collect()
}

#[cfg(test)]
mod tests;
mod to_model;

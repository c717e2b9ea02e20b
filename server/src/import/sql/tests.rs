use nestlink_core::{
    diagram::geometry::entity_rect,
    wire::{
        model::{Cardinality, Entity, FieldType, Model},
        validate::validate,
    },
};
use proptest::prelude::*;

use super::*;

fn imported(ddl: &str) -> Imported {
    let imported = from_sql(ddl).unwrap_or_else(|error| panic!("imports: {error}"));
    assert_eq!(validate(&imported.model), [], "the model is valid");
    imported
}

fn entity<'m>(model: &'m Model, name: &str) -> &'m Entity {
    model
        .entities
        .iter()
        .find(|entity| entity.name == name)
        .unwrap_or_else(|| panic!("an entity {name}"))
}

/// (from, to, cardinality) by entity name, in the model's order.
fn links(model: &Model) -> Vec<(String, String, Cardinality)> {
    let name = |id: &str| {
        model
            .entity(id)
            .map_or_else(String::new, |e| e.name.clone())
    };
    model
        .relationships
        .iter()
        .map(|rel| (name(&rel.from), name(&rel.to), rel.cardinality))
        .collect()
}

fn link(from: &str, to: &str, cardinality: Cardinality) -> (String, String, Cardinality) {
    (from.to_owned(), to.to_owned(), cardinality)
}

fn noted(imported: &Imported, subject: &str, words: &str) -> bool {
    imported
        .notes
        .iter()
        .any(|note| note.subject == subject && note.message.contains(words))
}

#[test]
fn each_form_of_foreign_key_becomes_a_relationship_from_the_referenced_table() {
    let imported = imported(
        "CREATE TABLE customers (id SERIAL PRIMARY KEY, name TEXT NOT NULL);
         CREATE TABLE orders (
             id BIGSERIAL PRIMARY KEY,
             customer_id INT NOT NULL REFERENCES customers(id),
             placed_at TIMESTAMPTZ,
             total NUMERIC(10, 2)
         );
         CREATE TABLE invoices (
             id INT PRIMARY KEY,
             order_id INT NOT NULL,
             CONSTRAINT invoice_order FOREIGN KEY (order_id) REFERENCES orders (id),
             UNIQUE (order_id)
         );
         CREATE TABLE shipments (id INT PRIMARY KEY, order_id INT, carrier TEXT);
         ALTER TABLE shipments ADD CONSTRAINT shipment_order FOREIGN KEY (order_id) REFERENCES orders (id);
         CREATE TABLE returns (id INT PRIMARY KEY, order_id INT, reason TEXT);
         ALTER TABLE ONLY public.returns ADD FOREIGN KEY (order_id) REFERENCES public.orders(id);",
    );
    let model = &imported.model;
    assert_eq!(
        links(model),
        [
            link("Customer", "Order", Cardinality::OneToMany),
            link("Order", "Invoice", Cardinality::OneToOne),
            link("Order", "Shipment", Cardinality::OneToMany),
            link("Order", "Return", Cardinality::OneToMany),
        ]
    );
    let order = entity(model, "Order");
    let fields: Vec<(&str, FieldType)> = order
        .fields
        .iter()
        .map(|field| (field.name.as_str(), field.field_type))
        .collect();
    assert_eq!(
        fields,
        [
            ("placed_at", FieldType::Date),
            ("total", FieldType::Decimal)
        ],
        "the key and the foreign key are not fields"
    );
    assert!(noted(&imported, "primary keys", "orders.id"));
    assert!(noted(&imported, "foreign keys", "orders.customer_id"));
    assert!(noted(&imported, "relationships", "3 one-to-many"));
}

#[test]
fn a_table_that_only_joins_two_others_is_a_many_to_many_with_its_own_fields() {
    let imported = imported(
        "CREATE TABLE products (id INT PRIMARY KEY, name TEXT, price DECIMAL(8,2));
         CREATE TABLE carts (id INT PRIMARY KEY, opened DATE);
         CREATE TABLE cart_items (
             cart_id INT REFERENCES carts(id),
             product_id INT REFERENCES products(id),
             quantity INT NOT NULL,
             price DECIMAL(8,2),
             PRIMARY KEY (cart_id, product_id)
         );
         CREATE TABLE users (id INT PRIMARY KEY, name TEXT);
         CREATE TABLE friendships (user_id INT REFERENCES users, friend_id INT REFERENCES users);",
    );
    let model = &imported.model;
    assert_eq!(model.entities.len(), 3, "the join tables are not entities");
    assert_eq!(
        links(model),
        [
            link("Cart", "Product", Cardinality::ManyToMany),
            link("User", "User", Cardinality::ManyToMany),
        ]
    );
    let cart_items = &model.relationships[0];
    let link_fields: Vec<&str> = cart_items
        .link_fields
        .iter()
        .map(|field| field.name.as_str())
        .collect();
    assert_eq!(
        link_fields,
        ["quantity", "price_2"],
        "a link field may not repeat a product's field"
    );
    assert!(noted(&imported, "cart_items", "many-to-many"));
}

#[test]
fn a_key_to_its_own_table_is_a_tree_and_two_keys_to_one_table_get_names_of_their_own() {
    let imported = imported(
        "CREATE TABLE employees (id INT PRIMARY KEY, name TEXT, manager_id INT REFERENCES employees(id));
         CREATE TABLE people (id INT PRIMARY KEY, name TEXT);
         CREATE TABLE messages (
             id INT PRIMARY KEY, body TEXT,
             sender_id INT REFERENCES people(id),
             recipient_id INT REFERENCES people(id),
             sent_at TIMESTAMP
         );",
    );
    let model = &imported.model;
    let tree = &model.relationships[0];
    assert_eq!(
        (tree.from.as_str(), tree.to.as_str()),
        ("employees", "employees")
    );
    let labels: Vec<Option<&str>> = model.relationships[1..]
        .iter()
        .map(|rel| rel.label.as_deref())
        .collect();
    assert_eq!(labels, [None, Some("messages_as_recipient")]);
    assert_eq!(entity(model, "Person").id, "people");
}

#[test]
fn mysql_and_sqlite_dumps_are_read() {
    let mysql = imported(
        "DROP TABLE IF EXISTS `authors`;
         CREATE TABLE `authors` (
           `id` int unsigned NOT NULL AUTO_INCREMENT,
           `name` varchar(120) NOT NULL,
           `active` tinyint(1) DEFAULT '1',
           PRIMARY KEY (`id`)
         ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
         CREATE TABLE `books` (
           `id` int unsigned NOT NULL AUTO_INCREMENT,
           `author_id` int unsigned NOT NULL,
           `title` varchar(255) NOT NULL,
           PRIMARY KEY (`id`),
           KEY `author` (`author_id`),
           CONSTRAINT `books_author` FOREIGN KEY (`author_id`) REFERENCES `authors` (`id`)
         ) ENGINE=InnoDB;",
    );
    assert_eq!(
        links(&mysql.model),
        [link("Author", "Book", Cardinality::OneToMany)]
    );
    assert_eq!(
        entity(&mysql.model, "Author").fields[1].field_type,
        FieldType::Bool
    );

    let sqlite = imported(
        "CREATE TABLE artist (artistid INTEGER PRIMARY KEY AUTOINCREMENT, artistname TEXT);
         CREATE TABLE track (
           trackid INTEGER PRIMARY KEY, trackname TEXT, trackartist INTEGER,
           FOREIGN KEY(trackartist) REFERENCES artist(artistid)
         );
         CREATE UNIQUE INDEX one_track ON track (trackname);
         CREATE INDEX by_name ON artist (artistname);",
    );
    assert_eq!(
        links(&sqlite.model),
        [link("Artist", "Track", Cardinality::OneToMany)]
    );
    assert!(noted(&sqlite, "index on artist", "not imported"));
}

#[test]
fn what_cannot_be_imported_is_noted_and_the_rest_still_comes_in() {
    let imported = imported(
        "CREATE TYPE mood AS ENUM ('sad', 'happy');
         CREATE TABLE people (name TEXT, current_mood mood, nick, PRIMARY KEY (name, nick));
         CREATE TABLE pets (id INT PRIMARY KEY, owner_id INT REFERENCES owners(id));
         CREATE VIEW happy AS SELECT * FROM people WHERE current_mood = 'happy';",
    );
    assert!(noted(&imported, "people.current_mood", "mood"));
    assert!(noted(&imported, "people.nick", "no type"));
    assert!(noted(&imported, "people", "2 columns"));
    assert!(noted(&imported, "pets.owner_id", "owners"));
    assert!(noted(&imported, "view happy", "not imported"));
    assert!(
        imported
            .notes
            .iter()
            .any(|note| note.subject.starts_with("CREATE TYPE"))
    );
    assert_eq!(imported.model.relationships, []);
    assert_eq!(
        entity(&imported.model, "Pet").fields[0].name,
        "owner_id",
        "a key to a table not created stays a field"
    );
}

#[test]
fn unique_columns_become_unique_fields_and_a_compound_one_is_noted() {
    let imported = imported(
        "CREATE TABLE users (
             id INT PRIMARY KEY,
             email TEXT UNIQUE,
             handle TEXT,
             tenant TEXT,
             slug TEXT,
             bio TEXT,
             CONSTRAINT one_handle UNIQUE (handle),
             UNIQUE (tenant, slug)
         );
         CREATE TABLE badges (id INT PRIMARY KEY, code TEXT);
         CREATE UNIQUE INDEX one_code ON badges (code);",
    );
    let unique = |entity_name: &str| -> Vec<String> {
        entity(&imported.model, entity_name)
            .fields
            .iter()
            .filter(|field| field.unique)
            .map(|field| field.name.clone())
            .collect()
    };
    assert_eq!(unique("User"), ["email", "handle"]);
    assert_eq!(unique("Badge"), ["code"]);
    assert!(noted(
        &imported,
        "users",
        "createIndex({tenant: 1, slug: 1}, {unique: true})"
    ));
}

#[test]
fn the_model_is_laid_out_without_overlaps() {
    let ddl: String = (0..30)
        .map(|n| {
            format!(
                "CREATE TABLE t{n} (id INT PRIMARY KEY, a TEXT, up INT REFERENCES t{} (id));\n",
                n / 3
            )
        })
        .collect();
    let model = imported(&ddl).model;
    for (i, a) in model.entities.iter().enumerate() {
        for b in &model.entities[i + 1..] {
            let (ra, rb) = (entity_rect(a), entity_rect(b));
            assert!(!ra.overlaps(&rb), "{} and {} overlap", a.name, b.name);
        }
    }
}

#[test]
fn a_schema_past_the_models_limits_is_refused_with_the_rule() {
    let keys: Vec<String> = (0..5_001)
        .map(|n| format!("k{n} INT REFERENCES t (id)"))
        .collect();
    let ddl = format!("CREATE TABLE t (id INT PRIMARY KEY, {});", keys.join(", "));
    match from_sql(&ddl) {
        Err(ImportError::Breaks(problem)) => {
            assert!(
                problem.message.contains("5001 relationships"),
                "{}",
                problem.message
            );
        }
        other => panic!(
            "refused, not {:?}",
            other.map(|i| i.model.relationships.len())
        ),
    }
}

#[test]
fn a_syntax_error_says_where() {
    let error = from_sql(
        "CREATE TABLE a (id INT);\nCREATE TABLE b (\n  id INT,\n  name TEXT NOT NULL,,\n);",
    )
    .expect_err("a syntax error");
    match error {
        ImportError::Syntax { line, column, .. } => {
            assert_eq!((line, column), (4, 22), "the second comma")
        }
        other => panic!("a syntax error, not {other:?}"),
    }
    let at_end = from_sql("CREATE TABLE a (id INT,\n  name TEXT").expect_err("unfinished");
    assert!(
        matches!(at_end, ImportError::Syntax { line: 2, .. }),
        "{at_end:?}"
    );
    assert!(matches!(from_sql("SELECT 1;"), Err(ImportError::Empty(_))));
    assert!(matches!(from_sql(""), Err(ImportError::Empty(_))));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_text_is_a_model_or_an_error_never_a_panic(text in "\\PC{0,200}") {
        if let Ok(imported) = from_sql(&text) {
            prop_assert_eq!(validate(&imported.model), []);
        }
    }

    #[test]
    fn any_cut_of_a_real_schema_is_a_model_or_an_error(cut in 0usize..=SCHEMA.len(), noise in "[ ,();a-z_]{0,6}") {
        let mut text = SCHEMA.chars().take(cut).collect::<String>();
        text.push_str(&noise);
        if let Ok(imported) = from_sql(&text) {
            prop_assert_eq!(validate(&imported.model), []);
        }
    }
}

const SCHEMA: &str = "CREATE TABLE a (id INT PRIMARY KEY, name TEXT UNIQUE);
CREATE TABLE b (id INT PRIMARY KEY, a_id INT REFERENCES a(id), x NUMERIC(4,1));
CREATE TABLE c (a_id INT REFERENCES a, b_id INT REFERENCES b, n INT, PRIMARY KEY (a_id, b_id));
ALTER TABLE b ADD CONSTRAINT fk FOREIGN KEY (x) REFERENCES c (n);";

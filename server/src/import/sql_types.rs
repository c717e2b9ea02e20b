//! SQL column types to BSON types, for PostgreSQL, MySQL and SQLite. Read
//! from the type as written, so every dialect's spelling is one table here.

use nestlink_core::wire::model::FieldType;

/// The BSON type for a SQL type; `None` when the type is not one this
/// table knows (a user-defined type or enum, say).
#[must_use]
pub fn bson_type(sql_type: &str) -> Option<FieldType> {
    let lower = sql_type.trim().to_ascii_lowercase();
    if lower.ends_with(']') || lower.starts_with("array") || lower.ends_with(" array") {
        return Some(FieldType::Array);
    }
    // MySQL's convention for booleans.
    if lower.replace(' ', "").starts_with("tinyint(1)") {
        return Some(FieldType::Bool);
    }
    let base = lower.split(['(', ' ']).next().unwrap_or_default();
    let field_type = match base {
        "int" | "integer" | "int2" | "int4" | "smallint" | "tinyint" | "mediumint" | "serial"
        | "serial2" | "serial4" | "smallserial" | "year" => FieldType::Int,
        "bigint" | "int8" | "bigserial" | "serial8" => FieldType::Long,
        "real" | "float" | "float4" | "float8" | "double" => FieldType::Double,
        "numeric" | "decimal" | "dec" | "money" | "smallmoney" | "fixed" => FieldType::Decimal,
        "bool" | "boolean" | "bit" => FieldType::Bool,
        "char" | "character" | "varchar" | "nchar" | "nvarchar" | "varchar2" | "text"
        | "tinytext" | "mediumtext" | "longtext" | "string" | "citext" | "clob" | "enum"
        | "set" | "name" | "inet" | "cidr" | "macaddr" | "xml" | "interval" | "time" | "timetz"
        | "tsvector" => FieldType::String,
        "date" | "datetime" | "datetime2" | "smalldatetime" | "timestamp" | "timestamptz" => {
            FieldType::Date
        }
        "json" | "jsonb" => FieldType::Object,
        "uuid" | "uniqueidentifier" | "bytea" | "blob" | "tinyblob" | "mediumblob" | "longblob"
        | "binary" | "varbinary" | "bytes" => FieldType::BinData,
        _ => return None,
    };
    Some(field_type)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_dialects_spelling_has_its_bson_type() {
        use FieldType::{Array, BinData, Bool, Date, Decimal, Double, Int, Long, Object, String};
        for (sql, bson) in [
            ("INTEGER", Int),
            ("INT UNSIGNED", Int),
            ("SERIAL", Int),
            ("BIGINT", Long),
            ("BIGSERIAL", Long),
            ("DOUBLE PRECISION", Double),
            ("REAL", Double),
            ("NUMERIC(10,2)", Decimal),
            ("DECIMAL(8, 2)", Decimal),
            ("TINYINT(1)", Bool),
            ("TINYINT", Int),
            ("BOOLEAN", Bool),
            ("VARCHAR(255)", String),
            ("CHARACTER VARYING(40)", String),
            ("TEXT", String),
            ("ENUM('a','b')", String),
            ("TIMESTAMP WITH TIME ZONE", Date),
            ("DATETIME", Date),
            ("DATE", Date),
            ("JSONB", Object),
            ("UUID", BinData),
            ("BYTEA", BinData),
            ("BLOB", BinData),
            ("INTEGER[]", Array),
            ("TEXT ARRAY", Array),
        ] {
            assert_eq!(bson_type(sql), Some(bson), "{sql}");
        }
        assert_eq!(bson_type("mood"), None);
        assert_eq!(bson_type(""), None);
    }
}

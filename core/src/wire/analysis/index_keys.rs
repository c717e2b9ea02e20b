//! An index's keys in their order: a compound index sorts by its first key,
//! then by the next, so the order is part of the index (`{sensor_id: 1,
//! start: 1}` serves "this sensor's readings from then on";
//! `{start: 1, sensor_id: 1}` does not). JSON keeps it as an object.

use serde::{
    Deserialize, Deserializer, Serialize, Serializer,
    de::{MapAccess, Visitor},
    ser::SerializeMap,
};

/// Field paths and directions (1 ascending, -1 descending), in order.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct IndexKeys(pub Vec<(String, i32)>);

impl IndexKeys {
    /// An index on one field, ascending.
    #[must_use]
    pub fn one(field: impl Into<String>) -> Self {
        Self(vec![(field.into(), 1)])
    }

    /// Is this field one of the keys?
    #[must_use]
    pub fn contains_key(&self, field: &str) -> bool {
        self.0.iter().any(|(key, _)| key == field)
    }

    /// The fields, in order.
    pub fn fields(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(key, _)| key.as_str())
    }
}

impl<const N: usize> From<[(&str, i32); N]> for IndexKeys {
    fn from(keys: [(&str, i32); N]) -> Self {
        Self(
            keys.map(|(key, direction)| (key.to_owned(), direction))
                .into(),
        )
    }
}

impl Serialize for IndexKeys {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, direction) in &self.0 {
            map.serialize_entry(key, direction)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for IndexKeys {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct InOrder;

        impl<'de> Visitor<'de> for InOrder {
            type Value = IndexKeys;

            fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
                formatter.write_str("an object of field paths and directions")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<IndexKeys, A::Error> {
                let mut keys = Vec::new();
                while let Some(entry) = map.next_entry::<String, i32>()? {
                    keys.push(entry);
                }
                Ok(IndexKeys(keys))
            }
        }

        deserializer.deserialize_map(InOrder)
    }
}

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for IndexKeys {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, Type};
        ObjectBuilder::new()
            .schema_type(Type::Object)
            .description(Some(
                "Field path to direction (1 ascending, -1 descending), in the index's order.",
            ))
            .additional_properties(Some(
                ObjectBuilder::new()
                    .schema_type(Type::Integer)
                    .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int32))),
            ))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for IndexKeys {}

#[cfg(test)]
mod tests {
    use super::IndexKeys;

    #[test]
    fn the_order_survives_json() {
        let keys = IndexKeys::from([("sensor_id", 1), ("start", 1), ("a", -1)]);
        let json = serde_json::to_string(&keys).expect("writes");
        assert_eq!(json, r#"{"sensor_id":1,"start":1,"a":-1}"#);
        assert_eq!(serde_json::from_str::<IndexKeys>(&json).ok(), Some(keys));
    }
}

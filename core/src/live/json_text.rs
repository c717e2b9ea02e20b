//! A property's value inside an op, kept as the JSON text it travels as.
//! An op sets one key of an entity or a relationship, whatever that key
//! holds; keeping the value as text, rather than as `serde_json::Value`,
//! spares the browser's live module a second, untyped copy of JSON reading
//! and writing (and the map behind it): the value is read where it lands,
//! by the entity's or relationship's own typed reader.

use serde::de::{Deserialize, Deserializer, Error as _, MapAccess, Visitor};
use serde::ser::{Serialize, Serializer};

/// One JSON value as compact text, the way `serde_json` writes it (so two
/// equal values written from the same type are the same text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsonText(String);

impl JsonText {
    /// A JSON string.
    #[must_use]
    pub fn string(text: &str) -> Self {
        // Writing a string to memory cannot fail.
        Self(serde_json::to_string(text).unwrap_or_default())
    }

    /// Any value, as JSON text; none for what JSON cannot hold (a map
    /// whose keys are not strings).
    pub fn of<T: Serialize + ?Sized>(value: &T) -> Option<Self> {
        serde_json::to_string(value).ok().map(Self)
    }

    /// The text of a JSON string; none for any other value.
    #[must_use]
    pub fn as_string(&self) -> Option<String> {
        serde_json::from_str(&self.0).ok()
    }

    /// The JSON text.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.0
    }
}

impl Serialize for JsonText {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde_transcode::transcode(&mut serde_json::Deserializer::from_str(&self.0), serializer)
    }
}

impl<'de> Deserialize<'de> for JsonText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut text = Vec::new();
        serde_transcode::transcode(deserializer, &mut serde_json::Serializer::new(&mut text))
            .map_err(D::Error::custom)?;
        String::from_utf8(text)
            .map(Self)
            .map_err(|_| D::Error::custom("a value that is not UTF-8"))
    }
}

/// An entity's or relationship's JSON keys in the order it writes them,
/// each with its value.
pub(crate) fn members_of<T: Serialize>(item: &T) -> Vec<(String, JsonText)> {
    let Ok(text) = serde_json::to_string(item) else {
        return Vec::new();
    };
    serde_json::Deserializer::from_str(&text)
        .deserialize_map(Members)
        .unwrap_or_default()
}

struct Members;

impl<'de> Visitor<'de> for Members {
    type Value = Vec<(String, JsonText)>;

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("an object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut members = Vec::new();
        while let Some(member) = map.next_entry()? {
            members.push(member);
        }
        Ok(members)
    }
}

/// The object with these keys and values, as JSON text.
pub(crate) fn object_text(members: &[(String, JsonText)]) -> String {
    let mut text = String::from("{");
    for (at, (key, value)) in members.iter().enumerate() {
        if at > 0 {
            text.push(',');
        }
        text.push_str(JsonText::string(key).text());
        text.push(':');
        text.push_str(value.text());
    }
    text.push('}');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_reads_and_writes_as_the_json_it_came_as() {
        for text in [
            r#""Author""#,
            "120.5",
            "120",
            "-3",
            "true",
            "null",
            r#"{"reads":"together","n":[1,2.5,"x"]}"#,
            r#""a \"quoted\" \\ name ✓""#,
        ] {
            let value: JsonText = serde_json::from_str(text).expect("JSON");
            assert_eq!(value.text(), text);
            assert_eq!(serde_json::to_string(&value).expect("written"), text);
        }
        // Spaces are not kept: the text is compact.
        let spaced: JsonText = serde_json::from_str(r#"{ "a" : [ 1 , 2 ] }"#).expect("JSON");
        assert_eq!(spaced.text(), r#"{"a":[1,2]}"#);
    }

    #[test]
    fn read_through_any_reader_as_well() {
        // The server reads ops whose tag comes later through a buffer (serde's
        // derived reading of a tagged enum): the value comes out the same.
        let value: serde_json::Value =
            serde_json::from_str(r#"{"v":{"b":1.5,"a":"x"}}"#).expect("JSON");
        let read = JsonText::deserialize(&value["v"]).expect("read");
        // `serde_json::Value` keeps its keys sorted.
        assert_eq!(read.text(), r#"{"a":"x","b":1.5}"#);
        assert_eq!(serde_json::to_value(&read).expect("written"), value["v"]);
    }

    #[test]
    fn strings_are_written_and_read_back() {
        let name = JsonText::string("Author \"2\"");
        assert_eq!(name.text(), r#""Author \"2\"""#);
        assert_eq!(name.as_string().as_deref(), Some("Author \"2\""));
        assert_eq!(JsonText::string("x").as_string().as_deref(), Some("x"));
        let number: JsonText = serde_json::from_str("3").expect("JSON");
        assert_eq!(number.as_string(), None);
    }

    #[test]
    fn an_objects_members_keep_their_order_and_write_back() {
        #[derive(serde::Serialize)]
        struct Item {
            id: &'static str,
            x: f64,
            tags: Vec<&'static str>,
        }
        let members = members_of(&Item {
            id: "a",
            x: 2.0,
            tags: vec!["p", "q"],
        });
        let keys: Vec<&str> = members.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(keys, ["id", "x", "tags"]);
        assert_eq!(members[1].1.text(), "2.0");
        assert_eq!(
            object_text(&members),
            r#"{"id":"a","x":2.0,"tags":["p","q"]}"#
        );
        assert_eq!(object_text(&[]), "{}");
    }
}

//! The attribute pattern: children that are name-value pairs (a release
//! date per country), embedded as an array, with the application searching
//! their values. One compound index on the pair serves every name.

use nestlink_core::wire::model::{Field, FieldType};

use crate::advisor::Case;
use crate::advisor::decision::Decision;
use crate::advisor::{
    facts::{Facts, quoted_list},
    rules::RuleId,
    said::Said,
};
use crate::wire::Pattern;

/// The pair's name and value fields, when `to` is a name-value pair that
/// queries search by both (a release date in one country): the first field
/// a string that names the value, the second the value, both in
/// `query_fields`, and at most one more that qualifies it (a unit, as the
/// Building with Patterns post's `{k, v, u}`). A search by the value alone
/// is served by an index on the value, which the pattern would not change.
#[must_use]
pub(super) fn pair<'e>(f: &Facts<'e>) -> Option<(&'e Field, &'e Field)> {
    let (name, value) = match f.to.fields.as_slice() {
        [name, value] | [name, value, _] => (name, value),
        _ => return None,
    };
    let queried = |field: &Field| f.rel.query_fields.contains(&field.name);
    (name.field_type == FieldType::String && queried(name) && queried(value))
        .then_some((name, value))
}

/// Turns an embedded array of name-value pairs into the attribute pattern.
pub(super) fn refine(c: &Case<'_, '_>, d: &mut Decision) {
    let f = c.f;
    if d.pattern != Pattern::EmbedArray {
        return;
    }
    let Some((name, value)) = pair(f) else {
        return;
    };
    let (name, value) = (name.name.as_str(), value.name.as_str());
    let said = |id: &'static str| {
        Said::message(id)
            .with("parent", &f.from.name)
            .with("parents", &f.from_plural)
            .with("children", &f.to_plural)
            .with("label", &f.label)
            .with("name", name)
            .with("value", value)
    };
    let pair = match f.to.fields.get(2) {
        Some(qualifier) => said("attribute-pair-qualified").with("qualifier", &qualifier.name),
        None => said("attribute-pair"),
    };
    let searched = quoted_list(
        &f.rel
            .query_fields
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    d.pattern = Pattern::Attribute;
    d.rule(&[RuleId::Attribute])
        .say(
            said("attribute")
                .phrase("pair", pair)
                .with("searched", searched),
        )
        .alternative(Pattern::Embed, said("attribute-vs-fields"))
        .index_compound(f.to, &[(name, 1), (value, 1)], said("attribute-index"));
}

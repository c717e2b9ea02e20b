//! Ids with chosen copies beside them: the refinement that names any
//! reference decision with copies an extended reference.

use crate::advisor::decide::references::said;
use crate::advisor::decision::Decision;
use crate::advisor::facts::quoted_list;
use crate::advisor::{Case, RuleId};
use crate::wire::Pattern;

/// Ids with copies of the other side's fields beside them are an extended
/// reference, in MongoDB's words, whichever side holds them: the copies are
/// chosen, not the whole document. (The 6 Rules series calls the same move
/// denormalization.)
pub(super) fn refine(c: &Case<'_, '_>, d: &mut Decision) {
    let f = c.f;
    let copies: Vec<(String, String)> = d
        .denormalize
        .iter()
        .filter(|copy| copy.latest.is_none())
        .map(|copy| (copy.field.clone(), copy.into.clone()))
        .collect();
    if !matches!(
        d.pattern,
        Pattern::ChildReferences | Pattern::ParentReference
    ) || copies.is_empty()
        || c.tree()
    {
        return;
    }
    let named = |into: &str| -> Vec<&str> {
        copies
            .iter()
            .filter(|(_, holder)| holder == into)
            .map(|(field, _)| field.as_str())
            .collect()
    };
    let (into_from, into_to) = (named(&f.from.id), named(&f.to.id));
    let volatile_left = d.rules.contains(&RuleId::NeverCopyVolatile);
    let link_documents = !f.rel.link_fields.is_empty() && !into_from.is_empty();
    let plain = d.pattern;
    d.pattern = Pattern::ExtendedReference;
    d.rule(&[RuleId::ExtendedReference]);
    if !into_from.is_empty() {
        let also = if f.rel.snapshot {
            "snapshot"
        } else if link_documents && !volatile_left {
            "link"
        } else if volatile_left {
            "volatile"
        } else {
            "none"
        };
        d.say(
            said(f, "ref-extended-ids")
                .with("copies", quoted_list(&into_from))
                .with("also", also),
        );
    }
    if !into_to.is_empty() {
        d.say(said(f, "ref-extended-into-child").with("copies", quoted_list(&into_to)));
    }
    let plain_ids = if into_from.is_empty() {
        said(f, "ref-extended-vs-plain-child").with("copies", quoted_list(&into_to))
    } else {
        said(f, "ref-extended-vs-plain-parent").with("copies", quoted_list(&into_from))
    };
    d.alternative(plain, plain_ids);
}

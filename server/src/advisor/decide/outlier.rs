//! The outlier pattern: most parents' children fit where they go
//! (embedded, or as an array of ids for many-to-many), a few parents' do not,
//! and their rest overflows into documents of its own.

use nestlink_core::wire::model::Cardinality;

use super::case::Case;
use super::{Decision, Storage};
use crate::advisor::facts::{EMBED_BYTES, count_text, ids_fit};
use crate::advisor::names::{a, cap_a};
use crate::advisor::rules::RuleId;
use crate::advisor::workload::{HAS_EXTRAS, overflow_collection, skew};
use crate::wire::{Index, IndexKeys, Pattern};

/// Most parents' children fit where they go and a few parents' do not (a
/// whole-model reason not to embed keeps them from fitting).
pub(super) fn applies(c: &Case<'_, '_>) -> bool {
    let (f, forced) = (c.f, c.forced);
    let rel = f.rel;
    if rel.cardinality == Cardinality::OneToOne || rel.is_self() {
        return false;
    }
    let Some((usual, outliers)) = skew(f) else {
        return false;
    };
    let ids = rel.cardinality == Cardinality::ManyToMany;
    // The usual parents' children fit where they go, by count of ids or
    // by the bytes they add to the parent; the outliers' do not.
    let usual_fits = if ids {
        ids_fit(usual)
    } else {
        forced.is_none()
            && rel.read_together
            && !rel.independent_access
            && f.embedded_parent_bytes(usual) <= EMBED_BYTES
    };
    let outliers_overflow = outliers.is_none_or(|most| {
        if ids {
            !ids_fit(most)
        } else {
            f.embedded_parent_bytes(most) > EMBED_BYTES
        }
    });
    usual_fits && outliers_overflow
}

/// The usual children where they go, the outliers' rest in documents of
/// their own.
pub(super) fn build(c: &Case<'_, '_>) -> Option<Decision> {
    let f = c.f;
    let (usual, outliers) = skew(f)?;
    let ids = f.rel.cardinality == Cardinality::ManyToMany;
    let (from, tos, froms) = (&f.from.name, &f.to_plural, &f.from_plural);
    let extra = overflow_collection(f);
    let few = outliers.map_or_else(
        || "no bound at all".to_owned(),
        |most| format!("up to {}", count_text(most)),
    );
    let what = if ids {
        format!("the ids of its {tos}")
    } else {
        format!("its {tos}")
    };
    let mut d = Decision::new(Pattern::Outlier);
    d.rule(&[RuleId::Outlier]);
    d.rule(&[if ids {
        RuleId::ChildReferences
    } else {
        RuleId::BoundedArray
    }]);
    d.say(format!(
        "Most {froms} have at most {} {tos}, but a few have {few}: design for the common case and treat the few as exceptions. Each {from} keeps {what} in the array \"{}\", up to {}.",
        count_text(usual),
        f.label,
        count_text(usual)
    ))
    .say(format!(
        "{cap_a_from} that passes {} is flagged with \"{HAS_EXTRAS}\": true, and the rest go to overflow documents in \"{extra}\", up to {} each, with the {from}'s id in \"{}\".",
        count_text(usual),
        count_text(usual),
        f.parent_field, cap_a_from = cap_a(from),
    ))
    .say(format!(
        "Reading {a_from} stays one query; only a flagged one also reads its overflow, so the few do not make every {from} large or every read slow.", a_from = a(from),
    ))
    .warn(format!(
        "The application must know the outliers: code that lists or changes the {tos} of a flagged {from} looks in \"{extra}\" too."
    ))
    .alternative(
        if ids {
            Pattern::ChildReferences
        } else {
            Pattern::EmbedArray
        },
        format!(
            "every {from} sized for the outliers: one place to look, but the array of the few would grow past what a document should hold"
        ),
    )
    .alternative(
        Pattern::ParentReference,
        format!(
            "every {} in its own document with its {from}'s id: no outliers to handle, but every {from} costs a second query",
            f.to.name
        ),
    );
    d.extra_collection = Some((
        extra.clone(),
        Index {
            collection: extra,
            keys: IndexKeys::one(f.parent_field.clone()),
            unique: false,
            reason: format!("finds an outlier {from}'s overflow documents"),
        },
    ));
    d.field_in_from = Some(f.label.clone());
    d.storage = if ids {
        Storage::IdsInFrom
    } else {
        Storage::Embedded
    };
    Some(d)
}

//! The outlier pattern: most parents' children fit where they go
//! (embedded, or as an array of ids for many-to-many), a few parents' do not,
//! and their rest overflows into documents of its own.

use nestlink_core::wire::model::Cardinality;

use crate::advisor::Case;
use crate::advisor::decision::OwnCollection;
use crate::advisor::decision::{Decision, Storage};
use crate::advisor::facts::{EMBED_BYTES, ids_fit};
use crate::advisor::rules::RuleId;
use crate::advisor::said::Said;
use crate::advisor::workload::{HAS_EXTRAS, overflow_collection, skew};
use crate::wire::Pattern;

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
    let extra = overflow_collection(f);
    let said = |id: &'static str| {
        Said::message(id)
            .names(&f.names)
            .with("overflow", &extra)
            .with("flag", HAS_EXTRAS)
            .count("usual", usual)
    };
    let few = outliers.map_or_else(
        || said("outlier-few-unbounded"),
        |most| said("outlier-few").count("most", most),
    );
    let what = said(if ids {
        "outlier-ids"
    } else {
        "outlier-children"
    });
    let mut d = Decision::new(Pattern::Outlier);
    d.rule(&[RuleId::Outlier]);
    d.rule(&[if ids {
        RuleId::ChildReferences
    } else {
        RuleId::BoundedArray
    }]);
    d.say(said("outlier").phrase("few", few).phrase("what", what))
        .say(said("outlier-flag"))
        .say(said("outlier-read"))
        .warn(said("outlier-warning"))
        .alternative(
            if ids {
                Pattern::ChildReferences
            } else {
                Pattern::EmbedArray
            },
            said("outlier-vs-sized"),
        )
        .alternative(Pattern::ParentReference, said("outlier-vs-documents"));
    d.extra_collection = Some(OwnCollection {
        name: extra.clone(),
        field: f.parent_field.clone(),
        reason: said("outlier-index"),
    });
    d.field_in_from = Some(f.label.clone());
    d.storage = if ids {
        Storage::IdsInFrom
    } else {
        Storage::Embedded
    };
    Some(d)
}

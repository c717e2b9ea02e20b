//! The advice's sentences with the model's names isolated for bidirectional
//! display (see `nestlink_core::bidi`): the server writes the sentences, and a
//! right-to-left name in one must not reorder the words around it.

use nestlink_core::bidi::Names;
use nestlink_core::wire::model::Model;

use nestlink_core::wire::analysis::{Advice, EntityAdvice, Finding, Index, Variant};

/// The names of `model` that sentences about it may hold.
#[must_use]
pub fn names_of(model: &Model) -> Names {
    let entities = model.entities.iter().flat_map(|entity| {
        std::iter::once(entity.name.as_str()).chain(entity.fields.iter().map(|f| f.name.as_str()))
    });
    let relationships = model.relationships.iter().flat_map(|rel| {
        rel.label
            .as_deref()
            .into_iter()
            .chain(rel.link_fields.iter().map(|f| f.name.as_str()))
    });
    Names::new(
        std::iter::once(model.name.as_str())
            .chain(entities)
            .chain(relationships),
    )
}

fn rewrite(text: &mut String, names: &Names) {
    if let std::borrow::Cow::Owned(isolated) = names.in_text(text) {
        *text = isolated;
    }
}

fn indexes(indexes: &mut [Index], names: &Names) {
    for index in indexes {
        rewrite(&mut index.reason, names);
    }
}

fn variant<D>(variant: &mut Variant<D>, names: &Names) {
    for warning in &mut variant.warnings {
        rewrite(warning, names);
    }
    rewrite(&mut variant.writes.summary, names);
}

/// A relationship's advice, its sentences isolated.
pub fn advice<D, C>(advice: &mut Advice<D, C>, names: &Names) {
    rewrite(&mut advice.rationale, names);
    for warning in &mut advice.warnings {
        rewrite(warning, names);
    }
    for alternative in &mut advice.alternatives {
        rewrite(&mut alternative.tradeoff, names);
    }
    for copy in &mut advice.denormalize {
        rewrite(&mut copy.why, names);
    }
    indexes(&mut advice.indexes, names);
    if let Some(variants) = &mut advice.variants {
        variant(&mut variants.embedded, names);
        variant(&mut variants.referenced, names);
        if let Some(recommended) = &mut variants.recommended {
            variant(recommended, names);
        }
    }
}

/// An entity's advice, its sentences isolated.
pub fn entity_advice<D>(advice: &mut EntityAdvice<D>, names: &Names) {
    rewrite(&mut advice.rationale, names);
    for alternative in &mut advice.alternatives {
        rewrite(&mut alternative.tradeoff, names);
    }
    indexes(&mut advice.indexes, names);
    for each in &mut advice.variants {
        variant(each, names);
    }
}

/// The findings' sentences isolated.
pub fn findings(findings: &mut [Finding], names: &Names) {
    for finding in findings {
        rewrite(&mut finding.message, names);
    }
}

//! What every decision of a kind says after its branch has decided: a
//! one-to-one or one-to-many states its embedded size, its totals and its
//! atomic writes, and a referenced one first why it is not embedded.

use nestlink_core::wire::model::Cardinality;

use super::case::Fit;
use super::{Decision, because, denormalize, workload::note_totals};
use crate::advisor::facts::{DOCUMENT_WARN, Facts, bytes_text};
use crate::advisor::names::a;
use crate::advisor::rules::RuleId;
use crate::wire::Pattern;

/// Why `to` is not embedded, the blockers' rules, embedding as an
/// alternative if the branch gave none, and the copies across the reference.
pub(super) fn referenced(f: &Facts<'_>, fit: &Fit, d: &mut Decision) {
    let rel = f.rel;
    let to = &f.to.name;
    let reasons = because(&fit.blockers);
    let rules = fit.blocker_rules();
    d.rule(&rules);
    d.reasons
        .insert(0, format!("{to} is not embedded because {reasons}.").into());
    if !d.alternatives.iter().any(|alt| alt.pattern.embeds()) {
        let embed = if rel.cardinality == Cardinality::OneToOne {
            Pattern::Embed
        } else {
            Pattern::EmbedArray
        };
        d.alternative(
            embed,
            "one read and one atomic write, but ruled out here: the explanation says why"
                .to_owned(),
        );
    }
    denormalize(f, d);
}

/// The embedded size, how totals are found, and what the atomic writes take.
pub(super) fn pair(f: &Facts<'_>, fit: &Fit, d: &mut Decision) {
    let rel = f.rel;
    let one = rel.cardinality == Cardinality::OneToOne;
    let (from, to) = (&f.from.name, &f.to.name);
    let (estimate, largest, blockers) = (fit.estimate, fit.largest, &fit.blockers);
    if !one || d.pattern.embeds() {
        d.estimate = Some(estimate);
    }
    note_totals(f, d);

    if rel.atomic {
        d.rule(&[RuleId::AtomicSingleDocument]);
        if d.pattern.embeds() {
            d.say(format!(
                "{from} and {to} must change together, and a write to one document is atomic: one updateOne (for example $inc and $push together) changes both."
            ));
            if rel.independent_access {
                d.warn(format!(
                    "{to} is also used on its own, but it stays embedded so that it changes atomically with {from}; read it through {from} with a projection and an index on \"{}\" fields, or keep it apart and use a multi-document transaction.",
                    f.label
                ));
            }
        } else {
            let why = blockers
                .iter()
                .map(|(_, reason)| reason.as_str())
                .collect::<Vec<_>>()
                .join("; ");
            d.warn(format!(
                "{from} and {to} should change atomically, but they cannot share one document: {why}. Keep the values that must agree (a counter or a status) in the {from} document and update them in the same updateOne as the child, or change both in one multi-document transaction (session.withTransaction), as the recommended way's write shows."
            ));
        }
    }
    if d.pattern.embeds() && largest > DOCUMENT_WARN && !fit.too_big() {
        d.rule(&[RuleId::DocumentSizeLimit]).warn(format!(
            "At the maximum count {a_from} document is {}: legal, but every read and rewrite of it moves that much data.",
            bytes_text(largest), a_from = a(from),
        ));
    }
}

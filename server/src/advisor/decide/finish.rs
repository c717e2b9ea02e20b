//! What every decision of a kind says after its branch has decided: a
//! one-to-one or one-to-many states its embedded size, its totals and its
//! atomic writes, and a referenced one first why it is not embedded.

use nestlink_core::wire::model::Cardinality;

use super::case::Fit;
use super::{Decision, denormalize, reasons, workload::note_totals};
use crate::advisor::facts::{DOCUMENT_WARN, Facts};
use crate::advisor::rules::RuleId;
use crate::advisor::said::Said;
use crate::wire::Pattern;

/// Why `to` is not embedded, the blockers' rules, embedding as an
/// alternative if the branch gave none, and the copies across the reference.
pub(super) fn referenced(f: &Facts<'_>, fit: &Fit, d: &mut Decision) {
    let rel = f.rel;
    let rules = fit.blocker_rules();
    d.rule(&rules);
    d.reasons.insert(
        0,
        Said::message("not-embedded")
            .with("child", &f.to.name)
            .joined("reasons", reasons(&fit.blockers), "joiner-and"),
    );
    if !d.alternatives.iter().any(|alt| alt.pattern.embeds()) {
        let embed = if rel.cardinality == Cardinality::OneToOne {
            Pattern::Embed
        } else {
            Pattern::EmbedArray
        };
        d.alternative(embed, Said::message("ruled-out-embed"));
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
        let said = |id: &'static str| Said::message(id).with("parent", from).with("child", to);
        if d.pattern.embeds() {
            d.say(said("atomic-embedded"));
            if rel.independent_access {
                d.warn(said("atomic-embedded-used-alone").with("field", &f.label));
            }
        } else {
            let why = blockers.iter().map(|(_, reason)| reason.clone()).collect();
            d.warn(said("atomic-apart").joined("why", why, "joiner-semicolon"));
        }
    }
    if d.pattern.embeds() && largest > DOCUMENT_WARN && !fit.too_big() {
        d.rule(&[RuleId::DocumentSizeLimit]).warn(
            Said::message("large-document")
                .with("parent", from)
                .bytes("size", largest),
        );
    }
}

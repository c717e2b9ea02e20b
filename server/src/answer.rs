//! The answer to `POST /api/v1/analyze`: the advisor's decisions, then the
//! sample documents of each choice. The one place the two are composed,
//! and the one that hands them every pattern (`patterns`).

use nestlink_core::wire::model::Model;

use crate::{advisor, patterns, samples, wire::Analysis};

/// The advisor's analysis of a model, without sample documents.
#[must_use]
pub fn analyze(model: &Model) -> Analysis {
    analyze_in(model, crate::i18n::ENGLISH)
}

/// [`analyze`], the advice's sentences written in the language tagged
/// `lang` where they are messages.
#[must_use]
pub fn analyze_in(model: &Model, lang: &str) -> Analysis {
    advisor::analyze_in(model, lang, patterns::catalog())
}

/// The advisor's analysis with sample documents.
#[must_use]
pub fn analyze_with_samples(model: &Model) -> Analysis {
    analyze_with_samples_in(model, crate::i18n::ENGLISH)
}

/// [`analyze_with_samples`], the advice's sentences written in the
/// language tagged `lang` where they are messages.
#[must_use]
pub fn analyze_with_samples_in(model: &Model, lang: &str) -> Analysis {
    let mut analysis = analyze_in(model, lang);
    samples::render_in(model, &mut analysis, lang, patterns::shown_in);
    analysis
}

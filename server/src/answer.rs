//! The answer to `POST /api/v1/analyze`: the advisor's decisions, then the
//! sample documents of each choice. The one place the two are composed.

use nestlink_core::wire::model::Model;

use crate::{advisor, samples, wire::Analysis};

/// The advisor's analysis with sample documents.
#[must_use]
pub fn analyze_with_samples(model: &Model) -> Analysis {
    let mut analysis = advisor::analyze(model);
    samples::render(model, &mut analysis);
    analysis
}

//! Whole-model findings (`api.md`, "Workload facts"): problems no single
//! relationship's advice shows, MongoDB's schema anti-patterns among them.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::wire::words::words;

words! {
    /// Which problem a finding is.
    pub enum FindingCode {
        UnboundedArray = "unbounded-array",
        BloatedDocument = "bloated-document",
        TooManyLookups = "too-many-lookups",
        UnnecessaryIndex = "unnecessary-index",
        TooManyCollections = "too-many-collections",
        SeparatedDataReadTogether = "separated-data-read-together",
        HotCounter = "hot-counter",
        SimilarFields = "similar-fields",
    }
}

impl FindingCode {
    /// The anti-pattern's name for people.
    #[must_use]
    pub const fn label(self) -> &'static str {
        match self {
            Self::UnboundedArray => "Unbounded array",
            Self::BloatedDocument => "Bloated document",
            Self::TooManyLookups => "Too many lookups",
            Self::UnnecessaryIndex => "Unnecessary index",
            Self::TooManyCollections => "Too many collections",
            Self::SeparatedDataReadTogether => "Data read together, stored apart",
            Self::HotCounter => "Hot counter",
            Self::SimilarFields => "Many similar fields",
        }
    }
}

words! {
    /// How much a finding matters.
    pub enum Severity {
        Warning = "warning",
        Info = "info",
    }
}

/// One whole-model problem.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Finding {
    pub code: FindingCode,
    pub severity: Severity,
    /// A sentence a person can act on.
    pub message: String,
    /// The JSON paths of the model parts involved (`relationships[2]`,
    /// `entities[0].fields[3]`).
    pub paths: Vec<String>,
    /// The page that names the problem and its remedy, by title (absent
    /// in answers from before findings cited their sources).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>))]
    pub source: Option<Cow<'static, str>>,
    /// The page's public address.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>))]
    pub url: Option<Cow<'static, str>>,
}

//! The examples gallery: the worked examples of the seed articles, and of
//! MongoDB's manual for the patterns beyond them, as models,
//! each with a short story of the application. They are kept as files in
//! `server/examples/` and built into the binary, so a deployment cannot lose
//! them.

use nestlink_core::wire::model::Model;
use serde::Deserialize;

use crate::i18n;

/// One example, as its file holds it. Its title and story are words, in
/// every language (`locales/<tag>/examples.ftl`: `example-<slug>` and
/// `example-<slug>-story`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Example {
    /// The name in its URL, e.g. `product-parts`.
    pub slug: String,
    /// Which seed article (and part) it comes from.
    pub source: String,
    pub model: Model,
}

pub use nestlink_core::wire::examples::ExampleSummary;

impl Example {
    /// The gallery's entry, its title and story in the language tagged
    /// `lang`.
    #[must_use]
    pub fn summary_in(&self, lang: &str) -> ExampleSummary {
        let title = format!("example-{}", self.slug);
        let story = format!("{title}-story");
        ExampleSummary {
            slug: self.slug.clone(),
            title: i18n::text(lang, &title),
            summary: i18n::text(lang, &story),
        }
    }
}

/// The files, in gallery order.
const FILES: [(&str, &str); 21] = [
    ("university", include_str!("../examples/university.json")),
    (
        "product-parts",
        include_str!("../examples/product-parts.json"),
    ),
    ("host-logs", include_str!("../examples/host-logs.json")),
    (
        "person-tasks",
        include_str!("../examples/person-tasks.json"),
    ),
    (
        "publisher-books",
        include_str!("../examples/publisher-books.json"),
    ),
    (
        "movie-details",
        include_str!("../examples/movie-details.json"),
    ),
    (
        "product-reviews",
        include_str!("../examples/product-reviews.json"),
    ),
    (
        "category-tree",
        include_str!("../examples/category-tree.json"),
    ),
    (
        "book-checkout",
        include_str!("../examples/book-checkout.json"),
    ),
    (
        "sensor-readings",
        include_str!("../examples/sensor-readings.json"),
    ),
    (
        "movie-revenue",
        include_str!("../examples/movie-revenue.json"),
    ),
    (
        "movie-releases",
        include_str!("../examples/movie-releases.json"),
    ),
    (
        "contact-shapes",
        include_str!("../examples/contact-shapes.json"),
    ),
    (
        "policy-history",
        include_str!("../examples/policy-history.json"),
    ),
    (
        "theater-screenings",
        include_str!("../examples/theater-screenings.json"),
    ),
    (
        "city-population",
        include_str!("../examples/city-population.json"),
    ),
    (
        "sales-archive",
        include_str!("../examples/sales-archive.json"),
    ),
    ("book-sales", include_str!("../examples/book-sales.json")),
    ("athletes", include_str!("../examples/athletes.json")),
    (
        "shop-breadcrumbs",
        include_str!("../examples/shop-breadcrumbs.json"),
    ),
    (
        "document-folders",
        include_str!("../examples/document-folders.json"),
    ),
];

/// Every example that reads. One that does not is logged and left out (the
/// tests fail on it, so it never ships).
#[must_use]
pub fn load() -> Vec<Example> {
    FILES
        .iter()
        .filter_map(|(name, text)| match serde_json::from_str::<Example>(text) {
            Ok(example) => Some(example),
            Err(error) => {
                tracing::error!("the example file {name}.json cannot be read: {error}");
                None
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_example_file_reads_and_is_named_after_its_slug() {
        let examples = load();
        assert_eq!(examples.len(), FILES.len());
        for (example, (name, _)) in examples.iter().zip(FILES) {
            assert_eq!(example.slug, name);
            let english = example.summary_in("en");
            assert!(
                !english.title.starts_with("example-") && english.summary.len() > 80,
                "{name} has its title and story in words"
            );
        }
    }
}

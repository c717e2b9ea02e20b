//! The reference set from MongoDB's own publications: each case in
//! `tests/cases/` below is modeled from one worked example of the MongoDB
//! manual or blog, with the facts that page states and no more, and expects
//! the pattern that page recommends.

use nestlink::advisor::Pattern;
use nestlink::answer::analyze;

use crate::common::model;

/// A worked example: the case file, the page (title and address), and the
/// pattern the page recommends for each relationship (or, for a pattern of
/// an entity's documents as a whole, for each entity).
struct Published {
    case: &'static str,
    title: &'static str,
    url: &'static str,
    expects: &'static [(&'static str, Pattern)],
}

const PUBLISHED: &[Published] = &[
    Published {
        case: "polymorphic_athletes",
        title: "MongoDB manual: Store Polymorphic Data",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/polymorphic-data/polymorphic-schema-pattern/",
        expects: &[
            ("r1", Pattern::Polymorphic),
            ("r2", Pattern::Polymorphic),
            ("r3", Pattern::Polymorphic),
        ],
    },
    Published {
        case: "inheritance_book_formats",
        title: "MongoDB manual: Use the Inheritance Pattern",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/polymorphic-data/inheritance-schema-pattern/",
        expects: &[
            ("r1", Pattern::Polymorphic),
            ("r2", Pattern::Polymorphic),
            ("r3", Pattern::Polymorphic),
        ],
    },
    Published {
        case: "outlier_book_sales",
        title: "MongoDB manual: Group Data with the Outlier Pattern",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/outlier-pattern/",
        expects: &[("r1", Pattern::Outlier)],
    },
    Published {
        case: "sensor-readings",
        title: "MongoDB manual: Model IoT Data (the gallery's sensors; the page's note: 'Starting in MongoDB 5.0, time series collections are the recommended collection type for time series data')",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-iot-data/",
        expects: &[("readings", Pattern::TimeSeries)],
    },
    Published {
        case: "movie-revenue",
        title: "MongoDB manual: Store Computed Data (the gallery's box office)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/computed-values/computed-schema-pattern/",
        expects: &[("screenings", Pattern::Computed)],
    },
    Published {
        case: "movie-releases",
        title: "MongoDB manual: Group Data with the Attribute Pattern (the gallery's film catalogue)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/attribute-pattern/",
        expects: &[("releases", Pattern::Attribute)],
    },
    Published {
        case: "contact-shapes",
        title: "MongoDB manual: Maintain Different Schema Versions (the gallery's shop customers)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/data-versioning/schema-versioning/",
        expects: &[
            ("customer", Pattern::SchemaVersioning),
            ("contact_info", Pattern::Embed),
        ],
    },
    Published {
        case: "theater-screenings",
        title: "MongoDB manual: Apply Design Patterns (the gallery's cinema chain)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/schema-design-process/apply-patterns/",
        expects: &[("showing", Pattern::ExtendedReference)],
    },
    Published {
        case: "city-population",
        title: "MongoDB manual: Use the Approximation Pattern (the gallery's city populations)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/computed-values/approximation-schema-pattern/",
        expects: &[("city", Pattern::Approximation)],
    },
    Published {
        case: "sales-archive",
        title: "MongoDB manual: Archive Pattern (the gallery's shop sales)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/archive/",
        expects: &[
            ("sale", Pattern::Archive),
            ("products", Pattern::EmbedArray),
        ],
    },
    Published {
        case: "book-sales",
        title: "MongoDB manual: Group Data with the Outlier Pattern (the gallery's bookshop)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/outlier-pattern/",
        expects: &[("buyers", Pattern::Outlier)],
    },
    Published {
        case: "athletes",
        title: "MongoDB manual: Store Polymorphic Data (the gallery's athletes)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/polymorphic-data/polymorphic-schema-pattern/",
        expects: &[
            ("bowling", Pattern::Polymorphic),
            ("tennis", Pattern::Polymorphic),
        ],
    },
    Published {
        case: "shop-breadcrumbs",
        title: "MongoDB manual: Model Tree Structures with an Array of Ancestors (the gallery's shop categories)",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-tree-structures-with-ancestors-array/",
        expects: &[("subcategories", Pattern::TreeArrayOfAncestors)],
    },
    Published {
        case: "document-folders",
        title: "MongoDB manual: Model Tree Structures with Materialized Paths (the gallery's folders)",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-tree-structures-with-materialized-paths/",
        expects: &[("subfolders", Pattern::TreeMaterializedPaths)],
    },
    Published {
        case: "policy-history",
        title: "MongoDB manual: Keep a History of Document Versions (the gallery's insurer)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/data-versioning/document-versioning/",
        expects: &[("policy", Pattern::DocumentVersioning)],
    },
    Published {
        case: "sensor_readings_bucket",
        title: "MongoDB manual: Model IoT Data (its note: 'Starting in MongoDB 5.0, time series collections are the recommended collection type for time series data. Do not use the bucket pattern in conjunction with time series collections')",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-iot-data/",
        expects: &[("measurements", Pattern::TimeSeries)],
    },
    Published {
        case: "customer_trades_bucket",
        title: "MongoDB manual: Group Data with the Bucket Pattern",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/bucket-pattern/",
        expects: &[("history", Pattern::Bucket)],
    },
    Published {
        case: "movie_screenings_computed",
        title: "MongoDB manual: Store Computed Data",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/computed-values/computed-schema-pattern/",
        expects: &[("screenings", Pattern::Computed)],
    },
    Published {
        case: "tree_parent_references",
        title: "MongoDB manual: Model Tree Structures with Parent References",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-tree-structures-with-parent-references/",
        expects: &[("r1", Pattern::TreeParentReferences)],
    },
    Published {
        case: "tree_child_references",
        title: "MongoDB manual: Model Tree Structures with Child References",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-tree-structures-with-child-references/",
        expects: &[("r1", Pattern::TreeChildReferences)],
    },
    Published {
        case: "tree_array_of_ancestors",
        title: "MongoDB manual: Model Tree Structures with an Array of Ancestors",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-tree-structures-with-ancestors-array/",
        expects: &[("r1", Pattern::TreeArrayOfAncestors)],
    },
    Published {
        case: "tree_materialized_paths",
        title: "MongoDB manual: Model Tree Structures with Materialized Paths",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-tree-structures-with-materialized-paths/",
        expects: &[("r1", Pattern::TreeMaterializedPaths)],
    },
    Published {
        case: "one_to_one_patron_address",
        title: "MongoDB manual: Model One-to-One Relationships with Embedded Documents",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-embedded-one-to-one-relationships-between-documents/",
        expects: &[("r1", Pattern::Embed)],
    },
    Published {
        case: "one_to_many_patron_addresses",
        title: "MongoDB manual: Model One-to-Many Relationships with Embedded Documents",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-embedded-one-to-many-relationships-between-documents/",
        expects: &[("r1", Pattern::EmbedArray)],
    },
    Published {
        case: "one_to_many_publisher_books",
        title: "MongoDB manual: Model One-to-Many Relationships with Document References",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-referenced-one-to-many-relationships-between-documents/",
        expects: &[("r1", Pattern::ParentReference)],
    },
    Published {
        case: "schema_advisor_unbounded_publisher_books",
        title: "MongoDB Ops Manager: Avoid Unbounded Arrays (schema advisor)",
        url: "https://www.mongodb.com/docs/ops-manager/v5.0/schema-advisor/avoid-unbounded-arrays/",
        expects: &[("r1", Pattern::ParentReference)],
    },
    Published {
        case: "one_to_one_movie_details_subset",
        title: "MongoDB manual 6.1: Model One-to-One Relationships with Embedded Documents (the subset pattern)",
        url: "https://www.mongodb.com/docs/v6.1/tutorial/model-embedded-one-to-one-relationships-between-documents/",
        expects: &[("r1", Pattern::Subset)],
    },
    Published {
        case: "atlas_reduce_lookup_inventory_nutrition",
        title: "MongoDB Atlas: Reduce $lookup Operations (schema suggestions)",
        url: "https://www.mongodb.com/docs/atlas/schema-suggestions/reduce-lookup-operations/",
        expects: &[("r1", Pattern::Embed)],
    },
    Published {
        case: "unbounded_arrays_book_reviews_subset",
        title: "MongoDB manual: Avoid Unbounded Arrays",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-antipatterns/unbounded-arrays/",
        expects: &[("r1", Pattern::Subset)],
    },
    Published {
        case: "subset_product_reviews",
        title: "MongoDB manual: Group Data with the Subset Pattern",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/subset-pattern/",
        expects: &[("r1", Pattern::Subset)],
    },
    Published {
        case: "handle_duplicate_product_recent_reviews",
        title: "MongoDB manual: Handle Duplicate Data",
        url: "https://www.mongodb.com/docs/manual/data-modeling/handle-duplicate-data/",
        expects: &[("r1", Pattern::Subset)],
    },
    Published {
        case: "blog_computed_movie_revenue",
        title: "Building with Patterns: The Computed Pattern (MongoDB Developer Center)",
        url: "https://www.mongodb.com/developer/products/mongodb/computed-pattern/",
        expects: &[("r1", Pattern::Computed)],
    },
    Published {
        case: "attribute_movie_release_dates",
        title: "MongoDB manual: Group Data with the Attribute Pattern",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/group-data/attribute-pattern/",
        expects: &[("r1", Pattern::Attribute)],
    },
    Published {
        case: "schema_versioning_contacts",
        title: "MongoDB manual: Maintain Different Schema Versions",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/data-versioning/schema-versioning/",
        expects: &[
            ("contact", Pattern::SchemaVersioning),
            ("r1", Pattern::Embed),
        ],
    },
    Published {
        case: "schema_versioning_users",
        title: "MongoDB manual (5.0): Model Data for Schema Versioning",
        url: "https://www.mongodb.com/docs/v5.0/tutorial/model-data-for-schema-versioning/",
        expects: &[("user", Pattern::SchemaVersioning), ("r1", Pattern::Embed)],
    },
    Published {
        case: "document_versioning_policies",
        title: "MongoDB manual: Keep a History of Document Versions",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/data-versioning/document-versioning/",
        expects: &[("policy", Pattern::DocumentVersioning)],
    },
    Published {
        case: "blog_document_versioning_insurance",
        title: "Building with Patterns: The Document Versioning Pattern (MongoDB blog)",
        url: "https://www.mongodb.com/blog/post/building-with-patterns-the-document-versioning-pattern",
        expects: &[("policy", Pattern::DocumentVersioning)],
    },
    Published {
        case: "embed_data_sellers_products",
        title: "MongoDB manual: Enforce Data Consistency with Embedding",
        url: "https://www.mongodb.com/docs/manual/data-modeling/enforce-consistency/embed-data/",
        expects: &[("r1", Pattern::EmbedArray)],
    },
    Published {
        case: "apply_patterns_movie_theater",
        title: "MongoDB manual: Apply Design Patterns (the page calls the copied movie fields a subset; each element also holds the views at that theater)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/schema-design-process/apply-patterns/",
        expects: &[("r1", Pattern::ExtendedReference)],
    },
    Published {
        case: "blog_extended_reference_orders",
        title: "Building with Patterns: The Extended Reference Pattern (MongoDB blog)",
        url: "https://www.mongodb.com/blog/post/building-with-patterns-the-extended-reference-pattern",
        expects: &[("r1", Pattern::ExtendedReference)],
    },
    Published {
        case: "approximation_city_population",
        title: "MongoDB manual: Use the Approximation Pattern",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/computed-values/approximation-schema-pattern/",
        expects: &[("city", Pattern::Approximation)],
    },
    Published {
        case: "archive_old_sales",
        title: "MongoDB manual: Archive Pattern",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/archive/",
        expects: &[("sale", Pattern::Archive), ("r1", Pattern::EmbedArray)],
    },
    Published {
        case: "bloated_documents_book_details",
        title: "MongoDB manual: Bloated Documents (the page splits the book and links the details by the book's id; Nestlink calls a one-to-one split the subset pattern)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-antipatterns/bloated-documents/",
        expects: &[("r1", Pattern::Subset)],
    },
    Published {
        case: "reduce_lookup_orders_products",
        title: "MongoDB manual: Reduce $lookup Operations (the page embeds 'a subset of product details' in each order: the product's id with its name and price, a reference with copied fields, which MongoDB's pattern catalog calls an extended reference)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-antipatterns/reduce-lookup-operations/",
        expects: &[("r1", Pattern::ExtendedReference)],
    },
    Published {
        case: "reduce_collections_daily_temperatures",
        title: "MongoDB manual: Reduce the Number of Collections",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-antipatterns/reduce-collections/",
        expects: &[("readings", Pattern::EmbedArray)],
    },
    Published {
        case: "many_to_many_books_authors",
        title: "MongoDB manual: Model Many-to-Many Relationships with Embedded Documents (each book's array holds its authors' ids and names: ids with copied fields, an extended reference)",
        url: "https://www.mongodb.com/docs/manual/tutorial/model-embedded-many-to-many-relationships-between-documents/",
        expects: &[("r1", Pattern::ExtendedReference)],
    },
    Published {
        case: "embedding_vs_references_user_contact_access",
        title: "MongoDB manual: Embedded Data Versus References",
        url: "https://www.mongodb.com/docs/manual/data-modeling/concepts/embedding-vs-references/",
        expects: &[("contact", Pattern::Embed), ("access", Pattern::Embed)],
    },
    Published {
        case: "slowly_changing_dimensions_prices",
        title: "MongoDB manual: Slowly Changing Dimensions (the page's type 4: the history in a collection of its own)",
        url: "https://www.mongodb.com/docs/manual/data-modeling/design-patterns/data-versioning/slowly-changing-dimensions/",
        expects: &[("price", Pattern::DocumentVersioning)],
    },
    Published {
        case: "blog_bucket_sensor_minutes",
        title: "Building with Patterns: The Bucket Pattern (MongoDB blog, 2019; for the same minute-by-minute sensor the manual's Model IoT Data now recommends a time series collection, from MongoDB 5.0)",
        url: "https://www.mongodb.com/blog/post/building-with-patterns-the-bucket-pattern",
        expects: &[("measurements", Pattern::TimeSeries)],
    },
];

/// Cases from the gallery say so in their title; the rest come straight
/// from a page.
#[test]
fn the_set_has_thirty_cases_from_publications_beyond_the_gallery() {
    let published = PUBLISHED
        .iter()
        .filter(|case| !case.title.contains("the gallery's"))
        .count();
    assert!(published >= 30, "{published} cases from publications");
}

#[test]
fn the_advisor_recommends_what_each_page_recommends() {
    let mut wrong = Vec::new();
    for case in PUBLISHED {
        assert!(
            case.url.starts_with("https://www.mongodb.com/"),
            "{}",
            case.case
        );
        assert!(!case.title.is_empty());
        let analysis = analyze(&model(case.case));
        for (part, expected) in case.expects {
            // A pattern for an entity's documents is looked for among the
            // entities' advice; any other among the relationships'.
            let got = if expected.for_entity() {
                analysis
                    .entities
                    .iter()
                    .find(|advice| advice.entity == *part && advice.pattern == *expected)
                    .map(|advice| advice.pattern)
            } else {
                analysis
                    .relationships
                    .iter()
                    .find(|advice| advice.relationship == *part)
                    .map(|advice| advice.pattern)
            };
            if got != Some(*expected) {
                wrong.push(format!(
                    "{} ({}), {part}: expected {}, got {}",
                    case.case,
                    case.title,
                    expected.as_str(),
                    got.map_or("nothing", |pattern| pattern.as_str())
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn every_case_of_the_set_is_listed_once() {
    let mut cases: Vec<&str> = PUBLISHED.iter().map(|p| p.case).collect();
    cases.sort_unstable();
    let before = cases.len();
    cases.dedup();
    assert_eq!(cases.len(), before, "a case is listed twice");
}

/// Where a page copies a few fields of a many-to-many's other side next to
/// each id, the advice copies those fields and no others.
#[test]
fn the_pages_copies_across_many_to_many_are_the_fields_copied() {
    for (case, fields) in [
        ("reduce_lookup_orders_products", &["name", "price"][..]),
        ("many_to_many_books_authors", &["name"][..]),
    ] {
        let analysis = analyze(&model(case));
        let advice = &analysis.relationships[0];
        let mut copied: Vec<&str> = advice
            .denormalize
            .iter()
            .map(|copy| copy.field.as_str())
            .collect();
        copied.sort_unstable();
        assert_eq!(copied, fields, "{case}");
    }
}

//! Each cost input moves the verdict only the way MongoDB's guidance says
//! (issue 31, point 9), on random one-to-many relationships: larger
//! children, more of them, children used on their own or not read with
//! their parent never turn a reference into embedding; atomic writes never
//! turn embedding into a reference. Each property changes one input of the
//! same model and compares the two verdicts. More reads per child written
//! never make the recommended way dearer to read (the verdict weighs reads
//! by `reads_per_write`).

use nestlink::answer::analyze;
use nestlink_core::wire::{
    model::{Cardinality, Entity, Field, FieldType, Model, Relationship},
    validate::validate,
};
use proptest::prelude::*;

#[derive(Debug, Clone)]
struct Facts {
    cardinality: Cardinality,
    child_bytes: u64,
    typical: u64,
    max: Option<u64>,
    read_together: bool,
    independent_access: bool,
    atomic: bool,
}

fn facts() -> impl Strategy<Value = Facts> {
    (
        prop::sample::select(vec![
            Cardinality::OneToFew,
            Cardinality::OneToMany,
            Cardinality::OneToSquillions,
        ]),
        prop_oneof![1..200u64, 200..20_000u64, 20_000..2_000_000u64],
        1..2_000u64,
        prop::option::of(prop_oneof![1..100u64, 100..10_000u64, 10_000..1_000_000u64]),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(
                cardinality,
                child_bytes,
                typical,
                max,
                read_together,
                independent_access,
                atomic,
            )| {
                Facts {
                    cardinality,
                    child_bytes,
                    typical,
                    max: max.map(|max| max.max(typical)),
                    read_together,
                    independent_access,
                    atomic,
                }
            },
        )
}

fn model(f: &Facts) -> Model {
    let parent = Entity {
        fields: vec![Field::new("name", FieldType::String)],
        ..Entity::new("parent", "Parent", 0.0, 0.0)
    };
    let child = Entity {
        fields: vec![
            Field {
                size_bytes: Some(f.child_bytes),
                ..Field::new("text", FieldType::String)
            },
            Field::new("at", FieldType::Date),
        ],
        ..Entity::new("child", "Child", 0.0, 0.0)
    };
    let rel = Relationship {
        typical: Some(f.typical),
        max: f.max.map(Some),
        read_together: f.read_together,
        independent_access: f.independent_access,
        atomic: f.atomic,
        ..Relationship::new("r1", "parent", "child", f.cardinality)
    };
    Model {
        version: 1,
        name: "Monotone".to_owned(),
        entities: vec![parent, child],
        relationships: vec![rel],
    }
}

/// Does the advice keep the children inside the parent?
fn embeds(f: &Facts) -> bool {
    let model = model(f);
    assert_eq!(validate(&model), vec![], "{f:?}");
    analyze(&model).relationships[0].pattern.embeds()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn larger_children_are_never_embedded_where_smaller_ones_are_not(f in facts()) {
        let larger = Facts { child_bytes: f.child_bytes.saturating_mul(4), ..f.clone() };
        prop_assert!(!embeds(&larger) || embeds(&f), "{f:?}");
    }

    #[test]
    fn more_children_are_never_embedded_where_fewer_are_not(f in facts()) {
        let Some(max) = f.max else { return Ok(()) };
        let more = Facts { max: Some(max.saturating_mul(4)), ..f.clone() };
        prop_assert!(!embeds(&more) || embeds(&f), "{f:?}");
    }

    #[test]
    fn children_used_on_their_own_are_never_embedded_where_they_were_not(f in facts()) {
        let alone = Facts { independent_access: true, ..f.clone() };
        let together = Facts { independent_access: false, ..f };
        prop_assert!(!embeds(&alone) || embeds(&together), "{together:?}");
    }

    #[test]
    fn children_not_read_with_their_parent_are_never_embedded_where_they_were_not(f in facts()) {
        let apart = Facts { read_together: false, ..f.clone() };
        let together = Facts { read_together: true, ..f };
        prop_assert!(!embeds(&apart) || embeds(&together), "{together:?}");
    }

    #[test]
    fn atomic_writes_never_turn_embedding_into_a_reference(f in facts()) {
        let atomic = Facts { atomic: true, ..f.clone() };
        let plain = Facts { atomic: false, ..f };
        prop_assert!(!embeds(&plain) || embeds(&atomic), "{plain:?}");
    }
}

/// The properties compare verdicts that differ: the same facts embed when
/// small and few, and do not when large and many.
#[test]
fn the_facts_reach_both_verdicts() {
    let few = Facts {
        cardinality: Cardinality::OneToMany,
        child_bytes: 50,
        typical: 5,
        max: Some(20),
        read_together: true,
        independent_access: false,
        atomic: false,
    };
    assert!(embeds(&few));
    assert!(!embeds(&Facts {
        child_bytes: 200_000,
        max: Some(1_000),
        ..few.clone()
    }));
    assert!(!embeds(&Facts {
        independent_access: true,
        ..few
    }));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// The recommended way is one that can be used whenever the table has
    /// one: never past 16 MiB, never an array with no bound, while another
    /// way fits.
    #[test]
    fn the_recommended_way_is_feasible_when_any_way_is(f in facts()) {
        let analysis = analyze(&model(&f));
        let costs = analysis.relationships[0].costs.clone().unwrap_or_default();
        prop_assert!(!costs.is_empty(), "{f:?}");
        let any_feasible = costs.iter().any(|cost| cost.infeasible.is_none());
        prop_assert!(
            !any_feasible || costs[0].infeasible.is_none(),
            "{f:?}: {:?}",
            costs
        );
    }
}

/// What the recommended way's main read weighs: its round trips at 16 KiB
/// and the bytes it returns (the verdict's weights).
fn read_weight(model: &Model) -> u64 {
    let analysis = analyze(model);
    let costs = analysis.relationships[0].costs.clone().unwrap_or_default();
    let chosen = costs.first().expect("a cost row");
    u64::from(chosen.round_trips) * 16 * 1024 + chosen.read_bytes.unwrap_or(chosen.bytes.typical)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// The more often the parent is read per child written, the cheaper to
    /// read the recommended way: a copy of the latest K, stored totals or
    /// embedding may replace a query as reads grow, never the reverse.
    #[test]
    fn more_reads_per_write_never_make_the_main_read_dearer(
        f in facts(),
        shown in prop::option::of(1..20u64),
        totals in any::<bool>(),
        (fewer, more) in prop::sample::select(vec![0.01, 0.1, 0.2, 0.3, 0.5, 1.0, 3.0, 100.0])
            .prop_flat_map(|fewer| (Just(fewer), prop::sample::select(vec![0.3, 1.0, 10.0, 1_000.0]).prop_map(move |more: f64| more.max(fewer)))),
    ) {
        let with = |ratio: f64| {
            let mut model = model(&f);
            let rel = &mut model.relationships[0];
            rel.reads_per_write = Some(ratio);
            rel.shown_with_parent = shown;
            if totals {
                rel.read_as = Some(nestlink_core::wire::model::ReadAs::Totals);
            }
            model
        };
        let (before, after) = (with(fewer), with(more));
        prop_assume!(validate(&before).is_empty());
        prop_assert!(
            read_weight(&after) <= read_weight(&before),
            "{f:?}, shown {shown:?}, totals {totals}: {fewer} -> {more} reads per write"
        );
    }
}

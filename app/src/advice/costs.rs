//! The cost table of one relationship's advice: each way the advisor
//! weighed and what it costs (the largest document, the reads, the writes
//! per child, whether a change is one atomic write), then a line for each
//! way not chosen saying what it would gain and what it would cost ("why
//! not Embedded array: 1 round trip fewer, but 14.0 MiB at the maximum").
//! Laid out with the rest of a relationship's advice by the panel's split
//! module, so the main module carries none of it.

use maud::{Markup, html};
use nestlink_core::wire::analysis::Cost;

use super::{Raw, bytes_label};
use crate::words::{count, fill, pattern_name, text};

/// The costs as the server wrote them; none when absent or unreadable (an
/// older server, or a way this client does not know).
#[must_use]
pub fn read(raw: Option<&Raw>) -> Vec<Cost> {
    raw.and_then(|raw| serde_json::from_str(raw.get()).ok())
        .unwrap_or_default()
}

/// The table and the reasons, the recommended way first; nothing without
/// costs.
#[must_use]
pub fn compared(costs: &[Cost]) -> Markup {
    let Some((chosen, others)) = costs.split_first() else {
        return html! {};
    };
    html! {
        h4 { (text("costs")) }
        table class="costs" data-testid="costs" {
            thead {
                tr {
                    th scope="col" { (text("cost-way")) }
                    th scope="col" title=(text("cost-largest-hint")) { (text("cost-largest")) }
                    th scope="col" title=(text("cost-reads-hint")) { (text("cost-reads")) }
                    th scope="col" title=(text("cost-writes-hint")) { (text("cost-writes")) }
                    th scope="col" title=(text("cost-atomic-hint")) { (text("cost-atomic")) }
                }
            }
            tbody {
                @for (i, cost) in costs.iter().enumerate() {
                    tr class=[(i == 0).then_some("recommended")] data-pattern=(cost.pattern.as_str()) {
                        th scope="row" { (pattern_name(cost.pattern.as_str())) }
                        td { (largest(cost)) }
                        td { (cost.round_trips) }
                        td { (cost.writes_per_child) }
                        td { (text(if cost.atomic { "yes" } else { "no" })) }
                    }
                }
            }
        }
        ul class="why-not" {
            @for other in others {
                li data-testid="why-not" data-pattern=(other.pattern.as_str()) {
                    (fill("why-not", &[("pattern", &pattern_name(other.pattern.as_str())), ("why", &why_not(chosen, other))]))
                }
            }
        }
    }
}

/// The largest document at the most children, with its share of the limit
/// once it is 1% or more.
fn largest(cost: &Cost) -> String {
    match (cost.bytes.max, cost.limit_per_mille) {
        (None, _) => text("no-bound"),
        (Some(bytes), Some(per_mille)) if per_mille >= 10 => {
            format!("{} ({}%)", bytes_label(bytes), per_mille.div_ceil(10))
        }
        (Some(bytes), _) => bytes_label(bytes),
    }
}

/// The message `id` for `n` things, with the other arguments.
fn counted(id: &str, n: u64, args: &[(&str, &str)]) -> String {
    count(id, usize::try_from(n).unwrap_or(usize::MAX), args)
}

/// What `other` gains over the recommended way, and what it costs, in words:
/// the gains first, "but" the costs; a way that cannot be used says why.
#[must_use]
pub fn why_not(chosen: &Cost, other: &Cost) -> String {
    let mut gains: Vec<String> = Vec::new();
    let mut losses: Vec<String> = Vec::new();
    let (reads, chosen_reads) = (other.round_trips, chosen.round_trips);
    if reads < chosen_reads {
        gains.push(counted(
            "wn-trips-fewer",
            u64::from(chosen_reads - reads),
            &[],
        ));
    } else if reads > chosen_reads {
        losses.push(counted(
            "wn-trips-more",
            u64::from(reads - chosen_reads),
            &[],
        ));
    }
    if let (Some(read), Some(chosen_read)) = (other.read_bytes, chosen.read_bytes) {
        // Only a difference a reader would weigh: a quarter of the read.
        if read.saturating_mul(4) < chosen_read.saturating_mul(3) {
            let size = bytes_label(chosen_read - read);
            gains.push(fill("wn-less-per-read", &[("size", &size)]));
        } else if read.saturating_mul(3) > chosen_read.saturating_mul(4) {
            let size = bytes_label(read - chosen_read);
            losses.push(fill("wn-more-per-read", &[("size", &size)]));
        }
    }
    if other.atomic && !chosen.atomic {
        gains.push(text("wn-atomic"));
    } else if !other.atomic && chosen.atomic {
        losses.push(text("wn-not-atomic"));
    }
    // "1 write per child added instead of 2": a count alone reads as a
    // cost even where it is the gain.
    let mut writes = |other: u64, chosen: u64, id: &str| {
        let said = counted(id, other, &[("chosen", &chosen.to_string())]);
        match other.cmp(&chosen) {
            std::cmp::Ordering::Less => gains.push(said),
            std::cmp::Ordering::Greater => losses.push(said),
            std::cmp::Ordering::Equal => {}
        }
    };
    writes(
        u64::from(other.writes_per_child),
        u64::from(chosen.writes_per_child),
        "wn-writes-per-child",
    );
    if let (Some(other), Some(chosen)) = (other.writes_per_move, chosen.writes_per_move) {
        writes(other, chosen, "wn-writes-per-move");
    }
    match (other.writes_per_copy_change, chosen.writes_per_copy_change) {
        (Some(n), None) => losses.push(counted("wn-rewritten", n, &[])),
        (None, Some(_)) => gains.push(text("wn-no-copies")),
        _ => {}
    }
    if let Some(why) = &other.infeasible {
        losses.push(fill("wn-cannot", &[("why", why)]));
    } else {
        let at_most = |bytes: u64| fill("wn-at-max", &[("size", &bytes_label(bytes))]);
        match (other.bytes.max, chosen.bytes.max) {
            (Some(bytes), Some(chosen)) if bytes / 2 > chosen => losses.push(at_most(bytes)),
            (Some(bytes), Some(chosen)) if chosen / 2 > bytes => gains.push(at_most(bytes)),
            (Some(bytes), None) => gains.push(at_most(bytes)),
            _ => {}
        }
        if let Some(why) = &other.set_aside {
            losses.push(fill("wn-set-aside", &[("why", why)]));
        }
    }
    let joiner = text("wn-joiner");
    match (gains.is_empty(), losses.is_empty()) {
        (true, true) => text("wn-same"),
        (false, true) => gains.join(&joiner),
        (true, false) => losses.join(&joiner),
        (false, false) => fill(
            "wn-but",
            &[
                ("gains", &gains.join(&joiner)),
                ("losses", &losses.join(&joiner)),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(json: &str) -> Cost {
        serde_json::from_str(json).expect("a cost")
    }

    fn parent_reference() -> Cost {
        cost(
            r#"{"pattern": "parent-reference", "bytes": {"typical": 120, "max": 120},
                "round_trips": 2, "writes_per_child": 1, "atomic": false,
                "index_entries_per_child": 2}"#,
        )
    }

    #[test]
    fn a_way_not_chosen_says_what_it_gains_and_what_it_costs() {
        let embedded = cost(
            r#"{"pattern": "embed-array", "bytes": {"typical": 40000, "max": 14680064},
                "limit_per_mille": 875, "round_trips": 1, "writes_per_child": 1,
                "atomic": true, "index_entries_per_child": 0}"#,
        );
        assert_eq!(
            why_not(&parent_reference(), &embedded),
            "1 round trip fewer, one atomic write, but 14.0 MiB at the maximum"
        );
        let unbounded = cost(
            r#"{"pattern": "child-references", "bytes": {"typical": 2000, "max": null},
                "round_trips": 2, "writes_per_child": 2, "atomic": false,
                "index_entries_per_child": 1,
                "infeasible": "an array of Posts in each Blog with no upper bound"}"#,
        );
        assert_eq!(
            why_not(&parent_reference(), &unbounded),
            "2 writes per child added instead of 1, it cannot be used: an array of Posts in each Blog with no upper bound"
        );
        assert_eq!(
            why_not(&parent_reference(), &parent_reference()),
            "the same costs here; the reasons above decide"
        );
        let used_alone = cost(
            r#"{"pattern": "embed-array", "bytes": {"typical": 120, "max": 200},
                "round_trips": 1, "writes_per_child": 1, "atomic": true,
                "index_entries_per_child": 0,
                "set_aside": "Part is read or updated on its own"}"#,
        );
        assert_eq!(
            why_not(&parent_reference(), &used_alone),
            "1 round trip fewer, one atomic write, but not for these facts: Part is read or updated on its own"
        );
    }

    #[test]
    fn a_tree_way_says_what_a_moved_node_rewrites() {
        let ancestors = cost(
            r#"{"pattern": "tree-array-of-ancestors", "bytes": {"typical": 150, "max": 150},
                "round_trips": 2, "read_bytes": 15000, "writes_per_child": 1,
                "writes_per_move": 101, "atomic": false, "index_entries_per_child": 6}"#,
        );
        let parents = cost(
            r#"{"pattern": "tree-parent-references", "bytes": {"typical": 77, "max": 77},
                "round_trips": 9, "read_bytes": 15000, "writes_per_child": 1,
                "writes_per_move": 1, "atomic": false, "index_entries_per_child": 2}"#,
        );
        assert_eq!(
            why_not(&ancestors, &parents),
            "1 write per node moved instead of 101, but 7 round trips more"
        );
        assert_eq!(
            why_not(&parents, &ancestors),
            "7 round trips fewer, but 101 writes per node moved instead of 1"
        );
    }

    #[test]
    fn a_read_that_returns_a_quarter_more_or_less_says_so() {
        let read = |bytes: u64| {
            cost(&format!(
                r#"{{"pattern": "child-references", "bytes": {{"typical": 120, "max": 120}},
                    "round_trips": 2, "read_bytes": {bytes}, "writes_per_child": 1,
                    "atomic": false, "index_entries_per_child": 2}}"#
            ))
        };
        let mut chosen = parent_reference();
        chosen.read_bytes = Some(4096);
        assert_eq!(why_not(&chosen, &read(2048)), "2.0 KiB less per read");
        assert_eq!(why_not(&chosen, &read(8192)), "4.0 KiB more per read");
        assert_eq!(
            why_not(&chosen, &read(4500)),
            "the same costs here; the reasons above decide"
        );
    }

    #[test]
    fn the_table_lists_every_way_the_recommended_first_and_escapes_nothing_it_should_not() {
        let embedded = cost(
            r#"{"pattern": "embed-array", "bytes": {"typical": 400, "max": 2000000},
                "limit_per_mille": 120, "round_trips": 1, "writes_per_child": 1,
                "atomic": true, "index_entries_per_child": 0}"#,
        );
        let html = compared(&[parent_reference(), embedded]).into_string();
        assert!(
            html.contains(r#"<tr class="recommended" data-pattern="parent-reference">"#),
            "{html}"
        );
        assert!(html.contains("1.9 MiB (12%)"), "{html}");
        assert_eq!(
            html.matches(r#"data-testid="why-not""#).count(),
            1,
            "{html}"
        );
        assert!(compared(&[]).into_string().is_empty());
        // Costs this client cannot read are left out, not an error.
        let raw: Raw = serde_json::from_str(r#"[{"pattern": "a-way-to-come"}]"#).expect("JSON");
        assert!(read(Some(&raw)).is_empty());
        assert!(read(None).is_empty());
    }
}

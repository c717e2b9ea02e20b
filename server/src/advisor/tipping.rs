//! The assumed count a verdict rests on. A relationship drawn or imported
//! without a maximum is decided on the model's default (at most 2,000
//! children for a one-to-many); the advice then says at which maximum the
//! verdict would turn: "if a Blog never has more than 50 Posts, embedding
//! them saves a round trip on every read", or the other way round. The
//! turning point is found from the bytes the embedded parent would have
//! (the limit `too-large-to-embed` weighs) and checked by deciding the
//! relationship again at that maximum, so a sentence is only written where
//! the count alone turns the verdict.

use crate::advisor::said::{self, Said};
use nestlink_core::wire::model::Cardinality;

use super::decide::{Catalog, decide};
use super::decision::Decision;
use super::facts::{EMBED_BYTES, Facts};

/// Counts searched for the turning point: far past any embeddable array.
const SEARCHED: u64 = 1 << 40;

/// Says, in `d`'s reasons, the maximum at which the verdict would turn,
/// where the maximum is assumed and the count alone turns it.
pub fn note(f: &Facts<'_>, d: &mut Decision, catalog: &Catalog) {
    // Only a one-to-many's maximum is a guess: "few" and "squillions" say
    // how many, a one-to-one has one, a stream (growth) has no maximum but
    // time, and a tree's nodes are each other's.
    if f.rel.max.is_some()
        || f.rel.is_self()
        || f.rel.growth.is_some()
        || f.rel.cardinality != Cardinality::OneToMany
    {
        return;
    }
    let fits = largest_embeddable(f);
    let (from, to) = (&f.from.name, &f.to_plural);
    if d.storage.embeds() {
        let over = fits.saturating_add(1);
        if f.max.is_none_or(|max| over <= max)
            || said::sketch(|| decide(&at_most(f, over), None, catalog))
                .storage
                .embeds()
        {
            return;
        }
        d.say(
            Said::message("tipping-embedded")
                .with("parent", from)
                .with("children", to)
                .count("count", fits),
        );
    } else {
        if fits == 0
            || f.max.is_some_and(|max| fits >= max)
            || !said::sketch(|| decide(&at_most(f, fits), None, catalog))
                .storage
                .embeds()
        {
            return;
        }
        d.say(
            Said::message("tipping-apart")
                .with("parent", from)
                .with("children", to)
                .count("count", fits),
        );
    }
}

/// The largest count whose embedded parent stays within [`EMBED_BYTES`].
fn largest_embeddable(f: &Facts<'_>) -> u64 {
    let (mut low, mut high) = (0_u64, SEARCHED);
    if f.embedded_parent_bytes(0) > EMBED_BYTES {
        return 0;
    }
    // `low` always fits; `high` is past the search.
    while high - low > 1 {
        let mid = low + (high - low) / 2;
        if f.embedded_parent_bytes(mid) <= EMBED_BYTES {
            low = mid;
        } else {
            high = mid;
        }
    }
    low
}

/// The relationship's facts with `max` as its maximum (the typical count
/// within it).
fn at_most<'m>(f: &Facts<'m>, max: u64) -> Facts<'m> {
    Facts {
        typical: f.typical.min(max),
        max: Some(max),
        ..f.clone()
    }
}

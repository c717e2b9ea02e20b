//! Attribute: many similar fields as one array of name-value pairs.
//!
//! No branch recommends it on its own: the advisor refines a decision into
//! it (`advisor::decide::attribute`). Its documents: its column, built in
//! `samples::attribute`. Its name and what it does, in each language, are in
//! `patterns.ftl` (`pattern-attribute` and `does-attribute`); the rest of
//! what the core knows of it is in `nestlink_core`'s
//! `wire/analysis/pattern/attribute.rs`.

use super::PatternModule;
use crate::samples::{self, Shown};
use crate::wire::Pattern;

pub(super) static MODULE: PatternModule = PatternModule {
    pattern: Pattern::Attribute,
    ways: &[],
    shown: Shown::column(samples::attribute::variant),
};

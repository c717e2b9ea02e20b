//! The types that travel between the server and the browser, defined once
//! and used by both: the model a person draws (`model`) and the rules it
//! must keep (`validate`), the advisor's answer (`analysis`), error
//! answers (`error`), the gallery's list (`examples`) and sharing (`share`).

pub mod analysis;
pub mod english;
pub mod error;
pub mod examples;
pub mod export;
pub mod import;
pub mod model;
pub mod share;
pub mod validate;
mod words;

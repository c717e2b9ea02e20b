//! The types that travel between the server and the browser, defined once
//! and used by both: the model a person draws (`model`) and the rules it
//! must keep (`validate`).

pub mod analysis;
pub mod examples;
pub mod model;
pub mod validate;

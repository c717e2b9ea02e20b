//! The server's integration tests, as one test binary (one link of the whole
//! server instead of one per file). Each module is a former test file.
//!
//! Tests here run concurrently in one process: none may change
//! process-wide state (environment variables, the current directory). Those
//! that start the real server binary take turns (`common::process`).

mod common;

mod advisor_defaults;
mod advisor_golden;
mod advisor_links_and_ages;
mod advisor_monotone;
mod advisor_properties;
mod advisor_sensitivity;
mod advisor_trees;
mod advisor_versions;
mod advisor_workload;
mod answers_unchanged;
mod api_analyze;
mod api_examples;
mod api_models;
mod api_openapi;
mod contract;
mod docs_contract;
mod durability;
mod findings;
mod foundation;
mod interop;
mod languages;
mod live;
mod live_rules;
mod live_workshop;
mod pages_languages;
mod panel_advice;
mod published;
mod samples_golden;
mod second_set;
mod shutdown;
mod smells;
mod storage_down;

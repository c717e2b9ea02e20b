//! One module per page, plus the frame they share.

pub mod editor;
pub mod examples;
pub mod frame;
pub mod home;
pub mod not_found;
pub mod shared;

//! One module per page, plus the frame they share.

pub mod browser;
pub mod editor;
pub mod frame;
pub mod home;
pub mod inspector;
pub mod not_found;
pub mod shared;

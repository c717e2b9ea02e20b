//! The server's side of [`crate::browser`], compiled without the `hydrate`
//! feature: the same functions as `web.rs`, which do nothing and answer
//! with neutral values (effects and event handlers never run on the
//! server, so these are not reached; they only let the components compile).

use leptos::ev::{ClipboardEvent, Event, KeyboardEvent, MouseEvent};

/// Focuses a text input and selects its text, ready to be typed over.
pub fn focus_and_select(_input: &web_sys::HtmlInputElement) {}

/// [`focus_and_select`] on the next frame, once the views being drawn now
/// have set their values (setting a value drops a selection).
pub fn focus_and_select_when_drawn(_input: web_sys::HtmlInputElement) {}

/// On the next frame, once it is drawn, focuses the control whose
/// `data-focus` is `mark` (a text box with its text selected).
pub fn focus_marked(_mark: String) {}

/// Moves the keyboard focus to `element`.
pub fn focus(_element: &web_sys::HtmlElement) {}

/// Whether the key went to a button or link, which Space and Enter press:
/// shortcuts leave those keys to it.
pub fn on_a_control(_event: &KeyboardEvent) -> bool {
    false
}

/// Sends a pointer's next events to `element` until the button is released.
pub fn capture_pointer(_element: &web_sys::Element, _pointer_id: i32) {}

/// Where an element is on the page and how big: left, top, width, height.
pub fn element_rect(_element: &web_sys::Element) -> Option<(f64, f64, f64, f64)> {
    None
}

/// Sends a request (a POST when there is a body, given with its content
/// type): the status and the response's text, or a message when the server
/// could not be reached. [`super::post_json`], [`super::post_text`] and
/// [`super::get`] call it.
pub(super) async fn fetch(_url: &str, _body: Option<(&str, &str)>) -> Result<super::Reply, String> {
    Err("Requests are sent from the browser only.".to_owned())
}

/// Copies the code next to a copy button (`button.copy` beside a `<pre>`),
/// when a click lands on one; the button then says how it went. One handler
/// serves every button of a panel written as HTML.
pub fn copy_code(_event: &MouseEvent) {}

/// The value of `attribute` on the element a click landed on, or on the
/// nearest element around it that has one.
pub fn clicked_data(_event: &MouseEvent, _attribute: &str) -> Option<String> {
    None
}

/// Puts `text` on the clipboard; false when the browser refuses.
pub async fn copy_text(_text: &str) -> bool {
    false
}

/// Compresses with raw deflate, in the browser.
pub async fn deflate(_bytes: &[u8]) -> Result<Vec<u8>, String> {
    Err("Links are made in the browser only.".to_owned())
}

/// Undoes [`deflate`]; an error for bytes that are not raw deflate.
pub async fn inflate(_bytes: &[u8]) -> Result<Vec<u8>, String> {
    Err(super::unreadable_link())
}

/// Resolves after `ms` milliseconds (at once outside the browser).
pub async fn sleep(_ms: i32) {}

/// Loads the page afresh from the server.
pub fn reload() {}

/// The address's path: none outside the browser.
pub fn current_path() -> String {
    String::new()
}

/// Asks the person to confirm `question`; false when they decline.
pub fn confirm(_question: &str) -> bool {
    false
}

/// Opens this page again in the language tagged `tag`.
pub fn open_in_language(_tag: &str) {}

/// The address's fragment, with its `#`; empty when there is none.
pub fn location_hash() -> String {
    String::new()
}

/// Drops the fragment from the address (without a reload or a history step).
pub fn clear_hash() {}

/// Shows `url` (same origin) in the address bar, without a reload or a
/// history step.
pub fn show_address(_url: &str) {}

/// The page's origin, e.g. `http://127.0.0.1:3000`; empty on the server.
pub fn origin() -> String {
    String::new()
}

/// The text inside the element with this id, read from the page.
pub fn element_text(_id: &str) -> Option<String> {
    None
}

/// The saved value under `key`, if any.
pub fn load(_key: &str) -> Option<String> {
    None
}

/// Saves `value` under `key`; false when the browser refuses (storage full).
pub fn save(_key: &str, _value: &str) -> bool {
    false
}

/// Removes what is saved under `key`.
pub fn remove(_key: &str) {}

/// The time in milliseconds and a random 32-bit number, for new ids.
pub fn entropy() -> (u64, u64) {
    (0, 0)
}

/// A random 32-bit number for what must stay secret; none on the server.
pub const fn secret_u32() -> Option<u32> {
    None
}

/// Whether the key was typed into a text field (then it is not a shortcut).
pub fn typing_in_a_field(_event: &Event) -> bool {
    false
}

/// The text pasted onto the page, unless it is blank.
pub fn pasted_text(_event: &ClipboardEvent) -> Option<String> {
    None
}

/// Moves the focus out of the field the event came from.
pub fn leave_field(_event: &KeyboardEvent) {}

/// Notes the value a text box shows as typing in it starts.
pub fn note_start(_event: &impl AsRef<Event>) {}

/// The value [`note_start`] noted.
pub fn noted_start(_event: &impl AsRef<Event>) -> Option<String> {
    None
}

/// Ends the typing in the focused control, so what was typed is kept
/// before what is on screen changes.
pub fn commit_typing() {}

/// Offers `content` as a file download.
pub fn download(_file_name: &str, _mime: &str, _content: &str) -> Result<(), String> {
    Err("Downloads work in the browser only.".to_owned())
}

/// Renders the SVG picture of `size` to a PNG and downloads it. Rendering
/// finishes later: what goes wrong then is handed to `failed`.
pub fn download_png(
    _file_name: &str,
    _svg: &str,
    _size: (f64, f64),
    _failed: impl Fn(String) + Clone + 'static,
) -> Result<(), String> {
    Err("Exports work in the browser only.".to_owned())
}

/// Reads the first file chosen in an `<input type="file">` change event and
/// hands its text (or why it could not be read) to `done`.
pub fn read_chosen_file(_event: &Event, done: impl FnOnce(Result<String, String>) + 'static) {
    done(Err("Files open in the browser only.".to_owned()));
}

/// Reads every file chosen in a file input's change event (of several,
/// those `wanted`) and hands their names and texts to `done`.
pub fn read_chosen_files(
    _event: &Event,
    _wanted: impl Fn(&str) -> bool,
    done: impl FnOnce(Result<Vec<(String, String)>, String>) + 'static,
) {
    done(Err("Files open in the browser only.".to_owned()));
}

/// A WebSocket to this page's own server (none on the server).
pub struct Socket;

impl Socket {
    /// Sends a text message; false when the socket is not open.
    pub fn send(&self, _text: &str) -> bool {
        false
    }
}

/// Opens a WebSocket to `path` on this page's server; never on the server.
pub fn open_socket(
    _path: &str,
    _on_open: impl FnMut() + 'static,
    _on_text: impl FnMut(String) + 'static,
    _on_close: impl FnMut() + 'static,
) -> Option<Socket> {
    None
}

/// Goes to another page of the site.
pub fn go_to(_url: &str) {}

/// Whether the browser believes it is online.
pub fn online() -> bool {
    false
}

/// Calls `changed` when the browser goes online or offline (never here).
pub fn on_connectivity(_changed: impl Fn(bool) + 'static) {}

/// Follows the pointer over an element (never here).
pub fn on_pointer_over(_element: &web_sys::Element, _moved: impl Fn(Option<(f64, f64)>) + 'static) {
}

/// Draws a view inside an element of the page (never here).
pub fn draw_inside<V>(_parent: &web_sys::Element, _view: impl FnOnce() -> V + 'static)
where
    V: leptos::prelude::IntoView + 'static,
{
}

/// Marks an element around an element (never here).
pub fn mark_around(_element: &web_sys::Element, _around: &str, _class: &str, _on: bool) {}

//! The browser side of [`crate::browser`], compiled with the `hydrate`
//! feature only: every function here calls the browser.

use leptos::ev::{Event, KeyboardEvent, MouseEvent};
use leptos::wasm_bindgen::{JsCast, JsValue, closure::Closure};

/// Focuses a text input and selects its text, ready to be typed over.
pub fn focus_and_select(input: &web_sys::HtmlInputElement) {
    let _ = input.focus();
    input.select();
}

/// [`focus_and_select`] on the next frame, once the views being drawn now
/// have set their values (setting a value drops a selection).
pub fn focus_and_select_when_drawn(input: web_sys::HtmlInputElement) {
    leptos::prelude::request_animation_frame(move || focus_and_select(&input));
}

/// On the next frame, once it is drawn, focuses the control whose
/// `data-focus` is `mark` (a text box with its text selected).
pub fn focus_marked(mark: String) {
    leptos::prelude::request_animation_frame(move || {
        // The mark as a CSS string: quotes, backslashes and line ends escaped.
        let quoted = mark
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
            .replace('\n', "\\a ");
        let marked = leptos::prelude::document()
            .query_selector(&format!("[data-focus=\"{quoted}\"]"))
            .ok()
            .flatten()
            .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok());
        match marked.map(|element| element.dyn_into::<web_sys::HtmlInputElement>()) {
            Some(Ok(input)) => focus_and_select(&input),
            Some(Err(element)) => focus(&element),
            None => {}
        }
    });
}

/// Moves the keyboard focus to `element`.
pub fn focus(element: &web_sys::HtmlElement) {
    let _ = element.focus();
}

/// Whether the key went to a button or link, which Space and Enter press:
/// shortcuts leave those keys to it.
pub fn on_a_control(event: &KeyboardEvent) -> bool {
    event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| matches!(element.tag_name().as_str(), "BUTTON" | "A" | "SUMMARY"))
}

/// Sends a pointer's next events to `element` until the button is released.
pub fn capture_pointer(element: &web_sys::Element, pointer_id: i32) {
    // Fails only for a pointer that is already up: nothing to capture.
    let _ = element.set_pointer_capture(pointer_id);
}

/// Where an element is on the page and how big: left, top, width, height.
pub fn element_rect(element: &web_sys::Element) -> Option<(f64, f64, f64, f64)> {
    let rect = element.get_bounding_client_rect();
    Some((rect.left(), rect.top(), rect.width(), rect.height()))
}

/// Sends a request (a POST when there is a body, given with its content
/// type): the status and the response's text, or a message when the server
/// could not be reached. [`super::post_json`], [`super::post_text`] and
/// [`super::get`] call it.
pub(super) async fn fetch(url: &str, body: Option<(&str, &str)>) -> Result<super::Reply, String> {
    use wasm_bindgen_futures::JsFuture;
    let failed = |_| crate::words::text("unreachable");
    let init = web_sys::RequestInit::new();
    let headers = web_sys::Headers::new().map_err(failed)?;
    // The API writes its messages in the page's language (`<html lang>`),
    // not in the browser's: a page in English shows English errors.
    let lang = leptos::prelude::document()
        .document_element()
        .and_then(|html| html.get_attribute("lang"))
        .unwrap_or_else(|| "en".to_owned());
    headers.set("Accept-Language", &lang).map_err(failed)?;
    if let Some((body, content_type)) = body {
        init.set_method("POST");
        init.set_body(&JsValue::from_str(body));
        headers.set("Content-Type", content_type).map_err(failed)?;
    }
    init.set_headers(&headers);
    let response = JsFuture::from(leptos::prelude::window().fetch_with_str_and_init(url, &init))
        .await
        .map_err(failed)?;
    let response: web_sys::Response = response.dyn_into().map_err(failed)?;
    let text = JsFuture::from(response.text().map_err(failed)?)
        .await
        .map_err(failed)?;
    let retry_after = response
        .headers()
        .get("Retry-After")
        .ok()
        .flatten()
        .and_then(|seconds| seconds.trim().parse().ok());
    Ok(super::Reply {
        status: response.status(),
        text: text.as_string().unwrap_or_default(),
        retry_after,
    })
}

/// Copies the code next to a copy button (`button.copy` beside a `<pre>`),
/// when a click lands on one; the button then says how it went. One handler
/// serves every button of a panel written as HTML.
pub fn copy_code(event: &MouseEvent) {
    if let Some((button, text)) = copy_button(event) {
        leptos::task::spawn_local(async move {
            let done = copy_text(&text).await;
            let said = crate::words::text(if done { "copied" } else { "copy-failed" });
            button.set_text_content(Some(&said));
        });
    }
}

/// The copy button a click landed on, and the code next to it.
fn copy_button(event: &MouseEvent) -> Option<(web_sys::Element, String)> {
    let target: web_sys::Element = event.target()?.dyn_into().ok()?;
    let button = target.closest("button.copy").ok()??;
    let code = button.parent_element()?.query_selector("pre").ok()??;
    Some((button, code.text_content()?))
}

/// The value of `attribute` on the element a click landed on, or on the
/// nearest element around it that has one.
pub fn clicked_data(event: &MouseEvent, attribute: &str) -> Option<String> {
    let target: web_sys::Element = event.target()?.dyn_into().ok()?;
    target
        .closest(&format!("[{attribute}]"))
        .ok()??
        .get_attribute(attribute)
}

/// Puts `text` on the clipboard; false when the browser refuses.
pub async fn copy_text(text: &str) -> bool {
    let clipboard = leptos::prelude::window().navigator().clipboard();
    wasm_bindgen_futures::JsFuture::from(clipboard.write_text(text))
        .await
        .is_ok()
}

/// Compresses with raw deflate, in the browser.
pub async fn deflate(bytes: &[u8]) -> Result<Vec<u8>, String> {
    deflate_raw(bytes, "CompressionStream")
        .await
        .map_err(|_| crate::words::text("no-compression"))
}

/// Undoes [`deflate`]; an error for bytes that are not raw deflate.
pub async fn inflate(bytes: &[u8]) -> Result<Vec<u8>, String> {
    deflate_raw(bytes, "DecompressionStream")
        .await
        .map_err(|_| super::unreadable_link())
}

/// Raw deflate or inflate by the browser's own CompressionStream or
/// DecompressionStream (no compressor in the WASM). They are reached by
/// name: web-sys has them only behind an unstable flag.
async fn deflate_raw(bytes: &[u8], class: &str) -> Result<Vec<u8>, JsValue> {
    use js_sys::{Array, Function, Reflect, Uint8Array};
    let constructor: Function = Reflect::get(&js_sys::global(), &class.into())?.dyn_into()?;
    let transform = Reflect::construct(&constructor, &Array::of1(&"deflate-raw".into()))?;
    let mut input = bytes.to_vec();
    let source = web_sys::Response::new_with_opt_u8_array(Some(&mut input))?;
    let body = source.body().ok_or_else(|| JsValue::from_str("no body"))?;
    let pipe_through: Function = Reflect::get(&body, &"pipeThrough".into())?.dyn_into()?;
    let piped: web_sys::ReadableStream = pipe_through.call1(&body, &transform)?.dyn_into()?;
    let result = web_sys::Response::new_with_opt_readable_stream(Some(&piped))?;
    let buffer = wasm_bindgen_futures::JsFuture::from(result.array_buffer()?).await?;
    Ok(Uint8Array::new(&buffer).to_vec())
}

/// Resolves after `ms` milliseconds (at once outside the browser).
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let waiting = web_sys::window().and_then(|window| {
            window
                .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
                .ok()
        });
        if waiting.is_none() {
            let _ = resolve.call0(&JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Asks the person to confirm `question` (the browser's own dialog, which
/// every assistive technology reads); false when they decline.
pub fn confirm(question: &str) -> bool {
    leptos::prelude::window()
        .confirm_with_message(question)
        .unwrap_or(false)
}

/// Loads the page afresh from the server.
pub fn reload() {
    let _ = leptos::prelude::window().location().reload();
}

/// Opens this page again in the language tagged `tag` (`?lang=`, which the
/// server keeps and drops from the address), with its fragment.
pub fn open_in_language(tag: &str) {
    let location = leptos::prelude::window().location();
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let _ = location.assign(&format!("{path}?lang={tag}{hash}"));
}

/// The address's path, without its query and fragment.
pub fn current_path() -> String {
    leptos::prelude::window()
        .location()
        .pathname()
        .unwrap_or_default()
}

/// The address's fragment, with its `#`; empty when there is none.
pub fn location_hash() -> String {
    leptos::prelude::window()
        .location()
        .hash()
        .unwrap_or_default()
}

/// Drops the fragment from the address (without a reload or a history step).
pub fn clear_hash() {
    let location = leptos::prelude::window().location();
    show_address(&format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    ));
}

/// Shows `url` (same origin) in the address bar, without a reload or a
/// history step.
pub fn show_address(url: &str) {
    if let Ok(history) = leptos::prelude::window().history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(url));
    }
}

/// The page's origin, e.g. `http://127.0.0.1:3000`; empty on the server.
pub fn origin() -> String {
    leptos::prelude::window()
        .location()
        .origin()
        .unwrap_or_default()
}

/// The text inside the element with this id, read from the page.
pub fn element_text(id: &str) -> Option<String> {
    leptos::prelude::document()
        .get_element_by_id(id)?
        .text_content()
}

/// The page's local storage, when the browser allows it.
fn storage() -> Option<web_sys::Storage> {
    leptos::prelude::window().local_storage().ok().flatten()
}

/// The saved value under `key`, if any.
pub fn load(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Saves `value` under `key`; false when the browser refuses (storage full).
pub fn save(key: &str, value: &str) -> bool {
    storage().is_some_and(|storage| storage.set_item(key, value).is_ok())
}

/// Removes what is saved under `key`.
pub fn remove(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// The time in milliseconds and a random 32-bit number, for new ids.
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
pub fn entropy() -> (u64, u64) {
    (
        js_sys::Date::now() as u64,
        (js_sys::Math::random() * 4_294_967_296.0) as u64,
    )
}

/// A random 32-bit number from the browser's cryptographic generator, for
/// what must stay secret (a live session's client id); none if it has none.
pub fn secret_u32() -> Option<u32> {
    let mut bytes = [0_u8; 4];
    let crypto = web_sys::window()?.crypto().ok()?;
    crypto.get_random_values_with_u8_array(&mut bytes).ok()?;
    Some(u32::from_le_bytes(bytes))
}

/// Whether the key was typed into a text field (then it is not a shortcut).
pub fn typing_in_a_field(event: &Event) -> bool {
    event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| {
            matches!(element.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
        })
}

/// The text pasted onto the page, unless it is blank.
pub fn pasted_text(event: &web_sys::ClipboardEvent) -> Option<String> {
    let text = event.clipboard_data()?.get_data("text").ok()?;
    (!text.trim().is_empty()).then_some(text)
}

/// Moves the focus out of the field the event came from.
pub fn leave_field(event: &KeyboardEvent) {
    if let Some(element) = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = element.blur();
    }
}

/// Where a text box keeps the value it showed when typing in it started.
const STARTED_AS: &str = "data-started-as";

/// Notes the value the event's text box shows now as the one typing
/// starts from (what names a field while others rename theirs).
pub fn note_start(event: &impl AsRef<Event>) {
    if let Some(input) = event
        .as_ref()
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    {
        let _ = input.set_attribute(STARTED_AS, &input.value());
    }
}

/// The value [`note_start`] noted for the event's text box.
pub fn noted_start(event: &impl AsRef<Event>) -> Option<String> {
    event
        .as_ref()
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|element| element.get_attribute(STARTED_AS))
}

/// Ends the typing in the focused control, so what was typed is kept (its
/// `change` fires now, while the form is still there) before what is on
/// screen changes: a click on the canvas selects something else and takes
/// the form away. (The press moves the focus anyway.)
pub fn commit_typing() {
    if let Some(element) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = element.blur();
    }
}

/// A WebSocket to this page's own server, holding its handlers for as long
/// as it lives; dropping it closes it without calling them.
pub struct Socket {
    socket: web_sys::WebSocket,
    _opened: Closure<dyn FnMut(Event)>,
    _message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _closed: Closure<dyn FnMut(Event)>,
}

impl Socket {
    /// Sends a text message; false when the socket is not open.
    pub fn send(&self, text: &str) -> bool {
        self.socket.ready_state() == web_sys::WebSocket::OPEN
            && self.socket.send_with_str(text).is_ok()
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        self.socket.set_onopen(None);
        self.socket.set_onmessage(None);
        self.socket.set_onclose(None);
        let _ = self.socket.close();
    }
}

/// Opens a WebSocket to `path` on this page's server: `on_open` once it is
/// open, `on_text` for each text message, `on_close` when it closes or
/// cannot open. `None` when the browser refuses to try.
pub fn open_socket(
    path: &str,
    mut on_open: impl FnMut() + 'static,
    mut on_text: impl FnMut(String) + 'static,
    mut on_close: impl FnMut() + 'static,
) -> Option<Socket> {
    let location = leptos::prelude::window().location();
    let scheme = if location.protocol().ok()? == "https:" {
        "wss"
    } else {
        "ws"
    };
    let socket =
        web_sys::WebSocket::new(&format!("{scheme}://{}{path}", location.host().ok()?)).ok()?;
    let opened = Closure::<dyn FnMut(Event)>::new(move |_| on_open());
    let message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            if let Some(text) = event.data().as_string() {
                on_text(text);
            }
        });
    let closed = Closure::<dyn FnMut(Event)>::new(move |_| on_close());
    socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
    socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
    Some(Socket {
        socket,
        _opened: opened,
        _message: message,
        _closed: closed,
    })
}

/// Goes to another page of the site (a history step, as a link would).
pub fn go_to(url: &str) {
    let _ = leptos::prelude::window().location().assign(url);
}

/// Whether the browser believes it is online.
pub fn online() -> bool {
    leptos::prelude::window().navigator().on_line()
}

/// Calls `changed` with true when the browser comes back online and false
/// when it goes offline, for as long as the page lives.
pub fn on_connectivity(changed: impl Fn(bool) + 'static) {
    let changed = std::rc::Rc::new(changed);
    for (event, online) in [("online", true), ("offline", false)] {
        let changed = std::rc::Rc::clone(&changed);
        let handler = Closure::<dyn Fn()>::new(move || changed(online));
        let _ = leptos::prelude::window()
            .add_event_listener_with_callback(event, handler.as_ref().unchecked_ref());
        // Listens for the page's whole life.
        handler.forget();
    }
}

/// Calls `moved` with the pointer's place on the page while it moves over
/// `element`, and with `None` when it leaves, for as long as the page lives.
pub fn on_pointer_over(element: &web_sys::Element, moved: impl Fn(Option<(f64, f64)>) + 'static) {
    let moved = std::rc::Rc::new(moved);
    let over = std::rc::Rc::clone(&moved);
    let moving =
        Closure::<dyn Fn(web_sys::PointerEvent)>::new(move |event: web_sys::PointerEvent| {
            over(Some((
                f64::from(event.client_x()),
                f64::from(event.client_y()),
            )));
        });
    let leaving = Closure::<dyn Fn()>::new(move || moved(None));
    let _ =
        element.add_event_listener_with_callback("pointermove", moving.as_ref().unchecked_ref());
    let _ =
        element.add_event_listener_with_callback("pointerleave", leaving.as_ref().unchecked_ref());
    // Listen for the page's whole life.
    moving.forget();
    leaving.forget();
}

/// Draws `view` at the end of `parent`, for the page's whole life: how a
/// split module adds what only it draws to a page already shown.
pub fn draw_inside<V>(parent: &web_sys::Element, view: impl FnOnce() -> V + 'static)
where
    V: leptos::prelude::IntoView + 'static,
{
    let Some(parent) = parent.dyn_ref::<web_sys::HtmlElement>() else {
        return;
    };
    leptos::mount::mount_to(parent.clone(), view).forget();
}

/// Adds `class` to the nearest element around `element` that matches
/// `around` (a CSS selector), or takes it away.
pub fn mark_around(element: &web_sys::Element, around: &str, class: &str, on: bool) {
    if let Ok(Some(outer)) = element.closest(around) {
        let _ = outer.class_list().toggle_with_force(class, on);
    }
}

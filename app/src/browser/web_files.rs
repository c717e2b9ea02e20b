//! The browser side of [`crate::browser`]'s files, compiled with the
//! `hydrate` feature only: downloads (a PNG rendered from SVG among them)
//! and the files a person chooses in a file input.

use leptos::ev::Event;
use leptos::wasm_bindgen::{JsCast, JsValue, closure::Closure};

/// Offers `content` as a file download.
pub fn download(file_name: &str, mime: &str, content: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(content));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .and_then(|blob| download_blob(file_name, &blob))
        .map_err(|_| crate::words::text("download-refused"))
}

/// Offers `blob` as a download named `file_name`, by a click on a
/// temporary link.
fn download_blob(file_name: &str, blob: &web_sys::Blob) -> Result<(), JsValue> {
    let url = web_sys::Url::create_object_url_with_blob(blob)?;
    let document = leptos::prelude::document();
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.unchecked_into();
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    web_sys::Url::revoke_object_url(&url)
}

/// Renders the SVG picture of `size` to a PNG and downloads it. Rendering
/// finishes later: what goes wrong then is handed to `failed`.
pub fn download_png(
    file_name: &str,
    svg: &str,
    (width, height): (f64, f64),
    failed: impl Fn(String) + Clone + 'static,
) -> Result<(), String> {
    // The SVG is loaded as an image, drawn into a canvas (twice its size,
    // sharp on projectors, when that fits) and the canvas downloaded as a
    // PNG.
    let fail = |_| crate::words::text("png-failed");
    let said = || crate::words::text("png-too-large");
    let image = web_sys::HtmlImageElement::new().map_err(fail)?;
    let source = format!(
        "data:image/svg+xml;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(svg))
    );
    let file_name = file_name.to_owned();
    let loaded = image.clone();
    let on_error = failed.clone();
    let onload = Closure::once_into_js(move || {
        // Twice the size for sharp text, less for a big model: the whole
        // picture must fit the browser's canvas limits (16384 px a side,
        // about 268 million pixels), never be cut off.
        let scale = 2.0_f64
            .min(16_384.0 / width.max(1.0))
            .min(16_384.0 / height.max(1.0))
            .min((2.6e8 / (width * height).max(1.0)).sqrt());
        let render = || -> Result<(), JsValue> {
            let canvas: web_sys::HtmlCanvasElement = leptos::prelude::document()
                .create_element("canvas")?
                .unchecked_into();
            canvas.set_width((width * scale).ceil().max(1.0) as u32);
            canvas.set_height((height * scale).ceil().max(1.0) as u32);
            let context: web_sys::CanvasRenderingContext2d = canvas
                .get_context("2d")?
                .ok_or_else(|| JsValue::from_str("no 2d context"))?
                .unchecked_into();
            context.scale(scale, scale)?;
            context.draw_image_with_html_image_element(&loaded, 0.0, 0.0)?;
            let name = file_name.clone();
            let no_blob = failed.clone();
            let on_blob = Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
                match blob.map(|blob| download_blob(&name, &blob)) {
                    Some(Ok(())) => {}
                    Some(Err(_)) | None => no_blob(said()),
                }
            });
            canvas.to_blob(on_blob.unchecked_ref())
        };
        if render().is_err() {
            failed(said());
        }
    });
    let onerror = Closure::once_into_js(move || on_error(said()));
    image.set_onload(Some(onload.unchecked_ref()));
    image.set_onerror(Some(onerror.unchecked_ref()));
    image.set_src(&source);
    Ok(())
}

/// The files chosen in an `<input type="file">` change event, taken out of
/// the input: choosing the same ones again must fire another change event.
fn take_chosen(event: &Event) -> Vec<web_sys::File> {
    let Some(input) = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return Vec::new();
    };
    let chosen = input.files().map_or_else(Vec::new, |list| {
        (0..list.length()).filter_map(|at| list.get(at)).collect()
    });
    input.set_value("");
    chosen
}

/// Reads the first file chosen in an `<input type="file">` change event and
/// hands its text (or why it could not be read) to `done`.
pub fn read_chosen_file(event: &Event, done: impl FnOnce(Result<String, String>) + 'static) {
    let Some(file) = take_chosen(event).into_iter().next() else {
        return;
    };
    leptos::task::spawn_local(async move { done(read_text(file).await) });
}

/// Reads every file chosen in an `<input type="file" multiple>` change event
/// (or a folder's, with `webkitdirectory`): of several, only those whose
/// names are `wanted`; and hands their names and texts (or why one could
/// not be read) to `done`.
pub fn read_chosen_files(
    event: &Event,
    wanted: impl Fn(&str) -> bool,
    done: impl FnOnce(Result<Vec<(String, String)>, String>) + 'static,
) {
    let chosen = take_chosen(event);
    let several = chosen.len() > 1;
    let files: Vec<web_sys::File> = chosen
        .into_iter()
        .filter(|file| !several || wanted(&file.name()))
        .collect();
    leptos::task::spawn_local(async move {
        let mut read = Vec::with_capacity(files.len());
        for file in files {
            let name = file.name();
            match read_text(file).await {
                Ok(text) => read.push((name, text)),
                Err(_) => {
                    let said = crate::words::fill(
                        "file-unreadable-named",
                        &[("file", &nestlink_core::bidi::isolated(&name))],
                    );
                    return done(Err(said));
                }
            }
        }
        done(Ok(read));
    });
}

/// The text of a file the user chose.
async fn read_text(file: web_sys::File) -> Result<String, String> {
    wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .ok()
        .and_then(|text| text.as_string())
        .ok_or_else(|| crate::words::text("file-unreadable"))
}

//! Which page a path shows. The server and the browser both ask, and must
//! agree, since the browser takes over the page the server rendered: the
//! server from the request's path, the browser from its address. A plain
//! match on the path, with no router: every page is a full page load.

/// The path of the request being rendered, without its query: what the
/// server gives each render to say which page it is.
#[derive(Clone, Debug)]
pub struct RequestPath(pub String);

/// The files of the split modules a shared model's (or a live session's)
/// page preloads: those that read its data before the page is taken over.
/// The server reads them from a release build's split manifest and gives
/// them to that page's render; none elsewhere.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataReaders(pub Vec<String>);

/// The split module that reads a shared model's page data: its name in
/// the split manifest, before the number the splitter adds.
pub const DATA_READER_MODULE: &str = "read_shared";

/// Where the editor's advice panel asks for its answer: the analysis of
/// `POST /api/v1/analyze`, read and laid out on the server in the page's
/// language, as the page shows it. Nestlink's own; not part of the API.
pub const ADVICE_PANEL: &str = "/panel/advice";

/// The pages there are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    Home,
    Editor,
    Examples,
    /// A shared model (`/m/{id}`) or a live session (`/s/{id}`).
    Shared,
    NotFound,
}

impl Page {
    /// The paths rendered as they are. The shared and live pages' paths
    /// carry an id, and the server has handlers of their own for them.
    pub const FIXED_PATHS: [(&'static str, Page); 3] = [
        ("/", Page::Home),
        ("/editor", Page::Editor),
        ("/examples", Page::Examples),
    ];

    /// The page at `path` (no query): exact paths, with no trailing slash.
    #[must_use]
    pub fn at(path: &str) -> Page {
        if let Some((_, page)) = Self::FIXED_PATHS.iter().find(|(fixed, _)| *fixed == path) {
            return *page;
        }
        match path.strip_prefix('/').and_then(|rest| rest.split_once('/')) {
            Some(("m" | "s", id)) if !id.is_empty() && !id.contains('/') => Page::Shared,
            _ => Page::NotFound,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Page;

    #[test]
    fn each_path_shows_its_page() {
        assert_eq!(Page::at("/"), Page::Home);
        assert_eq!(Page::at("/editor"), Page::Editor);
        assert_eq!(Page::at("/examples"), Page::Examples);
        assert_eq!(Page::at("/m/K_Ss1NdMpJGwQmH7vI4lBQ"), Page::Shared);
        assert_eq!(Page::at("/s/abc"), Page::Shared);
    }

    #[test]
    fn any_other_path_is_not_found() {
        for path in [
            "",
            "/editor/",
            "/Editor",
            "/editorx",
            "/m",
            "/m/",
            "/m/a/b",
            "/x/abc",
            "/pkg/a.wasm",
        ] {
            assert_eq!(Page::at(path), Page::NotFound, "{path}");
        }
    }
}

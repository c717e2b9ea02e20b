//! The answers the golden models had before the workload facts arrived,
//! kept byte for byte in `tests/answers/`: a model that states none of the
//! new facts means what it meant, and so gets the very same analysis.
//!
//! `NESTLINK_WRITE_ANSWERS=1 cargo test -p nestlink answers_unchanged` writes
//! the files again; run it only when an answer is meant to change, and say
//! why in the commit.

use crate::common::analyze_answer;

/// The kept answers, by model name.
fn kept() -> Vec<(String, std::path::PathBuf)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/answers");
    let mut kept: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/answers is readable")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .map(|path| {
            let name = path.file_stem().and_then(|s| s.to_str()).expect("a name");
            (name.to_owned(), path.clone())
        })
        .collect();
    kept.sort();
    kept
}

#[tokio::test]
async fn the_golden_models_keep_their_answers_byte_for_byte() {
    let kept = kept();
    assert!(kept.len() >= 17, "{kept:?}");
    let write = std::env::var_os("NESTLINK_WRITE_ANSWERS").is_some();
    for (name, path) in kept {
        let now = analyze_answer(&name).await;
        if write {
            std::fs::write(&path, &now).expect("tests/answers is writable");
            continue;
        }
        let before = std::fs::read_to_string(&path).expect("the kept answer is readable");
        assert!(
            now == before,
            "{name}: the answer changed; compare {} with the server's answer",
            path.display()
        );
    }
}

//! The answers the golden models had before the workload facts arrived,
//! kept byte for byte in `tests/answers/`: a model that states none of the
//! new facts means what it meant, and so gets the very same analysis.
//!
//! The whole-model `findings` came later, as the answer's last key; they are
//! compared apart (`golden findings` below), the rest byte for byte.
//!
//! `NESTLINK_WRITE_ANSWERS=1 cargo test -p nestlink answers_unchanged` writes
//! the files again; run it only when an answer is meant to change, and say
//! why in the commit.

use crate::common::analyze_answer;

/// The answer as it was before `findings`, its last key, existed; and the
/// findings.
fn split_findings(answer: &str) -> (String, serde_json::Value) {
    let at = answer
        .rfind(",\"findings\":")
        .expect("the answer ends with its findings");
    let findings = answer[at + ",\"findings\":".len()..]
        .strip_suffix('}')
        .expect("the findings are the last key");
    let findings = serde_json::from_str(findings).expect("the findings are a JSON array");
    (format!("{}}}", &answer[..at]), findings)
}

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
        let (now, _) = split_findings(&analyze_answer(&name).await);
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

/// What the whole model shows in the golden models: printed for review with
/// `-- --nocapture`, and every finding well formed.
#[tokio::test]
async fn golden_findings_are_well_formed() {
    for (name, _) in kept() {
        let (_, findings) = split_findings(&analyze_answer(&name).await);
        for finding in findings.as_array().expect("a list") {
            println!("{name}: {finding}");
            assert!(
                finding["message"]
                    .as_str()
                    .is_some_and(|m| m.ends_with('.'))
            );
            assert!(
                finding["paths"].as_array().is_some_and(|p| !p.is_empty()),
                "{finding}"
            );
            assert!(["warning", "info"].contains(&finding["severity"].as_str().unwrap_or("")));
        }
    }
}

//! The command line on the server's binary, for scripts and CI: `analyze`
//! prints the advice (and fails on a warning), `import sql` and `import
//! documents` turn DDL or sample documents into a model, `export` writes a model as a mongosh script, Mermaid or
//! validators. Each does the same work as its API endpoint.

use std::{
    io::{Read as _, Write as _},
    path::{Path, PathBuf},
    process::ExitCode,
};

use clap::{Subcommand, builder::PossibleValuesParser};

use nestlink_core::wire::{analysis::Severity, export::ExportFormat, model::Model};

use crate::{
    answer::analyze_with_samples,
    error::ApiError,
    export::export,
    http::extract::parse_model,
    import::{SampleDocuments, compass, from_documents, from_sql},
    wire::Analysis,
};

/// What the binary does instead of serving.
#[derive(Debug, Clone, Subcommand)]
pub enum Command {
    /// Print the advice for a model: each relationship's pattern and why,
    /// and the whole-model findings. Exits with 1 when a finding is a
    /// warning, so a CI job can check a schema design.
    Analyze {
        /// The model's JSON file; `-` reads standard input.
        model: PathBuf,
        /// Print the whole analysis as JSON, as the API answers it.
        #[arg(long)]
        json: bool,
    },
    /// Read a schema from another tool; prints the model's JSON, and the
    /// notes on what was skipped or guessed on standard error.
    #[command(subcommand)]
    Import(Import),
    /// Write a model in another format on standard output.
    Export {
        /// `mongosh` (a script creating the recommended collections),
        /// `mermaid` (a diagram of the collections), `mermaid-model` (one
        /// of the model as drawn), `json-schema` (the validators) or
        /// `compass` (a MongoDB Compass diagram of the model).
        #[arg(value_parser = PossibleValuesParser::new(ExportFormat::ALL.map(ExportFormat::as_str)))]
        format: String,
        /// The model's JSON file; `-` reads standard input.
        model: PathBuf,
    },
}

/// The schemas `import` reads.
#[derive(Debug, Clone, Subcommand)]
pub enum Import {
    /// PostgreSQL, MySQL or SQLite DDL (`CREATE TABLE` with its keys).
    Sql {
        /// The SQL file; `-` reads standard input.
        file: PathBuf,
    },
    /// Sample documents: a folder of `mongoexport` files (`NAME.json` or
    /// `NAME.jsonl`, a JSON array or one document a line; the file name is
    /// the collection's), or one such file.
    Documents {
        /// The folder or file.
        path: PathBuf,
    },
    /// A MongoDB Compass Data Modeling diagram (`.mdm`).
    Compass {
        /// The diagram file; `-` reads standard input.
        file: PathBuf,
    },
}

/// Runs one command; the exit code is 0 on success, 1 for a design with a
/// warning (`analyze`), 2 for input that cannot be used.
#[must_use]
pub fn run(command: Command) -> ExitCode {
    match outcome(command) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("nestlink: {message}");
            ExitCode::from(2)
        }
    }
}

fn outcome(command: Command) -> Result<ExitCode, String> {
    match command {
        Command::Analyze { model, json } => {
            let model = read_model(&model)?;
            let analysis = analyze_with_samples(&model);
            let text = if json {
                let mut text =
                    serde_json::to_string_pretty(&analysis).map_err(|e| e.to_string())?;
                text.push('\n');
                text
            } else {
                verdicts(&model, &analysis)
            };
            print(&text)?;
            let warned = analysis
                .findings
                .iter()
                .any(|finding| finding.severity == Severity::Warning);
            Ok(if warned {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            })
        }
        Command::Import(which) => {
            let imported = match which {
                Import::Sql { file } => from_sql(&read_text(&file)?),
                Import::Documents { path } => from_documents(&read_samples(&path)?),
                Import::Compass { file } => compass::read(&read_text(&file)?),
            }
            .map_err(|error| error.to_string())?;
            for note in &imported.notes {
                match note.line {
                    Some(line) => {
                        eprintln!("note: line {line}: {}: {}", note.subject, note.message)
                    }
                    None => eprintln!("note: {}: {}", note.subject, note.message),
                }
            }
            let mut text =
                serde_json::to_string_pretty(&imported.model).map_err(|e| e.to_string())?;
            text.push('\n');
            print(&text)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Export { format, model } => {
            let format =
                ExportFormat::parse(&format).ok_or_else(|| format!("unknown format {format}"))?;
            print(&export(&read_model(&model)?, format))?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The verdicts as a person reads them: one block per relationship, then
/// the findings.
fn verdicts(model: &Model, analysis: &Analysis) -> String {
    let name = |id: &str| {
        model
            .entity(id)
            .map_or_else(|| id.to_owned(), |entity| entity.name.clone())
    };
    let mut out = String::new();
    let title = if model.name.is_empty() {
        "The model"
    } else {
        &model.name
    };
    out.push_str(&format!(
        "{title}: {} relationships, {} collections\n",
        analysis.relationships.len(),
        analysis.collections.len()
    ));
    for advice in &analysis.relationships {
        if let Some(rel) = model
            .relationships
            .iter()
            .find(|rel| rel.id == advice.relationship)
        {
            out.push_str(&format!(
                "\n{} -> {} ({}): {}\n  {}\n",
                name(&rel.from),
                name(&rel.to),
                rel.id,
                advice.pattern.as_str(),
                advice.rationale
            ));
        }
    }
    for entity in &analysis.entities {
        out.push_str(&format!(
            "\n{}: {}\n  {}\n",
            name(&entity.entity),
            entity.pattern.as_str(),
            entity.rationale
        ));
    }
    if !analysis.findings.is_empty() {
        out.push_str("\nFindings:\n");
        for finding in &analysis.findings {
            out.push_str(&format!(
                "  {} {}: {}\n",
                finding.severity.as_str(),
                finding.code.as_str(),
                finding.message
            ));
        }
    }
    out
}

fn read_model(path: &Path) -> Result<Model, String> {
    parse_model(read_text(path)?.as_bytes()).map_err(|error| match error {
        ApiError::InvalidModel(problems) => problems
            .iter()
            .map(|problem| format!("{}: {}", problem.path, problem.message))
            .collect::<Vec<_>>()
            .join("\n"),
        other => other.to_string(),
    })
}

/// Sample documents from a `mongoexport` file, or a folder of them.
fn read_samples(path: &Path) -> Result<SampleDocuments, String> {
    let files = if path.is_dir() {
        let mut files: Vec<PathBuf> = std::fs::read_dir(path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))?
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|file| {
                file.extension().is_some_and(|ending| {
                    ending == "json" || ending == "jsonl" || ending == "ndjson"
                })
            })
            .collect();
        files.sort();
        files
    } else {
        vec![path.to_path_buf()]
    };
    let mut collections = std::collections::BTreeMap::new();
    for file in files {
        let name = file.file_stem().map_or_else(
            || "documents".to_owned(),
            |stem| stem.to_string_lossy().into_owned(),
        );
        let text = read_text(&file)?;
        let mut documents = Vec::new();
        // One array, or documents one after another (a line each).
        for value in serde_json::Deserializer::from_str(&text).into_iter::<bson::Bson>() {
            match value.map_err(|error| format!("{}: {error}", file.display()))? {
                bson::Bson::Array(items) => documents.extend(items),
                document => documents.push(document),
            }
        }
        collections.insert(name, documents);
    }
    Ok(SampleDocuments { collections })
}

fn read_text(path: &Path) -> Result<String, String> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|error| format!("cannot read standard input: {error}"))?;
        Ok(text)
    } else {
        std::fs::read_to_string(path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))
    }
}

fn print(text: &str) -> Result<(), String> {
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(|error| format!("cannot write the output: {error}"))
}

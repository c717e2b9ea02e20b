#!/usr/bin/env bash
# The release build (make release): the server and the site, split,
# precompressed, the main module and its loader named by their content.
# Skipped when nothing it is built from changed since the last build, so
# `make run` on an unchanged tree serves at once: cargo-leptos would
# otherwise bind, split, optimise and compress the front end again (about
# two minutes on 2 cores) each time. The fingerprint is the content of every
# file the build reads (sources, styles, public files, the lock file, the
# tools' versions), tests and benchmarks left out; outside a git checkout
# there is no fingerprint and it always builds.
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=target/release/.built-from

fingerprint() {
  git rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 1
  git ls-files -co --exclude-standard -z -- \
    app core server style public vendor Cargo.toml Cargo.lock rust-toolchain.toml \
    scripts/release.sh scripts/seal-hashes.mjs scripts/split-loader-retry.mjs \
    scripts/short-import-names.mjs scripts/install-tools.sh scripts/tools/cargo-leptos \
    ':(exclude)server/tests' ':(exclude)server/benches' ':(exclude)*/tests/*' \
    | xargs -0 sha256sum | sha256sum | cut -d' ' -f1
}

now="$(fingerprint || true)"
if [ -n "$now" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$now" ] \
  && [ -x target/release/nestlink ] && [ -f target/release/hash.txt ] && [ -d target/site/pkg ]; then
  echo "release: up to date (nothing it is built from changed since the last build)"
  exit 0
fi
rm -f "$stamp"
# The split modules the pages fetch together, two groups. First the readers
# of JSON (app/src/reading.rs), which a shared model's page preloads and
# reads its data with before it is taken over. Then every editor page and
# its first click, and on a live session's page its link and its people.
# The splitter (our cargo-leptos, with vendor/wasm_split_cli_support) puts
# every chunk a group needs into one, where upstream makes a chunk per set
# of modules sharing code: 74 requests of chunks, most of a few hundred
# bytes, on a live session's page. The readers' chunk stays apart from the
# second group's, so a shared page need not wait for the larger one.
export WASM_SPLIT_TOGETHER="read_saved read_model_file read_fragment_model read_example read_examples read_shared; validator read_answer_for entity_form entity_facts join draw"
cargo leptos build --release --split --precompress
node scripts/seal-hashes.mjs target/site/pkg target/release/hash.txt
# The fingerprint taken before the build: a file changed meanwhile makes
# the next run build again.
[ -z "$now" ] || echo "$now" >"$stamp"

#!/usr/bin/env bash
# Two release builds of one commit must give the same site, byte for byte,
# under the same names (make test, after its release build), or every
# deploy would make browsers fetch everything again. The Rust compiles are
# cargo's, and reproducible; what differed was the front end made from
# them (binding, splitting, optimising, compressing and naming the WASM),
# so this builds the front end a second time from the same compile and
# compares every site file and the hash list the server reads.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -f target/release/hash.txt ] || { echo "reproducible: no release build: run 'make release' first" >&2; exit 1; }
sums() { (cd target/site && find . -type f -print0 | sort -z | xargs -0 sha256sum; sha256sum ../release/hash.txt); }
first="$(mktemp)" second="$(mktemp)"
trap 'rm -f "$first" "$second"' EXIT
sums >"$first"
rm -rf target/site target/release/.built-from
scripts/release.sh >/dev/null 2>&1 || { echo "reproducible: the second release build failed" >&2; scripts/release.sh; exit 1; }
sums >"$second"
if diff -u "$first" "$second" >&2; then
  echo "reproducible: a second build gives the same $(wc -l <"$first") files, under the same names ($(sed -n 's/^sealed: //p' target/release/hash.txt))"
else
  echo "reproducible: a second build of the same commit differs (above)" >&2
  exit 1
fi

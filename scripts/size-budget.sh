#!/usr/bin/env bash
# The size check: gzip sizes of the release site's WASM and JS against the
# budget. Builds nothing; run it after `cargo leptos build --release --split`.
#
# The main module is what every page needs before it runs. Code that is only
# needed later (the inspector's forms, reading the advisor's answers) is split
# into modules fetched once the page runs; each has its own budget, and the
# total is printed so growth there shows too.
set -euo pipefail
cd "$(dirname "$0")/.."

# The budgets, in bytes after gzip -9. Raising one is a decision: say why in the commit.
readonly WASM_BUDGET=$((400 * 1024))
readonly SPLIT_WASM_BUDGET=$((96 * 1024))
readonly JS_BUDGET=$((20 * 1024))

pkg=target/site/pkg
status=0
check() {
  local file=$1 budget=$2
  if [ ! -f "$file" ]; then
    echo "size check: $file is missing; build the release site first (cargo leptos build --release --split)." >&2
    status=1
    return
  fi
  local raw gz
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  case $file in *.wasm) total=$((total + gz)) ;; esac
  local verdict=ok
  if [ "$gz" -gt "$budget" ]; then verdict="OVER BUDGET"; status=1; fi
  printf '%-32s %9d bytes, %8d gzip (budget %d gzip): %s\n' "$file" "$raw" "$gz" "$budget" "$verdict"
}

total=0
check "$pkg/nestlink.wasm" "$WASM_BUDGET"
for split in "$pkg"/split_*.wasm "$pkg"/chunk_*.wasm; do
  [ -f "$split" ] && check "$split" "$SPLIT_WASM_BUDGET"
done
printf '%-32s %9s        %8d gzip (main and every split module)\n' "all WASM" "" "$total"
check "$pkg/nestlink.js" "$JS_BUDGET"
for loader in "$pkg"/__wasm_split*.js; do
  [ -f "$loader" ] && check "$loader" "$JS_BUDGET"
done
exit $status

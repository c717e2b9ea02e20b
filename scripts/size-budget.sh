#!/usr/bin/env bash
# The size check: gzip sizes of the release site's WASM and JS against the
# budget, with their brotli sizes beside them (what browsers that ask for
# `br` are sent: the build precompresses every file). Builds nothing; run it
# after `make release`.
#
# The main module is what every page needs before it runs. Code that is only
# needed later (the inspector's forms, reading the advisor's answers) is split
# into modules fetched once the page runs; each has its own budget, and the
# total is printed so growth there shows too. File names carry content hashes
# (nestlink.<hash>.wasm); unhashed names are read too.
set -euo pipefail
cd "$(dirname "$0")/.."

# The budgets, in bytes after gzip -9. Raising one is a decision: say why in the commit.
# The main module's is 380,000 B (issue 33): room for the features to come.
# It was 400 KiB, and the module near it, until the app stopped carrying a
# router (348 KB since; every page is a full page load).
readonly WASM_BUDGET=380000
# A split module's budget is 104 KiB: the largest, the one the split modules
# share (the advice panel, the inspector's questions, the model's check and
# the live link), now also holds the code that writes their words in the
# reader's language (issue 32); issue 33 asks for fewer, larger modules.
readonly SPLIT_WASM_BUDGET=$((104 * 1024))
readonly JS_BUDGET=$((20 * 1024))

pkg=target/site/pkg
status=0
total=0
total_br=0

# Brotli at its best quality, as the build's precompression does it.
brotli_size() {
  node -e 'const fs = require("fs"), zlib = require("zlib");
    const out = zlib.brotliCompressSync(fs.readFileSync(process.argv[1]),
      { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    console.log(out.length);' "$1"
}

# The file matching a pattern (hashed or not), or nothing: the newest, when
# an earlier build's file is still beside this build's.
one() {
  local found=()
  for file in "$@"; do [ -f "$file" ] && found+=("$file"); done
  [ "${#found[@]}" -gt 0 ] && ls -t "${found[@]}" | head -n 1
  return 0
}

check() {
  local file=$1 budget=$2 label=$3
  if [ -z "$file" ] || [ ! -f "$file" ]; then
    echo "size check: $label is missing from $pkg; build the release site first (make release)." >&2
    status=1
    return
  fi
  local raw gz br
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  br=$(brotli_size "$file")
  case $file in *.wasm) total=$((total + gz)); total_br=$((total_br + br)) ;; esac
  local verdict=ok
  if [ "$gz" -gt "$budget" ]; then verdict="OVER BUDGET"; status=1; fi
  printf '%-48s %9d bytes, %8d gzip, %8d brotli (budget %d gzip): %s\n' \
    "${file#"$pkg"/}" "$raw" "$gz" "$br" "$budget" "$verdict"
}

main_wasm=$(one "$pkg"/nestlink.*.wasm "$pkg"/nestlink.wasm)
check "$main_wasm" "$WASM_BUDGET" "nestlink.wasm"
# The release build names the main module's imports short (scripts/short-import-names.mjs):
# their hashed names cost 5.3 KB of brotli in the module and its glue.
if [ -n "$main_wasm" ] && ! node --input-type=module -e '
    import { readFileSync } from "node:fs";
    import { hashedImportNames } from "./scripts/short-import-names.mjs";
    const hashed = hashedImportNames(readFileSync(process.argv[1]));
    console.log(`imports with hashed names in the main module: ${hashed.length}${hashed.length ? ` (${hashed.slice(0, 3).join(", ")}...): NOT SHORTENED` : ": ok"}`);
    process.exit(hashed.length ? 1 : 0);
  ' "$main_wasm"; then
  status=1
fi
# Core's float formatter (Grisu, Dragon, their tables: 8.5 KB brotli) stays
# out of the main module: the canvas writes numbers with decimal::Decimal.
# Its panic locations name its source files, so its bytes show it is there
# (an f64 written with `{}` or `{:.1}`, an attribute set to an f64,
# `f64::clamp`). The groups fetched together are checked below.
if [ -n "$main_wasm" ]; then
  if grep -q -a 'flt2dec' "$main_wasm"; then
    echo "core's float formatter in the main module: FOUND (write numbers with nestlink_core::decimal::Decimal)"
    status=1
  else
    echo "core's float formatter in the main module: none, ok"
  fi
fi
for split in "$pkg"/split_*.wasm "$pkg"/chunk_*.wasm; do
  [ -f "$split" ] && check "$split" "$SPLIT_WASM_BUDGET" "$split"
done
printf '%-48s %9s        %8d gzip, %8d brotli (main and every split module)\n' "all WASM" "" "$total" "$total_br"
# Issue 33: the modules a page fetches at once (scripts/release.sh's
# WASM_SPLIT_TOGETHER) fetch their shared code as one chunk per group, not
# as dozens of small requests.
together=$(sed -n 's/^export WASM_SPLIT_TOGETHER="\(.*\)"$/\1/p' scripts/release.sh)
manifest=$(one "$pkg"/__wasm_split_manifest*.json)
if [ -n "$together" ] && [ -n "$manifest" ]; then
  if ! node -e '
    const fs = require("fs");
    const [manifestFile, together, dir] = process.argv.slice(1);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
    const groups = together.split(";").map((g) => g.split(/[,\s]+/).filter(Boolean)).filter((g) => g.length);
    const named = (module, name) => module === name || new RegExp(`^${name}_\\d+$`).test(module);
    let ok = true;
    // A group listed earlier keeps its chunk (the splitter leaves it
    // apart): a later group may fetch that one too, beside its own.
    const earlier = new Set();
    for (const group of groups) {
      const missing = group.filter((name) => !Object.keys(manifest).some((m) => named(m, name)));
      if (missing.length) {
        ok = false;
        console.log(`fetched together: no split module named ${missing.join(", ")} in ${manifestFile}`);
      }
      const ours = Object.keys(manifest).filter((m) => group.some((name) => named(m, name)));
      const own = (m) => manifest[m].filter((f) => f.startsWith("chunk_") && !earlier.has(f));
      const chunks = new Set(ours.flatMap(own));
      const most = Math.max(0, ...ours.map((m) => own(m).length));
      ours.forEach((m) => own(m).forEach((f) => earlier.add(f)));
      // The size of each chunk is printed with the split modules above.
      const names = [...chunks].sort().map((chunk) => `${chunk}.wasm`);
      const verdict = most <= 1 ? "ok" : "MORE THAN ONE CHUNK";
      if (most > 1) ok = false;
      console.log(`fetched together (${group.join(", ")}): at most ${most} chunk a module, ${names.join(", ") || "none"}: ${verdict}`);
      // Nor is the float formatter in what a group fetches: a page fetches
      // the readers, or the modules of the first click, at once.
      const files = fs.readdirSync(dir).filter((f) => f.endsWith(".wasm") &&
        (names.includes(f) || ours.some((m) => f.startsWith(`split_${m}.`))));
      const formatter = files.filter((f) => fs.readFileSync(`${dir}/${f}`).includes("flt2dec"));
      if (formatter.length) ok = false;
      const found = formatter.length
        ? `${formatter.join(", ")}: FOUND (write numbers with nestlink_core::decimal)`
        : `none of its ${files.length} files, ok`;
      console.log(`fetched together (${group[0]}, ...): the float formatter of core in ${found}`);
    }
    process.exit(ok ? 0 : 1);
  ' "$manifest" "$together" "$pkg"; then
    status=1
  fi
else
  echo "size check: no WASM_SPLIT_TOGETHER in scripts/release.sh or no split manifest in $pkg" >&2
  status=1
fi
check "$(one "$pkg"/nestlink.*.js "$pkg"/nestlink.js)" "$JS_BUDGET" "nestlink.js"
for loader in "$pkg"/__wasm_split*.js; do
  [ -f "$loader" ] && check "$loader" "$JS_BUDGET" "$loader"
done
exit $status

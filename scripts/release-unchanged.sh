#!/usr/bin/env bash
# Run right after a release build (make test does): on the unchanged tree,
# scripts/release.sh must find nothing to do and say so within 10 seconds,
# or `make run` would not start serving at once (issue 33, point 4).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s%N)
out="$(scripts/release.sh)"
elapsed_ms=$(( ($(date +%s%N) - start) / 1000000 ))
echo "$out"
case "$out" in
  "release: up to date"*) ;;
  *) echo "release-unchanged: the unchanged tree was built again" >&2; exit 1 ;;
esac
if [ "$elapsed_ms" -ge 10000 ]; then
  echo "release-unchanged: ${elapsed_ms} ms, over 10 s" >&2
  exit 1
fi
echo "release-unchanged: nothing to build, found in ${elapsed_ms} ms"

#!/usr/bin/env bash
# make perf: starts the release server on a port of its own and runs the
# browser measurements against it (they print figures; nothing here fails
# on a number). Needs the release build and the test tools.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${NESTLINK_PERF_PORT:-3198}"
base="http://127.0.0.1:$port"
data_dir="$(mktemp -d /tmp/nestlink-perf.XXXXXX)"
RUST_LOG=warn ./target/release/nestlink --addr "127.0.0.1:$port" --data-dir "$data_dir" &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data_dir"' EXIT
for _ in $(seq 50); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.2; done

echo "== The editor on a 300-entity model"
(cd end2end && node perf/editor-perf.mjs "$base")
echo
echo "== The editor on an enterprise schema: 1,000 entities, 1,300 relationships"
(cd end2end && node perf/editor-perf.mjs "$base" 1000 1300)
echo
echo "== Opening the editor on a slow network"
(cd end2end && node perf/network-perf.mjs "$base")
echo
echo "== Opening the editor on a slow network, in Russian (only the reader's language travels)"
(cd end2end && node perf/network-perf.mjs "$base" ru)

# A shared model's page and a live session's, of the university example.
example="$(curl -sf "$base/api/v1/examples/university")"
shared="$(curl -sf -H 'Content-Type: application/json' -d "$example" "$base/api/v1/models" | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')"
session="$(curl -sf -H 'Content-Type: application/json' -d "$example" "$base/api/v1/sessions" | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')"
echo
echo "== Opening a shared model (/m/{id}) on a slow network"
(cd end2end && node perf/network-perf.mjs "$base" en-US "/m/$shared")
echo
echo "== Opening a live session (/s/{id}) on a slow network"
(cd end2end && node perf/network-perf.mjs "$base" en-US "/s/$session")

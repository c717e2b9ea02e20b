#!/usr/bin/env bash
# The API contract check: schemathesis (installed by `scripts/install-tools.sh
# test`) sends generated requests to every operation of the server's own
# OpenAPI document, with every check on, and fails on any finding: a body
# the document allows that the server refuses (or the reverse), an answer
# that does not match its documented schema, status or headers, a 5xx.
# Needs the release build (make release).
set -euo pipefail
cd "$(dirname "$0")/.."

st=scripts/tools/venv/bin/st
[ -x "$st" ] || { echo "schemathesis is missing: run 'scripts/install-tools.sh test'" >&2; exit 1; }
[ -x target/release/nestlink ] || { echo "no release build: run 'make release' first" >&2; exit 1; }

port="${NESTLINK_CONTRACT_PORT:-3196}"
data_dir="$(mktemp -d /tmp/nestlink-contract.XXXXXX)"
# Every request comes from 127.0.0.1: the per-client link limit is off here.
# Shared models go to SQLite in the scratch directory, never to a database
# the caller's DATABASE_URL names (an empty one would still count as set).
RUST_LOG=warn NESTLINK_SHARE_LINKS_PER_MINUTE=0 env -u DATABASE_URL ./target/release/nestlink \
  --addr "127.0.0.1:$port" --data-dir "$data_dir" &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data_dir"' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.1; done

cd scripts/api-contract
"../../$st" run "http://127.0.0.1:$port/api/openapi.json" --checks all

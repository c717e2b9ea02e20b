#!/usr/bin/env bash
# make perf: starts the release server on a port of its own and runs the
# browser measurements against it (they print figures; nothing here fails
# on a number). The slow-network pages are measured twice: straight from
# the server over HTTP/1.1 (as `make run` serves them), and behind the
# documented production proxy, deploy/Caddyfile (HTTPS and HTTP/2), where
# Caddy starts (scripts/install-tools.sh test unpacks it). Needs the release
# build and the test tools.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${NESTLINK_PERF_PORT:-3198}"
proxy_port="${NESTLINK_PERF_PROXY_PORT:-3199}"
base="http://127.0.0.1:$port"
data_dir="$(mktemp -d /tmp/nestlink-perf.XXXXXX)"
RUST_LOG=warn ./target/release/nestlink --addr "127.0.0.1:$port" --data-dir "$data_dir" &
server=$!
proxy=
trap 'kill $server $proxy 2>/dev/null || true; rm -rf "$data_dir"' EXIT
for _ in $(seq 50); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.2; done

echo "== The editor on a 300-entity model"
(cd end2end && node perf/editor-perf.mjs "$base")
echo
echo "== The editor on an enterprise schema: 1,000 entities, 1,300 relationships"
(cd end2end && node perf/editor-perf.mjs "$base" 1000 1300)

# A shared model's page and a live session's, of the university example.
example="$(curl -sf "$base/api/v1/examples/university")"
shared="$(curl -sf -H 'Content-Type: application/json' -d "$example" "$base/api/v1/models" | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')"
session="$(curl -sf -H 'Content-Type: application/json' -d "$example" "$base/api/v1/sessions" | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')"

# The four pages on the slow network, from the origin $1 ($2 says how).
slow_network() {
  local origin=$1 how=$2
  echo
  echo "== Opening the editor on a slow network, $how"
  (cd end2end && node perf/network-perf.mjs "$origin")
  echo
  echo "== Opening the editor on a slow network, in Russian (only the reader's language travels), $how"
  (cd end2end && node perf/network-perf.mjs "$origin" ru)
  echo
  echo "== Opening a shared model (/m/{id}) on a slow network, $how"
  (cd end2end && node perf/network-perf.mjs "$origin" en-US "/m/$shared")
  echo
  echo "== Opening a live session (/s/{id}) on a slow network, $how"
  (cd end2end && node perf/network-perf.mjs "$origin" en-US "/s/$session")
}

slow_network "$base" "straight from the server (HTTP/1.1)"
mkdir -p "$data_dir/caddy"
if proxy="$(scripts/caddy-front.sh "127.0.0.1:$port" "$proxy_port" "$data_dir/caddy")"; then
  slow_network "https://127.0.0.1:$proxy_port" "behind deploy/Caddyfile (HTTPS, HTTP/2)"
else
  echo
  echo "== Skipped the pages behind deploy/Caddyfile: Caddy did not start (above)"
fi

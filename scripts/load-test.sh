#!/usr/bin/env bash
# Load on loopback, as issues 7 and 12 ask: GET /m/{id} and POST /api/v1/analyze
# (the university model) must each sustain at least half the request rate of
# GET /api/health on the same server in the same run, with no errors at 256
# concurrent connections. Prints the three rates and the ratios; exits
# non-zero when a target is missed. Needs the release build (make release).
set -euo pipefail
cd "$(dirname "$0")/.."

connections="${NESTLINK_LOAD_CONNECTIONS:-256}"
seconds="${NESTLINK_LOAD_SECONDS:-10}"
port="${NESTLINK_LOAD_PORT:-3197}"
base="http://127.0.0.1:$port"

if ! command -v wrk >/dev/null 2>&1; then
  echo "==> installing Debian's wrk"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  { "${sudo_cmd[@]}" apt-get update && "${sudo_cmd[@]}" apt-get install -y wrk; } \
    || { echo "could not install wrk; run 'apt-get install -y wrk' as root" >&2; exit 1; }
fi
[ -x target/release/nestlink ] || { echo "no release build: run 'make release' first" >&2; exit 1; }
# 1,000 connections need as many descriptors in wrk and in the server.
ulimit -n 4096 2>/dev/null || true
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt 2200 ]; then
  echo "load-test: the open-file limit is $(ulimit -n); the overload run needs 2200 or more (ulimit -n 4096)" >&2
  exit 1
fi

data_dir="$(mktemp -d /tmp/nestlink-load.XXXXXX)"
# Every request comes from 127.0.0.1: the per-client link limit is off here.
RUST_LOG=warn NESTLINK_SHARE_LINKS_PER_MINUTE=0 ./target/release/nestlink \
  --addr "127.0.0.1:$port" --data-dir "$data_dir" &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data_dir"' EXIT
for _ in $(seq 100); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.1; done
# The university model, as the gallery serves it (server/examples/university.json).
model="$data_dir/university.json"
curl -sf "$base/api/v1/examples/university" > "$model" \
  || { echo "load-test: the university example could not be read" >&2; exit 1; }

id="$(curl -sf -H 'Content-Type: application/json' --data-binary "@$model" "$base/api/v1/models" \
  | sed -n 's/.*"id"[[:space:]]*:[[:space:]]*"\([A-Za-z0-9_-]*\)".*/\1/p')"
[ -n "$id" ] || { echo "load-test: sharing the model gave no id" >&2; exit 1; }

run() { # label, url, [body file]
  NESTLINK_LOAD_BODY="${3:-}" NESTLINK_LOAD_VARY="${NESTLINK_LOAD_VARY:-0}" wrk -t2 -c"$connections" -d"${seconds}s" --timeout 5s \
    -s scripts/load/report.lua "$2" | tail -n 1
}
health="$(run health "$base/api/health")"
shared="$(run shared "$base/m/$id")"
analyze="$(run analyze "$base/api/v1/analyze" "$model")"
# For information: every body different, so the analysis cache never answers.
fresh="$(NESTLINK_LOAD_VARY=1 run fresh "$base/api/v1/analyze" "$model")"

# Overload: 1,000 connections post a 300-entity model, new each time, while
# a few others check health. The server must shed what it cannot do in time
# (503 overloaded, with Retry-After) and stay responsive.
big_model="$data_dir/big-model.json"
node end2end/perf/big-model.mjs > "$big_model"
overload_connections="${NESTLINK_OVERLOAD_CONNECTIONS:-1000}"
NESTLINK_LOAD_BODY="$big_model" wrk -t2 -c"$overload_connections" -d"${seconds}s" --timeout 10s \
  -s scripts/load/overload.lua "$base/api/v1/analyze" > "$data_dir/overload.out" &
flood=$!
sleep 1
health_seconds=$((seconds > 3 ? seconds - 2 : 1))
during="$(wrk -t1 -c8 -d"${health_seconds}s" --timeout 5s -s scripts/load/report.lua "$base/api/health" | tail -n 1)"
wait "$flood"
overload="$(tail -n 1 "$data_dir/overload.out")"

awk '
# A number from one line of scripts/load/report.lua; stops the script when
# the line is not such a report (wrk failed).
function num(run, key, label) {
  if (!match(run, "\"" key "\":-?[0-9.]+")) {
    print "load-test: no " key " in the report of " label ": " run > "/dev/stderr"
    exit 1
  }
  return substr(run, RSTART + length(key) + 3, RLENGTH - length(key) - 3) + 0
}
function errors(run, label) {
  return num(run, "socket_errors", label) + num(run, "http_errors", label)
}
BEGIN {
  connections = ARGV[1]; health = ARGV[2]; shared = ARGV[3]; analyze = ARGV[4]; fresh = ARGV[5]
  during = ARGV[6]; overload = ARGV[7]; flood = ARGV[8]
  ok = 1
  printf "%s connections, loopback, one server:\n", connections
  names[1] = "GET /api/health"; runs[1] = health
  names[2] = "GET /m/{id}"; runs[2] = shared
  names[3] = "POST /api/v1/analyze (university)"; runs[3] = analyze
  for (i = 1; i <= 3; i++) {
    e = errors(runs[i], names[i])
    if (e != 0) ok = 0
    printf "  %-36s %10.1f req/s  p99 %8.2f ms  errors %d\n", names[i], num(runs[i], "rps", names[i]), num(runs[i], "p99_ms", names[i]), e
  }
  health_rps = num(health, "rps", "health")
  names[2] = "GET /m/{id}"; names[3] = "POST /api/v1/analyze"
  for (i = 2; i <= 3; i++) {
    ratio = health_rps ? num(runs[i], "rps", names[i]) / health_rps : 0
    if (ratio < 0.5) ok = 0
    printf "  %s / health = %.2f (target >= 0.50)\n", names[i], ratio
  }
  printf "  for information, POST /api/v1/analyze with a new model each time (no cache): %.1f req/s, p99 %.2f ms, errors %d\n", num(fresh, "rps", "fresh"), num(fresh, "p99_ms", "fresh"), errors(fresh, "fresh")
  printf "%s connections posting a 300-entity model, new each time, for the same seconds:\n", flood
  printf "  answers: %d analyses, %d shed (503 overloaded), %d wrong, %d socket errors (target: 0 wrong)\n", num(overload, "analyses", "overload"), num(overload, "overloaded", "overload"), num(overload, "wrong", "overload"), num(overload, "socket_errors", "overload")
  if (num(overload, "wrong", "overload") != 0 || num(overload, "analyses", "overload") == 0) ok = 0
  p99 = num(during, "p99_ms", "health during overload")
  if (p99 >= 50 || errors(during, "health during overload") != 0) ok = 0
  printf "  GET /api/health meanwhile: %.1f req/s, p99 %.2f ms (target < 50), errors %d\n", num(during, "rps", "health during overload"), p99, errors(during, "health during overload")
  print(ok ? "load targets met" : "LOAD TARGETS MISSED")
  exit(ok ? 0 : 1)
}' "$connections" "$health" "$shared" "$analyze" "$fresh" "$during" "$overload" "$overload_connections"

#!/usr/bin/env bash
# Load on loopback, as issue 7 asks: GET /m/{id} and POST /api/v1/analyze
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
model="server/tests/cases/university.json"

if ! command -v wrk >/dev/null 2>&1; then
  echo "==> installing Debian's wrk"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  { "${sudo_cmd[@]}" apt-get update && "${sudo_cmd[@]}" apt-get install -y wrk; } \
    || { echo "could not install wrk; run 'apt-get install -y wrk' as root" >&2; exit 1; }
fi
[ -x target/release/nestlink ] || { echo "no release build: run 'make release' first" >&2; exit 1; }
ulimit -n 4096 2>/dev/null || true

data_dir="$(mktemp -d /tmp/nestlink-load.XXXXXX)"
# Every request comes from 127.0.0.1: the per-client link limit is off here.
RUST_LOG=warn NESTLINK_SHARE_LINKS_PER_MINUTE=0 ./target/release/nestlink \
  --addr "127.0.0.1:$port" --data-dir "$data_dir" &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data_dir"' EXIT
for _ in $(seq 100); do curl -sf "$base/api/health" >/dev/null && break; sleep 0.1; done

id="$(curl -sf -H 'Content-Type: application/json' --data-binary "@$model" "$base/api/v1/models" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')"

run() { # label, url, [body file]
  NESTLINK_LOAD_BODY="${3:-}" NESTLINK_LOAD_VARY="${NESTLINK_LOAD_VARY:-0}" wrk -t2 -c"$connections" -d"${seconds}s" --timeout 5s \
    -s scripts/load/report.lua "$2" | tail -n 1
}
health="$(run health "$base/api/health")"
shared="$(run shared "$base/m/$id")"
analyze="$(run analyze "$base/api/v1/analyze" "$model")"
# For information: every body different, so the analysis cache never answers.
fresh="$(NESTLINK_LOAD_VARY=1 run fresh "$base/api/v1/analyze" "$model")"

python3 - "$connections" "$health" "$shared" "$analyze" "$fresh" <<'PY'
import json, sys
connections = sys.argv[1]
health, shared, analyze, fresh = (json.loads(a) for a in sys.argv[2:6])
ok = True
print(f"{connections} connections, loopback, one server:")
for name, r in [("GET /api/health", health), ("GET /m/{id}", shared), ("POST /api/v1/analyze (university)", analyze)]:
    errors = r["socket_errors"] + r["http_errors"]
    ok &= errors == 0
    print(f"  {name:36} {r['rps']:10.1f} req/s  p99 {r['p99_ms']:8.2f} ms  errors {errors}")
for name, r in [("GET /m/{id}", shared), ("POST /api/v1/analyze", analyze)]:
    ratio = r["rps"] / health["rps"] if health["rps"] else 0.0
    ok &= ratio >= 0.5
    print(f"  {name} / health = {ratio:.2f} (target >= 0.50)")
print(f"  for information, POST /api/v1/analyze with a new model each time (no cache): "
      f"{fresh['rps']:.1f} req/s, p99 {fresh['p99_ms']:.2f} ms, errors {fresh['socket_errors'] + fresh['http_errors']}")
print("load targets met" if ok else "LOAD TARGETS MISSED")
sys.exit(0 if ok else 1)
PY

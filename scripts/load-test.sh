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
  | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).id))')"

run() { # label, url, [body file]
  NESTLINK_LOAD_BODY="${3:-}" NESTLINK_LOAD_VARY="${NESTLINK_LOAD_VARY:-0}" wrk -t2 -c"$connections" -d"${seconds}s" --timeout 5s \
    -s scripts/load/report.lua "$2" | tail -n 1
}
health="$(run health "$base/api/health")"
shared="$(run shared "$base/m/$id")"
analyze="$(run analyze "$base/api/v1/analyze" "$model")"
# For information: every body different, so the analysis cache never answers.
fresh="$(NESTLINK_LOAD_VARY=1 run fresh "$base/api/v1/analyze" "$model")"

node - "$connections" "$health" "$shared" "$analyze" "$fresh" <<'JS'
const [connections, ...runs] = process.argv.slice(2);
const [health, shared, analyze, fresh] = runs.map((run) => JSON.parse(run));
const errors = (r) => r.socket_errors + r.http_errors;
let ok = true;
console.log(`${connections} connections, loopback, one server:`);
for (const [name, r] of [['GET /api/health', health], ['GET /m/{id}', shared], ['POST /api/v1/analyze (university)', analyze]]) {
  ok &&= errors(r) === 0;
  console.log(`  ${name.padEnd(36)} ${r.rps.toFixed(1).padStart(10)} req/s  p99 ${r.p99_ms.toFixed(2).padStart(8)} ms  errors ${errors(r)}`);
}
for (const [name, r] of [['GET /m/{id}', shared], ['POST /api/v1/analyze', analyze]]) {
  const ratio = health.rps ? r.rps / health.rps : 0;
  ok &&= ratio >= 0.5;
  console.log(`  ${name} / health = ${ratio.toFixed(2)} (target >= 0.50)`);
}
console.log(`  for information, POST /api/v1/analyze with a new model each time (no cache): ${fresh.rps.toFixed(1)} req/s, p99 ${fresh.p99_ms.toFixed(2)} ms, errors ${errors(fresh)}`);
console.log(ok ? 'load targets met' : 'LOAD TARGETS MISSED');
process.exit(ok ? 0 : 1);
JS

#!/usr/bin/env bash
# Runs deploy/Caddyfile, the documented production proxy, in front of a
# local Nestlink: HTTPS on 127.0.0.1 with a certificate from Caddy's own
# local authority (not installed anywhere: browsers here are told to accept
# it), HTTP/2 to the browser. For `make perf` and the deployment check.
# Usage: scripts/caddy-front.sh UPSTREAM PORT DIR
#   UPSTREAM  the server, e.g. 127.0.0.1:3198
#   PORT      where Caddy listens for HTTPS
#   DIR       a scratch directory for its state (removed by the caller)
# Prints Caddy's process id once https://127.0.0.1:PORT answers; fails with
# a reason when it does not.
set -euo pipefail
cd "$(dirname "$0")/.."

upstream=$1 port=$2 dir=$3
# The one scripts/install-tools.sh unpacks, else one on the PATH.
caddy=scripts/tools/caddy/usr/bin/caddy
[ -x "$caddy" ] || caddy="$(command -v caddy)" \
  || { echo "caddy-front: no caddy: run scripts/install-tools.sh test (or apt-get install caddy)" >&2; exit 1; }
cat >"$dir/Caddyfile" <<CADDY
{
	admin off
	skip_install_trust
	local_certs
	auto_https disable_redirects
	storage file_system $dir/state
}
import $PWD/deploy/Caddyfile
CADDY
NESTLINK_SITE="https://127.0.0.1:$port" NESTLINK_UPSTREAM="$upstream" HOME="$dir" \
  "$caddy" run --config "$dir/Caddyfile" --adapter caddyfile >"$dir/caddy.log" 2>&1 &
pid=$!
for _ in $(seq 100); do
  if curl -sfk "https://127.0.0.1:$port/api/health" >/dev/null; then
    echo "$pid"
    exit 0
  fi
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.1
done
kill "$pid" 2>/dev/null || true
echo "caddy-front: Caddy did not answer on https://127.0.0.1:$port; its log:" >&2
cat "$dir/caddy.log" >&2
exit 1

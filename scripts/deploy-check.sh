#!/usr/bin/env bash
# The deployment check (make test, after the release build): the files in
# deploy/ and docs/deploy.md still fit the server.
#   1. docs/deploy.md's settings table names exactly the environment
#      variables `nestlink --help` lists (and the ones the site needs).
#   2. systemd-analyze verifies deploy/nestlink.service, with its ExecStart
#      pointed at this build's binary.
#   3. Where a Docker engine answers, deploy/Dockerfile builds and the image
#      serves /api/health; where none does, says so and skips.
#   4. deploy/Caddyfile, run in front of the release server (Caddy unpacked
#      by scripts/install-tools.sh test), answers over HTTPS and HTTP/2 and
#      passes the server's compressed files through; skipped, with the
#      reason, where Caddy does not start.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=target/release/nestlink
[ -x "$binary" ] || { echo "deploy-check: no release build: run 'make release' first" >&2; exit 1; }
status=0

# 1. The settings table.
listed="$(sed -n 's/^| `\([A-Z_]*\)` |.*/\1/p' docs/deploy.md | sort -u)"
served="$( ( "$binary" --help | sed -n 's/.*\[env: \([A-Z_]*\)=.*/\1/p'; printf '%s\n' LEPTOS_SITE_ROOT RUST_LOG ) | sort -u)"
if [ "$listed" = "$served" ]; then
  echo "deploy-check: docs/deploy.md lists every setting: $(echo $served)"
else
  echo "deploy-check: docs/deploy.md's settings differ from the server's:" >&2
  diff <(echo "$listed") <(echo "$served") >&2 || true
  status=1
fi

# 2. The systemd unit.
if command -v systemd-analyze >/dev/null; then
  unit_dir="$(mktemp -d)"
  sed "s#^ExecStart=/opt/nestlink/nestlink#ExecStart=$PWD/$binary#" deploy/nestlink.service >"$unit_dir/nestlink.service"
  if out="$(systemd-analyze verify "$unit_dir/nestlink.service" 2>&1)" && [ -z "$out" ]; then
    echo "deploy-check: systemd-analyze verifies deploy/nestlink.service"
  else
    echo "deploy-check: systemd-analyze finds fault with deploy/nestlink.service:" >&2
    echo "$out" >&2
    status=1
  fi
else
  echo "deploy-check: skipped the systemd unit: systemd-analyze is not installed"
fi

# 3. The image.
if docker info >/dev/null 2>&1; then
  docker build -q -f deploy/Dockerfile -t nestlink-deploy-check . >/dev/null
  container="$(docker run -d -p 127.0.0.1::3000 nestlink-deploy-check)"
  port="$(docker port "$container" 3000/tcp | head -n1 | sed 's/.*://')"
  ok=no
  for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && { ok=yes; break; }; sleep 0.2; done
  docker rm -f "$container" >/dev/null
  if [ "$ok" = yes ]; then echo "deploy-check: the image builds and answers /api/health"; else echo "deploy-check: the image does not answer /api/health" >&2; status=1; fi
else
  echo "deploy-check: skipped building deploy/Dockerfile: no Docker engine answers here ('docker info' fails)"
fi
# 4. The proxy.
scratch="$(mktemp -d /tmp/nestlink-deploy.XXXXXX)"
server_port="${NESTLINK_DEPLOY_CHECK_PORT:-3197}"
proxy_port="${NESTLINK_DEPLOY_CHECK_PROXY_PORT:-3196}"
RUST_LOG=warn "$binary" --addr "127.0.0.1:$server_port" --data-dir "$scratch" &
server=$!
proxy=
trap 'kill $server $proxy 2>/dev/null || true; rm -rf "$scratch" ${unit_dir:+"$unit_dir"}' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$server_port/api/health" >/dev/null && break; sleep 0.2; done
mkdir -p "$scratch/caddy"
if proxy="$(scripts/caddy-front.sh "127.0.0.1:$server_port" "$proxy_port" "$scratch/caddy" 2>"$scratch/caddy-front.err")"; then
  origin="https://127.0.0.1:$proxy_port"
  health="$(curl -sk --http2 -w ' %{http_version}' "$origin/api/health")"
  # The editor's page names its main module; the proxy must hand over the
  # server's brotli copy as it is.
  module="$(curl -sk "$origin/editor" | grep -o '/pkg/nestlink\.[A-Za-z0-9_-]*\.wasm' | head -n1)"
  encoding="$(curl -sk --http2 -H 'Accept-Encoding: br' -o /dev/null -D - "$origin$module" | tr -d '\r' | sed -n 's/^content-encoding: //Ip')"
  if [ "$health" = '{"status":"ok"} 2' ] && [ -n "$module" ] && [ "$encoding" = br ]; then
    echo "deploy-check: deploy/Caddyfile serves /api/health over HTTP/2 and $module as brotli"
  else
    echo "deploy-check: deploy/Caddyfile in front of the server: /api/health gave '$health', the editor's module '${module:-none}' came as '${encoding:-uncompressed}'" >&2
    status=1
  fi
else
  echo "deploy-check: skipped deploy/Caddyfile: $(tail -n1 "$scratch/caddy-front.err")"
fi
exit "$status"

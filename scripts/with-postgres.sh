#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on a loopback port, its
# URL in NESTLINK_TEST_DATABASE_URL; the server and its files go away after.
# Usage: scripts/with-postgres.sh cargo test --workspace
set -euo pipefail

# Debian keeps the server programs out of PATH, under /usr/lib/postgresql.
bin_dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)"
if [ -z "$bin_dir" ] && command -v initdb >/dev/null 2>&1; then
  bin_dir="$(dirname "$(command -v initdb)")"
fi
[ -x "$bin_dir/initdb" ] || { echo "with-postgres: initdb not found; run scripts/install-tools.sh test" >&2; exit 1; }

# A free loopback port, so runs side by side (or a stale server) never clash:
# the first one nothing answers on, from a random point in a high range.
# Pure bash (/dev/tcp): nothing else need be installed.
free_port() {
  local start=$((20000 + RANDOM % 30000)) p
  for ((p = start; p < start + 2000; p++)); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
      echo "$p"
      return 0
    fi
  done
  return 1
}
port="${NESTLINK_TEST_PG_PORT:-}"
if [ -z "$port" ]; then
  port="$(free_port)" || { echo "with-postgres: no free loopback port found" >&2; exit 1; }
fi
dir="$(mktemp -d /tmp/nestlink-pg.XXXXXX)"
# PostgreSQL refuses to run as root: as root, run it as the postgres user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || { echo "with-postgres: no 'postgres' user to run the server as" >&2; exit 1; }
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
stop() {
  "${as_owner[@]}" "$bin_dir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$bin_dir/initdb" -D "$dir/data" -U nestlink --auth=trust -E UTF8 >/dev/null
"${as_owner[@]}" "$bin_dir/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >/dev/null \
  || { cat "$dir/log" >&2; exit 1; }
"${as_owner[@]}" "$bin_dir/createdb" -h 127.0.0.1 -p "$port" -U nestlink nestlink

export NESTLINK_TEST_DATABASE_URL="postgres://nestlink@127.0.0.1:$port/nestlink"
echo "with-postgres: PostgreSQL on 127.0.0.1:$port for: $*"
"$@"

#!/usr/bin/env bash
# Installs what building Nestlink needs, skipping whatever is already there in
# the right version. Usage: scripts/install-tools.sh [build|test]
#   build: the wasm32 target, cargo-leptos, wasm-bindgen, wasm-opt (binaryen)
#   test:  all of the above, plus Debian's Chromium and PostgreSQL, Caddy
#          (unpacked, not installed), schemathesis (PyPI) and the end2end npm
#          packages
set -euo pipefail

cd "$(dirname "$0")/.."
readonly CARGO_LEPTOS_VERSION=0.3.10
# The version of scripts/tools/cargo-leptos: cargo-leptos's, with build
# metadata naming the splitter's patch (vendor/README.md).
readonly CARGO_LEPTOS_TOOL_VERSION=0.3.10+together-apart
readonly BINARYEN_VERSION=132
what="${1:-build}"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
die() { printf '\033[31merror:\033[0m %s\n' "$*" >&2; exit 1; }

command -v cargo >/dev/null || die "cargo is missing: install Rust with rustup (https://rustup.rs) and run this again."
command -v npm >/dev/null || die "npm is missing: install Node.js and npm (Debian: apt-get install nodejs npm) and run this again."
export PATH="$HOME/.cargo/bin:$PATH"

# The WASM target.
if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "wasm32-unknown-unknown target: present"
else
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown || die "rustup could not add wasm32-unknown-unknown; add it by hand."
fi

# cargo-leptos, built without its binary downloads (tools come from PATH),
# from scripts/tools/cargo-leptos: the same cargo-leptos with a newer WASM
# splitter (its Cargo.toml says why). A cargo-leptos installed from
# crates.io is replaced.
if cargo install --list 2>/dev/null | grep -q "^nestlink-cargo-leptos v$CARGO_LEPTOS_TOOL_VERSION "; then
  say "cargo-leptos $CARGO_LEPTOS_VERSION (scripts/tools/cargo-leptos): present"
else
  say "installing cargo-leptos $CARGO_LEPTOS_VERSION from scripts/tools/cargo-leptos (about 15 minutes on 2 cores)"
  cargo install --path scripts/tools/cargo-leptos --locked --force \
    || die "cargo install cargo-leptos failed; see the messages above."
fi

# wasm-bindgen's CLI must match the library version in Cargo.lock exactly.
bindgen_version="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)"
[ -n "$bindgen_version" ] || die "cannot read the wasm-bindgen version from Cargo.lock."
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" = "$bindgen_version" ]; then
  say "wasm-bindgen $bindgen_version: present"
else
  # Not --locked: the CLI's own lockfile pins a crate the registry no longer has.
  say "installing wasm-bindgen-cli $bindgen_version"
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force \
    || die "cargo install wasm-bindgen-cli $bindgen_version failed; see the messages above."
fi

# wasm-opt for release builds, from npm's binaryen (pinned in scripts/tools).
wasm_opt=scripts/tools/node_modules/.bin/wasm-opt
if [ -x "$wasm_opt" ] && "$wasm_opt" --version 2>/dev/null | grep -q "version $BINARYEN_VERSION"; then
  say "wasm-opt $BINARYEN_VERSION: present"
else
  say "installing binaryen $BINARYEN_VERSION (wasm-opt) from npm"
  npm ci --prefix scripts/tools --no-audit --no-fund || die "npm could not install binaryen; see above."
fi

[ "$what" = "test" ] || exit 0

# Installs a Debian package (as root, or with sudo).
apt_install() {
  say "installing Debian's $1"
  local sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  { "${sudo_cmd[@]}" apt-get update && "${sudo_cmd[@]}" apt-get install -y "$1"; } \
    || die "could not install $1; run 'apt-get install -y $1' as root and try again."
}

# Debian's Chromium for the browser tests (Playwright cannot download one here).
if [ -x /usr/bin/chromium ]; then
  say "chromium: present ($(/usr/bin/chromium --version 2>/dev/null || echo 'version unknown'))"
else
  apt_install chromium
fi

# A font with Chinese characters, so the browser tests lay out and picture
# the Chinese pages as a reader sees them, not as empty boxes.
if [ -f /usr/share/fonts/truetype/wqy/wqy-zenhei.ttc ]; then
  say "fonts-wqy-zenhei: present"
else
  apt_install fonts-wqy-zenhei
fi

# PostgreSQL, for the storage tests against a real server (started by
# scripts/with-postgres.sh for the test run only).
if command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  say "postgresql: present"
else
  apt_install postgresql
fi

# Caddy, the documented reverse proxy (deploy/Caddyfile), for the deployment
# check and `make perf`: Debian's package unpacked into scripts/tools/caddy,
# not installed, so no web server is started or left running on this machine.
caddy=scripts/tools/caddy/usr/bin/caddy
if [ -x "$caddy" ]; then
  say "caddy (scripts/tools/caddy): present ($("$caddy" version 2>/dev/null | awk '{print $1}'))"
else
  say "unpacking Debian's caddy into scripts/tools/caddy"
  download="$(mktemp -d)"
  if ! (cd "$download" && apt-get download caddy 2>/dev/null); then
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update >/dev/null || true
    (cd "$download" && apt-get download caddy) || die "could not download Debian's caddy; run 'apt-get update' as root and try again."
  fi
  rm -rf scripts/tools/caddy
  dpkg-deb -x "$download"/caddy_*.deb scripts/tools/caddy || die "could not unpack Debian's caddy package."
  rm -rf "$download"
fi

# schemathesis, for the API contract check (scripts/api-contract.sh), in a
# virtual environment of its own, pinned.
readonly SCHEMATHESIS_VERSION=4.32.5
venv=scripts/tools/venv
if [ -x "$venv/bin/st" ] && "$venv/bin/pip" show schemathesis 2>/dev/null | grep -qx "Version: $SCHEMATHESIS_VERSION"; then
  say "schemathesis $SCHEMATHESIS_VERSION: present"
else
  say "installing schemathesis $SCHEMATHESIS_VERSION from PyPI"
  command -v python3 >/dev/null || die "python3 is missing: install Python 3.11 or newer and run this again."
  # Debian's own python3 makes virtual environments only with python3-venv.
  python3 -c 'import ensurepip' 2>/dev/null || apt_install python3-venv
  python3 -m venv --clear "$venv" \
    || die "python3 could not make a virtual environment (Debian: apt-get install python3-venv)."
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" \
    || die "pip could not install schemathesis; see above."
fi

# The end2end npm packages, from the committed lockfile; reinstalled only when it changes.
stamp=end2end/node_modules/.nestlink-lock-sha256
lock_sum="$(sha256sum end2end/package-lock.json | awk '{print $1}')"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$lock_sum" ]; then
  say "end2end npm packages: present"
else
  say "installing the end2end npm packages"
  (cd end2end && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund) \
    || die "npm ci in end2end failed; see above."
  echo "$lock_sum" > "$stamp"
fi

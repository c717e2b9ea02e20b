# Nestlink's two commands. Both install what is missing first (see
# scripts/install-tools.sh), so they work on a fresh Debian machine.
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/scripts/tools/node_modules/.bin:$(PATH)

.PHONY: run test tools test-tools release reproducible release-unchanged check lint unit-tests size deploy-check api-contract end2end perf load live-load

## make run: build the release site and serve it on http://127.0.0.1:3000
run: tools release
	./target/release/nestlink

## make test: formatting, clippy (both feature sets), Rust tests, size budget,
## the API contract (schemathesis), browser tests
test: test-tools check

tools:
	scripts/install-tools.sh build

test-tools:
	scripts/install-tools.sh test

# --precompress writes a .br and a .gz beside every site file (best ratio,
# once per build), which the server sends to browsers that take them; then
# the main module and its split loader are named by their final content.
# Skipped when nothing the build reads changed (scripts/release.sh).
release:
	scripts/release.sh

# A second front-end build from the same compile gives the same site, byte
# for byte, under the same names.
reproducible:
	scripts/reproducible.sh

# A second release on the unchanged tree is skipped, and quickly: what
# makes `make run` serve at once.
release-unchanged:
	scripts/release-unchanged.sh

check: lint unit-tests release reproducible release-unchanged size deploy-check api-contract end2end

lint:
	python3 scripts/structure.py
	cargo fmt --all --check
	cargo clippy --workspace --all-targets --locked -- -D warnings
	cargo clippy -p app --lib --features hydrate --target wasm32-unknown-unknown --locked -- -D warnings

unit-tests:
	scripts/with-postgres.sh cargo test --workspace --locked

size:
	scripts/size-budget.sh

# deploy/ and docs/deploy.md against the release server: its settings, the
# systemd unit, and the image where a Docker engine runs.
deploy-check:
	scripts/deploy-check.sh

# schemathesis against the release server: the OpenAPI document and the server agree.
api-contract:
	scripts/api-contract.sh

end2end:
	cd end2end && npx playwright test

## make perf: editor frame times and open time on models of 300 and 1,000 entities, and
## bytes and first working click on a throttled network (prints figures)
perf: test-tools release
	scripts/perf.sh

## make live-load: 2,000 WebSocket clients in 20 live sessions, each owner
## making 5 edits a second: the fan-out latency and anything lost (prints figures)
live-load: tools release
	ulimit -n 8192 2>/dev/null || { echo "live-load: 2,000 clients need 8192 open files; raise the hard limit (ulimit -Hn)" >&2; exit 1; }; \
	cargo run --release --locked -p nestlink --example live_load

## make load: request rates at 256 connections, and their ratios (prints figures)
load: tools release
	scripts/load-test.sh

# Nestlink's two commands. Both install what is missing first (see
# scripts/install-tools.sh), so they work on a fresh Debian machine.
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/scripts/tools/node_modules/.bin:$(PATH)

.PHONY: run test tools test-tools release check lint unit-tests size end2end perf load

## make run: build the release site and serve it on http://127.0.0.1:3000
run: tools release
	./target/release/nestlink

## make test: formatting, clippy (both feature sets), Rust tests, size budget, browser tests
test: test-tools check

tools:
	scripts/install-tools.sh build

test-tools:
	scripts/install-tools.sh test

release:
	cargo leptos build --release --split

check: lint unit-tests release size end2end

lint:
	cargo fmt --all --check
	cargo clippy --workspace --all-targets --locked -- -D warnings
	cargo clippy -p app --lib --features hydrate --target wasm32-unknown-unknown --locked -- -D warnings

unit-tests:
	scripts/with-postgres.sh cargo test --workspace --locked

size:
	scripts/size-budget.sh

end2end:
	cd end2end && npx playwright test

## make perf: editor frame times and open time on a 300-entity model (prints figures)
perf: test-tools release
	RUST_LOG=warn ./target/release/nestlink --addr 127.0.0.1:3198 --data-dir target/perf-data & server=$$!; \
	  trap 'kill $$server' EXIT; \
	  for i in $$(seq 50); do curl -sf http://127.0.0.1:3198/api/health >/dev/null && break; sleep 0.2; done; \
	  node end2end/perf/editor-perf.mjs http://127.0.0.1:3198

## make load: request rates at 256 connections, and their ratios (prints figures)
load: tools release
	scripts/load-test.sh

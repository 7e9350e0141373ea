# The two commands of the README. Each installs what it needs on a fresh clone.
.PHONY: start test install build bench

install: node_modules/.package-lock.json

node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund

build: install
	npm run build

# Starts the whole product: local auth backend, mail catcher and the app, on one origin.
start: build
	npx presupuesto serve

# Runs every test: types, lint, unit, integration and end-to-end in headless Chromium.
test: install
	bash scripts/ensure-system-packages.sh
	npm run typecheck
	npm run lint
	npx tsx scripts/run-tests.ts

bench: install
	npm run bench

# The two commands of the README. Each installs what it needs on a fresh clone.
.PHONY: start test install build bench

install: node_modules/.package-lock.json

# `npm install` rather than `npm ci`: the registry reached here lacks the other
# platforms' optional binaries (e.g. @node-rs/bcrypt-darwin-x64), so the lock file
# cannot list them and `npm ci` refuses it; `npm install` installs exactly the
# locked versions and leaves the lock file as it is.
node_modules/.package-lock.json: package.json package-lock.json
	npm install --no-audit --no-fund

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

#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find.
# Under CI=true nothing may be skipped: a missing browser is an error.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "typecheck (app, tests, local stack)"
npx tsc -p tsconfig.json --noEmit

step "typecheck (edge functions, under Deno)"
bash scripts/check-functions.sh

step "lint"
npx eslint . --max-warnings=0

step "vitest: unit, component, functions, backend (fresh local stack)"
npx vitest run

step "playwright e2e (built app + fresh local stack, Chromium)"
npx playwright test

#!/usr/bin/env bash
# `npm test`: see scripts/test-all.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
exec node --import tsx scripts/test-all.ts "$@"

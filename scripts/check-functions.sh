#!/usr/bin/env bash
# Type-checks every edge function with Deno, each with its own deno.json,
# as `supabase functions deploy` would bundle it.
set -euo pipefail
cd "$(dirname "$0")/.."
export DENO_DIR="${DENO_DIR:-$PWD/.cache/deno}" DENO_NO_UPDATE_CHECK=1
# Trust the OS certificate store too: the npm registry may be reached through a TLS proxy.
export DENO_TLS_CA_STORE="${DENO_TLS_CA_STORE:-mozilla,system}"
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -z "${DENO_CERT:-}" ]; then export DENO_CERT="$NODE_EXTRA_CA_CERTS"; fi
deno=node_modules/.bin/deno
count=0
for dir in supabase/functions/*/; do
  name=$(basename "$dir")
  [ "$name" = "_shared" ] && continue
  [ -f "$dir/index.ts" ] || continue
  "$deno" check --quiet --config "$dir/deno.json" "$dir/index.ts"
  count=$((count + 1))
done
echo "deno check: $count function(s) OK"

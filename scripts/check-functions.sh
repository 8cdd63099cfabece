#!/usr/bin/env bash
# Type-checks every edge function with Deno, each with its own deno.json,
# as `supabase functions deploy` would bundle it.
set -euo pipefail
cd "$(dirname "$0")/.."
export DENO_DIR="${DENO_DIR:-$PWD/.cache/deno}" DENO_NO_UPDATE_CHECK=1
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

#!/usr/bin/env bash
# Type-checks every edge function with Deno, with its own deno.json, as
# `supabase functions deploy` would bundle it. Functions whose deno.json is
# the same byte for byte are checked in one `deno check` (one process, one
# type-check of the modules they share).
set -euo pipefail
cd "$(dirname "$0")/.."
# The same Deno cache as the local stack (supabase/local/paths.ts: userCacheDir).
export DENO_DIR="${DENO_DIR:-${NJPR_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/njpr-site}/deno}" DENO_NO_UPDATE_CHECK=1
# Trust the OS certificate store too: the npm registry may be reached through a TLS proxy.
export DENO_TLS_CA_STORE="${DENO_TLS_CA_STORE:-mozilla,system}"
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -z "${DENO_CERT:-}" ]; then export DENO_CERT="$NODE_EXTRA_CA_CERTS"; fi
deno=node_modules/.bin/deno
declare -A groups=() configs=()
count=0
for dir in supabase/functions/*/; do
  name=$(basename "$dir")
  [ "$name" = "_shared" ] && continue
  [ -f "$dir/index.ts" ] || continue
  key=$(sha256sum "$dir/deno.json" | cut -c1-16)
  configs[$key]="$dir/deno.json"
  groups[$key]="${groups[$key]:-} $dir/index.ts"
  count=$((count + 1))
done
for key in "${!groups[@]}"; do
  # shellcheck disable=SC2086 # the entry points are one word each
  "$deno" check --quiet --config "${configs[$key]}" ${groups[$key]}
done
echo "deno check: $count function(s) OK (${#groups[@]} deno check run(s))"

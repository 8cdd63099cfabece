#!/usr/bin/env bash
# Type-checks every edge function with Deno, with its own deno.json, as
# `supabase functions deploy` would bundle it, resolving npm: imports from
# Deno's cache as the runtime does (never the repository's node_modules).
# Functions whose deno.json is the same byte for byte are checked in one
# `deno check` (one process, one type-check of the modules they share).
#
# Deno keeps what it has checked under each module's absolute path, so a new
# clone in another folder would check everything again (10 s of CPU alone, 55 s
# of wall time in a full run beside Playwright).
# The check therefore runs on a copy of supabase/functions under the user
# cache, in a folder named by the hash of its files (docs/decisions/032): the
# same functions are at the same path in every clone, and any change to them
# is a new folder, checked from scratch.
set -euo pipefail
cd "$(dirname "$0")/.."
cache="${NJPR_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/njpr-site}"
# The same Deno cache as the local stack (supabase/local/paths.ts: userCacheDir).
export DENO_DIR="${DENO_DIR:-$cache/deno}" DENO_NO_UPDATE_CHECK=1
# Trust the OS certificate store too: the npm registry may be reached through a TLS proxy.
export DENO_TLS_CA_STORE="${DENO_TLS_CA_STORE:-mozilla,system}"
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -z "${DENO_CERT:-}" ]; then export DENO_CERT="$NODE_EXTRA_CA_CERTS"; fi
deno="$PWD/node_modules/.bin/deno"

copies="$cache/deno-check"
mkdir -p "$copies"
hash=$(cd supabase/functions && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-24)
copy="$copies/$hash"
if [ ! -d "$copy" ]; then
  staging=$(mktemp -d "$copies/.staging.XXXXXX")
  cp -R supabase/functions "$staging/functions"
  # Another run may have made the same copy meanwhile: either one serves.
  mv -T "$staging" "$copy" 2>/dev/null || rm -rf "$staging"
fi
touch "$copy"
# Copies unused for two weeks go.
find "$copies" -mindepth 1 -maxdepth 1 -mtime +14 -exec rm -rf {} + 2>/dev/null || true

declare -A groups=() configs=()
count=0
for dir in "$copy"/functions/*/; do
  name=$(basename "$dir")
  [ "$name" = "_shared" ] && continue
  [ -f "$dir/index.ts" ] || continue
  key=$(sha256sum "$dir/deno.json" | cut -c1-16)
  configs[$key]="$dir/deno.json"
  groups[$key]="${groups[$key]:-} $dir/index.ts"
  count=$((count + 1))
done
for key in "${!groups[@]}"; do
  # Errors name the repository's files, not the copy's.
  # shellcheck disable=SC2086 # the entry points are one word each
  (cd "$copy" && "$deno" check --quiet --node-modules-dir=none --config "${configs[$key]}" ${groups[$key]}) 2>&1 | sed -e "s#file://$copy/functions#supabase/functions#g" -e "s#$copy/functions#supabase/functions#g"
done
echo "deno check: $count function(s) OK (${#groups[@]} deno check run(s))"

// The registry this project installs from mirrors only the platform builds of
// optional native packages that some machine here has used (linux-x64).
// `npm install` then writes a lockfile whose parents name optional platform
// packages that have no entry of their own, and `npm ci` refuses it.
// This drops those dangling optional names so `npm ci` accepts the lockfile.
// Run after any `npm install` that changes package-lock.json.
import { readFileSync, writeFileSync } from "node:fs";

const path = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(path, "utf8"));
const pkgs = lock.packages;
let dropped = 0;

function resolves(fromKey, name) {
  // Node resolution: nested node_modules first, then up the tree.
  let base = fromKey;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (pkgs[candidate]) return true;
    if (!base) return false;
    const idx = base.lastIndexOf("/node_modules/");
    base = idx === -1 ? "" : base.slice(0, idx);
  }
}

for (const [key, entry] of Object.entries(pkgs)) {
  const opt = entry.optionalDependencies;
  if (!opt) continue;
  for (const name of Object.keys(opt)) {
    if (!resolves(key, name)) {
      delete opt[name];
      dropped++;
    }
  }
  if (Object.keys(opt).length === 0) delete entry.optionalDependencies;
}
writeFileSync(path, JSON.stringify(lock, null, 2) + "\n");
console.log(`prune-lock: dropped ${dropped} unavailable optional platform packages`);

/**
 * Fails when a tracked file refers to a path outside the repository (see
 * self-contained/outside-paths.ts). Run by `npm test` (through its unit test)
 * and on its own:
 *
 *   npx tsx scripts/check-self-contained.ts
 */
import { describeOutsidePath } from "./self-contained/outside-paths.ts";
import { scanTrackedFiles } from "./self-contained/scan-tracked-files.ts";

const found = scanTrackedFiles(process.cwd());
if (found.length > 0) {
  console.error(`${found.length} reference(s) to paths outside the repository:`);
  for (const entry of found) console.error(`  ${describeOutsidePath(entry)}`);
  process.exit(1);
}
console.log("Every tracked file stays inside the repository.");

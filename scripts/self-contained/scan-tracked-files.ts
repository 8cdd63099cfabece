import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { findOutsidePaths, type OutsidePath } from "./outside-paths.ts";

/** Every file git tracks (and every new one it does not ignore), read as text; binary files are passed over. */
export function scanTrackedFiles(root: string): OutsidePath[] {
  const listing = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  }).toString("utf8");
  const files = [...new Set(listing.split("\0").filter(Boolean))];
  const found: OutsidePath[] = [];
  for (const file of files) {
    let buffer: Buffer;
    try {
      buffer = readFileSync(join(root, file));
    } catch {
      continue; // deleted in the working tree but still in the index
    }
    if (buffer.includes(0)) continue;
    found.push(...findOutsidePaths(file, buffer.toString("utf8")));
  }
  return found;
}

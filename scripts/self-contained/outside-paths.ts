/**
 * Finds the places where a repository file refers to a path outside the
 * repository: a relative path that climbs above the root from the file's own
 * folder, an absolute path into someone's machine (/root, /home/<user>,
 * /Users/<user>, /work, C:\Users), or the folder of the original brief that
 * sat beside the first checkout (its spec, data and design notes). A clone has
 * none of those, so a file that reads them breaks on every machine but one.
 *
 * Pure: it reads no file. scripts/check-self-contained.ts and the unit test
 * feed it every tracked file.
 */
import { posix } from "node:path";

export interface OutsidePath {
  /** The file, relative to the repository root, with forward slashes. */
  file: string;
  /** 1-based line number. */
  line: number;
  /** What was found, as written. */
  text: string;
  reason: "climbs above the repository" | "absolute path on a machine" | "the brief's folder beside the repository";
}

/** A run of ../ with whatever path follows it, not preceded by a path or word character. */
const RELATIVE = /(?<![\w./\\-])((?:\.\.\/)+[^\s"'`)\]>,;]*)/g;
/** Home folders and this workplace's roots, not inside a URL or another path. */
const ABSOLUTE = /(?<![\w.:/\\-])(\/(?:root|work)\/[\w.\-/]*|\/(?:home|Users)\/[\w.-]+\/[\w.\-/]*|[A-Za-z]:\\Users\\[\w.-]+)/g;
/** The folder of the original brief, under any relative spelling. */
const BRIEF = /(?<![\w.-])(shared\/(?:spec|data|hooks)\b[\w.\-/]*|shared\/DESIGN\.md)/g;

/** Does `relative`, read from the folder of `file`, leave the repository? */
export function climbsAboveRoot(file: string, relative: string): boolean {
  const joined = posix.normalize(posix.join(posix.dirname(file), relative));
  return joined === ".." || joined.startsWith("../");
}

export function findOutsidePaths(file: string, text: string): OutsidePath[] {
  const found: OutsidePath[] = [];
  const lines = text.split("\n");
  lines.forEach((content, index) => {
    const line = index + 1;
    for (const match of content.matchAll(RELATIVE)) {
      if (climbsAboveRoot(file, match[1]!)) found.push({ file, line, text: match[1]!, reason: "climbs above the repository" });
    }
    for (const match of content.matchAll(ABSOLUTE)) {
      found.push({ file, line, text: match[1]!, reason: "absolute path on a machine" });
    }
    for (const match of content.matchAll(BRIEF)) {
      found.push({ file, line, text: match[1]!, reason: "the brief's folder beside the repository" });
    }
  });
  return found;
}

export function describeOutsidePath(entry: OutsidePath): string {
  return `${entry.file}:${entry.line}: ${entry.text} (${entry.reason})`;
}

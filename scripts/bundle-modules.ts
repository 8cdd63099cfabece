import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * What fills the first load (`npm run bench`, docs/decisions/066): the modules of each chunk as
 * Rollup rendered them, and a breakdown of chosen chunks by package (a node_modules package, or
 * the app's folder two levels under src/).
 */

export interface ChunkModules {
  /** The chunk's file under the build's outDir (as the manifest names it). */
  file: string;
  modules: { id: string; code: string }[];
}

/** A build plugin that hands each chunk's rendered modules to `sink` once the bundle is written. */
export function bundleModulesPlugin(sink: (chunks: ChunkModules[]) => void): Plugin {
  return {
    name: "njpr-bundle-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        chunks.push({
          file: item.fileName,
          modules: Object.entries(item.modules).map(([id, module]) => ({ id, code: module.code ?? "" })),
        });
      }
      sink(chunks);
    },
  };
}

/** The package a module belongs to: `react-dom`, `@tanstack/query-core`, `app: src/features/quote`, `vite runtime`. */
export function packageOf(id: string): string {
  const path = id.replace(/\\/g, "/").replace(/\?.*$/, "");
  const inModules = path.lastIndexOf("/node_modules/");
  if (inModules >= 0) {
    const [first, second] = path.slice(inModules + "/node_modules/".length).split("/");
    return first?.startsWith("@") ? `${first}/${second}` : (first ?? path);
  }
  if (path.startsWith("\0") || !path.includes("/")) return "vite runtime";
  const inSrc = path.indexOf("/src/");
  if (inSrc >= 0) {
    const parts = path.slice(inSrc + 1).split("/");
    return `app: ${parts.slice(0, parts.length > 3 ? 3 : parts.length - 1).join("/")}`;
  }
  const inSupabase = path.indexOf("/supabase/");
  if (inSupabase >= 0) return `app: ${path.slice(inSupabase + 1).split("/").slice(0, 4).join("/")}`;
  return path;
}

export interface PackageShare {
  name: string;
  /** Estimated gzip KiB: the chunk's real gzip size shared out by each module's own gzip size. */
  kib: number;
  /** The chunks (files) it appears in. */
  files: string[];
}

/**
 * The gzip KiB of `files`, shared out per package. Modules compress better together than
 * alone, so each file's real gzip size is divided in proportion to its modules' gzip sizes
 * alone; the shares add up to the files' real total.
 */
export function firstLoadByPackage(chunks: ChunkModules[], files: string[], gzipKiBOf: (file: string) => number): PackageShare[] {
  const shares = new Map<string, PackageShare>();
  for (const file of files) {
    const chunk = chunks.find((candidate) => candidate.file === file);
    if (!chunk) continue;
    const alone = chunk.modules.map((module) => ({ name: packageOf(module.id), size: module.code ? gzipSync(module.code, { level: 9 }).length : 0 }));
    const total = alone.reduce((sum, module) => sum + module.size, 0);
    const real = gzipKiBOf(file);
    for (const module of alone) {
      if (total === 0 || module.size === 0) continue;
      const share = shares.get(module.name) ?? { name: module.name, kib: 0, files: [] };
      share.kib += (real * module.size) / total;
      if (!share.files.includes(file)) share.files.push(file);
      shares.set(module.name, share);
    }
  }
  return [...shares.values()].sort((a, b) => b.kib - a.kib);
}

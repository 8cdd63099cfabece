/**
 * Reads the state's tax-record downloads with GDAL (the npm package gdal3.js: GDAL compiled
 * to WebAssembly, so `npm ci` is the only install step; docs/decisions/062): a file
 * geodatabase (`….gdb` folder, or a `.zip` holding one), a GeoPackage, a shapefile's
 * `.dbf`, or a CSV. The layer used is the one carrying the MOD-IV columns (mod-iv.ts);
 * GDAL writes its attributes, without geometry, as one JSON object a line into a
 * temporary folder, which rows() then streams.
 */
import { createReadStream, existsSync, rmSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { createInterface } from "node:readline";
import { MOD_IV_COLUMNS, missingColumns, type ModIvRow } from "./mod-iv.ts";

interface GdalDataset {
  pointer: number;
  path: string;
}
interface GdalFilePath {
  local: string;
  real: string;
}
interface VectorInfo {
  layers?: { name: string; featureCount?: number; fields?: { name: string }[] }[];
}
export interface Gdal {
  open(file: string, options?: string[], vfsHandlers?: string[]): Promise<{ datasets: GdalDataset[]; errors: unknown[] }>;
  ogrinfo(dataset: GdalDataset, options?: string[]): Promise<VectorInfo>;
  ogr2ogr(dataset: GdalDataset, options?: string[], outputName?: string): Promise<GdalFilePath>;
  close(dataset: GdalDataset): Promise<void>;
}
type InitGdal = (config: { path: string; dest: string; logHandler?: (text: string) => void; errorHandler?: (text: string) => void }) => Promise<Gdal>;

const require = createRequire(import.meta.url);

export interface ModIvSource {
  /** The layer read. */
  layer: string;
  /** Features in that layer, as GDAL counts them. */
  featureCount: number;
  /** Its attribute names. */
  fields: string[];
  /** Each feature's attributes, in file order. Throws when GDAL delivered fewer than featureCount. */
  rows(): AsyncGenerator<ModIvRow>;
  close(): Promise<void>;
}

/** GDAL's messages, kept to explain a failure rather than printed as they come. */
const gdalMessages: string[] = [];
let gdal: Promise<{ gdal: Gdal; outputDir: string }> | undefined;
let outputs = 0;

/** A name for GDAL's next output that was never used in this process (see rows()). */
export function nextOutputName(prefix: string): string {
  return `${prefix}-${++outputs}`;
}

/** One GDAL per process, writing into a temporary folder of its own (removed at exit). */
export function loadGdal(): Promise<{ gdal: Gdal; outputDir: string }> {
  gdal ??= (async () => {
    const outputDir = await mkdtemp(join(tmpdir(), "njpr-parcels-"));
    process.once("exit", () => rmSync(outputDir, { recursive: true, force: true }));
    const init = require("gdal3.js/node.js") as InitGdal;
    const packageDir = dirname(require.resolve("gdal3.js/dist/package/gdal3WebAssembly.data"));
    const keep = (text: string) => {
      gdalMessages.push(text);
      if (gdalMessages.length > 20) gdalMessages.shift();
    };
    // gdal3.js reads its data file relative to the working directory.
    const instance = await init({ path: relative(process.cwd(), packageDir) || ".", dest: outputDir, logHandler: keep, errorHandler: keep });
    return { gdal: instance, outputDir };
  })();
  return gdal;
}

function failure(message: string): Error {
  const detail = gdalMessages.filter((line) => /error|fail|corrupt|not recognized|cannot|unable/i.test(line)).slice(-3);
  return new Error(detail.length > 0 ? `${message}\n  GDAL: ${detail.join("\n  GDAL: ")}` : message);
}

export async function openModIvSource(file: string): Promise<ModIvSource> {
  const path = resolve(file).replace(/\/+$/, "");
  if (!existsSync(path)) throw new Error(`${file} does not exist`);
  if (statSync(path).isDirectory() && !path.toLowerCase().endsWith(".gdb")) {
    throw new Error(`${file} is a folder but not a file geodatabase (…gdb)`);
  }
  const { gdal: instance, outputDir } = await loadGdal();
  gdalMessages.length = 0;
  const zipped = path.toLowerCase().endsWith(".zip");
  const opened = await instance.open(path, [], zipped ? ["vsizip"] : []);
  const dataset = opened.datasets[0];
  if (!dataset) throw failure(`GDAL cannot read ${file} as a geodatabase, GeoPackage, shapefile or CSV`);

  try {
    const info = await instance.ogrinfo(dataset, ["-so"]);
    const layers = (info.layers ?? []).map((layer) => ({
      name: layer.name,
      featureCount: layer.featureCount ?? 0,
      fields: (layer.fields ?? []).map((entry) => entry.name),
    }));
    const layer = layers.find((candidate) => missingColumns(candidate.fields).length === 0);
    if (!layer) {
      const described = layers.map((candidate) => `${candidate.name} lacks ${missingColumns(candidate.fields).join(", ")}`).join("; ");
      throw new Error(`${file} has no layer with the MOD-IV columns${described ? ` (${described})` : ""}`);
    }
    const wanted = new Set<string>(Object.values(MOD_IV_COLUMNS));
    const select = layer.fields.filter((name) => wanted.has(name.toUpperCase()));
    const output = await instance.ogr2ogr(
      dataset,
      ["-f", "GeoJSONSeq", "-nlt", "NONE", "-select", select.join(","), "-lco", "RS=NO", layer.name],
      // A new name each time: GDAL's file system caches what it wrote and does not see it deleted.
      nextOutputName("rows"),
    ).catch((error: unknown) => {
      throw failure(`GDAL could not read the rows of ${file}: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
    });
    const rowsFile = join(outputDir, relative("/output", output.local));
    return {
      layer: layer.name,
      featureCount: layer.featureCount,
      fields: layer.fields,
      async *rows() {
        let count = 0;
        const lines = createInterface({ input: createReadStream(rowsFile, "utf8"), crlfDelay: Infinity });
        for await (const line of lines) {
          if (line.trim() === "") continue;
          const feature = JSON.parse(line) as { properties?: ModIvRow };
          count++;
          yield feature.properties ?? {};
        }
        if (count < layer.featureCount) {
          throw failure(`GDAL read ${count} of the ${layer.featureCount} rows of ${file}: the file is damaged or cut short`);
        }
      },
      async close() {
        await rm(rowsFile, { force: true });
      },
    };
  } finally {
    await instance.close(dataset).catch(() => undefined);
  }
}

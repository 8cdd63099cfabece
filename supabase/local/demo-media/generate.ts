/**
 * Writes the demo media (supabase/local/demo-media/catalog.ts) under the
 * local storage root. Each image is drawn as SVG and rendered to WebP with
 * sharp; the WebP is cached in <userCacheDir>/demo-media/ (supabase/local/paths.ts,
 * shared by every clone on the machine) under the SHA-256 of what
 * it was rendered from (the SVG text, size and encoder settings), so a second
 * set-up only copies files, and any change to a drawing re-renders just that
 * drawing. Nothing is downloaded.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { demoImages, demoPdfs, variantPath, type DemoImage, type DemoImageFile } from "./catalog.ts";
import { blogCoverSvg, headshotSvg, logoSvg } from "./brand-scenes.ts";
import { floorPlanPdf, floorPlanSvg, planLevel } from "./floor-plan.ts";
import { aerialSvg, exteriorSvg, interiorSvg } from "./photo-scenes.ts";
import { userCacheDir } from "../paths.ts";

export const defaultDemoMediaCache = join(userCacheDir, "demo-media");

/**
 * Encoder settings. Sharp's smart chroma subsampling costs about four times the rest of the
 * encoding (12 photos in three sizes: 9.8 s with it, 2.1-2.5 s without), which is most of a
 * first run's set-up on a new machine; drawn scenes need no sharper colour edges.
 */
const WEBP = { quality: 78, effort: 2, smartSubsample: false } as const;
/** Part of every cache key: bump it when the encoder or sharp's output changes meaningfully. */
const ENCODER = `sharp ${sharp.versions.sharp} webp ${JSON.stringify(WEBP)}`;

export function imageSvg(image: DemoImage, width: number, height: number): string {
  switch (image.draw) {
    case "photo":
      if (image.scene.kind === "exterior") return exteriorSvg(image.seed, image.scene, width, height);
      if (image.scene.kind === "interior") return interiorSvg(image.seed, image.scene.room, width, height);
      return aerialSvg(image.seed, image.scene, width, height);
    case "floor-plan":
      return floorPlanSvg(planLevel(image.level), image.caption, width, height);
    case "headshot":
      return headshotSvg(image.seed, width);
    case "logo":
      return logoSvg(image.name, width, height);
    case "blog-cover":
      return blogCoverSvg(image.slug, image.category, width, height);
  }
}

export interface DemoMediaReport {
  files: number;
  rendered: number;
  fromCache: number;
}

async function writeAtomically(file: string, data: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/**
 * Makes sure the cache holds one image and its smaller variants: what is
 * missing is rendered from the SVG once and every size encoded from it.
 * Answers where each size's cached file is.
 */
async function cacheImage(file: DemoImageFile, cacheDir: string, report: DemoMediaReport): Promise<{ path: string; cached: string }[]> {
  const svgText = imageSvg(file.image, file.width, file.height);
  const sizes = [
    { width: file.width, height: file.height, path: file.path },
    ...file.variants.map((width) => ({ width, height: Math.round((file.height * width) / file.width), path: variantPath(file.path, width) })),
  ];
  const outputs = sizes.map((size) => {
    const key = createHash("sha256").update(ENCODER).update("\0").update(`${size.width}x${size.height}`).update("\0").update(svgText).digest("hex");
    return { ...size, cached: join(cacheDir, key.slice(0, 2), `${key}.webp`) };
  });
  const missing = outputs.filter((output) => !existsSync(output.cached));
  if (missing.length) {
    const master = await sharp(Buffer.from(svgText)).resize(file.width, file.height, { fit: "cover" }).raw().toBuffer({ resolveWithObject: true });
    for (const output of missing) {
      const webp = await sharp(master.data, { raw: master.info }).resize(output.width, output.height, { fit: "cover" }).webp(WEBP).toBuffer();
      await writeAtomically(output.cached, webp);
      report.rendered++;
    }
  }
  report.fromCache += outputs.length - missing.length;
  return outputs;
}

/** Runs `work` over every demo image, `concurrency` at a time. */
async function eachImage(concurrency: number, work: (file: DemoImageFile) => Promise<void>): Promise<void> {
  const queue = demoImages();
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file; file = queue.shift()) await work(file);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Renders into the cache whatever image it lacks, and writes nothing else:
 * `npm test` calls it once before it starts two local stacks side by side,
 * so that they copy from the cache instead of both rendering the same files.
 */
export async function fillDemoMediaCache(options: { cacheDir?: string; concurrency?: number } = {}): Promise<DemoMediaReport> {
  const cacheDir = options.cacheDir ?? defaultDemoMediaCache;
  const report: DemoMediaReport = { files: 0, rendered: 0, fromCache: 0 };
  await eachImage(options.concurrency ?? 2, async (file) => {
    await cacheImage(file, cacheDir, report);
  });
  return report;
}

/** Generates every demo file under `storageRoot`; `concurrency` renders at a time. */
export async function generateDemoMedia(storageRoot: string, options: { cacheDir?: string; concurrency?: number } = {}): Promise<DemoMediaReport> {
  const cacheDir = options.cacheDir ?? defaultDemoMediaCache;
  const report: DemoMediaReport = { files: 0, rendered: 0, fromCache: 0 };
  await eachImage(options.concurrency ?? 2, async (file) => {
    for (const output of await cacheImage(file, cacheDir, report)) {
      const target = join(storageRoot, ...output.path.split("/"));
      await mkdir(dirname(target), { recursive: true });
      await copyFile(output.cached, target);
      report.files++;
    }
  });
  for (const pdf of demoPdfs()) {
    const bytes = await floorPlanPdf(pdf.levels.map(planLevel), pdf.address);
    await writeAtomically(join(storageRoot, ...pdf.path.split("/")), bytes);
    report.files++;
  }
  return report;
}

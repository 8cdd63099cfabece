import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seedFile } from "../paths.ts";
import { BLOG_COVERS, demoImages, demoPdfs, GALLERY, SHOWCASES, variantPath } from "./catalog.ts";
import { floorPlanPdf, planLevel } from "./floor-plan.ts";
import { imageSvg } from "./generate.ts";

const seed = readFileSync(seedFile, "utf8");

describe("the demo media catalog", () => {
  it("draws every showcase the seed inserts, with the seed's counts", () => {
    const rows = [...seed.matchAll(/\('([a-z0-9-]+)', '[^']+@example\.com',[^(]*?(?:true|false),\s+(\d+), (\d+), (\d+), (?:null|'[^']+'), (\d+),/g)];
    const fromSeed = rows.map(([, slug, photos, , floorplans, aerials]) => ({ slug, photos: Number(photos), floorplans: Number(floorplans), aerials: Number(aerials) }));
    expect(fromSeed).toHaveLength(8);
    expect(SHOWCASES.map(({ slug, photos, floorplans, aerials }) => ({ slug, photos, floorplans, aerials }))).toEqual(fromSeed);
  });

  it("draws every gallery folder and blog cover the seed names", () => {
    const folders = [...seed.matchAll(/(?:true|false), '([a-z0-9-]+)', '[A-Za-z ]+', (\d+), \d+, (?:null|'[^']+'), timestamptz/g)].map(([, folder, images]) => ({ folder, images: Number(images) }));
    expect(GALLERY.map(({ folder, images }) => ({ folder, images }))).toEqual(folders);
    const posts = [...seed.matchAll(/^ '([a-z0-9-]+)', '([a-z-]+)',$/gm)].map(([, slug, category]) => ({ slug, category }));
    expect(posts).toHaveLength(16);
    expect(BLOG_COVERS).toEqual(posts);
  });

  it("names each file once, WebP images with their variants beside them", () => {
    const images = demoImages();
    const paths = images.flatMap((file) => [file.path, ...file.variants.map((width) => variantPath(file.path, width))]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => path.endsWith(".webp"))).toBe(true);
    expect(variantPath("showcase-media/a/photo-1.webp", 640)).toBe("showcase-media/a/photo-1-640w.webp");
    for (const path of seed.matchAll(/'\/storage\/v1\/object\/public\/([^'%]+)'/g)) {
      if (path[1]?.includes("tomasz")) continue;
      expect(paths, path[1]).toContain(path[1]);
    }
  });
});

describe("drawing", () => {
  it("draws the same picture for the same key and a different one for another key", () => {
    const [first, second] = demoImages().filter((file) => file.image.draw === "photo");
    if (!first || !second) throw new Error("no photos in the catalog");
    expect(imageSvg(first.image, 300, 200)).toBe(imageSvg(first.image, 300, 200));
    expect(imageSvg(first.image, 300, 200)).not.toBe(imageSvg(second.image, 300, 200));
  });

  it("renders each kind of drawing to an image of the size asked for", async () => {
    const kinds = new Map(demoImages().map((file) => [file.image.draw === "photo" ? `photo-${file.image.scene.kind}` : file.image.draw, file]));
    expect([...kinds.keys()].sort()).toEqual(["blog-cover", "floor-plan", "headshot", "logo", "photo-aerial", "photo-exterior", "photo-interior"]);
    for (const file of kinds.values()) {
      const width = Math.round(file.width / 4);
      const height = Math.round(file.height / 4);
      const meta = await sharp(Buffer.from(imageSvg(file.image, width, height))).webp().toBuffer().then((webp) => sharp(webp).metadata());
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, height]);
    }
  });

  it("writes the same floor-plan PDF every time, one page per level", async () => {
    const [plan] = demoPdfs();
    if (!plan) throw new Error("no PDFs in the catalog");
    const once = await floorPlanPdf(plan.levels.map(planLevel), plan.address);
    const twice = await floorPlanPdf(plan.levels.map(planLevel), plan.address);
    expect(Buffer.from(once).equals(Buffer.from(twice))).toBe(true);
    const pdf = await PDFDocument.load(once);
    expect(pdf.getPageCount()).toBe(plan.levels.length);
    expect(pdf.getTitle()).toContain(plan.address);
  });
});

// @vitest-environment node
/**
 * The showcase link-preview image (scripts/prerender/showcase-og-image.ts): a 1200×630 JPEG
 * with the text drawn over the hero photo or, without a usable one, over the branded background.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { renderShowcaseOgImage, SHOWCASE_OG_IMAGE, type ShowcaseOgImageInput } from "../../scripts/prerender/showcase-og-image";

const text = {
  address: "14 Maple Avenue",
  cityLine: "Westfield, NJ 07090",
  facts: "4 beds · 2.5 baths · 2,350 sq ft",
  businessName: "Garden State Property Appraisals",
} satisfies Omit<ShowcaseOgImageInput, "hero">;
const noText = { address: "", cityLine: "", facts: "", businessName: "" };

/** A photo-sized hero: 2400×1600, a sky-to-lawn gradient with a "house" in the middle. */
async function photoHero(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#3d6b24"/></linearGradient></defs>
    <rect width="2400" height="1600" fill="url(#g)"/><rect x="700" y="600" width="1000" height="600" fill="#f1ece2"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A flat mid-grey hero, so that anything drawn over it shows. */
const greyHero = () => sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#808080" } }).jpeg().toBuffer();

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The RGB values of a region of an image. (sharp's stats() would read the whole image.) */
const regionPixels = (image: Buffer, region: Region) => sharp(image).extract(region).removeAlpha().raw().toBuffer();

/**
 * Pixels of a region with a channel above 200: the white and amber type. Over the grey test
 * hero (128) the band only darkens, and the branded background stays below 100, so nothing
 * else in the text areas is that bright.
 */
async function brightPixels(image: Buffer, region: Region): Promise<number> {
  const pixels = await regionPixels(image, region);
  let count = 0;
  for (let i = 0; i < pixels.length; i += 3) if (Math.max(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!) > 200) count++;
  return count;
}

/** Mean absolute difference per channel value (0–255) of two JPEGs within a region. */
async function meanDifference(a: Buffer, b: Buffer, region: Region): Promise<number> {
  const [pa, pb] = await Promise.all([regionPixels(a, region), regionPixels(b, region)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i]! - pb[i]!);
  return sum / pa.length;
}

/** Mean red, green and blue of a region. */
async function meanColour(image: Buffer, region: Region): Promise<{ r: number; g: number; b: number }> {
  const pixels = await regionPixels(image, region);
  const sums = [0, 0, 0];
  for (let i = 0; i < pixels.length; i++) sums[i % 3]! += pixels[i]!;
  const [r, g, b] = sums.map((sum) => sum / (pixels.length / 3)) as [number, number, number];
  return { r, g, b };
}

async function expectShowcaseJpeg(image: Buffer) {
  const meta = await sharp(image).metadata();
  expect(meta.format).toBe("jpeg");
  expect(meta.width).toBe(SHOWCASE_OG_IMAGE.width);
  expect(meta.height).toBe(SHOWCASE_OG_IMAGE.height);
  expect(meta.isProgressive).toBe(true);
  expect(image.length).toBeLessThan(300 * 1024);
}

/** Where the address, city line and facts sit: the lower left, below the amber rule. */
const TEXT_BLOCK: Region = { left: 60, top: 425, width: 700, height: 170 };
/** The business name, right of the logo mark in the top-left panel. */
const NAME: Region = { left: 96, top: 40, width: 440, height: 48 };
/** The right margin beside the text block (the image's right edge is at 1200): text never reaches it. */
const RIGHT_MARGIN: Region = { left: 1140, top: 330, width: 60, height: 300 };

describe("renderShowcaseOgImage", () => {
  let hero: Buffer;
  let grey: Buffer;
  beforeAll(async () => {
    [hero, grey] = await Promise.all([photoHero(), greyHero()]);
  });

  it("makes a 1200×630 progressive JPEG under 300 KB from a photo-sized hero", async () => {
    expect(SHOWCASE_OG_IMAGE).toEqual({ width: 1200, height: 630, type: "image/jpeg" });
    await expectShowcaseJpeg(await renderShowcaseOgImage({ ...text, hero }));
  });

  it("makes the same kind of image on the branded background without a hero", async () => {
    const image = await renderShowcaseOgImage({ ...text, hero: null });
    await expectShowcaseJpeg(image);
    // The site's dark green shows in the top-left corner, away from the panel.
    const { r, g, b } = await meanColour(image, { left: 0, top: 120, width: 200, height: 100 });
    expect(g).toBeGreaterThan(r);
    expect(r + g + b).toBeLessThan(200);
  });

  it("draws the address, city line and facts over the photo, and the business name in the corner", async () => {
    const [withText, without] = await Promise.all([
      renderShowcaseOgImage({ ...text, hero: grey }),
      renderShowcaseOgImage({ ...noText, hero: grey }),
    ]);
    expect(await brightPixels(withText, TEXT_BLOCK)).toBeGreaterThan(2000);
    expect(await brightPixels(withText, NAME)).toBeGreaterThan(500);
    expect(await brightPixels(without, TEXT_BLOCK)).toBe(0);
    expect(await brightPixels(without, NAME)).toBe(0);
  });

  it("draws the text on the branded background too", async () => {
    const [withText, without] = await Promise.all([
      renderShowcaseOgImage({ ...text, hero: null }),
      renderShowcaseOgImage({ ...noText, hero: null }),
    ]);
    expect(await brightPixels(withText, TEXT_BLOCK)).toBeGreaterThan(2000);
    expect(await brightPixels(without, TEXT_BLOCK)).toBe(0);
  });

  it("escapes markup characters in the text instead of failing on them", async () => {
    const image = await renderShowcaseOgImage({ ...noText, address: `12 "Rose" & Vine <Rear> Cottage's Lane`, hero: grey });
    await expectShowcaseJpeg(image);
    // The address alone sits at the bottom of the block.
    expect(await brightPixels(image, { left: 60, top: 500, width: 1080, height: 90 })).toBeGreaterThan(2000);
  });

  it("fits a 120-character address inside the margins", async () => {
    const address = "Unit 4B & Carriage House, 1234 Old Mill Road at the Corner of South Orange Avenue and Ridgewood Road, Short Hills Estate";
    expect(address).toHaveLength(120);
    const long = await renderShowcaseOgImage({ ...text, address, hero: grey });
    await expectShowcaseJpeg(long);
    expect(await brightPixels(long, TEXT_BLOCK)).toBeGreaterThan(2000);
    // Nothing white spills into the right margin, where the band only darkens the grey photo.
    expect(Math.max(...(await regionPixels(long, RIGHT_MARGIN)))).toBeLessThan(150);
  });

  it("falls back to the branded background for a hero sharp cannot decode", async () => {
    const branded = await renderShowcaseOgImage({ ...text, hero: null });
    const truncated = hero.subarray(0, Math.floor(hero.length / 2));
    for (const bad of [Buffer.from("not an image at all"), truncated, Buffer.alloc(0)]) {
      const image = await renderShowcaseOgImage({ ...text, hero: bad });
      await expectShowcaseJpeg(image);
      expect(await meanDifference(image, branded, { left: 0, top: 0, width: 1200, height: 630 })).toBeLessThan(0.5);
    }
  });
});

import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { flyerContent, flyerPhotos, onlineMediaLine } from "@/features/showcases/domain/flyer-content";
import {
  baselines,
  chooseImageSource,
  coverCrop,
  flyerLayout,
  MARGIN,
  neededSourceWidth,
  outputPixels,
  overlaps,
  PAGE,
  printPixels,
  qrRectangles,
  QR_QUIET_MODULES,
  type Box,
  type FlyerLayout,
} from "@/features/showcases/domain/flyer-layout";
import { ELLIPSIS, fitText, toWinAnsi, truncateLine, wrapText, wrapUrl, type MeasureText } from "@/features/showcases/domain/flyer-text";
import { FLYER_UTM, flyerFileName, flyerTrackedUrl } from "@/features/showcases/domain/flyer-url";
import { isCampaignLanding, readUtmValues } from "@/features/tracking/domain/utm";
import { fullShowcase, sparseShowcase } from "#tests/msw/fixtures/showcases.ts";

const SITE = "https://www.example.test"; // VITE_SITE_URL of the unit tests (vitest.config.ts)
const SUPABASE = "http://supabase.test";

describe("the flyer's tracked URL", () => {
  it("is the showcase page on the public site with utm_source=flyer, utm_medium=qr and the slug as campaign", () => {
    expect(flyerTrackedUrl(fullShowcase)).toBe(
      `${SITE}/showcase/14-old-mill-road-tewksbury?utm_source=flyer&utm_medium=qr&utm_campaign=14-old-mill-road-tewksbury`,
    );
  });

  it("uses the id for a showcase without a slug, and encodes what needs it", () => {
    expect(flyerTrackedUrl(sparseShowcase)).toBe(
      `${SITE}/showcase/${sparseShowcase.id}?utm_source=flyer&utm_medium=qr&utm_campaign=${sparseShowcase.id}`,
    );
    const odd = flyerTrackedUrl({ id: fullShowcase.id, slug: " a&b c " });
    const url = new URL(odd);
    expect(url.pathname).toBe("/showcase/a%26b%20c");
    expect(url.searchParams.get("utm_campaign")).toBe("a&b c");
    expect([...url.searchParams.keys()]).toEqual(["utm_source", "utm_medium", "utm_campaign"]);
  });

  it("builds on whatever absolute-URL function it is given (the site's by default)", () => {
    expect(flyerTrackedUrl(fullShowcase, (path) => `https://print.example${path}`)).toMatch(
      /^https:\/\/print\.example\/showcase\/14-old-mill-road-tewksbury\?utm_source=flyer&/,
    );
  });

  it("is read by the visit logging as a campaign landing with these values", () => {
    const url = new URL(flyerTrackedUrl(fullShowcase));
    const utm = readUtmValues(url.search);
    expect(utm).toEqual({ ...FLYER_UTM, utm_campaign: "14-old-mill-road-tewksbury", utm_term: null, utm_content: null });
    expect(isCampaignLanding(utm)).toBe(true);
  });

  it("names the file after the slug (or the id)", () => {
    expect(flyerFileName(fullShowcase)).toBe("14-old-mill-road-tewksbury-flyer.pdf");
    expect(flyerFileName(sparseShowcase)).toBe(`${sparseShowcase.id}-flyer.pdf`);
    expect(flyerFileName({ id: "x", slug: "Ünïcode / Street!" })).toBe("n-code-street-flyer.pdf");
  });
});

function allBoxes(layout: FlyerLayout): [string, Box][] {
  return [
    ["kicker", layout.kicker],
    ["title", layout.title],
    ["locality", layout.locality],
    ["hero", layout.hero],
    ...layout.thumbnails.map((box, index): [string, Box] => [`thumbnail ${index}`, box]),
    ...layout.facts.map((box, index): [string, Box] => [`fact ${index}`, box]),
    ["description", layout.description],
    ["agentPhoto", layout.agentPhoto],
    ["agentText", layout.agentText],
    ["qr", layout.qr],
    ["qrCaption", layout.qrCaption],
    ["footer", layout.footer],
  ];
}

describe("the flyer's layout", () => {
  const cases = [0, 1, 2, 3].flatMap((thumbnailCount) => [0, 1, 3, 5].map((factCount) => ({ thumbnailCount, factCount })));

  it.each(cases)("keeps every box inside the margins and apart from the others ($thumbnailCount thumbnails, $factCount facts)", (counts) => {
    const layout = flyerLayout(counts);
    const boxes = allBoxes(layout);
    for (const [name, box] of boxes) {
      const bottomLimit = name === "footer" ? 0 : MARGIN; // the footer line sits in the bottom margin
      expect({ name, inside: box.x >= MARGIN - 1e-9 && box.x + box.width <= PAGE.width - MARGIN + 1e-9 }).toEqual({ name, inside: true });
      expect({ name, inside: box.y >= bottomLimit - 1e-9 && box.y + box.height <= PAGE.height - MARGIN + 1e-9 }).toEqual({ name, inside: true });
      expect(box.width).toBeGreaterThan(0);
      expect(box.height).toBeGreaterThan(0);
    }
    const clashes = boxes.flatMap(([a, boxA], i) => boxes.slice(i + 1).flatMap(([b, boxB]) => (overlaps(boxA, boxB) ? [`${a} × ${b}`] : [])));
    expect(clashes).toEqual([]);
    expect(layout.thumbnails).toHaveLength(counts.thumbnailCount);
    expect(layout.facts).toHaveLength(counts.factCount);
  });

  it("runs the hero across the page, with thumbnails of one size under it, or a taller hero without them", () => {
    const three = flyerLayout({ thumbnailCount: 3, factCount: 5 });
    expect(three.hero.width).toBe(PAGE.width - 2 * MARGIN);
    expect(new Set(three.thumbnails.map((box) => box.width.toFixed(6))).size).toBe(1);
    const lastThumb = three.thumbnails[2]!;
    expect(lastThumb.x + lastThumb.width).toBeCloseTo(PAGE.width - MARGIN, 6);
    const none = flyerLayout({ thumbnailCount: 0, factCount: 5 });
    expect(none.hero.height).toBeGreaterThan(three.hero.height + three.thumbnails[0]!.height);
    expect(none.hero.y).toBeCloseTo(three.thumbnails[0]!.y, 6);
    expect(flyerLayout({ thumbnailCount: 9, factCount: 1 }).thumbnails).toHaveLength(3);
  });

  it("makes the QR code at least an inch and a half square (readable from a printed page)", () => {
    const { qr } = flyerLayout({ thumbnailCount: 3, factCount: 5 });
    expect(qr.width).toBe(qr.height);
    expect(qr.width).toBeGreaterThanOrEqual(1.5 * 72);
  });

  it("sets baselines from the top of a box, a leading apart", () => {
    const box = { x: 0, y: 100, width: 50, height: 40 };
    const [first, second] = baselines(box, 10, 14, 2);
    expect(first).toBeCloseTo(140 - 7.7, 6);
    expect(second).toBeCloseTo(140 - 7.7 - 14, 6);
  });
});

describe("photos at print size", () => {
  const photoSources = [
    { src: "photo-1.webp", width: 1920 },
    { src: "photo-1-640w.webp", width: 640 },
    { src: "photo-1-1280w.webp", width: 1280 },
  ];

  it("needs 300 pixels an inch", () => {
    expect(printPixels({ width: 540, height: 288 })).toEqual({ width: 2250, height: 1200 });
    expect(printPixels({ width: 72, height: 36 }, 150)).toEqual({ width: 150, height: 75 });
  });

  it("takes the largest stored width for the hero and the smallest that suffices for a thumbnail", () => {
    const layout = flyerLayout({ thumbnailCount: 3, factCount: 5 });
    const heroNeeds = neededSourceWidth(printPixels(layout.hero), 1.5);
    expect(heroNeeds).toBeGreaterThan(1920);
    expect(chooseImageSource(photoSources, heroNeeds)?.src).toBe("photo-1.webp");
    const thumbNeeds = neededSourceWidth(printPixels(layout.thumbnails[0]!), 1.5);
    expect(thumbNeeds).toBeGreaterThan(640);
    expect(chooseImageSource(photoSources, thumbNeeds)?.src).toBe("photo-1-1280w.webp");
    expect(chooseImageSource(photoSources, 100)?.src).toBe("photo-1-640w.webp");
    expect(chooseImageSource([], 100)).toBeUndefined();
  });

  it("counts the width a crop cuts away: a wide box needs a wider source than its own pixels", () => {
    // A 4:1 box from a 3:2 source keeps the full width (height is cut away): the box's own width.
    expect(neededSourceWidth({ width: 1000, height: 250 }, 1.5)).toBe(1000);
    // A square box from a 3:2 source keeps the full height: the source must be 1.5 × the box's height wide.
    expect(neededSourceWidth({ width: 600, height: 600 }, 1.5)).toBe(900);
  });

  it("crops the centre of the photo to the box's shape", () => {
    expect(coverCrop(1920, 1280, 1)).toEqual({ sx: 320, sy: 0, sw: 1280, sh: 1280 });
    const wide = coverCrop(1920, 1280, 540 / 288);
    expect(wide.sx).toBe(0);
    expect(wide.sw / wide.sh).toBeCloseTo(540 / 288, 9);
    expect(wide.sy * 2 + wide.sh).toBeCloseTo(1280, 9);
  });

  it("never enlarges a source: the JPEG has the crop's pixels when they are fewer than print needs", () => {
    const crop = coverCrop(1920, 1280, 540 / 288);
    expect(outputPixels(crop, { width: 2250, height: 1200 })).toEqual({ width: 1920, height: 1024 });
    expect(outputPixels({ sx: 0, sy: 0, sw: 4000, sh: 3000 }, { width: 400, height: 300 })).toEqual({ width: 400, height: 300 });
  });
});

describe("the QR code as rectangles", () => {
  const box: Box = { x: 100, y: 200, width: 90, height: 90 };

  it("merges runs of dark modules in a row, inside the quiet zone, from the top row down", () => {
    const matrix = [
      [true, true, false],
      [false, true, true],
      [true, false, true],
    ];
    const module = 90 / (3 + 2 * QR_QUIET_MODULES); // 8.1818…
    const rects = qrRectangles(matrix, box);
    const top = 200 + 90 - QR_QUIET_MODULES * module;
    const left = 100 + QR_QUIET_MODULES * module;
    expect(rects).toHaveLength(4);
    expect(rects[0]).toEqual({ x: left, y: top - module, width: 2 * module, height: module });
    expect(rects[1]).toEqual({ x: left + module, y: top - 2 * module, width: 2 * module, height: module });
    expect(rects[2]).toEqual({ x: left, y: top - 3 * module, width: module, height: module });
    expect(rects[3]).toEqual({ x: left + 2 * module, y: top - 3 * module, width: module, height: module });
    expect(qrRectangles([], box)).toEqual([]);
  });

  it("draws back into exactly the matrix of a real code", () => {
    const { data } = encode(flyerTrackedUrl(fullShowcase), { ecc: "M", border: 0 });
    const n = data.length;
    const module = box.width / (n + 2 * QR_QUIET_MODULES);
    const drawn = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
    for (const rect of qrRectangles(data, box)) {
      const row = Math.round((box.y + box.height - QR_QUIET_MODULES * module - (rect.y + rect.height)) / module);
      const first = Math.round((rect.x - box.x) / module) - QR_QUIET_MODULES;
      const span = Math.round(rect.width / module);
      for (let c = first; c < first + span; c += 1) {
        expect(drawn[row]![c]).toBe(false);
        drawn[row]![c] = true;
      }
    }
    expect(drawn).toEqual(data);
  });
});

/** 0.5 em per character: easy to reason about. */
const mono: MeasureText = (text, size) => text.length * size * 0.5;

describe("text on the flyer", () => {
  it("keeps what the standard fonts can write and replaces the rest", () => {
    expect(toWinAnsi("4 beds · 3.5 baths — “Oldwick”, café €")).toBe("4 beds · 3.5 baths — “Oldwick”, café €");
    expect(toWinAnsi("Łódź  Ştefan\nStreet\t5")).toBe("Lódz Stefan Street 5"); // ó is Latin-1; Ł, ź and Ş are not
    expect(toWinAnsi("Home 🏡 sweet")).toBe("Home ? sweet");
    expect(toWinAnsi("北京")).toBe("??");
  });

  it("wraps whole words to the width, cutting only a word longer than a line", () => {
    const lines = wrapText("the quick brown fox jumps over the lazy dog", 50, 10, mono); // 10 characters a line
    expect(lines).toEqual(["the quick", "brown fox", "jumps over", "the lazy", "dog"]);
    for (const line of lines) expect(mono(line, 10)).toBeLessThanOrEqual(50);
    expect(wrapText("a supercalifragilistic word", 50, 10, mono)).toEqual(["a", "supercalif", "ragilistic", "word"]);
    expect(wrapText("   ", 50, 10, mono)).toEqual([]);
  });

  it("picks the largest size at which the text fits its lines", () => {
    const fitted = fitText("14 Old Mill Road", { maxWidth: 100, maxLines: 1, maxSize: 28, minSize: 10, step: 1 }, mono);
    // 16 characters × 0.5 × size ≤ 100 → size ≤ 12.5
    expect(fitted).toEqual({ size: 12, lines: ["14 Old Mill Road"], truncated: false });
    expect(fitText("short", { maxWidth: 100, maxLines: 1, maxSize: 20, minSize: 10 }, mono).size).toBe(20);
  });

  it("cuts a text too long even at the smallest size, ending its last line with an ellipsis", () => {
    const fitted = fitText("one two three four five six seven", { maxWidth: 50, maxLines: 2, maxSize: 10, minSize: 10 }, mono);
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]!.endsWith(ELLIPSIS)).toBe(true);
    for (const line of fitted.lines) expect(mono(line, 10)).toBeLessThanOrEqual(50);
    expect(truncateLine("abcdefghijklmnop", 50, 10, mono)).toBe(`abcdefghi${ELLIPSIS}`);
    expect(truncateLine("short", 50, 10, mono)).toBe("short");
  });

  it("wraps a URL after its slashes without adding spaces", () => {
    const url = "www.example.test/showcase/14-old-mill-road-tewksbury";
    const lines = wrapUrl(url, 100, 10, mono); // 20 characters a line
    expect(lines).toEqual(["www.example.test/", "showcase/", "14-old-mill-road-tew", "ksbury"]);
    expect(lines.join("")).toBe(url);
    expect(wrapUrl("a.test/x/y", 100, 10, mono)).toEqual(["a.test/x/y"]);
  });

  it("fits with Helvetica's real metrics", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.HelveticaBold);
    const measure: MeasureText = (text, size) => font.widthOfTextAtSize(text, size);
    const long = "1234 Northwest Washington Valley Boulevard Extension";
    const fitted = fitText(long, { maxWidth: 540, maxLines: 1, maxSize: 28, minSize: 16 }, measure);
    expect(fitted.truncated).toBe(false);
    expect(fitted.size).toBeLessThan(28);
    expect(measure(fitted.lines[0]!, fitted.size)).toBeLessThanOrEqual(540);
    expect(measure(fitted.lines[0]!, fitted.size + 0.5)).toBeGreaterThan(540);
  });
});

describe("the flyer's content", () => {
  it("has the hero photo first, then up to three other distinct photos", () => {
    const photos = flyerPhotos(fullShowcase, SUPABASE);
    const base = `${SUPABASE}/storage/v1/object/public/showcase-media/14-old-mill-road-tewksbury`;
    expect(photos).toEqual([`${base}/photo-1.webp`, `${base}/photo-2.webp`, `${base}/photo-3.webp`, `${base}/photo-4.webp`]);
    expect(flyerPhotos({ ...fullShowcase, primary_photos_urls: [], primary_photo_url: null, photos_urls: [], aerial_urls: [] })).toEqual([]);
    expect(flyerPhotos({ ...fullShowcase, primary_photos_urls: ["/storage/v1/object/public/m/hero.webp"], photos_urls: ["javascript:alert(1)"] }, SUPABASE)[0]).toBe(
      `${SUPABASE}/storage/v1/object/public/m/hero.webp`,
    );
  });

  it("says the address, the key facts, the agent and where the QR code points", () => {
    const content = flyerContent(fullShowcase, { supabaseUrl: SUPABASE });
    expect(content.street).toBe("14 Old Mill Rd");
    expect(content.locality).toBe("Oldwick, NJ 08858");
    expect(content.facts).toEqual([
      { label: "Bedrooms", value: "4" },
      { label: "Bathrooms", value: "3.5" },
      { label: "Square Feet", value: "3,420" },
      { label: "Acres", value: "5.12" },
      { label: "Year Built", value: "1987" },
    ]);
    expect(content.contact).toEqual({
      heading: "Listing agent",
      name: "Dana Whitfield",
      brokerage: "Raritan Valley Realty Group",
      phone: "(908) 555-0142",
      email: "dana.whitfield@example.com",
      photoUrl: `${SUPABASE}/storage/v1/object/public/agent-media/dana-whitfield/headshot.webp`,
    });
    expect(content.url).toBe(flyerTrackedUrl(fullShowcase));
    expect(content.description).toBe("See it all online: 5 photos, a video, floor plans, a 3D virtual tour and 3 aerial photos.");
    expect(flyerContent(fullShowcase, { description: "  Stone farmhouse on five acres.  " }).description).toBe("Stone farmhouse on five acres.");
  });

  it("says what is online when there is no description: the sections the page shows, counted", () => {
    expect(onlineMediaLine({ ...fullShowcase, photos_urls: ["/storage/v1/object/public/m/p.webp"], has_videos: false, aerial_urls: [] })).toBe(
      "See it all online: a photo, floor plans and a 3D virtual tour.",
    );
    expect(onlineMediaLine({ ...fullShowcase, has_photos: false, has_floorplans: false, has_matterport: false, has_aerial: false })).toBe(
      "See it all online: a video.",
    );
    const nothing = { has_photos: false, has_videos: false, has_floorplans: false, has_matterport: false, has_aerial: false };
    expect(onlineMediaLine({ ...fullShowcase, ...nothing })).toBeNull();
    expect(flyerContent({ ...fullShowcase, ...nothing }).description).toBeNull();
  });

  it("names the business as the contact when the showcase has no agent", () => {
    const content = flyerContent(sparseShowcase);
    expect(content.contact).toMatchObject({ heading: "Presented by", name: "Garden State Property Appraisals", photoUrl: null });
    expect(content.contact.phone).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(content.street).toBe("119 Main St");
    expect(content.facts).toEqual([{ label: "Bedrooms", value: "3" }]);
  });
});

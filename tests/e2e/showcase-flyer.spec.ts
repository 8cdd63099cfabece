import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from "@cantoo/pdf-lib";
import { createCanvas } from "@napi-rs/canvas";
import type { Page, Response } from "@playwright/test";
import jsQR from "jsqr";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { SITE_VISIT_SESSION_STORAGE_KEY } from "../../supabase/functions/_shared/schemas/site-visit.ts";
import { flyerLayout, printPixels } from "../../src/features/showcases/domain/flyer-layout.ts";
import { e2eRows } from "./database.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The showcase flyer end to end: the button on a prerendered showcase page makes the PDF in
 * Chromium; Node then opens it with pdf.js, reads its text, renders it (pdf.js on
 * @napi-rs/canvas) and decodes the QR code from the pixels with jsQR.
 */

const SLUG = "14-old-mill-road-tewksbury";
const TRACKED_PATH = `/showcase/${SLUG}?utm_source=flyer&utm_medium=qr&utm_campaign=${SLUG}`;
/** Strings only the PDF library (a standard font's name) and the QR library (an error message) contain. */
const LIBRARY_MARKERS = ["ZapfDingbats", "unencodable characters in alphanumeric mode"];
const STANDARD_FONTS = `${resolve("node_modules/pdfjs-dist/standard_fonts")}/`;

const rows = e2eRows;

/** The JavaScript files the page has loaded so far, with their text. */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script" && !scripts.has(response.url())) {
      scripts.set(response.url(), response.text().catch(() => ""));
    }
  });
  return scripts;
}

async function markersIn(scripts: Map<string, Promise<string>>, urls: Iterable<string>): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const text = await scripts.get(url)!;
    for (const marker of LIBRARY_MARKERS) if (text.includes(marker)) found.push(`${marker} in ${url}`);
  }
  return found;
}

/** Width and height of every image XObject in the PDF. */
async function imageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => {
      if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) return [];
      const width = object.dict.lookup(PDFName.of("Width"), PDFNumber).asNumber();
      const height = object.dict.lookup(PDFName.of("Height"), PDFNumber).asNumber();
      return [{ width, height }];
    })
    .sort((a, b) => a.width - b.width);
}

test("'Flyer' makes a one-page Letter PDF with the address, the agent and a QR code to the tracked showcase URL", async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const scripts = collectScripts(page);
  await page.goto(`/showcase/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeVisible();
  // The first load (and everything loaded up to now) has neither library.
  const firstLoad = [...scripts.keys()];
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(await markersIn(scripts, firstLoad)).toEqual([]);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  const siteOrigin = new URL(canonical!).origin;

  // Hold the photos until the busy state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/storage\/v1\/object\/public\/(showcase|agent)-media\//, async (route) => {
    await held;
    await route.continue();
  });

  const button = page.getByRole("button", { name: "Flyer", exact: true });
  await expect(button).toHaveAttribute("aria-busy", "false");
  await button.focus();
  const download = page.waitForEvent("download", { timeout: 30_000 });
  const started = Date.now();
  await page.keyboard.press("Enter");
  const busy = page.getByRole("button", { name: "Making flyer…" });
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status").filter({ hasText: "Making the printable flyer" })).toBeAttached();
  release();

  const file = await download;
  const elapsed = Date.now() - started;
  expect(file.suggestedFilename()).toBe(`${SLUG}-flyer.pdf`);
  const bytes = new Uint8Array(await readFile((await file.path())!));
  await expect(button).toHaveAttribute("aria-busy", "false");
  await expect(page.getByRole("status").filter({ hasText: `Flyer downloaded: ${SLUG}-flyer.pdf` })).toBeAttached();
  // The libraries came with the click, in scripts of their own.
  const afterClick = [...scripts.keys()].filter((url) => !firstLoad.includes(url));
  expect((await markersIn(scripts, afterClick)).length).toBe(LIBRARY_MARKERS.length);
  // A second flyer, with the code and the photos in the browser's caches.
  const again = page.waitForEvent("download", { timeout: 30_000 });
  const restarted = Date.now();
  await button.click();
  await again;
  const warm = Date.now() - restarted;
  console.log(
    `flyer: ${(bytes.length / 1024).toFixed(0)} KiB; ${elapsed} ms from the key press to the download the first time ` +
      `(${afterClick.length} script(s) loaded on demand), ${warm} ms the second time`,
  );

  // One US Letter page.
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  expect(pdf.numPages).toBe(1);
  const pdfPage = await pdf.getPage(1);
  expect(pdfPage.view).toEqual([0, 0, 612, 792]);

  // Its text is real text: the address, the key facts, the agent and how to reach them.
  const text = (await pdfPage.getTextContent()).items.map((item) => ("str" in item ? item.str : "")).join("\n");
  for (const expected of ["14 Old Mill Rd", "Oldwick, NJ 08858", "3,420", "Dana Whitfield", "Raritan Valley Realty Group", "(908) 555-0142", "dana.whitfield@example.com"]) {
    expect(text).toContain(expected);
  }

  // Five images (hero, three photos, the headshot), each at 300 dpi or the source's full width: the QR code is not one of them.
  const operators = await pdfPage.getOperatorList();
  const paintedImages = operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  expect(paintedImages).toBe(5);
  const layout = flyerLayout({ thumbnailCount: 3, factCount: 5 });
  const thumb = printPixels(layout.thumbnails[0]!);
  const headshot = printPixels(layout.agentPhoto);
  expect(await imageSizes(bytes)).toEqual([
    headshot, // 334 px for 80 pt from a 400 px headshot
    thumb,
    thumb,
    thumb, // 728 px wide, from the 1280w copies
    { width: 1920, height: 1024 }, // the hero needs 2250 px: the 1920 px original, cropped to the box's shape
  ]);

  // Render the page and decode the QR code from its pixels.
  const scale = 3; // 216 dpi
  const viewport = pdfPage.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  await pdfPage.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
  // Kept in the test's results folder (test-results/), to look at.
  await writeFile(testInfo.outputPath("flyer.pdf"), bytes);
  await writeFile(testInfo.outputPath("flyer.png"), await canvas.encode("png"));
  const pad = 12;
  const { qr } = layout;
  const region = {
    x: Math.floor((qr.x - pad) * scale),
    y: Math.floor((792 - qr.y - qr.height - pad) * scale),
    size: Math.ceil((qr.width + 2 * pad) * scale),
  };
  const pixels = context.getImageData(region.x, region.y, region.size, region.size);
  const decoded = jsQR(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
  expect(decoded?.data).toBe(`${siteOrigin}${TRACKED_PATH}`);
  await pdf.destroy();
  expect(errors).toEqual([]);
});

test("a visit from the flyer's QR code is logged as a campaign visit and a showcase visit with its UTM values", async ({ page }) => {
  await page.goto(TRACKED_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeVisible();
  let sessionId: string | null = null;
  await expect
    .poll(async () => (sessionId = await page.evaluate((key) => sessionStorage.getItem(key), SITE_VISIT_SESSION_STORAGE_KEY)))
    .toMatch(/^sv_/);

  await expect.poll(() => rows("select * from campaign_visits where session_id = $1", [sessionId])).toHaveLength(1);
  const [campaign] = await rows("select * from campaign_visits where session_id = $1", [sessionId]);
  expect(campaign).toMatchObject({ utm_source: "flyer", utm_medium: "qr", utm_campaign: SLUG, utm_term: null, utm_content: null, landing_path: TRACKED_PATH });

  await page.goto("about:blank"); // leaving sends the showcase visit
  await expect.poll(() => rows("select * from showcase_visits where session_id = $1", [sessionId]), { timeout: 10_000 }).toHaveLength(1);
  const [visit] = await rows("select * from showcase_visits where session_id = $1", [sessionId]);
  expect(visit).toMatchObject({
    property_slug: SLUG,
    page_path: TRACKED_PATH,
    utm_params: { utm_source: "flyer", utm_medium: "qr", utm_campaign: SLUG, utm_term: null, utm_content: null },
  });
});

test("a flyer that cannot be made says so in an error toast, and the button can be pressed again", async ({ page }) => {
  await page.goto(`/showcase/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: "14 Old Mill Rd" })).toBeVisible();
  await page.route(/\/storage\/v1\/object\/public\/(showcase|agent)-media\//, (route) => route.abort("connectionfailed"));
  let downloads = 0;
  page.on("download", () => (downloads += 1));

  const button = page.getByRole("button", { name: "Flyer", exact: true });
  await button.click();
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts.getByText("Flyer not made", { exact: true })).toBeVisible();
  await expect(toasts.getByText("The flyer could not be made. Check your connection and try again.", { exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Flyer not made." })).toBeAttached();
  await expect(button).toHaveAttribute("aria-busy", "false");
  await expect(button).toBeEnabled();
  expect(downloads).toBe(0);
});

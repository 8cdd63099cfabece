import type { Page } from "@playwright/test";
import { e2eRows } from "./database.ts";
import { expect, test, waitForApp } from "./fixtures.ts";
import { addOwner, signInFirstTime, unique } from "./owner-sign-in.ts";

/**
 * The gallery from a phone, end to end (docs/decisions/068), against the built app and a fresh
 * local stack: the owner signs in on a 390 px screen, adds a featured collection and picks a
 * 4000×3000 camera JPEG carrying EXIF with a GPS position (made here); Chromium converts it, the
 * Storage API stores the site's sizes, and a visitor sees the collection on the public
 * portfolio with its srcset. The stored files are the planned sizes, and no byte of the
 * camera's EXIF survived.
 */

const PHONE = { width: 390, height: 844 };
const GPS_MARKER = "GPS-40.5123N-74.8597W";

/**
 * A 4000×3000 JPEG drawn by the browser, with an APP1 Exif segment (as a camera writes one,
 * right after the SOI marker) holding a GPS position the test can look for.
 */
async function cameraJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, "#2f6f4f");
    gradient.addColorStop(1, "#d9b26f");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 })).arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  const jpeg = Buffer.from(base64, "base64");
  const exif = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), Buffer.from("MM\0*\0\0\0\x08\0\0", "latin1"), Buffer.from(GPS_MARKER, "latin1")]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(exif.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, exif, jpeg.subarray(2)]);
}

/** The pixel size of an image at a URL, as the browser decodes it. */
function decodedSize(page: Page, url: string): Promise<{ width: number; height: number; type: string }> {
  return page.evaluate(async (src) => {
    const blob = await (await fetch(src)).blob();
    const bitmap = await createImageBitmap(blob);
    return { width: bitmap.width, height: bitmap.height, type: blob.type };
  }, url);
}

test("the owner adds a gallery collection with a camera photo from a phone; it is stored in the site's sizes without its EXIF, and a visitor sees it", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const email = await addOwner("gallery-owner");
  const title = `Lakeside ${unique("cottage").replace(/[^a-z0-9]/gi, " ")}`;

  await page.goto("/owner");
  await waitForApp(page);
  await signInFirstTime(page, email);
  const photo = await cameraJpeg(page);
  expect(photo.includes(GPS_MARKER)).toBe(true);
  expect(photo.length).toBeGreaterThan(50_000);

  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Gallery" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
  await page.getByRole("button", { name: "New collection" }).click();
  const form = page.getByRole("form", { name: "New collection" });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Location/).fill("Clinton, NJ");
  await form.getByLabel("Featured (shown first)").check();
  await form.getByLabel("Add photos").setInputFiles({ name: "IMG_4021.JPG", mimeType: "image/jpeg", buffer: photo });
  await expect(form.getByText("Stored")).toBeVisible({ timeout: 60_000 });
  await form.getByLabel("Caption for IMG_4021.JPG").fill("The lake from the porch");
  await form.getByRole("button", { name: "Save collection" }).click();
  const list = page.getByRole("list", { name: "Collections, in the site's order" });
  await expect(list.getByText(title)).toBeVisible();
  await expect(list.getByRole("listitem").first()).toContainText(title);

  // What was stored: the row, and in the bucket the full size, the srcset widths and the preview JPEG.
  const [row] = await e2eRows<{ cover_image: string; media_items: { type: string; url: string; name: string }[] }>(
    "select cover_image, media_items from public.gallery_collections where title = $1",
    [title],
  );
  expect(row!.media_items).toEqual([{ type: "image", url: row!.cover_image, name: "The lake from the porch" }]);
  expect(row!.cover_image).toMatch(/^\/storage\/v1\/object\/public\/gallery\/portfolio\/[0-9a-f]{16}\/img-4021-[0-9a-f]{8}\.webp$/);
  const gateway = process.env.E2E_GATEWAY_URL!;
  const base = `${gateway}${row!.cover_image.replace(/\.webp$/, "")}`;
  const expected: [string, number, number, string][] = [
    [`${base}.webp`, 1707, 1280, "image/webp"],
    [`${base}-640w.webp`, 640, 480, "image/webp"],
    [`${base}-1280w.webp`, 1280, 960, "image/webp"],
    [`${base}.jpg`, 1200, 900, "image/jpeg"],
  ];
  for (const [url, width, height, type] of expected) {
    expect(await decodedSize(page, url)).toEqual({ width, height, type });
    const bytes = Buffer.from(await (await page.request.get(url)).body());
    expect(bytes.includes(GPS_MARKER), `${url} keeps the camera's GPS`).toBe(false);
    expect(bytes.includes("Exif"), `${url} keeps an Exif block`).toBe(false);
    expect(bytes.length).toBeLessThan(photo.length);
  }
  const objects = await e2eRows<{ name: string; owner: string | null }>("select name, owner::text from storage.objects where bucket_id = 'gallery' and starts_with(name, $1) order by name", [
    row!.cover_image.replace("/storage/v1/object/public/gallery/", "").replace(/\/[^/]+$/, "/"),
  ]);
  expect(objects).toHaveLength(4);

  // A visitor (no session) sees it on the portfolio, its photo with the srcset widths.
  const visitor = await page.context().browser()!.newPage({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
  await visitor.goto("/showcase?tab=portfolio");
  await waitForApp(visitor);
  const card = visitor.getByRole("button", { name: `View ${title}` });
  await expect(card).toBeVisible();
  const image = card.locator("img");
  await expect(image).toHaveAttribute("src", `${base}.webp`);
  await expect(image).toHaveAttribute("srcset", new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-640w\\.webp 640w`));
  await visitor.close();
});

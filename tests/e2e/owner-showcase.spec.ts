import { PDFDocument } from "@cantoo/pdf-lib";
import { createCanvas } from "@napi-rs/canvas";
import type { Page } from "@playwright/test";
import { SHOWCASES_MESSAGES } from "../../src/features/owner-showcases/domain/messages.ts";
import { e2eRows } from "./database.ts";
import { expect, test, waitForApp } from "./fixtures.ts";
import { mailTo } from "./maildev.ts";
import { addOwner, signInFirstTime, unique } from "./owner-sign-in.ts";

/**
 * A showcase from a shoot, end to end (docs/decisions/068, 069), against the built app and a
 * fresh local stack: the owner, on a phone-sized screen, signs in, starts a showcase with a new
 * agent, drops 12 photos made here (converted in Chromium and uploaded through the Storage API),
 * reorders them by keyboard and by button, picks a hero and publishes. A visitor then sees
 * /showcase/<slug> with the photos in that order, each with its srcset, makes the flyer, and
 * the agent's mail (sent by the due-mail job, which the test runs as the scheduler would) has the
 * private report link.
 */

const PHONE = { width: 390, height: 844 };
const PHOTOS = 12;
const name = (n: number) => `photo-${String(n).padStart(2, "0")}.png`;

/** A 1500×1000 PNG with its number written large on a colour of its own. */
function photoFile(n: number): { name: string; mimeType: string; buffer: Buffer } {
  const canvas = createCanvas(1500, 1000);
  const context = canvas.getContext("2d");
  context.fillStyle = `hsl(${(n * 30) % 360} 60% 45%)`;
  context.fillRect(0, 0, 1500, 1000);
  context.fillStyle = "#fff";
  context.font = "bold 400px sans-serif";
  context.fillText(String(n), 500, 650);
  return { name: name(n), mimeType: "image/png", buffer: canvas.toBuffer("image/png") };
}

/** A one-page floor plan PDF and a 1200×900 floor-plan drawing, as a photographer's tools export them. */
async function floorPlanFiles(): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const document = await PDFDocument.create();
  document.addPage([612, 792]).drawText("Ground floor", { x: 72, y: 700, size: 24 });
  const canvas = createCanvas(1200, 900);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, 1200, 900);
  context.strokeStyle = "#000";
  context.lineWidth = 8;
  context.strokeRect(100, 100, 1000, 700);
  return [
    { name: "ground-floor.pdf", mimeType: "application/pdf", buffer: Buffer.from(await document.save()) },
    { name: "upper-floor.png", mimeType: "image/png", buffer: canvas.toBuffer("image/png") },
  ];
}

/** The photo number a stored URL names (uploads keep the picked file's name as their stem). */
const numberOf = (url: string | null) => Number(/photo-(\d\d)-/.exec(url ?? "")?.[1] ?? Number.NaN);

async function runDueMailJob(page: Page): Promise<void> {
  const answer = await page.request.post(`${process.env.E2E_GATEWAY_URL}/functions/v1/send-due-mail`, {
    headers: { Authorization: `Bearer ${process.env.E2E_SECRET_KEY}`, apikey: process.env.E2E_SECRET_KEY!, "Content-Type": "application/json" },
    data: {},
  });
  expect(answer.status()).toBe(200);
}

test("the owner makes a showcase from 12 photos on a phone, reorders them, picks a hero and publishes; a visitor sees them in that order with srcset, the flyer works, and the agent is mailed the report link", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);
  const email = await addOwner("showcase-owner");
  const agentEmail = `${unique("agent")}@example.com`;
  const street = `${Math.floor(100 + Math.random() * 800)} ${unique("Quarry").replace(/[^a-z0-9]/gi, " ")} Rd`;

  await page.goto("/owner");
  await waitForApp(page);
  await signInFirstTime(page, email);

  // A new showcase with a new agent.
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Showcases" }).click();
  await page.getByRole("link", { name: SHOWCASES_MESSAGES.newButton }).click();
  await expect(page.getByRole("heading", { level: 1, name: SHOWCASES_MESSAGES.newHeading })).toBeVisible();
  await page.getByLabel(/Street address/).fill(street);
  await page.getByLabel(/^Town/).fill("Flemington");
  await page.getByLabel(/ZIP code/).fill("08822");
  await page.getByLabel(/Bedrooms/).fill("4");
  await page.getByRole("button", { name: "Add a new agent" }).click();
  const agentDialog = page.getByRole("dialog", { name: "New agent" });
  await agentDialog.getByLabel(/Agent's name/).fill("Morgan Reyes");
  await agentDialog.getByLabel(/Agent's email/).fill(agentEmail);
  await agentDialog.getByLabel(/Agent's phone/).fill("(908) 555-0177");
  await agentDialog.getByLabel("Choose the headshot").setInputFiles(photoFile(99));
  await expect(agentDialog.getByRole("img", { name: "Headshot chosen" })).toBeVisible({ timeout: 60_000 });
  await agentDialog.getByRole("button", { name: "Save agent" }).click();
  await expect(agentDialog).toBeHidden();
  await expect(page.getByRole("combobox", { name: /^Agent/ })).toHaveValue(/^[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Create showcase" }).click();
  await expect(page).toHaveURL(/\/owner\/showcases\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: `${street}, Flemington` })).toBeVisible();
  const showcaseId = /\/owner\/showcases\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  const [agent] = await e2eRows<{ headshot_url: string | null }>("select headshot_url from public.agents where email = $1", [agentEmail]);
  expect(agent!.headshot_url).toMatch(/^\/storage\/v1\/object\/public\/agent-media\/agents\/[0-9a-f]{16}\/photo-99-[0-9a-f]+\.webp$/);

  // Twelve photos at once; each converted and uploaded, the list saved as they arrive.
  await page.getByLabel("Add photos").setInputFiles(Array.from({ length: PHOTOS }, (_, i) => photoFile(i + 1)));
  const saveStatus = page.getByTestId("photos-save-status");
  await expect(saveStatus).toHaveText(`${PHOTOS} photos saved.`, { timeout: 180_000 });
  await expect(page.getByRole("button", { name: "Publish" })).toBeEnabled();

  // Photo 12 to the front by keyboard on its handle; photo 1 one later by its button; photo 5 the hero.
  const handle = page.getByRole("button", { name: new RegExp(`^Reorder ${name(12)}, position 12 of 12$`) });
  await handle.focus();
  for (let i = 0; i < PHOTOS - 1; i++) await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("button", { name: new RegExp(`^Reorder ${name(12)}, position 1 of 12$`) })).toBeFocused();
  await page.getByRole("button", { name: `Move ${name(1)} later` }).click();
  await page.getByRole("button", { name: `Hero: ${name(5)}` }).click();
  await expect(page.getByRole("button", { name: `Hero: ${name(5)}` })).toHaveAttribute("aria-pressed", "true");
  await expect(saveStatus).toHaveText(`${PHOTOS} photos saved.`);
  const expectedOrder = [12, 2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  await expect
    .poll(async () => (await e2eRows<{ url: string }>("select url from public.showcase_photos where showcase_id = $1 order by position", [showcaseId])).map((row) => numberOf(row.url)))
    .toEqual(expectedOrder);

  // Floor plans from the phone: a PDF as it is, a drawing made into the floor-plan sizes.
  await page.getByLabel("Upload floor plans").setInputFiles(await floorPlanFiles());
  const floorPlansField = page.getByRole("textbox", { name: /^Floor plans/ });
  await expect(floorPlansField).toHaveValue(/showcase-media\/showcases\/[0-9a-f-]{36}\/floor-plans\/ground-floor-[0-9a-f]{8}\.pdf/, { timeout: 60_000 });
  await expect(floorPlansField).toHaveValue(/floor-plans\/upper-floor-[0-9a-f]{8}\.webp/, { timeout: 60_000 });
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText(SHOWCASES_MESSAGES.saved)).toBeVisible();
  const [plans] = await e2eRows<{ floorplan_pdf_urls: string[]; floorplan_image_urls: string[] }>(
    "select floorplan_pdf_urls, floorplan_image_urls from public.property_showcases where id = $1",
    [showcaseId],
  );
  expect(plans!.floorplan_pdf_urls).toEqual([expect.stringMatching(/^\/storage\/v1\/object\/public\/showcase-media\/.+\.pdf$/)]);
  expect(plans!.floorplan_image_urls).toEqual([expect.stringMatching(/^\/storage\/v1\/object\/public\/showcase-media\/.+\.webp$/)]);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(SHOWCASES_MESSAGES.published)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Mail to the agent: waiting to be sent." })).toBeVisible();
  const [published] = await e2eRows<{ slug: string }>("select slug from public.property_showcases where id = $1 and is_public", [showcaseId]);
  const slug = published!.slug;
  expect(slug).toMatch(/^[a-z0-9-]+-flemington$/);

  // A visitor: the photos in the owner's order, each with its srcset; the hero first.
  const visitorContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/showcase/${slug}`);
  await waitForApp(visitor);
  await expect(visitor.getByRole("heading", { level: 1, name: street })).toBeVisible();
  const thumbnails = visitor.getByRole("button", { name: /^Open photo \d+ of 12$/ });
  await expect(thumbnails).toHaveCount(PHOTOS);
  const images = thumbnails.locator("img");
  const sources = await images.evaluateAll((list) => list.map((image) => ({ src: image.getAttribute("src"), srcset: image.getAttribute("srcset") })));
  expect(sources.map((image) => numberOf(image.src))).toEqual(expectedOrder);
  for (const image of sources) expect(image.srcset).toMatch(/-640w\.webp 640w, .*-1280w\.webp 1280w/);
  const hero = visitor.getByRole("img", { name: `${street}, Flemington, NJ 08822`, exact: true }).first();
  expect(numberOf(await hero.getAttribute("src"))).toBe(5);
  await expect.poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // The floor plans: the drawing with its 800 w copy, the PDF served as a PDF.
  const planImage = visitor.getByRole("button", { name: "Enlarge floor plan 1" }).locator("img");
  await expect(planImage).toHaveAttribute("srcset", /-800w\.webp 800w/);
  const pdfLink = visitor.getByRole("link", { name: /^Open in new tab: ground-floor-[0-9a-f]{8}\.pdf$/ });
  const pdfAnswer = await visitor.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdfAnswer.headers()["content-type"]).toContain("application/pdf");
  expect((await pdfAnswer.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The flyer.
  const download = visitor.waitForEvent("download", { timeout: 60_000 });
  await visitor.getByRole("button", { name: "Flyer", exact: true }).click();
  const flyer = await download;
  expect(flyer.suggestedFilename()).toBe(`${slug}-flyer.pdf`);
  const bytes = await flyer.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await visitorContext.close();

  // The agent's mail, sent by the due-mail job, with the private report link.
  await runDueMailJob(page);
  const [keyRow] = await e2eRows<{ report_key: string }>("select report_key from public.showcase_report_keys where showcase_id = $1", [showcaseId]);
  const key = keyRow!.report_key;
  const mail = await mailTo(agentEmail, (caught) => caught.subject === `Your showcase of ${street} is live`, "the agent's publish mail");
  expect(mail.text).toContain(`/showcase/${slug}/report?key=${key}&days=30`);
  expect(mail.text).toContain(`/showcase/${slug}/mls`);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Mail to the agent: sent." })).toBeVisible();
});

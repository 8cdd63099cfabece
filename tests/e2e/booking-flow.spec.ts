import type { Locator, Page } from "@playwright/test";
import { formatAppointment } from "../../src/entities/appointment/domain/appointment-time.ts";
import { e2eRows, withE2eDatabase } from "./database.ts";
import { expect, test } from "./fixtures.ts";
import { bookablePin, dayGroup, fillContact, pickTime, quoteDialog, status, timesGroup, visitor } from "./quote-support.ts";

/**
 * Booking a time in the quote (docs/decisions/047) end to end, on a 390 × 844 phone, against
 * the built app and a fresh local stack: booking-times and booking-hold over the seeded rules
 * (Monday to Friday, 9:00 to 17:00 Eastern), send-contact-email booking the held time with
 * the request in one transaction.
 *
 * The tests share one calendar: each holds or books on a day of its own (the second, third
 * and fourth listed), so their appointments never meet.
 */

const PHONE = { width: 390, height: 844 };
let pin: string;

test.beforeAll(async () => {
  pin = await bookablePin();
});

const quoteLink = (extra = "") => `/?utm_source=mailer&openQuote=true&service=appraisal&appraisalType=refinance&pin=${encodeURIComponent(pin)}${extra}`;

async function bookedRows(email: string) {
  return e2eRows<{ status: string; start: Date; county: string; discount: { code: string } | null; price_mismatch: boolean }>(
    `select a.status, lower(a.during) as start, a.county, r.discount_code as discount, r.price_mismatch
       from public.appointments as a join public.service_requests as r on r.id = a.service_request_id
      where r.email = $1`,
    [email.toLowerCase()],
  );
}

/** Nothing sticks out of the phone's width: the page, the dialog and its content. */
async function expectFitsPhone(page: Page, dialog: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

test("from an openQuote link to a booked time on /thank-you, stored with its request", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const person = visitor("book");
  await page.goto(quoteLink("&discount=SPRING10"));
  const dialog = quoteDialog(page);
  await expect(dialog.getByRole("heading", { name: "Pick a time" })).toBeVisible();
  await expect(dialog.getByText("Times in Eastern Time (New York)")).toBeVisible();
  await expect(dayGroup(dialog).getByRole("radio").first()).toBeChecked();
  // The link's discount still applies beside the picker.
  await expect(dialog.getByText(/SPRING10: Discount applied: 10% off/)).toBeVisible();

  const start = await pickTime(dialog, 1, 0);
  const held = await e2eRows("select 1 from public.appointments where status = 'held' and lower(during) = $1", [start]);
  expect(held).toHaveLength(1);
  await dialog.getByRole("heading", { name: "Pick a time" }).scrollIntoViewIfNeeded();
  await expectFitsPhone(page, dialog);
  await page.screenshot({ path: testInfo.outputPath("picker-held-390.png") });

  await fillContact(page, person);
  await dialog.getByRole("button", { name: "Request Appraisal" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  const shown = `Your appointment: ${formatAppointment(start)}`;
  await expect(page.getByText(shown)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("thank-you-390.png") });
  // Nothing of the appointment is in the address.
  expect(page.url()).not.toContain(encodeURIComponent(start));

  const rows = await bookedRows(person.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: "booked", discount: { code: "SPRING10" }, price_mismatch: false });
  expect(rows[0]!.start.toISOString()).toBe(new Date(start).toISOString());
  // The hold became the booking: no hold is left on that time.
  expect(await e2eRows("select 1 from public.appointments where status = 'held' and lower(during) = $1", [start])).toHaveLength(0);
});

test("a held time someone else booked meanwhile: 'That time was just taken', fresh times, the form kept, nothing stored; another time books", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const person = visitor("taken");
  await page.goto(quoteLink());
  const dialog = quoteDialog(page);
  const start = await pickTime(dialog, 2, 1);
  await fillContact(page, person);

  // The hold runs out and another visitor books that time before this one sends.
  const taken = await withE2eDatabase(async (db) => {
    const { rowCount } = await db.query(
      `with gone as (delete from public.appointments where status = 'held' and lower(during) = $1
                     returning during, blocked, service_type, service_id, duration_minutes, county)
       insert into public.appointments (status, during, blocked, service_type, service_id, duration_minutes, county, manage_token_hash, booked_at)
       select 'booked', during, blocked, service_type, service_id, duration_minutes, county, encode(sha256(gen_random_uuid()::text::bytea), 'hex'), now()
         from gone`,
      [start],
    );
    return rowCount;
  });
  expect(taken).toBe(1);

  await dialog.getByRole("button", { name: "Request Appraisal" }).click();
  const notice = dialog.getByRole("alert").filter({ hasText: "That time was just taken" });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(dialog.locator(`input[value="${start}"]`)).toHaveCount(0);
  await expect(dialog.getByLabel("First name")).toHaveValue(person.firstName);
  await expect(dialog.getByLabel("Email")).toHaveValue(person.email);
  await expect(page).toHaveURL(/openQuote=true/);
  expect(await e2eRows("select 1 from public.service_requests where email = $1", [person.email.toLowerCase()])).toHaveLength(0);

  const again = await pickTime(dialog, 2, 2);
  await dialog.getByRole("button", { name: "Request Appraisal" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(`Your appointment: ${formatAppointment(again)}`)).toBeVisible();
  const rows = await bookedRows(person.email);
  expect(rows.map((row) => [row.status, row.start.toISOString()])).toEqual([["booked", new Date(again).toISOString()]]);
});

test("'None of these times work' sends the request without a time: stored without an appointment", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const person = visitor("none");
  await page.goto(quoteLink());
  const dialog = quoteDialog(page);
  await expect(dayGroup(dialog)).toBeVisible();
  await dialog.getByRole("button", { name: "None of these times work" }).click();
  await expect(dialog.getByText("No time picked: send the request and we will call you to set one.")).toBeVisible();
  await fillContact(page, person);
  await dialog.getByRole("button", { name: "Request Appraisal" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByText(/Your appointment:/)).toHaveCount(0);
  expect(await e2eRows("select 1 from public.service_requests where email = $1", [person.email.toLowerCase()])).toHaveLength(1);
  expect(await bookedRows(person.email)).toHaveLength(0);
});

test("at 390 px: the chosen service card is unmistakable beside the focused one; the times load in the skeleton's room", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/functions/v1/booking-times", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/?openQuote=true&service=photography&package=basic-photography&pin=${encodeURIComponent(pin)}`);
  const dialog = quoteDialog(page);
  const photography = dialog.getByRole("radio", { name: /^Photography\b/ });
  const appraisal = dialog.getByRole("radio", { name: /^Appraisal\b/ });
  await expect(photography).toBeChecked();
  await expect(photography).toBeFocused();

  // Focus on the other card (as a keyboard user arriving there): it gets an outline only.
  await page.keyboard.press("Shift");
  await appraisal.focus();
  const look = (radio: Locator) =>
    radio.evaluate((input) => {
      const style = getComputedStyle(input.closest("label")!);
      return { background: style.backgroundColor, border: style.borderTopColor, shadow: style.boxShadow, outline: style.outlineStyle };
    });
  const chosen = await look(photography);
  const focused = await look(appraisal);
  expect(focused.outline).toBe("solid");
  expect(focused.background).toBe("rgb(255, 255, 255)");
  expect(chosen.background).not.toBe(focused.background);
  expect(chosen.border).not.toBe(focused.border);
  expect(chosen.shadow).not.toBe("none");
  expect(focused.shadow).toBe("none");
  const services = dialog.getByRole("group", { name: "1. Choose a service" });
  await expect(services.getByTestId("radio-card-check")).toHaveCount(1);
  await expect(photography.locator("xpath=ancestor::label").getByTestId("radio-card-check")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("service-cards-focus-390.png") });

  // The times load: what is below the picker does not move.
  const heading = dialog.getByRole("heading", { name: "Pick a time" });
  await heading.scrollIntoViewIfNeeded();
  await expect(dialog.getByTestId("appointment-skeleton")).toBeVisible();
  const offsetBelow = async () => (await dialog.getByLabel("First name").boundingBox())!.y - (await heading.boundingBox())!.y;
  const whileLoading = await offsetBelow();
  await page.screenshot({ path: testInfo.outputPath("picker-loading-390.png") });
  release();
  await expect(dayGroup(dialog)).toBeVisible();
  await expect(dialog.getByTestId("appointment-skeleton")).toHaveCount(0);
  const days = await dayGroup(dialog).getByRole("radio").count();
  const times = await timesGroup(dialog).getByRole("radio").count();
  expect(Math.abs((await offsetBelow()) - whileLoading), `the form below moved; the answer had ${days} days and ${times} times on the first`).toBeLessThanOrEqual(1);
  await expectFitsPhone(page, dialog);
  await page.screenshot({ path: testInfo.outputPath("picker-loaded-390.png") });

  // Keyboard: arrows walk the days, Tab enters the times, an arrow picks and holds (on the
  // fourth day: the other tests book on the second and the third).
  await dayGroup(dialog).locator("label").nth(2).click();
  await page.keyboard.press("ArrowRight");
  await expect(dayGroup(dialog).getByRole("radio").nth(3)).toBeChecked();
  await expect(dayGroup(dialog).getByRole("radio").nth(3)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(timesGroup(dialog).getByRole("radio").first()).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(timesGroup(dialog).getByRole("radio").nth(1)).toBeChecked();
  await expect(status(dialog)).toContainText("is held for you until");
});

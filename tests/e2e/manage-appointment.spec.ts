import { formatAppointment } from "../../src/entities/appointment/domain/appointment-time.ts";
import { MIN_FILL_MS } from "../../supabase/functions/_shared/domain/bot-check.ts";
import { e2eRows } from "./database.ts";
import { expect, test } from "./fixtures.ts";
import { mailTo } from "./maildev.ts";
import { bookablePin, fillContact, pickTime, quoteDialog, visitor } from "./quote-support.ts";

/**
 * The manage link end to end (docs/decisions/050): a time booked through the quote, the
 * link opened from the confirmation in MailDev, the appointment moved to another open time
 * on the page; the row moved, and the visitor mailed the new time. Books on the sixth listed
 * day and moves to the seventh (booking-flow.spec.ts keeps to the second to fourth).
 */

test("book through the quote, open the manage link from the mail, move the appointment", async ({ page }) => {
  test.setTimeout(120_000);
  const pin = await bookablePin();
  const person = visitor("manage");
  await page.goto(`/?openQuote=true&service=appraisal&appraisalType=refinance&pin=${encodeURIComponent(pin)}`);
  const dialog = quoteDialog(page);
  const start = await pickTime(dialog, 5, 0);
  await fillContact(page, person);
  // A form sent faster than a person can fill it is screened as a bot and gets no confirmation.
  await page.waitForTimeout(MIN_FILL_MS);
  await dialog.getByRole("button", { name: "Request Appraisal" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("link", { name: "Reschedule or cancel your appointment" })).toBeVisible();

  const confirmation = await mailTo(person.email, (mail) => mail.text.startsWith("Your appointment:"));
  const path = /\/appointment\/[A-Za-z0-9_-]{43}/.exec(confirmation.text)?.[0];
  expect(path, "the confirmation carries the manage link").toBeDefined();
  await page.goto(path!);
  await expect(page.getByRole("heading", { level: 1, name: "Your appointment" })).toBeVisible();
  await expect(page.getByTestId("appointment-when")).toContainText(formatAppointment(start));

  const days = page.getByRole("group", { name: "Day", exact: true });
  await days.locator("label").nth(6).click();
  const time = page.getByRole("group", { name: /^Times on / }).locator("label").first();
  const moved = (await time.locator("input").getAttribute("value"))!;
  await time.click();
  await page.getByRole("button", { name: "Move my appointment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your appointment was moved" })).toBeVisible();
  await expect(page.getByTestId("appointment-when")).toContainText(formatAppointment(moved));

  const rows = await e2eRows<{ start: Date; sequence: number }>(
    `select lower(a.during) as start, a.sequence from public.appointments as a
       join public.service_requests as r on r.id = a.service_request_id where r.email = $1`,
    [person.email.toLowerCase()],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.start.toISOString()).toBe(new Date(moved).toISOString());
  expect(rows[0]!.sequence).toBe(1);
  const movedMail = await mailTo(person.email, (mail) => mail.subject.startsWith("Appointment moved to"));
  expect(movedMail.text).toContain(`The new time: ${formatAppointment(moved)}`);
});

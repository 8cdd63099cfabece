import type { Locator, Page } from "@playwright/test";
import { formatAppointment } from "../../src/entities/appointment/domain/appointment-time.ts";
import { coveredCounties } from "../../supabase/functions/_shared/domain/covered-counties.ts";
import { e2eRows } from "./database.ts";
import { expect } from "./fixtures.ts";

/** What the quote's e2e specs share (quote-flow.spec.ts, booking-flow.spec.ts, manage-appointment.spec.ts, owner-desk.spec.ts). */

/**
 * The GIS PIN of a residential parcel in a covered county, with a street address,
 * city, ZIP and an ordinary size: a property the quote prices and books.
 */
export async function bookablePin(): Promise<string> {
  const [parcel] = await e2eRows<{ gis_pin: string }>(
    `select gis_pin from public.nj_parcels
      where property_class = '2' and upper(county_name) = any($1) and city is not null and zip is not null
        and prop_street ~ '^[0-9]+ [A-Za-z]' and sq_ft between 1600 and 2400
      order by gis_pin limit 1`,
    [coveredCounties.map((county) => county.name.toUpperCase())],
  );
  expect(parcel, "the stack has a covered residential parcel").toBeDefined();
  return parcel!.gis_pin;
}

/** A visitor with a name and email no other test uses. */
export function visitor(tag: string) {
  const unique = `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: "Jordan", lastName: `Tester${unique}`, email: `jordan.${unique}@Example.com`, phone: "9085550134" };
}

/** The open quote modal. */
export function quoteDialog(page: Page) {
  return page.getByRole("dialog", { name: "Get Your Free Quote" });
}

/** Types the contact fields of the quote form. */
export async function fillContact(page: Page, person: ReturnType<typeof visitor>) {
  const dialog = quoteDialog(page);
  await dialog.getByLabel("First name").fill(person.firstName);
  await dialog.getByLabel("Last name").fill(person.lastName);
  await dialog.getByLabel("Email").fill(person.email);
  await dialog.getByLabel("Phone").pressSequentially(person.phone);
  await expect(dialog.getByLabel("Phone")).toHaveValue("(908) 555-0134");
}

export const dayGroup = (dialog: Locator) => dialog.getByRole("group", { name: "Day", exact: true });
export const timesGroup = (dialog: Locator) => dialog.getByRole("group", { name: /^Times on / });
export const status = (dialog: Locator) => dialog.getByTestId("appointment-status");

/** Shows the `dayIndex`-th listed day and picks its `timeIndex`-th time by tapping; answers the time's start. */
export async function pickTime(dialog: Locator, dayIndex: number, timeIndex: number): Promise<string> {
  const days = dayGroup(dialog);
  await days.locator("label").nth(dayIndex).click();
  await expect(days.getByRole("radio").nth(dayIndex)).toBeChecked();
  const time = timesGroup(dialog).locator("label").nth(timeIndex);
  const start = await time.locator("input").getAttribute("value");
  await time.click();
  await expect(status(dialog)).toContainText(`${formatAppointment(start!)} is held for you until`);
  return start!;
}

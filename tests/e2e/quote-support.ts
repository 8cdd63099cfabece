import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** What the quote's e2e specs share (quote-flow.spec.ts, booking-flow.spec.ts). */

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

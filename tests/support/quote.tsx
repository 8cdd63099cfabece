import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { functionUrl, rpcUrl } from "../msw/urls";
import { server } from "../msw/server";
import { renderApp } from "./render-app";

export const QUOTE_DIALOG_NAME = "Get Your Free Quote";

/** Renders the whole app at `path` and waits for the quote modal. */
export async function renderQuote(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(path, options);
  const dialog = await screen.findByRole("dialog", { name: QUOTE_DIALOG_NAME });
  return { ...view, dialog };
}

/** The request button once it can be used (it waits while the price loads). */
export async function findRequestButton(dialog: HTMLElement, name: "Request Appraisal" | "Request Photography") {
  const button = await within(dialog).findByRole("button", { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Records every request whose URL starts with one of `prefixes` (bodies parsed as JSON). */
export function recordRequests(...prefixes: string[]): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  server.events.on("request:start", async ({ request }) => {
    if (!prefixes.some((prefix) => request.url.startsWith(prefix))) return;
    const text = request.method === "GET" ? "" : await request.clone().text();
    recorded.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : null });
  });
  return recorded;
}

export const urls = {
  search: functionUrl("njpr-properties"),
  sendEmail: functionUrl("send-contact-email"),
  logSearch: functionUrl("log-property-search"),
  discount: rpcUrl("validate_discount_code"),
  bookingTimes: functionUrl("booking-times"),
  bookingHold: functionUrl("booking-hold"),
};

export interface ContactValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

/**
 * Fills the contact fields that are given as a browser's autofill or a paste does: a click into
 * the field, then the whole value in one input event. Typing key by key re-renders the form once
 * a character (about 3 s of a busy machine's CPU for the four fields); the quote form's own
 * tests and the e2e keyboard journey type key by key.
 */
export async function fillContact(user: UserEvent, values: ContactValues) {
  const dialog = screen.getByRole("dialog", { name: QUOTE_DIALOG_NAME });
  const form = within(dialog);
  const fields: [RegExp, string | undefined][] = [
    [/^First name/, values.firstName],
    [/^Last name/, values.lastName],
    [/^Email/, values.email],
    [/^Phone/, values.phone],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    await user.click(form.getByLabelText(label));
    await user.paste(value);
  }
}

export const ANA = { firstName: "Ana", lastName: "Silva", email: "Ana.Silva@Example.com", phone: "9085550134" };

/**
 * Loads the lazily imported modal and pages once, before the tests: on a busy machine
 * transforming them on first use can take longer than a findBy* waits.
 */
export async function warmUpQuoteModules(): Promise<void> {
  await Promise.all([
    import("@/features/quote/components/quote-modal"),
    import("@/app/routes/home"),
    import("@/app/routes/about"),
    import("@/app/routes/county"),
    import("@/app/routes/thank-you"),
  ]);
}

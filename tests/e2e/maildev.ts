import { calendarPartOfSource } from "../support/mail-calendar.ts";
import { expect } from "./fixtures.ts";

/** What MailDev's GET /email gives for each caught message (the fields the e2e specs read). */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html?: string;
  /** When MailDev received it (ISO 8601). */
  date: string;
  to: { address: string }[];
}

function mailUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error("E2E_MAIL_URL is not set: run through `npx playwright test` (global-setup)");
  return url;
}

/** Every message the e2e stack's MailDev caught. */
export async function caughtMail(): Promise<CaughtMail[]> {
  return (await (await fetch(`${mailUrl()}/email`)).json()) as CaughtMail[];
}

export const sentTo = (email: string) => (mail: CaughtMail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase());

/** The first mail to `email` that `matches`, once MailDev has caught it (asked every 250 ms, for up to 20 s). */
export async function mailTo(email: string, matches: (mail: CaughtMail) => boolean, what = "a matching mail"): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtMail()).find((mail) => sentTo(email)(mail) && matches(mail));
        return found !== undefined;
      },
      { message: `${what} to ${email}`, intervals: [250], timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The invitation a mail carries: its METHOD, UID and SEQUENCE (from its text/calendar part). */
export async function invitationOf(mail: CaughtMail): Promise<{ method: string; uid: string; sequence: number }> {
  const source = await (await fetch(`${mailUrl()}/email/${mail.id}/source`)).text();
  const part = calendarPartOfSource(source);
  if (!part) throw new Error(`the mail "${mail.subject}" carries no invitation`);
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, "m").exec(part.ics)?.[1]?.trim() ?? "";
  return { method: field("METHOD"), uid: field("UID"), sequence: Number(field("SEQUENCE")) };
}

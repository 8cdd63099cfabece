import { inject } from "vitest";
import { calendarPartOfSource } from "../../support/mail-calendar.ts";

const stack = inject("stack");

/** What MailDev's GET /email gives for each caught message (the fields tests read). */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  replyTo?: { address: string }[] | { address: string };
  from: { address: string; name?: string }[];
  /** The SMTP envelope: the mailboxes the message was delivered to, whatever its To header says. */
  envelope?: { to?: { address: string }[] };
}

export async function caughtMail(): Promise<CaughtMail[]> {
  return (await (await fetch(`${stack.mailWebUrl}/email`)).json()) as CaughtMail[];
}

/**
 * The caught messages `matches` selects, once there are at least `expected`
 * of them (polling briefly for delivery); then, with `settleMs`, waits that
 * long more and reads again, so a duplicate arriving late is counted too.
 * `expected` is the count that should arrive (0 for "none", the cap for "at
 * most N"): a count that never arrives costs the whole 5 s poll.
 */
export async function waitForMail(matches: (mail: CaughtMail) => boolean, expected = 1, settleMs = 0): Promise<CaughtMail[]> {
  let mine: CaughtMail[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    mine = (await caughtMail()).filter(matches);
    if (mine.length >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (settleMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    mine = (await caughtMail()).filter(matches);
  }
  return mine;
}

export const sentTo = (address: string) => (mail: CaughtMail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase());

/** Delivered to `address` (the SMTP envelope's recipients, not the To header, which a group form would hide). */
export const deliveredTo = (address: string) => (mail: CaughtMail) =>
  (mail.envelope?.to ?? []).some((to) => to.address.toLowerCase() === address.toLowerCase());

/** The raw message as MailDev received it (RFC 5322). */
export async function mailSource(mail: CaughtMail): Promise<string> {
  return await (await fetch(`${stack.mailWebUrl}/email/${mail.id}/source`)).text();
}

/**
 * The calendar invitation of a mail: its text/calendar part (the alternative
 * mail clients turn into an event), decoded, with the method its Content-Type
 * names; null when it has none.
 */
export async function calendarPart(mail: CaughtMail): Promise<{ contentType: string; ics: string } | null> {
  return calendarPartOfSource(await mailSource(mail));
}

import type { SpamReason } from "../domain/bot-check.ts";
import type { WITHHELD_REASONS } from "../schemas/stored-lead.ts";
import type { ComposedMail } from "./emails.ts";

/**
 * What the abuse checks decided for a lead (docs/decisions/035-abuse-limits.md),
 * as stored on its row, and what follows for its mails, for send-contact-email
 * (the first attempt) and send-due-mail (later ones) alike:
 *  - a lead flagged suspected_spam (honeypot, fill time, Turnstile unverified)
 *    or over its recipient's confirmations for the day has
 *    confirmation_withheld set: its confirmation is never owed, whatever
 *    confirmation_sent_at says;
 *  - the business's notification says why no confirmation went out.
 */

export type Withheld = (typeof WITHHELD_REASONS)[number];

export interface ScreeningColumns {
  suspected_spam?: boolean | null;
  spam_reasons?: readonly string[] | null;
  confirmation_withheld?: Withheld | null;
}

/** The columns send-contact-email stores for the bot signals it found. */
export function spamColumns(reasons: readonly SpamReason[]): { suspected_spam: boolean; spam_reasons: SpamReason[] } {
  return { suspected_spam: reasons.length > 0, spam_reasons: [...reasons] };
}

/** The business's notification, with why the visitor got no confirmation (unchanged when one is owed). */
export function noteWithheld(mail: ComposedMail, screening: ScreeningColumns): ComposedMail {
  if (screening.confirmation_withheld === "suspected_spam" || screening.suspected_spam) {
    const reasons = screening.spam_reasons?.length ? ` (${screening.spam_reasons.join(", ")})` : "";
    return {
      ...mail,
      subject: `[Suspected spam] ${mail.subject}`,
      text: `SUSPECTED SPAM${reasons}: no confirmation was sent to the visitor. Check before replying.\n\n${mail.text}`,
    };
  }
  if (screening.confirmation_withheld === "recipient_limit") {
    return {
      ...mail,
      text: `No confirmation was sent to the visitor: their address had already received its confirmations for today.\n\n${mail.text}`,
    };
  }
  return mail;
}

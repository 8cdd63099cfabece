import { adminClient } from "../admin-client.ts";
import { BUSINESS_DEFAULTS } from "../domain/business-defaults.ts";
import { readEnv } from "../env.ts";
import type { BusinessIdentity, ComposedMail } from "./emails.ts";
import { mailSettings, sendMail } from "./mailer.ts";
import { afterFailedAttempt } from "./retry-policy.ts";
import type { TablesUpdate } from "../database-types.ts";
import type { LeadTable } from "../schemas/stored-lead.ts";
import { MAIL_LABEL, type MailKind } from "./stored-lead.ts";

type RequestUpdate = TablesUpdate<"service_requests">;
type MessageUpdate = TablesUpdate<"contact_messages">;
/** What the mail bookkeeping writes: only columns both lead tables have. */
type LeadUpdate = { [Column in keyof RequestUpdate & keyof MessageUpdate]?: RequestUpdate[Column] & MessageUpdate[Column] };

/** The record that one mail went out (the per-mail sent-at columns, stored-lead.ts). */
const sentAtUpdate = (kind: MailKind, at: string): LeadUpdate =>
  kind === "notification" ? { notification_sent_at: at } : { confirmation_sent_at: at };

/**
 * Sending a lead's mails and recording how it went, for send-contact-email
 * (the first attempt) and send-due-mail (every later one), so both keep
 * the same record (docs/decisions/007, 034):
 *  - only the mails owed are sent, and each one's sent-at column is set
 *    right after it went out: a mail whose column is set is never sent again;
 *  - then the lead's status: 'sent' when nothing is owed any more; else
 *    `email_attempts` + 1, `last_email_error`, and either 'retry' with the
 *    next attempt's time or, at the last attempt, 'failed' (and not yet
 *    reported to the business); the claim is released either way.
 */

export function businessIdentity(businessEmail: string): BusinessIdentity {
  return {
    name: readEnv("BUSINESS_NAME") ?? BUSINESS_DEFAULTS.name,
    phone: readEnv("BUSINESS_PHONE") ?? BUSINESS_DEFAULTS.phone,
    email: businessEmail,
  };
}

export interface DeliveryResult {
  sent: MailKind[];
  status: "sent" | "retry" | "failed";
  attempts: number;
  nextAttemptAt: string | null;
  errors: string[];
}

/** Sends the owed mails of one lead and records the outcome; never throws. */
export async function deliverLeadMails(input: {
  table: LeadTable;
  id: string;
  /** The mails not sent yet (stored-lead.ts owedMails). */
  owed: readonly MailKind[];
  /** email_attempts before this attempt. */
  attemptsBefore: number;
  compose: (business: BusinessIdentity) => Record<MailKind, ComposedMail>;
  /** Names the caller in the log. */
  caller: string;
}): Promise<DeliveryResult> {
  const { table, id, owed, caller } = input;
  const client = adminClient();
  const errors: string[] = [];
  const sent: MailKind[] = [];
  if (owed.length > 0) {
    try {
      const settings = mailSettings();
      const mails = input.compose(businessIdentity(settings.businessEmail));
      for (const kind of owed) {
        try {
          await sendMail(settings, mails[kind]);
        } catch (error) {
          errors.push(`${MAIL_LABEL[kind]}: ${(error as Error).message}`);
          continue;
        }
        sent.push(kind);
        // The record that this mail went out: set before anything else can fail.
        const { error } = await client.from(table).update(sentAtUpdate(kind, new Date().toISOString())).eq("id", id);
        if (error) console.error(`${caller}: could not record the ${MAIL_LABEL[kind]} of ${table} ${id} as sent:`, error.message);
      }
    } catch (error) {
      errors.push((error as Error).message);
    }
  }

  const attempts = input.attemptsBefore + (owed.length > 0 ? 1 : 0);
  let result: DeliveryResult;
  let update: LeadUpdate;
  if (errors.length === 0) {
    result = { sent, status: "sent", attempts, nextAttemptAt: null, errors };
    update = { email_status: "sent", email_attempts: attempts, last_email_error: null, next_attempt_at: null, claimed_until: null };
  } else {
    const next = afterFailedAttempt(attempts, new Date());
    const nextAttemptAt = next.nextAttemptAt?.toISOString() ?? null;
    result = { sent, status: next.status, attempts, nextAttemptAt, errors };
    update = {
      email_status: next.status,
      email_attempts: attempts,
      last_email_error: errors.join("; ").slice(0, 2000),
      next_attempt_at: nextAttemptAt,
      claimed_until: null,
      // A lead that fails (again) is to be reported (again).
      ...(next.status === "failed" ? { failure_reported_at: null } : {}),
    };
    const what = next.status === "failed" ? `given up after ${attempts} attempts` : `attempt ${attempts} failed, next at ${nextAttemptAt}`;
    console.error(`${caller}: mail for ${table} ${id} ${what}:`, errors.join("; "));
  }
  const { error } = await client.from(table).update(update).eq("id", id);
  if (error) console.error(`${caller}: could not record the mail status of ${table} ${id}:`, error.message);
  return result;
}

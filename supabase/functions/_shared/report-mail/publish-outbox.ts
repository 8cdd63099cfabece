import { adminClient } from "../admin-client.ts";
import { publicSiteUrl } from "../env.ts";
import { businessIdentity } from "../leads/deliver.ts";
import { mailSettings, sendMail } from "../leads/mailer.ts";
import { afterFailedAttempt, CLAIM_SECONDS } from "../leads/retry-policy.ts";
import { claimedPublishMailSchema, type ClaimedPublishMail } from "../schemas/owner-showcases.ts";
import { publishMail } from "./publish-mail.ts";

/**
 * The agents' publish mails (showcase_publish_mails, migration 20261129002100;
 * docs/decisions/069), send-due-mail's part: one claim at a time
 * (claim_showcase_publish_mail: skip locked, leased), the mail composed from the showcase as it
 * is now, sent, and recorded: 'sent'; 'retry' with the lead mails' backoff (docs/decisions/034)
 * or 'failed' at the last attempt; 'superseded' when the showcase was unpublished or its agent
 * has no address any more.
 */

export type PublishMailOutcome = "sent" | "retry" | "failed" | "superseded";

export interface PublishMailRun {
  mails: { id: string; showcaseId: string; status: PublishMailOutcome; error?: string }[];
}

async function claimNext(): Promise<ClaimedPublishMail | null> {
  const { data, error } = await adminClient().rpc("claim_showcase_publish_mail", { lease_seconds: CLAIM_SECONDS });
  if (error) throw new Error(`claim_showcase_publish_mail: ${error.message}`);
  if (data === null) return null;
  return claimedPublishMailSchema.parse(data);
}

async function record(mail: ClaimedPublishMail, outcome: PublishMailOutcome, error: string | null): Promise<PublishMailOutcome> {
  const attempts = mail.attempts + (outcome === "superseded" ? 0 : 1);
  let status = outcome;
  let next: string | null = null;
  if (outcome === "retry") {
    const after = afterFailedAttempt(attempts, new Date());
    status = after.status;
    next = after.nextAttemptAt?.toISOString() ?? null;
  }
  const { error: updateError } = await adminClient()
    .from("showcase_publish_mails")
    .update({
      status,
      attempts,
      last_error: error?.slice(0, 2000) ?? null,
      next_attempt_at: next,
      claimed_until: null,
      sent_at: status === "sent" ? new Date().toISOString() : null,
    })
    .eq("id", mail.mailId);
  if (updateError) console.error(`send-due-mail: could not record publish mail ${mail.mailId}; its claim runs out:`, updateError.message);
  return status;
}

/** Sends one claimed publish mail and records the outcome; never throws. */
async function sendPublishMail(mail: ClaimedPublishMail): Promise<{ status: PublishMailOutcome; error?: string }> {
  if (!mail.isPublic || !mail.agentEmail) return { status: await record(mail, "superseded", null) };
  try {
    const settings = mailSettings();
    await sendMail(settings, publishMail({ ...mail, agentEmail: mail.agentEmail }, publicSiteUrl(), businessIdentity(settings.businessEmail)));
  } catch (error) {
    const message = (error as Error).message;
    console.error(`send-due-mail: the publish mail of showcase ${mail.showcaseId} was not sent:`, message);
    return { status: await record(mail, "retry", message), error: message };
  }
  return { status: await record(mail, "sent", null) };
}

/** Sends due publish mails until none is due, `max` were handled, or `deadline` (epoch ms) has passed. */
export async function runPublishMails(max: number, deadline: number): Promise<PublishMailRun> {
  const run: PublishMailRun = { mails: [] };
  while (run.mails.length < max && Date.now() < deadline) {
    const mail = await claimNext();
    if (!mail) break;
    run.mails.push({ id: mail.mailId, showcaseId: mail.showcaseId, ...(await sendPublishMail(mail)) });
  }
  return run;
}

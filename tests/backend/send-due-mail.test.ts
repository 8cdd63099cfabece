import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MAX_MAIL_ATTEMPTS, retryDelayMinutes } from "../../supabase/functions/_shared/leads/retry-policy.ts";
import { LOCAL_BUSINESS_EMAIL } from "../../supabase/local/functions.ts";
import { startWithSmtpDown } from "./helpers/function-copy.ts";
import { sentTo, waitForMail, type CaughtMail } from "./helpers/maildev.ts";

/**
 * The due-mail job (send-due-mail, docs/decisions/034) on the fresh
 * local stack: leads stored while SMTP was down get their mails once it is
 * back, each mail exactly once even when two runs overlap, failing attempts
 * back off until the lead is 'failed', and the business is told of failed
 * leads. The stack's copy of the function reaches MailDev; "SMTP down" is a
 * second copy of a function whose SMTP port has nothing listening.
 */

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
const businessEmail = process.env.BUSINESS_EMAIL ?? LOCAL_BUSINESS_EMAIL;
const jobUrl = `${stack.gatewayUrl}/functions/v1/send-due-mail`;
const tag = randomUUID().slice(0, 8);

let requestsWithSmtpDown: Awaited<ReturnType<typeof startWithSmtpDown>>;
let jobWithSmtpDown: Awaited<ReturnType<typeof startWithSmtpDown>>;

beforeAll(async () => {
  [requestsWithSmtpDown, jobWithSmtpDown] = await Promise.all([startWithSmtpDown("send-contact-email"), startWithSmtpDown("send-due-mail")]);
});

afterAll(async () => {
  await Promise.all([requestsWithSmtpDown?.stop(), jobWithSmtpDown?.stop()]);
  await db.end();
});

interface JobAnswer {
  ok: boolean;
  leads: { table: string; id: string; status: string; sent: string[]; attempts: number }[];
  failedReport: { leads: number; sent: boolean; error?: string };
}

/** One run of the job, as the schedule calls it: through the gateway with the secret key in apikey (migration 20261127000200). */
async function runJob(url = jobUrl, key = stack.secretKey, body: unknown = {}): Promise<{ status: number; body: JobAnswer }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { apikey: key, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as JobAnswer };
}

let counter = 0;
const visitorEmail = (label: string) => `${label}.${tag}.${++counter}@example.com`;

/** A lead stored with SQL as send-contact-email leaves one whose mail failed, due now unless `change` says otherwise. */
async function storedLead(table: "service_requests" | "contact_messages", change: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const email = visitorEmail(table === "service_requests" ? "req" : "msg");
  const row: Record<string, unknown> = {
    first_name: "Retry",
    last_name: `Probe ${tag}`,
    email,
    phone: "9085550142",
    message: `Retry probe ${tag}`,
    email_status: "retry",
    email_attempts: 1,
    last_email_error: "business notification: connect ECONNREFUSED",
    next_attempt_at: null,
    ...(table === "service_requests" ? { service_type: "appraisal", property_address: "9 Probe Ln" } : {}),
    ...change,
  };
  const columns = Object.keys(row);
  const { rows } = await db.query<{ id: string }>(
    `insert into public.${table} (${columns.join(", ")}) values (${columns.map((_, index) => `$${index + 1}`).join(", ")}) returning id`,
    Object.values(row),
  );
  return { id: rows[0]!.id, email };
}

async function leadRow(table: string, id: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query(`select *, now() as db_now from public.${table} where id = $1`, [id]);
  return rows[0] as Record<string, unknown>;
}

/** The business's notification of one lead (its id is in the text). */
const notificationOf = (id: string) => (mail: CaughtMail) => sentTo(businessEmail)(mail) && mail.text.includes(` id: ${id}`) && !/could not be sent/.test(mail.subject);

describe("send-due-mail: SMTP down during a request, then back", () => {
  it("stores the lead at once, answers the visitor with success, and sends both mails on the job's next run", async () => {
    const requestEmail = visitorEmail("Sam.Reed");
    const request = await fetch(requestsWithSmtpDown.url, {
      method: "POST",
      // The time a person takes to fill the form (decision 035). Straight to the function's copy:
      // no platform address header, so no per-address limit (decision 044).
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        fillMs: 9000,
        isServiceRequest: true,
        firstName: "Sam",
        lastName: "Reed",
        email: requestEmail,
        phone: "7325550101",
        serviceType: "appraisal",
        appraisalType: "Refinance",
        propertyAddress: "5 Maple Ave",
        propertyData: { Prop_Mail_Street: "5 Maple Ave", Sq_Ft: 1200 },
        basePrice: 1,
        finalPrice: 1,
      }),
    });
    expect(request.status).toBe(201);
    const { id: requestId } = (await request.json()) as { id: string };

    const messageEmail = visitorEmail("Ana.Silva");
    const message = await fetch(requestsWithSmtpDown.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fillMs: 9000, firstName: "Ana", lastName: "Silva", email: messageEmail, message: "Please call me about an estate appraisal." }),
    });
    expect(message.status).toBe(201);
    const { id: messageId } = (await message.json()) as { id: string };

    for (const [table, id] of [["service_requests", requestId], ["contact_messages", messageId]] as const) {
      expect(await leadRow(table, id)).toMatchObject({ email_status: "retry", email_attempts: 1, notification_sent_at: null, confirmation_sent_at: null });
      // Five minutes pass: the next attempt is due.
      await db.query(`update public.${table} set next_attempt_at = now() where id = $1`, [id]);
    }

    const run = await runJob();
    expect(run.status).toBe(200);
    expect(run.body.leads).toEqual(
      expect.arrayContaining([
        { table: "service_requests", id: requestId, status: "sent", sent: ["notification", "confirmation"], attempts: 2 },
        { table: "contact_messages", id: messageId, status: "sent", sent: ["notification", "confirmation"], attempts: 2 },
      ]),
    );

    for (const [table, id] of [["service_requests", requestId], ["contact_messages", messageId]] as const) {
      const row = await leadRow(table, id);
      expect(row).toMatchObject({ email_status: "sent", email_attempts: 2, last_email_error: null, next_attempt_at: null, claimed_until: null });
      expect(row.notification_sent_at).toBeInstanceOf(Date);
      expect(row.confirmation_sent_at).toBeInstanceOf(Date);
    }

    const [confirmation] = await waitForMail(sentTo(requestEmail), 1, 300);
    expect(confirmation?.subject).toBe("We received your appraisal request - Garden State Property Appraisals");
    expect(await waitForMail(sentTo(requestEmail))).toHaveLength(1);
    const notifications = await waitForMail(notificationOf(requestId));
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.subject).toBe("New appraisal request: Sam Reed, 5 Maple Ave");
    // The server's price and the PRICE CHECK the first attempt recorded, read back from the row.
    expect(notifications[0]!.text).toMatch(/^Price: \$\d/m);
    expect(notifications[0]!.text).toContain("PRICE CHECK: the visitor's browser showed base $1, final $1");
    expect(await waitForMail(sentTo(messageEmail))).toHaveLength(1);
    expect(await waitForMail(notificationOf(messageId))).toHaveLength(1);
  });
});

describe("send-due-mail: who may run it, and with what", () => {
  it("refuses the publishable key, a wrong secret key and no key (401), and claims nothing", async () => {
    const lead = await storedLead("contact_messages");
    const before = await leadRow("contact_messages", lead.id);
    const asVisitor = await runJob(jobUrl, stack.publishableKey);
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body).toEqual({ error: "Only the project's backend may run this job: send a secret key in the apikey header" });
    // The publishable key as the bearer token, as supabase-js sends it, is refused the same way.
    const asBearer = await fetch(jobUrl, {
      method: "POST",
      headers: { apikey: stack.publishableKey, Authorization: `Bearer ${stack.publishableKey}`, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(asBearer.status).toBe(401);
    expect((await runJob(jobUrl, `${stack.secretKey.slice(0, -1)}x`)).status).toBe(401);
    const noKey = await fetch(jobUrl, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(noKey.status).toBe(401);
    const { updated_at: _, db_now: __, ...unchanged } = before;
    expect(await leadRow("contact_messages", lead.id)).toMatchObject(unchanged);
    await db.query("update public.contact_messages set email_status = 'sent', confirmation_sent_at = now(), notification_sent_at = now() where id = $1", [lead.id]);
  });

  it("answers a bad body with 400, and sends and writes nothing", async () => {
    const lead = await storedLead("contact_messages");
    const before = await leadRow("contact_messages", lead.id);
    for (const body of [{ maxLeads: 0 }, { maxLeads: 1.5 }, { everything: true }, []]) {
      const answer = await runJob(jobUrl, stack.secretKey, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as unknown as { error: string }).error).toBe("Invalid request");
    }
    expect(await leadRow("contact_messages", lead.id)).toEqual({ ...before, db_now: expect.any(Date) });
    expect(await waitForMail(sentTo(lead.email), 0, 300)).toEqual([]);
    await db.query("update public.contact_messages set email_status = 'sent', confirmation_sent_at = now(), notification_sent_at = now() where id = $1", [lead.id]);
  });
  // Visitors cannot call the claim functions through PostgREST either: rls-matrix.test.ts.
});

describe("send-due-mail: each mail at most once", () => {
  it("two claims at the same time never get the same lead", async () => {
    const leads = [await storedLead("service_requests"), await storedLead("service_requests")];
    const [first, second] = [await db.connect(), await db.connect()];
    try {
      await first.query("begin");
      await second.query("begin");
      const a = await first.query<{ lead: { id: string } }>("select lead from public.claim_lead_mail(60)");
      const b = await second.query<{ lead: { id: string } }>("select lead from public.claim_lead_mail(60)");
      await first.query("commit");
      await second.query("commit");
      const claimed = [a.rows[0]?.lead.id, b.rows[0]?.lead.id];
      expect(claimed[0]).toBeDefined();
      expect(claimed[1]).toBeDefined();
      expect(claimed[0]).not.toBe(claimed[1]);
      // Held: a third claim skips both.
      const third = await db.query<{ lead: { id: string } }>("select lead from public.claim_lead_mail(60)");
      expect(claimed).not.toContain(third.rows[0]?.lead.id);
    } finally {
      first.release();
      second.release();
    }
    // Release everything this test claimed, so later runs may take it.
    await db.query("update public.service_requests set claimed_until = null where email = any($1) or claimed_until is not null", [leads.map((lead) => lead.email)]);
    await db.query("update public.contact_messages set claimed_until = null where claimed_until is not null");
    await expect(db.query("select public.claim_lead_mail(5)")).rejects.toThrow(/lease_seconds must be between 10 and 3600/);
  });

  it("sends every owed mail exactly once when two runs overlap, and never a mail already sent", async () => {
    const leads = [
      { table: "service_requests" as const, ...(await storedLead("service_requests")) },
      { table: "service_requests" as const, ...(await storedLead("service_requests")) },
      { table: "service_requests" as const, ...(await storedLead("service_requests", { notification_sent_at: new Date() })) },
      { table: "contact_messages" as const, ...(await storedLead("contact_messages")) },
      { table: "contact_messages" as const, ...(await storedLead("contact_messages")) },
      { table: "contact_messages" as const, ...(await storedLead("contact_messages", { confirmation_sent_at: new Date() })) },
    ];
    const [one, two] = await Promise.all([runJob(), runJob()]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const ids = leads.map((lead) => lead.id);
    const handledByOne = one.body.leads.filter((lead) => ids.includes(lead.id)).map((lead) => lead.id);
    const handledByTwo = two.body.leads.filter((lead) => ids.includes(lead.id)).map((lead) => lead.id);
    expect(handledByOne.filter((id) => handledByTwo.includes(id))).toEqual([]);
    expect([...handledByOne, ...handledByTwo].sort()).toEqual([...ids].sort());

    for (const [index, lead] of leads.entries()) {
      const row = await leadRow(lead.table, lead.id);
      expect(row).toMatchObject({ email_status: "sent", email_attempts: 2, claimed_until: null });
      // Lead 2 had its notification sent already, lead 5 its confirmation.
      const confirmations = await waitForMail(sentTo(lead.email), index === 5 ? 0 : 1, index === 0 || index === 5 ? 500 : 0);
      const notifications = await waitForMail(notificationOf(lead.id), index === 2 ? 0 : 1, index === 2 ? 300 : 0);
      expect(confirmations, `confirmations of lead ${index}`).toHaveLength(index === 5 ? 0 : 1);
      expect(notifications, `notifications of lead ${index}`).toHaveLength(index === 2 ? 0 : 1);
    }
  });

  it("sends a lead left 'pending' by a request that died, once it is 15 minutes old, and leaves a fresh one alone", async () => {
    const stale = await storedLead("contact_messages", { email_status: "pending", email_attempts: 0, last_email_error: null, created_at: new Date(Date.now() - 20 * 60_000) });
    const fresh = await storedLead("contact_messages", { email_status: "pending", email_attempts: 0, last_email_error: null });
    const run = await runJob();
    expect(run.body.leads).toContainEqual({ table: "contact_messages", id: stale.id, status: "sent", sent: ["notification", "confirmation"], attempts: 1 });
    expect(run.body.leads.map((lead) => lead.id)).not.toContain(fresh.id);
    expect(await leadRow("contact_messages", fresh.id)).toMatchObject({ email_status: "pending", email_attempts: 0, claimed_until: null });
    expect(await waitForMail(sentTo(stale.email))).toHaveLength(1);
    await db.query("delete from public.contact_messages where id = $1", [fresh.id]);
  });
});

describe("send-due-mail: backoff, the attempt cap, and the business told", () => {
  it("backs off after each failed attempt, marks the lead failed at the cap, then reports it once when mail works", async () => {
    const lead = await storedLead("service_requests");
    for (let attempts = 2; attempts <= MAX_MAIL_ATTEMPTS; attempts++) {
      const run = await runJob(jobWithSmtpDown.url);
      expect(run.status).toBe(200);
      const mine = run.body.leads.find((handled) => handled.id === lead.id);
      const row = await leadRow("service_requests", lead.id);
      expect(row).toMatchObject({ email_attempts: attempts, claimed_until: null, notification_sent_at: null, confirmation_sent_at: null });
      expect(row.last_email_error).toMatch(/^business notification: .*ECONNREFUSED.*; visitor confirmation: .*ECONNREFUSED/);
      if (attempts < MAX_MAIL_ATTEMPTS) {
        expect(mine).toEqual({ table: "service_requests", id: lead.id, status: "retry", sent: [], attempts });
        const waitMinutes = ((row.next_attempt_at as Date).getTime() - (row.db_now as Date).getTime()) / 60_000;
        expect(waitMinutes).toBeGreaterThan(retryDelayMinutes(attempts) - 1);
        expect(waitMinutes).toBeLessThanOrEqual(retryDelayMinutes(attempts));
        // Not due yet: a run now leaves it alone.
        const early = await runJob(jobWithSmtpDown.url);
        expect(early.body.leads.map((handled) => handled.id)).not.toContain(lead.id);
        // The wait passes.
        await db.query("update public.service_requests set next_attempt_at = now() where id = $1", [lead.id]);
      } else {
        expect(mine).toEqual({ table: "service_requests", id: lead.id, status: "failed", sent: [], attempts });
        expect(row).toMatchObject({ email_status: "failed", next_attempt_at: null, failure_reported_at: null });
        // Mail is still down: the summary could not go out, so the lead stays unreported and unclaimed.
        expect(run.body.failedReport).toMatchObject({ sent: false });
        expect(run.body.failedReport.leads).toBeGreaterThanOrEqual(1);
      }
    }
    // A failed lead is not tried again.
    const afterCap = await runJob(jobWithSmtpDown.url);
    expect(afterCap.body.leads.map((handled) => handled.id)).not.toContain(lead.id);

    // Mail works again: the next run tells the business, once.
    const reported = await runJob();
    expect(reported.body.failedReport).toMatchObject({ sent: true });
    const summaryOf = (mail: CaughtMail) => sentTo(businessEmail)(mail) && /website leads? whose email could not be sent/.test(mail.subject) && mail.text.includes(lead.id);
    const summaries = await waitForMail(summaryOf, 1, 300);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.text).toContain(`  Email: ${lead.email}`);
    expect(summaries[0]!.text).toContain("  Not sent: business notification, visitor confirmation (after 10 attempts)");
    const row = await leadRow("service_requests", lead.id);
    expect(row).toMatchObject({ email_status: "failed", claimed_until: null });
    expect(row.failure_reported_at).toBeInstanceOf(Date);

    const again = await runJob();
    expect(again.body.failedReport).toEqual({ leads: 0, sent: false });
    expect(await waitForMail(summaryOf, 0, 500)).toHaveLength(1);
    // The visitor never got a mail from any of this.
    expect(await waitForMail(sentTo(lead.email), 0, 300)).toEqual([]);
  });

  it("sends a failed lead requeued by hand with the README's SQL, which lists it", async () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const section = readme.slice(readme.indexOf("### Lead mail that failed"));
    const [list, requeue] = (/```sql\n([\s\S]*?)```/.exec(section)?.[1] ?? "").split(/;\s*\n/).map((statement) => statement.trim()).filter((statement) => !/^(--[^\n]*\n?)*$/.test(statement));
    const lead = await storedLead("service_requests", { email_status: "failed", email_attempts: MAX_MAIL_ATTEMPTS, created_at: new Date(Date.now() - 86_400_000), failure_reported_at: new Date(), confirmation_sent_at: new Date() });

    const listed = await db.query<{ kind: string; id: string; email_status: string }>(list!);
    expect(listed.rows).toContainEqual(expect.objectContaining({ kind: "request", id: lead.id, email_status: "failed" }));
    await db.query(requeue!.replace("'<id>'", "$1"), [lead.id]);

    const run = await runJob();
    expect(run.body.leads).toContainEqual({ table: "service_requests", id: lead.id, status: "sent", sent: ["notification"], attempts: MAX_MAIL_ATTEMPTS + 1 });
    expect(await waitForMail(notificationOf(lead.id))).toHaveLength(1);
    expect(await waitForMail(sentTo(lead.email), 0, 300)).toEqual([]);
  });
});

/** The command migration 20261127000200's private.cron_job_command gives the job calling `name`. */
const commandOf = async (name: string) =>
  (await db.query<{ command: string }>("select private.cron_job_command($1) as command", [name])).rows[0]!.command;

async function runCommand(command: string, secrets: Record<string, string>) {
  const client = await db.connect();
  try {
    await client.query("begin");
    await client.query(`
      create schema vault;
      create table vault.decrypted_secrets (name text, decrypted_secret text);
      create schema net;
      create table net.calls (url text, headers jsonb, body jsonb, timeout_milliseconds integer);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                    headers jsonb default '{}', timeout_milliseconds integer default 5000)
      returns bigint language sql as $$
        insert into net.calls values (url, headers, body, timeout_milliseconds) returning 1::bigint
      $$;`);
    for (const [name, value] of Object.entries(secrets)) {
      await client.query("insert into vault.decrypted_secrets values ($1, $2)", [name, value]);
    }
    await client.query(command);
    return (await client.query("select * from net.calls")).rows;
  } finally {
    await client.query("rollback");
    client.release();
  }
}

describe("the scheduled jobs: the hosted schedule's commands (migration 20261127000200)", () => {
  // The local Postgres has no pg_cron, pg_net or Vault, so the migration schedules nothing here. The
  // commands it gives pg_cron are run against stand-ins of vault.decrypted_secrets and net.http_post
  // (same names and parameters), in a transaction that is rolled back.
  const jobs = [{ name: "send-due-mail" }, { name: "send-weekly-report-mail" }];
  it.each(jobs)("$name: posts {} with the secret key from Vault in apikey alone, as pg_net callers should", async ({ name }) => {
    const command = await commandOf(name);
    expect(await runCommand(command, { project_url: "https://ref.supabase.co", secret_key: "sb_secret_fromvault", service_role_key: "eyJ.old.jwt" })).toEqual([
      {
        url: `https://ref.supabase.co/functions/v1/${name}`,
        headers: { "Content-Type": "application/json", apikey: "sb_secret_fromvault" },
        body: {},
        timeout_milliseconds: 150000,
      },
    ]);
  });

  it.each(jobs)("$name: keeps working with only the older Vault secret 'service_role_key', a legacy JWT also sent as Authorization: Bearer", async ({ name }) => {
    const command = await commandOf(name);
    expect(await runCommand(command, { project_url: "https://ref.supabase.co", service_role_key: "eyJ.legacy.jwt" })).toEqual([
      {
        url: `https://ref.supabase.co/functions/v1/${name}`,
        headers: { "Content-Type": "application/json", apikey: "eyJ.legacy.jwt", Authorization: "Bearer eyJ.legacy.jwt" },
        body: {},
        timeout_milliseconds: 150000,
      },
    ]);
    // A secret key stored under the old name still goes in apikey only.
    const [call] = await runCommand(command, { project_url: "https://ref.supabase.co", service_role_key: "sb_secret_oldname" });
    expect(call?.headers).toEqual({ "Content-Type": "application/json", apikey: "sb_secret_oldname" });
  });

  it.each(jobs)("$name: does nothing until the URL and a key are in Vault", async ({ name }) => {
    const command = await commandOf(name);
    expect(await runCommand(command, { project_url: "https://ref.supabase.co" })).toEqual([]);
    expect(await runCommand(command, { secret_key: "sb_secret_fromvault" })).toEqual([]);
    expect(await runCommand(command, {})).toEqual([]);
  });

  it("schedules the weekly report with this command, at its time", () => {
    const migration = readFileSync(new URL("../../supabase/migrations/20261127000200_cron_jobs_send_secret_key.sql", import.meta.url), "utf8");
    expect(migration).toContain("cron.schedule('send-weekly-report-mail', '15 13-22 * * 1', private.cron_job_command('send-weekly-report-mail'))");
  });

  it("its helpers are not callable by visitors", async () => {
    for (const helper of ["private.cron_job_headers(text)", "private.cron_job_command(text)"]) {
      const { rows } = await db.query<{ anon: boolean; authenticated: boolean }>(
        "select has_function_privilege('anon', $1, 'execute') as anon, has_function_privilege('authenticated', $1, 'execute') as authenticated",
        [helper],
      );
      expect(rows[0], helper).toEqual({ anon: false, authenticated: false });
    }
  });
});

describe("the due-mail job's schedule: migration 20261129001600 replaces the job of the former name", () => {
  // pg_cron is not installed locally; the migration runs against a stand-in of cron.job, cron.schedule
  // and cron.unschedule (pg_cron's names and parameters: schedule replaces a job of the same name),
  // in a transaction that is rolled back.
  const migration = readFileSync(new URL("../../supabase/migrations/20261129001600_schedule_send_due_mail.sql", import.meta.url), "utf8");

  async function jobsAfterMigration(times: number) {
    const client = await db.connect();
    try {
      await client.query("begin");
      await client.query(`
        create schema cron;
        create table cron.job (jobid bigserial primary key, schedule text, command text, jobname text unique);
        create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
          insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
          on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
          returning jobid
        $$;
        create function cron.unschedule(job_id bigint) returns boolean language sql as $$
          with gone as (delete from cron.job where jobid = job_id returning 1) select exists (select 1 from gone)
        $$;`);
      // What migration 20261127000200 scheduled on a hosted project.
      await client.query("select cron.schedule('retry-lead-mail', '*/5 * * * *', private.cron_job_command('retry-lead-mail'))");
      await client.query("select cron.schedule('send-weekly-report-mail', '15 13-22 * * 1', private.cron_job_command('send-weekly-report-mail'))");
      for (let run = 0; run < times; run++) await client.query(migration);
      return (await client.query<{ jobname: string; schedule: string; command: string }>("select jobname, schedule, command from cron.job order by jobname")).rows;
    } finally {
      await client.query("rollback");
      client.release();
    }
  }

  it("leaves send-due-mail every 5 minutes and no retry-lead-mail, the other jobs untouched, however often it runs", async () => {
    const expected = [
      { jobname: "send-due-mail", schedule: "*/5 * * * *", command: await commandOf("send-due-mail") },
      { jobname: "send-weekly-report-mail", schedule: "15 13-22 * * 1", command: await commandOf("send-weekly-report-mail") },
    ];
    expect(await jobsAfterMigration(1)).toEqual(expected);
    expect(await jobsAfterMigration(2)).toEqual(expected);
  });

  it("the job's command posts to the send-due-mail function", async () => {
    const [job] = await jobsAfterMigration(1);
    expect(job!.command).toContain("/functions/v1/send-due-mail");
    expect(job!.command).not.toContain("retry-lead-mail");
    expect(await runCommand(job!.command, { project_url: "https://ref.supabase.co", secret_key: "sb_secret_fromvault" })).toEqual([
      {
        url: "https://ref.supabase.co/functions/v1/send-due-mail",
        headers: { "Content-Type": "application/json", apikey: "sb_secret_fromvault" },
        body: {},
        timeout_milliseconds: 150000,
      },
    ]);
  });
});

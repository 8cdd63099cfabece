/**
 * The weekly report mail (docs/decisions/038): send-weekly-report-mail sends
 * one mail per showcase per week, with last week's figures against the week before, only
 * for showcases with visits, never to an agent who opted out; report-mail-unsubscribe
 * honours the opt-out at once (from the page, and one-click from the mail).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { caughtMail, sentTo, waitForMail } from "./helpers/maildev.ts";
import { postAsAnon } from "./helpers/anon-requests.ts";

const stack = inject("stack");
const db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
const tag = randomUUID().slice(0, 8);
const TZ = "America/New_York";

interface Fixture {
  agentId: string;
  email: string;
  showcaseId: string;
  slug: string;
  token: string;
  reportKey: string;
}

/** Noon on a day of last week (0 = Monday) or, with weeksAgo 2, the week before; 0 = this week. */
const dayOfWeek = (weeksAgo: number, weekday: number) =>
  `((date_trunc('week', now() at time zone '${TZ}')::date - ${7 * weeksAgo} + ${weekday}) + time '12:00') at time zone '${TZ}'`;

async function makeShowcase(name: string): Promise<Fixture> {
  const email = `${name}-${tag}@example.com`;
  const agent = await db.query<{ id: string }>(`insert into public.agents (name, email) values ($1, $2) returning id`, [`Agent ${name}`, email]);
  const slug = `weekly-${name}-${tag}`;
  const showcase = await db.query<{ id: string }>(
    `insert into public.property_showcases (slug, agent_id, property_address, property_city, is_public) values ($1, $2, $3, 'Flemington', true) returning id`,
    [slug, agent.rows[0]!.id, `${name} Weekly Rd`],
  );
  const secrets = await db.query<{ token: string; report_key: string }>(
    `select m.unsubscribe_token as token, k.report_key
       from public.agent_report_mail m, public.showcase_report_keys k
      where m.agent_id = $1 and k.showcase_id = $2`,
    [agent.rows[0]!.id, showcase.rows[0]!.id],
  );
  return { agentId: agent.rows[0]!.id, email, showcaseId: showcase.rows[0]!.id, slug, token: secrets.rows[0]!.token, reportKey: secrets.rows[0]!.report_key };
}

async function visit(showcaseId: string, when: string, seconds: number, ip: string) {
  await db.query(
    `insert into public.showcase_visits (created_at, property_id, session_id, time_on_page, ip_hash) values (${when}, $1, $2, $3, $4)`,
    [showcaseId, `sv_1763780000000_${tag}${randomUUID().slice(0, 6)}`, seconds, ip],
  );
}

/** One run of the job, as Supabase Cron calls it: the secret key in apikey (migration 20261127000200). */
function runJob(key = stack.secretKey, body: unknown = {}): Promise<Response> {
  return fetch(`${stack.gatewayUrl}/functions/v1/send-weekly-report-mail`, {
    method: "POST",
    headers: { apikey: key, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

function unsubscribe(body: unknown): Promise<Response> {
  return postAsAnon(`${stack.gatewayUrl}/functions/v1/report-mail-unsubscribe`, body);
}

let busy: Fixture;
let quiet: Fixture;
let optedOut: Fixture;
let oneClick: Fixture;

beforeAll(async () => {
  busy = await makeShowcase("busy");
  quiet = await makeShowcase("quiet");
  optedOut = await makeShowcase("optedout");
  oneClick = await makeShowcase("oneclick");
  // Last week: 3 page views by 2 visitors, 60 s on average; the week before: 1.
  await visit(busy.showcaseId, dayOfWeek(1, 0), 30, "aa");
  await visit(busy.showcaseId, dayOfWeek(1, 2), 90, "aa");
  await visit(busy.showcaseId, dayOfWeek(1, 6), 60, "bb");
  await visit(busy.showcaseId, dayOfWeek(2, 3), 20, "cc");
  await db.query(
    `insert into public.analytics_events (event_type, page_path, event_data, created_at) values ('realtor_contact_phone', '/showcase/x', $1, ${dayOfWeek(1, 4)})`,
    [{ property_id: busy.showcaseId, contact_method: "phone" }],
  );
  // The quiet showcase had visits the week before and this week, none last week.
  await visit(quiet.showcaseId, dayOfWeek(2, 1), 10, "dd");
  await visit(quiet.showcaseId, `now()`, 10, "dd");
  for (const fixture of [optedOut, oneClick]) await visit(fixture.showcaseId, dayOfWeek(1, 1), 40, "ee");
});

afterAll(async () => {
  await db.query("delete from public.property_showcases where slug like 'weekly-%-' || $1", [tag]);
  await db.query("delete from public.agents where email like '%-' || $1 || '@example.com'", [tag]);
  await db.end();
});

describe("report-mail-unsubscribe", () => {
  it("refuses a malformed token (400) and an unknown one (404), changing nothing", async () => {
    expect((await unsubscribe({ token: "short" })).status).toBe(400);
    expect((await unsubscribe({ token: optedOut.token, weeklyMail: "no" })).status).toBe(400);
    expect((await unsubscribe({ token: "Z".repeat(32) })).status).toBe(404);
    const { rows } = await db.query("select 1 from public.agent_report_mail where not weekly_mail and agent_id = any($1)", [[optedOut.agentId, oneClick.agentId]]);
    expect(rows).toHaveLength(0);
  });

  it("turns the weekly mail off by the page's token, and on again", async () => {
    const off = await unsubscribe({ token: optedOut.token, weeklyMail: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ ok: true, weeklyMail: false });
    expect((await unsubscribe({ token: optedOut.token, weeklyMail: true })).status).toBe(200);
    expect((await db.query("select weekly_mail from public.agent_report_mail where agent_id = $1", [optedOut.agentId])).rows[0]).toEqual({ weekly_mail: true });
    expect((await unsubscribe({ token: optedOut.token })).status).toBe(200);
    expect((await db.query("select weekly_mail from public.agent_report_mail where agent_id = $1", [optedOut.agentId])).rows[0]).toEqual({ weekly_mail: false });
  });

  it("takes a one-click unsubscribe (RFC 8058): a form POST with the token in the link and no API key", async () => {
    const response = await fetch(
      `${stack.gatewayUrl}/functions/v1/report-mail-unsubscribe?token=${oneClick.token}`,
      { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" },
    );
    expect(response.status).toBe(200);
    expect((await db.query("select weekly_mail from public.agent_report_mail where agent_id = $1", [oneClick.agentId])).rows[0]).toEqual({ weekly_mail: false });
  });
});

describe("send-weekly-report-mail", () => {
  it("runs only with a secret key, and refuses a bad body before claiming anything", async () => {
    expect((await runJob(stack.publishableKey)).status).toBe(401);
    expect((await runJob(stack.legacyServiceKey)).status).toBe(401); // legacy keys are off on this stack
    expect((await runJob(stack.secretKey, { maxMails: 0 })).status).toBe(400);
    expect((await runJob(stack.secretKey, { everything: true })).status).toBe(400);
    expect((await db.query("select 1 from public.showcase_report_mails")).rows).toHaveLength(0);
  });

  it("sends one mail per showcase per week even when runs overlap; none without visits, none after an opt-out", async () => {
    const [first, second] = await Promise.all([runJob(), runJob()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const third = await runJob();
    expect(third.status).toBe(200);

    const mails = await waitForMail(sentTo(busy.email), 1, 1500);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toMatch(/^busy Weekly Rd: 3 page views last week \(/);
    expect(mail.text).toContain("Hello Agent busy,");
    expect(mail.text).toMatch(/Page views\s+3\s+\(week before: 1, \+200%\)/);
    expect(mail.text).toMatch(/Unique visitors\s+2\s+\(week before: 1, \+100%\)/);
    expect(mail.text).toMatch(/Average time on page\s+1 min\s+\(week before: 20 s\)/);
    expect(mail.text).toMatch(/Phone taps\s+1\s+\(week before: 0, new\)/);
    expect(mail.text).toContain(`/showcase/${busy.slug}/report?key=${busy.reportKey}&days=30`);
    expect(mail.text).toContain(`/report-mail/unsubscribe?token=${busy.token}`);
    const headers = (mail as unknown as { headers: Record<string, string> }).headers;
    expect(headers["list-unsubscribe"]).toContain(`/functions/v1/report-mail-unsubscribe?token=${busy.token}>`);
    // No API key travels in a mail: not the publishable key, not the secret one (docs/decisions/043).
    expect(headers["list-unsubscribe"]).not.toMatch(/apikey|sb_publishable|sb_secret/);
    expect(JSON.stringify(mail)).not.toContain(stack.secretKey);
    expect(headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const all = await caughtMail();
    for (const fixture of [quiet, optedOut, oneClick]) expect(all.filter(sentTo(fixture.email))).toHaveLength(0);

    const recorded = await db.query<{ week_start: string; sent_at: Date | null; attempts: number; dow: number }>(
      "select week_start::text, sent_at, attempts, extract(isodow from week_start)::int as dow from public.showcase_report_mails where showcase_id = $1",
      [busy.showcaseId],
    );
    expect(recorded.rows).toHaveLength(1);
    expect(recorded.rows[0]).toMatchObject({ attempts: 1, dow: 1 });
    expect(recorded.rows[0]!.sent_at).not.toBeNull();
    const lastMonday = await db.query<{ monday: string }>(`select (date_trunc('week', now() at time zone '${TZ}')::date - 7)::text as monday`);
    expect(recorded.rows[0]!.week_start).toBe(lastMonday.rows[0]!.monday);
    for (const fixture of [quiet, optedOut, oneClick]) {
      expect((await db.query("select 1 from public.showcase_report_mails where showcase_id = $1", [fixture.showcaseId])).rows).toHaveLength(0);
    }
  });

  it("mails an agent who subscribes again, once, at the next run", async () => {
    expect((await unsubscribe({ token: oneClick.token, weeklyMail: true })).status).toBe(200);
    expect((await runJob()).status).toBe(200);
    expect((await runJob()).status).toBe(200);
    expect(await waitForMail(sentTo(oneClick.email), 1, 1000)).toHaveLength(1);
  });
});

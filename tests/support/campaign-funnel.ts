/**
 * A known campaign funnel (docs/decisions/063-campaign-funnel.md), seeded straight into the
 * database, and every figure the report must give for it, counted by hand. Two weeks of
 * March 2026 (New York): the backend test, the e2e test and the component tests (as the
 * report's answer) all check against these figures.
 *
 *   "Spring Mailing" typed three ways, from a newsletter (email) in the first week and a
 *   postcard (print) in the second; "summer-open-house" with landings and no request; a request
 *   with the code SUMMER20 and no campaign; a booking later cancelled (counted as booked, shown
 *   as cancelled, no value); a request flagged as spam and one outside the period (not counted);
 *   a request whose time is only held (a request, not booked); 25 sessions from one address on
 *   one day (20 counted).
 */
import type pg from "pg";

export const FUNNEL_PERIOD = { from: "2026-03-02", to: "2026-03-15" } as const;
export const FUNNEL_WEEKS = ["2026-03-02", "2026-03-09"] as const;
/** The campaigns of the marketer's link, as the owner types them. */
export const MARKETER_CAMPAIGNS = ["Spring  Mailing "] as const;

const session = (name: string) => `sv_1772400000000_${name}`;
const FORGER = "f".repeat(32);

/** Seeds the funnel; `tag` marks every row for removal (appointments by municipality, requests by first name). */
export async function seedCampaignFunnel(db: pg.Pool, tag: string): Promise<void> {
  const landing = (name: string, campaign: string, source: string, medium: string, at: string, ipHash: string | null = null) =>
    db.query(
      `insert into public.campaign_visits (utm_campaign, utm_source, utm_medium, session_id, landing_path, ip_hash, created_at)
       values ($1, $2, $3, $4, '/?utm_campaign=x', $5, $6)`,
      [campaign, source, medium, session(name), ipHash, at],
    );
  const step = (name: string, kind: "opened" | "priced", at: string) =>
    db.query("insert into public.quote_steps (session_id, step, created_at) values ($1, $2, $3)", [session(name), kind, at]);
  let slot = 0;
  const request = async (
    name: string,
    at: string,
    prices: { base: number; final: number; code?: string },
    extra: { spam?: boolean; appointment?: "booked" | "cancelled" | "held"; utm?: Record<string, string> } = {},
  ) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.service_requests (first_name, last_name, email, phone, service_type, server_base_price, server_final_price,
                                            discount_code, discount_status, suspected_spam, session_id, utm, created_at)
       values ($1, 'Funnel', 'funnel@example.com', '9085550134', 'appraisal', $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        tag,
        prices.base,
        prices.final,
        prices.code ? { code: prices.code, type: "percentage", value: 10 } : null,
        prices.code ? "applied" : "none",
        extra.spam ?? false,
        session(name),
        extra.utm ?? null,
        at,
      ],
    );
    if (!extra.appointment) return;
    slot += 1;
    const start = `2099-01-${String(slot).padStart(2, "0")} 15:00+00`;
    const end = `2099-01-${String(slot).padStart(2, "0")} 16:00+00`;
    await db.query(
      `insert into public.appointments (status, during, service_type, service_id, duration_minutes, county, municipality, service_request_id,
                                        booked_at, cancelled_at, hold_token_hash, expires_at)
       values ($1, tstzrange($2, $3), 'appraisal', 'appraisal', 60, 'hunterdon', $4, $5, $6, $7, $8, $9)`,
      [
        extra.appointment,
        start,
        end,
        tag,
        rows[0]!.id,
        extra.appointment === "held" ? null : at,
        extra.appointment === "cancelled" ? "2026-03-10 12:00-04" : null,
        extra.appointment === "held" ? "a".repeat(63) + String(slot % 10) : null,
        extra.appointment === "held" ? "2099-12-31 00:00+00" : null,
      ],
    );
  };

  // Week of 2 March: the newsletter.
  await landing("s1aaaa", "Spring Mailing", "Newsletter", "email", "2026-03-03 10:00-05", "a".repeat(32));
  await landing("s1aaaa", "spring mailing", "newsletter", "email", "2026-03-03 10:05-05", "a".repeat(32));
  await landing("s2aaaa", "  SPRING   MAILING ", "newsletter", "Email", "2026-03-03 11:00-05");
  for (const name of ["s3aaaa", "s4aaaa", "s5aaaa", "s6aaaa"]) await landing(name, "spring mailing", "newsletter", "email", "2026-03-04 09:00-05");
  for (let n = 0; n < 25; n += 1) await landing(`forged${String(n).padStart(2, "0")}`, "spring mailing", "newsletter", "email", "2026-03-05 09:00-05", FORGER);
  for (const name of ["s1aaaa", "s2aaaa", "s3aaaa", "s4aaaa"]) await step(name, "opened", "2026-03-05 10:00-05");
  for (const name of ["s1aaaa", "s2aaaa", "s3aaaa"]) await step(name, "priced", "2026-03-05 10:01-05");
  await request("s1aaaa", "2026-03-05 10:10-05", { base: 500, final: 450, code: "spring10" }, { appointment: "booked" });
  await request("s2aaaa", "2026-03-05 10:20-05", { base: 400, final: 400 }, { appointment: "cancelled" });
  await request("s3aaaa", "2026-03-05 10:30-05", { base: 400, final: 400 }, { spam: true, appointment: "booked" });
  await request("s4aaaa", "2026-03-06 10:30-05", { base: 350, final: 350 }, { appointment: "held" });

  // Week of 9 March: the postcard, the summer open house, a code without a campaign.
  await landing("s7aaaa", "Spring Mailing", "postcard", "print", "2026-03-10 09:00-04");
  await landing("s8aaaa", "Spring Mailing", "postcard", "print", "2026-03-10 09:30-04");
  await landing("s9aaaa", "summer-open-house", "facebook", "social", "2026-03-11 09:00-04");
  await landing("s10aaa", "summer-open-house", "facebook", "social", "2026-03-11 09:30-04");
  await step("s7aaaa", "opened", "2026-03-10 09:05-04");
  await step("s7aaaa", "priced", "2026-03-10 09:06-04");
  await step("s9aaaa", "opened", "2026-03-11 09:05-04");
  await step("s11aaa", "opened", "2026-03-12 09:05-04");
  await step("s11aaa", "priced", "2026-03-12 09:06-04");
  await request("s7aaaa", "2026-03-10 09:10-04", { base: 300, final: 300 }, { appointment: "booked" });
  await request("s11aaa", "2026-03-12 09:10-04", { base: 600, final: 480, code: "SUMMER20" }, { appointment: "booked" });
  // Outside the period (the Monday after): not counted.
  await request("s7aaaa", "2026-03-16 09:10-04", { base: 300, final: 300 }, { appointment: "booked" });
}

export async function removeCampaignFunnel(db: pg.Pool, tag: string): Promise<void> {
  await db.query("delete from public.appointments where municipality = $1", [tag]);
  await db.query("delete from public.service_requests where first_name = $1", [tag]);
  await db.query("delete from public.quote_steps where session_id like 'sv_1772400000000_%'");
  await db.query("delete from public.campaign_visits where session_id like 'sv_1772400000000_%'");
  // The counted landings of the funnel's days (nothing else of the test stacks lands in March 2026).
  await db.query("delete from public.campaign_landing_days where day between '2026-03-01' and '2026-03-31'");
}

type Rates = { openedPerLanding: number | null; pricedPerOpened: number | null; requestsPerPriced: number | null; bookedPerRequest: number | null; bookedPerLanding: number | null };
export interface Figures {
  landings: number;
  quotesOpened: number;
  quotesPriced: number;
  requests: number;
  booked: number;
  cancelled: number;
  bookedValue: number;
  discountGiven: number;
  rates: Rates;
}

const figures = (
  [landings, quotesOpened, quotesPriced, requests, booked, cancelled, bookedValue, discountGiven]: number[],
  [openedPerLanding, pricedPerOpened, requestsPerPriced, bookedPerRequest, bookedPerLanding]: (number | null)[],
): Figures => ({
  landings: landings!,
  quotesOpened: quotesOpened!,
  quotesPriced: quotesPriced!,
  requests: requests!,
  booked: booked!,
  cancelled: cancelled!,
  bookedValue: bookedValue!,
  discountGiven: discountGiven!,
  rates: { openedPerLanding: openedPerLanding!, pricedPerOpened: pricedPerOpened!, requestsPerPriced: requestsPerPriced!, bookedPerRequest: bookedPerRequest!, bookedPerLanding: bookedPerLanding! },
});

/** The desk's report of FUNNEL_PERIOD: every campaign. */
export const DESK_EXPECTED = {
  totals: figures([30, 7, 5, 5, 4, 1, 1230, 170], [23.3, 71.4, 100, 80, 13.3]),
  byCampaign: [
    { campaign: "spring mailing", source: "newsletter", medium: "email", ...figures([26, 4, 3, 3, 2, 1, 450, 50], [15.4, 75, 100, 66.7, 7.7]) },
    { campaign: "spring mailing", source: "postcard", medium: "print", ...figures([2, 1, 1, 1, 1, 0, 300, 0], [50, 100, 100, 100, 50]) },
    { campaign: "summer-open-house", source: "facebook", medium: "social", ...figures([2, 1, 0, 0, 0, 0, 0, 0], [50, 0, null, null, 0]) },
    { campaign: null, source: null, medium: null, ...figures([0, 1, 1, 1, 1, 0, 480, 120], [null, 100, 100, 100, null]) },
  ],
  byCode: [
    { code: "SPRING10", ...figures([0, 0, 0, 1, 1, 0, 450, 50], [null, null, null, 100, null]) },
    { code: "SUMMER20", ...figures([0, 0, 0, 1, 1, 0, 480, 120], [null, null, null, 100, null]) },
  ],
  weekly: [
    { week: "2026-03-02", ...figures([26, 4, 3, 3, 2, 1, 450, 50], [15.4, 75, 100, 66.7, 7.7]) },
    { week: "2026-03-09", ...figures([4, 3, 2, 2, 2, 0, 780, 120], [75, 66.7, 100, 100, 50]) },
  ],
};

/** The marketer's link for MARKETER_CAMPAIGNS: "spring mailing" only. */
export const MARKETER_EXPECTED = {
  campaigns: ["spring mailing"],
  totals: figures([28, 5, 4, 4, 3, 1, 750, 50], [17.9, 80, 100, 75, 10.7]),
  byCampaign: DESK_EXPECTED.byCampaign.slice(0, 2),
  byCode: DESK_EXPECTED.byCode.slice(0, 1),
  weekly: [
    { week: "2026-03-02", ...figures([26, 4, 3, 3, 2, 1, 450, 50], [15.4, 75, 100, 66.7, 7.7]) },
    { week: "2026-03-09", ...figures([2, 1, 1, 1, 1, 0, 300, 0], [50, 100, 100, 100, 50]) },
  ],
};

/** The desk's answer for FUNNEL_PERIOD, as owner_campaign_report gives it (for component tests' stand-ins). */
export function deskReportAnswer() {
  return {
    from: FUNNEL_PERIOD.from,
    to: FUNNEL_PERIOD.to,
    source: null,
    medium: null,
    ...DESK_EXPECTED,
    sources: ["facebook", "newsletter", "postcard"],
    media: ["email", "print", "social"],
  };
}

/** The marketer's answer for FUNNEL_PERIOD, as marketer_campaign_report gives it. */
export function marketerReportAnswer() {
  return { from: FUNNEL_PERIOD.from, to: FUNNEL_PERIOD.to, source: null, medium: null, label: "Spring mailing for Acme", ...MARKETER_EXPECTED };
}

/**
 * Every figure of a row as the page and the CSV write it: counts as digits, money as "$450",
 * rates as "15.4%" or "—". In the order of the tables' columns.
 */
export function figureTexts(row: Figures): string[] {
  const money = (value: number) => `$${value.toLocaleString("en-US")}`;
  const rate = (value: number | null) => (value === null ? "—" : `${value}%`);
  return [
    ...[row.landings, row.quotesOpened, row.quotesPriced, row.requests, row.booked, row.cancelled].map(String),
    money(row.bookedValue),
    money(row.discountGiven),
    ...[row.rates.openedPerLanding, row.rates.pricedPerOpened, row.rates.requestsPerPriced, row.rates.bookedPerRequest, row.rates.bookedPerLanding].map(rate),
  ];
}

/**
 * The postcard row over the last 52 weeks (the pages' longest period), where the request of the
 * Monday after the fortnight counts too: one more request and booking, $300 more.
 */
export const POSTCARD_OVER_A_YEAR = {
  campaign: "spring mailing",
  source: "postcard",
  medium: "print",
  ...figures([2, 1, 1, 2, 2, 0, 600, 0], [50, 100, 200, 100, 100]),
};

import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ServiceRequestPayload } from "#schemas/service-request.ts";
import type { ContactMessagePayload } from "#schemas/contact-message.ts";
import { LOCAL_BUSINESS_EMAIL } from "../../supabase/local/functions.ts";
import { postAsAnon } from "./helpers/anon-requests.ts";

/**
 * send-contact-email through the gateway of the fresh local stack, with
 * MailDev catching the mail: leads stored, prices recomputed and compared,
 * codes re-checked, both emails sent; bad input stores nothing. SMTP being
 * down: send-contact-email-smtp-down.test.ts.
 */

const stack = inject("stack");
const url = `${stack.gatewayUrl}/functions/v1/send-contact-email`;
const db = new pg.Client({ connectionString: stack.databaseUrl });
const businessEmail = process.env.BUSINESS_EMAIL ?? LOCAL_BUSINESS_EMAIL;

interface Parcel {
  gis_pin: string;
  prop_street: string;
  city: string;
  zip: string;
  county_name: string;
  sq_ft: number;
}
let midSize: Parcel;
const prices = new Map<string, number>();
const price = (serviceId: string, tier: string) => prices.get(`${serviceId}|${tier}`)!;

let callers = 0;
/**
 * POSTs as the site's forms do: with the fill time a person takes (a request
 * without one is flagged as suspected spam and not confirmed, see
 * abuse-limits.test.ts), each from its own caller address (the gateway lets a
 * loopback peer speak for one) so that the per-address limit of
 * send-contact-email is not what these tests meet.
 */
function post(body: unknown) {
  const sent = body && typeof body === "object" && !Array.isArray(body) && !("fillMs" in body) ? { fillMs: 8000, ...body } : body;
  return postAsAnon(url, sent, { address: `198.51.100.${++callers}` });
}

let counter = 0;
function uniqueEmail(label: string) {
  return `${label}.${Date.now()}.${++counter}@example.com`;
}

function countyRecord(parcel: Parcel, change: Record<string, unknown> = {}) {
  return {
    Prop_Mail_Street: parcel.prop_street,
    P_City: parcel.city,
    P_State: "NJ",
    P_Zip: parcel.zip,
    Sq_Ft: parcel.sq_ft,
    GIS_PIN: parcel.gis_pin,
    COUNTY_NAME: parcel.county_name,
    ...change,
  };
}

function appraisalRequest(change: Partial<ServiceRequestPayload> = {}): ServiceRequestPayload {
  const base = price("appraisal", "1500_to_2500");
  return {
    isServiceRequest: true,
    firstName: "Maria",
    lastName: "Lopez",
    email: uniqueEmail("Maria.Lopez"),
    phone: "9085550199",
    message: "Refinancing with our credit union; the lender wants the report by the 15th.",
    serviceType: "appraisal",
    appraisalType: "Refinance",
    propertyAddress: midSize.prop_street,
    propertyData: { address: midSize.prop_street, livingSqft: midSize.sq_ft, countyData: countyRecord(midSize) },
    selectedPhotographyPackage: null,
    customServices: null,
    basePrice: base,
    finalPrice: base,
    discountCode: null,
    ...change,
  };
}

async function requestRow(id: string) {
  const { rows } = await db.query("select * from service_requests where id = $1", [id]);
  return rows[0] as Record<string, unknown>;
}

async function counts() {
  const { rows } = await db.query<{ requests: string; messages: string }>(
    "select (select count(*) from service_requests) as requests, (select count(*) from contact_messages) as messages",
  );
  return { requests: Number(rows[0]!.requests), messages: Number(rows[0]!.messages) };
}

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
  replyTo?: { address: string }[] | { address: string };
  from: { address: string; name?: string }[];
}

/** MailDev's messages to `address`, waiting briefly for delivery. */
async function mailTo(address: string, expected = 1): Promise<CaughtMail[]> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const all = (await (await fetch(`${stack.mailWebUrl}/email`)).json()) as CaughtMail[];
    const mine = all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
    if (mine.length >= expected) return mine;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

beforeAll(async () => {
  await db.connect();
  const { rows } = await db.query<Parcel>(
    `select gis_pin, prop_street, city, zip, county_name, sq_ft from nj_parcels
      where sq_ft between 1600 and 2400 and county_name = 'Hunterdon' order by gis_pin limit 1`,
  );
  midSize = rows[0] ?? (await db.query<Parcel>(
    "select gis_pin, prop_street, city, zip, county_name, sq_ft from nj_parcels where sq_ft between 1600 and 2400 order by gis_pin limit 1",
  )).rows[0]!;
  const pricing = await db.query<{ service_id: string; tier_name: string; price: string }>("select service_id, tier_name, price from service_pricing");
  for (const row of pricing.rows) prices.set(`${row.service_id}|${row.tier_name}`, Number(row.price));
});
afterAll(() => db.end());

describe("send-contact-email: quote requests", () => {
  it("stores the request, prices it on the server, and emails the business and the visitor", async () => {
    const request = appraisalRequest();
    const response = await post(request);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);

    const row = await requestRow(body.id);
    const base = price("appraisal", "1500_to_2500");
    expect(row).toMatchObject({
      first_name: "Maria",
      last_name: "Lopez",
      email: request.email.toLowerCase(),
      phone: "9085550199",
      service_type: "appraisal",
      appraisal_type: "Refinance",
      property_address: midSize.prop_street,
      property_pin: midSize.gis_pin,
      living_sqft: midSize.sq_ft,
      living_sqft_source: "county_record",
      price_tier: "1500_to_2500",
      discount_status: "none",
      price_mismatch: false,
      email_status: "sent",
      email_attempts: 1,
      last_email_error: null,
    });
    expect(Number(row.client_final_price)).toBe(base);
    expect(Number(row.server_base_price)).toBe(base);
    expect(Number(row.server_final_price)).toBe(base);
    expect(row.notification_sent_at).not.toBeNull();
    expect(row.confirmation_sent_at).not.toBeNull();

    const [confirmation] = await mailTo(request.email.toLowerCase());
    expect(confirmation?.subject).toBe("We received your appraisal request - Garden State Property Appraisals");
    expect(confirmation?.text).toContain("Hi Maria,");
    expect(confirmation?.text).toContain(`Property: ${midSize.prop_street}, ${midSize.city}, NJ ${midSize.zip}`);
    expect(confirmation?.text).toContain(`Quoted price: $${base}`);

    const notifications = (await mailTo(businessEmail, 1)).filter((mail) => mail.text.includes(body.id));
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.subject).toBe(`New appraisal request: Maria Lopez, ${midSize.prop_street}, ${midSize.city}, NJ ${midSize.zip}`);
    expect(notifications[0]!.text).toContain("Phone: (908) 555-0199");
    expect(notifications[0]!.text).toContain("Service: Refinance appraisal");
    expect(notifications[0]!.text).toContain(`GIS PIN: ${midSize.gis_pin}`);
    expect(notifications[0]!.text).not.toContain("PRICE CHECK");
  });

  it("flags a tampered finalPrice and keeps both figures", async () => {
    const base = price("appraisal", "1500_to_2500");
    const response = await post(appraisalRequest({ finalPrice: 1 }));
    expect(response.status).toBe(201);
    const row = await requestRow(((await response.json()) as { id: string }).id);
    expect(row.price_mismatch).toBe(true);
    expect(Number(row.client_final_price)).toBe(1);
    expect(Number(row.server_final_price)).toBe(base);
  });

  it("prices by the county record's size, not a smaller size the browser claims", async () => {
    const cheap = price("appraisal", "under_1500");
    const response = await post(
      appraisalRequest({
        propertyData: { countyData: countyRecord(midSize, { Sq_Ft: 900 }) },
        basePrice: cheap,
        finalPrice: cheap,
      }),
    );
    const row = await requestRow(((await response.json()) as { id: string }).id);
    expect(row).toMatchObject({ living_sqft: midSize.sq_ft, living_sqft_source: "county_record", price_tier: "1500_to_2500", price_mismatch: true });
    expect(Number(row.server_final_price)).toBe(price("appraisal", "1500_to_2500"));
  });

  it("prices a size of 1,499.6 sq ft under 1,500, as the browser does, and stores whole square feet", async () => {
    const cheap = price("appraisal", "under_1500");
    const response = await post(
      appraisalRequest({
        propertyData: { countyData: countyRecord(midSize, { GIS_PIN: "9999_1_1", Sq_Ft: "1,499.6" }) },
        basePrice: cheap,
        finalPrice: cheap,
      }),
    );
    expect(response.status).toBe(201);
    const row = await requestRow(((await response.json()) as { id: string }).id);
    expect(row).toMatchObject({ living_sqft: 1500, living_sqft_source: "request", price_tier: "under_1500", price_mismatch: false });
    expect(Number(row.server_final_price)).toBe(cheap);
  });

  it("applies a valid code with the database's terms", async () => {
    const base = price("appraisal", "1500_to_2500");
    const final = Math.round(base * 0.9 * 100) / 100;
    const response = await post(
      appraisalRequest({
        discountCode: { code: "spring10", type: "percentage", value: 10, description: "10% off" },
        finalPrice: final,
      }),
    );
    const row = await requestRow(((await response.json()) as { id: string }).id);
    expect(row).toMatchObject({ discount_status: "applied", price_mismatch: false });
    expect(Number(row.server_final_price)).toBe(final);
  });

  it("refuses an expired code: keeps the lead, prices without it, records and flags it", async () => {
    const base = price("appraisal", "1500_to_2500");
    const request = appraisalRequest({
      discountCode: { code: "HOLIDAY25", type: "percentage", value: 25, description: "Holiday 2024" },
      finalPrice: base * 0.75,
    });
    const response = await post(request);
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    const row = await requestRow(id);
    expect(row).toMatchObject({ discount_status: "refused", price_mismatch: true });
    expect(row.discount_code).toMatchObject({ code: "HOLIDAY25", value: 25 });
    expect(Number(row.server_final_price)).toBe(base);
    const notification = (await mailTo(businessEmail, 1)).find((mail) => mail.text.includes(id));
    expect(notification?.text).toContain("Discount code HOLIDAY25 was refused (invalid, expired, inactive, used up or not for this service); priced without it.");
    const [confirmation] = await mailTo(request.email.toLowerCase());
    expect(confirmation?.text).toContain(`Quoted price: $${base}`);
    expect(confirmation?.text).not.toContain("HOLIDAY25");
  });

  it("prices a custom photography package from the add-ons' tier prices", async () => {
    const tier = "1500_to_2500";
    const base = price("aerial-photography", tier) + price("floor-plans", tier);
    const response = await post(
      appraisalRequest({
        serviceType: "photography",
        appraisalType: null,
        selectedPhotographyPackage: "custom",
        customServices: [
          { id: "aerial-photography", name: "Aerial Photography", price: price("aerial-photography", tier) },
          { id: "floor-plans", name: "Floor Plans", price: price("floor-plans", tier) },
        ],
        basePrice: base,
        finalPrice: base - 50,
        discountCode: { code: "SAVE50", type: "fixed_amount", value: 50 },
      }),
    );
    expect(response.status).toBe(201);
    const row = await requestRow(((await response.json()) as { id: string }).id);
    expect(row).toMatchObject({ service_type: "photography", selected_photography_package: "custom", discount_status: "applied", price_mismatch: false });
    expect(Number(row.server_base_price)).toBe(base);
    expect(Number(row.server_final_price)).toBe(base - 50);
  });

  it.each([
    ["a missing first name", { firstName: "" }, "firstName", "First name is required"],
    ["a bad email", { email: "maria@" }, "email", "Please enter a valid email address"],
    ["a short phone", { phone: "90855501" }, "phone", "Phone number must be 10 digits"],
    ["an unknown service", { serviceType: "plumbing" }, "serviceType", undefined],
    ["a negative price", { finalPrice: -5 }, "finalPrice", "cannot be negative"],
    ["eleven custom services", { customServices: Array.from({ length: 11 }, (_, i) => ({ id: `s${i}`, name: "x", price: 1 })) }, "customServices", undefined],
  ])("answers 400 with the reasons for %s, and stores nothing", async (_label, change, field, message) => {
    const before = await counts();
    const response = await post({ ...appraisalRequest(), ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toBe("Invalid request");
    const detail = body.details.find((item) => item.path === field);
    expect(detail).toBeDefined();
    if (message) expect(detail?.message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it("answers 400 for a body that is not JSON and 405 for GET, storing nothing", async () => {
    const before = await counts();
    const bad = await fetch(url, { method: "POST", headers: { apikey: stack.publishableKey, "Content-Type": "application/json" }, body: "{oops" });
    expect(bad.status).toBe(400);
    expect((await fetch(url, { headers: { apikey: stack.publishableKey } })).status).toBe(405);
    expect(await counts()).toEqual(before);
  });
});

describe("send-contact-email: contact-page messages", () => {
  const message = (change: Partial<ContactMessagePayload> = {}): ContactMessagePayload => ({
    firstName: "Dev",
    lastName: "Patel",
    email: uniqueEmail("Dev.Patel"),
    phone: "(973) 555-0120",
    message: "Do you appraise two-family homes in Newark for an estate?",
    ...change,
  });

  it("stores the message in contact_messages and emails the business and the visitor", async () => {
    const sent = message();
    const response = await post(sent);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const { rows } = await db.query("select * from contact_messages where id = $1", [id]);
    expect(rows[0]).toMatchObject({
      first_name: "Dev",
      last_name: "Patel",
      email: sent.email.toLowerCase(),
      phone: "(973) 555-0120",
      message: sent.message,
      email_status: "sent",
    });
    const [confirmation] = await mailTo(sent.email.toLowerCase());
    expect(confirmation?.subject).toBe("We received your message - Garden State Property Appraisals");
    expect(confirmation?.text).toContain(sent.message);
    const notification = (await mailTo(businessEmail)).find((mail) => mail.text.includes(id));
    expect(notification?.subject).toBe("New contact message from Dev Patel");
  });

  it("answers 400 with the spec's messages and stores nothing for a bad message", async () => {
    const before = await counts();
    const response = await post(message({ message: "Hi there", email: "not-an-email" }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { details: { path: string; message: string }[] };
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: "message", message: "Message must be at least 10 characters" },
        { path: "email", message: "Please enter a valid email address" },
      ]),
    );
    expect(await counts()).toEqual(before);
  });
});

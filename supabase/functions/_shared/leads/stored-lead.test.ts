import { describe, expect, it } from "vitest";
import type { ServiceRequest } from "../schemas/service-request.ts";
import type { ContactMessageRow, ServiceRequestRow } from "../schemas/stored-lead.ts";
import { contactMessageMails, serviceRequestMails } from "./emails.ts";
import { priceServiceRequest, type PricingSources, type ServerQuote } from "./pricing.ts";
import {
  appliedDiscount,
  failedLeadsSummary,
  owedMails,
  quoteColumns,
  serviceRequestColumns,
  storedLeadMails,
} from "./stored-lead.ts";

/**
 * What send-due-mail sends is composed again from the stored row: it must
 * be the mail send-contact-email composed on the first attempt.
 */

const business = { name: "Garden State Property Appraisals", phone: "(908) 555-0134", email: "office@example.test" };
const id = "0b6f3f9e-8a59-4d3e-9d7e-2f3b5d4c1a10";

const sources: PricingSources = {
  findRecord: async (pin) => (pin === "1009_12_3.01" ? { GIS_PIN: pin, Sq_Ft: 2150 } : null),
  loadPrices: async () => [
    { service_id: "appraisal", tier_name: "1500_to_2500", price: 475 },
    { service_id: "premium-photography", tier_name: "1500_to_2500", price: "399.00" },
  ],
  checkCode: async (code) =>
    code === "SPRING10" ? { valid: true, type: "percentage", value: "10" } : code === "FLAT50" ? { valid: true, type: "fixed_amount", value: 50 } : { valid: false, type: null, value: null },
};

const request = (change: Partial<ServiceRequest> = {}): ServiceRequest => ({
  isServiceRequest: true,
  firstName: "Maria",
  lastName: "Lopez",
  email: "maria@example.com",
  phone: "9085550199",
  message: "The lender wants the report by the 15th.",
  serviceType: "appraisal",
  appraisalType: "Refinance",
  propertyAddress: "12 Oak Ridge Rd",
  propertyData: { countyData: { GIS_PIN: "1009_12_3.01", Sq_Ft: 2150, Prop_Mail_Street: "12 Oak Ridge Rd", P_City: "Flemington", P_Zip: "08822", COUNTY_NAME: "Hunterdon" } },
  basePrice: 475,
  finalPrice: 475,
  utm: { utm_source: "newsletter", utm_medium: null, utm_campaign: "spring", utm_term: null, utm_content: null },
  ...change,
});

/** The row as stored: the insert, then the quote's columns, read back as JSON (numeric columns as numbers). */
function storedRow(sent: ServiceRequest, quote: ServerQuote | null, change: Partial<ServiceRequestRow> = {}): ServiceRequestRow {
  return {
    id,
    created_at: "2026-11-26T09:00:00.123456+00:00",
    email_status: "retry",
    email_attempts: 1,
    last_email_error: "business notification: connect ECONNREFUSED",
    notification_sent_at: null,
    confirmation_sent_at: null,
    ...JSON.parse(JSON.stringify(serviceRequestColumns(sent))),
    // What a request the server could not price keeps: the columns' defaults, and the flag.
    ...(quote
      ? quoteColumns(quote)
      : { living_sqft_source: "unknown", discount_status: "none", property_pin: null, living_sqft: null, price_tier: null, server_base_price: null, server_final_price: null, price_mismatch: true }),
    ...change,
  } as ServiceRequestRow;
}

describe("a stored lead's mails", () => {
  it.each([
    ["an appraisal priced from the county record", request()],
    ["with a percentage code", request({ discountCode: { code: "SPRING10", type: "percentage", value: 10 }, finalPrice: 427.5 })],
    ["with a fixed-amount code", request({ discountCode: { code: "FLAT50", type: "fixed_amount", value: 50 }, finalPrice: 425 })],
    ["whose browser showed another price (PRICE CHECK)", request({ basePrice: 450, finalPrice: 450 })],
    ["with a refused code", request({ discountCode: { code: "OLD", type: "fixed_amount", value: 100 }, finalPrice: 375 })],
    [
      "a photography package without a county record",
      request({ serviceType: "photography", appraisalType: null, selectedPhotographyPackage: "premium", propertyData: { address: "5 Maple Ave", livingSqft: 1800 }, basePrice: 399, finalPrice: 399, message: null, utm: null }),
    ],
  ])("are the first attempt's mails, for %s", async (_, sent) => {
    const quote = await priceServiceRequest(sent, sources);
    const first = serviceRequestMails(sent, quote, id, business);
    const again = storedLeadMails({ table: "service_requests", row: storedRow(sent, quote) }, business);
    expect(again).toEqual(first);
  });

  it("say the price must be quoted by hand when the server could not price the request", () => {
    const mails = storedLeadMails({ table: "service_requests", row: storedRow(request(), null) }, business);
    expect(mails.notification.text).toContain("Price: could not be computed on the server; please quote by hand.");
    expect(mails.confirmation.text).not.toContain("Quoted price");
  });

  it("read numeric columns sent as strings", async () => {
    const sent = request();
    const quote = await priceServiceRequest(sent, sources);
    const row = storedRow(sent, quote, { server_base_price: "475.00", server_final_price: "475.00", client_base_price: "475.00", client_final_price: "475.00" });
    expect(storedLeadMails({ table: "service_requests", row }, business)).toEqual(serviceRequestMails(sent, quote, id, business));
  });

  it("are the first attempt's mails for a contact message", () => {
    const row: ContactMessageRow = {
      id,
      created_at: "2026-11-26T09:00:00+00:00",
      first_name: "Ana",
      last_name: "Silva",
      email: "ana.silva@example.com",
      phone: null,
      message: "Please call me about a date-of-death appraisal.",
      email_status: "retry",
      email_attempts: 1,
      last_email_error: null,
      notification_sent_at: null,
      confirmation_sent_at: null,
    };
    expect(storedLeadMails({ table: "contact_messages", row }, business)).toEqual(
      contactMessageMails({ firstName: "Ana", lastName: "Silva", email: "ana.silva@example.com", phone: null, message: row.message }, id, business),
    );
  });
});

describe("appliedDiscount", () => {
  const applied = { discount_status: "applied" as const, server_base_price: 500, server_final_price: 450 };

  it("keeps the code's terms when they make the server's price", () => {
    expect(appliedDiscount({ ...applied, discount_code: { code: "SPRING10", type: "percentage", value: 10 } })).toEqual({ type: "percentage", value: 10 });
  });

  it("states the difference as an amount when the browser's terms were not the ones applied", () => {
    expect(appliedDiscount({ ...applied, discount_code: { code: "SPRING10", type: "percentage", value: 50 } })).toEqual({ type: "fixed_amount", value: 50 });
  });

  it("is none for a code that was not applied", () => {
    expect(appliedDiscount({ ...applied, discount_status: "refused", discount_code: { code: "OLD", type: "percentage", value: 10 } })).toBeNull();
  });
});

describe("owedMails", () => {
  it("lists only the mails whose sent-at is empty, notification first", () => {
    expect(owedMails({ notification_sent_at: null, confirmation_sent_at: null })).toEqual(["notification", "confirmation"]);
    expect(owedMails({ notification_sent_at: "2026-11-26T09:00:00Z", confirmation_sent_at: null })).toEqual(["confirmation"]);
    expect(owedMails({ notification_sent_at: null, confirmation_sent_at: "2026-11-26T09:00:00Z" })).toEqual(["notification"]);
    expect(owedMails({ notification_sent_at: "2026-11-26T09:00:00Z", confirmation_sent_at: "2026-11-26T09:00:01Z" })).toEqual([]);
  });

  it("never owes a confirmation the abuse checks withheld (suspected spam, recipient limit: decision 035)", () => {
    expect(owedMails({ notification_sent_at: null, confirmation_sent_at: null, confirmation_withheld: "suspected_spam" })).toEqual(["notification"]);
    expect(owedMails({ notification_sent_at: "2026-11-26T09:00:00Z", confirmation_sent_at: null, confirmation_withheld: "recipient_limit" })).toEqual([]);
    expect(owedMails({ notification_sent_at: null, confirmation_sent_at: null, confirmation_withheld: null })).toEqual(["notification", "confirmation"]);
  });
});

describe("storedLeadMails of a screened lead", () => {
  const row: ContactMessageRow = {
    id,
    created_at: "2026-11-26T09:00:00Z",
    first_name: "Dev",
    last_name: "Patel",
    email: "dev@example.com",
    phone: null,
    message: "Do you appraise two-family homes?",
    email_status: "retry",
    email_attempts: 1,
    last_email_error: "business notification: down",
    notification_sent_at: null,
    confirmation_sent_at: null,
  };
  const plain = contactMessageMails({ firstName: "Dev", lastName: "Patel", email: "dev@example.com", message: row.message, phone: null }, id, business);

  it("says in the notification, as the first attempt did, that no confirmation went out and why", () => {
    const spam = storedLeadMails({ table: "contact_messages", row: { ...row, suspected_spam: true, spam_reasons: ["honeypot"], confirmation_withheld: "suspected_spam" } }, business);
    expect(spam.notification.subject).toBe(`[Suspected spam] ${plain.notification.subject}`);
    expect(spam.notification.text).toBe(`SUSPECTED SPAM (honeypot): no confirmation was sent to the visitor. Check before replying.\n\n${plain.notification.text}`);
    const limited = storedLeadMails({ table: "contact_messages", row: { ...row, confirmation_withheld: "recipient_limit" } }, business);
    expect(limited.notification.subject).toBe(plain.notification.subject);
    expect(limited.notification.text).toMatch(/^No confirmation was sent to the visitor/);
    expect(storedLeadMails({ table: "contact_messages", row: { ...row, suspected_spam: false, spam_reasons: [], confirmation_withheld: null } }, business)).toEqual(plain);
  });
});

describe("failedLeadsSummary", () => {
  it("lists each failed lead with what the business needs to call back, to the business", async () => {
    const sent = request();
    const quote = await priceServiceRequest(sent, sources);
    const mail = failedLeadsSummary(
      [
        { table: "service_requests", row: storedRow(sent, quote, { email_status: "failed", email_attempts: 10, confirmation_sent_at: "2026-11-26T09:00:01Z" }) },
        {
          table: "contact_messages",
          row: {
            id: "7d1c1a52-5f0e-4b8e-a3a1-6d1f3e2b9c01",
            created_at: "2026-11-26T08:00:00+00:00",
            first_name: "Ana",
            last_name: "Silva",
            email: "ana.silva@example.com",
            phone: "9735550120",
            message: "Please\\ncall me.",
            email_status: "failed",
            email_attempts: 10,
            last_email_error: "visitor confirmation: 550 mailbox unavailable",
            notification_sent_at: null,
            confirmation_sent_at: null,
          },
        },
      ],
      business,
    );
    expect(mail.to).toBe("office@example.test");
    expect(mail.subject).toBe("2 website leads whose email could not be sent");
    expect(mail.text).toContain("Quote request (appraisal, 12 Oak Ridge Rd), received 2026-11-26T09:00:00.123456+00:00");
    expect(mail.text).toContain("  Phone: (908) 555-0199");
    expect(mail.text).toContain("  Not sent: business notification (after 10 attempts)");
    expect(mail.text).toContain(`  Id: ${id} (table service_requests)`);
    expect(mail.text).toContain("  Not sent: business notification, visitor confirmation (after 10 attempts)");
    expect(mail.text).toContain("  Last error: visitor confirmation: 550 mailbox unavailable");
    expect(mail.text).toContain("update public.service_requests set email_status = 'retry', next_attempt_at = now()");
  });
});

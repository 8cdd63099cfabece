import type { Json, TablesInsert } from "../database-types.ts";
import { applyDiscount, roundToCents, type DiscountTerms } from "../domain/pricing.ts";
import type { ServiceRequest } from "../schemas/service-request.ts";
import type { LeadColumns, ServiceRequestRow, StoredLead } from "../schemas/stored-lead.ts";
import { contactMessageMails, formatPhone, serviceRequestMails, type BusinessIdentity, type ComposedMail } from "./emails.ts";
import type { ServerQuote } from "./pricing.ts";
import { noteWithheld } from "./screening.ts";

/**
 * A lead as stored (the row claim_lead_mail returns as JSON, parsed with
 * schemas/stored-lead.ts), and its two mails composed again from the row
 * alone: what send-due-mail sends for a lead whose mail failed. Pure.
 */

export type MailKind = "notification" | "confirmation";
export const SENT_AT_COLUMN: Record<MailKind, "notification_sent_at" | "confirmation_sent_at"> = {
  notification: "notification_sent_at",
  confirmation: "confirmation_sent_at",
};
export const MAIL_LABEL: Record<MailKind, string> = { notification: "business notification", confirmation: "visitor confirmation" };

type JsonObject = Record<string, unknown>;

const money = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined || value === "" || !Number.isFinite(Number(value)) ? null : Number(value);

/** A value zod parsed out of the request's JSON body: JSON by construction, as the jsonb column wants. */
const parsedJson = (value: JsonObject | null | undefined): Json | null => (value ?? null) as Json | null;

/** The columns send-contact-email stores for a request, before any pricing or mail. */
export function serviceRequestColumns(request: ServiceRequest) {
  return {
    first_name: request.firstName,
    last_name: request.lastName,
    email: request.email,
    phone: request.phone,
    message: request.message ?? null,
    service_type: request.serviceType,
    appraisal_type: request.appraisalType ?? null,
    property_address: request.propertyAddress ?? null,
    property_data: parsedJson(request.propertyData),
    selected_photography_package: request.selectedPhotographyPackage ?? null,
    custom_services: request.customServices ?? null,
    discount_code: request.discountCode ?? null,
    client_base_price: request.basePrice ?? null,
    client_final_price: request.finalPrice ?? null,
    utm: request.utm ?? null,
    session_id: request.sessionId ?? null,
  } satisfies TablesInsert<"service_requests">;
}

/** The columns that record the server's quote of a request. */
export function quoteColumns(quote: ServerQuote) {
  return {
    property_pin: quote.pin,
    // The column holds whole square feet; the tier was read from the exact size.
    living_sqft: quote.livingSqft === null ? null : Math.round(quote.livingSqft),
    living_sqft_source: quote.livingSqftSource,
    price_tier: quote.tier,
    server_base_price: quote.basePrice,
    server_final_price: quote.finalPrice,
    discount_status: quote.discountStatus,
    price_mismatch: quote.priceMismatch,
  };
}

/**
 * The mails of a lead that have not gone out yet, in sending order. A
 * confirmation withheld by the abuse checks (screening.ts) is never owed.
 */
export function owedMails(row: Pick<LeadColumns, "notification_sent_at" | "confirmation_sent_at" | "confirmation_withheld">): MailKind[] {
  return (["notification", "confirmation"] as const).filter(
    (kind) => row[SENT_AT_COLUMN[kind]] === null && !(kind === "confirmation" && row.confirmation_withheld),
  );
}

/**
 * The discount terms the server applied, as far as the row tells them: the
 * code's stored terms when they turn the server's base price into its final
 * price, else the difference as a fixed amount (so the mail never states
 * terms the price does not show).
 */
export function appliedDiscount(row: Pick<ServiceRequestRow, "discount_status" | "discount_code" | "server_base_price" | "server_final_price">): DiscountTerms | null {
  if (row.discount_status !== "applied") return null;
  const base = money(row.server_base_price);
  const final = money(row.server_final_price);
  const stored = row.discount_code;
  const value = money(stored?.value as number | string | null | undefined);
  if ((stored?.type === "percentage" || stored?.type === "fixed_amount") && value !== null) {
    const terms: DiscountTerms = { type: stored.type, value };
    if (base === null || final === null || Math.abs(applyDiscount(base, terms) - final) < 0.005) return terms;
  }
  return base !== null && final !== null ? { type: "fixed_amount", value: roundToCents(base - final) } : null;
}

/** The request and the server's quote as the first attempt had them, read back from the row. */
export function requestFromRow(row: ServiceRequestRow): { request: ServiceRequest; quote: ServerQuote } {
  const code = row.discount_code;
  const codeValue = money(code?.value as number | string | null | undefined);
  const request = {
    isServiceRequest: true,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    serviceType: row.service_type,
    appraisalType: row.appraisal_type,
    propertyAddress: row.property_address,
    propertyData: row.property_data,
    selectedPhotographyPackage: row.selected_photography_package,
    customServices: row.custom_services,
    basePrice: money(row.client_base_price),
    finalPrice: money(row.client_final_price),
    discountCode:
      code && typeof code.code === "string" && (code.type === "percentage" || code.type === "fixed_amount")
        ? { code: code.code, type: code.type, value: codeValue ?? 0, description: typeof code.description === "string" ? code.description : null }
        : null,
    tier: null,
    utm: row.utm,
    sessionId: null,
  } as ServiceRequest;
  const quote: ServerQuote = {
    pin: row.property_pin,
    livingSqft: row.living_sqft,
    livingSqftSource: row.living_sqft_source,
    tier: row.price_tier,
    basePrice: money(row.server_base_price),
    finalPrice: money(row.server_final_price),
    discountStatus: row.discount_status,
    discount: appliedDiscount(row),
    priceMismatch: row.price_mismatch,
  };
  return { request, quote };
}

/** Both mails of a stored lead, as send-contact-email composes them (the notification noting a withheld confirmation). */
export function storedLeadMails(lead: StoredLead, business: BusinessIdentity): Record<MailKind, ComposedMail> {
  let mails: Record<MailKind, ComposedMail>;
  if (lead.table === "contact_messages") {
    const { row } = lead;
    mails = contactMessageMails(
      { firstName: row.first_name, lastName: row.last_name, email: row.email, message: row.message, phone: row.phone },
      row.id,
      business,
    );
  } else {
    const { request, quote } = requestFromRow(lead.row);
    mails = serviceRequestMails(request, quote, lead.row.id, business);
  }
  return { ...mails, notification: noteWithheld(mails.notification, lead.row) };
}

function describeLead(lead: StoredLead): string[] {
  const { row } = lead;
  const missing = owedMails(row).map((kind) => MAIL_LABEL[kind]);
  const what =
    lead.table === "service_requests"
      ? `Quote request (${lead.row.service_type}${lead.row.property_address ? `, ${lead.row.property_address}` : ""})`
      : "Contact message";
  return [
    `${what}, received ${row.created_at}`,
    `  Name: ${`${row.first_name} ${row.last_name}`.trim()}`,
    `  Email: ${row.email}`,
    `  Phone: ${row.phone ? formatPhone(row.phone) : "not given"}`,
    ...(row.message ? [`  Message: ${row.message.replace(/\s+/g, " ").slice(0, 300)}`] : []),
    `  Not sent: ${missing.length ? missing.join(", ") : "nothing"} (after ${row.email_attempts} attempts)`,
    ...(row.last_email_error ? [`  Last error: ${row.last_email_error.slice(0, 300)}`] : []),
    `  Id: ${row.id} (table ${lead.table})`,
  ];
}

/** The business's summary of leads whose mail was given up on. */
export function failedLeadsSummary(leads: StoredLead[], business: BusinessIdentity): ComposedMail {
  const count = leads.length;
  return {
    to: business.email,
    replyTo: business.email,
    subject: `${count} website lead${count === 1 ? "" : "s"} whose email could not be sent`,
    text: [
      `The website stored ${count === 1 ? "this lead" : `these ${count} leads`}, but could not send ${count === 1 ? "its" : "their"} email after repeated attempts.`,
      "Please contact the client directly; the visitor may not have received a confirmation.",
      "",
      ...leads.flatMap((lead) => [...describeLead(lead), ""]),
      "To have the website send a lead's email again, set it back to retry (README, \"Lead mail that failed\"):",
      "  update public.service_requests set email_status = 'retry', next_attempt_at = now() where id = '<id>';",
      "  (contact messages: public.contact_messages)",
    ].join("\n"),
  };
}

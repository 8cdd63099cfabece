import { z } from "zod";
import { adminClient } from "../_shared/admin-client.ts";
import { findCountyRecord } from "../_shared/county-records.ts";
import type { PriceRow } from "../_shared/domain/pricing.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { describeIssues, readJsonBody } from "../_shared/validation.ts";
import { contactMessagePayloadSchema } from "../_shared/schemas/contact-message.ts";
import { serviceRequestPayloadSchema, type ServiceRequest } from "../_shared/schemas/service-request.ts";
import { deliverLeadMails } from "../_shared/leads/deliver.ts";
import { contactMessageMails, serviceRequestMails, type BusinessIdentity, type ComposedMail } from "../_shared/leads/emails.ts";
import { priceServiceRequest, type ServerQuote } from "../_shared/leads/pricing.ts";
import { quoteColumns, serviceRequestColumns, type LeadTable } from "../_shared/leads/stored-lead.ts";

/**
 * POST /send-contact-email (docs/product.md §1.7; §2.2 Contact page):
 *  - a quote request (isServiceRequest: true) → service_requests;
 *  - a contact-page message (no service fields) → contact_messages.
 * Order: validate (400 with the reasons, nothing stored) → store the lead →
 * (requests) recompute the price on the server and record it beside the
 * browser's, flagging a difference → email the business and the visitor.
 * A mail failure leaves the lead stored with email_status 'retry' (and when
 * to try again) and the visitor still gets 201 {ok: true, id}; the
 * retry-lead-mail job sends what is owed (docs/decisions/034).
 */

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, "Invalid request", describeIssues(parsed.error.issues));
  return parsed.data;
}

/** Sends both mails (the first attempt) and records how it went; never throws. */
async function sendAndRecord(
  table: LeadTable,
  id: string,
  compose: (identity: BusinessIdentity) => { notification: ComposedMail; confirmation: ComposedMail },
): Promise<void> {
  await deliverLeadMails({ table, id, owed: ["notification", "confirmation"], attemptsBefore: 0, compose, caller: "send-contact-email" });
}

async function storeServiceRequest(request: ServiceRequest): Promise<string> {
  const { data, error } = await adminClient()
    .from("service_requests")
    .insert(serviceRequestColumns(request))
    .select("id")
    .single();
  if (error || !data) {
    console.error("send-contact-email: storing the request failed:", error?.message);
    throw new HttpError(500, "We could not save your request. Please try again or call us directly.");
  }
  return (data as { id: string }).id;
}

async function priceAndRecord(request: ServiceRequest, id: string): Promise<ServerQuote | null> {
  const client = adminClient();
  let quote: ServerQuote | null = null;
  try {
    quote = await priceServiceRequest(request, {
      findRecord: findCountyRecord,
      loadPrices: async () => {
        const { data, error } = await client.from("service_pricing").select("service_id, tier_name, price");
        if (error) throw new Error(error.message);
        return (data ?? []) as PriceRow[];
      },
      checkCode: async (code) => {
        const { data, error } = await client.rpc("validate_discount_code", { code_to_check: code });
        if (error) throw new Error(error.message);
        const first = (Array.isArray(data) ? data[0] : data) as { valid?: boolean; type?: string | null; value?: number | string | null } | undefined;
        return { valid: Boolean(first?.valid), type: first?.type ?? null, value: first?.value ?? null };
      },
    });
  } catch (error) {
    console.error(`send-contact-email: pricing request ${id} failed:`, (error as Error).message);
  }
  const { error } = await client
    .from("service_requests")
    .update(quote ? quoteColumns(quote) : { price_mismatch: true })
    .eq("id", id);
  if (error) console.error(`send-contact-email: recording the price of request ${id} failed:`, error.message);
  return quote;
}

async function handleServiceRequest(request: ServiceRequest): Promise<Response> {
  const id = await storeServiceRequest(request);
  const quote = await priceAndRecord(request, id);
  await sendAndRecord("service_requests", id, (identity) => serviceRequestMails(request, quote, id, identity));
  return json({ ok: true, id }, 201);
}

async function handleContactMessage(message: z.output<typeof contactMessagePayloadSchema>): Promise<Response> {
  const phone = message.phone ? message.phone : null;
  const { data, error } = await adminClient()
    .from("contact_messages")
    .insert({
      first_name: message.firstName,
      last_name: message.lastName,
      email: message.email,
      phone,
      message: message.message,
    })
    .select("id")
    .single();
  if (error || !data) {
    console.error("send-contact-email: storing the message failed:", error?.message);
    throw new HttpError(500, "We could not save your message. Please try again or contact us directly.");
  }
  const id = (data as { id: string }).id;
  await sendAndRecord("contact_messages", id, (identity) => contactMessageMails({ ...message, phone }, id, identity));
  return json({ ok: true, id }, 201);
}

export const handler = withErrorHandling(["POST"], async (req) => {
  const raw = await readJsonBody(req, z.unknown());
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new HttpError(400, "Send a JSON object");
  if ((raw as { isServiceRequest?: unknown }).isServiceRequest === true) {
    return handleServiceRequest(parse(serviceRequestPayloadSchema, raw));
  }
  return handleContactMessage(parse(contactMessagePayloadSchema, raw));
});

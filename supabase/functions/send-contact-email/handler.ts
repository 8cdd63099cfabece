import { z } from "zod";
import { adminClient } from "../_shared/admin-client.ts";
import { findCountyRecord } from "../_shared/county-records.ts";
import type { PriceRow } from "../_shared/domain/pricing.ts";
import { readEnv } from "../_shared/env.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { callerAddressHash, hashAddress } from "../_shared/log-guard.ts";
import { consumeRateLimit } from "../_shared/rate-limit.ts";
import { spamSignals, type SpamReason } from "../_shared/domain/bot-check.ts";
import { TURNSTILE_REFUSED, verifyTurnstile } from "../_shared/turnstile.ts";
import { describeIssues, readJsonBody } from "../_shared/validation.ts";
import { contactMessagePayloadSchema } from "../_shared/schemas/contact-message.ts";
import { serviceRequestPayloadSchema, type ServiceRequest } from "../_shared/schemas/service-request.ts";
import { contactMessageMails, serviceRequestMails, type BusinessIdentity, type ComposedMail } from "./emails.ts";
import { mailSettings, sendMail } from "./mailer.ts";
import { priceServiceRequest, type ServerQuote } from "./pricing.ts";

/**
 * POST /send-contact-email (docs/product.md §1.7; §2.2 Contact page):
 *  - a quote request (isServiceRequest: true) → service_requests;
 *  - a contact-page message (no service fields) → contact_messages.
 * Order: validate (400 with the reasons, nothing stored) → store the lead →
 * (requests) recompute the price on the server and record it beside the
 * browser's, flagging a difference → email the business and the visitor.
 * A mail failure leaves the lead stored with email_status 'retry' and the
 * visitor still gets 201 {ok: true, id}.
 *
 * Abuse limits (docs/decisions/035-abuse-limits.md), after validation and
 * before anything is stored: the caller's hashed address over its limit
 * (rate_limit_rules 'send_contact_email' by 'address') → 429, nothing stored;
 * with TURNSTILE_SECRET_KEY set, a token siteverify refuses → 403, nothing
 * stored. A request that trips the bot checks (honeypot, fill time) is
 * stored, flagged suspected_spam and not confirmed by mail; a recipient over
 * its confirmations for the day ('recipient') gets no confirmation, the lead
 * is stored and the business notified as usual. The visitor sees 201 in both.
 */

type Table = "service_requests" | "contact_messages";

/** The action of this function's rules in rate_limit_rules. */
export const RATE_LIMIT_ACTION = "send_contact_email";

/** The answer (429) over the caller's limit. */
export const TOO_MANY_LEADS = "You have sent several requests in a short time. Please wait a few minutes and try again, or call us.";

type Withheld = "suspected_spam" | "recipient_limit";

/** What the abuse checks decided for one lead before it is stored. */
interface Screening {
  spamReasons: SpamReason[];
}

/** Caller limit, Turnstile, bot signals: throws the 429 / 403; answers the signals to store. */
async function screen(req: Request, fields: { website?: unknown; fillMs?: unknown; turnstileToken?: string | null }): Promise<Screening> {
  const addressHash = (await callerAddressHash(req)) ?? "unknown";
  let allowed = true;
  try {
    allowed = await consumeRateLimit(RATE_LIMIT_ACTION, "address", addressHash);
  } catch (error) {
    // The lead matters more than the limit: counted as allowed, and said.
    console.error("send-contact-email:", (error as Error).message);
  }
  if (!allowed) throw new HttpError(429, TOO_MANY_LEADS);

  const spamReasons = spamSignals(fields);
  const turnstile = await verifyTurnstile(fields.turnstileToken);
  if (turnstile === "refused") throw new HttpError(403, TURNSTILE_REFUSED);
  if (turnstile === "unreachable") spamReasons.push("turnstile_unverified");
  return { spamReasons };
}

/** Whether the visitor's confirmation goes out: not for suspected spam, nor past the recipient's daily limit. */
async function confirmationWithheld(screening: Screening, email: string): Promise<Withheld | null> {
  if (screening.spamReasons.length > 0) return "suspected_spam";
  try {
    const allowed = await consumeRateLimit(RATE_LIMIT_ACTION, "recipient", await hashAddress(`email:${email.toLowerCase()}`));
    return allowed ? null : "recipient_limit";
  } catch (error) {
    console.error("send-contact-email:", (error as Error).message);
    return null;
  }
}

/** The columns that record the screening on the lead's row. */
function screeningColumns(screening: Screening) {
  return { suspected_spam: screening.spamReasons.length > 0, spam_reasons: screening.spamReasons };
}

/** The business's notification says why the visitor got no confirmation. */
function noteWithheld(mail: ComposedMail, withheld: Withheld | null, screening: Screening): ComposedMail {
  if (withheld === "suspected_spam") {
    return {
      ...mail,
      subject: `[Suspected spam] ${mail.subject}`,
      text: `SUSPECTED SPAM (${screening.spamReasons.join(", ")}): no confirmation was sent to the visitor. Check before replying.\n\n${mail.text}`,
    };
  }
  if (withheld === "recipient_limit") {
    return {
      ...mail,
      text: `No confirmation was sent to the visitor: their address had already received its confirmations for today.\n\n${mail.text}`,
    };
  }
  return mail;
}

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, "Invalid request", describeIssues(parsed.error.issues));
  return parsed.data;
}

function business(businessEmail: string): BusinessIdentity {
  return {
    name: readEnv("BUSINESS_NAME") ?? "Garden State Property Appraisals",
    phone: readEnv("BUSINESS_PHONE") ?? "(908) 555-0134",
    email: businessEmail,
  };
}

/** Sends both mails and records how it went; never throws. */
async function sendAndRecord(
  table: Table,
  id: string,
  compose: (identity: BusinessIdentity) => { notification: ComposedMail; confirmation: ComposedMail },
  screening: Screening,
  withheld: Withheld | null,
): Promise<void> {
  const errors: string[] = [];
  const update: Record<string, unknown> = {};
  try {
    const settings = mailSettings();
    const mails = compose(business(settings.businessEmail));
    const outgoing: (readonly [string, ComposedMail, string])[] = [
      ["business notification", noteWithheld(mails.notification, withheld, screening), "notification_sent_at"],
    ];
    if (withheld === null) outgoing.push(["visitor confirmation", mails.confirmation, "confirmation_sent_at"]);
    for (const [label, mail, column] of outgoing) {
      try {
        await sendMail(settings, mail);
        update[column] = new Date().toISOString();
      } catch (error) {
        errors.push(`${label}: ${(error as Error).message}`);
      }
    }
  } catch (error) {
    errors.push((error as Error).message);
  }

  const client = adminClient();
  const { data: row } = await client.from(table).select("email_attempts").eq("id", id).maybeSingle();
  const { error } = await client
    .from(table)
    .update({
      ...update,
      email_status: errors.length === 0 ? "sent" : "retry",
      email_attempts: Number((row as { email_attempts?: number } | null)?.email_attempts ?? 0) + 1,
      last_email_error: errors.length === 0 ? null : errors.join("; ").slice(0, 2000),
    })
    .eq("id", id);
  if (errors.length > 0) console.error(`send-contact-email: mail for ${table} ${id} failed, marked for retry:`, errors.join("; "));
  if (error) console.error(`send-contact-email: could not record the mail status of ${table} ${id}:`, error.message);
}

async function storeServiceRequest(request: ServiceRequest, screening: Screening): Promise<string> {
  const { data, error } = await adminClient()
    .from("service_requests")
    .insert({
      ...screeningColumns(screening),
      first_name: request.firstName,
      last_name: request.lastName,
      email: request.email,
      phone: request.phone,
      message: request.message ?? null,
      service_type: request.serviceType,
      appraisal_type: request.appraisalType ?? null,
      property_address: request.propertyAddress ?? null,
      property_data: request.propertyData ?? null,
      selected_photography_package: request.selectedPhotographyPackage ?? null,
      custom_services: request.customServices ?? null,
      discount_code: request.discountCode ?? null,
      client_base_price: request.basePrice ?? null,
      client_final_price: request.finalPrice ?? null,
      utm: request.utm ?? null,
    })
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
    .update(
      quote
        ? {
            property_pin: quote.pin,
            // The column holds whole square feet; the tier was read from the exact size.
            living_sqft: quote.livingSqft === null ? null : Math.round(quote.livingSqft),
            living_sqft_source: quote.livingSqftSource,
            price_tier: quote.tier,
            server_base_price: quote.basePrice,
            server_final_price: quote.finalPrice,
            discount_status: quote.discountStatus,
            price_mismatch: quote.priceMismatch,
          }
        : { price_mismatch: true },
    )
    .eq("id", id);
  if (error) console.error(`send-contact-email: recording the price of request ${id} failed:`, error.message);
  return quote;
}

/** Records why no confirmation goes out, before mail is tried (a later resend must respect it). */
async function recordWithheld(table: Table, id: string, withheld: Withheld | null): Promise<void> {
  if (withheld === null) return;
  const { error } = await adminClient().from(table).update({ confirmation_withheld: withheld }).eq("id", id);
  if (error) console.error(`send-contact-email: recording the withheld confirmation of ${table} ${id} failed:`, error.message);
}

async function handleServiceRequest(req: Request, request: ServiceRequest): Promise<Response> {
  const screening = await screen(req, request);
  const id = await storeServiceRequest(request, screening);
  const quote = await priceAndRecord(request, id);
  const withheld = await confirmationWithheld(screening, request.email);
  await recordWithheld("service_requests", id, withheld);
  await sendAndRecord("service_requests", id, (identity) => serviceRequestMails(request, quote, id, identity), screening, withheld);
  return json({ ok: true, id }, 201);
}

async function handleContactMessage(req: Request, message: z.output<typeof contactMessagePayloadSchema>): Promise<Response> {
  const screening = await screen(req, message);
  const phone = message.phone ? message.phone : null;
  const { data, error } = await adminClient()
    .from("contact_messages")
    .insert({
      ...screeningColumns(screening),
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
  const withheld = await confirmationWithheld(screening, message.email);
  await recordWithheld("contact_messages", id, withheld);
  await sendAndRecord("contact_messages", id, (identity) => contactMessageMails({ ...message, phone }, id, identity), screening, withheld);
  return json({ ok: true, id }, 201);
}

export const handler = withErrorHandling(["POST"], async (req) => {
  const raw = await readJsonBody(req, z.unknown());
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new HttpError(400, "Send a JSON object");
  if ((raw as { isServiceRequest?: unknown }).isServiceRequest === true) {
    return handleServiceRequest(req, parse(serviceRequestPayloadSchema, raw));
  }
  return handleContactMessage(req, parse(contactMessagePayloadSchema, raw));
});

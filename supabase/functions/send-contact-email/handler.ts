import { z } from "zod";
import { adminClient } from "../_shared/admin-client.ts";
import { findCountyRecord } from "../_shared/county-records.ts";
import { serverPricingRowsSchema } from "../_shared/schemas/service-pricing.ts";
import { discountRedemptionSchema } from "../_shared/schemas/discount-code-check.ts";
import { spamSignals, type SpamReason } from "../_shared/domain/bot-check.ts";
import { mailboxKey } from "../_shared/domain/mailbox.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { callerAddressHash, hashAddress } from "../_shared/log-guard.ts";
import { consumeRateLimit, consumeRateLimitVerdict, type RateLimitVerdict } from "../_shared/rate-limit.ts";
import { LEADS_REFUSAL } from "../_shared/domain/limit-refusal.ts";
import { limitRefused } from "../_shared/limit-refusal.ts";
import { TURNSTILE_REFUSED, verifyTurnstile } from "../_shared/turnstile.ts";
import { describeIssues, readJsonBody } from "../_shared/validation.ts";
import { contactMessagePayloadSchema } from "../_shared/schemas/contact-message.ts";
import { serviceRequestPayloadSchema, type ServiceRequest } from "../_shared/schemas/service-request.ts";
import type { LeadTable } from "../_shared/schemas/stored-lead.ts";
import { deliverLeadMails } from "../_shared/leads/deliver.ts";
import { contactMessageMails, serviceRequestMails, type BusinessIdentity, type ComposedMail } from "../_shared/leads/emails.ts";
import { priceServiceRequest, type ServerQuote } from "../_shared/leads/pricing.ts";
import { noteWithheld, spamColumns, type Withheld } from "../_shared/leads/screening.ts";
import { quoteColumns, serviceRequestColumns, type MailKind } from "../_shared/leads/stored-lead.ts";
import { storeBookedRequest } from "../_shared/appointments/store-booked-request.ts";
import { SlotTakenError, slotTakenResponse } from "../_shared/appointments/calendar.ts";
import { withAppointment } from "../_shared/appointments/appointment-mail.ts";
import { factsOfNewBooking } from "../_shared/appointments/appointment-facts.ts";
import { manageUrl } from "../_shared/appointments/manage-link.ts";

/**
 * POST /send-contact-email (docs/product.md §1.7; §2.2 Contact page):
 *  - a quote request (isServiceRequest: true) → service_requests;
 *  - a contact-page message (no service fields) → contact_messages.
 * Order: validate (400 with the reasons, nothing stored) → store the lead →
 * (requests) recompute the price on the server and record it beside the
 * browser's, flagging a difference → email the business and the visitor.
 * A mail failure leaves the lead stored with email_status 'retry' (and when
 * to try again) and the visitor still gets 201 {ok: true, id}; the
 * send-due-mail job sends what is owed (docs/decisions/034).
 *
 * Abuse limits (docs/decisions/035-abuse-limits.md), after validation and
 * before anything is stored: the caller's hashed address over its limit
 * (rate_limit_rules 'send_contact_email' by 'address') → 429, nothing stored,
 * its message the phone number to call and when the form takes requests
 * again, from the window of the rule that refused (docs/decisions/059);
 * with TURNSTILE_SECRET_KEY set, a token siteverify refuses → 403, nothing
 * stored. A request that trips the bot checks (honeypot, fill time) is
 * stored, flagged suspected_spam and not confirmed by mail; a recipient over
 * its confirmations for the day ('recipient') gets no confirmation, the lead
 * is stored and the business notified as usual. The visitor sees 201 in both.
 */

/** The action of this function's rules in rate_limit_rules. */
export const RATE_LIMIT_ACTION = "send_contact_email";

/** What the abuse checks decided for one lead before it is stored. */
interface Screening {
  spamReasons: SpamReason[];
  /** Why the visitor's confirmation is not sent, or null when it is owed. */
  withheld: Withheld | null;
}

/**
 * Before anything is stored: the caller's limit (throws the 429), Turnstile
 * (throws the 403), the bot signals, and whether the visitor's confirmation
 * goes out: not for suspected spam, nor past the recipient's daily limit.
 * All of it is stored with the lead's row, so a later retry never sends a
 * withheld confirmation either.
 */
async function screen(
  req: Request,
  fields: { email: string; website?: unknown; fillMs?: unknown; turnstileToken?: string | null },
): Promise<Screening> {
  // Null when the platform did not say: the address limit is then skipped (consume_rate_limit
  // counts no null subject); Turnstile and the recipient limit still apply (decision 044).
  const addressHash = await callerAddressHash(req);
  let verdict: RateLimitVerdict = { allowed: true };
  try {
    verdict = await consumeRateLimitVerdict(RATE_LIMIT_ACTION, "address", addressHash);
  } catch (error) {
    // The lead matters more than the limit: counted as allowed, and said.
    console.error("send-contact-email:", (error as Error).message);
  }
  if (!verdict.allowed) throw limitRefused(LEADS_REFUSAL, verdict.windowSeconds);

  const spamReasons = spamSignals(fields);
  const turnstile = await verifyTurnstile(fields.turnstileToken);
  if (turnstile === "refused") throw new HttpError(403, TURNSTILE_REFUSED);
  if (turnstile === "unreachable") spamReasons.push("turnstile_unverified");
  if (spamReasons.length > 0) return { spamReasons, withheld: "suspected_spam" };

  let withheld: Withheld | null = null;
  try {
    // Counted by the mailbox, not the spelling (decision 057): the tags, Gmail's dots and
    // googlemail.com fold into one subject; the typed address is still the one stored and mailed.
    const recipient = await hashAddress(`mailbox:${mailboxKey(fields.email)}`);
    if (!(await consumeRateLimit(RATE_LIMIT_ACTION, "recipient", recipient))) withheld = "recipient_limit";
  } catch (error) {
    console.error("send-contact-email:", (error as Error).message);
  }
  return { spamReasons, withheld };
}

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, "Invalid request", describeIssues(parsed.error.issues));
  return parsed.data;
}

/** The columns that record the screening on the lead's row. */
function screeningColumns(screening: Screening) {
  return { ...spamColumns(screening.spamReasons), confirmation_withheld: screening.withheld };
}

/** Sends the mails owed (the first attempt) and records how it went; never throws. */
async function sendAndRecord(
  table: LeadTable,
  id: string,
  compose: (identity: BusinessIdentity) => { notification: ComposedMail; confirmation: ComposedMail },
  screening: Screening,
): Promise<void> {
  const owed: MailKind[] = screening.withheld === null ? ["notification", "confirmation"] : ["notification"];
  const screened = screeningColumns(screening);
  await deliverLeadMails({
    table,
    id,
    owed,
    attemptsBefore: 0,
    compose: (identity) => {
      const mails = compose(identity);
      return { ...mails, notification: noteWithheld(mails.notification, screened) };
    },
    caller: "send-contact-email",
  });
}

async function storeServiceRequest(request: ServiceRequest, screening: Screening): Promise<string> {
  const { data, error } = await adminClient()
    .from("service_requests")
    .insert({ ...serviceRequestColumns(request), ...screeningColumns(screening) })
    .select("id")
    .single();
  if (error || !data) {
    console.error("send-contact-email: storing the request failed:", error?.message);
    throw new HttpError(500, "We could not save your request. Please try again or call us directly.");
  }
  return data.id;
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
        return serverPricingRowsSchema.parse(data ?? []);
      },
      // Records this request's use of the code when it is usable (docs/decisions/071); an
      // answer of another shape is an error (the code stays unchecked).
      checkCode: async (code, serviceIds) => {
        const { data, error } = await client.rpc("redeem_discount_code", { p_code: code, p_request_id: id, p_service_ids: [...serviceIds] });
        if (error) throw new Error(error.message);
        const [first] = discountRedemptionSchema.parse(Array.isArray(data) ? data : [data]);
        if (!first) throw new Error("redeem_discount_code answered no row");
        if (first.refusal) console.info(`send-contact-email: discount code ${code} refused for request ${id}: ${first.refusal}`);
        return first;
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

async function handleServiceRequest(req: Request, request: ServiceRequest): Promise<Response> {
  const screening = await screen(req, request);
  if (request.appointment) return handleBookedRequest(req, request, request.appointment.holdToken, screening);
  const id = await storeServiceRequest(request, screening);
  const quote = await priceAndRecord(request, id);
  await sendAndRecord("service_requests", id, (identity) => serviceRequestMails(request, quote, id, identity), screening);
  return json({ ok: true, id }, 201);
}

/** A request with a held time: stored with its appointment in one transaction, or 409 slot_taken and nothing stored (docs/decisions/046). */
async function handleBookedRequest(req: Request, request: ServiceRequest, holdToken: string, screening: Screening): Promise<Response> {
  let booked: Awaited<ReturnType<typeof storeBookedRequest>>;
  try {
    booked = await storeBookedRequest(req, request, holdToken, screeningColumns(screening));
  } catch (error) {
    if (error instanceof SlotTakenError) return slotTakenResponse();
    throw error;
  }
  const { id, appointment, row } = booked;
  const quote = await priceAndRecord(request, id);
  const facts = factsOfNewBooking(row, appointment, request, id);
  await sendAndRecord(
    "service_requests",
    id,
    (identity) => withAppointment(serviceRequestMails(request, quote, id, identity), facts, identity, manageUrl(appointment.manageToken)),
    screening,
  );
  return json({ ok: true, id, appointment }, 201);
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
  const id = data.id;
  await sendAndRecord("contact_messages", id, (identity) => contactMessageMails({ ...message, phone }, id, identity), screening);
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

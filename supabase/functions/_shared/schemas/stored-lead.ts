import { z } from "zod";
import { PRICE_TIERS } from "../domain/pricing.ts";

/**
 * A lead as stored, as the claim functions of send-due-mail answer it
 * (claim_lead_mail, claim_failed_leads_to_report: `(lead_table, to_jsonb(row))`,
 * docs/decisions/034-lead-mail-retry.md): a row of `service_requests` or of
 * `contact_messages`, with the columns the retry reads. The value lists are
 * the tables' check constraints.
 */

export const EMAIL_STATUSES = ["pending", "sent", "retry", "failed"] as const;
export const LIVING_SQFT_SOURCES = ["county_record", "request", "unknown"] as const;
export const DISCOUNT_STATUSES = ["none", "applied", "refused", "unchecked"] as const;
/** Why a lead's confirmation was withheld (leads/screening.ts). */
export const WITHHELD_REASONS = ["suspected_spam", "recipient_limit"] as const;

/** numeric columns arrive as JSON numbers (or, from some clients, numeric strings). */
const numeric = z.union([z.number(), z.string()]).nullable();
const jsonObject = z.record(z.string(), z.unknown());

const leadColumnsSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_status: z.enum(EMAIL_STATUSES),
  email_attempts: z.number().int(),
  last_email_error: z.string().nullable(),
  notification_sent_at: z.string().nullable(),
  confirmation_sent_at: z.string().nullable(),
  // The abuse checks' columns (leads/screening.ts).
  suspected_spam: z.boolean().nullish(),
  spam_reasons: z.array(z.string()).nullish(),
  confirmation_withheld: z.enum(WITHHELD_REASONS).nullish(),
});
export type LeadColumns = z.infer<typeof leadColumnsSchema>;

export const contactMessageRowSchema = leadColumnsSchema.extend({
  phone: z.string().nullable(),
  message: z.string(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

export const serviceRequestRowSchema = leadColumnsSchema.extend({
  phone: z.string(),
  message: z.string().nullable(),
  service_type: z.enum(["appraisal", "photography"]),
  appraisal_type: z.string().nullable(),
  property_address: z.string().nullable(),
  property_data: jsonObject.nullable(),
  selected_photography_package: z.string().nullable(),
  custom_services: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })).nullable(),
  discount_code: z
    .object({ code: z.unknown(), type: z.unknown(), value: z.unknown(), description: z.unknown() })
    .partial()
    .nullable(),
  client_base_price: numeric,
  client_final_price: numeric,
  server_base_price: numeric,
  server_final_price: numeric,
  price_mismatch: z.boolean(),
  property_pin: z.string().nullable(),
  living_sqft: z.number().nullable(),
  living_sqft_source: z.enum(LIVING_SQFT_SOURCES),
  price_tier: z.enum(PRICE_TIERS).nullable(),
  discount_status: z.enum(DISCOUNT_STATUSES),
  utm: jsonObject.nullable(),
});
export type ServiceRequestRow = z.infer<typeof serviceRequestRowSchema>;

/** One row a claim function answers, as the lead it holds. */
export const claimedLeadSchema = z
  .discriminatedUnion("lead_table", [
    z.object({ lead_table: z.literal("service_requests"), lead: serviceRequestRowSchema }),
    z.object({ lead_table: z.literal("contact_messages"), lead: contactMessageRowSchema }),
  ])
  .transform((claimed) =>
    claimed.lead_table === "service_requests"
      ? { table: claimed.lead_table, row: claimed.lead }
      : { table: claimed.lead_table, row: claimed.lead },
  );
export const claimedLeadsSchema = z.array(claimedLeadSchema);
export type StoredLead = z.output<typeof claimedLeadSchema>;
export type LeadTable = StoredLead["table"];

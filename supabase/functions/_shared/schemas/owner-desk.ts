import { z } from "zod";
import { EMAIL_STATUSES } from "./stored-lead.ts";

/**
 * The owner's desk (docs/decisions/055-owner-desk.md): the rows it reads through PostgREST as
 * the signed-in owner (the `owner_requests` view, `lead_status_changes`, the
 * `owner_failed_mail()` RPC) and what its forms send to the owner RPCs. The value lists are the
 * tables' check constraints (migration 20261129000200).
 */

/** A lead's pipeline, in order; lost stands beside it (docs/product.md, "The owner's desk"). */
export const LEAD_STATUSES = ["new", "contacted", "scheduled", "done", "delivered", "paid", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The desk's two kinds of request: a quote request (service_requests) or a contact message. */
export const LEAD_KINDS = ["quote", "message"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** What a request is for: the quote's service type, or a contact message. */
export const REQUEST_SERVICES = ["appraisal", "photography", "message"] as const;
export type RequestService = (typeof REQUEST_SERVICES)[number];

export const LOST_REASON_MAX = 500;
export const OWNER_NOTES_MAX = 5000;

const numeric = z.union([z.number(), z.string()]).nullable();

/** One row of `owner_requests`. */
export const ownerRequestRowSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.string(),
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  service: z.enum(REQUEST_SERVICES),
  appraisal_type: z.string().nullable(),
  selected_photography_package: z.string().nullable(),
  property_address: z.string().nullable(),
  county: z.string().nullable(),
  client_final_price: numeric,
  server_final_price: numeric,
  price_mismatch: z.boolean(),
  discount_code: z.string().nullable(),
  discount_status: z.string(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  pipeline_status: z.enum(LEAD_STATUSES),
  lost_reason: z.string().nullable(),
  status_changed_at: z.string().nullable(),
  owner_notes: z.string().nullable(),
  notes_updated_at: z.string().nullable(),
  email_status: z.enum(EMAIL_STATUSES),
  suspected_spam: z.boolean(),
});
export type OwnerRequestRow = z.infer<typeof ownerRequestRowSchema>;

/** The columns the desk reads of `owner_requests`, as PostgREST's select list. */
export const OWNER_REQUEST_COLUMNS = Object.keys(ownerRequestRowSchema.shape).join(",");

/** One row of `lead_status_changes`. */
export const leadStatusChangeSchema = z.object({
  id: z.number(),
  from_status: z.enum(LEAD_STATUSES),
  to_status: z.enum(LEAD_STATUSES),
  reason: z.string().nullable(),
  changed_by_email: z.string().nullable(),
  changed_at: z.string(),
});
export type LeadStatusChange = z.infer<typeof leadStatusChangeSchema>;
export const LEAD_STATUS_CHANGE_COLUMNS = Object.keys(leadStatusChangeSchema.shape).join(",");

/** The status form: lost needs a reason. */
export const leadStatusFormSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: "Choose a status" }),
    reason: z.string().trim().max(LOST_REASON_MAX, `The reason must be at most ${LOST_REASON_MAX} characters`),
  })
  .superRefine((value, ctx) => {
    if (value.status === "lost" && value.reason === "") {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Say why the request was lost" });
    }
  });
export type LeadStatusForm = z.input<typeof leadStatusFormSchema>;

/** The notes form. */
export const leadNotesFormSchema = z.object({
  notes: z.string().trim().max(OWNER_NOTES_MAX, `Notes must be at most ${OWNER_NOTES_MAX} characters`),
});
export type LeadNotesForm = z.input<typeof leadNotesFormSchema>;

/** owner_set_lead_status's answer. */
export const leadStatusResultSchema = z.object({
  pipeline_status: z.enum(LEAD_STATUSES),
  lost_reason: z.string().nullable(),
  status_changed_at: z.string(),
});

/** owner_set_lead_notes's answer. */
export const leadNotesResultSchema = z.object({
  owner_notes: z.string().nullable(),
  notes_updated_at: z.string(),
});

const failedLeadMailSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.string(),
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  notification_sent: z.boolean(),
  confirmation_sent: z.boolean(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  handling: z.boolean(),
});
export type FailedLeadMail = z.infer<typeof failedLeadMailSchema>;

const failedAppointmentMailSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  kind: z.enum(["rescheduled", "cancelled", "reminder"]),
  recipient: z.enum(["visitor", "business"]),
  starts_at: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  appointment_id: z.string(),
  appointment_status: z.enum(["held", "booked", "cancelled"]),
  appointment_starts_at: z.string(),
  service_request_id: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  handling: z.boolean(),
});
export type FailedAppointmentMail = z.infer<typeof failedAppointmentMailSchema>;

/** owner_failed_mail's answer. */
export const failedMailSchema = z.object({
  leads: z.array(failedLeadMailSchema),
  appointment_mails: z.array(failedAppointmentMailSchema),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

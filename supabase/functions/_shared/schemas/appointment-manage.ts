import { z } from "zod";
import { openTimesSchema } from "./booking.ts";

// The manage link's answers and rules without zod, for the page's first load (docs/decisions/036).
export { FREE_CHANGE_HOURS, MANAGE_NOT_FOUND, TOO_LATE_CODE, tooLateMessage } from "../domain/booking/manage-answers.ts";

/**
 * The manage link's payloads (POST /manage-appointment;
 * docs/decisions/050-appointment-manage-link-invitations-reminders.md), one
 * schema each, shared by the /appointment/<token> page and the function.
 */

/**
 * The token from the link. Any string up to 200 characters is looked up (a
 * malformed one finds nothing and gets the same 404 as a wrong one); the
 * real ones are 43 base64url characters.
 */
export const manageTokenSchema = z.string().max(200);

export const MANAGE_ACTIONS = ["view", "reschedule", "cancel"] as const;

/** POST /manage-appointment. `start` (an open time's ISO instant) only with "reschedule". */
export const manageAppointmentRequestSchema = z
  .object({
    token: manageTokenSchema,
    action: z.enum(MANAGE_ACTIONS),
    start: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .refine((body) => (body.action === "reschedule") === (body.start !== undefined), {
    message: "start is required to reschedule, and only then",
    path: ["start"],
  });
export type ManageAppointmentRequest = z.input<typeof manageAppointmentRequestSchema>;

/** The appointment as the page shows it. */
export const managedAppointmentSchema = z.object({
  status: z.enum(["booked", "cancelled"]),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  durationMinutes: z.number().int().positive(),
  /** "Refinance appraisal", "Premium photography", … */
  service: z.string(),
  /** The property's address as the request gave it. */
  address: z.string(),
  /** True while it can be changed here: booked and at least 24 hours ahead. */
  changeable: z.boolean(),
});
export type ManagedAppointment = z.output<typeof managedAppointmentSchema>;

/** 200 of every action: the appointment after it, the open times to move it to (when changeable), the business's phone. */
export const manageAnswerSchema = z.object({
  appointment: managedAppointmentSchema,
  times: openTimesSchema.nullable(),
  phone: z.string(),
});
export type ManageAnswer = z.output<typeof manageAnswerSchema>;


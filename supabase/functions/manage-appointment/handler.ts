import { SlotTakenError, slotTakenResponse } from "../_shared/appointments/calendar.ts";
import { sendStoredAppointmentMails } from "../_shared/appointments/appointment-outbox.ts";
import { cancelAppointment, NotFoundError, rescheduleAppointment, TooLateError, viewAppointment, type ManageResult } from "../_shared/appointments/manage.ts";
import { tokenHash } from "../_shared/appointments/tokens.ts";
import { queryRows } from "../_shared/database.ts";
import { MANAGE_REFUSAL } from "../_shared/domain/limit-refusal.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { callerAddressHash, TOO_MANY_REQUESTS } from "../_shared/log-guard.ts";
import { businessPhone, limitRefused } from "../_shared/limit-refusal.ts";
import { refusingWindow } from "../_shared/rate-limit.ts";
import { MANAGE_NOT_FOUND, manageAppointmentRequestSchema, TOO_LATE_CODE } from "../_shared/schemas/appointment-manage.ts";
import { readJsonBody } from "../_shared/validation.ts";
import { z } from "zod";

/**
 * POST /manage-appointment {token, action: "view" | "reschedule" | "cancel",
 * start?} (the /appointment/<token> page;
 * docs/decisions/050-appointment-manage-link-invitations-reminders.md).
 *
 * 200 {appointment, times, phone}: the appointment (after the change), the
 * open times to move it to while it can be changed, the business's phone.
 * 404 {error, code: "not_found"} for a token that leads to nothing (wrong,
 * malformed, long past): the same answer on the same path. 409
 * {error, code: "too_late"} for a change less than 24 hours before (the
 * terms' fee: call instead); 409 slot_taken for a time no longer open. 429
 * past 'appointment_manage' by address (skipped when the caller's address is
 * unknown; its message names the phone number and when the page works
 * again, docs/decisions/059) or 'appointment_change' per appointment. A refused request
 * changes nothing. A change's mails (with the .ics: SEQUENCE + 1, or
 * METHOD:CANCEL) go to the visitor and the business right after the commit;
 * the send-due-mail job resends what failed.
 */

const MAX_BODY_BYTES = 2 * 1024;
const limitRow = z.object({ ok: z.boolean() });

async function underLimit(action: string, kind: "address" | "session", subject: string | null): Promise<boolean> {
  try {
    const [row] = await queryRows(limitRow, "select public.consume_rate_limit($1, $2, $3) as ok", [action, kind, subject]);
    return row?.ok ?? false;
  } catch (error) {
    console.error("manage-appointment: rate-limit check failed:", (error as Error).message);
    throw new HttpError(500, "We could not open your appointment. Please try again or call us.");
  }
}

export const handler = withErrorHandling(["POST"], async (req) => {
  const body = await readJsonBody(req, manageAppointmentRequestSchema, MAX_BODY_BYTES);
  const addressHash = await callerAddressHash(req);
  if (!(await underLimit("appointment_manage", "address", addressHash))) {
    throw limitRefused(MANAGE_REFUSAL, await refusingWindow("appointment_manage", "address", addressHash));
  }
  const phone = businessPhone();
  const now = Date.now();
  let result: ManageResult;
  try {
    if (body.action === "view") {
      result = await viewAppointment(body.token, now);
    } else {
      // Changes per appointment: the token's own limit (its hash is the subject: the token is never stored).
      if (!(await underLimit("appointment_change", "session", `appointment:${await tokenHash(body.token)}`))) {
        throw new HttpError(429, TOO_MANY_REQUESTS);
      }
      result = body.action === "cancel" ? await cancelAppointment(body.token, phone, now) : await rescheduleAppointment(body.token, body.start!, phone, now);
    }
  } catch (error) {
    if (error instanceof NotFoundError) return json(MANAGE_NOT_FOUND, 404);
    if (error instanceof TooLateError) return json({ error: error.message, code: TOO_LATE_CODE }, 409);
    if (error instanceof SlotTakenError) return slotTakenResponse();
    if (error instanceof HttpError) throw error;
    console.error(`manage-appointment: ${body.action} failed:`, (error as Error).message);
    throw new HttpError(500, "We could not change your appointment. Please try again or call us.");
  }
  await sendStoredAppointmentMails(result.mails, "manage-appointment");
  return json({ appointment: result.appointment, times: result.times, phone });
});

import { sendStoredAppointmentMails } from "../_shared/appointments/appointment-outbox.ts";
import { ownerCancel, ownerConfirm, ownerMove, OwnerSlotTakenError, ownerTimes, type OwnerActionResult } from "../_shared/appointments/owner-actions.ts";
import { HttpError, json, withErrorHandling } from "../_shared/http.ts";
import { requireOwner } from "../_shared/owner-session.ts";
import { SLOT_TAKEN } from "../_shared/schemas/booking.ts";
import { ownerAppointmentRequestSchema } from "../_shared/schemas/owner-appointments.ts";
import { readJsonBody } from "../_shared/validation.ts";

/**
 * POST /owner-appointment {action: "times" | "confirm" | "move" | "cancel",
 * id, start?, reason?}: the owner's desk acting on one appointment
 * (docs/decisions/056-owner-appointments-desk.md). Only an owner at aal2
 * (the caller's access token, checked through the project's API: 401
 * without one, 403 for anyone else, before the body is read for anything but
 * its shape). 200 {appointment, times}; 404 for an unknown or held
 * appointment; 409 for one that is not booked, and 409 slot_taken with the
 * fresh `times` for a time no longer open. A change's mails (the .ics with
 * SEQUENCE + 1, or METHOD:CANCEL with the reason) go out right after the
 * commit; the send-due-mail job resends what failed.
 */

const MAX_BODY_BYTES = 2 * 1024;

export const handler = withErrorHandling(["POST"], async (req) => {
  const owner = await requireOwner(req);
  const body = await readJsonBody(req, ownerAppointmentRequestSchema, MAX_BODY_BYTES);
  const now = Date.now();
  let result: OwnerActionResult;
  try {
    if (body.action === "times") result = await ownerTimes(body.id, now);
    else if (body.action === "confirm") result = await ownerConfirm(owner, body.id);
    else if (body.action === "cancel") result = await ownerCancel(owner, body.id, body.reason!);
    else result = await ownerMove(owner, body.id, body.start!, now);
  } catch (error) {
    if (error instanceof OwnerSlotTakenError) return json({ ...SLOT_TAKEN, times: error.times }, 409);
    if (error instanceof HttpError) throw error;
    console.error(`owner-appointment: ${body.action} failed:`, (error as Error).message);
    throw new HttpError(500, "The change could not be saved. Please try again.");
  }
  await sendStoredAppointmentMails(result.mails, "owner-appointment");
  return json(result.answer);
});

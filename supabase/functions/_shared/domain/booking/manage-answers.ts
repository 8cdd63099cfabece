/**
 * The manage link's fixed answers and its 24-hour rule
 * (docs/decisions/050-appointment-manage-link-invitations-reminders.md), without zod: the
 * /appointment/<token> page shows them from its first load, and the page loads zod only with
 * its first call (docs/decisions/036-first-paint-on-phones.md).
 */

/** How many hours before the appointment a change is free (the terms: src/content/legal.ts, "Scheduling, Access and Cancellation"). */
export const FREE_CHANGE_HOURS = 24;

/** 404 for any token that leads to nothing the page may show (wrong, malformed, long past). */
export const MANAGE_NOT_FOUND = { error: "This link does not lead to an appointment. Please call us if you need help.", code: "not_found" } as const;

/** 409 for a change inside 24 hours, with the business's phone appended by the function. */
export const TOO_LATE_CODE = "too_late";
export function tooLateMessage(phone: string): string {
  return `Your appointment is less than ${FREE_CHANGE_HOURS} hours away. Changes this late may incur a fee under our terms, so please call us at ${phone} to reschedule or cancel.`;
}

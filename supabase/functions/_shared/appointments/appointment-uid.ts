/**
 * The iCalendar UID of an appointment (docs/decisions/051): the appointment's
 * id under a fixed domain part (RFC 5545 §3.8.4.7), stable for its life and
 * the same in the owner's subscription feed and in the invitations mailed
 * with each booking (booking-manage's invitation module uses this scheme), so
 * a calendar that has both shows one event, updated instead of doubled.
 */
export function appointmentUid(appointmentId: string): string {
  return `appointment-${appointmentId}@booking.njpr`;
}

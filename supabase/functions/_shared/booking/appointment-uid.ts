/**
 * The iCalendar UID of an appointment (docs/decisions/051): stable for its
 * life, so a calendar that subscribed to the feed (or got an invitation)
 * updates the one event instead of adding another: "appointment-<id>@<site host>".
 */
export function appointmentUid(appointmentId: string, siteUrl: string): string {
  return `appointment-${appointmentId}@${new URL(siteUrl).hostname}`;
}

import { APPOINTMENT_ZONE_NOTE } from "@/entities/appointment/domain/appointment-time";

/**
 * The manage page's words (docs/decisions/050). Times are written by the appointment entity (domain/appointment-time),
 * always in the business's zone, New York, whatever the visitor's own.
 */

export const MANAGE_MESSAGES = {
  loading: "Loading your appointment…",
  heading: "Your appointment",
  zoneNote: APPOINTMENT_ZONE_NOTE,
  notFound: "This link does not lead to an appointment",
  notFoundText: "Open the whole link from your confirmation email. If it still does not work, call us and we will help.",
  loadFailed: "Your appointment could not be loaded",
  retry: "Try again",
  cancelled: "This appointment is cancelled",
  rescheduled: "Your appointment was moved",
  cancelledNow: "Your appointment is cancelled",
  mailNote: "We emailed you the change with an updated calendar invitation.",
  insideWindow: "Less than 24 hours to go",
  moveHeading: "Move it to another time",
  moveButton: "Move my appointment",
  noTimes: "No other open times in the next three weeks. Call us to find one.",
  cancelButton: "Cancel my appointment",
  confirmCancel: "Yes, cancel it",
  keep: "Keep it",
  cancelQuestion: "Cancel this appointment? The time is given to someone else.",
  taken: "That time was just taken. Pick another.",
  tooMany: "Too many tries. Wait a few minutes and try again.",
  changeFailed: "The change was not saved. Try again or call us.",
  freeNote: "Moving or cancelling is free up to 24 hours before the appointment.",
} as const;

import { LEAD_STATUSES, type LeadStatus } from "#schemas/owner-desk.ts";

/**
 * A lead's pipeline (docs/product.md, "The owner's desk"): new → contacted → scheduled →
 * done → delivered → paid, or lost with a reason. The database's
 * lead_status_transition_allowed (migration 20261129000200) decides the same; a backend test
 * compares the two for every pair.
 */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  scheduled: "Scheduled",
  done: "Done",
  delivered: "Delivered",
  paid: "Paid",
  lost: "Lost",
};

const STAGES: readonly LeadStatus[] = ["new", "contacted", "scheduled", "done", "delivered", "paid"];

/**
 * Whether a request may go from one status to another: forward to any later stage, back one
 * stage (a mistaken tap), lost from any stage but paid, a lost one reopened as new or contacted.
 */
export function isTransitionAllowed(from: LeadStatus, to: LeadStatus): boolean {
  if (from === to) return false;
  if (to === "lost") return from !== "paid";
  if (from === "lost") return to === "new" || to === "contacted";
  const fromIndex = STAGES.indexOf(from);
  const toIndex = STAGES.indexOf(to);
  return toIndex > fromIndex || toIndex === fromIndex - 1;
}

/** The statuses a request of `from` may be set to, in pipeline order. */
export function nextStatuses(from: LeadStatus): LeadStatus[] {
  return LEAD_STATUSES.filter((to) => isTransitionAllowed(from, to));
}

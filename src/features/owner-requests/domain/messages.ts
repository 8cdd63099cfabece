import type { RequestService } from "#schemas/owner-desk.ts";
import type { DeskProblem } from "@/lib/desk-problem";

/** The Requests pages' texts (docs/product.md, "The owner's desk"), shown exactly as written. */
export const REQUESTS_MESSAGES = {
  heading: "Requests",
  loading: "Loading requests…",
  empty: "No requests yet. New ones appear here by themselves.",
  emptyFiltered: "No request matches these filters.",
  loadFailed: "The requests could not be loaded. Check the connection and try again.",
  loadMore: "Show more",
  noMore: "That is every request.",
  newOne: "1 new request",
  newMany: (count: number) => `${count} new requests`,
  showNew: "Show them",
  detailLoading: "Loading the request…",
  detailMissing: "This request does not exist (any more).",
  statusSaved: "Status saved.",
  notesSaved: "Notes saved.",
  priceMismatch: "Price check: the browser showed another price",
} as const;

/** What a failed change says; what the owner typed stays in the form. */
export const DESK_PROBLEM_MESSAGES: Record<DeskProblem, string> = {
  "signed-out": "Your session has ended or lacks the second factor. Sign in again; what you typed is still here.",
  "changed-elsewhere": "This request was changed on another device. Reload it to see the change; what you typed is still here.",
  "not-found": "This request no longer exists.",
  refused: "That change is not possible for this request.",
  failed: "The change could not be saved. Check the connection and try again; what you typed is still here.",
};

export const SERVICE_LABELS: Record<RequestService, string> = {
  appraisal: "Appraisal",
  photography: "Photography",
  message: "Contact message",
};

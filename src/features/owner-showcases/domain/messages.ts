import type { DeskProblem } from "@/lib/desk-problem";

/** The showcase pages' texts in the desk (docs/product.md, "The owner's desk"), shown exactly as written. */
export const SHOWCASES_MESSAGES = {
  heading: "Showcases",
  newHeading: "New showcase",
  newButton: "New showcase",
  loading: "Loading showcases…",
  empty: "No showcases yet. Start one with “New showcase”.",
  loadFailed: "The showcases could not be loaded. Check the connection and try again.",
  editorLoading: "Loading the showcase…",
  missing: "This showcase does not exist (any more).",
  saved: "Showcase saved.",
  created: "Showcase created. Add its photos next.",
  photosSaved: "Photos saved.",
  agentSaved: "Agent saved.",
  published: "Published. The agent's mail goes out within a few minutes.",
  publishedNoMail: "Published. The agent has no email address, so no mail was sent.",
  unpublished: "Unpublished: visitors no longer see this showcase.",
  needsPhoto: "Add at least one photo (and save the photos) before publishing.",
  unsaved: "Save your changes before publishing.",
  requestLoading: "Loading the request…",
  requestFailed: "The request could not be loaded; fill in the address yourself.",
} as const;

/** What a failed change says; what the owner typed stays in the form. */
export const SHOWCASE_PROBLEM_MESSAGES: Record<DeskProblem, string> = {
  "signed-out": "Your session has ended or lacks the second factor. Sign in again; what you typed is still here.",
  "changed-elsewhere": "This showcase was changed on another device. Reload it to see the change; what you typed is still here.",
  "not-found": "This showcase no longer exists.",
  refused: "The server refused a value: check the fields marked below and try again.",
  failed: "The change could not be saved. Check the connection and try again; what you typed is still here.",
};

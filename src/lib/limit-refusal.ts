import { EdgeFunctionError } from "@/lib/edge-functions";

/**
 * The message of a function's 429 (a limit refused the request; docs/decisions/059: it names
 * the phone number and when to try again), or null for any other failure.
 */
export function limitRefusalOf(error: unknown): string | null {
  if (!(error instanceof EdgeFunctionError) || error.status !== 429) return null;
  const body = error.body;
  if (!body || typeof body !== "object") return null;
  const message = (body as { error?: unknown }).error;
  return typeof message === "string" && message.trim() ? message : null;
}

/** Why a form's send failed: a limit's refusal (its message says to call, and when to try again) or any other failure. */
export type SendProblem = { kind: "refused"; message: string } | { kind: "failed" };

export function sendProblemOf(error: unknown): SendProblem {
  const message = limitRefusalOf(error);
  return message ? { kind: "refused", message } : { kind: "failed" };
}

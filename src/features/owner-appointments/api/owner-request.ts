import { env } from "@/config/env";
import { getSupabase } from "@/lib/supabase";

/**
 * The desk's transport (docs/decisions/056): owner RPCs through PostgREST and
 * the owner-appointment function, each with the owner's access token as the
 * bearer (the publishable key in `apikey`), so every call is checked as the
 * owner at aal2 by the database (is_owner()). The token comes from the signed-in
 * session through OwnerAccess, which the page passes in.
 */

/** How the desk gets the owner's current access token (the session refreshes it). */
export interface OwnerAccess {
  accessToken(): Promise<string>;
}

/** A refused or failed owner call: the status and the server's message (PostgREST `message`, a function's `error`). */
export class OwnerRequestError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly body: unknown;

  constructor(status: number, message: string, code: string | null, body: unknown) {
    super(message);
    this.name = "OwnerRequestError";
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** The message to show for a failed change: the server's own words for a 4xx, a general one otherwise. */
export function failureMessage(error: unknown): string {
  if (error instanceof OwnerRequestError) {
    if (error.status === 401 || error.status === 403) return "Your session has ended or lacks the second factor. Sign in again; what you typed is still here.";
    if (error.status < 500 && error.message) return error.message;
  }
  return "The change could not be saved. Check the connection and try again; what you typed is still here.";
}

async function send(url: string, access: OwnerAccess, body: unknown): Promise<unknown> {
  const token = await access.accessToken();
  const response = await fetch(url, {
    method: "POST",
    headers: { apikey: env.VITE_SUPABASE_PUBLISHABLE_KEY, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    const record = (parsed && typeof parsed === "object" ? parsed : {}) as { message?: unknown; error?: unknown; code?: unknown };
    const message = typeof record.error === "string" ? record.error : typeof record.message === "string" ? record.message : "";
    throw new OwnerRequestError(response.status, message, typeof record.code === "string" ? record.code : null, parsed);
  }
  return parsed;
}

const base = () => env.VITE_SUPABASE_URL.replace(/\/+$/, "");

/** POST /rest/v1/rpc/<name> as the owner. */
export function ownerRpc(access: OwnerAccess, name: string, args: Record<string, unknown>): Promise<unknown> {
  return send(`${base()}/rest/v1/rpc/${name}`, access, args);
}

/** POST /functions/v1/owner-appointment as the owner. */
export function ownerAppointmentCall(access: OwnerAccess, body: unknown): Promise<unknown> {
  return send(`${base()}/functions/v1/owner-appointment`, access, body);
}

/**
 * The signed-in owner's token from the app's Supabase client (supabase-js keeps the session
 * and refreshes it): what the desk's pages pass as OwnerAccess.
 */
export const sessionAccess: OwnerAccess = {
  async accessToken() {
    const { data } = await (await getSupabase()).auth.getSession();
    if (!data.session) throw new OwnerRequestError(401, "", null, null);
    return data.session.access_token;
  },
};

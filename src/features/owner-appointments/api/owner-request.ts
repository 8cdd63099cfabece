import { EdgeFunctionError, invokeEdgeFunction } from "@/lib/edge-functions";
import { getSupabase, SupabaseRequestError, type AppSupabaseClient } from "@/lib/supabase";

/**
 * The desk's transport (docs/decisions/056): owner RPCs through the app's Supabase client and
 * the owner-appointment function through the app's function helper, both as the signed-in
 * owner (supabase-js keeps and refreshes the session), so every call is checked as the owner
 * at aal2 by the database (is_owner()).
 */

type OwnerRpcName = Parameters<AppSupabaseClient["rpc"]>[0] & `owner_${string}`;

/** POST /rest/v1/rpc/<name> as the owner; a refusal is a SupabaseRequestError with PostgREST's code and message. */
export async function ownerRpc(name: OwnerRpcName, args: Record<string, unknown>): Promise<unknown> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(name, args as never);
  if (error) throw new SupabaseRequestError(error);
  return data;
}

/** POST /functions/v1/owner-appointment with the owner's access token; a refusal is an EdgeFunctionError with the answer. */
export async function ownerAppointmentCall(body: unknown): Promise<unknown> {
  const { data } = await (await getSupabase()).auth.getSession();
  if (!data.session) throw new EdgeFunctionError("owner-appointment", 401, null);
  return invokeEdgeFunction("owner-appointment", "", { body, accessToken: data.session.access_token });
}

const SIGNED_OUT_CODES = new Set(["42501", "PGRST301", "PGRST303"]);

/** The message to show for a failed change: the server's own words for a refusal, a general one otherwise. */
export function failureMessage(error: unknown): string {
  const signedOut = "Your session has ended or lacks the second factor. Sign in again; what you typed is still here.";
  if (error instanceof SupabaseRequestError) {
    if (error.code && SIGNED_OUT_CODES.has(error.code)) return signedOut;
    // PostgREST answers a raised SQL error (22023, PT409, PT404…) with its message as written.
    if (error.code && !error.code.startsWith("PGRST") && !error.code.startsWith("08") && error.message) return error.message;
  }
  if (error instanceof EdgeFunctionError) {
    if (error.status === 401 || error.status === 403) return signedOut;
    const answer = (error.body && typeof error.body === "object" ? error.body : {}) as { error?: unknown };
    if (error.status < 500 && typeof answer.error === "string" && answer.error) return answer.error;
  }
  return "The change could not be saved. Check the connection and try again; what you typed is still here.";
}

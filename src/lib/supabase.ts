import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "../../supabase/functions/_shared/database-types.ts";
import { env } from "@/config/env";

/**
 * The one Supabase client of the app (the publishable key, the anon role). No visitor signs
 * in; an owner signs in at /owner/sign-in, and the session is kept in localStorage so the
 * desk survives a reload (docs/decisions/054). The token is refreshed by supabase-js when a
 * request finds it expired, and on a timer only while the owner's area runs
 * (useOwnerSession starts it), so visitors' pages get no auth timer.
 *
 * supabase-js is loaded on first use rather than imported statically: it is the largest
 * dependency of the app and no page needs it to render, so keeping it out of the entry
 * chunk keeps the home page's first load small. Fetchers in features/<f>/api await it:
 *
 *   const supabase = await getSupabase();
 *   const { data, error } = await supabase.from("service_pricing").select("price");
 */
/** The client, typed with the generated database types (`npm run db:types`). */
export type AppSupabaseClient = SupabaseClient<Database>;

let clientPromise: Promise<AppSupabaseClient> | undefined;

export function getSupabase(): Promise<AppSupabaseClient> {
  clientPromise ??= import("@supabase/supabase-js").then(
    ({ createClient }) =>
      createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_PUBLISHABLE_KEY, {
        auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    (error: unknown) => {
      // A failed chunk load must not poison every later call.
      clientPromise = undefined;
      throw error;
    },
  );
  return clientPromise;
}

/** A Supabase/PostgREST error object turned into a real Error, keeping its code. */
export class SupabaseRequestError extends Error {
  readonly code: string | undefined;
  readonly details: string | undefined;

  constructor(error: { message: string; code?: string; details?: string }, context?: string) {
    super(context ? `${context}: ${error.message}` : error.message);
    this.name = "SupabaseRequestError";
    this.code = error.code;
    this.details = error.details;
  }
}

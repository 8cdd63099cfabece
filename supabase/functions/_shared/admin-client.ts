import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database-types.ts";
import { requireEnv } from "./env.ts";

let cached: SupabaseClient<Database> | undefined;

/**
 * The service-role client. Only for writes to tables closed to anon (visit
 * logs, requests, parcels); never hand its results to a caller unfiltered.
 */
export function adminClient(): SupabaseClient<Database> {
  if (!cached) {
    const env = requireEnv("SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY");
    cached = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
  }
  return cached;
}

import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database-types.ts";
import { requireEnv } from "./env.ts";
import { secretKey } from "./project-keys.ts";

let cached: SupabaseClient<Database> | undefined;

/**
 * The service-role client, with the project's secret key (project-keys.ts; the legacy
 * service-role key on an older project). Only for writes to tables closed to anon (visit
 * logs, requests, parcels); never hand its results to a caller unfiltered.
 */
export function adminClient(): SupabaseClient<Database> {
  if (!cached) {
    const env = requireEnv("SUPABASE_URL");
    cached = createClient<Database>(env.SUPABASE_URL, secretKey(), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
  }
  return cached;
}

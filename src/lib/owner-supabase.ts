import type { AppSupabaseClient } from "@/lib/supabase";
import { env } from "@/config/env";

/**
 * The owner's Supabase client (docs/decisions/055): the publishable key plus the signed-in
 * owner's session, kept in localStorage under its own key and refreshed by supabase-js, so
 * PostgREST runs the desk's reads and RPCs as `authenticated` with the owner's token (RLS:
 * public.is_owner()). Separate from the visitors' client (lib/supabase.ts), which never holds a
 * session. Loaded on first use: only desk pages call it.
 */
let clientPromise: Promise<AppSupabaseClient> | undefined;

export const OWNER_AUTH_STORAGE_KEY = "njpr-owner-auth";

export function getOwnerSupabase(): Promise<AppSupabaseClient> {
  clientPromise ??= import("@supabase/supabase-js").then(
    ({ createClient }) =>
      createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_PUBLISHABLE_KEY, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: OWNER_AUTH_STORAGE_KEY },
      }) as AppSupabaseClient,
    (error: unknown) => {
      clientPromise = undefined;
      throw error;
    },
  );
  return clientPromise;
}

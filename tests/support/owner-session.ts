import type { Session } from "@supabase/supabase-js";
import { createQueryClient } from "@/lib/query-client";
import { ownerSessionQuery } from "@/features/owner-auth/api/use-owner-session";

/**
 * A query client whose owner session is already read as an owner at aal2, so <OwnerGate>
 * renders the desk at once (the database's own check is tested in tests/backend/owner-desk.test.ts).
 */
export function signedInOwnerQueryClient(email = "owner@example.com") {
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData(ownerSessionQuery().queryKey, { status: "owner", session: { user: { email } } as unknown as Session });
  return queryClient;
}

/**
 * Stores a signed-in owner's session where supabase-js keeps it (localStorage,
 * `sb-<project>-auth-token`), so the app's client sends `accessToken` as the owner's bearer,
 * as it does after a real sign-in. Answers a function that removes it again.
 */
export function storeOwnerSession(accessToken: string, email = "owner@example.com"): () => void {
  const key = `sb-${new URL(import.meta.env.VITE_SUPABASE_URL).hostname.split(".")[0]}-auth-token`;
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const session = {
    access_token: accessToken,
    refresh_token: "owner-refresh-token",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: "00000000-0000-4000-8000-000000000001", aud: "authenticated", role: "authenticated", email, app_metadata: {}, user_metadata: {}, created_at: "2026-11-01T00:00:00Z" },
  };
  localStorage.setItem(key, JSON.stringify(session));
  return () => localStorage.removeItem(key);
}

/**
 * An access token shaped as hosted Auth's for an owner at `aal`, valid for an hour from `now`,
 * with `claims` added or replacing the defaults: supabase-js reads its claims when it checks the
 * stored session again (signature not checked here; the database's own check is in the backend
 * tests).
 */
export function ownerAccessToken(aal: "aal1" | "aal2", claims: Record<string, unknown> = {}, now = Date.now()): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const seconds = Math.floor(now / 1000);
  const amr = aal === "aal2" ? [{ method: "totp", timestamp: seconds }] : [{ method: "otp", timestamp: seconds }];
  const payload = { sub: "00000000-0000-4000-8000-000000000001", role: "authenticated", aal, amr, exp: seconds + 3600, ...claims };
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}.c2lnbmF0dXJl`;
}

/** An owner's access token at aal2 (ownerAccessToken). */
export const ownerAccessTokenAtAal2 = (now = Date.now()): string => ownerAccessToken("aal2", {}, now);

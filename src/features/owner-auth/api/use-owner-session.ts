import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Session } from "@supabase/supabase-js";
import { useCallback, useEffect } from "react";
import { ownerStatusOf, type OwnerStatus } from "@/features/owner-auth/domain/owner-status";
import { getSupabase } from "@/lib/supabase";

export interface OwnerSessionState {
  status: Exclude<OwnerStatus, "loading">;
  session: Session | null;
}

/**
 * Where the stored sign-in stands: no session, aal1 (needs the second factor), or aal2 and
 * listed in owners (public.is_owner(), the same check every owner policy makes). An aal2
 * account that is not an owner is signed out. Refreshing the session is supabase-js's:
 * getSession() renews an expired access token with the refresh token.
 */
export async function fetchOwnerSession(): Promise<OwnerSessionState> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  const session = data.session;
  if (!session) return { status: "signed-out", session: null };
  const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (level.error) throw level.error;
  let isOwner = false;
  if (level.data.currentLevel === "aal2") {
    const owner = await supabase.rpc("is_owner");
    if (owner.error) throw new Error(owner.error.message);
    isOwner = owner.data === true;
    if (!isOwner) await supabase.auth.signOut({ scope: "local" });
  }
  const status = ownerStatusOf({ hasSession: true, currentLevel: level.data.currentLevel, isOwner });
  return { status, session: status === "signed-out" ? null : session };
}

export const ownerSessionQuery = () =>
  queryOptions({ queryKey: ["owner-auth", "session"], queryFn: fetchOwnerSession, staleTime: 60_000, retry: 1 });

/**
 * The owner's sign-in for the desk: { status, session, signOut }. Status is "loading" until
 * the stored session is read; it follows sign-in, MFA verification, refresh and sign-out
 * (supabase-js's auth events), and the access token is kept fresh while a session exists.
 */
export function useOwnerSession(): { status: OwnerStatus; session: Session | null; signOut: () => Promise<void> } {
  const queryClient = useQueryClient();
  const query = useQuery(ownerSessionQuery());
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void getSupabase().then((supabase) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange((event) => {
        if (event === "INITIAL_SESSION") return;
        // Outside the auth callback: supabase-js holds its lock while callbacks run.
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: ownerSessionQuery().queryKey }), 0);
      });
      void supabase.auth.startAutoRefresh();
      unsubscribe = () => {
        data.subscription.unsubscribe();
        void supabase.auth.stopAutoRefresh();
      };
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [queryClient]);
  const signOut = useCallback(async () => {
    const supabase = await getSupabase();
    await supabase.auth.signOut();
    queryClient.setQueryData(ownerSessionQuery().queryKey, { status: "signed-out", session: null });
  }, [queryClient]);
  if (query.isPending) return { status: "loading", session: null, signOut };
  if (query.isError) return { status: "signed-out", session: null, signOut };
  return { status: query.data.status, session: query.data.session, signOut };
}

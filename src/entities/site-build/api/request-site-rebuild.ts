import { useMutation, useMutationState } from "@tanstack/react-query";
import type { SiteRebuildAnswer } from "#schemas/site-rebuild.ts";
import { EdgeFunctionError, invokeEdgeFunction } from "@/lib/edge-functions";
import { getSupabase } from "@/lib/supabase";

/**
 * Asks the static host to build the site again (docs/decisions/070): the request-site-rebuild
 * function, as the signed-in owner, calls the host's build hook, whose address only the
 * function knows. Call it after any change the prerendered pages show (a post published,
 * changed or taken off; a price changed): `const rebuild = useRequestSiteRebuild();` then
 * `rebuild.mutate()` in the change's onSuccess, and put <SiteRebuildNotice /> on the page.
 */
export async function requestSiteRebuild(): Promise<SiteRebuildAnswer> {
  const [supabase, { siteRebuildAnswerSchema }] = await Promise.all([getSupabase(), import("#schemas/site-rebuild.ts")]);
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new EdgeFunctionError("request-site-rebuild", 401, null);
  return siteRebuildAnswerSchema.parse(await invokeEdgeFunction("request-site-rebuild", "", { accessToken: data.session.access_token }));
}

/** The one mutation key every rebuild request shares, so any desk page shows the latest one's state. */
export const SITE_REBUILD_KEY = ["site-build", "rebuild"] as const;

export function useRequestSiteRebuild() {
  return useMutation({ mutationKey: SITE_REBUILD_KEY, mutationFn: requestSiteRebuild });
}

export interface SiteRebuildState {
  status: "idle" | "pending" | "success" | "error";
  answer: SiteRebuildAnswer | undefined;
  error: unknown;
}

/** The latest rebuild request of this browser tab (idle when none was made). */
export function useLatestSiteRebuild(): SiteRebuildState {
  const states = useMutationState({
    filters: { mutationKey: SITE_REBUILD_KEY },
    select: (mutation) => ({ status: mutation.state.status, answer: mutation.state.data as SiteRebuildAnswer | undefined, error: mutation.state.error }),
  });
  return states.at(-1) ?? { status: "idle", answer: undefined, error: null };
}

/** Why a rebuild request failed, in the owner's words: signed out, the function's own words (the host refused), or the connection. */
export function siteRebuildFailure(error: unknown): string {
  if (error instanceof EdgeFunctionError) {
    if (error.status === 401 || error.status === 403) return "Your session has ended or lacks the second factor. Sign in again, then try again.";
    const answer = error.body as { error?: unknown } | null;
    if (answer && typeof answer.error === "string") return answer.error;
  }
  return "Check the connection and try again.";
}

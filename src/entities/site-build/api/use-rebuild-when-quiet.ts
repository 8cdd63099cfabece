import { useCallback, useEffect, useRef } from "react";
import { useRequestSiteRebuild } from "@/entities/site-build/api/request-site-rebuild";

/**
 * For changes saved one by one as the owner makes them (a published showcase's photos): one
 * rebuild request once `quietMs` pass without another change, not one per change, and the
 * pending one at once when the page is left (docs/decisions/070). `changed()` after each saved
 * change.
 */
export function useRebuildWhenQuiet(quietMs: number): { changed: () => void } {
  const rebuild = useRequestSiteRebuild();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const request = useRef(rebuild.mutate);
  request.current = rebuild.mutate;

  const fire = useCallback(() => {
    timer.current = null;
    request.current();
  }, []);

  const changed = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(fire, quietMs);
  }, [fire, quietMs]);

  useEffect(
    () => () => {
      if (timer.current === null) return;
      clearTimeout(timer.current);
      fire();
    },
    [fire],
  );

  return { changed };
}

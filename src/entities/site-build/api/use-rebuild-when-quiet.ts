import { useCallback, useEffect, useRef } from "react";
import { useRequestSiteRebuild } from "@/entities/site-build/api/request-site-rebuild";

/**
 * For changes saved one by one as the owner makes them (a published showcase's photos): one
 * rebuild request once `quietMs` pass without another change, not one per change, and the
 * pending one at once when the page is left (docs/decisions/070). `changed()` after each saved
 * change.
 */
export function useRebuildWhenQuiet(quietMs: number): { changed: () => void } {
  // useMutation's mutate keeps its identity across renders, and still sends after an unmount.
  const { mutate } = useRequestSiteRebuild();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const fire = useCallback(() => {
    timer.current = null;
    mutate();
  }, [mutate]);

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

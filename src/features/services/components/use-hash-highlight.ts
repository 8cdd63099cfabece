import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";

/** How long a section reached through the URL hash stays highlighted (docs/product.md §2.9). */
export const HASH_HIGHLIGHT_MS = 3000;

/**
 * The id of the section named by the URL hash, for 3 seconds after the hash is set
 * (again on every navigation to it, e.g. a second click on the same jump button), else
 * null. The layout's ScrollToTop scrolls to it (every page's #hash goes there).
 */
export function useHashHighlight(sectionIds: readonly string[]): string | null {
  const { hash, key } = useLocation();
  const [highlighted, setHighlighted] = useState<string | null>(null);

  useEffect(() => {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // keep the raw value
    }
    if (!sectionIds.includes(id)) {
      setHighlighted(null);
      return;
    }
    setHighlighted(id);
    const timer = window.setTimeout(() => setHighlighted(null), HASH_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
    // sectionIds is a constant list per page; the location key re-runs it on repeat visits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, key]);

  return highlighted;
}

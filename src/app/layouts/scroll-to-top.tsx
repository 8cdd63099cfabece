import { useEffect } from "react";
import { useLocation } from "react-router-dom";

const HASH_TARGET_RETRIES = 20;
const HASH_TARGET_RETRY_MS = 100;

/**
 * Scrolls to the top whenever the pathname changes. A search-only change (the quote
 * modal's parameters, a tab, a filter) keeps the position. With a #hash, scrolls to that
 * element instead, waiting briefly for it to render (sections that load data).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }

    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      id = hash.slice(1);
    }
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: "start" });
        return;
      }
      attempts += 1;
      if (attempts < HASH_TARGET_RETRIES) {
        timer = setTimeout(scrollToTarget, HASH_TARGET_RETRY_MS);
      } else {
        window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      }
    };

    scrollToTarget();
    return () => clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}

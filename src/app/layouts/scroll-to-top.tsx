import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * How long a #hash target may take to appear: a lazy page and its data on a slow phone (or a
 * busy test machine) can take several seconds. The visitor scrolling first ends the wait.
 */
const HASH_TARGET_WAIT_MS = 10_000;
const HASH_TARGET_RETRY_MS = 100;
const HASH_TARGET_RETRIES = HASH_TARGET_WAIT_MS / HASH_TARGET_RETRY_MS;
/** How long a #hash target is kept aligned while sections above it load and grow. */
export const HASH_SETTLE_MS = 2000;
/** What the visitor does to scroll on their own: the alignment stops at once. */
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls to the top whenever the pathname changes. A search-only change (the quote
 * modal's parameters, a tab, a filter) keeps the position. With a #hash, scrolls to that
 * element instead, waiting for it to render (lazy pages, sections that load data) for up to
 * HASH_TARGET_WAIT_MS unless the visitor scrolls first, then keeps
 * it at the top while the page above it still changes height (data, lazy parts), for
 * HASH_SETTLE_MS or until the visitor scrolls.
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
    let stopSettling: (() => void) | undefined;

    const keepAligned = (target: Element) => {
      if (typeof ResizeObserver === "undefined") return;
      const observer = new ResizeObserver(() => target.scrollIntoView({ block: "start" }));
      const stop = () => {
        observer.disconnect();
        clearTimeout(settleTimer);
        for (const name of USER_SCROLL_EVENTS) window.removeEventListener(name, stop);
      };
      const settleTimer = setTimeout(stop, HASH_SETTLE_MS);
      for (const name of USER_SCROLL_EVENTS) window.addEventListener(name, stop, { passive: true });
      observer.observe(document.body);
      stopSettling = stop;
    };

    // The visitor scrolling while the target is still awaited: stop waiting, leave them be.
    const stopWaiting = () => {
      clearTimeout(timer);
      for (const name of USER_SCROLL_EVENTS) window.removeEventListener(name, stopWaiting);
    };

    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) {
        stopWaiting();
        target.scrollIntoView({ block: "start" });
        keepAligned(target);
        return;
      }
      attempts += 1;
      if (attempts === 1) for (const name of USER_SCROLL_EVENTS) window.addEventListener(name, stopWaiting, { passive: true });
      if (attempts < HASH_TARGET_RETRIES) {
        timer = setTimeout(scrollToTarget, HASH_TARGET_RETRY_MS);
      } else {
        stopWaiting();
        window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      }
    };

    scrollToTarget();
    return () => {
      stopWaiting();
      stopSettling?.();
    };
  }, [pathname, hash]);

  return null;
}

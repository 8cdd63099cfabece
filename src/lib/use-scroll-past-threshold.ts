import { useEffect, useState } from "react";

/**
 * Whether the window is scrolled more than `thresholdPx` pixels down.
 *
 * SSR-safe (false on the server and in the first client render; the real value is read
 * in an effect), uses a passive scroll listener and reads the position at most once per
 * animation frame. Re-renders only when the answer changes.
 */
export function useScrollPastThreshold(thresholdPx: number): boolean {
  const [isPast, setIsPast] = useState(false);

  useEffect(() => {
    let frame: number | undefined;

    const measure = () => {
      frame = undefined;
      setIsPast(window.scrollY > thresholdPx);
    };
    const onScroll = () => {
      if (frame === undefined) frame = window.requestAnimationFrame(measure);
    };

    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
    };
  }, [thresholdPx]);

  return isPast;
}

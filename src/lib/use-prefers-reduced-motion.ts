import { useEffect, useState } from "react";
import { REDUCED_MOTION_QUERY } from "@/lib/prefers-reduced-motion";

/**
 * Whether the visitor asked the system for reduced motion. SSR-safe: false on the server
 * and in the first client render, then the real value (and any later change).
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);

  return reduced;
}

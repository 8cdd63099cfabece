/**
 * Cloudflare Turnstile, loaded only when VITE_TURNSTILE_SITE_KEY is set and a
 * form that uses it is on screen (docs/decisions/035-abuse-limits.md). The
 * script is added once; later calls answer the same promise.
 */

export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
const SCRIPT_ID = "cf-turnstile-script";

export interface TurnstileRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  "expired-callback"?: () => void;
  "error-callback"?: () => void;
  appearance?: "always" | "execute" | "interaction-only";
  size?: "normal" | "flexible" | "compact";
}

export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi | null> | undefined;

/** The Turnstile API once its script has loaded, or null when it could not load. */
export function loadTurnstile(): Promise<TurnstileApi | null> {
  if (typeof window === "undefined") return Promise.resolve(null);
  if (window.turnstile) return Promise.resolve(window.turnstile);
  if (loading) return loading;
  loading = new Promise<TurnstileApi | null>((resolve) => {
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.async = true;
    script.defer = true;
    script.src = TURNSTILE_SCRIPT_URL;
    script.addEventListener("load", () => resolve(window.turnstile ?? null), { once: true });
    script.addEventListener(
      "error",
      () => {
        console.error("Turnstile failed to load");
        loading = undefined;
        script.remove();
        resolve(null);
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
  return loading;
}

import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router-dom";
import { serializeForScript } from "@/lib/serialize-for-script";

/**
 * What a prerendered page carries for the browser to hydrate it (docs/decisions/033-prerendering.md):
 * the path it was rendered for, the router's loader results and React Query's dehydrated cache.
 * The build writes it into the page as `window.__NJPR_PAGE_STATE__` (an inline JSON script);
 * main.tsx reads it back.
 */
export interface PrerenderedPageState {
  /** The pathname the HTML was rendered for; any other URL renders afresh. */
  path: string;
  router: HydrationState;
  queries: DehydratedState;
}

export const PAGE_STATE_GLOBAL = "__NJPR_PAGE_STATE__";

/** The <script> that sets the page state; placed before the app's module script. */
export function pageStateScript(state: PrerenderedPageState): string {
  return `<script>window.${PAGE_STATE_GLOBAL}=${serializeForScript(state)}</script>`;
}

/** The page state the build wrote into this page, when it was prerendered for the current path. */
export function readPageState(win: Window, pathname: string): PrerenderedPageState | undefined {
  const state = (win as unknown as Record<string, PrerenderedPageState | undefined>)[PAGE_STATE_GLOBAL];
  return state && state.path === pathname ? state : undefined;
}

import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router-dom";
import { serializeForScript } from "@/lib/serialize-for-script";

/**
 * What a prerendered page carries for the browser to hydrate it (docs/decisions/033-prerendering.md):
 * the path it was rendered for, the router's loader results and React Query's dehydrated cache.
 * The build writes it into the page as a data block, `<script type="application/json">`, which
 * the browser never runs: the Content-Security-Policy allows no inline script
 * (docs/decisions/058-security-headers.md). main.tsx reads it back.
 */
export interface PrerenderedPageState {
  /** The pathname the HTML was rendered for; any other URL renders afresh. */
  path: string;
  router: HydrationState;
  queries: DehydratedState;
}

export const PAGE_STATE_ELEMENT_ID = "njpr-page-state";

/** The data block holding the page state; placed before the app's module script. */
export function pageStateScript(state: PrerenderedPageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${serializeForScript(state)}</script>`;
}

/** The page state the build wrote into this document, when it was prerendered for `pathname`. */
export function readPageState(document: Document, pathname: string): PrerenderedPageState | undefined {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let state: PrerenderedPageState | undefined;
  try {
    state = JSON.parse(text) as PrerenderedPageState;
  } catch (error) {
    console.error("The prerendered page state is not valid JSON; the page renders afresh", error);
    return undefined;
  }
  return state && state.path === pathname ? state : undefined;
}

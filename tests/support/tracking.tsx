import { act, render } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router-dom";
import { vi } from "vitest";
import { server } from "../msw/server";
import { functionUrl } from "../msw/urls";

export interface CapturedLog {
  body: Record<string, unknown>;
  contentType: string;
  /** The apikey query parameter (beacon form), or null. */
  queryApikey: string | null;
  headerApikey: string | null;
}

/**
 * Records every call of a log function as the server receives it. `answer` picks the
 * status per call (1-based); 201 by default.
 */
export function captureLogs(name: string, answer: (call: number) => number = () => 201): CapturedLog[] {
  const calls: CapturedLog[] = [];
  server.use(
    http.post(functionUrl(name), async ({ request }) => {
      const url = new URL(request.url);
      calls.push({
        body: JSON.parse(await request.text()) as Record<string, unknown>,
        contentType: request.headers.get("content-type") ?? "",
        queryApikey: url.searchParams.get("apikey"),
        headerApikey: request.headers.get("apikey"),
      });
      const status = answer(calls.length);
      return HttpResponse.json(status < 300 ? { ok: true } : { error: "down" }, { status });
    }),
  );
  return calls;
}

/** Fake timers for setTimeout/setInterval/Date only; promises and fetch stay real. */
export function useTrackingFakeTimers(now = new Date("2026-05-04T14:00:00Z")): void {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"], now });
}

/** Lets pending fetches (msw) and their promise chains settle without moving fake time. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await new Promise<void>((resolve) => {
        // A real macrotask: msw answers through the event loop.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
    });
  }
}

export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

/** A small app: `tracker` in the root layout, pages that only name themselves. */
export function renderWithRouter(tracker: ReactNode, paths: string[], initial: string, pages: Record<string, ReactNode> = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {tracker}
            <Outlet />
          </>
        ),
        children: paths.map((path) => ({ path, element: pages[path] ?? <h1>{path}</h1> })),
      },
    ],
    { initialEntries: [initial] },
  );
  const view = render(<RouterProvider router={router} />);
  const navigate = async (to: string, options: { replace?: boolean } = {}) => {
    await act(async () => {
      await router.navigate(to, options);
    });
  };
  return { ...view, router, navigate };
}

export function setVisibility(state: "visible" | "hidden"): void {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { server } from "#tests/msw/server.ts";
import { functionUrl } from "#tests/msw/urls.ts";
import { ownerAccessTokenAtAal2, storeOwnerSession } from "#tests/support/owner-session.ts";
import { useRebuildWhenQuiet } from "./use-rebuild-when-quiet";

/** One rebuild request once the changes stop, and the pending one when the page is left. */
const QUIET_MS = 150;
let requests: number;
let signOut: () => void;

beforeEach(() => {
  requests = 0;
  signOut = storeOwnerSession(ownerAccessTokenAtAal2());
  server.use(
    http.post(functionUrl("request-site-rebuild"), () => {
      requests += 1;
      return HttpResponse.json({ status: "started", requested_at: new Date().toISOString() });
    }),
  );
});
afterEach(() => signOut());

function renderQuietRebuild() {
  const queryClient = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useRebuildWhenQuiet(QUIET_MS), { wrapper });
}

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe("useRebuildWhenQuiet", () => {
  it("asks once, after the last of several changes has been left alone for the quiet time", async () => {
    const { result } = renderQuietRebuild();
    for (let change = 0; change < 4; change++) {
      act(() => result.current.changed());
      await pause(QUIET_MS / 3);
    }
    expect(requests).toBe(0);
    await waitFor(() => expect(requests).toBe(1));
    await pause(QUIET_MS * 2);
    expect(requests).toBe(1);
  });

  it("asks at once for a pending change when the page is left, and not at all without a change", async () => {
    const idle = renderQuietRebuild();
    idle.unmount();
    const { result, unmount } = renderQuietRebuild();
    act(() => result.current.changed());
    unmount();
    await waitFor(() => expect(requests).toBe(1));
    await pause(QUIET_MS * 2);
    expect(requests).toBe(1);
  });
});

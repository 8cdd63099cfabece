import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONVERSION_EVENT, freshSubmissionState, onConversion, reportConversion, type Conversion } from "@/lib/conversion";
import { renderApp } from "#tests/support/render-app.tsx";

// Load the page chunks once up front, so a busy machine doesn't time out the first render.
beforeAll(async () => {
  await import("@/app/routes/thank-you");
}, 30_000);

describe("conversion hook", () => {
  it("replays conversions reported before the analytics code subscribed, then delivers new ones", () => {
    // Drain whatever other tests left.
    onConversion(() => undefined)();
    reportConversion("service_request", "/thank-you");
    const seen: Conversion[] = [];
    const unsubscribe = onConversion((conversion) => seen.push(conversion));
    expect(seen.map((conversion) => conversion.type)).toEqual(["service_request"]);
    reportConversion("contact_message", "/contact");
    expect(seen.map((conversion) => [conversion.type, conversion.path])).toEqual([
      ["service_request", "/thank-you"],
      ["contact_message", "/contact"],
    ]);
    unsubscribe();
    reportConversion("contact_message", "/contact");
    expect(seen).toHaveLength(2);
    onConversion(() => undefined)();
  });

  describe("the thank-you page", () => {
    let events: Conversion[];
    const listener = (event: Event) => events.push((event as CustomEvent<Conversion>).detail);
    beforeEach(() => {
      sessionStorage.clear();
      events = [];
      window.addEventListener(CONVERSION_EVENT, listener);
    });
    afterEach(() => {
      window.removeEventListener(CONVERSION_EVENT, listener);
      onConversion(() => undefined)();
    });

    /** What the quote flow does after a request was accepted. */
    async function arriveAfterSubmission(router: ReturnType<typeof renderApp>["router"], state: unknown) {
      await act(async () => {
        await router.navigate("/thank-you", { replace: true, state });
      });
      await screen.findByRole("heading", { level: 1, name: "Thank You!" });
    }

    it("a direct visit (a bookmark, a shared link) reports no conversion", async () => {
      renderApp("/thank-you");
      await screen.findByRole("heading", { level: 1, name: "Thank You!" });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(events).toEqual([]);
    });

    it("arriving right after a submission reports one service_request conversion as a window event", async () => {
      const { router } = renderApp("/services");
      await arriveAfterSubmission(router, freshSubmissionState());
      await waitFor(() => expect(events).toHaveLength(1));
      expect(events).toEqual([expect.objectContaining({ type: "service_request", path: "/thank-you" })]);
    });

    it("a reload of that page (the same history state, the same session) reports nothing more; the next request does", async () => {
      const submission = freshSubmissionState();
      const first = renderApp("/services");
      await arriveAfterSubmission(first.router, submission);
      await waitFor(() => expect(events).toHaveLength(1));
      first.unmount();

      const reloaded = renderApp("/");
      await arriveAfterSubmission(reloaded.router, submission);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(events).toHaveLength(1);

      await arriveAfterSubmission(reloaded.router, freshSubmissionState());
      await waitFor(() => expect(events).toHaveLength(2));
    });
  });
});

import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { CONVERSION_EVENT, onConversion, reportConversion, type Conversion } from "@/lib/conversion";
import { renderApp } from "./support/render-app";

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

  it("the thank-you page reports one service_request conversion as a window event", async () => {
    const events: Conversion[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<Conversion>).detail);
    window.addEventListener(CONVERSION_EVENT, listener);
    try {
      renderApp("/thank-you");
      await screen.findByRole("heading", { level: 1, name: "Thank You!" });
      await waitFor(() => expect(events).toHaveLength(1));
      expect(events).toEqual([expect.objectContaining({ type: "service_request", path: "/thank-you" })]);
    } finally {
      window.removeEventListener(CONVERSION_EVENT, listener);
      onConversion(() => undefined)();
    }
  });
});

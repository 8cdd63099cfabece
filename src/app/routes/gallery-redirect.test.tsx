import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentUrl, renderApp } from "#tests/support/render-app.tsx";

describe("/gallery", () => {
  it("replaces itself with the portfolio, carrying ?tab= over as serviceType", async () => {
    const { router } = renderApp("/");
    await screen.findByRole("heading", { level: 1 });

    await act(() => router.navigate("/gallery?tab=aerial"));
    await waitFor(() => expect(currentUrl(router)).toBe("/showcase?tab=portfolio&serviceType=aerial"));
    expect(await screen.findByRole("heading", { level: 1, name: "Portfolio" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Aerial" })).toHaveAttribute("aria-current", "true");

    // /gallery is not in the history: going back lands on the page before it.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(currentUrl(router)).toBe("/"));
    await act(() => router.navigate(1));
    await waitFor(() => expect(currentUrl(router)).toBe("/showcase?tab=portfolio&serviceType=aerial"));
  });

  it.each([
    ["/gallery", "/showcase?tab=portfolio"],
    ["/gallery?tab=photography", "/showcase?tab=portfolio&serviceType=photography"],
    ["/gallery?tab=floorplans", "/showcase?tab=portfolio&serviceType=floorplans"],
    ["/gallery?tab=video", "/showcase?tab=portfolio&serviceType=video"],
    ["/gallery?tab=drone", "/showcase?tab=portfolio"],
  ])("%s → %s", async (from, to) => {
    const { router } = renderApp(from, { initialEntries: ["/contact"] });
    await waitFor(() => expect(currentUrl(router)).toBe(to));
    await screen.findByRole("heading", { level: 1, name: "Portfolio" });

    await act(() => router.navigate(-1));
    await waitFor(() => expect(currentUrl(router)).toBe("/contact"));
  });
});

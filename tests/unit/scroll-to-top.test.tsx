import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "./support/render-app";

describe("scroll position on navigation", () => {
  beforeEach(() => {
    vi.mocked(window.scrollTo).mockClear();
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
  });

  it("scrolls to the top when the pathname changes", async () => {
    const { router } = renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate("/about"));
    await screen.findByRole("heading", { level: 1, name: "About Garden State Property Appraisals" });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
  });

  it("keeps the position when only the search string changes (quote modal, tabs)", async () => {
    const { router } = renderApp("/showcase");
    await screen.findByRole("heading", { level: 1, name: "Property Showcases" });
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate("/showcase?tab=portfolio"));
    await screen.findByRole("heading", { level: 1, name: "Portfolio" });
    await act(() => router.navigate("/showcase?tab=portfolio&openQuote=true"));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls to the element of a #hash instead of the top", async () => {
    const { router } = renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate("/services#photography-services"));
    await screen.findByRole("heading", { level: 1, name: "Appraisal & Property Photography Services" });
    const section = document.getElementById("photography-services");
    expect(section).not.toBeNull();
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(section);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

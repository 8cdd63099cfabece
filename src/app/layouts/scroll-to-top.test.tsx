import { act, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HASH_SETTLE_MS, ScrollToTop } from "@/app/layouts/scroll-to-top";
import { renderApp } from "#tests/support/render-app.tsx";

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

  describe("keeping a #hash target aligned while the page settles", () => {
    let resized: (() => void) | undefined;
    let disconnected = 0;
    beforeEach(() => {
      resized = undefined;
      disconnected = 0;
      vi.stubGlobal(
        "ResizeObserver",
        class {
          constructor(callback: () => void) {
            resized = callback;
          }
          observe() {}
          disconnect() {
            disconnected += 1;
          }
        },
      );
      return () => vi.unstubAllGlobals();
    });

    async function arriveAtPhotography() {
      const { router } = renderApp("/");
      await screen.findByRole("heading", { level: 1 });
      await act(() => router.navigate("/services#photography-services"));
      await screen.findByRole("heading", { level: 1, name: "Appraisal & Property Photography Services" });
      const section = document.getElementById("photography-services")!;
      expect(resized).toBeDefined();
      vi.mocked(Element.prototype.scrollIntoView).mockClear();
      return section;
    }

    it("scrolls to the target again when the page above it changes height", async () => {
      const section = await arriveAtPhotography();
      resized!();
      expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([section]);
    });

    it("stops as soon as the visitor scrolls on their own", async () => {
      await arriveAtPhotography();
      window.dispatchEvent(new WheelEvent("wheel"));
      expect(disconnected).toBe(1);
    });

    it("stops after HASH_SETTLE_MS", async () => {
      await arriveAtPhotography();
      await waitFor(() => expect(disconnected).toBe(1), { timeout: HASH_SETTLE_MS + 1000 });
    });
  });
});

describe("a #hash target that renders late (a lazy page and its data on a slow phone)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(window.scrollTo).mockClear();
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function Page({ shown }: { shown: boolean }) {
    return (
      <MemoryRouter initialEntries={["/page#late"]}>
        <ScrollToTop />
        {shown && <section id="late">Late section</section>}
      </MemoryRouter>
    );
  }
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("is scrolled to when it appears after several seconds", () => {
    const view = render(<Page shown={false} />);
    advance(5000);
    view.rerender(<Page shown />);
    advance(100);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([document.getElementById("late")]);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("is not waited for once the visitor scrolls on their own", () => {
    const view = render(<Page shown={false} />);
    advance(1000);
    window.dispatchEvent(new WheelEvent("wheel"));
    advance(2000);
    view.rerender(<Page shown />);
    advance(15_000);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("gives up after 10 seconds and shows the top of the page", () => {
    render(<Page shown={false} />);
    advance(9800);
    expect(window.scrollTo).not.toHaveBeenCalled();
    advance(300);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
  });
});

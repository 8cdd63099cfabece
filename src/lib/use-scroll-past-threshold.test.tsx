import { act, renderHook, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useScrollPastThreshold } from "@/lib/use-scroll-past-threshold";
import { renderApp, scrollWindowTo } from "#tests/support/render-app.tsx";

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

afterEach(() => {
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
});

describe("useScrollPastThreshold", () => {
  it("turns true only once the scroll position is past the threshold", async () => {
    const { result } = renderHook(() => useScrollPastThreshold(10));
    expect(result.current).toBe(false);

    await act(async () => {
      scrollWindowTo(10);
      await nextFrame();
    });
    expect(result.current).toBe(false);

    await act(async () => {
      scrollWindowTo(11);
      await nextFrame();
    });
    expect(result.current).toBe(true);

    await act(async () => {
      scrollWindowTo(0);
      await nextFrame();
    });
    expect(result.current).toBe(false);
  });

  it("reads the position on mount (a page opened already scrolled)", () => {
    Object.defineProperty(window, "scrollY", { value: 500, configurable: true, writable: true });
    const { result } = renderHook(() => useScrollPastThreshold(400));
    expect(result.current).toBe(true);
  });

  it("measures at most once per animation frame", async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useScrollPastThreshold(10);
    });
    const before = renders;
    await act(async () => {
      for (let y = 20; y < 200; y += 10) scrollWindowTo(y);
      await nextFrame();
    });
    expect(result.current).toBe(true);
    expect(renders - before).toBe(1);
  });
});

describe("scroll-threshold bars in the layout", () => {
  it("the header turns solid and compact past 10 px", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-compact", "false");
    expect(header).not.toHaveClass("shadow-md");

    act(() => scrollWindowTo(10));
    await act(nextFrame);
    expect(header).toHaveAttribute("data-compact", "false");

    act(() => scrollWindowTo(11));
    await waitFor(() => expect(header).toHaveAttribute("data-compact", "true"));
    expect(header).toHaveClass("shadow-md");
  });

  it("the quick-contact bar slides in past 400 px with call, email, chat and quote", async () => {
    renderApp("/");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("complementary", { name: "Quick contact" })).not.toBeInTheDocument();

    act(() => scrollWindowTo(400));
    await act(nextFrame);
    expect(screen.queryByRole("complementary", { name: "Quick contact" })).not.toBeInTheDocument();

    act(() => scrollWindowTo(401));
    const bar = await screen.findByRole("complementary", { name: "Quick contact" });
    expect(within(bar).getByRole("link", { name: "Call (908) 555-0134" })).toHaveAttribute("href", "tel:+19085550134");
    expect(within(bar).getByRole("link", { name: "Email info@gardenstateappraisals.com" })).toHaveAttribute(
      "href",
      "mailto:info@gardenstateappraisals.com",
    );
    expect(within(bar).getByRole("link", { name: "Chat" })).toHaveAttribute("href", "/contact");
    expect(within(bar).getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/?openQuote=true");

    act(() => scrollWindowTo(120));
    await waitFor(() => expect(screen.queryByRole("complementary", { name: "Quick contact" })).not.toBeInTheDocument());
  });
});

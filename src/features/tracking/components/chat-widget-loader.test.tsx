import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatWidgetLoader } from "@/features/tracking/components/chat-widget-loader";
import { CHAT_SCRIPT_ID, resetChatForTests } from "@/lib/chat";
import { advance, renderWithRouter, useTrackingFakeTimers } from "#tests/support/tracking.tsx";

const SCRIPT = "https://chat.example.test/widget.js";
const PAGES = ["/", "/services", "/showcase", "/showcase/:slug"];

function chatScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>(`script#${CHAT_SCRIPT_ID}`));
}

type IdleCallback = () => void;
let idleCallbacks: { callback: IdleCallback; timeout: number | undefined }[];

beforeEach(() => {
  resetChatForTests();
  useTrackingFakeTimers();
  idleCallbacks = [];
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, "requestIdleCallback");
  Reflect.deleteProperty(window, "cancelIdleCallback");
  delete window.openChat;
  delete window.hideChat;
  delete window.showChat;
});

function withIdleCallback(): void {
  Object.defineProperty(window, "requestIdleCallback", {
    configurable: true,
    value: (callback: IdleCallback, options?: { timeout: number }) => idleCallbacks.push({ callback, timeout: options?.timeout }),
  });
  Object.defineProperty(window, "cancelIdleCallback", { configurable: true, value: vi.fn() });
}

describe("live chat timing", () => {
  it("loads 5 s after navigation, then when the browser is idle (10 s idle timeout)", async () => {
    withIdleCallback();
    renderWithRouter(<ChatWidgetLoader scriptUrl={SCRIPT} />, PAGES, "/");
    await advance(4999);
    expect(idleCallbacks).toHaveLength(0);
    expect(chatScripts()).toHaveLength(0);
    await advance(1);
    expect(idleCallbacks).toEqual([{ callback: expect.any(Function) as unknown, timeout: 10_000 }]);
    expect(chatScripts()).toHaveLength(0);
    act(() => idleCallbacks[0]!.callback());
    expect(chatScripts().map((script) => script.src)).toEqual([SCRIPT]);
    expect(chatScripts()[0]?.async).toBe(true);
  });

  it("without idle callbacks, loads after a further 5 s", async () => {
    renderWithRouter(<ChatWidgetLoader scriptUrl={SCRIPT} />, PAGES, "/");
    await advance(9999);
    expect(chatScripts()).toHaveLength(0);
    await advance(1);
    expect(chatScripts()).toHaveLength(1);
  });

  it("loads once and never twice, however many pages follow", async () => {
    const { navigate } = renderWithRouter(<ChatWidgetLoader scriptUrl={SCRIPT} />, PAGES, "/");
    await advance(10_000);
    await navigate("/services");
    await advance(20_000);
    await navigate("/");
    await advance(20_000);
    expect(chatScripts()).toHaveLength(1);
  });

  it("does not load when a chat widget is already on the page", async () => {
    window.openChat = vi.fn();
    renderWithRouter(<ChatWidgetLoader scriptUrl={SCRIPT} />, PAGES, "/");
    await advance(60_000);
    expect(chatScripts()).toHaveLength(0);
  });

  it("never loads with no script configured", async () => {
    renderWithRouter(<ChatWidgetLoader scriptUrl={undefined} />, PAGES, "/");
    await advance(60_000);
    expect(chatScripts()).toHaveLength(0);
  });

  it("never loads on a showcase page, and loads after leaving it", async () => {
    const { navigate } = renderWithRouter(<ChatWidgetLoader scriptUrl={SCRIPT} />, PAGES, "/showcase/14-old-mill-road-tewksbury");
    await advance(60_000);
    expect(chatScripts()).toHaveLength(0);
    await navigate("/showcase");
    await advance(10_000);
    expect(chatScripts()).toHaveLength(1);
  });

  it("a pending load waits while the visitor is on a showcase page", async () => {
    const { navigate } = renderWithRouter(<ChatWidgetLoader scriptUrl={SCRIPT} />, PAGES, "/");
    await advance(3000);
    await navigate("/showcase/8-fox-chase-lane-mendham");
    await advance(30_000);
    expect(chatScripts()).toHaveLength(0);
    await navigate("/services");
    await advance(9999);
    expect(chatScripts()).toHaveLength(0);
    await advance(1);
    expect(chatScripts()).toHaveLength(1);
  });

  it("hides a loaded widget on showcase pages and shows it again on leaving", async () => {
    window.hideChat = vi.fn();
    window.showChat = vi.fn();
    const { navigate } = renderWithRouter(<ChatWidgetLoader scriptUrl={SCRIPT} />, PAGES, "/");
    await advance(10_000);
    expect(chatScripts()).toHaveLength(1);
    await navigate("/showcase/45-hunt-drive-princeton");
    expect(window.hideChat).toHaveBeenCalledTimes(1);
    vi.mocked(window.showChat).mockClear();
    await navigate("/services");
    expect(window.showChat).toHaveBeenCalledTimes(1);
    expect(chatScripts()).toHaveLength(1);
  });

  it("a widget whose script was still loading when the visitor opened a showcase page is hidden once it loads", async () => {
    const { navigate } = renderWithRouter(<ChatWidgetLoader scriptUrl={SCRIPT} />, PAGES, "/");
    await advance(10_000);
    expect(chatScripts()).toHaveLength(1);
    await navigate("/showcase/45-hunt-drive-princeton");
    // The provider's script arrives: it defines the widget's API and shows the widget.
    window.openChat = vi.fn();
    window.hideChat = vi.fn();
    window.showChat = vi.fn();
    await act(async () => {
      chatScripts()[0]!.dispatchEvent(new Event("load"));
      await Promise.resolve();
    });
    expect(window.hideChat).toHaveBeenCalledTimes(1);
    expect(window.showChat).not.toHaveBeenCalled();
  });

  it("a widget that finishes loading after the visitor left the showcase page stays shown", async () => {
    const { navigate } = renderWithRouter(<ChatWidgetLoader scriptUrl={SCRIPT} />, PAGES, "/");
    await advance(10_000);
    await navigate("/showcase/45-hunt-drive-princeton");
    await navigate("/services");
    window.openChat = vi.fn();
    window.hideChat = vi.fn();
    window.showChat = vi.fn();
    await act(async () => {
      chatScripts()[0]!.dispatchEvent(new Event("load"));
      await Promise.resolve();
    });
    expect(window.hideChat).not.toHaveBeenCalled();
  });
});

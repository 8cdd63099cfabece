import { act, screen, waitFor, within } from "@testing-library/react";
import type * as ReactDomClient from "react-dom/client";
import type { Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openChat } from "@/lib/chat";
import { currentUrl, renderApp, scrollWindowTo } from "#tests/support/render-app.tsx";

// The roots main.tsx creates, so each test can unmount its app: a root left
// mounted keeps React's scheduler working after jsdom is torn down.
const mainRoots = vi.hoisted((): Root[] => []);
vi.mock("react-dom/client", async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomClient>();
  return {
    ...actual,
    createRoot: (...args: Parameters<typeof actual.createRoot>) => {
      const root = actual.createRoot(...args);
      mainRoots.push(root);
      return root;
    },
  };
});

afterEach(() => {
  delete window.openChat;
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
});

describe("chat button", () => {
  it("goes to the contact page when no chat widget is loaded", async () => {
    expect(openChat()).toBe(false);
    const { user, router } = renderApp("/about");
    await screen.findByRole("heading", { level: 1 });
    scrollWindowTo(800);
    const bar = await screen.findByRole("complementary", { name: "Quick contact" });
    await user.click(within(bar).getByRole("link", { name: "Chat" }));
    await waitFor(() => expect(currentUrl(router)).toBe("/contact"));
  });

  it("opens the chat widget when one is available, without navigating", async () => {
    const open = vi.fn();
    window.openChat = open;
    const { user, router } = renderApp("/about");
    await screen.findByRole("heading", { level: 1 });
    scrollWindowTo(800);
    const bar = await screen.findByRole("complementary", { name: "Quick contact" });
    await user.click(within(bar).getByRole("link", { name: "Chat" }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(currentUrl(router)).toBe("/about");
  });
});

describe("main.tsx", () => {
  afterEach(() => {
    act(() => {
      for (const root of mainRoots.splice(0)) root.unmount();
    });
    vi.resetModules();
    document.body.innerHTML = "";
  });

  it("logs a console error when #root is missing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.resetModules();
    await import("@/main");
    expect(error).toHaveBeenCalledWith(expect.stringContaining('<div id="root">'));
  });

  it("renders the app into #root and only logs window errors and rejections, once", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="root"></div>';
    vi.resetModules();
    await import("@/main");
    expect(
      await screen.findByRole("heading", { level: 1, name: "New Jersey Real Estate Appraisals & Property Photography" }),
    ).toBeInTheDocument();

    // A second start (no root this time) must not add the listeners twice.
    document.getElementById("root")?.remove();
    vi.resetModules();
    await import("@/main");

    error.mockClear();
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("widget script failed"), message: "widget script failed" }));
    const rejection = new Event("unhandledrejection") as Event & { reason?: unknown };
    rejection.reason = new Error("fetch failed");
    window.dispatchEvent(rejection);

    expect(error.mock.calls.filter(([message]) => message === "Uncaught error")).toHaveLength(1);
    expect(error.mock.calls.filter(([message]) => message === "Unhandled promise rejection")).toHaveLength(1);
  });
});

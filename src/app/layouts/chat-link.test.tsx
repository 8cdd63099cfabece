import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatLink } from "@/app/layouts/chat-link";
import { CHAT_SCRIPT_ID, resetChatForTests } from "@/lib/chat";
import type * as SiteModule from "@/config/site";
import { renderWithRouter } from "#tests/support/tracking.tsx";

vi.mock("@/config/site", async (importOriginal) => {
  const original = await importOriginal<typeof SiteModule>();
  return { ...original, site: { ...original.site, chatScriptUrl: "https://chat.example.test/widget.js" } };
});

const PAGES = ["/", "/contact"];

beforeEach(() => resetChatForTests());
afterEach(() => {
  delete window.openChat;
});

function renderButton() {
  return renderWithRouter(<ChatLink>Chat</ChatLink>, PAGES, "/", {
    "/": <h1>Home</h1>,
    "/contact": <h1>Contact</h1>,
  });
}

describe("chat button with a chat script configured", () => {
  it("loads the widget, then opens it, without leaving the page", async () => {
    const open = vi.fn();
    const user = userEvent.setup();
    const { router } = renderButton();
    await user.click(screen.getByRole("link", { name: "Chat" }));
    const script = document.getElementById(CHAT_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe("https://chat.example.test/widget.js");
    // The provider's script arrives and sets itself up.
    window.openChat = open;
    script.dispatchEvent(new Event("load"));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe("/");
  });

  it("opens a widget that is already loaded at once", async () => {
    const open = vi.fn();
    window.openChat = open;
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("link", { name: "Chat" }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull();
  });

  it("goes to the contact page when the script fails to load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("link", { name: "Chat" }));
    document.getElementById(CHAT_SCRIPT_ID)?.dispatchEvent(new Event("error"));
    expect(await screen.findByRole("heading", { name: "Contact" })).toBeInTheDocument();
  });
});

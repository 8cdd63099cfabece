import { paths } from "@/config/paths";
import { isOnPreviewHost } from "@/config/preview-hosts";
import { site } from "@/config/site";

/**
 * The live-chat seam. The provider's script (VITE_CHAT_SCRIPT_URL), once loaded, exposes
 * `window.openChat` and, to be hidden on showcase pages, `window.hideChat` and
 * `window.showChat` (docs/decisions/031-live-chat-widget.md). The script is added once
 * and never twice. Until it is ready (or where chat never loads: no script configured,
 * preview hosts, prerendering) the chat buttons fall back to the contact page.
 */

declare global {
  interface Window {
    openChat?: () => void;
    hideChat?: () => void;
    showChat?: () => void;
  }
}

/** Where a chat button links when no chat widget is available. */
export const CHAT_FALLBACK_PATH = paths.contact();
export const CHAT_SCRIPT_ID = "live-chat-widget";
/** How long a chat button waits for a freshly loaded widget to become ready. */
export const CHAT_READY_TIMEOUT_MS = 5000;

/** Whether a chat widget is ready to open. Call from event handlers or effects only. */
export function isChatAvailable(): boolean {
  return typeof window !== "undefined" && typeof window.openChat === "function";
}

/**
 * Opens the chat widget if one is available. Returns true when it opened, so a click
 * handler can `preventDefault()` and otherwise let the fallback link navigate.
 */
export function openChat(): boolean {
  if (!isChatAvailable()) return false;
  try {
    window.openChat?.();
    return true;
  } catch (error) {
    console.error("Live chat failed to open", error);
    return false;
  }
}

/** Whether this page may load a chat widget at all: a script is configured and this is not a preview host. */
export function canLoadChat(scriptUrl: string | undefined = site.chatScriptUrl): boolean {
  return Boolean(scriptUrl) && typeof document !== "undefined" && !isOnPreviewHost();
}

let loading: Promise<boolean> | undefined;

/** Whether the chat script has been added to the page (loaded or on its way). */
export function isChatScriptRequested(): boolean {
  return loading !== undefined || (typeof document !== "undefined" && document.getElementById(CHAT_SCRIPT_ID) !== null);
}

/**
 * Adds the provider's script once; later calls answer the same promise. Resolves true
 * when the script loaded, false when it failed or chat may not load here.
 */
export function loadChatScript(scriptUrl: string | undefined = site.chatScriptUrl): Promise<boolean> {
  if (loading) return loading;
  if (!scriptUrl || !canLoadChat(scriptUrl)) return Promise.resolve(false);
  const existing = document.getElementById(CHAT_SCRIPT_ID);
  if (existing) {
    loading = Promise.resolve(true);
    return loading;
  }
  loading = new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.id = CHAT_SCRIPT_ID;
    script.async = true;
    script.src = scriptUrl;
    script.addEventListener("load", () => resolve(true), { once: true });
    script.addEventListener("error", () => {
      console.error("Live chat script failed to load");
      resolve(false);
    }, { once: true });
    document.body.appendChild(script);
  });
  return loading;
}

/** Resolves once `window.openChat` exists, or false after `timeoutMs`. */
function whenChatReady(timeoutMs: number): Promise<boolean> {
  if (isChatAvailable()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (isChatAvailable() || Date.now() - started >= timeoutMs) {
        clearInterval(timer);
        resolve(isChatAvailable());
      }
    }, 100);
  });
}

/**
 * What a chat button does: opens the widget, loading its script first when needed.
 * Answers false when chat could not open (the caller then goes to the contact page).
 */
export async function openChatLoadingIfNeeded(): Promise<boolean> {
  if (openChat()) return true;
  if (!(await loadChatScript())) return false;
  if (!(await whenChatReady(CHAT_READY_TIMEOUT_MS))) return false;
  window.showChat?.();
  return openChat();
}

/** Hides a loaded widget (showcase pages); nothing when none is loaded. */
export function hideChatWidget(): void {
  try {
    window.hideChat?.();
  } catch (error) {
    console.error("Live chat failed to hide", error);
  }
}

/** Shows a loaded widget again (leaving a showcase page). */
export function showChatWidget(): void {
  try {
    window.showChat?.();
  } catch (error) {
    console.error("Live chat failed to show", error);
  }
}

/** For tests: forget the loaded script. */
export function resetChatForTests(): void {
  loading = undefined;
  document.getElementById(CHAT_SCRIPT_ID)?.remove();
}

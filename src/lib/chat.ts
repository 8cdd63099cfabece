import { paths } from "@/config/paths";

/**
 * The live-chat seam. A chat provider's script, once loaded, exposes `window.openChat`;
 * until then (or where chat never loads, e.g. showcase pages or prerendering) the chat
 * buttons fall back to the contact page. A later issue loads the provider here.
 */

declare global {
  interface Window {
    openChat?: () => void;
  }
}

/** Where a chat button links when no chat widget is available. */
export const CHAT_FALLBACK_PATH = paths.contact();

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

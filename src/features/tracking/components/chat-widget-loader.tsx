import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { isSecretLinkPath } from "@/config/paths";
import { site } from "@/config/site";
import { canLoadChat, hideChatWidget, isChatAvailable, isChatScriptRequested, loadChatScript, showChatWidget } from "@/lib/chat";

/** The chat waits this long after navigation (docs/product.md §1.9)... */
export const CHAT_FIRST_DELAY_MS = 5000;
/** ...then loads when the browser is idle, at the latest after this long... */
export const CHAT_IDLE_TIMEOUT_MS = 10_000;
/** ...or, where the browser has no idle callback, after a further 5 seconds. */
export const CHAT_FALLBACK_DELAY_MS = 5000;

export const SHOWCASE_DETAIL_PREFIX = "/showcase/";

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Loads the live-chat widget once, 5 s after navigation and then on idle time (10 s
 * idle timeout) or after a further 5 s. Never on showcase detail pages: a pending load
 * waits, a loaded widget is hidden there (a widget still loading, once it has loaded)
 * and shown again on leaving. Never on preview hosts or without a configured script.
 */
export function ChatWidgetLoader({ scriptUrl = site.chatScriptUrl }: { scriptUrl?: string | undefined }) {
  const { pathname } = useLocation();
  // Nor on pages whose link carries a secret (a chat script sees the whole URL).
  const onShowcase = pathname.startsWith(SHOWCASE_DETAIL_PREFIX) || isSecretLinkPath(pathname);

  useEffect(() => {
    if (!scriptUrl || !canLoadChat(scriptUrl)) return;
    if (onShowcase) {
      hideChatWidget();
      // A script still on its way defines hideChat only once it has loaded: hide the
      // widget then, if the visitor is still on a showcase page.
      let left = false;
      if (isChatScriptRequested() && !isChatAvailable()) {
        void loadChatScript(scriptUrl).then((loaded) => {
          if (loaded && !left) hideChatWidget();
        });
      }
      return () => {
        left = true;
      };
    }
    showChatWidget();
    // Loads once, and not when a widget is already on the page.
    if (isChatScriptRequested() || isChatAvailable()) return;

    const idleWindow = window as IdleWindow;
    let idleHandle: number | undefined;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const load = () => void loadChatScript(scriptUrl);
    const first = setTimeout(() => {
      if (typeof idleWindow.requestIdleCallback === "function") {
        idleHandle = idleWindow.requestIdleCallback(load, { timeout: CHAT_IDLE_TIMEOUT_MS });
      } else {
        fallback = setTimeout(load, CHAT_FALLBACK_DELAY_MS);
      }
    }, CHAT_FIRST_DELAY_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(fallback);
      if (idleHandle !== undefined) idleWindow.cancelIdleCallback?.(idleHandle);
    };
  }, [onShowcase, scriptUrl]);

  return null;
}

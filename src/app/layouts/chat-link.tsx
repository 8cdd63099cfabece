import type { MouseEvent, ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { CHAT_FALLBACK_PATH, canLoadChat, openChat, openChatLoadingIfNeeded } from "@/lib/chat";

/**
 * Opens live chat: at once when the widget is ready, after loading it when a chat
 * script is configured but not loaded yet. With no chat available (none configured,
 * preview hosts, or it fails to load) it goes to the contact page.
 */
export function ChatLink({ className, children }: { className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (openChat()) {
      event.preventDefault();
      return;
    }
    if (!canLoadChat()) return;
    event.preventDefault();
    void openChatLoadingIfNeeded().then((opened) => {
      if (!opened) void navigate(CHAT_FALLBACK_PATH);
    });
  };
  return (
    <Link to={CHAT_FALLBACK_PATH} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}

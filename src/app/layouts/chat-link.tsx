import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router-dom";
import { CHAT_FALLBACK_PATH, openChat } from "@/lib/chat";

/** Opens live chat when a chat widget is available; otherwise it is a link to the contact page. */
export function ChatLink({ className, children }: { className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (openChat()) event.preventDefault();
  };
  return (
    <Link to={CHAT_FALLBACK_PATH} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}

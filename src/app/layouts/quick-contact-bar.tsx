import { Link } from "react-router-dom";
import { ChatLink } from "@/app/layouts/chat-link";
import { QUICK_CONTACT_THRESHOLD_PX } from "@/app/layouts/navigation";
import { ChatIcon, MailIcon, PhoneIcon, QuoteIcon } from "@/components/ui/icons";
import { site } from "@/config/site";
import { cn } from "@/lib/cn";
import { useQuoteLink } from "@/lib/use-quote-link";
import { useScrollPastThreshold } from "@/lib/use-scroll-past-threshold";

const itemClasses =
  "flex flex-col items-center justify-center gap-1 whitespace-nowrap px-1 py-2 text-xs font-semibold " +
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent-400 " +
  "md:flex-row md:gap-2 md:rounded-full md:px-4 md:py-2.5 md:text-sm";

/**
 * Call / email / chat / quote shortcuts. Slides in once the page is scrolled past 400 px:
 * a full-width bar at the bottom on small screens, a floating pill on large ones.
 */
export function QuickContactBar() {
  const isVisible = useScrollPastThreshold(QUICK_CONTACT_THRESHOLD_PX);
  const quoteLink = useQuoteLink();

  return (
    <aside
      aria-label="Quick contact"
      aria-hidden={!isVisible}
      inert={!isVisible}
      data-visible={isVisible}
      className={cn(
        "fixed inset-x-0 bottom-0 z-30 transition-all duration-300 ease-out",
        "md:inset-x-auto md:bottom-6 md:right-6",
        isVisible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-full opacity-0 md:translate-y-6",
      )}
    >
      <ul
        className={cn(
          "grid grid-cols-4 border-t border-brand-800 bg-brand-900 pb-[env(safe-area-inset-bottom)] text-white shadow-[0_-4px_16px_rgba(0,0,0,0.15)]",
          "md:flex md:gap-1 md:rounded-full md:border md:p-1.5 md:pb-1.5 md:shadow-xl",
        )}
      >
        <li>
          <a href={site.phoneHref} className={cn(itemClasses, "hover:bg-white/10")} aria-label={`Call ${site.phone}`}>
            <PhoneIcon />
            Call
          </a>
        </li>
        <li>
          <a href={site.emailHref} className={cn(itemClasses, "hover:bg-white/10")} aria-label={`Email ${site.email}`}>
            <MailIcon />
            Email
          </a>
        </li>
        <li>
          <ChatLink className={cn(itemClasses, "hover:bg-white/10")}>
            <ChatIcon />
            Chat
          </ChatLink>
        </li>
        <li>
          <Link
            to={quoteLink}
            preventScrollReset
            className={cn(itemClasses, "bg-accent-400 text-brand-950 hover:bg-accent-300")}
          >
            <QuoteIcon />
            Get Quote
          </Link>
        </li>
      </ul>
    </aside>
  );
}

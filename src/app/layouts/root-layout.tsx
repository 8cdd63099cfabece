import type { MouseEvent } from "react";
import { Outlet, useNavigation } from "react-router-dom";
import { ScrollToTop } from "@/app/layouts/scroll-to-top";
import { QuoteModalMount } from "@/app/quote/quote-modal-mount";
import { lazyWidget } from "@/components/lazy-widget";
import { cn } from "@/lib/cn";

export const MAIN_CONTENT_ID = "main-content";

/**
 * Visit logging, web analytics and the chat loader: nothing on screen, so their code loads
 * in its own chunk as the page hydrates, never in the first load (docs/decisions/074).
 */
const Tracking = lazyWidget("tracking", () => import("@/features/tracking/components/tracking").then((module) => module.Tracking));

function focusMainContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: "start" });
}

/** Wraps every page: skip link, scroll handling and the page-loading indicator. */
export function RootLayout() {
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading";

  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={focusMainContent}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-brand-500"
      >
        Skip to main content
      </a>
      <div
        aria-hidden="true"
        className={cn(
          "pointer-events-none fixed inset-x-0 top-0 z-[55] h-0.5 origin-left bg-accent-400 transition-transform duration-500",
          isLoading ? "scale-x-75" : "scale-x-0",
        )}
      />
      <ScrollToTop />
      <Tracking placeholder={null} />
      <Outlet />
      <QuoteModalMount />
    </>
  );
}

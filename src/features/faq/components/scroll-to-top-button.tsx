import { ArrowUpIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { prefersReducedMotion } from "@/lib/prefers-reduced-motion";
import { useScrollPastThreshold } from "@/lib/use-scroll-past-threshold";

/** The FAQ page's scroll-to-top button appears after this much scrolling (docs/product.md §2.9). */
export const FAQ_SCROLL_TOP_THRESHOLD_PX = 300;

/** A round button, above the quick-contact bar, that scrolls the page back to the top. */
export function ScrollToTopButton() {
  const isVisible = useScrollPastThreshold(FAQ_SCROLL_TOP_THRESHOLD_PX);
  if (!isVisible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
      className={cn(
        "fixed bottom-20 right-4 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg",
        "hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:ring-offset-2",
        "md:bottom-24 md:right-6",
      )}
    >
      <ArrowUpIcon className="h-5 w-5" />
    </button>
  );
}

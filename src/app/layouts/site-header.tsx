import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { HEADER_COMPACT_THRESHOLD_PX, mainNavigation } from "@/app/layouts/navigation";
import { buttonClasses } from "@/components/ui/button";
import { CloseIcon, LogoMark, MenuIcon, PhoneIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { cn } from "@/lib/cn";
import { useQuoteLink } from "@/lib/use-quote-link";
import { useScrollPastThreshold } from "@/lib/use-scroll-past-threshold";

const MOBILE_MENU_ID = "mobile-menu";
const DESKTOP_MEDIA_QUERY = "(min-width: 768px)";

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-2.5 py-2 text-sm font-medium transition-colors lg:px-3",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-lg px-3 py-3 text-base font-medium",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100",
  );

/**
 * The fixed site header: logo, the seven nav links, 'Get Free Quote', and below 768 px
 * a disclosure menu. Past 10 px of scroll it turns solid, shadowed and compact.
 */
export function SiteHeader() {
  const location = useLocation();
  const isCompact = useScrollPastThreshold(HEADER_COMPACT_THRESHOLD_PX);
  const quoteLink = useQuoteLink();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu belongs to the location it was opened on: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === location.key;
  const closeMenu = () => setMenuOpenAt(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);

    // Growing past the mobile breakpoint hides the toggle: close the menu with it.
    const desktop = typeof window.matchMedia === "function" ? window.matchMedia(DESKTOP_MEDIA_QUERY) : undefined;
    const onBreakpoint = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpenAt(null);
    };
    desktop?.addEventListener("change", onBreakpoint);

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      desktop?.removeEventListener("change", onBreakpoint);
    };
  }, [isMenuOpen]);

  return (
    <header
      data-compact={isCompact}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-300",
        isCompact || isMenuOpen ? "bg-white shadow-md" : "border-b border-slate-200/70 bg-white/90 backdrop-blur",
      )}
    >
      <div
        className={cn(
          "mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 transition-[height] duration-300 sm:px-6 lg:px-8",
          isCompact ? "h-16" : "h-20",
        )}
      >
        <Link
          to={paths.home()}
          // The name holds the text shown at every width (the short name, then the full one), so a
          // speech user can say what they see (WCAG 2.5.3, axe's label-content-name-mismatch).
          aria-label={site.shortName === site.name ? `${site.name}, home` : `${site.shortName}: ${site.name}, home`}
          className="flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <LogoMark className={cn("shrink-0 transition-all duration-300", isCompact ? "h-9 w-9" : "h-10 w-10")} />
          <span className="truncate text-sm font-bold tracking-tight text-brand-900 min-[360px]:text-base md:hidden lg:inline lg:text-lg">
            <span className="lg:hidden">{site.shortName}</span>
            <span className="hidden lg:inline">{site.name}</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={desktopLinkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          {/* Wrapped: the button's own display class would override a `hidden` on the link. */}
          <div className="hidden sm:block">
            <Link
              to={quoteLink}
              preventScrollReset
              className={buttonClasses({ variant: "accent", size: "sm", className: "md:h-10 md:px-4" })}
            >
              Get Free Quote
            </Link>
          </div>
          <button
            ref={toggleRef}
            type="button"
            aria-label="Menu"
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpenAt(isMenuOpen ? null : location.key)}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 md:hidden"
          >
            {isMenuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
          </button>
        </div>
      </div>

      {isMenuOpen && (
        <nav
          id={MOBILE_MENU_ID}
          aria-label="Mobile"
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg md:hidden"
        >
          <ul className="space-y-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={mobileLinkClasses} onClick={closeMenu}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
            <Link to={quoteLink} preventScrollReset onClick={closeMenu} className={buttonClasses({ variant: "accent", size: "lg" })}>
              Get Free Quote
            </Link>
            <a href={site.phoneHref} className={buttonClasses({ variant: "outline", size: "lg" })}>
              <PhoneIcon />
              Call {site.phone}
            </a>
          </div>
        </nav>
      )}
    </header>
  );
}

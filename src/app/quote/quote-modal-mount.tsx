import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigationType, type Location } from "react-router-dom";
import { isShowcaseMlsPath, paths } from "@/config/paths";
import type { BookedAppointment } from "#schemas/booking.ts";
import type { ThankYouState } from "@/entities/appointment/domain/booked-appointment";
import { freshSubmissionState } from "@/lib/conversion";
import { loadAppQueryClient } from "@/lib/app-query-client";
import { providingQueryClient } from "@/lib/providing-query-client";
import { clearQuoteSearch, parseQuoteSearch } from "@/lib/quote-link";

/**
 * The modal's code loads only when a visitor opens it: it is not part of any page's first load.
 * It renders once the browser's data cache has loaded too, under that cache (lib/app-query-client.ts).
 */
const QuoteModal = lazy(async () => {
  const [module, client] = await Promise.all([import("@/features/quote/components/quote-modal"), loadAppQueryClient()]);
  return { default: providingQueryClient(module.QuoteModal, client) };
});

interface OpenedFrom {
  /** The location the modal was opened from by a link (a PUSH on the same page). */
  location: Location;
}

/**
 * Rendered once by the root layout on every page. Opens the quote modal while the URL
 * says openQuote=true. Closing clears the quote parameters and nothing else: when the
 * modal was opened by a link on this page, by going back one entry (so Back after
 * closing does not reopen it), otherwise by replacing the entry. Focus returns to what
 * had it before the modal opened.
 */
export function QuoteModalMount() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  // The MLS version of a showcase carries no business: no quote modal, whatever the link says.
  const open = parseQuoteSearch(location.search).open && !isShowcaseMlsPath(location.pathname);

  const previous = useRef<Location | null>(null);
  const openedFrom = useRef<OpenedFrom | null>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const wasOpen = useRef(false);

  // Layout effect: runs before the dialog moves focus into itself.
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (open && !wasOpen.current) {
      returnFocusTo.current = document.activeElement;
      const openedByLink =
        navigationType === "PUSH" &&
        before !== null &&
        before.pathname === location.pathname &&
        !parseQuoteSearch(before.search).open &&
        new URLSearchParams(before.search).toString() === new URLSearchParams(clearQuoteSearch(location.search)).toString();
      openedFrom.current = openedByLink && before ? { location: before } : null;
    }
  }, [location, navigationType, open]);

  useEffect(() => {
    if (wasOpen.current && !open) {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      openedFrom.current = null;
      if (target instanceof HTMLElement && target.isConnected && target !== document.body) target.focus();
    }
    wasOpen.current = open;
  }, [open]);

  const close = useCallback(() => {
    if (openedFrom.current) {
      openedFrom.current = null;
      navigate(-1);
      return;
    }
    navigate({ search: clearQuoteSearch(location.search), hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [navigate, location.search, location.hash]);

  const submitted = useCallback(
    ({ appointment }: { appointment: BookedAppointment | null }) => {
      openedFrom.current = null;
      // The sent quote's entry is replaced: Back from /thank-you does not reopen an empty form.
      // The state marks a fresh submission: only then does the thank-you page report the conversion.
      // A booked time rides in the state too, never in the URL (docs/decisions/047).
      const state: ThankYouState = { ...freshSubmissionState(), ...(appointment ? { appointment } : {}) };
      navigate(paths.thankYou(), { replace: true, state });
    },
    [navigate],
  );

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QuoteModal onClose={close} onSubmitted={submitted} />
    </Suspense>
  );
}

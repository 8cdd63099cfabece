import { useLocation, type To } from "react-router-dom";
import { buildQuoteSearch, type QuotePreset } from "@/lib/quote-link";

/**
 * A link target that opens the quote modal on the current page with `preset`.
 * Use with <Link preventScrollReset>: the page stays where it is.
 */
export function useQuoteLink(preset: QuotePreset = {}): To {
  const location = useLocation();
  return { pathname: location.pathname, search: buildQuoteSearch(location.search, preset), hash: location.hash };
}

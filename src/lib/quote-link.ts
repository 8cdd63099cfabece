/**
 * The quote modal lives in the URL: anything can open it, preset, by linking to the
 * current page with these search parameters. This module is the one place that reads
 * and writes them; everything else (header button, page CTAs, the modal itself) uses it.
 *
 *   openQuote=true            the modal is open
 *   service=appraisal|photography
 *   appraisalType=<slug>      preset appraisal type (content/appraisal-types.ts)
 *   pin=<GIS PIN>             load that property
 *   package=<id>|custom       photography package
 *   selection1..selection10   custom add-on service ids (package=custom)
 *   discount=<CODE>           applied automatically
 *
 * Every other parameter (utm_*, tab, …) is preserved.
 */

import { CUSTOM_PACKAGE_ID, MAX_CUSTOM_SELECTIONS } from "#shared/custom-package.ts";

export const QUOTE_PARAMS = {
  open: "openQuote",
  service: "service",
  appraisalType: "appraisalType",
  pin: "pin",
  package: "package",
  discount: "discount",
} as const;

// The link's package=custom and selection1..10 (one definition, shared with the pricing).
export { MAX_CUSTOM_SELECTIONS };
export const QUOTE_SERVICES = ["appraisal", "photography"] as const;
export type QuoteService = (typeof QUOTE_SERVICES)[number];

const selectionParam = (index: number) => `selection${index}`;
const SELECTION_PARAMS = Array.from({ length: MAX_CUSTOM_SELECTIONS }, (_, i) => selectionParam(i + 1));

/** What a link may preset in the modal. */
export interface QuotePreset {
  service?: QuoteService;
  /** Appraisal type slug; implies service=appraisal. */
  appraisalType?: string;
  pin?: string;
  /** Photography package id or "custom"; implies service=photography. */
  package?: string;
  /** Custom add-on service ids (at most 10 kept); implies package=custom. */
  selections?: readonly string[];
  /** Discount code; trimmed and uppercased. */
  discount?: string;
}

/** The quote state read back from a URL. */
export interface QuoteSearchState {
  open: boolean;
  service?: QuoteService;
  appraisalType?: string;
  pin?: string;
  package?: string;
  selections: string[];
  discount?: string;
}

function toParams(search: string | URLSearchParams): URLSearchParams {
  return new URLSearchParams(typeof search === "string" ? search : search.toString());
}

function serialize(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : "";
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function normalizeDiscountCode(code: string | null | undefined): string | undefined {
  return clean(code)?.toUpperCase();
}

function isQuoteService(value: string | undefined): value is QuoteService {
  return QUOTE_SERVICES.includes(value as QuoteService);
}

/** Removes the modal's state parameters; `keepDiscount` keeps a campaign's discount code. */
function removeQuoteState(params: URLSearchParams, keepDiscount: boolean): void {
  params.delete(QUOTE_PARAMS.open);
  params.delete(QUOTE_PARAMS.service);
  params.delete(QUOTE_PARAMS.appraisalType);
  params.delete(QUOTE_PARAMS.pin);
  params.delete(QUOTE_PARAMS.package);
  for (const name of SELECTION_PARAMS) params.delete(name);
  if (!keepDiscount) params.delete(QUOTE_PARAMS.discount);
}

/**
 * The search string (with a leading "?") that opens the quote modal on the current page
 * with `preset`. Other parameters are preserved; a previous quote state is replaced,
 * except a discount code already in the URL, which is kept unless the preset sets one.
 */
export function buildQuoteSearch(currentSearch: string | URLSearchParams, preset: QuotePreset = {}): string {
  const params = toParams(currentSearch);
  const discount = normalizeDiscountCode(preset.discount);
  removeQuoteState(params, discount === undefined);

  const appraisalType = clean(preset.appraisalType);
  const pin = clean(preset.pin);
  const selections = uniqueSelections(preset.selections ?? []);
  let packageId = clean(preset.package);
  if (!packageId && selections.length > 0) packageId = CUSTOM_PACKAGE_ID;

  let service = preset.service;
  if (!service && appraisalType) service = "appraisal";
  if (!service && packageId) service = "photography";

  params.set(QUOTE_PARAMS.open, "true");
  if (service) params.set(QUOTE_PARAMS.service, service);
  if (appraisalType && service === "appraisal") params.set(QUOTE_PARAMS.appraisalType, appraisalType);
  if (pin) params.set(QUOTE_PARAMS.pin, pin);
  if (packageId && service === "photography") {
    params.set(QUOTE_PARAMS.package, packageId);
    if (packageId === CUSTOM_PACKAGE_ID) {
      selections.forEach((id, index) => params.set(selectionParam(index + 1), id));
    }
  }
  if (discount) params.set(QUOTE_PARAMS.discount, discount);

  return serialize(params);
}

/** The search string with every quote parameter removed (what closing the modal does). */
export function clearQuoteSearch(currentSearch: string | URLSearchParams): string {
  const params = toParams(currentSearch);
  removeQuoteState(params, false);
  return serialize(params);
}

/** Reads the quote state from a search string. Unknown or blank values are ignored. */
export function parseQuoteSearch(search: string | URLSearchParams): QuoteSearchState {
  const params = toParams(search);
  const service = clean(params.get(QUOTE_PARAMS.service));
  const packageId = clean(params.get(QUOTE_PARAMS.package));
  const state: QuoteSearchState = {
    open: params.get(QUOTE_PARAMS.open) === "true",
    selections:
      packageId === CUSTOM_PACKAGE_ID ? uniqueSelections(SELECTION_PARAMS.map((name) => params.get(name) ?? "")) : [],
  };
  if (isQuoteService(service)) state.service = service;
  const appraisalType = clean(params.get(QUOTE_PARAMS.appraisalType));
  if (appraisalType) state.appraisalType = appraisalType;
  const pin = clean(params.get(QUOTE_PARAMS.pin));
  if (pin) state.pin = pin;
  if (packageId) state.package = packageId;
  const discount = normalizeDiscountCode(params.get(QUOTE_PARAMS.discount));
  if (discount) state.discount = discount;
  return state;
}

function uniqueSelections(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const id of ids) {
    const trimmed = id.trim();
    if (trimmed && !seen.has(trimmed)) seen.add(trimmed);
    if (seen.size === MAX_CUSTOM_SELECTIONS) break;
  }
  return [...seen];
}

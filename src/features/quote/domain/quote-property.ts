/**
 * What the quote needs to know about a property. The quote feature does not import the
 * property feature (features never import each other): the app layer hands the modal a
 * `QuotePropertyLookup` (components/property-lookup.ts) built from features/property,
 * whose property summary satisfies this shape.
 */
export interface QuoteProperty {
  gisPin: string | null;
  /** "12 Oak Ridge Rd" */
  address: string;
  /** "Flemington, NJ 08822" */
  cityStateZip: string;
  /** "12 Oak Ridge Rd, Flemington, NJ 08822" */
  fullAddress: string;
  /** Bare county name ("Hunterdon"), null when the record names none. */
  county: string | null;
  livingSqft: number | null;
  /** The county record as received: sent with the request and logged with a search. */
  raw: Record<string, unknown>;
}

/**
 * covered: 'We've Got You Covered!'; not-covered: the request buttons are disabled with
 * the message as their tooltip; unknown: no county on record, the request stays possible.
 */
export type QuoteCoverage =
  | { status: "covered"; message: string }
  | { status: "not-covered"; message: string }
  | { status: "unknown"; message: null };

/** One address suggestion. `property` is null when the result carries no usable record. */
export interface PropertyOption {
  key: string;
  pin: string | null;
  /** First line ("12 Oak Ridge Rd"). */
  label: string;
  /** Second line ("Flemington, NJ 08822"). */
  detail: string;
  property: QuoteProperty | null;
}

import { COVERED_COUNTY_SPAN, coveredCounties } from "#shared/covered-counties.ts";

/**
 * Claims and figures the site states about the business, in one place so every page
 * says the same thing.
 */

export const TURNAROUND_BUSINESS_DAYS = 3;
export const INSPECTION_DURATION = "30–60 minutes";
/** How many counties the site covers: one per county page (#shared/covered-counties.ts). */
export const COVERED_COUNTY_COUNT = coveredCounties.length;

/** Starting price shown on the home page until (or unless) the under_1500 tier loads. */
export const HOME_STARTING_PRICE_DEFAULT = 425;
/** Appraisal price used when a price lookup fails. */
export const APPRAISAL_PRICE_DEFAULT = 450;

export interface BusinessClaim {
  title: string;
  detail: string;
}

export const businessClaims: readonly BusinessClaim[] = [
  { title: "USPAP-compliant", detail: "Reports meet the Uniform Standards of Professional Appraisal Practice and lender requirements." },
  { title: `${TURNAROUND_BUSINESS_DAYS} business day delivery`, detail: "Your report arrives within three business days of the inspection." },
  { title: `${COVERED_COUNTY_COUNT} NJ counties`, detail: `Serving Northern and Central New Jersey, from ${COVERED_COUNTY_SPAN.northernmost} to ${COVERED_COUNTY_SPAN.southernmost}.` },
  { title: "Licensed & insured", detail: "New Jersey licensed appraisers, fully insured, residential specialists." },
];

/**
 * The business's identity when a deploy sets nothing else: the one set of defaults for the
 * app (src/config/site.ts, overridden by VITE_BUSINESS_* variables), the edge functions
 * (BUSINESS_NAME, BUSINESS_PHONE, BUSINESS_EMAIL, SITE_URL), the local stack's mail settings
 * and the social preview image (scripts/generate-og-image.ts), so a rename is one edit.
 * Like every default here, demo values (docs/architecture.md §7: business identity has one source).
 *
 * Pure and Deno-compatible: the app imports it as "#shared/business-defaults.ts", functions
 * and Node scripts by relative path.
 */
export const BUSINESS_DEFAULTS = {
  name: "Garden State Property Appraisals",
  shortName: "Garden State Appraisals",
  /** Display form; the site derives the digits and the tel: link from it. */
  phone: "(908) 555-0134",
  email: "info@gardenstateappraisals.com",
  street: "71 Main Street",
  city: "Flemington",
  postalCode: "08822",
  /** The public site's origin, without a trailing slash. */
  siteUrl: "https://www.gardenstateappraisals.com",
} as const;

/**
 * The service catalogue (docs/decisions/048-service-catalogue-and-shared-alias.md): every
 * service the business sells, once, in the order the site lists them. Everything else
 * follows from it: the quote's packages and add-ons, the 'From $X' defaults, the services
 * page's cards and Starting Prices table, the id types, and the mock service_pricing rows
 * of the unit tests. supabase/seed.sql holds the same prices as rows of service_pricing;
 * tests/tooling/service-catalogue-seed.test.ts fails when the two disagree.
 *
 * Pure and Deno-compatible: the app imports it as "#shared/service-catalogue.ts", functions
 * by relative path.
 */

import type { PriceTier } from "./pricing.ts";

/**
 * What a service is, which decides where it is offered: `appraisal` (the appraisal quote),
 * `package` (a named photography package: the quote only, no 'From $X'), `add-on` (one
 * service of a custom photography package, and a card on the services page), `showcase`
 * (the single-property page: a card and a 'From $X', not sold alone in the quote).
 */
export type ServiceKind = "appraisal" | "package" | "add-on" | "showcase";

interface ServiceBase {
  /** service_pricing.service_id, the quote link's package and selection values. */
  id: string;
  /** service_pricing.service_name: the name the quote and the lead mails show. */
  name: string;
  /**
   * The price in each size tier, as seeded. Until service_pricing is read (or when it cannot
   * be), the STARTING_PRICE_TIER price is the service's 'From $X' and an add-on's price in
   * the quote; a package has no such fallback (docs/product.md §1.9).
   */
  prices: Readonly<Record<PriceTier, number>>;
  /**
   * Whether booking it takes a visit of its own (the appraiser or the photographer on site).
   * How long the visit takes is booking's table (booking_durations), not the catalogue's.
   */
  visit: boolean;
}

/** The services page's Starting Prices row: "<label> (<note>)". */
interface StartingPriceRowText {
  label: string;
  note: string;
}

/** The services page's card under Photography & Media Services. */
interface CardText {
  title: string;
  description: string;
  features: readonly string[];
  /** The portfolio filter the card links to (/gallery?tab=…, src/config/paths.ts); absent: the showcase listing. */
  gallery?: string;
}

export type CatalogueEntry =
  | (ServiceBase & { kind: "appraisal"; startingPriceRow: StartingPriceRowText })
  | (ServiceBase & { kind: "package" })
  | (ServiceBase & { kind: "add-on" | "showcase"; startingPriceRow: StartingPriceRowText; card: CardText });

export const SERVICES = [
  {
    id: "appraisal",
    kind: "appraisal",
    name: "Residential Appraisal",
    prices: { under_1500: 450, "1500_to_2500": 500, over_2500: 575 },
    visit: true,
    startingPriceRow: { label: "Residential appraisal", note: "homes under 1,500 sq ft" },
  },
  {
    id: "basic-photography",
    kind: "package",
    name: "Basic Photography Package",
    prices: { under_1500: 249, "1500_to_2500": 299, over_2500: 349 },
    visit: true,
  },
  {
    id: "premium-photography",
    kind: "package",
    name: "Premium Photography Package",
    prices: { under_1500: 399, "1500_to_2500": 449, over_2500: 529 },
    visit: true,
  },
  {
    id: "ultimate-photography",
    kind: "package",
    name: "Ultimate Photography Package",
    prices: { under_1500: 649, "1500_to_2500": 749, over_2500: 899 },
    visit: true,
  },
  {
    id: "professional-photography",
    kind: "add-on",
    name: "Professional Photography",
    prices: { under_1500: 200, "1500_to_2500": 250, over_2500: 325 },
    visit: true,
    startingPriceRow: { label: "Professional photography", note: "25–40 edited photos" },
    card: {
      title: "Professional Photography",
      description: "Bright, true-to-life interior and exterior photos, edited and delivered ready for the MLS.",
      features: ["25–40 edited HDR photos", "Delivered in 2–3 business days", "Sized for the MLS and print"],
      gallery: "photography",
    },
  },
  {
    id: "aerial-photography",
    kind: "add-on",
    name: "Aerial Photography",
    prices: { under_1500: 200, "1500_to_2500": 225, over_2500: 275 },
    visit: true,
    startingPriceRow: { label: "Aerial & drone photography", note: "10–15 aerial shots" },
    card: {
      title: "Aerial & Drone Photography",
      description:
        "Drone photos that show the lot, the neighborhood and what is nearby, flown by an FAA Part 107 certified pilot.",
      features: ["10–15 aerial shots", "Lot lines and nearby amenities", "Ideal for acreage and waterfront"],
      gallery: "aerial",
    },
  },
  {
    id: "floor-plans",
    kind: "add-on",
    name: "Floor Plans",
    prices: { under_1500: 125, "1500_to_2500": 165, over_2500: 225 },
    visit: true,
    startingPriceRow: { label: "Floor plans", note: "every level, measured" },
    card: {
      title: "Floor Plans",
      description: "Measured 2D floor plans that help buyers understand the layout before they visit.",
      features: ["Every level, with room dimensions", "Image and PDF files", "Delivered in 4–5 business days"],
      gallery: "floorplans",
    },
  },
  {
    id: "virtual-tours",
    kind: "add-on",
    name: "Virtual Tours",
    prices: { under_1500: 300, "1500_to_2500": 350, over_2500: 450 },
    visit: true,
    startingPriceRow: { label: "Virtual tours", note: "interactive 3D walkthrough" },
    card: {
      title: "Virtual Tours",
      description: "Immersive 3D walkthroughs buyers can explore online, any time, from any device.",
      features: ["Interactive 3D walkthrough", "Shareable link for the MLS", "Delivered in 4–5 business days"],
      gallery: "video",
    },
  },
  {
    id: "real-estate-videography",
    kind: "add-on",
    name: "Real Estate Videography",
    prices: { under_1500: 400, "1500_to_2500": 475, over_2500: 575 },
    visit: true,
    startingPriceRow: { label: "Real estate videography", note: "60–120 second video" },
    card: {
      title: "Real Estate Videography",
      description: "Cinematic listing videos for the MLS, social media and your website.",
      features: ["60–120 second walkthrough video", "Licensed music", "Branded and unbranded versions"],
      gallery: "video",
    },
  },
  {
    id: "property-showcase",
    kind: "showcase",
    name: "Property Showcase",
    prices: { under_1500: 150, "1500_to_2500": 175, over_2500: 200 },
    // Built from the media of a shoot: no visit of its own.
    visit: false,
    startingPriceRow: { label: "Property showcase", note: "single-property web page" },
    card: {
      title: "Property Showcase",
      description: "A single-property web page with every photo, video, floor plan and tour, ready to share with buyers.",
      features: ["All media on one page", "Your contact details and brokerage", "Easy to share by link or QR code"],
    },
  },
] as const satisfies readonly CatalogueEntry[];

export type CatalogueService = (typeof SERVICES)[number];
export type ServiceId = CatalogueService["id"];
/** The entries of some kinds, with their literal ids and texts. */
export type ServiceOfKind<K extends ServiceKind> = Extract<CatalogueService, { kind: K }>;

/** The entries of `kinds`, in catalogue order. */
export function servicesOfKind<K extends ServiceKind>(...kinds: K[]): ServiceOfKind<K>[] {
  return SERVICES.filter((service): service is ServiceOfKind<K> => (kinds as ServiceKind[]).includes(service.kind));
}

/** The named photography packages, cheapest first. */
export const PHOTOGRAPHY_PACKAGES = servicesOfKind("package");
/** The individual services a custom package is built from. */
export const PHOTOGRAPHY_ADD_ONS = servicesOfKind("add-on");

/** The services with a 'From $X' price (every kind but a package), in catalogue order. */
export const STARTING_PRICED_SERVICES = servicesOfKind("appraisal", "add-on", "showcase");
export type StartingPricedServiceId = (typeof STARTING_PRICED_SERVICES)[number]["id"];

/** The services with a card on the services page. */
export const CARD_SERVICES = servicesOfKind("add-on", "showcase");

/**
 * The services page's cards. Prices are not written here: each card names its
 * service_pricing id, and the page shows that service's 'From $X' (lowest loaded
 * under_1500 price, else the one defaults table in #shared/pricing.ts).
 */
import type { PortfolioServiceFilter } from "@/config/paths";
import type { AppraisalTypeSlug } from "@/content/appraisal-types";

/** service_pricing ids with a 'From $X' price (the keys of SERVICE_DEFAULT_PRICES). */
export type ServiceCardPriceId =
  | "appraisal"
  | "professional-photography"
  | "aerial-photography"
  | "floor-plans"
  | "virtual-tours"
  | "real-estate-videography"
  | "property-showcase";

export interface AppraisalGroup {
  id: string;
  title: string;
  /** Who the group is for, one line. */
  summary: string;
  types: readonly AppraisalTypeSlug[];
}

/** The 15 appraisal types in four collapsible groups; every type appears exactly once. */
export const appraisalGroups: readonly AppraisalGroup[] = [
  {
    id: "buying-selling",
    title: "Buying, Selling & Refinancing",
    summary: "For buyers, sellers, homeowners and their lenders.",
    types: ["purchase", "refinance", "pmi-removal", "pre-listing", "relocation"],
  },
  {
    id: "estate-tax",
    title: "Estates, Taxes & Gifts",
    summary: "For executors, heirs, donors and their accountants and attorneys.",
    types: ["estate", "retrospective", "tax-appeal", "gift-tax", "charitable-donation"],
  },
  {
    id: "legal",
    title: "Divorce & Legal Proceedings",
    summary: "Impartial values for settlements, courts and trustees.",
    types: ["divorce", "litigation", "bankruptcy"],
  },
  {
    id: "land-investment",
    title: "Land & Investment Properties",
    summary: "For landowners, investors and estates with several properties.",
    types: ["land", "portfolio"],
  },
];

/** What every residential appraisal includes (the appraisal card's feature list). */
export const appraisalFeatures: readonly string[] = [
  "On-site inspection by a New Jersey licensed appraiser (30–60 minutes)",
  "Report within 3 business days of the inspection",
  "USPAP-compliant and accepted by lenders",
  "Single-family, 2–4 unit, condo, townhome and land",
];

export interface MediaServiceCard {
  serviceId: ServiceCardPriceId;
  title: string;
  description: string;
  features: readonly string[];
  /** Where the card leads: a portfolio filter (/gallery?tab=…), or the showcase listing when absent. */
  galleryTab?: PortfolioServiceFilter;
}

export const mediaServiceCards: readonly MediaServiceCard[] = [
  {
    serviceId: "professional-photography",
    title: "Professional Photography",
    description: "Bright, true-to-life interior and exterior photos, edited and delivered ready for the MLS.",
    features: ["25–40 edited HDR photos", "Delivered in 2–3 business days", "Sized for the MLS and print"],
    galleryTab: "photography",
  },
  {
    serviceId: "aerial-photography",
    title: "Aerial & Drone Photography",
    description: "Drone photos that show the lot, the neighborhood and what is nearby, flown by an FAA Part 107 certified pilot.",
    features: ["10–15 aerial shots", "Lot lines and nearby amenities", "Ideal for acreage and waterfront"],
    galleryTab: "aerial",
  },
  {
    serviceId: "floor-plans",
    title: "Floor Plans",
    description: "Measured 2D floor plans that help buyers understand the layout before they visit.",
    features: ["Every level, with room dimensions", "Image and PDF files", "Delivered in 4–5 business days"],
    galleryTab: "floorplans",
  },
  {
    serviceId: "virtual-tours",
    title: "Virtual Tours",
    description: "Immersive 3D walkthroughs buyers can explore online, any time, from any device.",
    features: ["Interactive 3D walkthrough", "Shareable link for the MLS", "Delivered in 4–5 business days"],
    galleryTab: "video",
  },
  {
    serviceId: "real-estate-videography",
    title: "Real Estate Videography",
    description: "Cinematic listing videos for the MLS, social media and your website.",
    features: ["60–120 second walkthrough video", "Licensed music", "Branded and unbranded versions"],
    galleryTab: "video",
  },
  {
    serviceId: "property-showcase",
    title: "Property Showcase",
    description: "A single-property web page with every photo, video, floor plan and tour, ready to share with buyers.",
    features: ["All media on one page", "Your contact details and brokerage", "Easy to share by link or QR code"],
  },
];

/**
 * The services page's content beside the catalogue. The media cards and the Starting Prices
 * rows are the service catalogue's (#shared/service-catalogue.ts); prices are not written
 * here: the page shows each service's 'From $X' (lowest loaded under_1500 price, else the
 * catalogue's default, #shared/pricing.ts).
 */
import type { PortfolioServiceFilter } from "@/config/paths";
import type { AppraisalTypeSlug } from "@/content/appraisal-types";
import {
  CARD_SERVICES,
  STARTING_PRICED_SERVICES,
  type ServiceOfKind,
  type StartingPricedServiceId,
} from "#shared/service-catalogue.ts";

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

type CardServiceId = ServiceOfKind<"add-on" | "showcase">["id"];

export interface MediaServiceCard {
  serviceId: CardServiceId;
  title: string;
  description: string;
  features: readonly string[];
  /** Where the card leads: a portfolio filter (/gallery?tab=…), or the showcase listing when absent. */
  galleryTab?: PortfolioServiceFilter;
}

/** The cards under Photography & Media Services: the catalogue's add-ons and showcase, in its order. */
export const mediaServiceCards: readonly MediaServiceCard[] = CARD_SERVICES.map(({ id, card }) => ({
  serviceId: id,
  title: card.title,
  description: card.description,
  features: card.features,
  // A catalogue gallery that is not a portfolio filter fails to type-check here.
  galleryTab: "gallery" in card ? card.gallery : undefined,
}));

export interface StartingPriceRow {
  serviceId: StartingPricedServiceId;
  label: string;
  note: string;
}

/** The rows of the Starting Prices table: every service with a 'From $X', in catalogue order. */
export const startingPriceRows: readonly StartingPriceRow[] = STARTING_PRICED_SERVICES.map(({ id, startingPriceRow }) => ({
  serviceId: id,
  ...startingPriceRow,
}));

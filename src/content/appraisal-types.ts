/**
 * The appraisal types offered in the request form, each with its own page at
 * /appraisals/{slug}. Data, not components: later work extends each entry with the
 * page copy (what it is, when needed, process, common questions).
 */

export interface AppraisalType {
  slug: string;
  /** The name in the request form's list. */
  name: string;
  /** The page heading, in the type's natural wording. */
  title: string;
  /** One line: what the appraisal is for. */
  description: string;
}

export const appraisalTypes = [
  {
    slug: "purchase",
    name: "Purchase",
    title: "Purchase Appraisal",
    description: "An independent market value for the home you are buying, prepared to your lender's requirements.",
  },
  {
    slug: "refinance",
    name: "Refinance",
    title: "Refinance Appraisal",
    description: "A current market value that supports your refinance, cash-out or home equity application.",
  },
  {
    slug: "estate",
    name: "Estate",
    title: "Estate Appraisal",
    description: "Market value for estate settlement, probate and inheritance tax filings, as of the date you need.",
  },
  {
    slug: "divorce",
    name: "Divorce",
    title: "Divorce Appraisal",
    description: "An impartial valuation of the marital home for equitable distribution and settlement talks.",
  },
  {
    slug: "litigation",
    name: "Litigation",
    title: "Litigation Appraisal",
    description: "A documented, defensible value for disputes, partition actions and court proceedings.",
  },
  {
    slug: "tax-appeal",
    name: "Tax Appeal",
    title: "Tax Appeal Appraisal",
    description: "Market value evidence for a New Jersey property tax assessment appeal.",
  },
  {
    slug: "gift-tax",
    name: "Gift Tax",
    title: "Gift Tax Appraisal",
    description: "A qualified market value for real estate given as a gift, for your federal gift tax return.",
  },
  {
    slug: "pre-listing",
    name: "Pre-Listing",
    title: "Pre-Listing Appraisal",
    description: "An unbiased value before you list, so you can price your home with confidence.",
  },
  {
    slug: "relocation",
    name: "Relocation",
    title: "Relocation Appraisal",
    description: "Fast, reliable valuations for employee relocation and corporate buyout programs.",
  },
  {
    slug: "bankruptcy",
    name: "Bankruptcy",
    title: "Bankruptcy Appraisal",
    description: "A supportable current value of real property for bankruptcy filings and trustee review.",
  },
  {
    slug: "pmi-removal",
    name: "PMI Removal",
    title: "PMI Removal Appraisal",
    description: "A current value that can show your loan-to-value is low enough to drop private mortgage insurance.",
  },
  {
    slug: "charitable-donation",
    name: "Charitable Donation",
    title: "Charitable Donation Appraisal",
    description: "A qualified appraisal of donated real estate to support your charitable deduction.",
  },
  {
    slug: "retrospective",
    name: "Retrospective (Date-Of-Death)",
    title: "Retrospective (Date-of-Death) Appraisal",
    description: "Market value as of a past date, such as a date of death, purchase or transfer.",
  },
  {
    slug: "land",
    name: "Land",
    title: "Land Appraisal",
    description: "Valuation of vacant and residential land, centered on its highest and best use.",
  },
  {
    slug: "portfolio",
    name: "Portfolio",
    title: "Portfolio Appraisal",
    description: "Coordinated appraisals of several residential properties for investors, estates and lenders.",
  },
] as const satisfies readonly AppraisalType[];

export type AppraisalTypeSlug = (typeof appraisalTypes)[number]["slug"];

export function findAppraisalType(slug: string | null | undefined): AppraisalType | undefined {
  if (!slug) return undefined;
  return appraisalTypes.find((type) => type.slug === slug);
}

/** The four types the home page and county pages feature. */
export const popularAppraisalSlugs = ["purchase", "refinance", "estate", "pmi-removal"] as const satisfies readonly AppraisalTypeSlug[];

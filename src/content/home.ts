import { INSPECTION_DURATION, TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";

/** Copy of the home page that is more than a heading: how to prepare, the three FAQs. */

export interface PreparationTip {
  title: string;
  text: string;
}

export const preparationTips: readonly PreparationTip[] = [
  {
    title: "Make every area accessible",
    text: "The appraiser needs to see every room, plus the basement, attic access, garage, crawlspace and mechanicals. Unlock gates and outbuildings and secure pets.",
  },
  {
    title: "List your improvements",
    text: "Write down updates with approximate dates and costs: roof, windows, HVAC, water heater, kitchen and bathrooms, finished basement. Note which ones had permits.",
  },
  {
    title: "Gather your documents",
    text: "Have your survey, deed, most recent property tax bill, any HOA or condo details, and septic or well test results handy, along with a prior appraisal if you have one.",
  },
  {
    title: "Take care of safety items",
    text: "Lenders flag missing handrails, exposed wiring, broken windows and missing smoke or carbon monoxide detectors. Fixing small items first can keep a loan on schedule.",
  },
  {
    title: "Tidy, don't renovate",
    text: "Clutter doesn't change value, but clear paths make measuring faster. There's no need to stage or start projects just for the appraisal.",
  },
  {
    title: "Share what you know about the market",
    text: "Recent sales or pending contracts nearby, and anything unusual about the property such as an easement or a flood zone, help the appraiser. Tell us when we arrive.",
  },
];

export interface HomeFaq {
  id: string;
  question: string;
  answer: string;
}

/** The three FAQs of the home page (cost, what an appraisal is, how long). `startingPrice` is the loaded under_1500 price. */
export function homeFaqs(startingPrice: string): HomeFaq[] {
  return [
    {
      id: "cost",
      question: "How much does a home appraisal cost?",
      answer: `Our appraisals start at ${startingPrice} for homes under 1,500 sq ft. Most single-family homes in Northern and Central New Jersey cost $400–$800, depending on size, location and the purpose of the appraisal. Properties over 5,000 sq ft, waterfront or multi-structure properties and rush orders cost more. The instant quote shows your exact price.`,
    },
    {
      id: "what-is-an-appraisal",
      question: "What is a home appraisal?",
      answer:
        "An appraisal is an independent, licensed appraiser's opinion of your property's market value on a specific date. It is based on an inspection of the home and an analysis of comparable recent sales, and is prepared under the Uniform Standards of Professional Appraisal Practice (USPAP). Lenders, courts, the IRS and attorneys rely on it for purchases, refinances, estates, divorces and tax appeals.",
    },
    {
      id: "how-long",
      question: "How long does an appraisal take?",
      answer: `The on-site inspection takes ${INSPECTION_DURATION} for a typical home. Your written report is delivered within ${TURNAROUND_BUSINESS_DAYS} business days of the inspection, and we usually schedule the visit within a few days of your request. Rush service is available with 24–48 hours' notice.`,
    },
  ];
}

import type { AppraisalPageContent } from "./page-content";
import { COVERED_COUNTY_COUNT } from "@/content/business-facts";

export const content: AppraisalPageContent = {
  slug: "pre-listing",
  seoTitle: "Pre-Listing Appraisal in New Jersey",
  seoDescription:
    "Price your New Jersey home with confidence before you list. An independent appraisal from a licensed appraiser, delivered in 3–5 business days.",
  keywords: [
    "pre-listing appraisal NJ",
    "seller appraisal New Jersey",
    "how much is my house worth NJ",
    "home value before selling",
    "for sale by owner appraisal",
    "listing price appraisal",
  ],
  serviceName: "Pre-Listing Appraisal",
  subtitle: "For sellers, FSBO owners and listing agents",
  heroDescription:
    "Overpriced homes sit; underpriced homes leave money on the table. A pre-listing appraisal gives you an independent market value before you choose a list price, so you start strong and negotiate from evidence.",
  turnaround: "3–5 business days",
  highlights: ["Unbiased, not a sales pitch", "Report in 3–5 business days", "Spot appraisal issues early"],
  whatIsIt: {
    title: "What Is a Pre-Listing Appraisal?",
    paragraphs: [
      "A pre-listing appraisal is a full appraisal ordered by the seller before the home goes on the market. Unlike an agent's comparative market analysis, which is free and written to win a listing, an appraisal comes from a licensed professional with no stake in your list price or commission.",
      "It also previews what the buyer's lender's appraiser will see. If your home has an unpermitted addition, an unusual layout or a feature buyers in your town do not pay for, you learn it now, while you can still fix, document or price for it, rather than when a low appraisal threatens your deal during the contingency period.",
      "Sellers use the report to set a list price, to support that price when buyers push back, and to hand to buyers and their agents as evidence.",
    ],
  },
  whenNeeded: {
    title: "When a Pre-Listing Appraisal Helps",
    scenarios: [
      "Selling on your own (FSBO) without an agent's pricing analysis",
      "Agents gave you list prices that are far apart",
      "Your home is unique: a custom build, large acreage, historic or heavily renovated",
      "Selling an estate or inherited property where the family must agree on price",
      "Deciding whether renovations before listing will pay off",
      "Planning a sale to a relative or tenant at a fair price",
    ],
  },
  whyChooseUs: {
    title: "Why Sellers Choose Us",
    benefits: [
      { title: "Independent opinion", description: "We are paid the same whatever the value, so you get a number you can trust." },
      { title: "Local knowledge", description: `We appraise across ${COVERED_COUNTY_COUNT} Northern and Central New Jersey counties and know how buyers value each town.` },
      { title: "Issues flagged early", description: "We point out anything likely to trouble a buyer's appraiser: permits, square footage, condition." },
      { title: "Pair it with photography", description: "Add professional photos, floor plans and aerial shots for the listing at the same visit." },
    ],
  },
  process: {
    title: "Our Pre-Listing Appraisal Process",
    steps: [
      { step: "Request", description: "Tell us the address and when you plan to list; we confirm the fee and schedule." },
      { step: "Your information", description: "Share your list of updates, permits and anything unusual about the home or lot." },
      { step: "Inspection", description: "A 30–60 minute walkthrough to measure, photograph and note condition and features." },
      { step: "Market analysis", description: "Closed, pending and active competition are analyzed to find where your home fits in today's market." },
      { step: "Report and review", description: "The report arrives in 3–5 business days and we walk you through the value and the comparables." },
    ],
  },
  commonQuestions: [
    {
      question: "Will the buyer's lender accept my pre-listing appraisal?",
      answer:
        "Usually not. The buyer's lender orders its own appraisal. Yours still helps: it shows what a careful appraiser will conclude, and you can share it with the buyer's appraiser as market information.",
    },
    {
      question: "How is an appraisal different from my agent's CMA?",
      answer:
        "A comparative market analysis is a marketing estimate from the agent who wants the listing. An appraisal is a regulated, USPAP-compliant opinion from a licensed appraiser with no interest in your price.",
    },
    {
      question: "Should I list at the appraised value?",
      answer:
        "The appraisal is your anchor. Many sellers list at or slightly above it, depending on competition and strategy; your agent can advise on positioning.",
    },
    {
      question: "How long is the value useful?",
      answer:
        "In a steady market a few months. If the market shifts or your home sits unsold for a long time, an update keeps your pricing current.",
    },
  ],
  relatedSlugs: ["purchase", "relocation", "estate"],
};

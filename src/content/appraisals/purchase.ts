import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "purchase",
  seoTitle: "Purchase Appraisal in New Jersey",
  seoDescription:
    "Buying a home in New Jersey? A licensed appraiser gives you an independent market value before you commit. USPAP-compliant report in 3 business days.",
  keywords: [
    "purchase appraisal NJ",
    "home buyer appraisal New Jersey",
    "pre-purchase appraisal",
    "appraisal contingency New Jersey",
    "cash purchase appraisal",
    "licensed appraiser NJ",
  ],
  serviceName: "Purchase Appraisal",
  subtitle: "For buyers, lenders and cash purchasers",
  heroDescription:
    "Know what the home is really worth before you close. Our New Jersey licensed appraisers inspect the property, study recent comparable sales in that neighborhood and deliver an independent, USPAP-compliant market value within 3 business days of the inspection.",
  turnaround: "3 business days after the inspection",
  highlights: ["Typical fee $400–$600", "Inspection in 30–60 minutes", "Report in 3 business days"],
  whatIsIt: {
    title: "What Is a Purchase Appraisal?",
    paragraphs: [
      "A purchase appraisal is an unbiased opinion of a home's market value as of today, prepared by a licensed appraiser who has no stake in the sale. The appraiser inspects the interior and exterior, measures the living area, notes condition, updates and any deferred maintenance, then compares the home with recent sales of similar properties nearby, adjusting for differences in size, lot, age, condition and features.",
      "In New Jersey most purchase contracts include an appraisal contingency alongside the attorney review period. If the appraised value comes in below the contract price, you have a documented basis to renegotiate, cover the gap in cash, or walk away under the terms of your contract. For a cash purchase, an independent appraisal is often the only protection you have against overpaying.",
      "When a mortgage lender orders the appraisal for your loan, federal appraiser-independence rules require the lender (usually through an appraisal management company) to choose the appraiser. We prepare purchase appraisals for cash buyers, private and portfolio lenders, buyers who want their own independent value before signing, and lenders who engage us directly.",
    ],
  },
  whenNeeded: {
    title: "When You Need a Purchase Appraisal",
    scenarios: [
      "You are paying cash and want to be sure the price is supported by the market",
      "Your contract has an appraisal contingency and you want a value you commissioned yourself",
      "A private, hard-money or portfolio lender asks you to supply an appraisal",
      "You are buying from a relative or in an off-market sale with no listing history to lean on",
      "The home is unusual for its town: a custom build, a large lot, a converted farmhouse or a mixed-age addition",
      "You want a second opinion after a lender appraisal that seemed high or low",
    ],
  },
  whyChooseUs: {
    title: "Why Buyers Choose Us",
    benefits: [
      {
        title: "Local comparable sales",
        description:
          "We work only in Northern and Central New Jersey, so we know which sales are truly comparable: the same school district, the same side of the highway, the same flood zone.",
      },
      {
        title: "Fast enough for your contract",
        description:
          "Contingency windows are short. Inspections are usually scheduled within days and the report arrives 3 business days after the visit.",
      },
      {
        title: "Lender-ready reporting",
        description:
          "Reports follow USPAP and the standard residential forms lenders expect, with photos, sketch, comparable map and clear adjustments.",
      },
      {
        title: "Straight answers",
        description:
          "If the value will not support the price, you hear it from us with the evidence, in time to use it in your negotiation.",
      },
    ],
  },
  process: {
    title: "Our Purchase Appraisal Process",
    steps: [
      { step: "Request and contract review", description: "Send us the address, the contract price and your closing or contingency dates; we confirm the fee and scope the same day." },
      { step: "Scheduling", description: "We arrange access with the listing agent or seller and confirm the appointment within 24 hours." },
      { step: "On-site inspection", description: "A licensed appraiser spends 30–60 minutes measuring, photographing and noting condition, updates and any issues." },
      { step: "Market analysis", description: "We select and verify recent comparable sales, pending sales and active listings, and reconcile them into a supported value." },
      { step: "Report delivery", description: "Your signed, USPAP-compliant report arrives as a PDF within 3 business days of the inspection, and we answer any questions about it." },
    ],
  },
  commonQuestions: [
    {
      question: "Can I use my own appraisal for my mortgage?",
      answer:
        "For most conventional, FHA and VA loans the lender must order the appraisal itself, so ask your loan officer before ordering. Private and portfolio lenders often accept an appraisal from a licensed appraiser they approve, and cash buyers can use ours however they wish.",
    },
    {
      question: "What happens if the appraisal comes in below the contract price?",
      answer:
        "With an appraisal contingency you can usually ask the seller to lower the price, make up the difference in cash, meet in the middle, or cancel within the contract's deadline. Your real estate attorney will tell you which options your contract gives you.",
    },
    {
      question: "How much does a purchase appraisal cost?",
      answer:
        "A typical single-family purchase appraisal costs $400–$600. Homes over 5,000 sq ft, waterfront and multi-structure properties, and rush orders carry additional fees. You see your exact price when you request a quote.",
    },
    {
      question: "Is an appraisal the same as a home inspection?",
      answer:
        "No. The appraiser estimates market value and notes visible condition; a home inspector tests systems, roofing, structure and safety in detail. Most buyers need both.",
    },
  ],
  relatedSlugs: ["refinance", "pre-listing", "land"],
};

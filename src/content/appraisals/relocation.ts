import type { AppraisalPageContent } from "./page-content";
import { COVERED_COUNTY_COUNT } from "@/content/business-facts";

export const content: AppraisalPageContent = {
  slug: "relocation",
  seoTitle: "Relocation Appraisal in New Jersey",
  seoDescription:
    "Fast, reliable relocation appraisals for transferring employees, relocation management companies and HR teams in Northern and Central NJ. Reports in 24–48 hours.",
  keywords: [
    "relocation appraisal NJ",
    "employee relocation appraisal",
    "corporate relocation home valuation",
    "guaranteed buyout appraisal",
    "relocation management company appraiser",
    "ERC appraisal New Jersey",
  ],
  serviceName: "Relocation Appraisal",
  subtitle: "For transferring employees, employers and relocation companies",
  heroDescription:
    "When a job move comes with a home sale program, the appraisals set the offer. We deliver relocation appraisals in 24–48 hours, with the marketing-time focus relocation programs require.",
  turnaround: "24–48 hours",
  highlights: ["Reports in 24–48 hours", "Relocation report format", "Marketing-time analysis"],
  whatIsIt: {
    title: "What Is a Relocation Appraisal?",
    paragraphs: [
      "Many employers help a transferring employee sell their home. In a guaranteed buyout program the relocation company offers to buy the house, and that offer is based on independent appraisals, typically two (with a third if they differ too much), averaged to set the price.",
      "Relocation appraisals answer a specific question: what is the home likely to sell for within a reasonable marketing period, usually 120 days or less, assuming normal marketing by a typical seller. They therefore look hard at competing listings, recent price reductions and days on market, not only at closed sales.",
      "Relocation timelines are tight, so we turn relocation reports around in 24–48 hours after the inspection and keep the employee, the relocation company and the employer informed.",
    ],
  },
  whenNeeded: {
    title: "When a Relocation Appraisal Is Needed",
    scenarios: [
      "An employer's guaranteed buyout (GBO) offer to a transferring employee",
      "An amended-value or buyer-value-option sale handled through a relocation company",
      "An employee relocating into New Jersey who wants an independent value before buying",
      "A relocation company needs a replacement or third appraisal because two values differ",
      "HR needs a reliable value to set a home sale assistance or loss-on-sale benefit",
      "A military or government transfer that requires a prompt valuation",
    ],
  },
  whyChooseUs: {
    title: "Why Relocation Companies Use Us",
    benefits: [
      { title: "24–48 hour delivery", description: "Relocation timelines are short; our turnaround keeps the employee's move on schedule." },
      { title: "Relocation-specific analysis", description: "We report competing listings, marketing time and the factors that would affect a 120-day sale." },
      { title: "Responsive scheduling", description: "We work around employees who are already commuting to a new job or living elsewhere." },
      { title: `${COVERED_COUNTY_COUNT}-county coverage`, description: "One appraisal partner across Northern and Central New Jersey for every transferee." },
    ],
  },
  process: {
    title: "Our Relocation Appraisal Process",
    steps: [
      { step: "Assignment", description: "The relocation company or employer sends the assignment; we accept it and contact the employee the same day." },
      { step: "Inspection", description: "A 30–60 minute visit at a time that works for the transferee or their family." },
      { step: "Market and competition", description: "We analyze recent sales, current competing listings and market trends for the expected marketing period." },
      { step: "Report", description: "The relocation appraisal report is delivered within 24–48 hours of the inspection." },
      { step: "Reconciliation support", description: "We answer the relocation company's questions and review additional data if values must be reconciled." },
    ],
  },
  commonQuestions: [
    {
      question: "Why are there usually two appraisals?",
      answer:
        "Most buyout programs average two independent appraisals to set the offer; if they differ by more than the program allows, typically around 5%, a third is ordered. That protects both the employee and the employer.",
    },
    {
      question: "How is a relocation appraisal different from a mortgage appraisal?",
      answer:
        "It forecasts the price the home would sell for within a set marketing time, typically 120 days or less, and gives more weight to current competing listings. A mortgage appraisal reports market value as of the inspection date.",
    },
    {
      question: "Can I, as the employee, order a relocation appraisal?",
      answer:
        "The program's appraisals are ordered by the relocation company. You can order an independent appraisal for your own information, for example to judge the buyout offer or your own list price.",
    },
    {
      question: "How should I prepare the home?",
      answer:
        "As for a showing: tidy, lights on, access to every room, attic and basement, plus a list of updates with dates. Fix small visible items; they weigh more in a short marketing-time analysis.",
    },
  ],
  relatedSlugs: ["pre-listing", "purchase", "portfolio"],
};

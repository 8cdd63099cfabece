import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "portfolio",
  seoTitle: "Portfolio Appraisal for Multiple Properties in New Jersey",
  seoDescription:
    "Coordinated appraisals of 5 to 50+ residential properties for investors, lenders, estates and trusts. Save 20–35%, consistent methods, one point of contact.",
  keywords: [
    "portfolio appraisal NJ",
    "multiple property appraisal",
    "rental portfolio valuation New Jersey",
    "investor appraisal",
    "bulk appraisal",
    "real estate portfolio appraisal",
  ],
  serviceName: "Portfolio Appraisal",
  subtitle: "For investors, lenders, estates, trusts and family partnerships",
  heroDescription:
    "When you own several homes, rentals or small multifamily buildings, appraising them one at a time is slow and inconsistent. We value the whole portfolio on one schedule, with one method and one fee agreement.",
  turnaround: "2–3 weeks for 5–10 properties; 4–6 weeks for 20–50",
  highlights: ["Save 20–35% per property", "One consistent methodology", "Reinspect every 2–3 years"],
  whatIsIt: {
    title: "What Is a Portfolio Appraisal?",
    paragraphs: [
      "A portfolio appraisal is a coordinated set of individual appraisals of several residential properties owned by one client: single-family rentals, 2–4 unit buildings, condos, townhomes or land. Each property gets its own inspection and value, prepared with the same methods and assumptions, delivered together with a summary schedule.",
      "Because inspections are routed efficiently and research is shared between properties in the same markets, portfolio clients typically save 20–35% compared with ordering each appraisal separately. Typical timelines are 2–3 weeks for 5–10 properties and 4–6 weeks for 20–50, with properties delivered in batches when you need early results.",
      "Values change. For ongoing reporting, investors and lenders commonly have the portfolio reinspected every 2–3 years, with desktop updates in between where their rules allow.",
    ],
  },
  whenNeeded: {
    title: "When a Portfolio Appraisal Is Needed",
    scenarios: [
      "Refinancing or cross-collateralizing a group of rental properties",
      "Settling an estate or trust that owns several New Jersey properties",
      "Dividing a family partnership or LLC's holdings among members",
      "Annual or periodic valuation reporting for investors or funds",
      "Selling or buying a package of rental homes",
      "Allocating values across properties for insurance or tax planning",
    ],
  },
  whyChooseUs: {
    title: "Why Investors and Fiduciaries Choose Us",
    benefits: [
      { title: "20–35% savings", description: "Efficient routing and shared market research lower the per-property fee." },
      { title: "Consistency", description: "Every property is valued with the same methods and assumptions, so values compare cleanly." },
      { title: "One point of contact", description: "A single coordinator schedules access with tenants and property managers and tracks progress." },
      { title: "Summary schedule", description: "A spreadsheet of all properties and values alongside the individual reports." },
    ],
  },
  process: {
    title: "Our Portfolio Appraisal Process",
    steps: [
      { step: "Portfolio review", description: "Send your property list; we confirm scope, intended use, valuation date and a per-property fee." },
      { step: "Schedule and access", description: "We build an inspection route and coordinate access with tenants and managers, giving proper notice." },
      { step: "Inspections", description: "Each property is inspected, typically 30–60 minutes per unit, with consistent photo and data standards." },
      { step: "Valuation", description: "Market research is shared across properties in the same area; each property gets its own comparable analysis." },
      { step: "Delivery in batches", description: "Reports arrive in agreed batches with a summary schedule: 2–3 weeks for 5–10 properties, 4–6 weeks for 20–50." },
    ],
  },
  commonQuestions: [
    {
      question: "How many properties make a portfolio?",
      answer:
        "Usually five or more, though we are happy to coordinate smaller groups. The savings grow with the number of properties and how close together they are.",
    },
    {
      question: "How much can I save?",
      answer:
        "Typically 20–35% per property compared with separate orders, depending on the number, type and location of the properties.",
    },
    {
      question: "How often should a portfolio be reappraised?",
      answer:
        "Many investors and lenders reinspect every 2–3 years, with updates in between when markets move quickly or a financing event is coming.",
    },
    {
      question: "Do you appraise apartment buildings with five or more units?",
      answer:
        "Our practice is residential: single-family homes, 2–4 unit properties, condos, townhomes and land. Buildings with five or more units are commercial appraisals; contact us and we will advise.",
    },
  ],
  relatedSlugs: ["refinance", "estate", "land"],
};

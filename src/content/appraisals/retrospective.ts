import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "retrospective",
  seoTitle: "Retrospective & Date-of-Death Appraisal in New Jersey",
  seoDescription:
    "Market value as of a past date: date of death, transfer, purchase or a dispute. NJ retrospective appraisals reaching back 5–10 years or more, fully documented.",
  keywords: [
    "retrospective appraisal NJ",
    "date of death appraisal New Jersey",
    "historical home value appraisal",
    "past date appraisal",
    "stepped-up basis retrospective appraisal",
    "retroactive appraisal",
  ],
  serviceName: "Retrospective (Date-of-Death) Appraisal",
  subtitle: "For estates, tax preparers, attorneys and courts",
  heroDescription:
    "Sometimes the value that matters is the value on a date long past: when a parent died, when a property changed hands, or when a dispute began. We reconstruct that market with the sales and records of the time.",
  turnaround: "3–5 business days",
  highlights: ["Back 5–10 years or more", "Date-of-death and transfer values", "Documented for the IRS and courts"],
  whatIsIt: {
    title: "What Is a Retrospective Appraisal?",
    paragraphs: [
      "A retrospective appraisal gives the market value of a property as of a date in the past, the effective date, while the report itself is written today. The appraiser analyzes only the sales and market conditions that were known on or around that date, and describes the property as it was then.",
      "The most common use is a date-of-death value, which sets the stepped-up cost basis of inherited property. Many families sell an inherited home years later and only then learn they need that value to calculate capital gains. Other uses include past gifts, divorce valuation dates, tax disputes and lawsuits over old transactions.",
      "We regularly go back 5–10 years or more, using archived multiple listing data, county deed and sales records, old tax records, permits and photographs. Because the research is heavier, a retrospective appraisal typically costs about 25–50% more than a current one.",
    ],
  },
  whenNeeded: {
    title: "When You Need a Retrospective Appraisal",
    scenarios: [
      "Establishing stepped-up basis for an inherited home you are now selling",
      "An estate that was never appraised at the date of death",
      "Reporting a gift of real estate made in an earlier year",
      "Divorce proceedings that require a value as of the complaint filing date",
      "Tax disputes or amended returns that turn on a past value",
      "Litigation over a sale, a transfer or damages at a past date",
    ],
  },
  whyChooseUs: {
    title: "Why Clients Trust Our Retrospective Work",
    benefits: [
      { title: "Deep historical research", description: "Archived sales, listing histories, permits and deed records reconstruct the market as it stood on the effective date." },
      { title: "Condition as of then", description: "We use your photos, records and recollections to describe the home as it was, not as it is now." },
      { title: "Clear limits stated", description: "Any assumption about past condition is disclosed, as USPAP requires, so the report holds up to review." },
      { title: "Tax and court experience", description: "Reports written for accountants, the IRS, attorneys and judges." },
    ],
  },
  process: {
    title: "Our Retrospective Appraisal Process",
    steps: [
      { step: "Effective date and purpose", description: "We confirm the exact date to value, the reason, and who will rely on the report." },
      { step: "Gather history", description: "You share what you have: photos, renovation records, the closing statement, the old listing. We pull deed, permit and tax history." },
      { step: "Inspection", description: "Where possible, an inspection of the property today, noting what has changed since the effective date." },
      { step: "Historical market analysis", description: "We select sales that closed around the effective date and adjust for the market conditions of that time." },
      { step: "Report", description: "A report stating the value as of the effective date, usually within 3–5 business days of the inspection." },
    ],
  },
  commonQuestions: [
    {
      question: "How far back can you appraise?",
      answer:
        "Commonly 5–10 years, and further when enough sales data and information about the property exist. We tell you honestly at the start whether a reliable value can be reached for your date.",
    },
    {
      question: "Why does a retrospective appraisal cost more?",
      answer:
        "Finding, verifying and adjusting historical sales and reconstructing the property's past condition takes more research than a current appraisal. Expect about 25–50% more than a current appraisal of the same home.",
    },
    {
      question: "Can you appraise a house that has been sold or renovated since?",
      answer:
        "Yes. We rely on records and photos from the time, and on the history of the property, to describe it as of the effective date.",
    },
    {
      question: "I inherited a house years ago and just sold it. Is it too late?",
      answer:
        "No. A date-of-death retrospective appraisal is exactly how the stepped-up basis is established after the fact. Your tax preparer will use it to report the gain.",
    },
  ],
  relatedSlugs: ["estate", "gift-tax", "litigation"],
};

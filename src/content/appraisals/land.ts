import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "land",
  seoTitle: "Land & Vacant Lot Appraisal in New Jersey",
  seoDescription:
    "Vacant land, building lots and acreage appraised on highest and best use: zoning, wetlands, Highlands rules, septic and farmland assessment. Licensed NJ appraisers.",
  keywords: [
    "land appraisal NJ",
    "vacant lot appraisal New Jersey",
    "acreage appraisal",
    "highest and best use appraisal",
    "building lot value NJ",
    "farmland appraisal New Jersey",
  ],
  serviceName: "Land Appraisal",
  subtitle: "For landowners, buyers, builders, estates and lenders",
  heroDescription:
    "Land is valued for what it can legally and practically become. We appraise New Jersey lots and acreage on their highest and best use, with close attention to zoning, environmental limits and what it takes to build.",
  turnaround: "3–5 business days",
  highlights: ["Highest and best use analysis", "Zoning and environmental review", "Report in 3–5 business days"],
  whatIsIt: {
    title: "What Is a Land Appraisal?",
    paragraphs: [
      "A land appraisal estimates the market value of vacant land, a building lot or acreage with or without older improvements. Its center is the highest and best use: the use that is legally permissible, physically possible, financially feasible and most productive. A five-acre parcel zoned for two-acre lots, with good soils and road frontage, is worth something very different from the same acreage under wetlands.",
      "New Jersey land carries layers of regulation that move value: municipal zoning and subdivision rules, freshwater wetlands and transition areas regulated by NJDEP, flood hazard areas and Category One stream buffers, the Highlands Act preservation area across much of Hunterdon, Morris, Sussex, Warren and Passaic, septic suitability where there is no sewer, and farmland assessment or preserved-farmland deed restrictions.",
      "We research each of these, compare the land with sales of similar parcels, and, where appropriate, test development potential. You get a value grounded in what a knowledgeable buyer would actually pay.",
    ],
  },
  whenNeeded: {
    title: "When You Need a Land Appraisal",
    scenarios: [
      "Buying or selling a building lot or acreage",
      "Settling an estate that includes vacant land or a farm",
      "Donating land or a conservation easement to a land trust or town",
      "Financing a lot purchase or a construction loan",
      "Deciding whether to subdivide, and what the lots would be worth",
      "Appealing the assessment on land or a farm",
    ],
  },
  whyChooseUs: {
    title: "Why Landowners Choose Us",
    benefits: [
      { title: "Regulatory homework done", description: "Zoning, wetlands, flood hazard, Highlands and septic constraints are researched, not assumed." },
      { title: "Rural and suburban experience", description: "From Hunterdon and Sussex farmland to infill lots in Bergen and Essex." },
      { title: "Highest and best use, explained", description: "We show why the property's best use is what it is, so your attorney, lender or buyer can follow the logic." },
      { title: "Land sales expertise", description: "Land sales are scarcer than home sales; we know where to find and how to verify them." },
    ],
  },
  process: {
    title: "Our Land Appraisal Process",
    steps: [
      { step: "Parcel identification", description: "We confirm the block and lot, the survey, the deed and the intended use of the appraisal." },
      { step: "Regulatory research", description: "Zoning, wetlands and flood maps, Highlands and preservation status, sewer or septic availability and any approvals." },
      { step: "Site visit", description: "We walk the land: access, frontage, topography, drainage, tree cover and neighboring uses." },
      { step: "Highest and best use and valuation", description: "We determine the highest and best use and compare the parcel with verified land sales." },
      { step: "Report", description: "The report is delivered within 3–5 business days with maps, photos and the reasoning behind the value." },
    ],
  },
  commonQuestions: [
    {
      question: "What does highest and best use mean?",
      answer:
        "The reasonably probable use of the land that is legally permitted, physically possible, financially feasible and results in the highest value. It is the foundation of every land appraisal.",
    },
    {
      question: "How do wetlands affect my land's value?",
      answer:
        "Wetlands and their transition areas generally cannot be built on without NJDEP approval, so they reduce the buildable area. A parcel's value depends on how much usable land remains and where it is.",
    },
    {
      question: "My land is farmland-assessed. Does that change its market value?",
      answer:
        "Farmland assessment lowers property taxes but does not by itself change market value; rollback taxes may be due if the use changes. A preserved-farm deed restriction, by contrast, permanently limits development and does change value.",
    },
    {
      question: "Do you appraise large farms or commercial land?",
      answer:
        "We appraise residential land, building lots and farmland with homes. For commercial or industrial development land, contact us and we will let you know whether the assignment fits.",
    },
  ],
  relatedSlugs: ["charitable-donation", "estate", "tax-appeal"],
};

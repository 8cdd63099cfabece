import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "bankruptcy",
  seoTitle: "Bankruptcy Appraisal in New Jersey",
  seoDescription:
    "A supportable current value of your home for Chapter 7 and Chapter 13 filings in New Jersey: schedules, exemptions, trustee review. Reports in 48–72 hours.",
  keywords: [
    "bankruptcy appraisal NJ",
    "Chapter 13 appraisal New Jersey",
    "Chapter 7 home valuation",
    "bankruptcy attorney appraisal",
    "lien stripping appraisal",
    "homestead exemption New Jersey",
  ],
  serviceName: "Bankruptcy Appraisal",
  subtitle: "For debtors, bankruptcy attorneys and trustees",
  heroDescription:
    "In bankruptcy the value of your home decides what you can protect and what your plan must pay. We provide a credible, USPAP-compliant value in 48–72 hours so your attorney can file accurate schedules.",
  turnaround: "48–72 hours",
  highlights: ["Reports in 48–72 hours", "For Chapter 7 and Chapter 13", "Testimony available"],
  whatIsIt: {
    title: "What Is a Bankruptcy Appraisal?",
    paragraphs: [
      "When you file for bankruptcy you list your property at its current value on the petition schedules. For a home, that value determines your equity, which is the value minus mortgages and liens, and whether that equity is protected by an exemption.",
      "New Jersey has no homestead exemption of its own, so New Jersey filers generally use the federal exemptions. The federal homestead exemption was $25,150 per filer for cases filed from April 2019 to March 2022; the amount is adjusted every three years, so your attorney will confirm the figure in force when you file. Equity above what the exemptions protect may be at risk in Chapter 7 or may have to be paid to unsecured creditors through a Chapter 13 plan.",
      "The trustee or a creditor may challenge a value that looks low, and in Chapter 13 a second mortgage can sometimes be stripped off if the home is worth less than the first mortgage balance. In both situations a well-supported appraisal is the evidence the court weighs.",
    ],
  },
  whenNeeded: {
    title: "When a Bankruptcy Appraisal Is Needed",
    scenarios: [
      "Completing Schedule A/B with a supportable home value",
      "Showing that home equity is covered by the available exemptions",
      "Asking to strip a wholly unsecured second mortgage or HELOC in Chapter 13",
      "Answering a trustee's or creditor's objection to your scheduled value",
      "Setting the price for a home sale or refinance during a case",
      "Valuing rental or investment property held by the debtor",
    ],
  },
  whyChooseUs: {
    title: "Why Bankruptcy Attorneys Use Us",
    benefits: [
      { title: "48–72 hour turnaround", description: "Filing deadlines and automatic-stay emergencies do not wait; neither do we." },
      { title: "Credible, not convenient", description: "We report an honest value that withstands trustee scrutiny, which protects your client better than a low number that gets challenged." },
      { title: "Discreet service", description: "We treat every homeowner with respect and keep their situation confidential." },
      { title: "Court-ready", description: "Detailed workfiles, and an appraiser available to testify at a valuation hearing." },
    ],
  },
  process: {
    title: "Our Bankruptcy Appraisal Process",
    steps: [
      { step: "Intake", description: "Your attorney or you send the address, the chapter and any filing or hearing date." },
      { step: "Scheduling", description: "We schedule the inspection within days and confirm within 24 hours." },
      { step: "Inspection", description: "A 30–60 minute visit documenting condition, including repairs the home needs, which affect value." },
      { step: "Analysis", description: "Recent comparable sales are analyzed for a current market value, or a value as of the petition date if required." },
      { step: "Delivery", description: "The report reaches your attorney within 48–72 hours of the inspection; testimony is available if the value is contested." },
    ],
  },
  commonQuestions: [
    {
      question: "Does New Jersey have a homestead exemption?",
      answer:
        "No state homestead exemption exists in New Jersey, so filers generally use the federal exemptions, including the federal homestead exemption, which is adjusted every three years. Your bankruptcy attorney will apply the current figures to your case.",
    },
    {
      question: "Can I just use my tax assessment or an online estimate?",
      answer:
        "Trustees know that assessments and online estimates can be far from market value. An appraisal from a licensed appraiser is much harder to challenge and can prevent a costly dispute.",
    },
    {
      question: "What is lien stripping?",
      answer:
        "In Chapter 13, if the home is worth less than what you owe on the first mortgage, a second mortgage or HELOC may be treated as unsecured. Proving it requires a credible appraisal, often tested at a hearing.",
    },
    {
      question: "Which date is the home valued as of?",
      answer:
        "Usually the petition date or a current date, as your attorney directs. Both can be provided in one report.",
    },
  ],
  relatedSlugs: ["litigation", "refinance", "divorce"],
};

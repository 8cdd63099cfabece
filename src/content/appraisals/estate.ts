import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "estate",
  seoTitle: "Estate & Probate Appraisal in New Jersey",
  seoDescription:
    "Date-of-death and estate appraisals for New Jersey executors and attorneys: stepped-up basis, inheritance tax, probate and sale. Licensed, USPAP-compliant.",
  keywords: [
    "estate appraisal NJ",
    "probate appraisal New Jersey",
    "date of death appraisal",
    "NJ inheritance tax appraisal",
    "stepped-up basis appraisal",
    "executor appraisal",
  ],
  serviceName: "Estate Appraisal",
  subtitle: "For executors, administrators, heirs and estate attorneys",
  heroDescription:
    "Settling an estate means putting a defensible value on the house, often as of the date of death. We prepare clear, USPAP-compliant estate appraisals that your attorney, accountant and the taxing authorities can rely on, handled with patience at a difficult time.",
  turnaround: "3 business days after the inspection",
  highlights: ["Date-of-death values", "Accepted for tax filings", "Report in 3 business days"],
  whatIsIt: {
    title: "What Is an Estate Appraisal?",
    paragraphs: [
      "An estate appraisal establishes the fair market value of real estate owned by someone who has died, as of the date of death (or another date the estate's advisers choose). That value becomes the heirs' new cost basis under the federal stepped-up basis rules, so a well-supported number can save a great deal of capital gains tax when the property is later sold.",
      "New Jersey repealed its estate tax for deaths on or after January 1, 2018, but the New Jersey inheritance tax still applies to property left to Class C beneficiaries (siblings, sons- and daughters-in-law) and Class D beneficiaries (most other non-relatives). The inheritance tax return is due eight months after death, and it reports real estate at market value. Large estates may also file a federal estate tax return; the 2024 federal exemption is $13.61 million per person.",
      "Our report describes the property as it was on the valuation date, uses sales from around that date, and explains every adjustment, so it holds up if the Division of Taxation, the IRS or a disappointed beneficiary questions it.",
    ],
  },
  whenNeeded: {
    title: "When an Estate Appraisal Is Needed",
    scenarios: [
      "Establishing the stepped-up cost basis for heirs who will sell or keep the home",
      "Filing a New Jersey inheritance tax return (Form IT-R) for Class C or D beneficiaries",
      "Filing a federal estate tax return (Form 706), or electing portability for a surviving spouse",
      "Dividing real estate fairly among beneficiaries, or one heir buying out the others",
      "Setting a listing price before the executor sells the house",
      "Accounting to the Surrogate's Court or to beneficiaries for estate assets",
    ],
  },
  whyChooseUs: {
    title: "Why Executors and Attorneys Choose Us",
    benefits: [
      { title: "Date-of-death expertise", description: "We value the home as it stood on the valuation date, using sales from that period, even when the inspection is months later." },
      { title: "Defensible documentation", description: "Clear comparable selection and adjustments that your accountant can file and an auditor can follow." },
      { title: "Considerate scheduling", description: "We coordinate with executors who live out of state, family members and attorneys, and we work around cleanouts." },
      { title: "One contact for several properties", description: "Estates with a second home or rentals can have every New Jersey property appraised together." },
    ],
  },
  process: {
    title: "Our Estate Appraisal Process",
    steps: [
      { step: "Consultation", description: "We confirm the valuation date (date of death or alternate date), the intended use and who will rely on the report." },
      { step: "Access and records", description: "We arrange access with the executor or attorney and gather the deed, tax records and any recent photos of the home." },
      { step: "Inspection", description: "A 30–60 minute visit; we note changes made since the valuation date so the report describes the home as it was then." },
      { step: "Research and analysis", description: "We analyze sales that closed around the valuation date and reconcile a supported value as of that date." },
      { step: "Report delivery", description: "The signed report arrives within 3 business days of the inspection, ready for your attorney and tax preparer." },
    ],
  },
  commonQuestions: [
    {
      question: "Does New Jersey still have an estate tax?",
      answer:
        "No. New Jersey's estate tax was repealed for deaths on or after January 1, 2018. The separate New Jersey inheritance tax remains, and it depends on who inherits: spouses, children, grandchildren and parents (Class A) are exempt, while siblings and non-relatives may owe it.",
    },
    {
      question: "Why does the date-of-death value matter if nobody owes tax?",
      answer:
        "Because it sets the heirs' cost basis. If the home was worth $550,000 at death and sells for $575,000, capital gain is measured from $550,000, not from what the decedent paid decades ago. A documented appraisal is the best evidence of that basis.",
    },
    {
      question: "Can you appraise a home that has already been cleaned out or sold?",
      answer:
        "Yes. We can value it as of the date of death using photos, records and the current condition, adjusted back to the valuation date. If the home has been sold, a retrospective appraisal is the right tool.",
    },
    {
      question: "Who should order the estate appraisal?",
      answer:
        "Usually the executor or administrator, or the estate's attorney on their behalf. The report is addressed to the client and intended users we agree on at the start, such as the estate, its attorney and its accountant.",
    },
  ],
  relatedSlugs: ["retrospective", "gift-tax", "charitable-donation"],
};

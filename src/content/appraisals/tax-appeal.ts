import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "tax-appeal",
  seoTitle: "Property Tax Appeal Appraisal in New Jersey",
  seoDescription:
    "Appealing your NJ property tax assessment? A licensed appraiser's market value as of October 1 is your strongest evidence. File by April 1 or within 45 days.",
  keywords: [
    "tax appeal appraisal NJ",
    "property tax appeal New Jersey",
    "county board of taxation appeal",
    "assessment appeal appraisal",
    "Chapter 123 common level range",
    "lower property taxes NJ",
  ],
  serviceName: "Tax Appeal Appraisal",
  subtitle: "For homeowners and tax appeal attorneys",
  heroDescription:
    "New Jersey has some of the highest property taxes in the country, and an assessment that is too high costs you every year. Our appraisal gives the County Board of Taxation credible market evidence as of the assessment date.",
  turnaround: "3 business days after the inspection",
  highlights: ["Valued as of October 1", "Deadline: April 1 or 45 days", "Testimony available"],
  whatIsIt: {
    title: "What Is a Tax Appeal Appraisal?",
    paragraphs: [
      "Your property tax bill is your assessment multiplied by your town's tax rate. To appeal, you must show that the assessment, compared with your home's true market value, falls outside what the law allows. A tax appeal appraisal provides that market value, as of October 1 of the year before the tax year, which is New Jersey's assessment date.",
      "Most towns do not assess at 100% of market value, so the County Board compares your assessment with your market value using the county's average ratio for your town. Under New Jersey's Chapter 123 rule, relief is available when your assessment's ratio to market value is more than 15% above that common level. We explain the arithmetic for your town before you file, so you know whether an appeal makes sense.",
      "Appeals are due by April 1 of the tax year, or 45 days after the town mails its assessment notices if that is later (towns that just completed a revaluation have their own date). Order the appraisal early: the County Board expects the report to be exchanged before the hearing, and the appraiser should be available to explain it.",
    ],
  },
  whenNeeded: {
    title: "When a Tax Appeal Appraisal Makes Sense",
    scenarios: [
      "Your assessment is well above what similar homes on your street are assessed at",
      "Recent sales suggest your home is worth less than the assessment implies",
      "Your town completed a revaluation or reassessment and your assessment jumped",
      "The assessor's record is wrong: extra bedrooms, a finished basement you do not have, the wrong lot size",
      "Your home has condition problems, flooding history or an easement the assessment ignores",
      "Your attorney needs an appraisal for a Tax Court appeal",
    ],
  },
  whyChooseUs: {
    title: "Why Homeowners Choose Us for Tax Appeals",
    benefits: [
      { title: "Honest first look", description: "Before you pay for a full report we look at your assessment, your town's ratio and recent sales, and tell you if the numbers are not there." },
      { title: "The right valuation date", description: "Comparable sales are selected around October 1 of the pre-tax year, the date the Board will judge." },
      { title: "Hearing-ready reports", description: "Clear exhibits, a comparable map and adjustments the Board commissioners can follow in a short hearing." },
      { title: "Available to testify", description: "Your appraiser can attend the County Board hearing to present and defend the value." },
    ],
  },
  process: {
    title: "Our Tax Appeal Appraisal Process",
    steps: [
      { step: "Assessment check", description: "Send your address and assessment; we review your town's average ratio and recent sales and tell you whether an appeal looks supportable." },
      { step: "Inspection", description: "A 30–60 minute visit to measure the home and document condition issues and any errors in the tax record." },
      { step: "Valuation as of October 1", description: "We analyze sales close to the assessment date and reconcile a market value as of that date." },
      { step: "Report delivery", description: "The report arrives within 3 business days of the inspection, in time to file your petition and exchange evidence." },
      { step: "Hearing support", description: "We help you or your attorney present the evidence, and attend the hearing when you want the appraiser there." },
    ],
  },
  commonQuestions: [
    {
      question: "What is the deadline to file a property tax appeal in New Jersey?",
      answer:
        "April 1 of the tax year, or 45 days from the date your town completes mailing its assessment notices, whichever is later. Towns that completed a revaluation may have a later date, and assessments over $1 million can be appealed directly to the Tax Court. Check your assessment postcard.",
    },
    {
      question: "Can my taxes go up if I appeal?",
      answer:
        "Yes, in principle. The Board can set the assessment at the correct level even if that is higher. That is one reason to have an appraisal first: you will know your home's value before you put it in front of the Board.",
    },
    {
      question: "Do I need an attorney?",
      answer:
        "Homeowners may represent themselves at the County Board. Many use a tax appeal attorney, who is often paid a share of the savings; our report works either way.",
    },
    {
      question: "Why does the appraisal use October 1 instead of today?",
      answer:
        "New Jersey assessments are judged as of October 1 of the year before the tax year. Sales after that date can show trends but carry less weight, so we value the home as of the assessment date.",
    },
  ],
  relatedSlugs: ["retrospective", "pre-listing", "land"],
};

import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "pmi-removal",
  seoTitle: "PMI Removal Appraisal in New Jersey",
  seoDescription:
    "Stop paying private mortgage insurance sooner. A current appraisal can show your loan-to-value has reached 80% (75% with some lenders). NJ reports in 3–5 days.",
  keywords: [
    "PMI removal appraisal NJ",
    "remove private mortgage insurance",
    "cancel PMI appraisal",
    "80 percent loan to value",
    "PMI appraisal New Jersey",
    "drop PMI home value",
  ],
  serviceName: "PMI Removal Appraisal",
  subtitle: "For homeowners paying private mortgage insurance",
  heroDescription:
    "If your home has gained value or you have paid down your loan, you may be paying for mortgage insurance you no longer need. A current appraisal is how you prove it to your servicer.",
  turnaround: "3–5 business days",
  highlights: ["Target: 80% loan-to-value", "Report in 3–5 business days", "Could save $100s a month"],
  whatIsIt: {
    title: "What Is a PMI Removal Appraisal?",
    paragraphs: [
      "Private mortgage insurance (PMI) is charged on conventional loans made with less than 20% down. Under the federal Homeowners Protection Act you can ask your servicer to cancel it once your balance reaches 80% of the home's original value, and it ends automatically at 78%, when you have 22% equity, provided you are current on payments.",
      "Waiting for the original-value schedule can take years. Many servicers will also cancel PMI based on a new appraisal showing that rising values or improvements have brought your loan-to-value to about 80%; some require 75%, especially if the loan is only two to five years old. The appraisal must meet your servicer's requirements, so call them first and ask what they need.",
      "FHA loans are different: for FHA loans originated after June 2013 with less than 10% down, the mortgage insurance premium generally stays for the life of the loan, and refinancing into a conventional loan is the usual way out.",
    ],
  },
  whenNeeded: {
    title: "When a PMI Removal Appraisal Makes Sense",
    scenarios: [
      "Home prices in your town have risen since you bought",
      "You have renovated: a new kitchen, bathrooms, an addition or a finished basement",
      "You have made extra principal payments and are close to the threshold",
      "Your servicer requires a new appraisal to cancel PMI early",
      "You want to check your equity before deciding whether to refinance out of FHA insurance",
      "Your loan has seasoned for the two or five years your servicer requires",
    ],
  },
  whyChooseUs: {
    title: "Why Homeowners Choose Us to Remove PMI",
    benefits: [
      { title: "We check the math first", description: "Tell us your balance and your servicer's threshold; we tell you what value you need before you pay for a report." },
      { title: "Improvements documented", description: "Renovations are measured, photographed and reflected in the adjustments." },
      { title: "3–5 business day reports", description: "The sooner the servicer has the report, the sooner the premium stops." },
      { title: "Servicer-ready", description: "USPAP-compliant reports from New Jersey licensed appraisers in the standard format servicers review." },
    ],
  },
  process: {
    title: "Our PMI Removal Appraisal Process",
    steps: [
      { step: "Call your servicer", description: "Ask for their PMI cancellation requirements: the LTV threshold, seasoning, and whether they order the appraisal or approve the appraiser." },
      { step: "Equity check", description: "Share your balance and target; we compare with recent sales and tell you if the value needed looks achievable." },
      { step: "Inspection", description: "A 30–60 minute inspection with every improvement documented." },
      { step: "Valuation", description: "Comparable sales analysis and a reconciled current market value." },
      { step: "Report to your servicer", description: "The report is delivered in 3–5 business days for you to submit with your cancellation request." },
    ],
  },
  commonQuestions: [
    {
      question: "What loan-to-value do I need to remove PMI?",
      answer:
        "About 80% of the current appraised value with most servicers; some require 75%, particularly for loans less than five years old. For example, with a $320,000 balance you would need a value of about $400,000 at 80%, or about $426,700 at 75%.",
    },
    {
      question: "Will PMI come off by itself?",
      answer:
        "Yes: under the Homeowners Protection Act it terminates automatically when your scheduled balance reaches 78% of the original value (22% equity), if you are current. A new appraisal lets you get there earlier using today's value.",
    },
    {
      question: "Can I remove FHA mortgage insurance with an appraisal?",
      answer:
        "Generally not. For FHA loans originated after June 2013 with less than 10% down, the premium stays for the life of the loan. Homeowners with enough equity often refinance into a conventional loan without mortgage insurance.",
    },
    {
      question: "Will my servicer accept your appraisal?",
      answer:
        "Many do; some insist on ordering it themselves. Always ask your servicer first, and tell us their requirements when you order.",
    },
  ],
  relatedSlugs: ["refinance", "purchase", "pre-listing"],
};

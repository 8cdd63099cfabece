import { COVERED_COUNTY_NAME_LIST } from "#shared/covered-counties.ts";
import { COVERED_COUNTY_COUNT, INSPECTION_DURATION, TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";

/** Short answers on the contact page to the questions people most often call about. */
export interface QuickAnswer {
  question: string;
  answer: string;
}

export const contactQuickAnswers: readonly QuickAnswer[] = [
  {
    question: "How much does an appraisal cost?",
    answer:
      "Most single-family home appraisals in our area cost $400–$800, depending on size, location and purpose. " +
      "Properties over 5,000 sq ft, waterfront or multi-structure properties and rush orders cost more. Use the instant quote for your exact price.",
  },
  {
    question: "How quickly will I get my report?",
    answer: `The on-site inspection takes ${INSPECTION_DURATION}, and your report is delivered within ${TURNAROUND_BUSINESS_DAYS} business days of it. Rush service is available with 24–48 hours' notice.`,
  },
  {
    question: "Which areas do you serve?",
    answer: `We serve ${COVERED_COUNTY_COUNT} Northern and Central New Jersey counties: ${COVERED_COUNTY_NAME_LIST}.`,
  },
  {
    question: "How can I pay?",
    answer: "We accept credit and debit cards, ACH or bank transfer, Zelle, checks and cash. Your invoice arrives within 24 hours of your request.",
  },
  {
    question: "Can I reschedule or cancel?",
    answer: "Yes, free of charge with at least 24 hours' notice. Later changes or a missed appointment may incur a fee.",
  },
];

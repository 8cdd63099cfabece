import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "litigation",
  seoTitle: "Litigation & Expert Witness Appraisal in New Jersey",
  seoDescription:
    "Defensible real estate appraisals for New Jersey disputes: partition actions, partnership and contract disputes, damages. Expert testimony available.",
  keywords: [
    "litigation appraisal NJ",
    "expert witness appraiser New Jersey",
    "partition action appraisal",
    "real estate dispute appraisal",
    "court appraisal New Jersey",
    "appraisal for attorneys",
  ],
  serviceName: "Litigation Appraisal",
  subtitle: "For attorneys, courts and parties in real estate disputes",
  heroDescription:
    "When value is the question a case turns on, the appraisal has to survive cross-examination. We prepare thoroughly documented, USPAP-compliant reports and stand behind them at deposition and trial.",
  turnaround: "Scheduled to your case deadlines",
  highlights: ["Typical engagement $2,500–$10,000+", "Expert testimony", "Full workfile documentation"],
  whatIsIt: {
    title: "What Is a Litigation Appraisal?",
    paragraphs: [
      "A litigation appraisal is a market value opinion prepared for use in a legal dispute. It follows the same USPAP standards as any appraisal, but the research, documentation and explanation go much deeper, because opposing counsel will test every comparable, every adjustment and every assumption.",
      "In New Jersey we are retained for partition actions between co-owners, disputes between heirs or business partners, breach of contract and failed-sale damages, construction defect and diminution-in-value claims, and valuation disputes in insolvency and family matters. Values can be current or as of a past date the case requires.",
      "Fees reflect the scope: a report with a straightforward single-family home starts at about $2,500, while complex properties, multiple valuation dates, rebuttal reviews of another appraiser's work and trial testimony can bring an engagement to $10,000 or more. We quote each assignment after a conflict check and a conversation with counsel.",
    ],
  },
  whenNeeded: {
    title: "When a Litigation Appraisal Is Needed",
    scenarios: [
      "Partition actions where co-owners cannot agree to sell or buy each other out",
      "Estate disputes between heirs or challenges to an executor's sale price",
      "Breach of contract or failed-closing damages claims",
      "Diminution in value from construction defects, encroachments or easements",
      "Partnership or LLC dissolutions that hold residential real estate",
      "Reviewing and rebutting an opposing party's appraisal",
    ],
  },
  whyChooseUs: {
    title: "Why Attorneys Retain Us",
    benefits: [
      { title: "Built to be cross-examined", description: "Every comparable is verified and every adjustment supported with paired sales or market data, all kept in an organized workfile." },
      { title: "Clear testimony", description: "We explain valuation in plain language that judges and juries follow, without overstating our conclusions." },
      { title: "Appraisal review", description: "We review the other side's report under USPAP Standard 3 and identify errors, omissions and unsupported conclusions." },
      { title: "Deadline discipline", description: "We plan the assignment around your discovery schedule and expert report deadlines." },
    ],
  },
  process: {
    title: "Our Litigation Appraisal Process",
    steps: [
      { step: "Conflict check and scope", description: "We confirm we have no conflict, then agree the valuation date(s), the property interest, the intended use and the deliverables with counsel." },
      { step: "Document review", description: "We review pleadings, deeds, surveys, leases, prior appraisals and anything else counsel provides." },
      { step: "Inspection and research", description: "A detailed inspection (or an exterior inspection where access is contested) and verification of each comparable sale." },
      { step: "Report", description: "A narrative report with the full reasoning, delivered by your expert report deadline." },
      { step: "Deposition and trial", description: "Preparation with counsel, deposition and courtroom testimony as the case requires." },
    ],
  },
  commonQuestions: [
    {
      question: "How much does a litigation appraisal cost?",
      answer:
        "Most engagements fall between $2,500 and $10,000 or more, depending on the property, the number of valuation dates, the documents to review and whether testimony is needed. We provide a written fee estimate before starting.",
    },
    {
      question: "Can you value a property as of a past date?",
      answer:
        "Yes. Many disputes need a value as of a transaction date, a breach date or a date of death. See our retrospective appraisals for how we reconstruct past market conditions.",
    },
    {
      question: "Will you review the other side's appraisal?",
      answer:
        "Yes. An appraisal review tests whether a report is credible and supported. It can be used to prepare cross-examination or as a rebuttal report.",
    },
    {
      question: "Do you handle commercial litigation?",
      answer:
        "Our practice is residential: single-family homes, 2–4 unit properties, condos, townhomes and land. For commercial properties please contact us and we will tell you honestly whether the assignment fits.",
    },
  ],
  relatedSlugs: ["retrospective", "divorce", "bankruptcy"],
};

import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "divorce",
  seoTitle: "Divorce Appraisal in New Jersey",
  seoDescription:
    "An impartial value of the marital home for New Jersey equitable distribution, mediation and buyouts. Licensed NJ appraisers, reports in 5–7 business days.",
  keywords: [
    "divorce appraisal NJ",
    "marital home appraisal",
    "equitable distribution appraisal New Jersey",
    "divorce home valuation",
    "spouse buyout appraisal",
    "mediation appraisal",
  ],
  serviceName: "Divorce Appraisal",
  subtitle: "For spouses, family law attorneys and mediators",
  heroDescription:
    "The marital home is often a couple's largest asset. We provide a neutral, well-documented value that both sides, their attorneys and the court can work from, so settlement talks focus on facts instead of guesses.",
  turnaround: "5–7 business days",
  highlights: ["Neutral, independent value", "Report in 5–7 business days", "Testimony available"],
  whatIsIt: {
    title: "What Is a Divorce Appraisal?",
    paragraphs: [
      "New Jersey divides marital property by equitable distribution: the court or the parties divide assets fairly, which is not always equally. To do that they need to know what the house is worth. A divorce appraisal is an independent market value of the home, prepared for the spouses, their attorneys or a mediator.",
      "The valuation date matters. Attorneys may ask for a current value, a value as of the date the divorce complaint was filed, or both, for example when one spouse has paid down the mortgage or made improvements after filing. We report whichever dates your counsel specifies.",
      "We can be engaged jointly by both spouses, which is common in mediation and saves the cost of competing reports, or by one side. Either way, the appraiser's only job is an accurate, unbiased value.",
    ],
  },
  whenNeeded: {
    title: "When You Need a Divorce Appraisal",
    scenarios: [
      "Negotiating equitable distribution of the marital home",
      "One spouse buying out the other and refinancing the mortgage",
      "Mediation, where both sides want one neutral number",
      "Completing the Case Information Statement for the Family Part",
      "Valuing a vacation home, rental or land owned during the marriage",
      "Rebutting an appraisal the other side obtained",
    ],
  },
  whyChooseUs: {
    title: "Why Family Law Attorneys Work With Us",
    benefits: [
      { title: "Strict neutrality", description: "We have no stake in the outcome and communicate with both parties equally when engaged jointly." },
      { title: "Sensitive access", description: "We schedule around both spouses, handle tense situations professionally and keep conversations about value, not blame." },
      { title: "Multiple valuation dates", description: "Current and as-of-filing values in one report when your settlement needs both." },
      { title: "Ready for court", description: "Thorough workfiles and an appraiser available for deposition or testimony if the case does not settle." },
    ],
  },
  process: {
    title: "Our Divorce Appraisal Process",
    steps: [
      { step: "Engagement", description: "We confirm who the client is (one spouse, both, or counsel), the intended users and the valuation date or dates." },
      { step: "Scheduling", description: "We arrange an inspection time that works for the occupant and notify the other party when appropriate." },
      { step: "Inspection", description: "A 30–60 minute visit to measure, photograph and record the home's condition and improvements, with their dates." },
      { step: "Analysis", description: "We analyze comparable sales for each valuation date and document how improvements and condition affect value." },
      { step: "Report and follow-up", description: "The report is delivered within 5–7 business days; we answer attorneys' questions and can testify if needed." },
    ],
  },
  commonQuestions: [
    {
      question: "Should we each get our own appraisal?",
      answer:
        "Not necessarily. A single joint appraisal is often accepted by both sides and costs half as much. If trust is low or the stakes are high, each side may hire its own appraiser, and the court weighs the reports.",
    },
    {
      question: "Which date will the home be valued as of?",
      answer:
        "Whatever date your attorneys or mediator specify. Current value is most common; a value as of the complaint filing date is sometimes added when post-filing payments or improvements are in dispute.",
    },
    {
      question: "What if my spouse will not allow access?",
      answer:
        "Your attorney can ask the court for an order allowing the inspection. Where that is not practical, we can prepare an exterior-only appraisal, with the limits that brings clearly stated.",
    },
    {
      question: "Can the appraiser testify?",
      answer:
        "Yes. Depositions, court appearances and preparation time are billed separately from the report at an hourly rate agreed in advance.",
    },
  ],
  relatedSlugs: ["litigation", "refinance", "retrospective"],
};

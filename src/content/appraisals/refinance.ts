import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "refinance",
  seoTitle: "Refinance Appraisal in New Jersey",
  seoDescription:
    "Refinance, cash-out or HELOC in New Jersey? Get a current, lender-ready market value from a licensed NJ appraiser. Reports in 3–5 business days.",
  keywords: [
    "refinance appraisal NJ",
    "cash-out refinance appraisal",
    "HELOC appraisal New Jersey",
    "home equity appraisal",
    "loan-to-value appraisal",
    "mortgage appraisal New Jersey",
  ],
  serviceName: "Refinance Appraisal",
  subtitle: "For rate-and-term, cash-out and home equity loans",
  heroDescription:
    "Your loan-to-value ratio decides your rate, whether you can take cash out and whether mortgage insurance applies. We give you a current, well-supported value of your New Jersey home so you can refinance on solid numbers.",
  turnaround: "3–5 business days",
  highlights: ["Report in 3–5 business days", "Valid for under 120 days", "Lender-standard format"],
  whatIsIt: {
    title: "What Is a Refinance Appraisal?",
    paragraphs: [
      "A refinance appraisal estimates what your home would sell for today. The lender divides your new loan amount by that value to get the loan-to-value ratio (LTV), which drives your interest rate, how much equity you can borrow against and whether private mortgage insurance is required.",
      "Unlike a purchase there is no contract price to anchor the number, so the appraiser's comparable sales carry all the weight. Improvements you have made since you bought (a new kitchen, a finished basement, an addition with permits) can move your value meaningfully, and we document them carefully.",
      "Lenders generally want the appraisal to be less than 120 days old at closing, so timing matters. When your lender orders the appraisal through its own panel, we can still help: an independent appraisal before you apply tells you which loan programs your equity actually supports.",
    ],
  },
  whenNeeded: {
    title: "When You Need a Refinance Appraisal",
    scenarios: [
      "Refinancing to a lower rate or a shorter term",
      "Taking cash out for renovations, tuition or debt consolidation",
      "Opening a home equity line of credit (HELOC) or second mortgage",
      "Removing a co-borrower after a divorce or buyout",
      "Moving from an adjustable-rate or balloon loan into a fixed rate",
      "Checking your equity before you pay application fees",
    ],
  },
  whyChooseUs: {
    title: "Why Homeowners Choose Us to Refinance",
    benefits: [
      { title: "Improvements counted", description: "We ask what you have updated and when, and we measure and photograph it so upgrades are reflected in the comparable adjustments." },
      { title: "Quick turnaround", description: "Reports in 3–5 business days keep your rate lock and your closing date on track." },
      { title: "Clear LTV picture", description: "You see exactly which sales support your value, which helps you choose between a cash-out, HELOC or rate-and-term loan." },
      { title: "Licensed and insured", description: "New Jersey licensed appraisers, USPAP-compliant reports, errors and omissions insured." },
    ],
  },
  process: {
    title: "Our Refinance Appraisal Process",
    steps: [
      { step: "Request", description: "Tell us the address, loan type and any deadline from your lender; we confirm the fee right away." },
      { step: "Prepare your list", description: "Gather a list of improvements with dates and costs, permits, and your survey if you have one; we send a short checklist." },
      { step: "Inspection", description: "A 30–60 minute visit to measure the home and photograph every room, the systems and the exterior." },
      { step: "Analysis", description: "We compare your home with recent closed sales nearby and reconcile a supported current market value." },
      { step: "Delivery", description: "The signed report arrives within 3–5 business days, in the format your lender expects." },
    ],
  },
  commonQuestions: [
    {
      question: "How long is a refinance appraisal good for?",
      answer:
        "Most lenders accept an appraisal that is less than 120 days old at closing. If your closing slips past that, the lender may ask for an update or a new report.",
    },
    {
      question: "What loan-to-value do I need for a cash-out refinance?",
      answer:
        "Conventional cash-out loans are usually capped at 80% of the appraised value; rate-and-term refinances can go higher, but mortgage insurance generally applies above 80%. Your lender sets the exact limits for your program.",
    },
    {
      question: "Should I make repairs before the appraiser comes?",
      answer:
        "Fix small, visible items such as missing smoke detectors, broken windows, peeling paint and leaking fixtures. Big projects rarely return their cost before an appraisal; a clean, well-maintained home with documented updates is what matters.",
    },
    {
      question: "Can my lender use this appraisal?",
      answer:
        "It depends on the lender. Many require that they order the appraisal themselves; portfolio lenders, credit unions and private lenders often accept a report from an approved licensed appraiser. Ask before you order.",
    },
  ],
  relatedSlugs: ["pmi-removal", "purchase", "divorce"],
};

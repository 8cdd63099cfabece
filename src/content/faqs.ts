import { site } from "@/config/site";
import { COVERED_COUNTY_NAME_LIST } from "#shared/covered-counties.ts";
import { COVERED_COUNTY_COUNT, INSPECTION_DURATION, TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";

/**
 * The FAQ page's questions (docs/product.md §2.2 "FAQ page", §2.3 "FAQ category", figures from §2.9):
 * eight categories, each question with a stable kebab-case id (stored with visitors'
 * helpful / not-helpful answers in faq_feedback, so never rename an id).
 */

export type FaqCategoryIcon = "home" | "dollar" | "calendar" | "clock" | "shield" | "scale" | "camera" | "map";

export interface FaqQuestion {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  icon: FaqCategoryIcon;
  title: string;
  questions: readonly FaqQuestion[];
}

/** The date the FAQ content was last reviewed (shown as "Updated January 2025"). */
export const FAQ_UPDATED_AT = "2025-01-20";

export const faqCategories: readonly FaqCategory[] = [
  {
    id: "appraisal-basics",
    icon: "home",
    title: "Appraisal Basics",
    questions: [
      {
        id: "what-is-an-appraisal",
        question: "What is a home appraisal?",
        answer:
          "An appraisal is a licensed appraiser's independent opinion of a property's market value, based on an inspection of the home and an analysis of comparable recent sales. Lenders, courts, attorneys and the IRS rely on it when money depends on what a property is worth.",
      },
      {
        id: "appraisal-vs-inspection",
        question: "How is an appraisal different from a home inspection?",
        answer:
          "An appraisal estimates market value and notes visible condition. A home inspection tests the roof, structure, plumbing, electrical and mechanical systems in detail to find defects. Buyers usually need both, and neither replaces the other.",
      },
      {
        id: "appraisal-vs-cma",
        question: "How is an appraisal different from an agent's market analysis or an online estimate?",
        answer:
          "A comparative market analysis is a free pricing opinion from an agent, and online estimates are computer models that never see the inside of the home. An appraisal is a regulated, USPAP-compliant opinion from a licensed appraiser who inspects the property and has no stake in its price.",
      },
      {
        id: "how-value-is-determined",
        question: "How does the appraiser decide what my home is worth?",
        answer:
          "Mainly by comparing it with recent sales of similar homes nearby and adjusting for differences in living area, lot, bedrooms and bathrooms, condition, updates, garage, basement and location. For unusual properties the appraiser may also consider the cost to rebuild or, for rentals, the income the property produces.",
      },
      {
        id: "what-affects-value",
        question: "What affects my appraised value the most?",
        answer:
          "Location, size and condition matter most, followed by updates to kitchens and bathrooms, the number of bedrooms and bathrooms, lot size and usability, and features buyers in your town pay for, such as a garage or finished basement. Furniture, decor and the sale price you hope for do not.",
      },
      {
        id: "who-orders-appraisal",
        question: "Can I order an appraisal myself?",
        answer:
          "Yes, for any purpose where you are the client: estate, divorce, tax appeal, pre-listing, PMI removal, gift or donation, or simply to know your value. For a mortgage, most lenders must order the appraisal themselves under appraiser-independence rules, so ask your loan officer first.",
      },
    ],
  },
  {
    id: "pricing-payment",
    icon: "dollar",
    title: "Pricing & Payment",
    questions: [
      {
        id: "appraisal-cost",
        question: "How much does a home appraisal cost?",
        answer:
          "Most residential appraisals in New Jersey cost between $400 and $800, depending on the property's size, type and the purpose of the report. A typical single-family purchase appraisal is $400–$600. You see your exact price when you request a quote online.",
      },
      {
        id: "extra-fees",
        question: "Are there any extra fees?",
        answer:
          "Properties over 5,000 sq ft, waterfront homes, properties with several structures and rush orders carry additional fees, because they take more time to inspect and research. We tell you about any extra fee before you book.",
      },
      {
        id: "payment-methods",
        question: "How can I pay?",
        answer:
          "We accept credit and debit cards, ACH or bank transfer, Zelle, checks and cash. You receive an invoice within 24 hours of your request.",
      },
      {
        id: "when-to-pay",
        question: "When is payment due?",
        answer:
          "Payment is due before the report is released. Your invoice arrives within 24 hours of your request, and most clients pay it before or at the inspection.",
      },
      {
        id: "cancellation-fee",
        question: "What if I need to cancel or reschedule?",
        answer:
          "Cancelling or rescheduling is free with at least 24 hours' notice. Later changes or a missed appointment may incur a fee, because the appraiser's time was reserved and travel may already have happened.",
      },
      {
        id: "discount-codes",
        question: "Do you offer discounts?",
        answer:
          "Portfolio clients with several properties typically save 20–35% per property, and we run occasional promotions with discount codes. Enter a code in the quote form and the discount is applied to your price right away.",
      },
    ],
  },
  {
    id: "scheduling-inspection",
    icon: "calendar",
    title: "Scheduling & the Inspection",
    questions: [
      {
        id: "how-to-schedule",
        question: "How do I schedule an appraisal?",
        answer: `Request a quote online or call us at ${site.phone}. We confirm your appointment within 24 hours, usually the same business day.`,
      },
      {
        id: "inspection-length",
        question: "How long does the inspection take?",
        answer: `The on-site inspection usually takes ${INSPECTION_DURATION}. Larger homes, multi-unit properties and land can take longer.`,
      },
      {
        id: "need-to-be-home",
        question: "Do I need to be home during the inspection?",
        answer:
          "Someone over 18 must let the appraiser in: you, a family member, your agent or a tenant. Being there helps, because you can point out updates and anything unusual, but you do not have to follow the appraiser around.",
      },
      {
        id: "prepare-for-appraisal",
        question: "How should I prepare for the appraiser's visit?",
        answer:
          "Make every room, the attic, basement, crawl space and mechanical systems reachable; put pets away; and have a list of updates with dates, permits and your survey ready. Tidy is good, but the appraiser values the home, not the housekeeping; fix small visible items such as broken windows or missing smoke detectors.",
      },
      {
        id: "what-appraiser-looks-at",
        question: "What does the appraiser look at?",
        answer:
          "The appraiser measures the home, photographs each room and the exterior, and notes the layout, quality of construction, condition, updates, heating and cooling, basement, garage, lot and neighborhood. The appraiser does not test systems or move furniture.",
      },
      {
        id: "rush-appraisal",
        question: "Can you do a rush appraisal?",
        answer:
          "Often, yes. Rush orders need 24–48 hours' notice and carry an additional fee. Call us with your deadline and we will tell you honestly what we can do.",
      },
    ],
  },
  {
    id: "turnaround-reports",
    icon: "clock",
    title: "Turnaround & Reports",
    questions: [
      {
        id: "how-long",
        question: "How long does it take to get my appraisal report?",
        answer: `Your completed report is delivered within ${TURNAROUND_BUSINESS_DAYS} business days after the inspection for most appraisals. Some types differ: relocation reports take 24–48 hours, bankruptcy 48–72 hours, refinance, pre-listing and PMI removal 3–5 business days, and divorce 5–7 business days.`,
      },
      {
        id: "report-format",
        question: "How will I receive the report?",
        answer:
          "As a signed PDF by email. It includes the value conclusion, photos, a floor plan sketch with measurements, the comparable sales with a map, and the reasoning behind every adjustment.",
      },
      {
        id: "appraisal-valid",
        question: "How long is an appraisal valid?",
        answer:
          "An appraisal states the value as of its effective date. For lending, most lenders accept a report for about 120 days. For other purposes it remains the value as of that date; if the market or the property changes, an update may be wise.",
      },
      {
        id: "appraisal-questions-after",
        question: "What if I have questions about my report?",
        answer:
          "Call or email us. Your appraiser will explain the comparable sales and adjustments. If you have information the appraiser did not have, such as a sale we missed or an update not noted, send it and we will review it.",
      },
      {
        id: "low-appraisal",
        question: "What can I do if the appraisal comes in low?",
        answer:
          "Review the report for factual errors (square footage, bedrooms, features) and look for closer or more recent comparable sales. Send that information in writing; for a lender appraisal, submit it through your lender as a reconsideration of value. The appraiser must stay independent, so only new facts, not pressure, can change the value.",
      },
      {
        id: "report-shared",
        question: "Who will see my appraisal report?",
        answer:
          "Only you and the intended users named in the report, such as your attorney, accountant or lender. We keep appraisal files confidential as USPAP requires and do not share them with anyone else without your permission or a legal requirement.",
      },
    ],
  },
  {
    id: "standards-compliance",
    icon: "shield",
    title: "Licensing, USPAP & Compliance",
    questions: [
      {
        id: "uspap",
        question: "Are your appraisals USPAP-compliant?",
        answer:
          "Yes. Every report follows the Uniform Standards of Professional Appraisal Practice (USPAP), the national standards that govern appraisers, and is prepared by a New Jersey licensed appraiser.",
      },
      {
        id: "what-is-uspap",
        question: "What is USPAP and why does it matter?",
        answer:
          "USPAP is the set of ethical and performance standards appraisers in the United States must follow. It requires independence, competence, credible analysis and clear reporting. A USPAP-compliant report is one lenders, courts and the IRS can rely on.",
      },
      {
        id: "licensed-insured",
        question: "Are your appraisers licensed and insured?",
        answer:
          "Yes. Our appraisers are licensed by the New Jersey State Real Estate Appraiser Board and we carry errors and omissions insurance. Their license numbers appear on every report.",
      },
      {
        id: "lender-accepted",
        question: "Will my lender accept your appraisal?",
        answer:
          "Our reports are prepared to lender standards. Many lenders, however, must order the appraisal themselves through their own panel, so ask your lender before you order. Private, portfolio and many credit-union lenders accept a report from an approved licensed appraiser.",
      },
      {
        id: "appraiser-independence",
        question: "Can you appraise to a number I need?",
        answer:
          "No. An appraiser must be impartial; reaching a predetermined value is a violation of USPAP and New Jersey law. What we can do is make sure every improvement and relevant sale is considered, so the value is accurate.",
      },
      {
        id: "irs-court-accepted",
        question: "Are your reports accepted by the IRS and New Jersey courts?",
        answer:
          "Yes. Our reports for estates, gifts, charitable donations, divorce, bankruptcy and litigation are written to the standards those uses require, and our appraisers are available to testify when a case needs it.",
      },
    ],
  },
  {
    id: "special-purpose",
    icon: "scale",
    title: "Estate, Divorce, Tax & Other Appraisals",
    questions: [
      {
        id: "date-of-death",
        question: "What is a date-of-death appraisal?",
        answer:
          "It values a property as of the date its owner died. Heirs use it to establish their stepped-up cost basis, and executors use it for New Jersey inheritance tax and federal estate tax filings. It can be prepared months or years later as a retrospective appraisal.",
      },
      {
        id: "divorce-appraisal",
        question: "Do both spouses need separate appraisals in a divorce?",
        answer:
          "No. Many couples and mediators use one joint appraisal that both sides accept, which costs half as much. If the case is contested, each side may hire its own appraiser. Divorce reports are delivered in 5–7 business days.",
      },
      {
        id: "tax-appeal-deadline",
        question: "When is the deadline to appeal my property tax assessment?",
        answer:
          "In New Jersey, April 1 of the tax year, or 45 days after your town mails its assessment notices if that is later. The appraisal values your home as of October 1 of the prior year, the assessment date, so order it well before the deadline.",
      },
      {
        id: "pmi-removal",
        question: "Can an appraisal get my PMI removed?",
        answer:
          "Often. Many servicers cancel private mortgage insurance when a new appraisal shows your loan is at about 80% of the current value (some require 75%). PMI also ends automatically when you reach 22% equity on the original value. FHA insurance on loans originated after June 2013 generally stays for the life of the loan.",
      },
      {
        id: "gift-appraisal",
        question: "Do I need an appraisal to give my house to my children?",
        answer:
          "Yes, in practice. A gift above the annual exclusion ($18,000 per recipient in 2024, $36,000 for married couples) must be reported on a federal gift tax return at fair market value, and a qualified appraisal is the best support. Tax is rarely due: the lifetime exemption was $13.61 million per person in 2024.",
      },
      {
        id: "charitable-appraisal",
        question: "Do I need an appraisal to donate property to charity?",
        answer:
          "If you deduct more than $5,000, the IRS requires a qualified appraisal made no earlier than 60 days before the donation, with the appraiser's signature on Form 8283. Overstated values can bring penalties of up to 40% of the underpaid tax.",
      },
    ],
  },
  {
    id: "photography-media",
    icon: "camera",
    title: "Photography & Media",
    questions: [
      {
        id: "photography-services",
        question: "What real estate media services do you offer?",
        answer:
          "Professional interior and exterior photography, aerial drone photography, floor plans, 3D virtual tours and real estate videography, alone or in packages. We can also build a property showcase page an agent can share with buyers.",
      },
      {
        id: "photo-count",
        question: "How many photos will I get?",
        answer:
          "A standard photography package includes 25–40 edited photos, depending on the size of the home. Aerial packages add 10–15 drone shots of the home, the lot and the surroundings.",
      },
      {
        id: "photo-delivery",
        question: "How quickly are photos and tours delivered?",
        answer:
          "Media is delivered within 3–5 business days: standard photos in 2–3 business days, virtual tours and floor plans in 4–5.",
      },
      {
        id: "prepare-for-photos",
        question: "How should I prepare a home for photography?",
        answer:
          "Declutter counters and surfaces, open blinds, turn on every light, remove cars from the driveway, hide trash cans, pets and personal items, and make beds. We send a full checklist when you book.",
      },
      {
        id: "drone-legal",
        question: "Are your drone flights licensed?",
        answer:
          "Yes. Aerial photography is flown by FAA Part 107 certified pilots, with airspace authorization where required, and only when weather allows safe flight.",
      },
      {
        id: "photography-same-visit",
        question: "Can photography be done at the same visit as the appraisal?",
        answer:
          "Often, yes. Scheduling both together saves you a second appointment; tell us when you request your quote and we will coordinate the appraiser and photographer.",
      },
    ],
  },
  {
    id: "service-area",
    icon: "map",
    title: "Service Area & Property Types",
    questions: [
      {
        id: "service-area-counties",
        question: "Which areas do you serve?",
        answer: `We serve ${COVERED_COUNTY_COUNT} counties in Northern and Central New Jersey: ${COVERED_COUNTY_NAME_LIST}.`,
      },
      {
        id: "outside-service-area",
        question: "What if my property is outside your service area?",
        answer:
          "The quote form tells you right away if a property is outside our counties. Call us anyway: we may be able to help or refer you to a qualified appraiser nearby.",
      },
      {
        id: "property-types",
        question: "What types of properties do you appraise?",
        answer:
          "Residential properties: single-family homes, 2–4 unit buildings, condominiums, townhomes and residential land.",
      },
      {
        id: "commercial-appraisals",
        question: "Do you appraise commercial properties?",
        answer:
          "Our practice is residential. For commercial properties, including apartment buildings with five or more units, contact us directly and we will tell you whether we can take the assignment.",
      },
      {
        id: "business-hours",
        question: "What are your business hours?",
        answer: `Our office is open ${site.hours.text}. We reply to messages within 24 hours, usually much sooner during business hours.`,
      },
      {
        id: "contact-options",
        question: "What is the best way to reach you?",
        answer: `Call ${site.phone}, email ${site.email}, use the chat on any page, or request a quote online for an instant price.`,
      },
    ],
  },
];

/** Every question, in page order. */
export const allFaqQuestions: readonly FaqQuestion[] = faqCategories.flatMap((category) => category.questions);

/** The four quick-answer cards; each scrolls to its category. */
export const faqQuickAnswers = [
  {
    title: "Quick Turnaround",
    text: `Reports delivered within ${TURNAROUND_BUSINESS_DAYS} business days of the inspection.`,
    categoryId: "turnaround-reports",
  },
  { title: "Transparent Pricing", text: "Most home appraisals cost $400–$800, quoted up front.", categoryId: "pricing-payment" },
  { title: "USPAP Compliant", text: "Licensed NJ appraisers; reports lenders, courts and the IRS rely on.", categoryId: "standards-compliance" },
  { title: "Photography Services", text: "Photos in 2–3 business days; tours and floor plans in 4–5.", categoryId: "photography-media" },
] as const;

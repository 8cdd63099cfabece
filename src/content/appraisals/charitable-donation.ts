import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "charitable-donation",
  seoTitle: "Charitable Donation Appraisal for Real Estate in New Jersey",
  seoDescription:
    "Donating real estate worth over $5,000? The IRS requires a qualified appraisal by a qualified appraiser. Licensed NJ appraisers, reports ready for Form 8283.",
  keywords: [
    "charitable donation appraisal NJ",
    "qualified appraisal real estate donation",
    "Form 8283 appraisal",
    "noncash charitable contribution appraisal",
    "donate house to charity appraisal",
    "IRS qualified appraiser New Jersey",
  ],
  serviceName: "Charitable Donation Appraisal",
  subtitle: "For donors, CPAs and charitable organizations",
  heroDescription:
    "Giving real estate to a charity can bring a significant income tax deduction, but only if the value is documented the way the IRS requires. We prepare qualified appraisals that meet those rules.",
  turnaround: "3 business days after the inspection",
  highlights: ["Required over $5,000", "Dated within 60 days of the gift", "Ready for Form 8283"],
  whatIsIt: {
    title: "What Is a Charitable Donation Appraisal?",
    paragraphs: [
      "If you deduct more than $5,000 for donated property, the IRS requires a qualified appraisal prepared by a qualified appraiser. For real estate that means a licensed appraiser's report that meets specific content rules: the property description, the date of the gift, the valuation method, the appraiser's qualifications and a statement that it was prepared for income tax purposes.",
      "Timing is strict. The appraisal may be signed no earlier than 60 days before the donation and must be received before the due date (including extensions) of the return on which you first claim the deduction. The appraiser also completes and signs the declaration on IRS Form 8283, Section B, the noncash charitable contributions form you attach to your return; for donations over $500,000 the appraisal itself is attached.",
      "Overstating the value is expensive: a gross valuation misstatement can bring a penalty of up to 40% of the resulting underpayment, and the appraiser can be penalized too. A careful, independent value protects your deduction.",
    ],
  },
  whenNeeded: {
    title: "When You Need a Charitable Donation Appraisal",
    scenarios: [
      "Donating a house, condo or vacation home to a charity",
      "Giving land to a land trust, a town or a conservation organization",
      "Selling property to a charity below market value (a bargain sale)",
      "Donating a remainder interest while keeping the right to live in the home",
      "Funding a charitable remainder trust with real estate",
      "A charity that needs an independent value before accepting a gift",
    ],
  },
  whyChooseUs: {
    title: "Why Donors and CPAs Choose Us",
    benefits: [
      { title: "IRS content requirements covered", description: "Our reports include every element a qualified appraisal needs, and we sign the Form 8283 appraiser declaration." },
      { title: "Timing managed", description: "We schedule so the report is dated within the 60-day window before your gift." },
      { title: "Independent", description: "We are not the donor, the charity or a party to the transfer, as the rules require." },
      { title: "Land and partial interests", description: "Experience with vacant land, bargain sales and remainder interests, coordinated with your tax adviser." },
    ],
  },
  process: {
    title: "Our Charitable Donation Appraisal Process",
    steps: [
      { step: "Plan the date", description: "We agree the expected donation date with you and your CPA so the appraisal falls within 60 days before it." },
      { step: "Define the gift", description: "We confirm exactly what is donated: the whole property, a partial interest, a remainder or a bargain-sale portion." },
      { step: "Inspection", description: "A 30–60 minute inspection of the home or a walk of the land." },
      { step: "Valuation", description: "Comparable sales analysis and a fair market value as of the date of the contribution." },
      { step: "Report and Form 8283", description: "The qualified appraisal is delivered within 3 business days, and we sign the appraiser declaration on Form 8283." },
    ],
  },
  commonQuestions: [
    {
      question: "Do I need an appraisal if I donate property worth less than $5,000?",
      answer:
        "A qualified appraisal is required when the claimed deduction for the property (or a group of similar items) is more than $5,000. Below that, you still need records supporting the value, and an appraisal is the strongest support.",
    },
    {
      question: "Can the charity's appraisal be used for my deduction?",
      answer:
        "The appraiser must be independent of both the donor and the donee, and the donor is responsible for obtaining the appraisal. The charity signs Section B of Form 8283 to acknowledge receipt, but it does not vouch for the value.",
    },
    {
      question: "How early can the appraisal be done?",
      answer:
        "No earlier than 60 days before the donation, and it must be in hand by the due date of the return, including extensions, on which you first claim the deduction.",
    },
    {
      question: "What if the IRS disagrees with the value?",
      answer:
        "A well-supported report is your best defense. Substantial overvaluation can lead to a 20% penalty, and a gross misstatement to a penalty of up to 40% of the underpayment.",
    },
  ],
  relatedSlugs: ["land", "gift-tax", "estate"],
};

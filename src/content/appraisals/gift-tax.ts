import type { AppraisalPageContent } from "./page-content";

export const content: AppraisalPageContent = {
  slug: "gift-tax",
  seoTitle: "Gift Tax Appraisal for Real Estate in New Jersey",
  seoDescription:
    "Giving a home or a share of one? A qualified appraisal supports your federal gift tax return (Form 709) and the adequate-disclosure rules. Licensed NJ appraisers.",
  keywords: [
    "gift tax appraisal NJ",
    "Form 709 appraisal",
    "real estate gift appraisal",
    "gift of property to children",
    "qualified appraisal gift tax",
    "annual gift exclusion real estate",
  ],
  serviceName: "Gift Tax Appraisal",
  subtitle: "For families, estate planners and CPAs",
  heroDescription:
    "Transferring a house to your children, adding a family member to the deed, or moving property into a trust is a gift for tax purposes. A qualified appraisal documents its value for your gift tax return and protects the transfer from later challenge.",
  turnaround: "3 business days after the inspection",
  highlights: ["2024 exclusion $18,000 per recipient", "Supports Form 709", "Report in 3 business days"],
  whatIsIt: {
    title: "What Is a Gift Tax Appraisal?",
    paragraphs: [
      "When you give real estate, or a share of it, for less than its value, the IRS treats the difference as a gift. In 2024 each person can give up to $18,000 per recipient per year without filing a gift tax return, so a married couple can give $36,000 when each spouse gives from their own share. Spouses who instead elect to split a gift made by one of them must file Form 709 to make the election, even when each half is within the exclusion. A house is almost always worth more than the exclusion, so you file a federal gift tax return (Form 709) reporting the gift at fair market value.",
      "Filing rarely means paying tax. The excess is subtracted from your lifetime exemption, $13.61 million per person in 2024. But the value you report matters: an appraisal that meets the IRS adequate-disclosure requirements starts the three-year period the IRS has to question the gift, after which the value is settled.",
      "New Jersey has no gift tax. However, gifts made within three years of death can be pulled back into the New Jersey inheritance tax for Class C and D beneficiaries, so a value documented at the time of the gift is useful later as well.",
    ],
  },
  whenNeeded: {
    title: "When You Need a Gift Tax Appraisal",
    scenarios: [
      "Deeding a home, or a share of one, to children or grandchildren",
      "Selling property to a family member for less than market value",
      "Adding someone who did not pay for it to the deed",
      "Funding a trust, such as a qualified personal residence trust (QPRT), with real estate",
      "Gifting interests in a family LLC that owns New Jersey property",
      "Documenting values for a multi-year gifting plan with your estate planner",
    ],
  },
  whyChooseUs: {
    title: "Why Planners Choose Us for Gift Appraisals",
    benefits: [
      { title: "Adequate-disclosure ready", description: "Reports include the valuation date, method, property description and appraiser qualifications the gift tax regulations call for." },
      { title: "Fractional interests explained", description: "For partial-interest gifts we value the whole property and coordinate with your CPA on any discount analysis." },
      { title: "Coordinated timing", description: "We value as of the transfer date your attorney sets, before or shortly after the deed is recorded." },
      { title: "Plain-language results", description: "A clear value and explanation your family and advisers can all understand." },
    ],
  },
  process: {
    title: "Our Gift Tax Appraisal Process",
    steps: [
      { step: "Planning call", description: "We confirm the date of the gift, the interest transferred and who will rely on the report (you, your CPA, your attorney)." },
      { step: "Documents", description: "We review the deed, survey, tax record and any trust or LLC documents that define what is being given." },
      { step: "Inspection", description: "A 30–60 minute inspection of the property, interior and exterior." },
      { step: "Valuation", description: "We analyze comparable sales around the date of the gift and reconcile a fair market value." },
      { step: "Report for filing", description: "A signed report within 3 business days, ready to attach to Form 709." },
    ],
  },
  commonQuestions: [
    {
      question: "Will I owe gift tax if I give my house to my children?",
      answer:
        "Usually not. You report the gift on Form 709, and the amount above the annual exclusion reduces your lifetime exemption ($13.61 million per person in 2024). Tax is owed only after the exemption is used up. Your CPA or attorney will advise on your situation.",
    },
    {
      question: "Is it better to give the house now or leave it in my will?",
      answer:
        "It depends. A gifted house keeps your original cost basis, while an inherited house gets a stepped-up basis at death, which can mean far less capital gains tax for your children. Discuss it with your planner before you transfer anything.",
    },
    {
      question: "Does New Jersey tax gifts?",
      answer:
        "New Jersey has no gift tax, but transfers made within three years of death may be subject to the New Jersey inheritance tax for Class C and D beneficiaries.",
    },
    {
      question: "Can the appraisal be dated after the gift?",
      answer:
        "Yes. The value is stated as of the date of the gift even when the report is written later. For gifts more than a few months old, see retrospective appraisals.",
    },
  ],
  relatedSlugs: ["estate", "retrospective", "charitable-donation"],
};

/**
 * The privacy policy and the terms of service, as data the legal pages render.
 * Facts fixed by the business (docs/product.md §2.2 Legal pages, §2.5, §2.9 Legal): last modified June 18, 2025; users 13 and over
 * residing in the United States or its territories; records kept 7 years; claims filed
 * within 1 year; liability limited to the compensation received; venue Hunterdon County, NJ.
 * The business's identity comes in as a parameter (from config/site.ts).
 */

export const LEGAL_LAST_MODIFIED = "June 18, 2025";
export const MINIMUM_AGE = 13;
export const RECORD_RETENTION_YEARS = 7;
export const CLAIM_FILING_YEARS = 1;
export const LEGAL_VENUE = "Hunterdon County, New Jersey";

export interface LegalIdentity {
  name: string;
  email: string;
  phone: string;
  address: string;
}

export type LegalBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

const p = (text: string): LegalBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): LegalBlock => ({ kind: "list", items });

export function privacyPolicySections(who: LegalIdentity): LegalSection[] {
  return [
    {
      id: "who-we-are",
      title: "Who We Are",
      blocks: [
        p(
          `${who.name} ("we", "us", "our") provides residential real estate appraisals and property photography and media services in Northern and Central New Jersey, from our office at ${who.address}. This policy explains what information we collect when you visit this website, look up a property, request a quote or service, or contact us; how we use and share it; how long we keep it; and the choices you have.`,
        ),
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        p("Information you give us:"),
        list(
          "Contact details: your first and last name, email address and, if you choose to give it, your phone number.",
          "Service requests: the property address and its county record details, the service, package and add-ons you choose, the purpose of an appraisal (for example purchase, refinance, estate or divorce), any discount code, and notes you add.",
          "Messages you send us through the contact form, by email or by phone.",
          "Information needed to deliver a service, such as access instructions, the names of your lender, attorney or agent, and documents you share about the property.",
        ),
        p("Information collected automatically when you use the site:"),
        list(
          "The pages you visit, the page that referred you, the time of your visit and, when a link contains them, campaign tags (utm_source, utm_medium, utm_campaign, utm_term, utm_content).",
          "A random session identifier, your browser type, device type and screen size, and approximate location derived from your IP address.",
          "Addresses you search for in the property lookup, so we can improve coverage of county records.",
          "On property showcase pages, which sections you viewed and whether you clicked an agent's phone or email link, which we report to that agent.",
        ),
        p(
          "We do not collect payment card numbers on this website; payments are handled through our invoicing and payment providers under their own privacy terms.",
        ),
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      blocks: [
        list(
          "To answer your questions, prepare quotes, and schedule and deliver the appraisals and media services you request.",
          "To send your invoice, appointment confirmations and the finished report or media.",
          "To prepare appraisal reports that meet the Uniform Standards of Professional Appraisal Practice (USPAP) and the requirements of the lender or other intended user you name.",
          "To apply discounts, prevent fraud and abuse, and keep the site secure.",
          "To understand which pages and campaigns are useful, and to improve our services and this website.",
          "To meet our legal, licensing and record-keeping obligations.",
        ),
        p("We do not sell your personal information, and we do not use it for targeted advertising by third parties."),
      ],
    },
    {
      id: "how-we-share-information",
      title: "How We Share Information",
      blocks: [
        p("We share personal information only as needed to provide our services or as the law requires:"),
        list(
          "With the intended users of an appraisal you order, such as your lender, appraisal management company or attorney, and with anyone else you ask us to send a report or media to.",
          "With service providers who work for us under confidentiality obligations: website and database hosting, email delivery, analytics, live chat and invoicing. They may use the information only to provide their service to us.",
          "With a real estate agent whose property showcase you contact or view, limited to the contact and viewing activity described above.",
          "With a licensing board, court or government authority when required by law, subpoena or USPAP, or to protect our rights, our clients or the public.",
          "With a successor business if we merge, are acquired or sell our assets, subject to this policy.",
        ),
      ],
    },
    {
      id: "cookies-and-analytics",
      title: "Cookies, Local Storage and Analytics",
      blocks: [
        p(
          "The site uses a small amount of storage in your browser: a session identifier so we count one visit once, and a draft of a contact message you have not sent yet, which stays on your device and is deleted when you send it. If web analytics or live chat are enabled, those providers may set their own cookies to measure visits or keep a chat conversation open.",
        ),
        p(
          "You can block or delete cookies and site data in your browser settings. The site still works without them, although a message draft will not be kept.",
        ),
      ],
    },
    {
      id: "property-records",
      title: "Property Records",
      blocks: [
        p(
          "The property lookup shows information from New Jersey county tax records (such as lot size, living area, year built, assessment and last sale). These are public records about properties, not about you, and they may be incomplete or out of date. If you believe a record is wrong, the county tax assessor's office can correct it at the source.",
        ),
      ],
    },
    {
      id: "data-retention",
      title: "How Long We Keep Information",
      blocks: [
        p(
          `We keep appraisal work files, reports, service requests, invoices and related correspondence for ${RECORD_RETENTION_YEARS} years after the service is completed. This meets and exceeds the record-keeping rule of USPAP and lets us answer questions from you, your lender or a court about a past assignment. Contact messages that do not lead to a service, and website usage records, are kept only as long as they are useful for the purposes above and are then deleted or made anonymous.`,
        ),
      ],
    },
    {
      id: "security",
      title: "How We Protect Information",
      blocks: [
        p(
          "Information travels to us over encrypted connections and is stored with access restricted to the people who need it to do their work. Our database only accepts new messages and requests from the website; it does not let visitors read what others have sent. No system is perfectly secure, so please do not send sensitive information such as Social Security or bank account numbers through the website.",
        ),
      ],
    },
    {
      id: "your-choices",
      title: "Your Choices and Rights",
      blocks: [
        list(
          "You can ask us what personal information we hold about you, and ask us to correct it.",
          `You can ask us to delete your information. We will do so unless we must keep it, for example an appraisal work file during the ${RECORD_RETENTION_YEARS}-year retention period.`,
          "You can opt out of any marketing email by using its unsubscribe link or by telling us; we will still send messages about services you ordered.",
          "Depending on where you live, including New Jersey, state law may give you further rights over your personal data. We honor requests under those laws where they apply to us.",
        ),
        p(
          `To make a request, email ${who.email} or call ${who.phone}. We may need to confirm your identity before acting, and we respond within the time the applicable law requires.`,
        ),
      ],
    },
    {
      id: "children",
      title: "Children's Privacy",
      blocks: [
        p(
          `Our website and services are not intended for children under ${MINIMUM_AGE}, and we do not knowingly collect personal information from anyone under ${MINIMUM_AGE}. If you believe a child has sent us information, contact us and we will delete it.`,
        ),
      ],
    },
    {
      id: "united-states",
      title: "Users in the United States",
      blocks: [
        p(
          "Our services are offered to people who reside in the United States and its territories, and our records are stored in the United States. If you visit from elsewhere, your information will be processed in the United States under this policy.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        p(
          `We may update this policy when our services or the law change. The date at the top shows when it was last modified (currently ${LEGAL_LAST_MODIFIED}). Significant changes will be highlighted on this page before they take effect.`,
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [p(`Questions about this policy or your information: ${who.name}, ${who.address}; ${who.email}; ${who.phone}.`)],
    },
  ];
}

/** The 17 numbered sections of the terms of service. */
export function termsOfServiceSections(who: LegalIdentity): LegalSection[] {
  return [
    {
      id: "acceptance",
      title: "Acceptance of These Terms",
      blocks: [
        p(
          `These Terms of Service govern your use of this website and of the appraisal, photography and media services offered by ${who.name} ("we", "us", "our"). By using the website, requesting a quote or ordering a service, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the website or our services.`,
        ),
      ],
    },
    {
      id: "eligibility",
      title: "Eligibility",
      blocks: [
        p(
          `You must be at least ${MINIMUM_AGE} years old to use this website, and you must reside in the United States or its territories. To order a service you must be at least 18 and able to enter into a binding contract, or act with the authority of someone who is (for example as an executor, attorney or agent).`,
        ),
      ],
    },
    {
      id: "services",
      title: "Our Services",
      blocks: [
        p(
          "We provide residential real estate appraisals (single-family homes, 2–4 unit properties, condominiums, townhomes and land) and property photography, aerial photography, floor plans, virtual tours, videography and property showcase pages in the New Jersey counties we serve. Commercial appraisals are accepted only by direct arrangement with us. We may decline an assignment, for example when we cannot complete it competently, on time or without a conflict of interest.",
        ),
      ],
    },
    {
      id: "quotes-pricing-payment",
      title: "Quotes, Pricing and Payment",
      blocks: [
        p(
          "Prices shown on the website and instant quotes are estimates based on the information available, including county tax records. The price of your order is confirmed in the invoice we send within 24 hours of your request. Additional fees may apply to properties over 5,000 square feet, waterfront or multi-structure properties, rush orders, or when the property differs materially from the information provided.",
        ),
        p(
          "Discount codes apply only while valid, cannot be combined unless we say so, and never reduce a price below zero. Payment is due as stated on the invoice, by credit or debit card, ACH or bank transfer, Zelle, check or cash. The fee for an appraisal is owed for the work performed and does not depend on the value reached or on the outcome of any loan or transaction.",
        ),
      ],
    },
    {
      id: "scheduling-cancellation",
      title: "Scheduling, Access and Cancellation",
      blocks: [
        p(
          "We confirm appointments within 24 hours of your request. You are responsible for arranging safe access to every area of the property at the agreed time. You may cancel or reschedule free of charge with at least 24 hours' notice; later cancellations, missed appointments or a property we cannot access may incur a fee. We may reschedule exterior photography or aerial work because of weather or airspace restrictions.",
        ),
      ],
    },
    {
      id: "appraisal-reports",
      title: "Appraisal Reports",
      blocks: [
        p(
          "Our appraisals are prepared by New Jersey licensed or certified appraisers in accordance with the Uniform Standards of Professional Appraisal Practice (USPAP). An appraisal is an independent opinion of value as of a stated effective date, for the intended use and intended users named in the report. It is not a home inspection, survey, engineering or environmental report, title search, or guarantee of value or of a future sale price.",
        ),
        p(
          "No one other than the intended users may rely on a report. Our independence is required by law and professional standards: we will not agree to reach a predetermined value, and the fee is never contingent on the result. Reports are normally delivered within three business days of the inspection unless agreed otherwise.",
        ),
      ],
    },
    {
      id: "photography-media",
      title: "Photography and Media",
      blocks: [
        p(
          "We retain the copyright in the photographs, video, floor plans, tours and other media we create. When your order is paid, you receive a non-exclusive license to use the media to market, sell, rent or document the property photographed, including on listing services and social media, for as long as you are marketing that property. You may not resell the media or license it to others, other than the listing brokerage and listing services for that property. We may use the media in our own portfolio and marketing unless you ask us in writing not to.",
        ),
      ],
    },
    {
      id: "client-responsibilities",
      title: "Your Responsibilities",
      blocks: [
        p(
          "You agree to give us accurate and complete information, including the property address, the purpose of an appraisal and the intended users, and to tell us about anything that could affect the property's value or our safety on site. You confirm that you have the owner's permission for us to enter, photograph and, where applicable, fly a drone over the property.",
        ),
      ],
    },
    {
      id: "website-use",
      title: "Use of the Website",
      blocks: [
        p("You may use this website for its intended purposes only. You agree not to:"),
        list(
          "copy, scrape or harvest county record data, showcase pages or other content in bulk, or by automated means;",
          "send false, misleading or abusive requests or messages, or requests in someone else's name without their permission;",
          "interfere with the website's security or operation, or try to access data that is not meant for you;",
          "use the website in violation of any law.",
        ),
      ],
    },
    {
      id: "property-data",
      title: "Property Data and Third-Party Content",
      blocks: [
        p(
          "Property details shown in the lookup come from public county tax records and are provided for information only, as they are, without any warranty of accuracy or completeness. Property showcase pages contain information supplied by the listing agent, which is deemed reliable but not guaranteed. Links to other websites and embedded videos are provided for convenience; we are not responsible for their content or practices.",
        ),
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        p(
          `The text, design, logos, photographs and other content of this website belong to ${who.name} or its licensors and are protected by copyright and trademark law. Except as these terms allow, you may not reproduce, modify or distribute them without our written permission.`,
        ),
      ],
    },
    {
      id: "privacy-records",
      title: "Privacy and Records",
      blocks: [
        p(
          `Our Privacy Policy explains how we handle personal information. We keep appraisal work files, reports and service records for ${RECORD_RETENTION_YEARS} years after an assignment is completed, and may disclose them when required by law, by a court, or by USPAP and state licensing rules.`,
        ),
      ],
    },
    {
      id: "disclaimer",
      title: "Disclaimer of Warranties",
      blocks: [
        p(
          "Except as expressly stated in these terms or in a report, the website and its content are provided \"as is\" and \"as available\", without warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not warrant that the website will be uninterrupted or error-free.",
        ),
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      blocks: [
        p(
          "To the fullest extent permitted by law, our total liability for any claim arising from the website or from any service, whether in contract, tort or otherwise, is limited to the compensation we actually received for the service that gave rise to the claim. We are not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, lost financing or a lost transaction, even if we were told they were possible. Nothing in these terms limits liability that cannot be limited under New Jersey law.",
        ),
      ],
    },
    {
      id: "time-limit-for-claims",
      title: "Time Limit for Claims",
      blocks: [
        p(
          `Any claim or cause of action arising out of or relating to the website, a report or a service must be filed within ${CLAIM_FILING_YEARS} year after the date the report or media was delivered (or, for the website, after the claim arose); otherwise it is permanently barred, to the extent the law allows such a limit.`,
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law and Venue",
      blocks: [
        p(
          `These terms are governed by the laws of the State of New Jersey, without regard to its conflict-of-law rules. Any dispute arising out of or relating to these terms, the website or our services shall be brought exclusively in the state courts located in ${LEGAL_VENUE}, and you consent to the personal jurisdiction of those courts.`,
        ),
      ],
    },
    {
      id: "changes-and-contact",
      title: "Changes to These Terms and Contact",
      blocks: [
        p(
          `We may update these terms from time to time; the date at the top shows when they were last modified (currently ${LEGAL_LAST_MODIFIED}). The terms in effect when you place an order apply to that order. If any part of these terms is found unenforceable, the rest remains in effect.`,
        ),
        p(`Questions about these terms: ${who.name}, ${who.address}; ${who.email}; ${who.phone}.`),
      ],
    },
  ];
}

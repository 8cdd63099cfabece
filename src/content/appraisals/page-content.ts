import type { AppraisalTypeSlug } from "@/content/appraisal-types";

/**
 * The copy of one appraisal service page (/appraisals/{slug}), docs/product.md §2.3
 * "Appraisal service page content". Each type's copy lives in its own module
 * (./<slug>.ts) and is loaded by the page's route loader through
 * `loadAppraisalPageContent`, so one page's text never ships with the others.
 */

export interface AppraisalBenefit {
  title: string;
  description: string;
}

export interface AppraisalProcessStep {
  /** Short name of the step, e.g. "Order and scope". */
  step: string;
  description: string;
}

export interface AppraisalQuestion {
  question: string;
  answer: string;
}

export interface AppraisalPageContent {
  slug: AppraisalTypeSlug;
  /** Search-engine title (the site name is appended by <Head>). */
  seoTitle: string;
  /** Meta description, about 150–160 characters. */
  seoDescription: string;
  keywords: readonly string[];
  /** The name in the breadcrumb and side card, e.g. "Purchase Appraisal". */
  serviceName: string;
  /** The line above the page heading. */
  subtitle: string;
  heroDescription: string;
  /** When the report is delivered, for this type, e.g. "3–5 business days". */
  turnaround: string;
  /** Three short facts under the hero text. */
  highlights: readonly string[];
  whatIsIt: { title: string; paragraphs: readonly string[] };
  whenNeeded: { title: string; scenarios: readonly string[] };
  whyChooseUs: { title: string; benefits: readonly AppraisalBenefit[] };
  /** Exactly five steps. */
  process: { title: string; steps: readonly AppraisalProcessStep[] };
  commonQuestions: readonly AppraisalQuestion[];
  /** Other appraisal types a visitor reading this page usually needs next. */
  relatedSlugs: readonly AppraisalTypeSlug[];
}

type ContentModule = { content: AppraisalPageContent };

/** One dynamic import per type: each becomes its own small chunk. */
const contentModules: Record<AppraisalTypeSlug, () => Promise<ContentModule>> = {
  purchase: () => import("./purchase"),
  refinance: () => import("./refinance"),
  estate: () => import("./estate"),
  divorce: () => import("./divorce"),
  litigation: () => import("./litigation"),
  "tax-appeal": () => import("./tax-appeal"),
  "gift-tax": () => import("./gift-tax"),
  "pre-listing": () => import("./pre-listing"),
  relocation: () => import("./relocation"),
  bankruptcy: () => import("./bankruptcy"),
  "pmi-removal": () => import("./pmi-removal"),
  "charitable-donation": () => import("./charitable-donation"),
  retrospective: () => import("./retrospective"),
  land: () => import("./land"),
  portfolio: () => import("./portfolio"),
};

export async function loadAppraisalPageContent(slug: AppraisalTypeSlug): Promise<AppraisalPageContent> {
  const module = await contentModules[slug]();
  return module.content;
}

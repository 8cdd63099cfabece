import { describe, expect, it } from "vitest";
import { appraisalTypes, findAppraisalType, type AppraisalTypeSlug } from "@/content/appraisal-types";
import { loadAppraisalPageContent, type AppraisalPageContent } from "@/content/appraisals/page-content";

const SLUGS = [
  "purchase",
  "refinance",
  "estate",
  "divorce",
  "litigation",
  "tax-appeal",
  "gift-tax",
  "pre-listing",
  "relocation",
  "bankruptcy",
  "pmi-removal",
  "charitable-donation",
  "retrospective",
  "land",
  "portfolio",
];

/** All of a page's visible text, to check that the figures of docs/product.md §2.9 appear on the right page. */
function pageText(content: AppraisalPageContent): string {
  return [
    content.heroDescription,
    content.turnaround,
    ...content.highlights,
    ...content.whatIsIt.paragraphs,
    ...content.whenNeeded.scenarios,
    ...content.whyChooseUs.benefits.flatMap((benefit) => [benefit.title, benefit.description]),
    ...content.process.steps.flatMap((step) => [step.step, step.description]),
    ...content.commonQuestions.flatMap((item) => [item.question, item.answer]),
  ].join("\n");
}

describe("appraisal types", () => {
  it("are the 15 types of the request form, in its order", () => {
    expect(appraisalTypes.map((type) => type.slug)).toEqual(SLUGS);
  });
});

describe.each(appraisalTypes.map((type) => type.slug))("the %s page content", (slug) => {
  it("has every section, filled for this type", async () => {
    const content = await loadAppraisalPageContent(slug as AppraisalTypeSlug);
    expect(content.slug).toBe(slug);
    expect(content.seoTitle.length).toBeGreaterThan(10);
    expect(content.seoDescription.length).toBeGreaterThanOrEqual(100);
    expect(content.seoDescription.length).toBeLessThanOrEqual(170);
    expect(content.keywords.length).toBeGreaterThanOrEqual(5);
    expect(content.serviceName).toBeTruthy();
    expect(content.subtitle).toBeTruthy();
    expect(content.heroDescription.length).toBeGreaterThan(100);
    expect(content.turnaround).toBeTruthy();
    expect(content.highlights).toHaveLength(3);
    expect(content.whatIsIt.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(content.whenNeeded.scenarios.length).toBeGreaterThanOrEqual(6);
    expect(content.whyChooseUs.benefits.length).toBeGreaterThanOrEqual(4);
    expect(content.process.steps).toHaveLength(5);
    expect(content.commonQuestions.length).toBeGreaterThanOrEqual(4);
    for (const title of [content.whatIsIt.title, content.whenNeeded.title, content.whyChooseUs.title, content.process.title]) {
      expect(title.length).toBeGreaterThan(5);
    }
  });

  it("links three related services that exist and are not itself", async () => {
    const content = await loadAppraisalPageContent(slug as AppraisalTypeSlug);
    expect(content.relatedSlugs).toHaveLength(3);
    expect(new Set(content.relatedSlugs).size).toBe(3);
    for (const related of content.relatedSlugs) {
      expect(findAppraisalType(related), related).toBeDefined();
      expect(related).not.toBe(slug);
    }
  });
});

describe("the pages' copy is distinct", () => {
  it("no two pages share a title, description, hero text or question", async () => {
    const contents = await Promise.all(appraisalTypes.map((type) => loadAppraisalPageContent(type.slug)));
    for (const pick of [
      (c: AppraisalPageContent) => [c.seoTitle],
      (c: AppraisalPageContent) => [c.seoDescription],
      (c: AppraisalPageContent) => [c.heroDescription],
      (c: AppraisalPageContent) => c.commonQuestions.map((q) => q.question),
      (c: AppraisalPageContent) => c.whatIsIt.paragraphs,
    ]) {
      const all = contents.flatMap(pick);
      expect(new Set(all).size).toBe(all.length);
    }
  });
});

describe("the figures of docs/product.md §2.9 appear on their pages", () => {
  const figures: Record<string, (string | RegExp)[]> = {
    purchase: ["$400–$600", "3 business days"],
    refinance: ["120 days", "3–5 business days"],
    divorce: ["5–7 business days", "equitable distribution"],
    litigation: ["$2,500", "$10,000"],
    "tax-appeal": ["April 1", "45 days", "October 1"],
    "gift-tax": ["$18,000", "$36,000", "$13.61 million", "Form 709"],
    "pre-listing": ["3–5 business days"],
    relocation: ["24–48 hours"],
    bankruptcy: ["$25,150", "48–72 hours"],
    "pmi-removal": ["80%", "75%", "22%", "June 2013", "3–5 business days"],
    "charitable-donation": ["$5,000", "60 days", "40%", "Form 8283"],
    retrospective: ["5–10 years", "25–50%"],
    land: ["highest and best use"],
    portfolio: ["20–35%", "2–3 weeks", "5–10 properties", "4–6 weeks", "20–50", "every 2–3 years"],
    estate: ["$13.61 million", "inheritance tax"],
  };

  it.each(Object.entries(figures))("%s", async (slug, expected) => {
    const text = pageText(await loadAppraisalPageContent(slug as AppraisalTypeSlug));
    for (const figure of expected) expect(text).toContain(figure);
  });

  it("says a split gift is reported on Form 709 (the $36,000 is not filing-free)", async () => {
    const text = pageText(await loadAppraisalPageContent("gift-tax"));
    expect(text).toContain("elect to split a gift made by one of them must file Form 709");
    expect(text).not.toMatch(/split gifts?\)? without filing/);
  });

  it("dates the $25,150 homestead figure (2019–2022) and says it is adjusted every three years", async () => {
    const text = pageText(await loadAppraisalPageContent("bankruptcy"));
    expect(text).toContain("was $25,150 per filer for cases filed from April 2019 to March 2022");
    expect(text).toContain("adjusted every three years");
  });
});

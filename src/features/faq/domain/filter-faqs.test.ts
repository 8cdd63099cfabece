import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { faqCategories } from "@/content/faqs";
import { filterFaqCategories, normalizeFaqSearch } from "@/features/faq/domain/filter-faqs";

const categories = [
  {
    id: "a",
    questions: [
      { id: "a1", question: "How much does an Appraisal cost?", answer: "Between $400 and $800." },
      { id: "a2", question: "Do you take Zelle?", answer: "Yes, and checks." },
    ],
  },
  {
    id: "b",
    questions: [{ id: "b1", question: "How long is the inspection?", answer: "About 30–60 minutes." }],
  },
];

describe("filterFaqCategories", () => {
  it("shows every category and question for a blank search", () => {
    for (const search of ["", "   ", "\t\n"]) {
      const result = filterFaqCategories(categories, search);
      expect(result).toEqual({ categories, matchCount: 3, totalCount: 3, isSearching: false });
    }
  });

  it("matches question text case-insensitively and hides categories without a match", () => {
    const result = filterFaqCategories(categories, "APPRAISAL");
    expect(result.isSearching).toBe(true);
    expect(result.categories.map((category) => category.id)).toEqual(["a"]);
    expect(result.categories[0]!.questions.map((question) => question.id)).toEqual(["a1"]);
    expect(result).toMatchObject({ matchCount: 1, totalCount: 3 });
  });

  it("matches answer text too, and trims the search", () => {
    const result = filterFaqCategories(categories, "  minutes ");
    expect(result.categories.map((category) => category.id)).toEqual(["b"]);
    expect(result.matchCount).toBe(1);
  });

  it("keeps the original order across categories", () => {
    const result = filterFaqCategories(categories, "how");
    expect(result.categories.flatMap((category) => category.questions.map((question) => question.id))).toEqual(["a1", "b1"]);
  });

  it("finds nothing for a text no question contains", () => {
    expect(filterFaqCategories(categories, "mortgage broker fees")).toEqual({
      categories: [],
      matchCount: 0,
      totalCount: 3,
      isSearching: true,
    });
  });

  it("does not change the input", () => {
    const before = structuredClone(categories);
    filterFaqCategories(categories, "zelle");
    expect(categories).toEqual(before);
  });

  it("property: every shown question contains the search, every hidden one does not, counts add up", () => {
    const words = faqCategories.flatMap((category) => category.questions.flatMap((q) => q.question.split(/\s+/)));
    const searchText = fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(searchText, fc.boolean(), (text, upper) => {
        const search = upper ? text.toUpperCase() : text;
        const result = filterFaqCategories(faqCategories, search);
        const needle = normalizeFaqSearch(search);
        const shown = new Set(result.categories.flatMap((category) => category.questions.map((question) => question.id)));
        for (const question of faqCategories.flatMap((category) => category.questions)) {
          const contains = `${question.question}\n${question.answer}`.toLocaleLowerCase("en-US").includes(needle);
          expect(shown.has(question.id)).toBe(needle === "" || contains);
        }
        expect(result.matchCount).toBe(shown.size);
        expect(result.categories.every((category) => category.questions.length > 0)).toBe(true);
        expect(result.totalCount).toBe(faqCategories.reduce((sum, category) => sum + category.questions.length, 0));
      }),
    );
  });
});

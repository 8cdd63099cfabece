import { describe, expect, it } from "vitest";
import { allFaqQuestions, faqCategories, faqQuickAnswers } from "@/content/faqs";
import { faqFeedbackSchema } from "#schemas/faq-feedback.ts";

describe("FAQ content", () => {
  it("has eight categories and at least 40 questions", () => {
    expect(faqCategories).toHaveLength(8);
    expect(allFaqQuestions.length).toBeGreaterThanOrEqual(40);
    for (const category of faqCategories) expect(category.questions.length, category.id).toBeGreaterThanOrEqual(4);
  });

  it("uses unique ids that the faq_feedback schema accepts", () => {
    const categoryIds = faqCategories.map((category) => category.id);
    expect(new Set(categoryIds).size).toBe(categoryIds.length);
    const ids = allFaqQuestions.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const question of allFaqQuestions) {
      expect(faqFeedbackSchema.safeParse({ question_id: question.id, question: question.question, helpful: true }).success, question.id).toBe(true);
      expect(question.answer.length, question.id).toBeGreaterThan(60);
    }
  });

  it("has the four quick answers, each pointing at a category", () => {
    expect(faqQuickAnswers.map((card) => card.title)).toEqual(["Quick Turnaround", "Transparent Pricing", "USPAP Compliant", "Photography Services"]);
    for (const card of faqQuickAnswers) expect(faqCategories.some((category) => category.id === card.categoryId)).toBe(true);
  });

  it("states the spec's figures", () => {
    const text = allFaqQuestions.map((question) => question.answer).join("\n");
    for (const figure of ["$400 and $800", "5,000 sq ft", "3 business days", "30–60 minutes", "24 hours' notice", "120 days", "24–48 hours' notice", "25–40", "10–15", "2–3 business days", "4–5", "Zelle", "within 24 hours of your request"]) {
      expect(text).toContain(figure);
    }
  });
});

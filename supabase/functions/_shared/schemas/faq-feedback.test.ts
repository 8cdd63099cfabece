import { describe, expect, it } from "vitest";
import { faqFeedbackSchema } from "./faq-feedback.ts";

describe("faqFeedbackSchema", () => {
  it("accepts a well-formed answer and trims it", () => {
    expect(faqFeedbackSchema.parse({ question_id: " appraisal-cost ", question: " How much? ", helpful: false })).toEqual({
      question_id: "appraisal-cost",
      question: "How much?",
      helpful: false,
    });
  });

  it.each([
    [{ question_id: "", question: "Q?", helpful: true }, "question_id is required"],
    [{ question_id: "Not A Slug", question: "Q?", helpful: true }, "question_id must be a kebab-case id"],
    [{ question_id: "a".repeat(101), question: "Q?", helpful: true }, "question_id must be at most 100 characters"],
    [{ question_id: "cost", question: "   ", helpful: true }, "question is required"],
    [{ question_id: "cost", question: "q".repeat(501), helpful: true }, "question must be at most 500 characters"],
  ])("rejects %j", (input, message) => {
    const result = faqFeedbackSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("rejects a helpful value that is not a boolean", () => {
    expect(faqFeedbackSchema.safeParse({ question_id: "cost", question: "Q?", helpful: "yes" }).success).toBe(false);
  });
});

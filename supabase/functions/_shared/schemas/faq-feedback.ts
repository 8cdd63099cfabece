import { z } from "zod";

/**
 * A visitor's helpful / not-helpful answer on one FAQ (docs/product.md §2.3, §2.8),
 * inserted by the browser into `faq_feedback` with the anon key (insert only).
 * The limits mirror the table's check constraints, so a payload that passes here
 * is one the database accepts.
 */

export const FAQ_FEEDBACK_LIMITS = {
  questionIdMax: 100,
  questionMax: 500,
} as const;

/** FAQ ids are kebab-case slugs, e.g. "appraisal-cost". */
export const FAQ_QUESTION_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The row as inserted (column names of `faq_feedback`). */
export const faqFeedbackSchema = z.object({
  question_id: z
    .string()
    .trim()
    .min(1, "question_id is required")
    .max(FAQ_FEEDBACK_LIMITS.questionIdMax, `question_id must be at most ${FAQ_FEEDBACK_LIMITS.questionIdMax} characters`)
    .regex(FAQ_QUESTION_ID_PATTERN, "question_id must be a kebab-case id"),
  question: z
    .string()
    .trim()
    .min(1, "question is required")
    .max(FAQ_FEEDBACK_LIMITS.questionMax, `question must be at most ${FAQ_FEEDBACK_LIMITS.questionMax} characters`),
  helpful: z.boolean(),
});

export type FaqFeedbackInput = z.input<typeof faqFeedbackSchema>;
export type FaqFeedbackRow = z.output<typeof faqFeedbackSchema>;

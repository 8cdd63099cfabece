import { useState } from "react";
import { toast } from "sonner";
import { ThumbsDownIcon, ThumbsUpIcon } from "@/components/ui/icons";
import type { FaqQuestion } from "@/content/faqs";
import { useSubmitFaqFeedback } from "@/features/faq/api/submit-faq-feedback";

export const FAQ_FEEDBACK_MESSAGES = {
  helpful: "Thanks for your feedback!",
  notHelpful: "Thanks! We'll work on improving this answer.",
  failed: "We couldn't save your feedback. Please try again.",
} as const;

const buttonClass =
  "inline-flex h-9 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 " +
  "hover:border-brand-600 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 " +
  "disabled:cursor-not-allowed disabled:opacity-60";

/** "Was this answer helpful?" Yes / No, stored in faq_feedback; one answer per question per visit. */
export function FaqFeedback({ question }: { question: FaqQuestion }) {
  const [recorded, setRecorded] = useState<boolean | null>(null);
  const mutation = useSubmitFaqFeedback();

  const send = (helpful: boolean) => {
    mutation.mutate(
      { question_id: question.id, question: question.question, helpful },
      {
        onSuccess: () => {
          setRecorded(helpful);
          toast.success(helpful ? FAQ_FEEDBACK_MESSAGES.helpful : FAQ_FEEDBACK_MESSAGES.notHelpful);
        },
        onError: () => {
          toast.error(FAQ_FEEDBACK_MESSAGES.failed);
        },
      },
    );
  };

  const headingId = `feedback-${question.id}`;
  return (
    <div role="group" aria-labelledby={headingId} className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3">
      <span id={headingId} className="text-sm text-slate-600">
        Was this answer helpful?
      </span>
      {recorded === null ? (
        <>
          <button type="button" className={buttonClass} disabled={mutation.isPending} onClick={() => send(true)}>
            <ThumbsUpIcon className="h-4 w-4" /> Yes
          </button>
          <button type="button" className={buttonClass} disabled={mutation.isPending} onClick={() => send(false)}>
            <ThumbsDownIcon className="h-4 w-4" /> No
          </button>
        </>
      ) : (
        <span role="status" className="text-sm font-medium text-brand-800">
          {recorded ? "You found this answer helpful." : "You told us this answer needs work."}
        </span>
      )}
    </div>
  );
}

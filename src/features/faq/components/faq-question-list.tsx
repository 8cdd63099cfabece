import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { FaqQuestion } from "@/content/faqs";
import { FaqFeedback } from "@/features/faq/components/faq-feedback";
import { disclosureFocusIndex } from "@/features/faq/domain/disclosure-keys";

/**
 * One category's questions as native disclosures (docs/decisions/053): each question is a
 * `<details>` whose `<summary>` holds the question as an h3, and the answer is in the HTML,
 * so it opens without JavaScript and find-in-page reaches a closed answer. `name` makes the
 * browser keep one question of the category open; the toggle listener does the same where
 * `name` is not supported yet. Arrow keys, Home and End move between the questions as in
 * the accordion pattern. The feedback buttons render once a question has been opened, so
 * the closed questions hydrate as plain markup.
 */
export function FaqQuestionList({ group, questions }: { group: string; questions: readonly FaqQuestion[] }) {
  const list = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const remember = (ids: string[]) =>
      setOpened((current) => (ids.every((id) => current.has(id)) ? current : new Set([...current, ...ids])));
    // A question opened before the page hydrated (the disclosure works without JavaScript).
    remember([...root.querySelectorAll<HTMLDetailsElement>("details[open]")].map((item) => item.dataset.question ?? ""));
    // `toggle` does not bubble: listen in the capture phase, once for the whole list.
    const onToggle = (event: Event) => {
      const item = event.target;
      if (!(item instanceof HTMLDetailsElement) || !item.open || item.parentElement !== root) return;
      for (const other of root.querySelectorAll<HTMLDetailsElement>(":scope > details[open]")) if (other !== item) other.open = false;
      remember([item.dataset.question ?? ""]);
    };
    root.addEventListener("toggle", onToggle, true);
    return () => root.removeEventListener("toggle", onToggle, true);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const summaries = [...event.currentTarget.querySelectorAll<HTMLElement>(":scope > details > summary")];
    const next = disclosureFocusIndex(event.key, summaries.indexOf(event.target as HTMLElement), summaries.length);
    if (next === null || !summaries.includes(event.target as HTMLElement)) return;
    event.preventDefault();
    summaries[next]?.focus();
  };

  return (
    <div ref={list} onKeyDown={onKeyDown} className="mt-4 rounded-2xl border border-slate-200 bg-white px-5">
      {questions.map((question) => (
        <details key={question.id} name={group} data-question={question.id} className="group border-b border-slate-200 last:border-b-0">
          <summary
            className={
              "flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-left text-slate-900 " +
              "hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 " +
              "[&::-webkit-details-marker]:hidden"
            }
          >
            <h3 className="m-0 text-base font-semibold">{question.question}</h3>
            <ChevronDownIcon className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <div className="pb-4 leading-relaxed text-slate-700">
            <p>{question.answer}</p>
            {opened.has(question.id) && <FaqFeedback question={question} />}
          </div>
        </details>
      ))}
    </div>
  );
}

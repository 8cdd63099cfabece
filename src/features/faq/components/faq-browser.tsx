import { useEffect, useId, useRef, useState, type ComponentType, type SVGProps } from "react";
import { Link } from "react-router-dom";
import { buttonClasses } from "@/components/ui/button";
import {
  CalendarIcon,
  CameraIcon,
  ClockIcon,
  DollarIcon,
  HomeIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  ScaleIcon,
  SearchIcon,
  ShieldIcon,
} from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { faqQuickAnswers, type FaqCategory, type FaqCategoryIcon } from "@/content/faqs";
import { FaqQuestionList } from "@/features/faq/components/faq-question-list";
import { filterFaqCategories } from "@/features/faq/domain/filter-faqs";
import { jumpScrollTop } from "@/features/faq/domain/jump-scroll";
import { prefersReducedMotion } from "@/lib/prefers-reduced-motion";
import { useAdoptTypedValue } from "@/lib/use-adopt-typed-value";
import { TextInput } from "@/components/forms";

const categoryIcons: Record<FaqCategoryIcon, ComponentType<SVGProps<SVGSVGElement>>> = {
  home: HomeIcon,
  dollar: DollarIcon,
  calendar: CalendarIcon,
  clock: ClockIcon,
  shield: ShieldIcon,
  scale: ScaleIcon,
  camera: CameraIcon,
  map: MapPinIcon,
};

/** A 'Still have questions' card follows every this-many categories (when more follow). */
const STILL_HAVE_QUESTIONS_EVERY = 3;

function scrollToCategory(categoryId: string): boolean {
  const element = document.getElementById(categoryId);
  if (!element) return false;
  window.scrollTo({ top: jumpScrollTop(element.getBoundingClientRect().top, window.scrollY), behavior: prefersReducedMotion() ? "auto" : "smooth" });
  return true;
}

function questionCountLabel(count: number): string {
  return `${count} ${count === 1 ? "question" : "questions"}`;
}

/**
 * The FAQ page body: search with its results count, category navigator, quick-answer
 * cards, each category's questions as native disclosures, one open at a time, with feedback
 * (docs/decisions/053), the empty state and
 * the 'Still have questions' cards between categories.
 */
export function FaqBrowser({ categories }: { categories: readonly FaqCategory[] }) {
  const [search, setSearch] = useState("");
  const searchInput = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(searchInput, search, setSearch);
  const [pendingJump, setPendingJump] = useState<string | null>(null);
  const searchId = useId();
  const result = filterFaqCategories(categories, search);

  // A jump to a category that the search is hiding: clear the search, then scroll once it renders.
  useEffect(() => {
    if (pendingJump && !result.isSearching) {
      scrollToCategory(pendingJump);
      setPendingJump(null);
    }
  }, [pendingJump, result.isSearching]);

  const jumpTo = (categoryId: string) => {
    if (result.categories.some((category) => category.id === categoryId)) {
      scrollToCategory(categoryId);
    } else {
      setSearch("");
      setPendingJump(categoryId);
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <div role="search" aria-label="FAQs">
        <label htmlFor={searchId} className="block text-sm font-semibold text-slate-900">
          Search FAQs
        </label>
        <div className="relative mt-2">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
          <TextInput
            ref={searchInput}
            size="lg"
            withIcon
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="e.g. cost, inspection, PMI, drone"
            autoComplete="off"
          />
        </div>
        <p aria-live="polite" className="mt-2 text-sm text-slate-600">
          Showing {result.matchCount} of {result.totalCount} questions
        </p>
      </div>

      {!result.isSearching && (
        <nav aria-label="FAQ categories" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    jumpTo(category.id);
                  }}
                  className="inline-flex items-center rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {category.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section aria-labelledby="quick-answers-heading" className="mt-10">
        <h2 id="quick-answers-heading" className="sr-only">
          Quick answers
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {faqQuickAnswers.map((card) => (
            <li key={card.title}>
              <button
                type="button"
                onClick={() => jumpTo(card.categoryId)}
                className="h-full w-full rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span className="block font-semibold text-slate-900">{card.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{card.text}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      {result.categories.length === 0 ? (
        <div role="status" className="mt-12 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <SearchIcon className="mx-auto h-10 w-10 text-slate-400" />
          <h2 className="mt-4 text-xl font-bold text-slate-900">No results found</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-600">
            We couldn&apos;t find any FAQs matching &quot;{search.trim()}&quot;. Try different keywords or browse our categories
            above.
          </p>
          <button type="button" onClick={() => setSearch("")} className={buttonClasses({ variant: "outline", className: "mt-6" })}>
            Clear search
          </button>
        </div>
      ) : (
        <div className="mt-12 space-y-12">
          {result.categories.map((category, index) => {
            const Icon = categoryIcons[category.icon];
            const headingId = `${category.id}-heading`;
            const showStillHaveQuestions =
              (index + 1) % STILL_HAVE_QUESTIONS_EVERY === 0 && index < result.categories.length - 1;
            return (
              <div key={category.id} className="space-y-12">
                <section id={category.id} aria-labelledby={headingId} className="scroll-mt-[100px]">
                  <div className="flex flex-wrap items-center gap-3">
                    <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon className="h-5 w-5" />
                    </span>
                    <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
                      {category.title}
                    </h2>
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">
                      {questionCountLabel(category.questions.length)}
                    </span>
                  </div>
                  <FaqQuestionList group={`faq-${category.id}`} questions={category.questions} />
                </section>
                {showStillHaveQuestions && <StillHaveQuestions />}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** Call Us (phone link) and Email Us (the contact page). */
export function StillHaveQuestions() {
  return (
    <aside aria-label="Still have questions?" className="rounded-2xl bg-brand-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6">
      <div>
        <p className="text-lg font-semibold text-slate-900">Still have questions?</p>
        <p className="mt-1 text-slate-700">Talk to an appraiser, {site.hours.text}.</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-3 sm:mt-0">
        <a href={site.phoneHref} className={buttonClasses()}>
          <PhoneIcon /> Call Us
        </a>
        <Link to={paths.contact()} className={buttonClasses({ variant: "outline" })}>
          <MailIcon /> Email Us
        </Link>
      </div>
    </aside>
  );
}

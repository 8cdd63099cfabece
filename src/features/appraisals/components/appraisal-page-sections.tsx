import { Link } from "react-router-dom";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { CheckIcon, ClockIcon, PhoneIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import type { AppraisalType } from "@/content/appraisal-types";
import type { AppraisalPageContent } from "@/content/appraisals/page-content";

/**
 * The sections of an appraisal service page (docs/product.md §2.2 "Appraisal service pages"),
 * each a landmark-labelled <section> with an h2, in the order the page shows them.
 */

const sectionHeading = "text-2xl font-bold tracking-tight text-slate-900";

export function WhatIsItSection({ content }: { content: AppraisalPageContent }) {
  return (
    <section aria-labelledby="what-is-it-heading">
      <h2 id="what-is-it-heading" className={sectionHeading}>
        {content.whatIsIt.title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
        {content.whatIsIt.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

export function WhenNeededSection({ content }: { content: AppraisalPageContent }) {
  return (
    <section aria-labelledby="when-needed-heading" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 id="when-needed-heading" className={sectionHeading}>
        {content.whenNeeded.title}
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {content.whenNeeded.scenarios.map((scenario) => (
          <li key={scenario} className="flex gap-3 text-slate-800">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{scenario}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WhyChooseUsSection({ content }: { content: AppraisalPageContent }) {
  return (
    <section aria-labelledby="why-choose-us-heading">
      <h2 id="why-choose-us-heading" className={sectionHeading}>
        {content.whyChooseUs.title}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {content.whyChooseUs.benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="font-semibold text-slate-900">{benefit.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{benefit.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProcessSection({ content }: { content: AppraisalPageContent }) {
  return (
    <section aria-labelledby="process-heading">
      <h2 id="process-heading" className={sectionHeading}>
        {content.process.title}
      </h2>
      <ol className="mt-5 space-y-4">
        {content.process.steps.map((step, index) => (
          <li key={step.step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.step}
              </h3>
              <p className="mt-1 leading-relaxed text-slate-700">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CommonQuestionsSection({ content }: { content: AppraisalPageContent }) {
  return (
    <section aria-labelledby="common-questions-heading">
      <h2 id="common-questions-heading" className={sectionHeading}>
        Common Questions
      </h2>
      <Accordion type="single" collapsible className="mt-4 rounded-2xl border border-slate-200 bg-white px-5">
        {content.commonQuestions.map((item, index) => (
          <AccordionItem key={item.question} value={`question-${index}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

export function RelatedServicesSection({ related }: { related: readonly AppraisalType[] }) {
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className={sectionHeading}>
        Related Services
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {related.map((item) => (
          <li key={item.slug}>
            <Link
              to={paths.appraisal(item.slug)}
              className="block h-full rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-500 hover:shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <span className="font-semibold text-brand-800">{item.title}</span>
              <span className="mt-2 block text-sm leading-relaxed text-slate-600">{item.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order card: sticky beside the content on wide screens, after it on small ones. */
export function OrderCard({ type, content }: { type: AppraisalType; content: AppraisalPageContent }) {
  return (
    <aside aria-labelledby="order-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
      <h2 id="order-heading" className="text-lg font-semibold text-slate-900">
        Order a {content.serviceName}
      </h2>
      <p className="mt-2 text-sm text-slate-600">Get an instant price online, or talk to an appraiser about your situation.</p>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-700">
        <ClockIcon className="h-4 w-4 text-brand-700" aria-hidden="true" />
        <span>
          <span className="font-semibold">Turnaround:</span> {content.turnaround}
        </span>
      </p>
      <div className="mt-5 grid gap-3">
        <QuoteLinkButton preset={{ service: "appraisal", appraisalType: type.slug }} size="md">
          Request Quote Online
        </QuoteLinkButton>
        <a
          href={site.phoneHref}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 text-sm font-semibold text-slate-800 hover:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <PhoneIcon className="h-4 w-4" /> Call {site.phone}
        </a>
      </div>
      <p className="mt-4 text-xs text-slate-500">{site.hours.text}. Licensed & insured, USPAP-compliant.</p>
    </aside>
  );
}

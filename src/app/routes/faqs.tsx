import { Link } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { buttonClasses } from "@/components/ui/button";
import { MailIcon, PhoneIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { INSPECTION_DURATION, TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";

/** The date the FAQ content was last reviewed. */
const FAQ_UPDATED = new Date("2025-01-20T12:00:00Z");
const updatedLabel = FAQ_UPDATED.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

const breadcrumb = [{ label: "Home", to: paths.home() }, { label: "FAQs" }];

const questions = [
  {
    id: "what-is-an-appraisal",
    question: "What is a home appraisal?",
    answer:
      "An appraisal is a licensed appraiser's independent opinion of a property's market value, based on an inspection of the home and an analysis of comparable recent sales. Lenders, courts, attorneys and the IRS rely on it when money depends on what a property is worth.",
  },
  {
    id: "cost",
    question: "How much does a home appraisal cost?",
    answer:
      "Most residential appraisals in New Jersey cost between $400 and $800, depending on the property's size, type and the purpose of the report. Homes over 5,000 sq ft, waterfront and multi-structure properties, and rush orders carry additional fees.",
  },
  {
    id: "how-long",
    question: "How long does an appraisal take?",
    answer: `The on-site inspection usually takes ${INSPECTION_DURATION}. Your completed report is delivered within ${TURNAROUND_BUSINESS_DAYS} business days after the inspection.`,
  },
  {
    id: "uspap",
    question: "Are your appraisals USPAP-compliant?",
    answer:
      "Yes. Every report follows the Uniform Standards of Professional Appraisal Practice and is prepared by a New Jersey licensed appraiser.",
  },
];

export function FaqsPage() {
  return (
    <>
      <Head
        title="Frequently Asked Questions"
        description="Answers about New Jersey home appraisals and real estate photography: costs, timelines, inspections, USPAP compliance, scheduling and payment."
        canonicalPath={paths.faqs()}
        jsonLd={[
          {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            mainEntity: questions.map((item) => ({
              "@type": "Question",
              name: item.question,
              acceptedAnswer: { "@type": "Answer", text: item.answer },
            })),
          },
          breadcrumbJsonLd(breadcrumb, paths.faqs()),
        ]}
      />
      <PageHero
        eyebrow={`Updated ${updatedLabel}`}
        title="Frequently Asked Questions"
        intro="Straight answers about appraisals, property photography, pricing and scheduling in New Jersey."
        breadcrumb={breadcrumb}
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr] lg:px-8">
        <section aria-labelledby="faq-general-heading">
          <h2 id="faq-general-heading" className="text-xl font-bold text-slate-900">
            Appraisal basics
          </h2>
          <Accordion type="single" collapsible className="mt-4 rounded-2xl border border-slate-200 bg-white px-5">
            {questions.map((item) => (
              <AccordionItem key={item.id} value={item.id}>
                <AccordionTrigger>{item.question}</AccordionTrigger>
                <AccordionContent>{item.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>

        <aside aria-labelledby="still-questions-heading" className="h-fit rounded-2xl bg-brand-50 p-6">
          <h2 id="still-questions-heading" className="text-lg font-semibold text-slate-900">
            Still have questions?
          </h2>
          <p className="mt-2 text-slate-700">Our team is available {site.hours.text}.</p>
          <div className="mt-5 grid gap-3">
            <a href={site.phoneHref} className={buttonClasses()}>
              <PhoneIcon /> Call Us
            </a>
            <Link to={paths.contact()} className={buttonClasses({ variant: "outline" })}>
              <MailIcon /> Email Us
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}

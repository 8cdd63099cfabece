import { Link } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd, faqPageJsonLd } from "@/components/seo/structured-data";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { buttonClasses } from "@/components/ui/button";
import { PhoneIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { allFaqQuestions, faqCategories, FAQ_UPDATED_AT } from "@/content/faqs";
import { FaqBrowser } from "@/features/faq/components/faq-browser";
import { ScrollToTopButton } from "@/features/faq/components/scroll-to-top-button";
import { formatUtcMonthYear } from "@/lib/format-date";

/**
 * "January 2025", from the fixed review date (UTC, so server and browser agree; written by
 * lib/format-date.ts without an Intl formatter, whose first use costs a long task).
 */
const updatedLabel = formatUtcMonthYear(Date.parse(`${FAQ_UPDATED_AT}T12:00:00Z`));

const breadcrumb = [{ label: "Home", to: paths.home() }, { label: "FAQs" }];

export function FaqsPage() {
  return (
    <>
      <Head
        title="Frequently Asked Questions"
        description="Answers about New Jersey home appraisals and real estate photography: costs, turnaround, inspections, USPAP compliance, scheduling, payment and service area."
        canonicalPath={paths.faqs()}
        jsonLd={[faqPageJsonLd(allFaqQuestions), breadcrumbJsonLd(breadcrumb, paths.faqs())]}
      />
      <PageHero
        eyebrow={`Updated ${updatedLabel}`}
        title="Frequently Asked Questions"
        intro="Straight answers about appraisals, property photography, pricing and scheduling in New Jersey."
        breadcrumb={breadcrumb}
      />

      <FaqBrowser categories={faqCategories} />

      <section aria-labelledby="faq-cta-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center sm:px-6 lg:px-8">
          <h2 id="faq-cta-heading" className="text-3xl font-bold tracking-tight">
            Ready to Schedule Your Appraisal?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">
            Get an instant price online, or call us and a licensed New Jersey appraiser will answer your questions.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <QuoteLinkButton>Get Your Free Quote</QuoteLinkButton>
            <a href={site.phoneHref} className={buttonClasses({ variant: "inverse", size: "lg" })}>
              <PhoneIcon className="h-5 w-5" /> {site.phone}
            </a>
            <Link to={paths.contact()} className={buttonClasses({ variant: "inverse", size: "lg" })}>
              Contact Us
            </Link>
          </div>
        </div>
      </section>

      <ScrollToTopButton />
    </>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon, CheckIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { paths, SERVICES_SECTIONS, type ServicesSection } from "@/config/paths";
import { findAppraisalType } from "@/content/appraisal-types";
import { TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";
import { appraisalFeatures, appraisalGroups, mediaServiceCards, startingPriceRows } from "@/content/services";
import { serviceStartingPricesQueryOptions, useServiceStartingPrices } from "@/features/services/api/get-service-starting-prices";
import { SampleReportCard } from "@/features/services/components/sample-report-card";
import { useHashHighlight } from "@/features/services/components/use-hash-highlight";
import { formatStartingPrice } from "@/features/services/domain/starting-prices";
import { cn } from "@/lib/cn";
import { prefetchForRoute, type PageLoaderArgs } from "@/lib/route-query-client";
import { containerClass } from "@/components/layout/container";
import { SectionHeading } from "@/components/layout/section-heading";

const jumpLinkClasses = buttonClasses({ variant: "secondary", size: "sm", className: "bg-white" });
const highlightClasses = "ring-4 ring-accent-400 ring-offset-4 ring-offset-white transition-shadow duration-500";

/** A page section that can be the target of the URL hash (and then is highlighted for 3 s). */
function HashSection({
  id,
  highlighted,
  className,
  children,
}: {
  id: ServicesSection;
  highlighted: string | null;
  className?: string;
  children: ReactNode;
}) {
  const isHighlighted = highlighted === id;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-highlighted={isHighlighted ? "true" : undefined}
      className={cn("scroll-mt-36 rounded-sm", isHighlighted && highlightClasses, className)}
    >
      {children}
    </section>
  );
}

function FromPrice({ price }: { price: number }) {
  return <p className="text-sm font-semibold text-brand-700">From {formatStartingPrice(price)}</p>;
}

/**
 * Prefetches the services' starting prices: the prerendered page carries the real 'From $X'
 * prices; in the browser the page renders at once with the defaults while they load.
 */
export async function servicesPageLoader({ queryClient }: PageLoaderArgs): Promise<null> {
  await prefetchForRoute(queryClient, serviceStartingPricesQueryOptions(), { blockInBrowser: false });
  return null;
}
export function ServicesPage() {
  const prices = useServiceStartingPrices();
  const highlighted = useHashHighlight(SERVICES_SECTIONS);
  const breadcrumb = [{ label: "Home", to: paths.home() }, { label: "Services" }];

  return (
    <>
      <Head
        title="Appraisal & Real Estate Photography Services"
        description={`Residential appraisals for purchase, refinance, estate, divorce, tax appeal and more, plus real estate photography, drone aerials, floor plans and tours across New Jersey.`}
        canonicalPath={paths.services()}
        jsonLd={breadcrumbJsonLd(breadcrumb, paths.services())}
      />
      <PageHero
        eyebrow="Our services"
        title="Appraisal & Property Photography Services"
        intro={`Licensed residential appraisals delivered within ${TURNAROUND_BUSINESS_DAYS} business days, and professional media that helps New Jersey listings stand out.`}
        breadcrumb={breadcrumb}
      />

      <nav aria-label="Service categories" className="sticky top-16 z-20 border-b border-slate-200 bg-slate-50/95 backdrop-blur">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-3 sm:px-6 lg:px-8">
          <li>
            <Link to={paths.services("appraisal-services")} preventScrollReset className={jumpLinkClasses}>
              Appraisal Services
            </Link>
          </li>
          <li>
            <Link to={paths.services("photography-services")} preventScrollReset className={jumpLinkClasses}>
              Photography Services
            </Link>
          </li>
          <li>
            <Link to={paths.services("pricing")} preventScrollReset className={jumpLinkClasses}>
              Pricing
            </Link>
          </li>
        </ul>
      </nav>

      <HashSection id="appraisal-services" highlighted={highlighted} className={containerClass("7xl", 16)}>
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div>
            <SectionHeading id="appraisal-services-heading">
              Appraisal Services
            </SectionHeading>
            <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
              USPAP-compliant appraisals of single-family homes, 2–4 unit properties, condos, townhomes and land. Each report is
              prepared by a New Jersey licensed appraiser after an on-site inspection and is accepted by lenders. Choose the
              purpose of your appraisal below to learn what it involves.
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">Residential Appraisal</h3>
            <FromPrice price={prices.appraisal} />
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              {appraisalFeatures.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <QuoteLinkButton preset={{ service: "appraisal" }} size="md" className="mt-5 w-full">
              Get an Appraisal Quote
            </QuoteLinkButton>
          </div>
        </div>

        <Accordion type="multiple" defaultValue={appraisalGroups.map((group) => group.id)} className="mt-10 space-y-4">
          {appraisalGroups.map((group) => (
            <AccordionItem key={group.id} value={group.id} className="rounded-2xl border border-slate-200 bg-white px-6 last:border-b">
              <AccordionTrigger>
                <span>
                  {group.title}
                  <span className="block text-sm font-normal text-slate-600">
                    {group.summary} {group.types.length} appraisal types.
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.types.flatMap((slug) => findAppraisalType(slug) ?? []).map((type) => (
                    <li key={type.slug}>
                      <Link
                        to={paths.appraisal(type.slug)}
                        className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-brand-500 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                      >
                        <span className="font-semibold text-slate-900 group-hover:text-brand-800">{type.title}</span>
                        <span className="mt-1 flex-1 text-sm leading-relaxed text-slate-600">{type.description}</span>
                        <span className="mt-3 text-sm font-semibold text-brand-700">From {formatStartingPrice(prices.appraisal)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>

        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border border-accent-200 bg-accent-50 p-6">
            <h3 className="text-lg font-semibold text-slate-900">Commercial property?</h3>
            <p className="mt-2 text-slate-700">
              Commercial appraisals (office, retail, industrial and mixed-use buildings) are arranged by direct contact only.
              Tell us about the property and its intended use, and we will reply with a scope and fee.
            </p>
            <Link to={paths.contact()} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              Contact us about a commercial appraisal <ArrowRightIcon className="h-4 w-4" />
            </Link>
          </div>
          <HashSection id="sample-report" highlighted={highlighted}>
            <h2 id="sample-report-heading" className="sr-only">
              Sample appraisal report
            </h2>
            <SampleReportCard />
          </HashSection>
        </div>
      </HashSection>

      <div className="bg-slate-50">
        <HashSection id="photography-services" highlighted={highlighted} className={containerClass("7xl", 16)}>
          <SectionHeading id="photography-services-heading">
            Photography & Media Services
          </SectionHeading>
          <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
            Listing media from the same team that appraises New Jersey homes every day: we know what buyers look for and how to
            show it. Book individual services or combine them into a package.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {mediaServiceCards.map((service) => (
              <li key={service.serviceId} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{service.title}</h3>
                <FromPrice price={prices[service.serviceId]} />
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{service.description}</p>
                <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={service.galleryTab ? paths.gallery(service.galleryTab) : paths.showcase()}
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {service.galleryTab ? "See examples" : "Browse showcases"}
                  <span className="sr-only"> of {service.title}</span> <ArrowRightIcon className="h-4 w-4" />
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <QuoteLinkButton preset={{ service: "photography" }}>Get a Photography Quote</QuoteLinkButton>
          </div>
        </HashSection>
      </div>

      <HashSection id="pricing" highlighted={highlighted} className={containerClass("4xl", 16)}>
        <SectionHeading id="pricing-heading">
          Starting Prices
        </SectionHeading>
        <p className="mt-3 text-slate-700">
          Prices start with the smallest homes (under 1,500 square feet) and rise with living area. Properties over 5,000
          square feet, waterfront or multi-structure properties and rush orders carry an added fee. The instant quote shows
          your exact price, and any discount code, before you book.
        </p>
        <table className="mt-6 w-full text-left text-sm">
          <caption className="sr-only">Starting price of each service</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              <th scope="col" className="py-2 font-semibold">Service</th>
              <th scope="col" className="py-2 text-right font-semibold">Starting at</th>
            </tr>
          </thead>
          <tbody>
            {startingPriceRows.map((row) => (
              <tr key={row.serviceId} className="border-b border-slate-200">
                <th scope="row" className="py-3 font-medium text-slate-900">
                  {row.label} <span className="font-normal text-slate-500">({row.note})</span>
                </th>
                <td className="py-3 text-right font-semibold text-slate-900">{formatStartingPrice(prices[row.serviceId])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-8">
          <QuoteLinkButton>Get Your Exact Price</QuoteLinkButton>
        </div>
      </HashSection>
    </>
  );
}

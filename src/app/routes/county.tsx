import { Link, useMatches } from "react-router-dom";
import type { CountyRouteHandle } from "@/app/router";
import { NotFoundPage } from "@/app/not-found";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd, faqPageJsonLd } from "@/components/seo/structured-data";
import { Container } from "@/components/layout/container";
import { Section } from "@/components/layout/section";
import { SectionHeading } from "@/components/layout/section-heading";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon, CheckIcon, PhoneIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { findAppraisalType, type AppraisalTypeSlug } from "@/content/appraisal-types";
import { INSPECTION_DURATION, TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";
import { findCountyPage, type CountyPageContent } from "@/content/county-pages";
import { CountyMunicipalities } from "@/features/counties/components/county-municipalities";
import { PropertyAtAGlanceSearch } from "@/features/property-at-a-glance/components/property-at-a-glance-search";
import { serviceStartingPricesQueryOptions, useServiceStartingPrices } from "@/features/services/api/get-service-starting-prices";
import { formatStartingPrice } from "@/features/services/domain/starting-prices";
import { prefetchForRoute, type PageLoaderArgs } from "@/lib/route-query-client";

function isCountyHandle(handle: unknown): handle is CountyRouteHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as CountyRouteHandle).countySlug === "string";
}

/** The county of the current route, from the handle of the generated county route. */
function useRouteCounty(): CountyPageContent | undefined {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).find(isCountyHandle);
  return findCountyPage(handle?.countySlug);
}

/**
 * Prefetches the services' starting prices: the prerendered page carries the real 'From $X'
 * prices; in the browser the page renders at once with the defaults while they load.
 */
export async function countyPageLoader({ queryClient }: PageLoaderArgs): Promise<null> {
  await prefetchForRoute(queryClient, serviceStartingPricesQueryOptions(), { blockInBrowser: false });
  return null;
}

/** The popular-services cards of a county page (docs/product.md §2.2 County pages). */
const popularSlugs = ["purchase", "refinance", "estate", "pmi-removal", "divorce"] as const satisfies readonly AppraisalTypeSlug[];
const popularAppraisals = popularSlugs.flatMap((slug) => findAppraisalType(slug) ?? []);

export function CountyPage() {
  const county = useRouteCounty();
  const prices = useServiceStartingPrices();
  if (!county) return <NotFoundPage />;

  const path = paths.county(county.slug);
  const breadcrumb = [{ label: "Home", to: paths.home() }, { label: county.titleName }];
  const appraisalFrom = formatStartingPrice(prices.appraisal);
  const municipalityCount = county.facts.municipalities.length;
  const highlights = [
    `All ${municipalityCount} ${county.name} County municipalities served`,
    `Reports delivered within ${TURNAROUND_BUSINESS_DAYS} business days of the inspection`,
    "USPAP-compliant reports accepted by lenders",
    "Licensed and insured New Jersey appraisers",
  ];
  const faqs = [
    {
      id: "cost",
      question: `How much does a home appraisal cost in ${county.titleName}?`,
      answer: `Residential appraisals start at ${appraisalFrom} for homes under 1,500 square feet. Larger homes cost a little more, and properties over 5,000 square feet, waterfront or multi-structure properties and rush orders carry an added fee. The instant quote shows your exact price before you book.`,
    },
    {
      id: "turnaround",
      question: "How long does an appraisal take?",
      answer: `The on-site inspection usually takes ${INSPECTION_DURATION}. Your completed report is delivered within ${TURNAROUND_BUSINESS_DAYS} business days of the inspection, and rush service can be arranged with 24–48 hours' notice.`,
    },
    {
      id: "licensed",
      question: "Are your appraisers licensed?",
      answer: `Yes. Every appraisal is prepared by a New Jersey licensed appraiser, fully insured, and follows the Uniform Standards of Professional Appraisal Practice (USPAP), so lenders, attorneys, courts and the IRS can rely on it. We work in ${county.titleName} every week.`,
    },
    {
      id: "property-types",
      question: `What types of properties do you appraise in ${county.titleName}?`,
      answer:
        "We appraise residential property: single-family homes, 2–4 unit homes, condominiums, townhomes and residential land. Commercial properties are handled by direct contact only; call or send us a message to discuss one.",
    },
  ];

  return (
    <>
      <Head
        title={`${county.titleName} Real Estate Appraisals`}
        description={county.seoDescription}
        canonicalPath={path}
        jsonLd={[faqPageJsonLd(faqs), breadcrumbJsonLd(breadcrumb, path)]}
      />

      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[3fr_2fr] lg:px-8">
          <div>
            <Breadcrumb items={breadcrumb} tone="light" className="mb-6" />
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{county.titleName}, New Jersey</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
              {county.titleName} Real Estate Appraisals
            </h1>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{county.description}</p>
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2 text-brand-50">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-accent-300" />
                  {highlight}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <QuoteLinkButton preset={{ service: "appraisal" }}>Get Instant Quote</QuoteLinkButton>
              <Link to={paths.gallery()} className={buttonClasses({ variant: "inverse", size: "lg" })}>
                View Our Work
              </Link>
            </div>
          </div>
          <aside aria-label={`${county.titleName} at a glance`} className="self-center rounded-2xl bg-white/10 p-6 ring-1 ring-white/20">
            <h2 className="text-lg font-semibold">{county.titleName} overview</h2>
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-5">
              <div>
                <dt className="text-sm text-brand-100">Population (2020 census)</dt>
                <dd className="text-2xl font-bold">{county.populationText}</dd>
              </div>
              <div>
                <dt className="text-sm text-brand-100">Land area</dt>
                <dd className="text-2xl font-bold">{county.areaText}</dd>
              </div>
              <div>
                <dt className="text-sm text-brand-100">Municipalities served</dt>
                <dd className="text-2xl font-bold">{municipalityCount}</dd>
              </div>
              <div>
                <dt className="text-sm text-brand-100">Local Expertise</dt>
                <dd className="text-2xl font-bold">Certified</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-sm text-brand-100">County seat</dt>
                <dd className="font-semibold">{county.seat}</dd>
              </div>
            </dl>
          </aside>
        </div>
      </div>

      <Container as="section" labelledBy="key-features-heading" spacing={14}>
        <SectionHeading id="key-features-heading">
          What Shapes Property Values in {county.titleName}
        </SectionHeading>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {county.keyFeatures.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Container>

      <div className="bg-slate-50 px-4 py-14 sm:px-6 lg:px-8">
        <PropertyAtAGlanceSearch
          title={`Your ${county.name} County Property At A Glance`}
          description={`Look up any ${county.titleName} property by address to see its tax record: size, age, last sale, taxes and assessment. Then get an appraisal quote for it in one click.`}
          service="appraisal"
        />
      </div>

      <CountyMunicipalities county={county} />

      <Section labelledBy="county-faq-heading" className="bg-slate-50" width="4xl" spacing={14}>
        <SectionHeading id="county-faq-heading">
          {county.titleName} Appraisal FAQ
        </SectionHeading>
        <Accordion type="single" collapsible className="mt-6 rounded-2xl border border-slate-200 bg-white px-6">
          {faqs.map((faq) => (
            <AccordionItem key={faq.id} value={faq.id}>
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent>{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Section>

      <Container as="section" labelledBy="popular-heading" spacing={14}>
        <SectionHeading id="popular-heading">
          Popular Appraisal Services in {county.titleName}
        </SectionHeading>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {popularAppraisals.map((type) => (
            <li key={type.slug}>
              <Link
                to={paths.appraisal(type.slug)}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-brand-500 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span className="font-semibold text-slate-900 group-hover:text-brand-800">{type.title}</span>
                <span className="mt-1 text-sm leading-relaxed text-slate-600">{type.description}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={paths.services()}
              className="flex h-full flex-col justify-center rounded-xl border border-dashed border-brand-300 bg-brand-50 p-5 font-semibold text-brand-800 hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <span className="inline-flex items-center gap-1">
                View all services <ArrowRightIcon className="h-4 w-4" />
              </span>
            </Link>
          </li>
        </ul>
      </Container>

      <Section labelledBy="county-services-heading" className="bg-slate-50" spacing={14}>
        <SectionHeading id="county-services-heading">
          Our Services in {county.titleName}
        </SectionHeading>
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">Residential Appraisals</h3>
            <p className="mt-1 text-sm font-semibold text-brand-700">From {appraisalFrom}</p>
            <p className="mt-2 flex-1 text-slate-600">
              Purchase, refinance, estate, divorce, tax appeal, PMI removal and more, for single-family homes, 2–4 unit
              properties, condos, townhomes and land anywhere in {county.titleName}.
            </p>
            <Link to={paths.services("appraisal-services")} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              Appraisal services <ArrowRightIcon className="h-4 w-4" />
            </Link>
          </li>
          <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">Real Estate Photography &amp; Media</h3>
            <p className="mt-1 text-sm font-semibold text-brand-700">
              From {formatStartingPrice(prices["professional-photography"])}
            </p>
            <p className="mt-2 flex-1 text-slate-600">
              HDR listing photos, drone aerials, measured floor plans, 3D virtual tours, videography and single-property
              showcase pages for {county.name} County listings.
            </p>
            <Link to={paths.services("photography-services")} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              Photography services <ArrowRightIcon className="h-4 w-4" />
            </Link>
          </li>
        </ul>
      </Section>

      <Container as="section" labelledBy="also-serving-heading" spacing={14}>
        <SectionHeading id="also-serving-heading">
          Also Serving
        </SectionHeading>
        <p className="mt-2 text-slate-600">The counties bordering {county.titleName}:</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {county.neighbors.map((neighbor) => (
            <li key={neighbor.slug}>
              {neighbor.covered ? (
                <Link to={paths.county(neighbor.slug)} className={buttonClasses({ variant: "outline", size: "md" })}>
                  {neighbor.name} County
                </Link>
              ) : (
                <span className="inline-flex h-11 items-center rounded-lg border border-dashed border-slate-300 px-5 text-sm text-slate-500">
                  {neighbor.name} County (outside our service area)
                </span>
              )}
            </li>
          ))}
        </ul>
      </Container>

      <section aria-labelledby="county-cta-heading" className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:px-8">
          <h2 id="county-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Need an Appraisal in {county.titleName}?
          </h2>
          <p className="mt-3 text-brand-100">
            Get your price in a minute and a report within {TURNAROUND_BUSINESS_DAYS} business days of the inspection.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <QuoteLinkButton preset={{ service: "appraisal" }}>Get Free Quote</QuoteLinkButton>
            <a href={site.phoneHref} className={buttonClasses({ variant: "inverse", size: "lg" })}>
              <PhoneIcon className="h-5 w-5" /> Call {site.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

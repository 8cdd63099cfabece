import type { ReactNode } from "react";
import { Link, useLoaderData } from "react-router-dom";
import type { Testimonial } from "#schemas/testimonial.ts";
import { Head } from "@/components/seo/head";
import { faqPageJsonLd } from "@/components/seo/structured-data";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { Section } from "@/components/layout/section";
import { SectionHeading } from "@/components/layout/section-heading";
import { lazyWidget } from "@/components/lazy-widget";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon, CheckIcon, PhoneIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { findAppraisalType, popularAppraisalSlugs } from "@/content/appraisal-types";
import { businessClaims, COVERED_COUNTY_COUNT, INSPECTION_DURATION, TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";
import { COVERED_COUNTY_SPAN, coveredCounties } from "#shared/covered-counties.ts";
import { homeFaqs, preparationTips } from "@/content/home";
import { VideoOnDemand } from "@/components/video-on-demand";
import { formatWholeDollars } from "@/lib/format";
import { prefetchForRoute, readForRoute, type PageLoaderArgs } from "@/lib/route-query-client";

function StartingPrice({ price }: { price: number }) {
  return (
    <p className="inline-flex flex-wrap items-baseline gap-x-2 rounded-full bg-white/10 px-4 py-2 text-brand-50 ring-1 ring-white/20">
      <span className="font-semibold text-white">Appraisals from {formatWholeDollars(price)}</span>
      <span className="text-sm">for homes under 1,500 sq ft</span>
    </p>
  );
}

function HeroFacts() {
  const facts = [
    { label: "Report delivery", value: `${TURNAROUND_BUSINESS_DAYS} business days` },
    { label: "On-site inspection", value: INSPECTION_DURATION },
    { label: "Service area", value: `${COVERED_COUNTY_COUNT} NJ counties` },
  ];
  return (
    <aside aria-labelledby="hero-facts-heading" className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur-sm sm:p-8">
      <h2 id="hero-facts-heading" className="sr-only">
        At a glance
      </h2>
      <p className="text-5xl font-bold tracking-tight text-white">
        {site.rating.value.toFixed(1)}
        <span className="text-2xl font-semibold text-brand-200"> / 5</span>
      </p>
      <p className="mt-1 text-brand-100">from {site.rating.count} client reviews</p>
      <dl className="mt-6 divide-y divide-white/10 border-t border-white/10">
        {facts.map((fact) => (
          <div key={fact.label} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-sm text-brand-100">{fact.label}</dt>
            <dd className="text-right font-semibold text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={site.phoneHref}
        className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-300 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        <PhoneIcon className="h-4 w-4" /> Call {site.phone}
      </a>
    </aside>
  );
}

/*
 * The interactive widgets load in their own chunks right after the page (the address search
 * brings its schemas, the FAQ Radix's accordion): the home route's first load stays small,
 * and each has a placeholder of its size meanwhile (and in prerendered HTML).
 */
const PropertyAtAGlanceSearch = lazyWidget("property search", () =>
  import("@/features/property-at-a-glance/components/property-at-a-glance-search").then((module) => module.PropertyAtAGlanceSearch),
);
const TestimonialCarousel = lazyWidget("testimonial carousel", () =>
  import("@/features/testimonials/components/testimonial-carousel").then((module) => module.TestimonialCarousel),
);
const FaqAccordion = lazyWidget("home FAQ", () => import("@/components/faq-accordion").then((module) => module.FaqAccordion));
const RecentShowcases = lazyWidget("recent showcases", () =>
  import("@/features/showcases/components/recent-showcases").then((module) => module.RecentShowcases),
);

function WidgetPlaceholder({ className, children }: { className: string; children?: ReactNode }) {
  return (
    <div aria-hidden="true" className={className}>
      {children}
    </div>
  );
}

const SEARCH_TITLE = "Your Property At A Glance";
const SEARCH_DESCRIPTION =
  "Look up any New Jersey property by address to see its county tax record: size, age, last sale, taxes and assessment. Then get a quote for it in one click.";

function PropertySearchSection() {
  return (
    <div className="bg-slate-50 px-4 py-16 sm:px-6 lg:px-8">
      <PropertyAtAGlanceSearch
        placeholder={
          <section aria-label={SEARCH_TITLE} className="mx-auto w-full max-w-5xl">
            <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{SEARCH_TITLE}</h2>
            <p className="mt-2 text-slate-600">{SEARCH_DESCRIPTION}</p>
            <WidgetPlaceholder className="mt-5 h-[4.5rem] rounded-lg">
              <div className="h-5 w-32 rounded bg-slate-200" />
              <div className="mt-1 h-12 rounded-lg border border-slate-300 bg-white" />
            </WidgetPlaceholder>
          </section>
        }
        limit={10}
        title={SEARCH_TITLE}
        description={SEARCH_DESCRIPTION}
      />
    </div>
  );
}

function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] | undefined }) {
  // The owner's testimonials (the desk's Testimonials page); none loaded (an error, an empty
  // table) leaves the section out rather than an empty carousel.
  if (!testimonials?.length) return null;
  return (
    <Section labelledBy="testimonials-heading" className="bg-brand-50" width="4xl">
      <SectionHeading id="testimonials-heading" className="text-center">
        What Our Clients Say
      </SectionHeading>
      <p className="mt-2 text-center text-slate-700">
        Rated {site.rating.value.toFixed(1)} out of 5 from {site.rating.count} reviews by homeowners, attorneys and agents.
      </p>
      <div className="mt-8">
        <TestimonialCarousel
          placeholder={<WidgetPlaceholder className="h-80 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" />}
          testimonials={testimonials}
        />
      </div>
    </Section>
  );
}

function HowToPrepareSection() {
  return (
    <Section labelledBy="prepare-heading" className="bg-white">
      <SectionHeading id="prepare-heading">How to Prepare for Your Appraisal</SectionHeading>
      <p className="mt-3 max-w-3xl text-slate-700">
        A little preparation makes the {INSPECTION_DURATION} inspection go smoothly and helps the appraiser see everything that
        adds value to your home.
      </p>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {preparationTips.map((tip, index) => (
          <li key={tip.title} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{tip.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{tip.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function TeamVideoSection() {
  return (
    <section aria-labelledby="team-video-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div>
          <SectionHeading id="team-video-heading">Meet Our Team</SectionHeading>
          <p className="mt-3 leading-relaxed text-slate-700">
            Our New Jersey licensed appraisers and photographers work across {COVERED_COUNTY_COUNT}
            {` counties, from ${COVERED_COUNTY_SPAN.northernmost} to ${COVERED_COUNTY_SPAN.southernmost}. See how an appraisal works, from your first call to the report in your inbox.`}
          </p>
          <Link to={paths.about()} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            About us <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
        <VideoOnDemand
          url={site.teamVideoUrl}
          title={`Meet ${site.shortName}`}
          caption="How a New Jersey home appraisal works, from the first call to the final report."
        />
      </div>
    </section>
  );
}

/** The FAQ as plain text: while the accordion loads, in prerendered HTML, and if it fails. */
function FaqList({ items }: { items: ReturnType<typeof homeFaqs> }) {
  return (
    <dl className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
      {items.map((faq) => (
        <div key={faq.id}>
          <dt className="font-semibold text-slate-900">{faq.question}</dt>
          <dd className="mt-1 leading-relaxed text-slate-700">{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

function HomeFaqSection({ startingPrice }: { startingPrice: number }) {
  const price = formatWholeDollars(startingPrice);
  return (
    <Section labelledBy="home-faq-heading" className="bg-slate-50" width="3xl">
      <SectionHeading id="home-faq-heading">Frequently Asked Questions</SectionHeading>
      <FaqAccordion
        placeholder={<FaqList items={homeFaqs(price)} />}
        errorFallback={<FaqList items={homeFaqs(price)} />}
        items={homeFaqs(price)}
        className="mt-6"
      />
      <Link to={paths.faqs()} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
        See all FAQs <ArrowRightIcon className="h-4 w-4" />
      </Link>
    </Section>
  );
}

const popularAppraisals = popularAppraisalSlugs.flatMap((slug) => findAppraisalType(slug) ?? []);

/**
 * What the home page renders from: its loader's data, never the data cache, whose code is not
 * in the home page's first load (docs/decisions/074-first-load-without-the-data-cache.md).
 */
export interface HomePageData {
  /** The appraisal starting price; the default when it cannot be read. */
  startingPrice: number;
  /** The visible testimonials; undefined when they cannot be read (the section is left out). */
  testimonials: Testimonial[] | undefined;
}

/**
 * Reads the appraisal starting price and the testimonials the page renders from, and
 * prefetches the three most recent showcases for their widget: the prerendered page carries
 * all three. In the browser a visit after the first waits for the price and the testimonials
 * (cached after the first read), while the showcases' skeletons show as they load. The reads'
 * code comes with import(), so the home route's own chunk holds none of it.
 */
export async function homePageLoader({ queryClient }: PageLoaderArgs): Promise<HomePageData> {
  const [{ readAppraisalStartingPrice }, { RECENT_SHOWCASES_LIMIT, showcaseListQueryOptions }, { testimonialsQueryOptions }] = await Promise.all([
    import("@/features/services/api/get-appraisal-starting-price"),
    import("@/features/showcases/api/list-showcases"),
    import("@/features/testimonials/api/list-testimonials"),
  ]);
  const [startingPrice, testimonials] = await Promise.all([
    readAppraisalStartingPrice(queryClient),
    readForRoute(queryClient, testimonialsQueryOptions()),
    prefetchForRoute(queryClient, showcaseListQueryOptions(RECENT_SHOWCASES_LIMIT), { blockInBrowser: false }),
  ]);
  return { startingPrice, testimonials };
}

export function HomePage() {
  const { startingPrice, testimonials } = useLoaderData<HomePageData>();
  // The same price (and so the same answers) as the FAQ section shows.
  const faqs = homeFaqs(formatWholeDollars(startingPrice));
  return (
    <>
      <Head
        title={`${site.name} | New Jersey Real Estate Appraisals & Property Photography`}
        description={`USPAP-compliant home appraisals and professional real estate photography in ${COVERED_COUNTY_COUNT} Northern and Central New Jersey counties. Reports in ${TURNAROUND_BUSINESS_DAYS} business days. Get a free quote.`}
        canonicalPath={paths.home()}
        jsonLd={faqPageJsonLd(faqs)}
      />

      <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.5fr_1fr] lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">Licensed & insured New Jersey appraisers</p>
            <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              New Jersey Real Estate Appraisals & Property Photography
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">
              Certified residential appraisals and listing-ready media for homeowners, buyers, attorneys, executors and agents
              across Northern and Central New Jersey.
            </p>
            <div className="mt-6">
              <StartingPrice price={startingPrice} />
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <QuoteLinkButton>Get Free Quote</QuoteLinkButton>
              <Link to={paths.showcase("portfolio")} className={buttonClasses({ variant: "inverse", size: "lg" })}>
                View Our Work
              </Link>
            </div>
          </div>
          <HeroFacts />
        </div>
      </section>

      <Section labelledBy="why-heading" className="border-b border-slate-200 bg-white" spacing={14}>
        <h2 id="why-heading" className="sr-only">
          Why choose {site.name}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {businessClaims.map((claim) => (
            <li key={claim.title} className="flex gap-3">
              <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <CheckIcon className="h-4 w-4" />
              </span>
              <div>
                <p className="font-semibold text-slate-900">{claim.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{claim.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <PropertySearchSection />

      {/* The three most recent public showcases; hidden when there are none or the read fails. */}
      <RecentShowcases placeholder={null} />

      <TestimonialsSection testimonials={testimonials} />

      <HowToPrepareSection />

      <Section labelledBy="services-heading" className="bg-slate-50">
        <SectionHeading id="services-heading">Appraisals and media for every New Jersey property</SectionHeading>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-slate-900">Residential Appraisals</h3>
            <p className="mt-2 leading-relaxed text-slate-600">
              Single-family homes, 2–4 unit properties, condos, townhomes and land, for lending, estates, divorce, tax
              appeals and more. Commercial appraisals by direct contact only.
            </p>
            <Link to={paths.services("appraisal-services")} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              Appraisal services <ArrowRightIcon className="h-4 w-4" />
            </Link>
          </article>
          <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-slate-900">Photography & Media</h3>
            <p className="mt-2 leading-relaxed text-slate-600">
              Professional photography, drone aerials, floor plans, virtual tours and video that help listings stand out.
            </p>
            <Link to={paths.services("photography-services")} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              Photography services <ArrowRightIcon className="h-4 w-4" />
            </Link>
          </article>
        </div>

        <h3 className="mt-14 text-lg font-semibold text-slate-900">Popular appraisals</h3>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {popularAppraisals.map((type) => (
            <li key={type.slug}>
              <Link
                to={paths.appraisal(type.slug)}
                className="block h-full rounded-xl border border-slate-200 bg-white p-5 transition hover:border-brand-500 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span className="font-semibold text-brand-800">{type.title}</span>
                <span className="mt-1 block text-sm leading-relaxed text-slate-600">{type.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <TeamVideoSection />

      <HomeFaqSection startingPrice={startingPrice} />

      <Section labelledBy="area-heading" className="bg-white">
        <SectionHeading id="area-heading">{`Serving ${COVERED_COUNTY_COUNT} New Jersey counties`}</SectionHeading>
        <p className="mt-3 max-w-3xl text-slate-600">
          Based in {site.address.city}, our appraisers and photographers cover Northern and Central New Jersey.
        </p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {coveredCounties.map((county) => (
            <li key={county.slug}>
              <Link
                to={paths.county(county.slug)}
                className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {county.titleName}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Ready to get started?</h2>
            <p className="mt-2 text-brand-100">
              Get an instant price for your property, or call us at{" "}
              <a href={site.phoneHref} className="font-semibold text-white underline underline-offset-4">
                {site.phone}
              </a>
              .
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <QuoteLinkButton>Get Free Quote</QuoteLinkButton>
            <Link to={paths.showcase("portfolio")} className={buttonClasses({ variant: "inverse", size: "lg" })}>
              View Our Portfolio
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

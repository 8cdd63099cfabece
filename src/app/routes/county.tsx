import { Link, useMatches } from "react-router-dom";
import type { CountyRouteHandle } from "@/app/router";
import { NotFoundPage } from "@/app/not-found";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { findAppraisalType, popularAppraisalSlugs } from "@/content/appraisal-types";
import { INSPECTION_DURATION, TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";
import { findCoveredCounty } from "@/content/counties";

function isCountyHandle(handle: unknown): handle is CountyRouteHandle {
  return typeof handle === "object" && handle !== null && typeof (handle as CountyRouteHandle).countySlug === "string";
}

/** The county of the current route, from the handle of the generated county route. */
function useRouteCounty() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).find(isCountyHandle);
  return findCoveredCounty(handle?.countySlug);
}

const popularAppraisals = popularAppraisalSlugs.flatMap((slug) => findAppraisalType(slug) ?? []);

export function CountyPage() {
  const county = useRouteCounty();
  if (!county) return <NotFoundPage />;

  const path = paths.county(county.slug);
  const breadcrumb = [{ label: "Home", to: paths.home() }, { label: county.titleName }];
  const highlights = [
    "USPAP-compliant reports accepted by lenders",
    `Delivered within ${TURNAROUND_BUSINESS_DAYS} business days of the inspection`,
    `On-site inspections in about ${INSPECTION_DURATION}`,
    "Licensed and insured New Jersey appraisers",
  ];

  return (
    <>
      <Head
        title={`${county.titleName} Real Estate Appraisals`}
        description={`Licensed ${county.titleName}, NJ home appraisers. USPAP-compliant appraisals for purchase, refinance, estate, divorce and tax appeal, delivered in ${TURNAROUND_BUSINESS_DAYS} business days.`}
        canonicalPath={path}
        jsonLd={breadcrumbJsonLd(breadcrumb, path)}
      />
      <PageHero
        eyebrow={`${county.titleName}, New Jersey`}
        title={`${county.titleName} Real Estate Appraisals`}
        intro={`Certified residential appraisals throughout ${county.titleName}, from ${county.seat} to every township and borough we serve. Local market knowledge, clear pricing and reports you can rely on.`}
        breadcrumb={breadcrumb}
      >
        <QuoteLinkButton preset={{ service: "appraisal" }}>Get Instant Quote</QuoteLinkButton>
        <Link to={paths.gallery()} className={buttonClasses({ variant: "inverse", size: "lg" })}>
          View Our Work
        </Link>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby="highlights-heading">
          <h2 id="highlights-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Appraisals in {county.titleName}
          </h2>
          <ul className="mt-6 space-y-3">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3 text-slate-700">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                {highlight}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Popular services
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {popularAppraisals.map((type) => (
              <li key={type.slug}>
                <Link
                  to={paths.appraisal(type.slug)}
                  className="block rounded-xl border border-slate-200 px-4 py-3 font-medium text-brand-800 hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {type.title}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-slate-700">
            Questions about a {county.name} County property? Call{" "}
            <a href={site.phoneHref} className="font-semibold text-brand-700 underline">
              {site.phone}
            </a>
            .
          </p>
        </section>
      </div>
    </>
  );
}

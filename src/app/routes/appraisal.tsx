import { data, Link, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { PhoneIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { findAppraisalType, type AppraisalType } from "@/content/appraisal-types";
import { TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";

/** Unknown types answer 404, which the route error boundary shows as the not-found page. */
export function appraisalPageLoader({ params }: LoaderFunctionArgs): { appraisalType: AppraisalType } {
  const appraisalType = findAppraisalType(params.type);
  if (!appraisalType) throw data(`No appraisal type "${params.type ?? ""}"`, { status: 404, statusText: "Not Found" });
  return { appraisalType };
}

const RELATED_SLUGS = ["purchase", "refinance", "estate"];

export function AppraisalPage() {
  const { appraisalType: type } = useLoaderData<typeof appraisalPageLoader>();
  const path = paths.appraisal(type.slug);
  const breadcrumb = [{ label: "Home", to: paths.home() }, { label: "Services", to: paths.services() }, { label: type.title }];
  const related = RELATED_SLUGS.filter((slug) => slug !== type.slug).flatMap((slug) => findAppraisalType(slug) ?? []);

  return (
    <>
      <Head
        title={`${type.title} in New Jersey`}
        description={`${type.description} Licensed NJ appraisers, USPAP-compliant reports in ${TURNAROUND_BUSINESS_DAYS} business days.`}
        canonicalPath={path}
        jsonLd={[
          {
            "@context": "https://schema.org",
            "@type": "Service",
            name: type.title,
            description: type.description,
            serviceType: "Real estate appraisal",
            areaServed: { "@type": "State", name: "New Jersey" },
            provider: { "@type": "ProfessionalService", name: site.name, telephone: site.phone },
          },
          breadcrumbJsonLd(breadcrumb, path),
        ]}
      />
      <PageHero eyebrow="Appraisal services" title={type.title} intro={type.description} breadcrumb={breadcrumb} />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr] lg:px-8">
        <div>
          <p className="leading-relaxed text-slate-700">
            Every {type.title.toLowerCase()} we prepare is completed by a New Jersey licensed appraiser, follows the Uniform
            Standards of Professional Appraisal Practice, and is delivered within {TURNAROUND_BUSINESS_DAYS} business days of
            the inspection.
          </p>
          {related.length > 0 && (
            <section aria-labelledby="related-heading" className="mt-12">
              <h2 id="related-heading" className="text-xl font-bold text-slate-900">
                Related services
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-3">
                {related.map((item) => (
                  <li key={item.slug}>
                    <Link
                      to={paths.appraisal(item.slug)}
                      className="block rounded-xl border border-slate-200 px-4 py-3 font-medium text-brand-800 hover:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside aria-labelledby="order-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
          <h2 id="order-heading" className="text-lg font-semibold text-slate-900">
            Order a {type.title.toLowerCase()}
          </h2>
          <p className="mt-2 text-sm text-slate-600">Get an instant price online or talk to an appraiser.</p>
          <div className="mt-5 grid gap-3">
            <QuoteLinkButton preset={{ service: "appraisal", appraisalType: type.slug }} size="md">
              Request Quote Online
            </QuoteLinkButton>
            <a
              href={site.phoneHref}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 text-sm font-semibold text-slate-800 hover:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <PhoneIcon className="h-4 w-4" /> {site.phone}
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}

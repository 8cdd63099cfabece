import { Link } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { VideoOnDemand } from "@/components/video-on-demand";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { COVERED_COUNTY_COUNT, INSPECTION_DURATION, TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";
import { COVERED_COUNTY_NAME_LIST } from "#shared/covered-counties.ts";
import { Section } from "@/components/layout/section";
import { SectionHeading } from "@/components/layout/section-heading";

const advantages = [
  {
    title: "Fast, dependable turnaround",
    text: `Inspections are scheduled promptly, usually take ${INSPECTION_DURATION}, and your report is delivered within ${TURNAROUND_BUSINESS_DAYS} business days of the visit. You always know where your order stands.`,
  },
  {
    title: "Local market knowledge",
    text: `We work only in New Jersey, across ${COVERED_COUNTY_COUNT} counties we know street by street: well-and-septic farms in Hunterdon, lake communities in Sussex and Morris, condos on the Hudson, shore towns in Monmouth.`,
  },
  {
    title: "Licensed, insured, USPAP-compliant",
    text: "Every appraisal is prepared by a New Jersey licensed appraiser, follows the Uniform Standards of Professional Appraisal Practice and is accepted by lenders, courts, attorneys and the IRS.",
  },
];

const values = [
  "Independent opinions: our fee never depends on the value we report",
  "Clear, up-front prices before you book",
  "Plain-English answers from the appraiser who inspected the home",
  "Residential specialists: single-family, 2–4 unit, condos, townhomes and land",
];

export function AboutPage() {
  const breadcrumb = [{ label: "Home", to: paths.home() }, { label: "About" }];

  return (
    <>
      <Head
        title="About Us"
        description={`Meet ${site.name}: licensed, insured New Jersey residential appraisers and real estate photographers serving ${COVERED_COUNTY_COUNT} counties from ${site.address.city}.`}
        canonicalPath={paths.about()}
        jsonLd={breadcrumbJsonLd(breadcrumb, paths.about())}
      />
      <PageHero
        eyebrow="About us"
        title={`About ${site.name}`}
        intro="Independent residential appraisals and professional property media for New Jersey homeowners, buyers, attorneys, executors and real estate agents."
        breadcrumb={breadcrumb}
      />

      <section aria-labelledby="video-heading" className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading id="video-heading">
            Meet the team
          </SectionHeading>
          <p className="mt-4 leading-relaxed text-slate-700">
            Two minutes with the people who will inspect your home, answer your calls and sign your report: how an appraisal
            visit works, what the appraiser looks at, and what happens between the inspection and the report in your inbox.
          </p>
          <p className="mt-3 text-sm text-slate-500">
            The video loads only when you press play, in privacy-enhanced mode.
          </p>
        </div>
        <VideoOnDemand
          url={site.teamVideoUrl}
          title={`Meet ${site.shortName}`}
          caption="How a New Jersey home appraisal works, from the first call to the final report."
        />
      </section>

      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
          <section aria-labelledby="who-heading">
            <h2 id="who-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Who we are
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">
              {site.name} is a New Jersey appraisal and real estate photography company based in {site.address.city}, the
              county seat of Hunterdon County. Our licensed appraisers prepare residential valuations for purchases,
              refinances, estates, divorces, tax appeals, PMI removal and other needs, and our photographers produce the
              photos, drone aerials, floor plans, virtual tours and videos that help homes sell.
            </p>
            <p className="mt-4 leading-relaxed text-slate-700">
              Doing both under one roof is what sets us apart. Appraising homes every week keeps our photographers focused on
              what buyers actually pay for, and photographing listings keeps our appraisers current on how homes are marketed
              and shown. Commercial appraisals are arranged by direct contact.
            </p>
            <p className="mt-4 leading-relaxed text-slate-700">
              We serve {COVERED_COUNTY_NAME_LIST} counties
              in Northern and Central New Jersey.
            </p>
          </section>
          <section aria-labelledby="mission-heading">
            <h2 id="mission-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              Our mission
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">
              To give every client an accurate, well-supported value and clear communication from the first call to the final
              report, with pricing you know up front and a schedule you can plan around.
            </p>
            <ul className="mt-6 space-y-3">
              {values.map((value) => (
                <li key={value} className="flex gap-3 text-slate-700">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                  {value}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>

      <Section labelledBy="advantages-heading">
        <h2 id="advantages-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Why clients choose us
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {advantages.map((advantage) => (
            <li key={advantage.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{advantage.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{advantage.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <QuoteLinkButton>Get Free Quote</QuoteLinkButton>
          <Link to={paths.services()} className={buttonClasses({ variant: "outline", size: "lg" })}>
            Our Services
          </Link>
          <Link to={paths.contact()} className={buttonClasses({ variant: "outline", size: "lg" })}>
            Contact Us
          </Link>
        </div>
      </Section>
    </>
  );
}

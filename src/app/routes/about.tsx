import { Link } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { buttonClasses } from "@/components/ui/button";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { COVERED_COUNTY_COUNT, TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";

const advantages = [
  {
    title: "Fast, dependable turnaround",
    text: `Inspections are scheduled promptly and your report is delivered within ${TURNAROUND_BUSINESS_DAYS} business days of the visit.`,
  },
  {
    title: "Local market knowledge",
    text: `We work only in New Jersey, across ${COVERED_COUNTY_COUNT} counties we know street by street, from rural Hunterdon to urban Hudson.`,
  },
  {
    title: "Licensed, insured, USPAP-compliant",
    text: "Every appraisal follows the Uniform Standards of Professional Appraisal Practice and is accepted by lenders.",
  },
];

export function AboutPage() {
  return (
    <>
      <Head
        title="About Us"
        description={`Meet ${site.name}: licensed, insured New Jersey residential appraisers and real estate photographers serving ${COVERED_COUNTY_COUNT} counties from ${site.address.city}.`}
        canonicalPath={paths.about()}
      />
      <PageHero
        eyebrow="About us"
        title={`About ${site.name}`}
        intro="Independent residential appraisals and professional property media for New Jersey homeowners, buyers, attorneys, executors and real estate agents."
        breadcrumb={[{ label: "Home", to: paths.home() }, { label: "About" }]}
      />

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <section aria-labelledby="who-heading">
          <h2 id="who-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Who we are
          </h2>
          <p className="mt-4 leading-relaxed text-slate-700">
            {site.name} is a New Jersey appraisal and real estate photography company based in {site.address.city}. Our
            licensed appraisers prepare residential valuations for purchases, refinances, estates, divorces, tax appeals and
            other needs, and our photographers produce the photos, aerials, floor plans and tours that help homes sell.
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
        </section>
      </div>

      <section aria-labelledby="advantages-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
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
            <Link to={paths.contact()} className={buttonClasses({ variant: "outline", size: "lg" })}>
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

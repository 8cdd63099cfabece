import { Link } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon } from "@/components/ui/icons";
import { PageHero } from "@/components/ui/page-hero";
import { paths, type PortfolioServiceFilter } from "@/config/paths";
import { appraisalTypes } from "@/content/appraisal-types";
import { TURNAROUND_BUSINESS_DAYS } from "@/content/business-facts";

interface MediaService {
  title: string;
  description: string;
  /** Where the card leads: a portfolio filter, or the showcase listing. */
  galleryTab?: PortfolioServiceFilter;
}

const mediaServices: MediaService[] = [
  {
    title: "Professional Photography",
    description: "Bright, true-to-life interior and exterior photos, edited and delivered ready for the MLS.",
    galleryTab: "photography",
  },
  {
    title: "Aerial & Drone Photography",
    description: "Drone photos that show the lot, the neighborhood and what is nearby.",
    galleryTab: "aerial",
  },
  {
    title: "Floor Plans",
    description: "Measured 2D floor plans that help buyers understand the layout before they visit.",
    galleryTab: "floorplans",
  },
  {
    title: "Virtual Tours",
    description: "Immersive 3D walkthroughs buyers can explore online, any time.",
    galleryTab: "video",
  },
  {
    title: "Real Estate Videography",
    description: "Cinematic listing videos for the MLS, social media and your website.",
    galleryTab: "video",
  },
  {
    title: "Property Showcase",
    description: "A single-property web page with every photo, video, floor plan and tour, ready to share.",
  },
];

const sectionLinkClasses = buttonClasses({ variant: "secondary", size: "sm", className: "bg-white" });

export function ServicesPage() {
  return (
    <>
      <Head
        title="Appraisal & Real Estate Photography Services"
        description={`Residential appraisals for purchase, refinance, estate, divorce, tax appeal and more, plus real estate photography, drone aerials, floor plans and tours across New Jersey.`}
        canonicalPath={paths.services()}
      />
      <PageHero
        eyebrow="Our services"
        title="Appraisal & Property Photography Services"
        intro={`Licensed residential appraisals delivered within ${TURNAROUND_BUSINESS_DAYS} business days, and professional media that helps New Jersey listings stand out.`}
        breadcrumb={[{ label: "Home", to: paths.home() }, { label: "Services" }]}
      />

      <nav aria-label="Service categories" className="sticky top-16 z-20 border-b border-slate-200 bg-slate-50/95 backdrop-blur">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-3 sm:px-6 lg:px-8">
          <li>
            <Link to={paths.services("appraisal-services")} preventScrollReset className={sectionLinkClasses}>
              Appraisal Services
            </Link>
          </li>
          <li>
            <Link to={paths.services("photography-services")} preventScrollReset className={sectionLinkClasses}>
              Photography Services
            </Link>
          </li>
        </ul>
      </nav>

      <section id="appraisal-services" aria-labelledby="appraisal-services-heading" className="mx-auto max-w-7xl scroll-mt-36 px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="appraisal-services-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Appraisal Services
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
          USPAP-compliant appraisals of single-family homes, 2–4 unit properties, condos, townhomes and land. Each report is
          prepared by a New Jersey licensed appraiser after an on-site inspection and is accepted by lenders.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {appraisalTypes.map((type) => (
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
        </ul>
        <div className="mt-8 rounded-2xl border border-accent-200 bg-accent-50 p-6">
          <h3 className="font-semibold text-slate-900">Commercial property?</h3>
          <p className="mt-1 text-slate-700">Commercial appraisals are arranged by direct contact only.</p>
          <Link to={paths.contact()} className="mt-3 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            Contact us about a commercial appraisal <ArrowRightIcon className="h-4 w-4" />
          </Link>
        </div>
      </section>

      <section id="photography-services" aria-labelledby="photography-services-heading" className="scroll-mt-36 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="photography-services-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Photography & Media Services
          </h2>
          <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
            Listing media from the same team that appraises New Jersey homes every day: we know what buyers look for and how to
            show it. Book individual services or combine them into a package.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {mediaServices.map((service) => (
              <li key={service.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{service.title}</h3>
                <p className="mt-1 flex-1 text-sm leading-relaxed text-slate-600">{service.description}</p>
                <Link
                  to={service.galleryTab ? paths.gallery(service.galleryTab) : paths.showcase()}
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {service.galleryTab ? "See examples" : "Browse showcases"} <ArrowRightIcon className="h-4 w-4" />
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <QuoteLinkButton preset={{ service: "photography" }}>Get a Photography Quote</QuoteLinkButton>
          </div>
        </div>
      </section>
    </>
  );
}

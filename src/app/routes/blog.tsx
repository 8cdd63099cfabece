import { Link } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { buttonClasses } from "@/components/ui/button";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";

export function BlogPage() {
  return (
    <>
      <Head
        title="Blog: NJ Appraisal & Real Estate Insights"
        description="Guides and market insight on New Jersey home appraisals, property taxes, refinancing, estates and real estate photography from licensed NJ appraisers."
        canonicalPath={paths.blog()}
      />
      <PageHero
        eyebrow="Blog"
        title="Appraisal & Real Estate Insights"
        intro="Practical guides on New Jersey home values, appraisals, property taxes and listing photography, written by the appraisers and photographers who do the work."
        breadcrumb={[{ label: "Home", to: paths.home() }, { label: "Blog" }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <p className="max-w-3xl leading-relaxed text-slate-700">
          Looking for a quick answer? Our FAQ covers appraisal costs, timelines and what to expect on inspection day.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.faqs()} className={buttonClasses({ variant: "outline" })}>
            Read the FAQs
          </Link>
          <Link to={paths.services()} className={buttonClasses({ variant: "outline" })}>
            Explore our services
          </Link>
        </div>
      </div>
    </>
  );
}

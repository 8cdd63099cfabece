import { Link, useParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { BusinessContactList } from "@/components/business-contact-list";
import { LogoMark } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { titleFromSlug } from "@/lib/format";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A single-property showcase (reduced layout: no site header). */
export function ShowcaseDetailPage() {
  const { slugOrId = "" } = useParams();
  const heading = UUID_PATTERN.test(slugOrId) ? "Property Showcase" : titleFromSlug(slugOrId);

  return (
    <>
      <Head
        title={heading}
        description={`Property showcase for ${heading}, presented by ${site.name}.`}
        canonicalPath={paths.showcaseDetail(slugOrId)}
      />
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <Link to={paths.home()} className="flex items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            <LogoMark className="h-8 w-8" />
            <span className="text-sm font-semibold text-brand-900">{site.name}</span>
          </Link>
        </div>
      </div>
      <section className="bg-gradient-to-br from-brand-950 to-brand-800 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">Property showcase</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        </div>
      </section>
      <section aria-labelledby="presented-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="presented-heading" className="text-lg font-semibold text-slate-900">
          Presented by {site.name}
        </h2>
        <BusinessContactList className="mt-4 flex flex-wrap gap-x-8 gap-y-3" />
      </section>
    </>
  );
}

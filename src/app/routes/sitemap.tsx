import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { sitemapQueryOptions, useSitemapXml } from "@/features/sitemap/api/get-sitemap-xml";
import { prefetchForRoute, type PageLoaderArgs } from "@/lib/route-query-client";

export async function sitemapLoader({ queryClient }: PageLoaderArgs): Promise<null> {
  await prefetchForRoute(queryClient, sitemapQueryOptions());
  return null;
}

/** The XML sitemap as text: from the sitemap function, else built from the tables, else the error document. */
export function SitemapPage() {
  const query = useSitemapXml();
  return (
    <>
      <Head
        title="Sitemap"
        description={`The XML sitemap of ${site.name}: every page of our New Jersey appraisal and property photography website.`}
        canonicalPath={paths.sitemap()}
        jsonLd={breadcrumbJsonLd([{ label: "Home", to: paths.home() }, { label: "Sitemap" }], paths.sitemap())}
      />
      <PageHero title="Sitemap" breadcrumb={[{ label: "Home", to: paths.home() }, { label: "Sitemap" }]} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {query.data ? (
          <pre
            tabIndex={0}
            aria-label="Sitemap XML"
            className="overflow-x-auto rounded-xl border border-slate-200 bg-slate-950 p-5 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:text-sm"
          >
            <code>{query.data.xml}</code>
          </pre>
        ) : (
          <p role="status" className="flex items-center gap-3 text-slate-700">
            <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
            Generating sitemap...
          </p>
        )}
      </div>
    </>
  );
}

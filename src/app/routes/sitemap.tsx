import { Head } from "@/components/seo/head";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { buildSitemapXml, staticSitemapEntries } from "@domain/sitemap";

export function SitemapPage() {
  const xml = buildSitemapXml(staticSitemapEntries(), site.url);
  return (
    <>
      <Head
        title="Sitemap"
        description={`The XML sitemap of ${site.name}: every page of our New Jersey appraisal and property photography website.`}
        canonicalPath={paths.sitemap()}
      />
      <PageHero title="Sitemap" breadcrumb={[{ label: "Home", to: paths.home() }, { label: "Sitemap" }]} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <pre className="overflow-x-auto rounded-xl border border-slate-200 bg-slate-950 p-5 font-mono text-xs leading-relaxed text-slate-100 sm:text-sm">
          <code>{xml}</code>
        </pre>
      </div>
    </>
  );
}

import { Link, useSearchParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { QuoteLinkButton } from "@/components/quote-link-button";
import { PageHero } from "@/components/ui/page-hero";
import { WidgetBoundary } from "@/components/widget-boundary";
import { isShowcaseTab, paths, type ShowcaseTab } from "@/config/paths";
import { galleryCollectionsQueryOptions } from "@/features/portfolio/api/list-gallery-collections";
import { PortfolioGallery } from "@/features/portfolio/components/portfolio-gallery";
import { showcaseListQueryOptions } from "@/features/showcases/api/list-showcases";
import { PropertyShowcaseList } from "@/features/showcases/components/property-showcase-list";
import { cn } from "@/lib/cn";
import { prefetchForRoute, type PageLoaderArgs } from "@/lib/route-query-client";

interface TabContent {
  label: string;
  heading: string;
  intro: string;
  title: string;
  description: string;
}

const tabs: Record<ShowcaseTab, TabContent> = {
  properties: {
    label: "Property Showcases",
    heading: "Property Showcases",
    intro:
      "Single-property pages we build for New Jersey listings: professional photos, aerial views, floor plans, videos and virtual tours in one link agents can share.",
    title: "Property Showcases",
    description:
      "Browse property showcases of New Jersey homes with professional photos, drone aerials, floor plans, videos and virtual tours.",
  },
  portfolio: {
    label: "Portfolio",
    heading: "Portfolio",
    intro:
      "A selection of our real estate media work across New Jersey: interior and exterior photography, aerials, floor plans and video.",
    title: "Portfolio",
    description:
      "Our New Jersey real estate photography portfolio: interior and exterior photos, drone aerials, floor plans, videos and virtual tours.",
  },
};

function tabOf(value: string | null): ShowcaseTab {
  return isShowcaseTab(value) ? value : "properties";
}

/** Starts the tab's read; the page shows skeleton cards until it answers (a prerenderer waits for it). */
export async function showcaseListingLoader({ request, queryClient }: PageLoaderArgs): Promise<null> {
  const tab = tabOf(new URL(request.url).searchParams.get("tab"));
  if (tab === "portfolio") await prefetchForRoute(queryClient, galleryCollectionsQueryOptions(), { blockInBrowser: false });
  else await prefetchForRoute(queryClient, showcaseListQueryOptions(), { blockInBrowser: false });
  return null;
}

/** Only a new path or tab prefetches again; the portfolio's filters are read in the page. */
export function showcaseListingShouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname || tabOf(currentUrl.searchParams.get("tab")) !== tabOf(nextUrl.searchParams.get("tab"));
}

const pillClasses = (active: boolean) =>
  cn(
    "inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold transition-colors",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
    active ? "bg-brand-700 text-white" : "border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
  );

export function ShowcasePage() {
  const [searchParams] = useSearchParams();
  const tab = tabOf(searchParams.get("tab"));
  const content = tabs[tab];

  return (
    <>
      <Head
        title={content.title}
        description={content.description}
        canonicalPath={paths.showcase(tab)}
        jsonLd={breadcrumbJsonLd([{ label: "Home", to: paths.home() }, { label: tab === "portfolio" ? "Portfolio" : "Showcase" }], paths.showcase(tab))}
      />
      <PageHero
        eyebrow="Our work"
        title={content.heading}
        intro={content.intro}
        breadcrumb={[{ label: "Home", to: paths.home() }, { label: tab === "portfolio" ? "Portfolio" : "Showcase" }]}
      >
        <QuoteLinkButton preset={{ service: "photography" }}>Get Started Today</QuoteLinkButton>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label="Showcase sections">
          <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-4">
            {(Object.keys(tabs) as ShowcaseTab[]).map((value) => (
              <li key={value}>
                <Link
                  to={paths.showcase(value)}
                  aria-current={value === tab ? "page" : undefined}
                  preventScrollReset
                  className={pillClasses(value === tab)}
                >
                  {tabs[value].label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {tab === "portfolio" ? (
          <WidgetBoundary name="portfolio gallery">
            <PortfolioGallery />
          </WidgetBoundary>
        ) : (
          <div className="mt-8">
            <WidgetBoundary name="property showcase list">
              <PropertyShowcaseList />
            </WidgetBoundary>
          </div>
        )}
      </div>
    </>
  );
}

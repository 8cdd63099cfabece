import { useParams } from "react-router-dom";
import { UnbrandedHead } from "@/components/seo/unbranded-head";
import { paths } from "@/config/paths";
import { showcaseDetailQueryOptions, useShowcase } from "@/features/showcases/api/get-showcase";
import { ShowcaseMlsView } from "@/features/showcases/components/showcase-mls-view";
import { cityStateZip, streetPart } from "@/features/showcases/domain/property-facts";
import { showcaseParam } from "@/features/showcases/domain/showcase-param";
import { useShowcaseVisit } from "@/features/tracking/hooks/use-showcase-visit";
import { prefetchForRoute, type PageLoaderArgs } from "@/lib/route-query-client";

/** Listing disclaimer of the MLS version: the same words as the showcase footer, without the business. */
export const MLS_DISCLAIMER =
  "Listing information is deemed reliable but not guaranteed and should be independently verified. Photos and media are for marketing purposes only.";

/** Prefetches the showcase (the same read, and cache entry, as the branded page). */
export async function showcaseMlsLoader({ params, queryClient }: PageLoaderArgs): Promise<null> {
  await prefetchForRoute(queryClient, showcaseDetailQueryOptions(params.slugOrId ?? ""));
  return null;
}

/**
 * /showcase/<slug>/mls: the unbranded version of a public showcase for MLS listings
 * (noindex, canonical to the branded page). Its visits are logged as showcase visits
 * with via = 'mls'. Its states name nothing either: no toast, no link to browse the site.
 */
export function ShowcaseMlsPage() {
  const { slugOrId = "" } = useParams();
  const query = useShowcase(slugOrId);
  const showcase = query.data ?? null;
  useShowcaseVisit(
    showcase
      ? {
          propertyId: showcase.id,
          propertySlug: showcase.slug,
          propertyAddress: showcase.property_address,
          agentName: null,
          via: "mls",
        }
      : null,
  );

  if (showcase) {
    const address = streetPart(showcase.property_address);
    const locality = cityStateZip(showcase);
    return (
      <>
        <UnbrandedHead
          noindex
          title={locality ? `${address}, ${locality}` : address}
          description={`${address}${locality ? `, ${locality}` : ""}: photos, videos, floor plans, tours and aerials.`}
          canonicalPath={paths.showcaseDetail(showcaseParam(showcase))}
        />
        <ShowcaseMlsView showcase={showcase} />
        <footer className="border-t border-slate-200 bg-slate-50">
          <p className="mx-auto max-w-5xl px-4 py-8 text-center text-sm text-slate-600 sm:px-6">{MLS_DISCLAIMER}</p>
        </footer>
      </>
    );
  }

  const problem = query.isError ? "error" : query.isSuccess ? "not-found" : null;
  return (
    <>
      <UnbrandedHead noindex title="Property tour" description="A property tour." canonicalPath={paths.showcaseDetail(slugOrId)} />
      <div className="mx-auto flex min-h-[70svh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
        {problem === null ? (
          <>
            <h1 className="sr-only">Property tour</h1>
            <p role="status" className="text-lg text-slate-600">
              Loading property details...
            </p>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{problem === "not-found" ? "Property Not Found" : "Error"}</h1>
            <p className="mt-3 text-lg text-slate-600">
              {problem === "not-found" ? "The requested property could not be found." : "Failed to load property details."}
            </p>
            {problem === "error" && (
              <button type="button" onClick={() => void query.refetch()} className="mt-6 rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white">
                Try again
              </button>
            )}
          </>
        )}
      </div>
    </>
  );
}

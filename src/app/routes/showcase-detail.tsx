import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { paths, showcaseOgImagePath, SOCIAL_CARD_SIZE } from "@/config/paths";
import { site } from "@/config/site";
import { showcaseDetailQueryOptions, useShowcase } from "@/features/showcases/api/get-showcase";
import { ShowcaseDetailView } from "@/features/showcases/components/showcase-detail-view";
import { SHOWCASE_MESSAGES, ShowcaseLoading, ShowcaseProblem } from "@/features/showcases/components/showcase-status";
import { showcaseListingJsonLd, showcasePhotoUrls } from "@/features/showcases/domain/showcase-json-ld";
import { showcaseParam } from "@/features/showcases/domain/showcase-param";
import { useShowcaseVisit } from "@/features/tracking/hooks/use-showcase-visit";
import {
  cityStateZip,
  shortStatsLine,
  socialImageAlt,
  socialSummaryLine,
  streetAndCity,
  streetPart,
} from "@/features/showcases/domain/property-facts";
import { prefetchForRoute, type PageLoaderArgs } from "@/lib/route-query-client";

/** Prefetches the showcase into the page's cache (the page shows its own not-found and error states). */
export async function showcaseDetailLoader({ params, queryClient }: PageLoaderArgs): Promise<null> {
  await prefetchForRoute(queryClient, showcaseDetailQueryOptions(params.slugOrId ?? ""));
  return null;
}

/** The destructive notice of the not-found and error states (sonner loads in its own chunk). */
function useProblemNotice(kind: "not-found" | "error" | null) {
  useEffect(() => {
    if (!kind) return;
    void import("sonner").then(({ toast }) => {
      if (kind === "not-found") toast.error(SHOWCASE_MESSAGES.notFoundNotice, { description: SHOWCASE_MESSAGES.notFoundText });
      else toast.error(SHOWCASE_MESSAGES.errorTitle, { description: SHOWCASE_MESSAGES.errorText });
    });
  }, [kind]);
}

/** A single-property showcase (reduced layout: no site header). Only public showcases load. */
export function ShowcaseDetailPage() {
  const { slugOrId = "" } = useParams();
  const query = useShowcase(slugOrId);
  const showcase = query.data ?? null;
  const problem = query.isError ? "error" : query.isSuccess && showcase === null ? "not-found" : null;
  useProblemNotice(problem);
  useShowcaseVisit(
    showcase
      ? {
          propertyId: showcase.id,
          propertySlug: showcase.slug,
          propertyAddress: showcase.property_address,
          agentName: showcase.agent?.name ?? null,
        }
      : null,
  );

  if (showcase) {
    const address = streetPart(showcase.property_address);
    const stats = shortStatsLine(showcase);
    const slug = showcase.slug?.trim();
    // The build writes a 1200×630 card for every showcase with a slug; otherwise the hero photo (size unknown).
    const heroImage = showcasePhotoUrls(showcase)[0];
    const social = slug
      ? { ogImage: showcaseOgImagePath(slug), ogImageSize: SOCIAL_CARD_SIZE }
      : heroImage
        ? { ogImage: heroImage }
        : {};
    return (
      <>
        <Head
          title={`${address}, ${cityStateZip(showcase)}`}
          description={`${address}, ${cityStateZip(showcase)}${stats ? ` · ${stats}` : ""}. Photos, floor plans, aerials and tours, presented by ${site.name}.`}
          canonicalPath={paths.showcaseDetail(showcaseParam(showcase))}
          ogTitle={streetAndCity(showcase)}
          ogDescription={socialSummaryLine(showcase)}
          {...social}
          ogImageAlt={socialImageAlt(showcase)}
          jsonLd={showcaseListingJsonLd(showcase)}
        />
        <ShowcaseDetailView showcase={showcase} />
      </>
    );
  }

  if (problem) {
    return (
      <>
        <Head
          title={problem === "not-found" ? SHOWCASE_MESSAGES.notFoundTitle : "Property Showcase"}
          description={SHOWCASE_MESSAGES.notFoundText}
          canonicalPath={paths.showcaseDetail(slugOrId)}
          noindex
        />
        <ShowcaseProblem kind={problem} onRetry={() => void query.refetch()} />
      </>
    );
  }

  return (
    <>
      <Head title="Property Showcase" description={`A property showcase presented by ${site.name}.`} canonicalPath={paths.showcaseDetail(slugOrId)} />
      <ShowcaseLoading />
    </>
  );
}

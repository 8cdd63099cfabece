import type { RouteObject } from "react-router-dom";
import { RouteErrorBoundary } from "@/app/error-boundary";
import { BareLayout } from "@/app/layouts/bare-layout";
import { MainLayout } from "@/app/layouts/main-layout";
import { PageLoading } from "@/app/layouts/page-loading";
import { RootLayout } from "@/app/layouts/root-layout";
import { ShowcaseLayout } from "@/app/layouts/showcase-layout";
import { NotFoundPage } from "@/app/not-found";
import { ownerDeskRoutes } from "@/app/owner-routes";
import { paths } from "@/config/paths";
import { coveredCounties } from "#shared/covered-counties.ts";
import { awaitDataCache, revalidateOnNewPath, withQueryClient, type FirstRenderWithoutDataCache, type QueryClientSource } from "@/lib/route-query-client";
import { ShowcaseLoading } from "@/features/showcases/components/showcase-status";

/**
 * THE route table. The browser app (main.tsx), the tests and the prerenderer all build it
 * here (createBrowserRouter / createMemoryRouter / createStaticHandler), each with the
 * QueryClient its <AppProvider> uses: the pages' loaders prefetch into that client
 * (lib/route-query-client.ts). Without a client the loaders prefetch nothing. The browser
 * passes the loader of its client instead (lib/app-query-client.ts, docs/decisions/074): each
 * lazy page waits for it, but the home page, which renders from its loader's data.
 *
 * Every page is its own chunk, loaded through the route's `lazy`. Layouts, the error
 * screen and the not-found page are small and load with the entry.
 * Errors thrown by a page render inside its layout (the pathless errorElement routes),
 * and on a first visit the layout renders at once with <PageLoading> until the page's
 * chunk arrives (hydrateFallbackElement on the same pathless routes).
 */

/** Route handle of the generated county routes: which county the page is for. */
export interface CountyRouteHandle {
  countySlug: string;
}

/** Routes that exist only in e2e builds (VITE_E2E_TEST_ROUTES=true); dropped from normal builds. */
const testRoutes: RouteObject[] =
  import.meta.env.VITE_E2E_TEST_ROUTES === "true"
    ? [{ path: "/__test/throw", lazy: async () => ({ Component: (await import("@/app/routes/test-throw")).TestThrowPage }) }]
    : [];

/** The site's route table, its page loaders prefetching into the client `queryClient` gives. */
export function createRoutes(queryClient?: QueryClientSource): RouteObject[] {
  const countyRoutes: RouteObject[] = coveredCounties.map((county) => ({
    path: paths.county(county.slug),
    handle: { countySlug: county.slug } satisfies CountyRouteHandle,
    lazy: async () => {
      const { CountyPage, countyPageLoader } = await import("@/app/routes/county");
      return { Component: CountyPage, loader: withQueryClient(countyPageLoader, queryClient), shouldRevalidate: revalidateOnNewPath };
    },
  }));

  const mainLayoutPages: RouteObject[] = [
    {
      index: true,
      handle: { firstRenderWithoutDataCache: true } satisfies FirstRenderWithoutDataCache,
      lazy: async () => {
        const { HomePage, homePageLoader } = await import("@/app/routes/home");
        return { Component: HomePage, loader: withQueryClient(homePageLoader, queryClient), shouldRevalidate: revalidateOnNewPath };
      },
    },
    { path: paths.about(), lazy: async () => ({ Component: (await import("@/app/routes/about")).AboutPage }) },
    {
      path: paths.services(),
      lazy: async () => {
        const { ServicesPage, servicesPageLoader } = await import("@/app/routes/services");
        return { Component: ServicesPage, loader: withQueryClient(servicesPageLoader, queryClient), shouldRevalidate: revalidateOnNewPath };
      },
    },
    {
      path: "/showcase",
      lazy: async () => {
        const { ShowcasePage, showcaseListingLoader, showcaseListingShouldRevalidate } = await import("@/app/routes/showcase");
        return { Component: ShowcasePage, loader: withQueryClient(showcaseListingLoader, queryClient), shouldRevalidate: showcaseListingShouldRevalidate };
      },
    },
    { path: "/gallery", lazy: async () => ({ Component: (await import("@/app/routes/gallery-redirect")).GalleryRedirectPage }) },
    {
      path: paths.blog(),
      lazy: async () => {
        const { BlogPage, blogLoader } = await import("@/app/routes/blog");
        return { Component: BlogPage, loader: withQueryClient(blogLoader, queryClient), shouldRevalidate: revalidateOnNewPath };
      },
    },
    {
      path: "/blog/:slug",
      lazy: async () => {
        const { BlogPostPage, blogPostLoader } = await import("@/app/routes/blog-post");
        return { Component: BlogPostPage, loader: withQueryClient(blogPostLoader, queryClient) };
      },
    },
    { path: paths.faqs(), lazy: async () => ({ Component: (await import("@/app/routes/faqs")).FaqsPage }) },
    { path: paths.contact(), lazy: async () => ({ Component: (await import("@/app/routes/contact")).ContactPage }) },
    { path: paths.privacy(), lazy: async () => ({ Component: (await import("@/app/routes/privacy")).PrivacyPage }) },
    { path: paths.privacyPolicy(), lazy: async () => ({ Component: (await import("@/app/routes/privacy")).PrivacyPage }) },
    { path: paths.terms(), lazy: async () => ({ Component: (await import("@/app/routes/terms")).TermsPage }) },
    { path: paths.termsOfService(), lazy: async () => ({ Component: (await import("@/app/routes/terms")).TermsPage }) },
    { path: paths.thankYou(), lazy: async () => ({ Component: (await import("@/app/routes/thank-you")).ThankYouPage }) },
    // A booked appointment's private manage page: no loader, never prerendered (docs/decisions/050).
    { path: "/appointment/:token", lazy: async () => ({ Component: (await import("@/app/routes/appointment")).AppointmentPage }) },
    {
      path: paths.sitemap(),
      lazy: async () => {
        const { SitemapPage, sitemapLoader } = await import("@/app/routes/sitemap");
        return { Component: SitemapPage, loader: withQueryClient(sitemapLoader, queryClient) };
      },
    },
    ...countyRoutes,
    {
      path: "/appraisals/:type",
      lazy: async () => {
        const { AppraisalPage, appraisalPageLoader } = await import("@/app/routes/appraisal");
        return { Component: AppraisalPage, loader: appraisalPageLoader };
      },
    },
    ...testRoutes,
    { path: "*", element: <NotFoundPage /> },
  ];

  return awaitDataCache([
    // The owner's desk: outside the root layout (no visit logging, quote modal or chat; docs/decisions/055).
    ownerDeskRoutes,
    {
      id: "root",
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          id: "main-layout",
          element: <MainLayout />,
          children: [{ errorElement: <RouteErrorBoundary />, hydrateFallbackElement: <PageLoading />, children: mainLayoutPages }],
        },
        {
          id: "showcase-layout",
          element: <ShowcaseLayout />,
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              hydrateFallbackElement: <PageLoading />,
              children: [
                {
                  path: "/showcase/:slugOrId",
                  // The page's own loading state while the first load fetches the showcase.
                  hydrateFallbackElement: <ShowcaseLoading />,
                  lazy: async () => {
                    const { ShowcaseDetailPage, showcaseDetailLoader } = await import("@/app/routes/showcase-detail");
                    return { Component: ShowcaseDetailPage, loader: withQueryClient(showcaseDetailLoader, queryClient) };
                  },
                },
              ],
            },
          ],
        },
        {
          // Pages with nothing of the site around them (docs/decisions/038): the unbranded MLS version
          // of a showcase, and the agent's private report pages (never prerendered).
          id: "bare-layout",
          element: <BareLayout />,
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              hydrateFallbackElement: <PageLoading />,
              children: [
                {
                  path: "/showcase/:slugOrId/mls",
                  lazy: async () => {
                    const { ShowcaseMlsPage, showcaseMlsLoader } = await import("@/app/routes/showcase-mls");
                    return { Component: ShowcaseMlsPage, loader: withQueryClient(showcaseMlsLoader, queryClient) };
                  },
                },
                {
                  // The agent's private report: no loader (never prerendered; the key is checked by the RPC).
                  path: "/showcase/:slugOrId/report",
                  lazy: async () => ({ Component: (await import("@/app/routes/showcase-report")).ShowcaseReportPage }),
                },
                {
                  // A marketer's private campaign report: no loader (never prerendered; the key is checked by the RPC).
                  path: paths.campaignReport(),
                  lazy: async () => ({ Component: (await import("@/app/routes/campaign-report")).CampaignReportPage }),
                },
                {
                  // The weekly report mail's opt-out link (never prerendered).
                  path: paths.reportMailUnsubscribe(),
                  lazy: async () => ({ Component: (await import("@/app/routes/report-mail-unsubscribe")).ReportMailUnsubscribePage }),
                },
                // The owner's area (docs/decisions/054): its own chunks, never prerendered, noindex.
                { path: "/owner/sign-in", lazy: async () => ({ Component: (await import("@/app/routes/owner-sign-in")).OwnerSignInPage }) },
              ],
            },
          ],
        },
      ],
    },
  ], queryClient);
}

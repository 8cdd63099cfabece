import { Navigate, type RouteObject } from "react-router-dom";
import { RouteErrorBoundary } from "@/app/error-boundary";
import { PageLoading } from "@/app/layouts/page-loading";
import { paths } from "@/config/paths";

/**
 * The owner's desk (docs/decisions/055): /owner and its sections, each its own lazy chunk,
 * the layout too, so nothing of the desk is in a visitor's first load (owner-first-load.test.ts).
 * No loaders: the desk is never prerendered and reads its data as the signed-in owner.
 * A new section is one child here and one entry of DESK_SECTIONS (routes/owner/desk-layout.tsx).
 */
export const ownerDeskRoutes: RouteObject = {
  id: "owner-desk",
  path: paths.owner(),
  lazy: async () => ({ Component: (await import("@/app/routes/owner/desk-layout")).OwnerDeskLayout }),
  errorElement: <RouteErrorBoundary />,
  hydrateFallbackElement: <PageLoading />,
  children: [
    {
      errorElement: <RouteErrorBoundary />,
      children: [
        { index: true, element: <Navigate to={paths.ownerRequests()} replace /> },
        { path: "requests", lazy: async () => ({ Component: (await import("@/app/routes/owner/requests")).OwnerRequestsPage }) },
        {
          path: "requests/:kind/:id",
          lazy: async () => ({ Component: (await import("@/app/routes/owner/request-detail")).OwnerRequestDetailPage }),
        },
        { path: "appointments", lazy: async () => ({ Component: (await import("@/app/routes/owner/appointments")).OwnerAppointmentsPage }) },
        { path: "settings", lazy: async () => ({ Component: (await import("@/app/routes/owner/settings")).OwnerSettingsPage }) },
        { path: "gallery", lazy: async () => ({ Component: (await import("@/app/routes/owner/gallery")).OwnerGalleryPage }) },
        { path: "testimonials", lazy: async () => ({ Component: (await import("@/app/routes/owner/testimonials")).OwnerTestimonialsPage }) },
        { path: "campaigns", lazy: async () => ({ Component: (await import("@/app/routes/owner/campaigns")).OwnerCampaignsPage }) },
        { path: "prices", lazy: async () => ({ Component: (await import("@/app/routes/owner/prices")).OwnerPricesPage }) },
        {
          path: "discount-codes",
          lazy: async () => ({ Component: (await import("@/app/routes/owner/discount-codes")).OwnerDiscountCodesPage }),
        },
        { path: "blog", lazy: async () => ({ Component: (await import("@/app/routes/owner/blog")).OwnerBlogPage }) },
        { path: "blog/subscribers", lazy: async () => ({ Component: (await import("@/app/routes/owner/blog-subscribers")).OwnerBlogSubscribersPage }) },
        { path: "blog/:id", lazy: async () => ({ Component: (await import("@/app/routes/owner/blog-post-editor")).OwnerBlogPostEditorPage }) },
        { path: "showcases", lazy: async () => ({ Component: (await import("@/app/routes/owner/showcases")).OwnerShowcasesPage }) },
        { path: "showcases/new", lazy: async () => ({ Component: (await import("@/app/routes/owner/showcases")).OwnerNewShowcasePage }) },
        { path: "showcases/:id", lazy: async () => ({ Component: (await import("@/app/routes/owner/showcases")).OwnerShowcaseEditorPage }) },
        { path: "failed-mail", lazy: async () => ({ Component: (await import("@/app/routes/owner/failed-mail")).OwnerFailedMailPage }) },
        { path: "*", lazy: async () => ({ Component: (await import("@/app/routes/owner/desk-not-found")).DeskNotFoundPage }) },
      ],
    },
  ],
};

import { Outlet } from "react-router-dom";
import { HydrationBoundary } from "@/app/layouts/hydration-boundary";
import { QuickContactBar } from "@/app/layouts/quick-contact-bar";
import { MAIN_CONTENT_ID } from "@/app/layouts/root-layout";
import { SiteHeader } from "@/app/layouts/site-header";
import { lazyWidget } from "@/components/lazy-widget";

/**
 * The footer is below the fold of every page: its code loads in its own chunk as the page
 * hydrates (a prerendered page shows its HTML meanwhile), not in the first load
 * (docs/decisions/074).
 */
const SiteFooter = lazyWidget("site footer", () => import("@/app/layouts/site-footer").then((module) => module.SiteFooter));

/** The layout of every page except showcase details: header, content, footer, quick-contact bar. */
export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col pb-16 md:pb-0">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-20 focus:outline-none">
        <HydrationBoundary>
          <Outlet />
        </HydrationBoundary>
      </main>
      <SiteFooter placeholder={null} />
      <QuickContactBar />
    </div>
  );
}

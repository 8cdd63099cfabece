import { Outlet } from "react-router-dom";
import { HydrationBoundary } from "@/app/layouts/hydration-boundary";
import { QuickContactBar } from "@/app/layouts/quick-contact-bar";
import { MAIN_CONTENT_ID } from "@/app/layouts/root-layout";
import { SiteFooter } from "@/app/layouts/site-footer";
import { SiteHeader } from "@/app/layouts/site-header";

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
      <HydrationBoundary>
        <SiteFooter />
      </HydrationBoundary>
      <QuickContactBar />
    </div>
  );
}

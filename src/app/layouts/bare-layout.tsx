import { Outlet } from "react-router-dom";
import { HydrationBoundary } from "@/app/layouts/hydration-boundary";
import { MAIN_CONTENT_ID } from "@/app/layouts/root-layout";

/**
 * A layout with nothing of the site around the page: no header, no footer, no links.
 * The MLS version of a showcase (unbranded, as MLS rules require of virtual tours) and
 * the agent's private report pages (no link may carry their secret elsewhere).
 */
export function BareLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <HydrationBoundary>
          <Outlet />
        </HydrationBoundary>
      </main>
    </div>
  );
}

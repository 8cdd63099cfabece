import type { MouseEvent } from "react";
import { NavLink, Outlet } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { cn } from "@/lib/cn";
import { useOwnerSession } from "@/features/owner-auth/api/use-owner-session";
import { OwnerGate } from "@/features/owner-auth/components/owner-gate";

export const DESK_MAIN_ID = "desk-main";

/**
 * The desk's sections, in the order the navigation shows them. A section is a child route of
 * /owner (app/owner-routes.tsx) and one entry here.
 */
export const DESK_SECTIONS: readonly { label: string; to: string }[] = [
  { label: "Requests", to: paths.ownerRequests() },
  { label: "Appointments", to: paths.ownerAppointments() },
  { label: "Showcases", to: paths.ownerShowcases() },
  { label: "Gallery", to: paths.ownerGallery() },
  { label: "Testimonials", to: paths.ownerTestimonials() },
  { label: "Campaigns", to: paths.ownerCampaigns() },
  { label: "Prices", to: paths.ownerPrices() },
  { label: "Discount codes", to: paths.ownerDiscountCodes() },
  { label: "Blog", to: paths.ownerBlog() },
  { label: "Failed mail", to: paths.ownerFailedMail() },
  { label: "Settings", to: paths.ownerSettings() },
];

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(DESK_MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * /owner: the owner's desk around its sections (docs/decisions/055). Outside the site's root
 * layout: no header or footer of the public site, no visit logging, no quote modal or chat.
 * noindex, never prerendered (an app-shell path), not in the sitemap; its code loads only
 * behind this route's lazy import, never in a visitor's first load (owner-first-load.test.ts).
 * On a phone the navigation is a bar of tabs at the top; a section's page is one column. Only an
 * owner at aal2 sees it (<OwnerGate>, docs/decisions/054); anyone else goes to the sign-in.
 */
export function OwnerDeskLayout() {
  return (
    <>
      <Head title="Owner's desk" description="The business's requests, appointments and mail." canonicalPath={paths.owner()} noindex />
      <OwnerGate>
        <Desk />
      </OwnerGate>
    </>
  );
}

function Desk() {
  const { session, signOut } = useOwnerSession();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href={`#${DESK_MAIN_ID}`}
        onClick={focusMain}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-brand-500"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 pt-3">
          <p className="truncate text-sm font-semibold text-slate-900">
            {site.shortName} <span className="font-normal text-slate-600">· Owner&apos;s desk</span>
          </p>
          <div className="flex items-center gap-2">
            <span className="hidden truncate text-sm text-slate-600 sm:inline">{session?.user.email}</span>
            <Button variant="ghost" size="sm" onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
        </div>
        <nav aria-label="Desk" className="mx-auto max-w-6xl overflow-x-auto px-2">
          <ul className="flex gap-1">
            {DESK_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                      isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-700 hover:text-slate-900",
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id={DESK_MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 focus:outline-none sm:py-6">
        <Outlet />
      </main>
    </div>
  );
}

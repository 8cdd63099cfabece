import { Link, Outlet } from "react-router-dom";
import { HydrationBoundary } from "@/app/layouts/hydration-boundary";
import { MAIN_CONTENT_ID } from "@/app/layouts/root-layout";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

/**
 * The reduced layout of a single-property showcase (pages agents share with buyers):
 * no site header, no quick-contact bar, a simple disclaimer footer.
 */
export function ShowcaseLayout() {
  const year = new Date().getFullYear();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <HydrationBoundary>
          <Outlet />
        </HydrationBoundary>
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-8 text-center text-sm text-slate-600 sm:px-6">
          <p>
            Listing information is deemed reliable but not guaranteed and should be independently verified. Photos and
            media are for marketing purposes only.
          </p>
          <p className="mt-3">
            © {year}{" "}
            <Link to={paths.home()} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              {site.name}
            </Link>
          </p>
          <ul className="mt-3 flex justify-center gap-5">
            <li>
              <Link to={paths.privacy()} className="text-brand-700 underline-offset-4 hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to={paths.terms()} className="text-brand-700 underline-offset-4 hover:underline">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </footer>
    </div>
  );
}

import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { Head } from "@/components/seo/head";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Shown for any path without a page (and for unknown appraisal types). */
export function NotFoundPage() {
  const location = useLocation();
  const attemptedPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    console.warn(`Page not found: ${attemptedPath}`);
  }, [attemptedPath]);

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <Head
        title="Page Not Found"
        description="The page you were looking for could not be found. Browse our New Jersey appraisal and property photography services or contact us."
        canonicalPath={location.pathname}
        noindex
      />
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">
        Sorry, we couldn't find that page. It may have moved, or the address may have a typo.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link to={paths.home()} className={buttonClasses()}>
            Back to Home
          </Link>
        </li>
        <li>
          <Link to={paths.services()} className={buttonClasses({ variant: "outline" })}>
            Our Services
          </Link>
        </li>
        <li>
          <Link to={paths.contact()} className={buttonClasses({ variant: "outline" })}>
            Contact Us
          </Link>
        </li>
      </ul>
    </section>
  );
}

import { Head } from "@/components/seo/head";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

export const TERMS_LAST_MODIFIED = "June 18, 2025";

/** Served at /terms and /terms-of-service; canonical on /terms; never indexed. */
export function TermsPage() {
  return (
    <>
      <Head
        title="Terms of Service"
        description={`The terms that govern your use of the ${site.name} website and our New Jersey appraisal and property photography services.`}
        canonicalPath={paths.terms()}
        noindex
      />
      <PageHero
        title="Terms of Service"
        intro={<p>Last modified {TERMS_LAST_MODIFIED}</p>}
        breadcrumb={[{ label: "Home", to: paths.home() }, { label: "Terms of Service" }]}
      />
      <article className="mx-auto max-w-3xl px-4 py-14 leading-relaxed text-slate-700 sm:px-6">
        <p>
          These terms govern your use of this website and of the appraisal and property photography services offered by{" "}
          {site.name}. By using the site or ordering a service, you agree to them.
        </p>
        <h2 className="mt-10 text-xl font-bold text-slate-900">Questions</h2>
        <p className="mt-3">
          Questions about these terms can be sent to{" "}
          <a href={site.emailHref} className="font-semibold text-brand-700 underline">
            {site.email}
          </a>{" "}
          or {site.name}, {site.address.full}.
        </p>
      </article>
    </>
  );
}

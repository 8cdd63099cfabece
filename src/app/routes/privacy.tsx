import { Head } from "@/components/seo/head";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

export const PRIVACY_LAST_MODIFIED = "June 18, 2025";

/** Served at /privacy and /privacy-policy; canonical on /privacy; never indexed. */
export function PrivacyPage() {
  return (
    <>
      <Head
        title="Privacy Policy"
        description={`How ${site.name} collects, uses and protects the information you share when you use this website or request an appraisal or photography service.`}
        canonicalPath={paths.privacy()}
        noindex
      />
      <PageHero
        title="Privacy Policy"
        intro={<p>Last modified {PRIVACY_LAST_MODIFIED}</p>}
        breadcrumb={[{ label: "Home", to: paths.home() }, { label: "Privacy Policy" }]}
      />
      <article className="mx-auto max-w-3xl px-4 py-14 leading-relaxed text-slate-700 sm:px-6">
        <p>
          This policy explains what information {site.name} collects when you visit this website, request a quote or
          contact us, how we use it, and the choices you have.
        </p>
        <h2 className="mt-10 text-xl font-bold text-slate-900">Questions</h2>
        <p className="mt-3">
          If you have questions about this policy or your information, contact us at{" "}
          <a href={site.emailHref} className="font-semibold text-brand-700 underline">
            {site.email}
          </a>{" "}
          or{" "}
          <a href={site.phoneHref} className="font-semibold text-brand-700 underline">
            {site.phone}
          </a>
          , or write to {site.name}, {site.address.full}.
        </p>
      </article>
    </>
  );
}

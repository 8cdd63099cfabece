import { Head } from "@/components/seo/head";
import { breadcrumbJsonLd } from "@/components/seo/structured-data";
import { LegalDocument } from "@/components/legal-document";
import type { BreadcrumbItem } from "@/components/ui/breadcrumb";
import { PageHero } from "@/components/ui/page-hero";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { LEGAL_LAST_MODIFIED, termsOfServiceSections } from "@/content/legal";

export const TERMS_LAST_MODIFIED = LEGAL_LAST_MODIFIED;

const breadcrumb: BreadcrumbItem[] = [{ label: "Home", to: paths.home() }, { label: "Terms of Service" }];

/** Served at /terms and /terms-of-service; canonical on /terms; never indexed. */
export function TermsPage() {
  const sections = termsOfServiceSections({ name: site.name, email: site.email, phone: site.phone, address: site.address.full });
  return (
    <>
      <Head
        title="Terms of Service"
        description={`The terms that govern your use of the ${site.name} website and our New Jersey appraisal and property photography services.`}
        canonicalPath={paths.terms()}
        noindex
        jsonLd={breadcrumbJsonLd(breadcrumb, paths.terms())}
      />
      <PageHero
        title="Terms of Service"
        intro={<p>Last modified {TERMS_LAST_MODIFIED}</p>}
        breadcrumb={breadcrumb}
      />
      <LegalDocument label="Terms of service" sections={sections} />
    </>
  );
}
